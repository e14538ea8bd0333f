import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import type { UserJson } from '@api-types';

export function getUser(): Promise<UserJson> {
  return api.get<UserJson>('/api/auth/user');
}

export const userQueryKey = ['auth', 'user'] as const;

// Spec §4: no retry, stale after 1 s, refetched on focus and on mount; a failed fetch
// (401 included) means signed out.
export function getUserQueryOptions() {
  return queryOptions({
    queryKey: userQueryKey,
    queryFn: getUser,
    staleTime: 1000,
    refetchOnWindowFocus: true,
    refetchOnMount: true,
    retry: false,
  });
}

export function useUser() {
  const query = useQuery(getUserQueryOptions());
  const user = query.data && !query.error ? query.data : null;
  return {
    user,
    isLoading: query.isPending,
    isAuthenticated: user !== null,
  };
}
