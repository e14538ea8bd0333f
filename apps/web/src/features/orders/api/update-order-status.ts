import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryKey, type Order, type OrderStatus } from './get-orders';

export type UpdateOrderStatusInput = {
  id: Order['id'];
  status: OrderStatus;
};

export function updateOrderStatus({ id, status }: UpdateOrderStatusInput): Promise<Order> {
  return api.patch<Order>(`/api/orders/${encodeURIComponent(String(id))}`, { status });
}

export function useUpdateOrderStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateOrderStatus,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
