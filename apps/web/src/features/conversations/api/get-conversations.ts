import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Takeover } from './takeover';

export type ConversationStatus = 'active' | 'completed' | 'paused';

export type Conversation = {
  id: number | string;
  phoneNumber: string;
  customerName?: string | null;
  status: ConversationStatus | string;
  createdAt: string;
  lastMessageAt?: string | null;
  lastOrderTime?: string | null;
  totalOrders: number;
  hasNewOrder: boolean;
  /** Set while staff answers (or the customer asked for a person); absent from older servers. */
  takeover?: Takeover | null;
};

export function getConversations(): Promise<Conversation[]> {
  return api.get<Conversation[]>('/api/conversations');
}

export const conversationsQueryKey = ['conversations', 'list'] as const;

export function getConversationsQueryOptions() {
  return queryOptions({
    queryKey: conversationsQueryKey,
    queryFn: getConversations,
    refetchInterval: 3000, // spec §9
  });
}

export function useConversations() {
  return useQuery(getConversationsQueryOptions());
}
