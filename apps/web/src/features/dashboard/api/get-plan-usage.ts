import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type UsageBlock = 'none' | 'limit' | 'trial_expired' | 'unpaid';

export type PlanUsage = {
  restaurantId: string;
  restaurantName: string;
  subscriptionStatus: 'active' | 'trial' | 'canceled' | 'past_due';
  trialEndsAt: string | null;
  trialDays: number;
  planSlug: string | null;
  planName: string | null;
  used: number;
  limit: number | null;
  percent: number | null;
  warning: boolean;
  block: UsageBlock;
  periodStart: string;
  periodEnd: string;
};

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
