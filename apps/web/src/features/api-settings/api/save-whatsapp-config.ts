import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveConfig } from '@/lib/save-config';
import { configQueryKey, type WhatsAppConfig } from './get-config';
import { whatsAppStatusQueryKey } from './get-whatsapp-status';

export function saveWhatsAppConfig(value: Partial<WhatsAppConfig>): Promise<void> {
  return saveConfig('whatsapp_config', { ...value });
}

type Options = { onSuccess?: () => void; onError?: (error: Error) => void };

/** Settings' form and the dashboard's provider switch save the same entry the same way. */
export function useSaveWhatsAppConfig({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWhatsAppConfig,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: configQueryKey('whatsapp_config') }),
        // The webhook address depends on the provider.
        queryClient.invalidateQueries({ queryKey: whatsAppStatusQueryKey }),
      ]);
      onSuccess?.();
    },
    onError,
  });
}
