import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

import type { ConversationJson } from '@api-types';

export type { HandoverReason } from '@core/conversations/takeover';
export type Takeover = NonNullable<ConversationJson['takeover']>;

const path = (conversationId: number | string) => `/api/conversations/${encodeURIComponent(String(conversationId))}/takeover`;

export const takeConversation = (conversationId: number | string) => api.post<unknown>(path(conversationId));
export const releaseConversation = (conversationId: number | string) => api.delete<unknown>(path(conversationId));

/** "Tomar conversación" / "Devolver al asistente"; the list refreshes so every screen shows who answers. */
export function useTakeover(conversationId: number | string, options: { onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  const onSuccess = () => queryClient.invalidateQueries({ queryKey: ['conversations'] });
  return {
    take: useMutation({ mutationFn: () => takeConversation(conversationId), onSuccess, onError: options.onError }),
    release: useMutation({ mutationFn: () => releaseConversation(conversationId), onSuccess, onError: options.onError }),
  };
}
