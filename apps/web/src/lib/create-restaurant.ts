import { useMutation, useQueryClient, type UseMutationOptions } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { RestaurantJson } from '@api-types';

/** The restaurant list's query: setup, checkout and the admin's dialog all refresh it after creating one. */
export const restaurantsQueryKey = ['restaurants'] as const;

export type CreateRestaurantInput = {
  name: string;
  subdomain: string;
  /** Plan slug bought at checkout. */
  plan?: string;
  /** The server's checkout record from the payment step. */
  checkoutId?: string;
  description?: string;
  phone?: string;
  email?: string;
  address?: string;
};

export function createRestaurant(input: CreateRestaurantInput): Promise<RestaurantJson> {
  return api.post<RestaurantJson>('/api/restaurants', input);
}

type Options = Omit<UseMutationOptions<RestaurantJson, Error, CreateRestaurantInput>, 'mutationFn'>;

/** Every way of creating a restaurant (setup, checkout, the admin's dialog) refreshes the restaurant list. */
export function useCreateRestaurant(options: Options = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    ...options,
    mutationFn: createRestaurant,
    onSuccess: async (...args) => {
      await queryClient.invalidateQueries({ queryKey: restaurantsQueryKey });
      await options.onSuccess?.(...args);
    },
  });
}
