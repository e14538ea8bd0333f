import { type AiPricing, DEFAULT_AI_PRICING } from './ai-usage.js';

/** Config key holding `{ [model]: AiPricing }`; a restaurant's entry for a model replaces the platform's whole. */
export const AI_PRICING_KEY = 'ai_pricing';

export const AI_PRICING_CURRENCIES = ['USD', 'EUR', 'MXN'] as const;
export const MAX_MARKUP_MULTIPLIER = 100;

/** The local engine runs in-process: no provider bills it, so neither do we. */
export const FREE_MODELS: readonly string[] = ['offline'];
export const FREE_PRICING: AiPricing = { ...DEFAULT_AI_PRICING, inputTokenCostPer1000: 0, outputTokenCostPer1000: 0 };

const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);

/**
 * The stored entry for a model, or for the model family it is a snapshot of: OpenAI answers
 * 'gpt-4o-2024-08-06' when asked for 'gpt-4o', and that call must be priced as gpt-4o.
 */
function entryFor(model: string, stored: Record<string, unknown>): unknown {
  if (Object.hasOwn(stored, model)) return stored[model];
  const family = Object.keys(stored)
    .filter((name) => model.startsWith(`${name}-`))
    .sort((a, b) => b.length - a.length)[0];
  return family === undefined ? undefined : stored[family];
}

/**
 * The pricing to bill a model's calls with: the stored fields that make sense, spec
 * defaults for the rest. Config is edited by people and by older versions, so nothing
 * stored is trusted to be complete or well-formed.
 */
export function pricingFor(model: string, stored: unknown): AiPricing {
  if (FREE_MODELS.includes(model)) return { ...FREE_PRICING };
  const entry = isRecord(stored) ? entryFor(model, stored) : undefined;
  if (!isRecord(entry)) return { ...DEFAULT_AI_PRICING };
  const d = DEFAULT_AI_PRICING;
  const cost = (v: unknown, fallback: number) => (finite(v) && v >= 0 ? v : fallback);
  return {
    inputTokenCostPer1000: cost(entry.inputTokenCostPer1000, d.inputTokenCostPer1000),
    outputTokenCostPer1000: cost(entry.outputTokenCostPer1000, d.outputTokenCostPer1000),
    markupMultiplier:
      finite(entry.markupMultiplier) && entry.markupMultiplier >= 0 && entry.markupMultiplier <= MAX_MARKUP_MULTIPLIER
        ? entry.markupMultiplier
        : d.markupMultiplier,
    currency: (AI_PRICING_CURRENCIES as readonly unknown[]).includes(entry.currency)
      ? (entry.currency as AiPricing['currency'])
      : d.currency,
    exchangeRate: finite(entry.exchangeRate) && entry.exchangeRate > 0 ? entry.exchangeRate : d.exchangeRate,
  };
}
