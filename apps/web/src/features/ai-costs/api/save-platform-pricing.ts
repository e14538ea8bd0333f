import { useMutation, useQueryClient } from '@tanstack/react-query';
import { savePlatformConfig } from '@/lib/save-config';
import type { PricingConfig } from './get-pricing-config';

/** The platform default price of one model (administrators): a restaurant's own price wins. */
export function useSavePlatformPricing() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (config: PricingConfig) => savePlatformConfig('ai_pricing', { ...config }),
    onSuccess: () =>
      Promise.all([queryClient.invalidateQueries({ queryKey: ['platform-config'] }), queryClient.invalidateQueries({ queryKey: ['ai'] })]),
  });
}
