import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageJson } from '@api-types';
import { api } from '@/lib/api-client';

/** The server's own message shape (adapters/http/api-types.ts), as much of it as the feed shows. */
export type RecentMessage = Pick<MessageJson, 'id' | 'conversationId' | 'direction' | 'content' | 'timestamp' | 'isTest'>;

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
