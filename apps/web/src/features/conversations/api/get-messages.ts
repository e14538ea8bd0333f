import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MessageAttachmentJson, MessageJson } from '@api-types';
import { api } from '@/lib/api-client';

// The server's own shapes (adapters/http/api-types.ts).
export type Message = MessageJson;
export type MessageAttachmentData = MessageAttachmentJson;

export function getMessages(conversationId: number | string): Promise<Message[]> {
  // The server pages threads (newest first page); 200, its maximum, shows all but the longest whole.
  return api.get<Message[]>(`/api/messages/${encodeURIComponent(String(conversationId))}?limit=200`);
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
