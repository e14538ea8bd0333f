import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type OrderStatus = 'pending' | 'confirmed' | 'preparing' | 'delivered' | 'cancelled';

export type OrderItem = {
  menuItemId: number | string;
  name?: string;
  /** Cents. */
  unitPrice?: number;
  quantity: number;
  notes?: string | null;
};

export type Order = {
  id: number | string;
  /** Per-restaurant sequence, shown as #0001. */
  number?: number;
  status: OrderStatus | string;
  createdAt: string;
  customerPhone: string;
  customerName?: string | null;
  /** Cents. */
  total: number;
  deliveryAddress?: string | null;
  /** The pin the customer shared on WhatsApp. */
  deliveryLocation?: { latitude: number; longitude: number } | null;
  /** Taken while closed: the opening it is for. */
  requestedFor?: string | null;
  notes?: string | null;
  items: OrderItem[];
};

// Spec §9: the order list refreshes every 10 s.
export const ORDERS_REFETCH_MS = 10_000;

export const ordersQueryKey = ['orders'] as const;

export function getOrders(): Promise<Order[]> {
  return api.get<Order[]>('/api/orders');
}

export function getOrdersQueryOptions() {
  return queryOptions({
    queryKey: ordersQueryKey,
    queryFn: getOrders,
    refetchInterval: ORDERS_REFETCH_MS,
  });
}

export function useOrders() {
  return useQuery(getOrdersQueryOptions());
}
