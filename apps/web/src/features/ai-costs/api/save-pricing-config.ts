import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { pricingConfigQueryKey, type PricingConfig } from './get-pricing-config';

export function savePricingConfig(config: PricingConfig): Promise<PricingConfig> {
  return api.post<PricingConfig>('/api/ai/pricing-config', config);
}

export function useSavePricingConfig() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: savePricingConfig,
    onSuccess: (_saved, config) => queryClient.invalidateQueries({ queryKey: pricingConfigQueryKey(config.model) }),
  });
}
