import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiServiceState } from '@core/ai-usage/ai-health';
import type { AiStatusJson } from '@api-types';
import { api } from '@/lib/api-client';

export type { AiServiceState };

export type AiStatus = AiStatusJson;

export function getAiStatus(): Promise<AiStatus> {
  return api.get<AiStatus>('/api/ai/status');
}

export function getAiStatusQueryOptions() {
  return queryOptions({
    queryKey: ['ai', 'status'] as const,
    queryFn: getAiStatus,
    refetchInterval: 30_000,
  });
}

export function useAiStatus() {
  return useQuery(getAiStatusQueryOptions());
}
