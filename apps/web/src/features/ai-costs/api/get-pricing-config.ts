import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AiPricing } from '@core/ai-usage/ai-usage';
import { api } from '@/lib/api-client';

// The server's own shape of a model's pricing.
export type Currency = AiPricing['currency'];
export type PricingConfig = AiPricing & { model: string };

// Spec §3 defaults, used for whatever the server leaves out.
export const DEFAULT_PRICING: Omit<PricingConfig, 'model'> = {
  inputTokenCostPer1000: 0.0025,
  outputTokenCostPer1000: 0.01,
  markupMultiplier: 2,
  currency: 'USD',
  exchangeRate: 1,
};

export const pricingConfigQueryKey = (model: string) => ['ai', 'pricing-config', model] as const;

export async function getPricingConfig(model: string): Promise<PricingConfig> {
  const config = await api.get<Partial<PricingConfig> | null>(`/api/ai/pricing-config?model=${encodeURIComponent(model)}`);
  return { ...DEFAULT_PRICING, ...(config ?? {}), model };
}

export function getPricingConfigQueryOptions(model: string) {
  return queryOptions({ queryKey: pricingConfigQueryKey(model), queryFn: () => getPricingConfig(model) });
}

export function usePricingConfig(model: string) {
  return useQuery(getPricingConfigQueryOptions(model));
}
