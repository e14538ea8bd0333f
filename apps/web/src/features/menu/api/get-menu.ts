import { queryOptions, useQuery } from '@tanstack/react-query';
import type { MenuItemJson } from '@api-types';
import { api } from '@/lib/api-client';

/** The server's own shape (adapters/http/api-types.ts); price in integer cents. */
export type MenuItem = MenuItemJson;

export const menuQueryKey = ['menu'] as const;

export function getMenu(): Promise<MenuItem[]> {
  return api.get<MenuItem[]>('/api/menu');
}

export function getMenuQueryOptions() {
  return queryOptions({ queryKey: menuQueryKey, queryFn: getMenu });
}

export function useMenu() {
  return useQuery(getMenuQueryOptions());
}
