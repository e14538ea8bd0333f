import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { PaymentStatus } from '@core/orders/order';
import { api } from '@/lib/api-client';
import { ordersQueryKey, type Order } from './get-orders';

export type { PaymentStatus };

/** PATCH /api/orders/:id/payment: staff mark a verified transfer (or cash received) as paid. */
export function updateOrderPayment({ id, status }: { id: Order['id']; status: PaymentStatus }): Promise<Order> {
  return api.patch<Order>(`/api/orders/${encodeURIComponent(String(id))}/payment`, { status });
}

export function useUpdateOrderPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderPayment,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
