import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { conversationsQueryKey } from './get-conversations';

export function deleteConversation(id: number | string): Promise<{ success: boolean }> {
  return api.delete<{ success: boolean }>(`/api/conversations/${encodeURIComponent(String(id))}`);
}

type Options = { onSuccess?: () => void; onError?: (error: Error) => void; onSettled?: () => void };

export function useDeleteConversation({ onSuccess, onError, onSettled }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConversation,
    onSuccess,
    onError,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: conversationsQueryKey });
      onSettled?.();
    },
  });
}
