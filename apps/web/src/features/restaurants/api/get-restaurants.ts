import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { restaurantsQueryKey } from '@/lib/create-restaurant';
import type { Restaurant } from '@/types/api';

export function getRestaurants(): Promise<Restaurant[]> {
  return api.get<Restaurant[]>('/api/restaurants');
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
