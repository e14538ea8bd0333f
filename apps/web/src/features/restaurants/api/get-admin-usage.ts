import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** One restaurant's conversations this billing month against its plan's limit. */
export type RestaurantUsage = {
  restaurantId: string;
  used: number;
  limit: number | null;
  percent: number | null;
  warning: boolean;
  block: 'none' | 'limit' | 'trial_expired' | 'unpaid';
};

export function getAdminUsage(): Promise<RestaurantUsage[]> {
  return api.get<RestaurantUsage[]>('/api/admin/usage');
}

export function useAdminUsage({ enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: ['admin', 'usage'] as const, queryFn: getAdminUsage }), enabled });
}
