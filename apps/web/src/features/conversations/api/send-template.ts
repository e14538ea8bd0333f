import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { TemplateChoice } from './get-templates';
import type { StaffMessage } from './send-staff-message';

export function sendTemplate(conversationId: number | string, choice: TemplateChoice): Promise<StaffMessage> {
  return api.post<StaffMessage>(`/api/conversations/${encodeURIComponent(String(conversationId))}/template`, choice);
}

/** An approved template to one customer (outside the 24-hour window); the thread refreshes either way. */
export function useSendTemplate(
  conversationId: number | string,
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (choice: TemplateChoice) => sendTemplate(conversationId, choice),
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  });
}
