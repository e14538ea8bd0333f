import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveConfig } from '@/lib/save-config';
import { statusMessagesQueryKey, type StatusMessagesConfig } from './get-status-messages';

export const saveStatusMessages = (value: StatusMessagesConfig) => saveConfig('order_notifications', { ...value });

export function useSaveStatusMessages() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStatusMessages,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: statusMessagesQueryKey }),
  });
}
