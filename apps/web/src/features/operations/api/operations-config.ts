import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { OperationsConfig as StoredOperationsConfig } from '@core/config/operations-config';
import type { DayHours as OpenHours, Weekday } from '@core/config/opening-hours';
import { api } from '@/lib/api-client';

/** Monday first, as the card lists them (the server counts from Sunday, as dates do). */
export const WEEKDAYS: readonly Weekday[] = ['lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado', 'domingo'];
export type { Weekday };
/** null = closed that day. */
export type DayHours = OpenHours | null;

/** The part of the server's config key operations_config this card edits. */
export type OperationsConfig = Pick<
  StoredOperationsConfig,
  'takeoverTimeoutMinutes' | 'hoursEnabled' | 'openingHours' | 'acceptOrdersWhenClosed' | 'orderSummaryPhone'
>;

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
