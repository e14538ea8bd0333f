import type { Conversation } from '@/features/conversations/api/get-conversations';

export type DateFilter = 'all' | 'today' | 'yesterday' | 'week';

export const DATE_FILTERS: Array<{ value: DateFilter; label: string }> = [
  { value: 'all', label: 'Todas las fechas' },
  { value: 'today', label: 'Hoy' },
  { value: 'yesterday', label: 'Ayer' },
  { value: 'week', label: 'Esta semana' },
];

function ms(value: string | null | undefined): number | null {
  if (!value) return null;
  const t = new Date(value).getTime();
  return Number.isNaN(t) ? null : t;
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
