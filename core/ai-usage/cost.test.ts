import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_PRICING } from './ai-usage.js';
import { aiCost } from './cost.js';

describe('aiCost', () => {
  it('uses the spec defaults: 1000 in + 1000 out = $0.0125 base, $0.025 with markup 2', () => {
    const cost = aiCost({ inputTokens: 1000, outputTokens: 1000 }, DEFAULT_AI_PRICING);
    expect(cost.baseCostUSD).toBeCloseTo(0.0125, 12);
    expect(cost.finalCostUSD).toBeCloseTo(0.025, 12);
  });

  it('final = base × markup × exchange rate, and grows with tokens', () => {
    const pricing = fc.record({
      inputTokenCostPer1000: fc.double({ min: 0, max: 1, noNaN: true }),
      outputTokenCostPer1000: fc.double({ min: 0, max: 1, noNaN: true }),
      markupMultiplier: fc.double({ min: 0, max: 10, noNaN: true }),
      currency: fc.constant('USD' as const),
      exchangeRate: fc.double({ min: 0, max: 30, noNaN: true }),
    });
    fc.assert(
      fc.property(pricing, fc.nat(1e6), fc.nat(1e6), fc.nat(1000), (p, input, output, more) => {
        const cost = aiCost({ inputTokens: input, outputTokens: output }, p);
        expect(cost.finalCostUSD).toBeCloseTo(cost.baseCostUSD * p.markupMultiplier * p.exchangeRate, 9);
        expect(aiCost({ inputTokens: input + more, outputTokens: output }, p).baseCostUSD).toBeGreaterThanOrEqual(cost.baseCostUSD);
      }),
    );
  });
});
