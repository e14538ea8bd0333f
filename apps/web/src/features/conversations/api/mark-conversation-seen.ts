import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** Opening a conversation shows its order: the server clears 'PEDIDO NUEVO'. */
export function useMarkConversationSeen() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (conversationId: number | string) => api.post(`/api/conversations/${encodeURIComponent(String(conversationId))}/seen`),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  });
}
