import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UsagePeriod = 'today' | 'week' | 'month';

export type UsageStats = {
  period?: UsagePeriod;
  totalConversations: number;
  totalTokens: number;
  totalBaseCostUSD: number;
  totalFinalCostUSD: number;
};

export function getUsageStats(period: UsagePeriod): Promise<UsageStats> {
  return api.get<UsageStats>(`/api/ai/usage-stats?period=${period}`);
}

export function getUsageStatsQueryOptions(period: UsagePeriod) {
  return queryOptions({ queryKey: ['ai', 'usage-stats', period] as const, queryFn: () => getUsageStats(period) });
}

export function useUsageStats(period: UsagePeriod) {
  return useQuery(getUsageStatsQueryOptions(period));
}
