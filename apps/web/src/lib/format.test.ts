import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatConversationTime, formatDayMonthYear, formatFeedTime } from './format';

const NOW = new Date(2025, 5, 15, 12, 0, 0).getTime();
const S = 1000;
const MIN = 60 * S;
const H = 60 * MIN;
const DAY = 24 * H;
const ago = (ms: number) => new Date(NOW - ms).toISOString();

describe('formatFeedTime (live feed)', () => {
  it.each([
    [0, 'hace unos segundos'],
    [59 * S, 'hace unos segundos'],
    [MIN, 'hace 1 min'],
    [59 * MIN + 59 * S, 'hace 59 min'],
    [H, 'hace 1h'],
    [23 * H + 59 * MIN, 'hace 23h'],
  ])('%i ms ago → %s', (diff, expected) => {
    expect(formatFeedTime(ago(diff), NOW)).toBe(expected);
  });

  it('shows a local date from 24 hours on', () => {
    const t = NOW - DAY;
    expect(formatFeedTime(t, NOW)).toBe(new Date(t).toLocaleDateString('es-MX'));
  });

  it('always yields one of the four shapes', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 * DAY }), (diff) => {
        const text = formatFeedTime(NOW - diff, NOW);
        if (diff < MIN) return text === 'hace unos segundos';
        if (diff < H) return text === `hace ${Math.floor(diff / MIN)} min`;
        if (diff < DAY) return text === `hace ${Math.floor(diff / H)}h`;
        return !text.startsWith('hace');
      }),
    );
  });
});

describe('formatConversationTime (conversations)', () => {
  it.each([
    [0, 'ahora'],
    [5 * S, 'ahora'],
    [6 * S, 'hace 6s'],
    [59 * S, 'hace 59s'],
    [MIN, 'hace 1 min'],
    [59 * MIN, 'hace 59 min'],
    [H, 'hace 1h'],
    [23 * H, 'hace 23h'],
  ])('%i ms ago → %s', (diff, expected) => {
    expect(formatConversationTime(ago(diff), NOW)).toBe(expected);
  });

  it('uses dd/mm/yyyy from 24 hours on', () => {
    expect(formatConversationTime(new Date(2025, 0, 3, 9, 30), NOW)).toBe('03/01/2025');
    expect(formatConversationTime(NOW - DAY, NOW)).toBe('14/06/2025');
  });

  it('never reports a larger unit for a smaller age (monotone buckets)', () => {
    const rank = (t: string) => (t === 'ahora' ? 0 : /^hace \d+s$/.test(t) ? 1 : /min$/.test(t) ? 2 : /^hace \d+h$/.test(t) ? 3 : 4);
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 60 * DAY }), fc.integer({ min: 0, max: 60 * DAY }), (a, b) => {
        const [young, old] = a <= b ? [a, b] : [b, a];
        return rank(formatConversationTime(NOW - young, NOW)) <= rank(formatConversationTime(NOW - old, NOW));
      }),
    );
  });

  it('reports the whole number of elapsed units', () => {
    fc.assert(
      fc.property(fc.integer({ min: 6 * S, max: DAY - 1 }), (diff) => {
        const n = Number(/\d+/.exec(formatConversationTime(NOW - diff, NOW))?.[0]);
        const unit = diff < MIN ? S : diff < H ? MIN : H;
        return n === Math.floor(diff / unit);
      }),
    );
  });

  it('formats any date as a valid dd/mm/yyyy', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date(2000, 0, 1), max: new Date(2099, 11, 31), noInvalidDate: true }), (d) => {
        const [dd, mm, yyyy] = formatDayMonthYear(d).split('/').map(Number);
        return dd === d.getDate() && mm === d.getMonth() + 1 && yyyy === d.getFullYear();
      }),
    );
  });

  it('treats future times as now', () => {
    expect(formatConversationTime(NOW + 10 * MIN, NOW)).toBe('ahora');
  });
});
