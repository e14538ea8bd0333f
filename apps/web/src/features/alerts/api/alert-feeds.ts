import { useQuery } from '@tanstack/react-query';
import type { ConversationJson, OrderJson } from '@api-types';
import { api } from '@/lib/api-client';

/**
 * Just what the alerts need from the order and conversation lists (same endpoints Pedidos and
 * Conversaciones poll). Their own keys: a query key holds one shape, and the lists' keys hold
 * pages. Under the lists' prefixes, so invalidating a list refreshes its alerts too.
 */
export type AlertOrder = Pick<OrderJson, 'id' | 'number' | 'customerName' | 'total'>;
export type AlertConversation = Pick<ConversationJson, 'id' | 'phoneNumber' | 'customerName' | 'takeover'>;

export const ALERT_POLL_MS = 5_000;

export function useAlertOrders() {
  return useQuery({ queryKey: ['orders', 'alerts'], queryFn: () => api.get<AlertOrder[]>('/api/orders'), refetchInterval: ALERT_POLL_MS });
}

export function useAlertConversations() {
  return useQuery({
    queryKey: ['conversations', 'alerts'],
    queryFn: () => api.get<AlertConversation[]>('/api/conversations'),
    refetchInterval: ALERT_POLL_MS,
  });
}
