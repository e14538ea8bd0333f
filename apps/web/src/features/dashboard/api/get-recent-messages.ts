import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type RecentMessage = {
  id: number | string;
  conversationId?: number | string;
  direction: 'incoming' | 'outgoing';
  content: string;
  timestamp: string;
  /** A message from the panel's test tools, or the assistant's reply to one: nothing went to WhatsApp. */
  isTest?: boolean;
};

export function getRecentMessages(): Promise<RecentMessage[]> {
  return api.get<RecentMessage[]>('/api/conversations/recent');
}

export function getRecentMessagesQueryOptions() {
  return queryOptions({
    queryKey: ['conversations', 'recent'] as const,
    queryFn: getRecentMessages,
    refetchInterval: 5000, // spec §9
  });
}

export function useRecentMessages() {
  return useQuery(getRecentMessagesQueryOptions());
}
