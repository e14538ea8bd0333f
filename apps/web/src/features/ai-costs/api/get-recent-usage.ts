import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsageRecordJson } from '@api-types';
import { api } from '@/lib/api-client';

export type UsageRecord = UsageRecordJson;

// Spec §9: the recent-usage list shows the last 10 records.
export const RECENT_USAGE_LIMIT = 10;

export function getRecentUsage(): Promise<UsageRecord[]> {
  return api.get<UsageRecord[]>(`/api/ai/recent-usage?limit=${RECENT_USAGE_LIMIT}`);
}

export function getRecentUsageQueryOptions() {
  return queryOptions({ queryKey: ['ai', 'recent-usage', RECENT_USAGE_LIMIT] as const, queryFn: getRecentUsage });
}

export function useRecentUsage() {
  return useQuery(getRecentUsageQueryOptions());
}
