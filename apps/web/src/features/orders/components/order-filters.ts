import type { Order, OrderStatus } from '../api/get-orders';

export type DateFilter = 'all' | 'today' | 'yesterday' | 'week';
export type StatusFilter = 'all' | OrderStatus;

export const ORDER_STATUSES: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'delivered', 'cancelled'];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  preparing: 'Preparando',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

export const DATE_FILTER_LABELS: Record<DateFilter, string> = {
  all: 'Todas las fechas',
  today: 'Hoy',
  yesterday: 'Ayer',
  week: 'Últimos 7 días',
};

export const WEEK_MS = 7 * 24 * 60 * 60 * 1000;

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as OrderStatus] ?? status;
}

function sameDay(a: Date, b: Date): boolean {
  return a.getFullYear() === b.getFullYear() && a.getMonth() === b.getMonth() && a.getDate() === b.getDate();
}

/** Today/yesterday are calendar days in local time; week is the last 7 × 24 h. */
export function matchesDate(createdAt: string, filter: DateFilter, now: Date): boolean {
  if (filter === 'all') return true;
  const date = new Date(createdAt);
  if (Number.isNaN(date.getTime())) return false;
  if (filter === 'today') return sameDay(date, now);
  if (filter === 'yesterday') {
    const yesterday = new Date(now.getFullYear(), now.getMonth(), now.getDate() - 1);
    return sameDay(date, yesterday);
  }
  // A slightly future timestamp (clock skew) still counts as recent.
  return now.getTime() - date.getTime() <= WEEK_MS;
}

export function filterOrders(orders: Order[], date: DateFilter, status: StatusFilter, now: Date): Order[] {
  return orders.filter(
    (order) => (status === 'all' || order.status === status) && matchesDate(order.createdAt, date, now),
  );
}
