import { phoneMatches } from '../../../../../../core/conversations/phone';
import type { Conversation } from '../api/get-conversations';

export type DateFilter = 'all' | 'today' | 'yesterday' | 'week';

export const DATE_FILTERS: Array<{ value: DateFilter; label: string }> = [
  { value: 'all', label: 'Todas las fechas' },
  { value: 'today', label: 'Hoy' },
  { value: 'yesterday', label: 'Ayer' },
  { value: 'week', label: 'Esta semana' },
];

const DAY = 24 * 60 * 60 * 1000;

function ms(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
}

/** Spec §5: search matches a phone substring or a case-insensitive name substring; +52/+521 and spaces don't matter. */
export function matchesSearch(c: Conversation, search: string): boolean {
  const q = search.trim();
  if (!q) return true;
  return c.phoneNumber.includes(q) || phoneMatches(c.phoneNumber, q) || (c.customerName ?? '').toLowerCase().includes(q.toLowerCase());
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Spec §5: lastOrderTime, else lastMessageAt, else createdAt; calendar days; week = last 7 days. */
export function matchesDate(c: Conversation, filter: DateFilter, now: number): boolean {
  if (filter === 'all') return true;
  const t = ms(c.lastOrderTime) ?? ms(c.lastMessageAt) ?? ms(c.createdAt);
  if (t === null) return false;
  const date = new Date(t);
  const today = new Date(now);
  if (filter === 'today') return sameDay(date, today);
  if (filter === 'yesterday') {
    const yesterday = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 1);
    return sameDay(date, yesterday);
  }
  return t >= now - 7 * DAY;
}

function sortKey(c: Conversation): number {
  return ms(c.lastMessageAt) ?? ms(c.createdAt) ?? 0;
}

/** Filtered by search and date, newest (lastMessageAt, else createdAt) first. */
export function filterConversations(
  list: Conversation[],
  { search, date, now }: { search: string; date: DateFilter; now: number },
): Conversation[] {
  return list
    .filter((c) => matchesSearch(c, search) && matchesDate(c, date, now))
    .sort((a, b) => sortKey(b) - sortKey(a));
}

export function orderCountLabel(totalOrders: number): string | null {
  if (totalOrders <= 0) return null;
  if (totalOrders === 1) return 'Primer pedido';
  if (totalOrders === 2) return 'Segundo pedido';
  if (totalOrders === 3) return 'Tercer pedido';
  return `${totalOrders} pedidos`;
}

/** Spec §9: a conversation is new when created under 5 minutes ago. */
export function isNewConversation(c: Conversation, now: number): boolean {
  const created = ms(c.createdAt);
  return !c.hasNewOrder && created !== null && now - created < 5 * 60 * 1000;
}
