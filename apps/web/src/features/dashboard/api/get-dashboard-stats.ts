import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardStats } from '@core/conversations/dashboard-stats';
import { api } from '@/lib/api-client';

export type { DashboardStats };

export function getDashboardStats(): Promise<Partial<DashboardStats>> {
  return api.get<Partial<DashboardStats>>('/api/dashboard/stats');
}

export function getDashboardStatsQueryOptions() {
  return queryOptions({
    queryKey: ['dashboard', 'stats'] as const,
    queryFn: getDashboardStats,
    refetchInterval: 30_000, // spec §9
  });
}

export function useDashboardStats() {
  return useQuery(getDashboardStatsQueryOptions());
}
