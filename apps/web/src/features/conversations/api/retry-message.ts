import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type RetryMessageInput = { conversationId: number | string; messageId: number | string };

export function retryMessage({ conversationId, messageId }: RetryMessageInput): Promise<unknown> {
  return api.post(
    `/api/conversations/${encodeURIComponent(String(conversationId))}/messages/${encodeURIComponent(String(messageId))}/retry`,
  );
}

export function useRetryMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: retryMessage,
    // Failed again or sent: either way the thread shows the new state.
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: ['conversations', 'messages', String(input.conversationId)] }),
  });
}
