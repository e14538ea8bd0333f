import type { OrderStatus } from '@/features/orders/api/get-orders';

export type DateFilter = 'all' | 'today' | 'yesterday' | 'week';
export type StatusFilter = 'all' | OrderStatus;

export const ORDER_STATUSES: OrderStatus[] = ['pending', 'confirmed', 'preparing', 'on_the_way', 'delivered', 'cancelled'];

export const STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pendiente',
  confirmed: 'Confirmado',
  preparing: 'Preparando',
  on_the_way: 'En camino',
  delivered: 'Entregado',
  cancelled: 'Cancelado',
};

export const DATE_FILTER_LABELS: Record<DateFilter, string> = {
  all: 'Todas las fechas',
  today: 'Hoy',
  yesterday: 'Ayer',
  week: 'Últimos 7 días',
};

export function statusLabel(status: string): string {
  return STATUS_LABELS[status as OrderStatus] ?? status;
}
