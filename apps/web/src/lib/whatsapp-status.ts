import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WhatsAppConfig } from '@core/config/config';
import { api } from '@/lib/api-client';
import { configQueryKey, saveConfig } from '@/lib/save-config';
import type { WhatsAppStatus } from '@core/conversations/whatsapp-status';

// The server's own type: the dashboard card, its banners and Settings read the same reply, and
// both save the WhatsApp entry the same way, so the status lives here, shared by both features.
export type { WhatsAppStatus };
export type WhatsAppProvider = WhatsAppStatus['provider'];

export const whatsAppStatusQueryKey = ['whatsapp', 'status'] as const;

export function getWhatsAppStatus(): Promise<WhatsAppStatus> {
  return api.get<WhatsAppStatus>('/api/whatsapp/status');
}

export function getWhatsAppStatusQueryOptions() {
  return queryOptions({ queryKey: whatsAppStatusQueryKey, queryFn: getWhatsAppStatus });
}

export function useWhatsAppStatus() {
  return useQuery(getWhatsAppStatusQueryOptions());
}

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
