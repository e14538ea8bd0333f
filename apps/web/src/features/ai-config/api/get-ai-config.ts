import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiConfig as StoredAiConfig, AiModel, Personality } from '@core/config/config';
import { api } from '@/lib/api-client';

// The server's own shape of config key ai_config; the form leaves the context length unset
// until the operator picks one.
export type { AiModel, Personality };
export type AiConfig = Omit<StoredAiConfig, 'contextMessages'> & Partial<Pick<StoredAiConfig, 'contextMessages'>>;

type ConfigEntry = { key: string; value: Partial<AiConfig> | null };

// Spec §9: gpt-4o, temperature 0.7, test mode on.
export const DEFAULT_AI_CONFIG: AiConfig = {
  model: 'gpt-4o',
  temperature: 0.7,
  personality: 'friendly',
  testMode: true,
  maxLineQuantity: 20,
};

export const aiConfigQueryKey = ['config', 'ai_config'] as const;

export async function getAiConfig(): Promise<AiConfig> {
  const entry = await api.get<ConfigEntry | null>('/api/config/ai_config');
  return { ...DEFAULT_AI_CONFIG, ...(entry?.value ?? {}) };
}

export function getAiConfigQueryOptions() {
  return queryOptions({ queryKey: aiConfigQueryKey, queryFn: getAiConfig });
}

export function useAiConfig() {
  return useQuery(getAiConfigQueryOptions());
}
