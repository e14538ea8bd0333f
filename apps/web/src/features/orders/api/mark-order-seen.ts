import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Opening an order is handling it: its conversation's 'PEDIDO NUEVO' clears. */
export function useMarkOrderSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (orderId: number | string) => api.post(`/api/orders/${encodeURIComponent(String(orderId))}/seen`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  });
}
