import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { PlanJson } from '@api-types';
import { PLAN_LIST_QUERY_KEY } from './plan-input';

export function deletePlan(id: PlanJson['id']): Promise<unknown> {
  return api.delete(`/api/subscription-plans/${encodeURIComponent(String(id))}`);
}

export function useDeletePlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deletePlan,
    onSettled: () => queryClient.invalidateQueries({ queryKey: PLAN_LIST_QUERY_KEY }),
  });
}
