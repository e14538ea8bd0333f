import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { SubscriptionPlan } from '@/types/api';
import { PLAN_LIST_QUERY_KEY, type PlanInput } from './plan-input';

export function createPlan(input: PlanInput): Promise<SubscriptionPlan> {
  return api.post<SubscriptionPlan>('/api/subscription-plans', input);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLAN_LIST_QUERY_KEY }),
  });
}
