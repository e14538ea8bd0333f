import { MEXICO_CITY_OFFSET_MINUTES } from '../shared/mexico-time.js';

/** Days as the panel and the owner say them, Monday first; index = JavaScript weekday order below. */
export const WEEKDAYS = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** One opening a day, "HH:MM" in America/Mexico_City; a close before the open runs past midnight. */
export interface DayHours {
  open: string;
  close: string;
}

/** null = closed that day. */
export type WeeklyHours = Partial<Record<Weekday, DayHours | null>>;

const MINUTES_PER_DAY = 24 * 60;
const toMinutes = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number);
  return h! * 60 + m!;
};
const isHhMm = (value: string) => /^([01]\d|2[0-3]):[0-5]\d$/.test(value);

/** Minutes since Monday 00:00 would work too; weekday + minute of day in Mexico City is clearer. */
function local(now: Date) {
  const shifted = new Date(now.getTime() + MEXICO_CITY_OFFSET_MINUTES * 60_000);
  return { weekday: shifted.getUTCDay(), minute: shifted.getUTCHours() * 60 + shifted.getUTCMinutes() };
}

/** Open intervals of the week in minutes since Sunday 00:00, overnight ones split at the week's end. */
function intervals(hours: WeeklyHours): Array<[number, number]> {
  const result: Array<[number, number]> = [];
  WEEKDAYS.forEach((day, i) => {
    const h = hours[day];
    if (!h || !isHhMm(h.open) || !isHhMm(h.close) || h.open === h.close) return;
    const start = i * MINUTES_PER_DAY + toMinutes(h.open);
    let end = i * MINUTES_PER_DAY + toMinutes(h.close);
    if (end <= start) end += MINUTES_PER_DAY;
    const week = 7 * MINUTES_PER_DAY;
    if (end > week) {
      result.push([start, week], [0, end - week]);
    } else result.push([start, end]);
  });
  return result;
}

export function isOpen(hours: WeeklyHours, now: Date): boolean {
  const { weekday, minute } = local(now);
  const at = weekday * MINUTES_PER_DAY + minute;
  return intervals(hours).some(([start, end]) => at >= start && at < end);
}

/** The next moment the restaurant opens after `now` (null if it never opens). */
export function nextOpening(hours: WeeklyHours, now: Date): Date | null {
  const { weekday, minute } = local(now);
  const at = weekday * MINUTES_PER_DAY + minute;
  const week = 7 * MINUTES_PER_DAY;
  const starts = WEEKDAYS.flatMap((day, i) => {
    const h = hours[day];
    return h && isHhMm(h.open) && isHhMm(h.close) && h.open !== h.close ? [i * MINUTES_PER_DAY + toMinutes(h.open)] : [];
  });
  if (starts.length === 0) return null;
  const ahead = Math.min(...starts.map((s) => (s > at ? s - at : s - at + week)));
  const base = Math.floor(now.getTime() / 60_000) * 60_000;
  return new Date(base + ahead * 60_000);
}

/** "hoy a las 18:00", "mañana a las 09:00", "el lunes a las 09:00". */
export function describeOpening(opening: Date, now: Date): string {
  const a = local(now);
  const b = local(opening);
  const days = Math.round((opening.getTime() - now.getTime()) / 86_400_000 + (a.minute - b.minute) / MINUTES_PER_DAY);
  const time = `${String(Math.floor(b.minute / 60)).padStart(2, '0')}:${String(b.minute % 60).padStart(2, '0')}`;
  const day = days <= 0 ? 'hoy' : days === 1 ? 'mañana' : `el ${WEEKDAYS[b.weekday]}`;
  return `${day} a las ${time}`;
}
