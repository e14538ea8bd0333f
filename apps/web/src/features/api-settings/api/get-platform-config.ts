import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlatformConfigJson } from '@api-types';
import { api } from '@/lib/api-client';

/** `unassigned`: old platform-wide rows of per-restaurant settings that no restaurant could be found for. */
export type PlatformConfig = PlatformConfigJson;
export type UnassignedConfig = PlatformConfig['unassigned'][number];

export const platformConfigQueryKey = ['platform-config'] as const;

export function getPlatformConfig(): Promise<PlatformConfig> {
  return api.get<PlatformConfig>('/api/admin/config');
}

export function usePlatformConfig({ enabled }: { enabled: boolean }) {
  return useQuery({ ...queryOptions({ queryKey: platformConfigQueryKey, queryFn: getPlatformConfig }), enabled });
}
