import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type DashboardStats = {
  todayMessages: number;
  ordersToday: number;
  responseTime: string;
  satisfaction: string;
};

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
