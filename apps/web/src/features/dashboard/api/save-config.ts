import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import { isAdminAccount } from '../../../lib/auth';
import type { User } from '../../../types/api';
import { whatsAppStatusQueryKey } from './get-whatsapp-status';

export type ConfigEntry = { key: string; value: unknown };

/** Spec §6: the admin account writes the platform default; anyone else (or a failed lookup) their own. */
export async function saveConfig(entry: ConfigEntry): Promise<ConfigEntry> {
  let admin = false;
  try {
    admin = isAdminAccount(await api.get<User>('/api/auth/user'));
  } catch {
    admin = false;
  }
  return api.post<ConfigEntry>(admin ? '/api/admin/config' : '/api/config', entry);
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
