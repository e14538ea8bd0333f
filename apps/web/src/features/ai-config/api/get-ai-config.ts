import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type AiModel = 'gpt-4o' | 'gpt-4' | 'gpt-3.5-turbo';
export type Personality = 'friendly' | 'professional' | 'casual';

export type AiConfig = {
  model: AiModel;
  temperature: number;
  personality: Personality;
  testMode: boolean;
  contextMessages?: number;
  /** Units of one product above which the customer is asked "¿Seguro?" before confirming. */
  maxLineQuantity: number;
};

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
