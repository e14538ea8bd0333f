import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type Message = {
  id: number | string;
  content: string;
  direction: 'incoming' | 'outgoing';
  timestamp: string;
  status?: string | null;
  error?: string | null;
  /** A message from the panel's test tools, or the assistant's reply to one. */
  isTest?: boolean;
};

export function getMessages(conversationId: number | string): Promise<Message[]> {
  return api.get<Message[]>(`/api/messages/${encodeURIComponent(String(conversationId))}`);
}

export function getMessagesQueryOptions(conversationId: number | string) {
  return queryOptions({
    queryKey: ['conversations', 'messages', String(conversationId)] as const,
    queryFn: () => getMessages(conversationId),
    refetchInterval: 2000, // spec §9: while the conversation is open
  });
}

export function useMessages(conversationId: number | string | null) {
  return useQuery({ ...getMessagesQueryOptions(conversationId ?? ''), enabled: conversationId !== null });
}
