import { queryOptions, useQuery } from '@tanstack/react-query';
import type { OpenAiConfig, WhatsAppConfig } from '@core/config/config';
import { api } from '@/lib/api-client';
import { configQueryKey, type ConfigKey, type ConfigValues } from '@/lib/save-config';

// The server's own shapes: the form and the API cannot drift apart.
export type { ConfigKey, OpenAiConfig, WhatsAppConfig };
export { configQueryKey };

/** Secrets arrive masked ('••••1234'); the form sends them back untouched to keep them. */
export async function getConfig<K extends ConfigKey>(key: K): Promise<Partial<ConfigValues[K]>> {
  const entry = await api.get<{ key: string; value: Partial<ConfigValues[K]> | null } | null>(`/api/config/${key}`);
  return entry?.value ?? {};
}

export function getConfigQueryOptions<K extends ConfigKey>(key: K) {
  return queryOptions({ queryKey: configQueryKey(key), queryFn: () => getConfig(key) });
}

export function useConfig<K extends ConfigKey>(key: K) {
  return useQuery(getConfigQueryOptions(key));
}
