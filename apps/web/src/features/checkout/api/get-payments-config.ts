import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export type PaymentsConfig = {
  stripePublishableKey: string | null;
  mercadoPagoEnabled: boolean;
};

export function getPaymentsConfig(): Promise<PaymentsConfig> {
  return api.get<PaymentsConfig>('/api/payments/config');
}

export function usePaymentsConfig() {
  return useQuery(queryOptions({ queryKey: ['payments', 'config'] as const, queryFn: getPaymentsConfig, retry: false }));
}
