// Every number, amount, date and phone a person reads, formatted one way (es-MX).

// ── Money ──────────────────────────────────────────────────────────────────────

const mxnWhole = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 0, maximumFractionDigits: 0 });
const mxnCents = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', minimumFractionDigits: 4, maximumFractionDigits: 4 });
const integer = new Intl.NumberFormat('es-MX');

/** Spec §9: money is stored in cents and shown with two decimals and a currency sign. */
export function formatCents(cents: number): string {
  return mxnCents.format(cents / 100);
}

/** Plan prices: '1299.00' → '$1,299'; '699.50' → '$699.50'. */
export function formatPlanPrice(price: string | number): string {
  const value = typeof price === 'number' ? price : Number.parseFloat(price);
  if (!Number.isFinite(value)) return String(price);
  return Number.isInteger(value) ? mxnWhole.format(value) : mxnCents.format(value);
}

/** Spec §9: AI costs in USD with 4 decimals. */
export function formatUsd(value: number): string {
  return usd.format(Number.isFinite(value) ? value : 0);
}

/** Counts and tokens: 12,345. */
export function formatInteger(value: number): string {
  return integer.format(value);
}

// ── Dates ──────────────────────────────────────────────────────────────────────

const dateTime = new Intl.DateTimeFormat('es-MX', { dateStyle: 'medium', timeStyle: 'short' });
const opening = new Intl.DateTimeFormat('es-MX', {
  weekday: 'long',
  day: 'numeric',
  month: 'short',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'America/Mexico_City',
});

/** '22 nov 2026, 14:05'; an unreadable value is shown as it came. */
export function formatDateTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? iso : dateTime.format(date);
}

/** A restaurant opening in Mexico City time ('lunes, 23 nov, 09:00'); null when unreadable. */
export function formatOpening(iso: string): string | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : opening.format(date);
}

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

// ── Phones and customers ───────────────────────────────────────────────────────

/** A phone as a wa.me address wants it: digits only. */
export function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}
