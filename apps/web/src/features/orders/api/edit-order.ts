import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MenuItemJson } from '@api-types';
import type { OrderEditRequest } from '@core/orders/edit-order';
import { api } from '@/lib/api-client';
import { ordersQueryKey, type Order } from './get-orders';
import type { StatusMoveResult } from './update-order-status';

export type { OrderEditRequest };

export const editOrder = ({ id, ...body }: OrderEditRequest & { id: Order['id'] }) =>
  api.put<StatusMoveResult>(`/api/orders/${encodeURIComponent(String(id))}`, body);

export function useEditOrder() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: editOrder, onSuccess: () => queryClient.invalidateQueries({ queryKey: ordersQueryKey }) });
}

/** The menu staff pick products from when fixing an order (read only while editing). */
export const useMenuForEditing = (enabled: boolean) =>
  useQuery({ queryKey: ['menu'], queryFn: () => api.get<MenuItemJson[]>('/api/menu'), enabled });
