import { describe, expect, it } from 'vitest';
import { getPlansQueryOptions } from './get-plans';

describe('the plan list query (spec §7)', () => {
  it('always refetches the plan list', () => {
    expect(getPlansQueryOptions().staleTime).toBe(0);
  });
});
