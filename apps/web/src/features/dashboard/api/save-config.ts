import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { whatsAppStatusQueryKey } from './get-whatsapp-status';

export type ConfigEntry = { key: string; value: unknown };

/** The restaurant on screen's own entry, for the administrator too: settings are never platform-wide here. */
export async function saveConfig(entry: ConfigEntry): Promise<ConfigEntry> {
  return api.post<ConfigEntry>('/api/config', entry);
}

type Options = { onSuccess?: () => void; onError?: (error: Error) => void };

export function useSaveConfig({ onSuccess, onError }: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveConfig,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: whatsAppStatusQueryKey });
      onSuccess?.();
    },
    onError,
  });
}
