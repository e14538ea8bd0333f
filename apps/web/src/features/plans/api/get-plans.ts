import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SubscriptionPlan } from '@/types/api';

export function getPlans(): Promise<SubscriptionPlan[]> {
  return api.get<SubscriptionPlan[]>('/api/subscription-plans');
}

// Spec §7: the plan list is never cached.
export function getPlansQueryOptions() {
  return queryOptions({
    queryKey: ['subscription-plans'] as const,
    queryFn: getPlans,
    staleTime: 0,
  });
}

export function usePlans() {
  return useQuery(getPlansQueryOptions());
}

/** What visitors may buy: active plans in display order (spec §2 Landing, §9). */
export function selectPublicPlans(plans: readonly SubscriptionPlan[]): SubscriptionPlan[] {
  return plans.filter((plan) => plan.isActive).sort((a, b) => a.displayOrder - b.displayOrder);
}
