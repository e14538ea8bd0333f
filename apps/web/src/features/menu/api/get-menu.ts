import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

export type MenuItem = {
  id: number | string;
  name: string;
  description: string | null;
  /** Integer cents. */
  price: number;
  category: string;
  ingredients: string[];
  synonyms?: string[];
  available: boolean;
  createdAt?: string;
};

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
