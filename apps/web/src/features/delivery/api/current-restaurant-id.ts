import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

/** The id of the restaurant on screen, for the Mercado Pago notification URL it shows. */
export function useCurrentRestaurantId() {
  return useQuery({
    queryKey: ['restaurants', 'current'] as const,
    queryFn: () => api.get<{ id: string }>('/api/restaurants/current'),
    retry: false,
    select: (r) => r.id,
  });
}
