import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { ordersQueryKey, type Order } from './get-orders';

export function deleteOrder(id: Order['id']): Promise<unknown> {
  return api.delete(`/api/orders/${encodeURIComponent(String(id))}`);
}

/**
 * Spec §7: a bulk delete sends one DELETE per id. Every call is attempted; the result
 * rejects if any of them failed, after all have settled.
 */
export async function deleteOrders(ids: Array<Order['id']>): Promise<void> {
  const results = await Promise.allSettled(ids.map((id) => deleteOrder(id)));
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) throw new Error(`${failed.length} de ${ids.length} pedidos no se eliminaron`);
}

export function useDeleteOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrders,
    // Refresh on failure too: some of the orders may be gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
