import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { Order } from './get-orders';

export type TicketData = { order: Order; restaurant: { name: string; phone: string | null; address: string | null } };

export const useTicket = (orderId: string) =>
  useQuery({
    queryKey: ['orders', 'ticket', orderId],
    queryFn: () => api.get<TicketData>(`/api/orders/${encodeURIComponent(orderId)}/ticket`),
  });
