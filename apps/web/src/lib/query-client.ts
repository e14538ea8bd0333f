import { QueryClient, type DefaultOptions } from '@tanstack/react-query';

// Spec §7: data never goes stale by itself, no focus refetch, no retries.
// Screens opt into polling or freshness per query.
export const queryConfig = {
  queries: {
    staleTime: Infinity,
    refetchOnWindowFocus: false,
    retry: false,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryConfig });
}
