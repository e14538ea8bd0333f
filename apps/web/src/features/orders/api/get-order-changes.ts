import { useQuery } from '@tanstack/react-query';
import type { OrderChange } from '@core/orders/order-changes';
import { api } from '@/lib/api-client';
import type { Json } from '@api-types';

export type OrderChangeJson = Json<OrderChange>;

/** Who changed what on the order and when, oldest first; refreshed with the order list. */
export const useOrderChanges = (orderId: string, version: unknown) =>
  useQuery({
    queryKey: ['orders', 'changes', orderId, version],
    queryFn: () => api.get<OrderChangeJson[]>(`/api/orders/${encodeURIComponent(orderId)}/changes`),
  });
