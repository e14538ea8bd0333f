import type { AiPricing } from './ai-usage.js';

export interface AiCost {
  baseCostUSD: number;
  finalCostUSD: number;
}

/**
 * Base cost is what the provider charges; the final cost is what the restaurant is billed:
 * base × markup (2 = 100% margin) × exchange rate into the pricing currency.
 */
export function aiCost(usage: { inputTokens: number; outputTokens: number }, pricing: AiPricing): AiCost {
  const baseCostUSD =
    (usage.inputTokens / 1000) * pricing.inputTokenCostPer1000 + (usage.outputTokens / 1000) * pricing.outputTokenCostPer1000;
  return { baseCostUSD, finalCostUSD: baseCostUSD * pricing.markupMultiplier * pricing.exchangeRate };
}
