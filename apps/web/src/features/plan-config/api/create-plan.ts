import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PlanJson } from '@api-types';
import { PLAN_LIST_QUERY_KEY, type PlanInput } from './plan-input';

export function createPlan(input: PlanInput): Promise<PlanJson> {
  return api.post<PlanJson>('/api/subscription-plans', input);
}

export function useCreatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLAN_LIST_QUERY_KEY }),
  });
}
