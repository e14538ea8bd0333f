import { describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('query defaults (spec §7)', () => {
  it('never go stale, never refetch on focus, never retry', () => {
    const defaults = createQueryClient().getDefaultOptions();

    expect(defaults.queries).toMatchObject({ staleTime: Infinity, refetchOnWindowFocus: false, retry: false });
    expect(defaults.mutations).toMatchObject({ retry: false });
  });
});
