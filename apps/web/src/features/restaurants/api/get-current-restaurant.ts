import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RestaurantJson } from '@api-types';

/** The restaurant every data call of this page acts on (the address's `restaurant`, else the server's default). */
export function getCurrentRestaurant(): Promise<RestaurantJson> {
  return api.get<RestaurantJson>('/api/restaurants/current');
}

export function getCurrentRestaurantQueryOptions() {
  return queryOptions({ queryKey: ['restaurants', 'current'] as const, queryFn: getCurrentRestaurant, retry: false });
}

export function useCurrentRestaurant() {
  return useQuery(getCurrentRestaurantQueryOptions());
}
