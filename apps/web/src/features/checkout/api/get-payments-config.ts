import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentsConfigJson } from '@api-types';
import { api } from '@/lib/api-client';

export type PaymentsConfig = PaymentsConfigJson;

export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return api.get<PaymentsConfig>('/api/payments/config');
}

export function usePaymentsConfig() {
  return useQuery(queryOptions({ queryKey: ['payments', 'config'] as const, queryFn: getPaymentsConfig, retry: false }));
}
