import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { AI_USAGE_PERIODS, isAiUsagePeriod, periodStart } from './periods.js';

const dates = fc.date({ min: new Date('2023-01-01'), max: new Date('2035-01-01'), noInvalidDate: true });

describe('AI cost periods', () => {
  it('start at Mexico City midnight today, 7 days ago and 30 days ago', () => {
    const now = new Date('2025-03-10T03:00:00Z'); // still March 9 in Mexico City
    expect(periodStart('today', now).toISOString()).toBe('2025-03-09T06:00:00.000Z');
    expect(periodStart('week', now).toISOString()).toBe('2025-03-03T03:00:00.000Z');
    expect(periodStart('month', now).toISOString()).toBe('2025-02-08T03:00:00.000Z');
  });

  it('nest: month ≤ week ≤ today ≤ now, today less than a day back', () => {
    fc.assert(
      fc.property(dates, (now) => {
        const [today, week, month] = (['today', 'week', 'month'] as const).map((p) => periodStart(p, now).getTime());
        expect(month!).toBeLessThan(week!);
        expect(week!).toBeLessThan(today!);
        expect(today!).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - today!).toBeLessThan(86_400_000);
      }),
    );
  });

  it('recognises only the three period names', () => {
    expect(AI_USAGE_PERIODS.every(isAiUsagePeriod)).toBe(true);
    fc.assert(fc.property(fc.string(), (s) => isAiUsagePeriod(s) === (AI_USAGE_PERIODS as readonly string[]).includes(s)));
    expect(isAiUsagePeriod('year')).toBe(false);
    expect(isAiUsagePeriod(undefined)).toBe(false);
  });
});
