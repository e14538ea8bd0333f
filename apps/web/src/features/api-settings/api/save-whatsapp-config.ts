import { useMutation, useQueryClient } from '@tanstack/react-query';
import { saveConfig } from '../../../lib/save-config';
import { configQueryKey, type WhatsAppConfig } from './get-config';
import { whatsAppStatusQueryKey } from './get-whatsapp-status';

export function saveWhatsAppConfig(value: Partial<WhatsAppConfig>): Promise<void> {
  return saveConfig('whatsapp_config', { ...value });
}

export function useSaveWhatsAppConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveWhatsAppConfig,
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: configQueryKey('whatsapp_config') }),
        // The webhook address depends on the provider.
        queryClient.invalidateQueries({ queryKey: whatsAppStatusQueryKey }),
      ]);
    },
  });
}
