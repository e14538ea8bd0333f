import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { conversationsQueryKey } from './get-conversations';

export type DeleteConversationsReply = { deletedCount: number; totalRequested: number };

export function deleteConversations(conversationIds: Array<number | string>): Promise<DeleteConversationsReply> {
  return api.delete<DeleteConversationsReply>('/api/conversations', { conversationIds });
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
