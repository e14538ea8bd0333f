import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryKey, type Order, type OrderStatus } from './get-orders';

export type UpdateOrderStatusInput = {
  id: Order['id'];
  status: OrderStatus;
  /** With cancelled: what the customer is told. */
  reason?: string;
  /** With preparing / on_the_way: the estimate the customer is told. */
  etaMinutes?: number;
};

/** What became of the customer's message about the move (core/orders/status-notice.ts). */
export type StatusNotice =
  | { outcome: 'sent'; via: 'text' | 'template'; content: string }
  | { outcome: 'failed'; error: string; content: string }
  | { outcome: 'skipped'; reason: string };

export type StatusMoveResult = Order & { notification?: StatusNotice };

export function updateOrderStatus({ id, ...body }: UpdateOrderStatusInput): Promise<StatusMoveResult> {
  return api.patch<StatusMoveResult>(`/api/orders/${encodeURIComponent(String(id))}`, body);
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
