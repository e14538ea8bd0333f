import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { ordersQueryKey, type Order, type OrderListFilter } from './get-orders';

export function deleteOrder(id: Order['id']): Promise<unknown> {
  return api.delete(`/api/orders/${encodeURIComponent(String(id))}`);
}

/** Hand-picked orders, or every order the filters match minus `excludeIds` (select-all). */
export type DeleteOrdersInput = Array<Order['id']> | { filter: OrderListFilter; excludeIds: string[] };

/**
 * Spec §7: a bulk delete of picked orders sends one DELETE per id. Every call is attempted;
 * the result rejects if any of them failed, after all have settled. A select-all over the
 * filters is one DELETE /api/orders with the filter, however many orders it covers.
 */
export async function deleteOrders(input: DeleteOrdersInput): Promise<void> {
  if (!Array.isArray(input)) {
    await api.delete('/api/orders', input);
    return;
  }
  const results = await Promise.allSettled(input.map((id) => deleteOrder(id)));
  const failed = results.filter((result) => result.status === 'rejected');
  if (failed.length > 0) throw new Error(`${failed.length} de ${input.length} pedidos no se eliminaron`);
}

export function useDeleteOrders() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteOrders,
    // Refresh on failure too: some of the orders may be gone.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }),
  });
}
