import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeleteConversationsJson } from '@api-types';
import { api } from '@/lib/api-client';
import { conversationsQueryKey, type ConversationListFilter } from './get-conversations';

export type DeleteConversationsReply = DeleteConversationsJson;

/** Spec §7's body (conversationIds), or every conversation the filters match minus `excludeIds`. */
export type DeleteConversationsInput = Array<number | string> | { filter: ConversationListFilter; excludeIds: string[] };

export function deleteConversations(input: DeleteConversationsInput): Promise<DeleteConversationsReply> {
  const body = Array.isArray(input) ? { conversationIds: input } : input;
  return api.delete<DeleteConversationsReply>('/api/conversations', body);
}

type Options = {
  onSuccess?: (reply: DeleteConversationsReply) => void;
  onError?: (error: Error) => void;
  onSettled?: () => void;
};

export function useDeleteConversations({ onSuccess, onError, onSettled }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversations,
    onSuccess,
    onError,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      onSettled?.();
    },
  });
}
