import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ACCOUNT_CHECKS_PER_HOUR,
  ACCOUNT_WINDOW_MS,
  ceilingWaitSeconds,
  ADDRESS_BUDGET,
  ADDRESS_WINDOW_MS,
  afterAccountFailure,
  afterAddressFailure,
  delayAfter,
  FAILURE_MEMORY_MS,
  FREE_FAILURES,
  MAX_DELAY_MS,
  waitSeconds,
  type ThrottleEntry,
} from './login-throttle.js';

const t0 = new Date('2026-01-01T00:00:00Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describe('login throttle rules', () => {
  it('lets the first failures through, then doubles the wait up to a cap', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 10_000 }), (n) => {
        const d = delayAfter(n);
        expect(d).toBeLessThanOrEqual(MAX_DELAY_MS);
        expect(delayAfter(n + 1)).toBeGreaterThanOrEqual(d);
        if (n < FREE_FAILURES) expect(d).toBe(0);
        else if (d < MAX_DELAY_MS / 2) expect(delayAfter(n + 1)).toBe(2 * d);
      }),
    );
  });

  it('counts consecutive failures and forgets them after a day of quiet', () => {
    let entry: ThrottleEntry | null = null;
    for (let i = 0; i < FREE_FAILURES; i++) entry = afterAccountFailure(entry, later(i));
    expect(entry!.failures).toBe(FREE_FAILURES);
    expect(waitSeconds(entry, later(FREE_FAILURES))).toBe(60);
    expect(afterAccountFailure(entry, later(FAILURE_MEMORY_MS + 10)).failures).toBe(1);
  });

  it('blocks an address once its budget is spent, until its window ends', () => {
    let entry: ThrottleEntry | null = null;
    for (let i = 0; i < ADDRESS_BUDGET - 1; i++) entry = afterAddressFailure(entry, later(i * 1000));
    expect(waitSeconds(entry, later(ADDRESS_BUDGET * 1000))).toBe(0);
    entry = afterAddressFailure(entry, later(ADDRESS_BUDGET * 1000));
    expect(waitSeconds(entry, later(ADDRESS_BUDGET * 1000))).toBe((ADDRESS_WINDOW_MS - ADDRESS_BUDGET * 1000) / 1000);
    expect(afterAddressFailure(entry, later(ADDRESS_WINDOW_MS)).failures).toBe(1);
  });

  it('refuses an account’s checks once the hour’s wrong passwords and those being checked reach its ceiling', () => {
    const entry = (failures: number): ThrottleEntry => ({ failures, firstFailureAt: t0, lastFailureAt: t0, blockedUntil: null });
    fc.assert(
      fc.property(fc.nat({ max: 60 }), fc.nat({ max: 30 }), fc.nat({ max: ACCOUNT_WINDOW_MS * 2 }), (failures, inFlight, elapsed) => {
        const wait = ceilingWaitSeconds(entry(failures), inFlight, later(elapsed));
        const counted = elapsed < ACCOUNT_WINDOW_MS ? failures : 0;
        expect(wait > 0).toBe(counted + inFlight >= ACCOUNT_CHECKS_PER_HOUR);
        if (wait > 0 && counted >= ACCOUNT_CHECKS_PER_HOUR) expect(wait).toBe(Math.ceil((ACCOUNT_WINDOW_MS - elapsed) / 1000));
      }),
    );
    expect(ceilingWaitSeconds(null, 0, t0)).toBe(0);
  });
});
