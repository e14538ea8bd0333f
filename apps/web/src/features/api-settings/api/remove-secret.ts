import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeSecret } from '@/lib/save-config';
import { configQueryKey, type ConfigKey } from './get-config';
import { platformConfigQueryKey } from './get-platform-config';
import { whatsAppStatusQueryKey } from '@/lib/whatsapp-status';

export type RemoveSecretInput = { key: ConfigKey; field: string; scope?: 'restaurant' | 'platform' };

export function useRemoveSecret() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, field, scope }: RemoveSecretInput) => removeSecret(key, field, scope),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['config'] }),
        queryClient.invalidateQueries({ queryKey: platformConfigQueryKey }),
        queryClient.invalidateQueries({ queryKey: whatsAppStatusQueryKey }),
      ]),
  });
}

export { configQueryKey };
