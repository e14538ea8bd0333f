import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { savePlatformConfig } from '@/lib/save-config';
import type { OpenAiConfig } from './get-config';
import { platformConfigQueryKey } from './get-platform-config';

export function useSavePlatformOpenAi() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: OpenAiConfig) => savePlatformConfig('openai_config', { ...value }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: platformConfigQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['config'] }),
      ]),
  });
}

export function useAssignUnassigned() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ key, restaurantId }: { key: string; restaurantId: string }) =>
      api.post(`/api/admin/config/unassigned/${encodeURIComponent(key)}/assign`, { restaurantId }),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: platformConfigQueryKey }),
        queryClient.invalidateQueries({ queryKey: ['config'] }),
      ]),
  });
}
