import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { restaurantsQueryKey } from '@/lib/create-restaurant';
import type { RestaurantJson } from '@api-types';

export function getRestaurants(): Promise<RestaurantJson[]> {
  return api.get<RestaurantJson[]>('/api/restaurants');
}

export function getRestaurantsQueryOptions() {
  return queryOptions({
    queryKey: restaurantsQueryKey,
    queryFn: getRestaurants,
    retry: false,
  });
}

/** Spec §6: the list is fetched only for a signed-in user. */
export function useRestaurants({ enabled }: { enabled: boolean }) {
  return useQuery({ ...getRestaurantsQueryOptions(), enabled });
}
