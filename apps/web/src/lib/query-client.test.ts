import { describe, expect, it } from 'vitest';
import { getUserQueryOptions } from '@/features/auth/api/get-user';
import { getPlansQueryOptions } from '@/features/plans/api/get-plans';
import { createQueryClient } from './query-client';

describe('query defaults (spec §7)', () => {
  it('never go stale, never refetch on focus, never retry', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });

  it('always refetch the plan list', () => {
    expect(getPlansQueryOptions().staleTime).toBe(0);
  });

  it('keep the session fresh: 1 s stale time, refetch on focus and mount, no retry', () => {
    expect(getUserQueryOptions()).toMatchObject({
      staleTime: 1000,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
      retry: false,
    });
  });
});
