import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { startOfMexicoDay } from './mexico-time.js';

describe('startOfMexicoDay', () => {
  it('is midnight in Mexico City (06:00 UTC), not after now, and less than a day before', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2023-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), (now) => {
        const start = startOfMexicoDay(now);
        expect(start.getUTCHours()).toBe(6);
        expect(start.getUTCMinutes()).toBe(0);
        expect(start.getTime()).toBeLessThanOrEqual(now.getTime());
        expect(now.getTime() - start.getTime()).toBeLessThan(86_400_000);
      }),
    );
    expect(startOfMexicoDay(new Date('2025-03-10T03:00:00Z')).toISOString()).toBe('2025-03-09T06:00:00.000Z');
  });
});
