import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PlanJson } from '@api-types';

export function getPlans(): Promise<PlanJson[]> {
  return api.get<PlanJson[]>('/api/subscription-plans');
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
export function selectPublicPlans(plans: readonly PlanJson[]): PlanJson[] {
  return plans.filter((plan) => plan.isActive).sort((a, b) => a.displayOrder - b.displayOrder);
}
