import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export const WEEKDAYS = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
export type DayHours = { open: string; close: string } | null;

export type OperationsConfig = {
  takeoverTimeoutMinutes: number;
  hoursEnabled: boolean;
  openingHours: Partial<Record<Weekday, DayHours>>;
  acceptOrdersWhenClosed: boolean;
  /** The restaurant's own WhatsApp that gets each confirmed order; '' = off. */
  orderSummaryPhone: string;
};

export const DEFAULT_OPERATIONS: OperationsConfig = {
  takeoverTimeoutMinutes: 30,
  hoursEnabled: false,
  openingHours: {},
  acceptOrdersWhenClosed: false,
  orderSummaryPhone: '',
};

const queryKey = ['config', 'operations_config'] as const;

export async function getOperationsConfig(): Promise<OperationsConfig> {
  const entry = await api.get<{ value: Partial<OperationsConfig> | null } | null>('/api/config/operations_config');
  return { ...DEFAULT_OPERATIONS, ...(entry?.value ?? {}) };
}

export function useOperationsConfig() {
  return useQuery(queryOptions({ queryKey, queryFn: getOperationsConfig }));
}

/** Always the restaurant's own entry: hours and takeover are per restaurant. */
export function useSaveOperationsConfig(options: { onSuccess?: () => void; onError?: (error: Error) => void } = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (value: OperationsConfig) => api.post('/api/config', { key: 'operations_config', value }),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey });
      options.onSuccess?.();
    },
    onError: options.onError,
  });
}
