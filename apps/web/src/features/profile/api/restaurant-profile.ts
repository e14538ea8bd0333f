import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The restaurant's own fields (PATCH /api/restaurants/:id) and the texts the assistant quotes (config restaurant_profile). */
export type RestaurantFacts = {
  id: string;
  name: string;
  description: string | null;
  address: string | null;
  phone: string | null;
  email: string | null;
};
export type ProfileTexts = { hours: string; delivery: string; payment: string; promotions: string };

const EMPTY_TEXTS: ProfileTexts = { hours: '', delivery: '', payment: '', promotions: '' };

export function useRestaurantFacts() {
  return useQuery({
    queryKey: ['restaurants', 'current'] as const,
    queryFn: () => api.get<RestaurantFacts>('/api/restaurants/current'),
    retry: false,
  });
}

export function useProfileTexts() {
  return useQuery({
    queryKey: ['config', 'restaurant_profile'] as const,
    queryFn: async () => {
      const entry = await api.get<{ value: Partial<ProfileTexts> | null } | null>('/api/config/restaurant_profile');
      return { ...EMPTY_TEXTS, ...(entry?.value ?? {}) };
    },
  });
}

export type ProfileInput = { facts: Omit<RestaurantFacts, 'id'>; texts: ProfileTexts; id: string };

/** Saves both; the restaurant first, so a refused phone or name leaves the texts unsaved too. */
export function useSaveProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ id, facts, texts }: ProfileInput) => {
      await api.patch(`/api/restaurants/${encodeURIComponent(id)}`, facts);
      await api.post('/api/config', { key: 'restaurant_profile', value: texts });
    },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: ['restaurants'] });
      void queryClient.invalidateQueries({ queryKey: ['config', 'restaurant_profile'] });
    },
  });
}
