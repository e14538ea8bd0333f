import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanUsageJson } from '@api-types';
import type { UsageBlock } from '@core/plans/plan-usage';
import { api } from '@/lib/api-client';

// The server's own shapes: the banner and the route cannot drift apart.
export type { UsageBlock };
export type PlanUsage = PlanUsageJson;

export function getPlanUsage(): Promise<PlanUsage> {
  return api.get<PlanUsage>('/api/usage');
}

export const planUsageQueryKey = ['plan-usage'] as const;

export function getPlanUsageQueryOptions() {
  return queryOptions({ queryKey: planUsageQueryKey, queryFn: getPlanUsage, refetchInterval: 60_000 });
}

export function usePlanUsage() {
  return useQuery(getPlanUsageQueryOptions());
}
