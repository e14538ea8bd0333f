import { describe, expect, it } from 'vitest';
import { getUserQueryOptions } from './get-user';

describe('the session query (spec §7)', () => {
  it('keeps the session fresh: 1 s stale time, refetch on focus and mount, no retry', () => {
    expect(getUserQueryOptions()).toMatchObject({
      staleTime: 1000,
      refetchOnWindowFocus: true,
      refetchOnMount: true,
      retry: false,
    });
  });
});
