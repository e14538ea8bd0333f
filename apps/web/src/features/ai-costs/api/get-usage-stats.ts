import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsageStatsJson } from '@api-types';
import type { AiUsagePeriod } from '@core/ai-usage/periods';
import { api } from '@/lib/api-client';

export type UsagePeriod = AiUsagePeriod;

export type UsageStats = UsageStatsJson;

export function getUsageStats(period: UsagePeriod): Promise<UsageStats> {
  return api.get<UsageStats>(`/api/ai/usage-stats?period=${period}`);
}

export function getUsageStatsQueryOptions(period: UsagePeriod) {
  return queryOptions({ queryKey: ['ai', 'usage-stats', period] as const, queryFn: () => getUsageStats(period) });
}

export function useUsageStats(period: UsagePeriod) {
  return useQuery(getUsageStatsQueryOptions(period));
}
