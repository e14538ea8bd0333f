import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { GoLiveStep } from '@core/conversations/go-live';
import type { OperationsConfig } from '@core/config/operations-config';
import { api } from '@/lib/api-client';

export type { GoLiveStep };
export type GoLiveChecklist = { steps: GoLiveStep[]; done: boolean; remaining: number };

export const goLiveQueryKey = ['onboarding', 'checklist'] as const;
// Beneath the settings screens' own keys, never on them: these cache other shapes (the stored
// fields only; a boolean), and invalidating a settings key invalidates these too.
export const operationsQueryKey = ['config', 'operations_config', 'stored'] as const;
export const aiTestModeQueryKey = ['config', 'ai_config', 'testMode'] as const;

export const useGoLiveChecklist = () =>
  useQuery(queryOptions({ queryKey: goLiveQueryKey, queryFn: () => api.get<GoLiveChecklist>('/api/onboarding/checklist') }));

const configValue = async <T>(key: string): Promise<Partial<T>> =>
  (await api.get<{ value: Partial<T> | null } | null>(`/api/config/${key}`))?.value ?? {};

export const useOperationsConfig = () =>
  useQuery(queryOptions({ queryKey: operationsQueryKey, queryFn: () => configValue<OperationsConfig>('operations_config') }));

export const useAiTestMode = () =>
  useQuery(
    queryOptions({
      queryKey: aiTestModeQueryKey,
      queryFn: async () => (await configValue<{ testMode: boolean }>('ai_config')).testMode !== false,
    }),
  );

export function useSaveOperations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: Partial<OperationsConfig>) => api.post('/api/config', { key: 'operations_config', value }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['config', 'operations_config'] }),
  });
}
