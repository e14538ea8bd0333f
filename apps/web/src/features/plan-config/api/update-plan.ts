import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PlanJson } from '@api-types';
import { PLAN_LIST_QUERY_KEY, type PlanInput } from './plan-input';

export type UpdatePlanInput = { id: PlanJson['id']; data: PlanInput };

export function updatePlan({ id, data }: UpdatePlanInput): Promise<PlanJson> {
  return api.put<PlanJson>(`/api/subscription-plans/${encodeURIComponent(String(id))}`, data);
}

export function useUpdatePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updatePlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLAN_LIST_QUERY_KEY }),
  });
}
