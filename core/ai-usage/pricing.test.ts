import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_PRICING } from './ai-usage.js';
import { aiCost } from './cost.js';
import { FREE_PRICING, pricingFor } from './pricing.js';

const custom = { inputTokenCostPer1000: 0.005, outputTokenCostPer1000: 0.015, markupMultiplier: 3, currency: 'MXN', exchangeRate: 17.2 };

describe('pricingFor', () => {
  it('falls back to the spec defaults when nothing is stored', () => {
    expect(pricingFor('gpt-4o', null)).toEqual(DEFAULT_AI_PRICING);
    expect(pricingFor('gpt-4o', {})).toEqual(DEFAULT_AI_PRICING);
    expect(pricingFor('gpt-4o', { 'gpt-4': custom })).toEqual(DEFAULT_AI_PRICING);
    expect(DEFAULT_AI_PRICING).toEqual({
      inputTokenCostPer1000: 0.0025,
      outputTokenCostPer1000: 0.01,
      markupMultiplier: 2,
      currency: 'USD',
      exchangeRate: 1,
    });
  });

  it('uses the stored entry of the model, and of its family for dated snapshots', () => {
    expect(pricingFor('gpt-4o', { 'gpt-4o': custom })).toEqual(custom);
    expect(pricingFor('gpt-4o-2024-08-06', { 'gpt-4': { ...custom, markupMultiplier: 9 }, 'gpt-4o': custom })).toEqual(custom);
    expect(pricingFor('gpt-4-0613', { 'gpt-4': custom, 'gpt-4o': DEFAULT_AI_PRICING })).toEqual(custom);
    expect(pricingFor('gpt-3.5-turbo-0125', { 'gpt-3.5-turbo': custom })).toEqual(custom);
  });

  it('fills missing or malformed fields with defaults', () => {
    const stored = {
      'gpt-4o': { inputTokenCostPer1000: -1, outputTokenCostPer1000: '0.02', markupMultiplier: 1.5, currency: 'JPY', exchangeRate: 0 },
    };
    expect(pricingFor('gpt-4o', stored)).toEqual({ ...DEFAULT_AI_PRICING, markupMultiplier: 1.5 });
    expect(pricingFor('gpt-4o', { 'gpt-4o': 'caro' })).toEqual(DEFAULT_AI_PRICING);
    expect(pricingFor('gpt-4o', [custom])).toEqual(DEFAULT_AI_PRICING);
  });

  it('bills the offline engine nothing', () => {
    expect(pricingFor('offline', { offline: custom })).toEqual(FREE_PRICING);
    expect(aiCost({ inputTokens: 5000, outputTokens: 800 }, pricingFor('offline', null))).toEqual({ baseCostUSD: 0, finalCostUSD: 0 });
  });

  it('always yields a usable pricing, whatever is stored', () => {
    fc.assert(
      fc.property(fc.string(), fc.jsonValue(), (model, stored) => {
        const p = pricingFor(model, stored);
        expect(p.inputTokenCostPer1000).toBeGreaterThanOrEqual(0);
        expect(p.outputTokenCostPer1000).toBeGreaterThanOrEqual(0);
        expect(p.markupMultiplier).toBeGreaterThanOrEqual(0);
        expect(p.exchangeRate).toBeGreaterThan(0);
        expect(['USD', 'EUR', 'MXN']).toContain(p.currency);
        const cost = aiCost({ inputTokens: 1000, outputTokens: 1000 }, p);
        expect(Number.isFinite(cost.finalCostUSD)).toBe(true);
      }),
    );
  });
});
