import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { OpenAiConfig } from './get-config';

export type UnassignedConfig = { key: string; value: Record<string, unknown> };
export type PlatformConfig = {
  openai_config: Partial<OpenAiConfig>;
  ai_pricing: Record<string, unknown>;
  /** Old platform-wide rows of per-restaurant settings that no restaurant could be found for. */
  unassigned: UnassignedConfig[];
};

export const platformConfigQueryKey = ['platform-config'] as const;

export function getPlatformConfig(): Promise<PlatformConfig> {
  return api.get<PlatformConfig>('/api/admin/config');
}

export function usePlatformConfig({ enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: platformConfigQueryKey, queryFn: getPlatformConfig }), enabled });
}
