import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { StaffMessageJson } from '@api-types';
import { api } from '@/lib/api-client';

export type StaffMessage = StaffMessageJson;

export function sendStaffMessage(conversationId: number | string, message: string): Promise<StaffMessage> {
  return api.post<StaffMessage>(`/api/conversations/${encodeURIComponent(String(conversationId))}/messages`, { message });
}

/** The operator writes to the customer; the thread and the list refresh either way (a failure is stored too). */
export function useSendStaffMessage(
  conversationId: number | string,
  options: { onSuccess?: () => void; onError?: (error: Error) => void } = {},
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendStaffMessage(conversationId, message),
    onSuccess: options.onSuccess,
    onError: options.onError,
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['conversations'] }),
  });
}
