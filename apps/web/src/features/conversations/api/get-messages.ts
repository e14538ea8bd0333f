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
  /** The operator who wrote it, when staff did. */
  author?: string | null;
  attachment?: MessageAttachmentData | null;
};

export type MessageAttachmentData = {
  kind: string;
  mimeType?: string | null;
  filename?: string | null;
  transcript?: string | null;
  /** Where the panel loads the stored file from. */
  url?: string | null;
  mapsUrl?: string | null;
  contacts?: string[] | null;
};

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
