import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';
import type { Restaurant } from '../../../types/api';
import { getRestaurantsQueryOptions } from './get-restaurants';

export type CreateRestaurantInput = {
  name: string;
  subdomain: string;
  description?: string;
  phone?: string;
  email?: string;
  address?: string;
};

export function createRestaurant(input: CreateRestaurantInput): Promise<Restaurant> {
  return api.post<Restaurant>('/api/restaurants', input);
}

export function useCreateRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createRestaurant,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: getRestaurantsQueryOptions().queryKey }),
  });
}
