import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlanUsageJson } from '@api-types';
import { api } from '@/lib/api-client';

/** One restaurant's conversations this billing month against its plan's limit (the server's own shape). */
export type RestaurantUsage = PlanUsageJson;

export function getAdminUsage(): Promise<RestaurantUsage[]> {
  return api.get<RestaurantUsage[]>('/api/admin/usage');
}

export function useAdminUsage({ enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: ['admin', 'usage'] as const, queryFn: getAdminUsage }), enabled });
}
