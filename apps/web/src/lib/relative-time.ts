// Spec §2/§9: two relative-time styles. Pure functions of (time, now) so the clock can tick.

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function toMs(value: Date | string | number): number {
  return value instanceof Date ? value.getTime() : new Date(value).getTime();
}

/** Live feed: 'hace unos segundos' < 1 min, 'hace N min' < 60 min, 'hace Nh' < 24 h, else local date. */
export function formatFeedTime(value: Date | string | number, now: Date | number = Date.now()): string {
  const time = toMs(value);
  if (Number.isNaN(time)) return '';
  const diff = Math.max(0, toMs(now) - time);
  if (diff < MINUTE) return 'hace unos segundos';
  if (diff < HOUR) return `hace ${Math.floor(diff / MINUTE)} min`;
  if (diff < DAY) return `hace ${Math.floor(diff / HOUR)}h`;
  return new Date(time).toLocaleDateString('es-MX');
}

function pad(n: number): string {
  return String(n).padStart(2, '0');
}

/** dd/mm/yyyy in local time. */
export function formatDayMonthYear(value: Date | string | number): string {
  const d = new Date(toMs(value));
  return `${pad(d.getDate())}/${pad(d.getMonth() + 1)}/${d.getFullYear()}`;
}

/** Conversations: ≤ 5 s 'ahora', < 60 s 'hace Ns', < 60 min 'hace N min', < 24 h 'hace Nh', else dd/mm/yyyy. */
export function formatConversationTime(value: Date | string | number, now: Date | number = Date.now()): string {
  const time = toMs(value);
  if (Number.isNaN(time)) return '';
  const diff = Math.max(0, toMs(now) - time);
  if (diff <= 5 * SECOND) return 'ahora';
  if (diff < MINUTE) return `hace ${Math.floor(diff / SECOND)}s`;
  if (diff < HOUR) return `hace ${Math.floor(diff / MINUTE)} min`;
  if (diff < DAY) return `hace ${Math.floor(diff / HOUR)}h`;
  return formatDayMonthYear(time);
}
