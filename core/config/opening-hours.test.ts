import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { describeOpening, isOpen, nextOpening, type WeeklyHours } from './opening-hours.js';

// Mexico City is UTC−6: 2025-05-05 is a Monday.
const mx = (iso: string) => new Date(`${iso}-06:00`);
const weekdays: WeeklyHours = {
  lunes: { open: '09:00', close: '22:00' },
  martes: { open: '09:00', close: '22:00' },
  miércoles: null,
  jueves: { open: '09:00', close: '22:00' },
  viernes: { open: '18:00', close: '02:00' },
  sábado: null,
  domingo: null,
};

describe('opening hours (America/Mexico_City)', () => {
  it('is open inside the day’s hours and closed outside them, overnight hours included', () => {
    expect(isOpen(weekdays, mx('2025-05-05T08:59'))).toBe(false);
    expect(isOpen(weekdays, mx('2025-05-05T09:00'))).toBe(true);
    expect(isOpen(weekdays, mx('2025-05-05T21:59'))).toBe(true);
    expect(isOpen(weekdays, mx('2025-05-05T22:00'))).toBe(false);
    expect(isOpen(weekdays, mx('2025-05-07T12:00'))).toBe(false);
    expect(isOpen(weekdays, mx('2025-05-10T01:30'))).toBe(true); // Friday night into Saturday
    expect(isOpen(weekdays, mx('2025-05-10T02:00'))).toBe(false);
  });

  it('says when it opens next', () => {
    const now = mx('2025-05-05T23:00');
    expect(describeOpening(nextOpening(weekdays, now)!, now)).toBe('mañana a las 09:00');
    const early = mx('2025-05-05T07:15');
    expect(describeOpening(nextOpening(weekdays, early)!, early)).toBe('hoy a las 09:00');
    const saturday = mx('2025-05-10T12:00');
    expect(describeOpening(nextOpening(weekdays, saturday)!, saturday)).toBe('el lunes a las 09:00');
    expect(nextOpening({}, saturday)).toBeNull();
  });

  it('the next opening is always in the future, within a week, and the restaurant is open right then', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('2024-01-01'), max: new Date('2030-01-01'), noInvalidDate: true }), (now) => {
        const next = nextOpening(weekdays, now)!;
        expect(next.getTime()).toBeGreaterThan(now.getTime() - 60_000);
        expect(next.getTime() - now.getTime()).toBeLessThanOrEqual(7 * 86_400_000);
        expect(isOpen(weekdays, next)).toBe(true);
      }),
    );
  });
});
