import { describe, expect, it } from 'vitest';
import { checkScenario, SCENARIOS } from './scenarios.js';

describe('test centre scenarios', () => {
  it('are 8, covering the five categories of the spec', () => {
    expect(SCENARIOS).toHaveLength(8);
    expect(new Set(SCENARIOS.map((s) => s.category))).toEqual(new Set(['menu', 'service', 'promotions', 'order', 'general']));
    expect(new Set(SCENARIOS.map((s) => s.id)).size).toBe(8);
  });

  it('checks mentions, patterns, cart lines and time', () => {
    const order = SCENARIOS.find((s) => s.id === 'pedido-hawaianas')!;
    expect(checkScenario({ scenario: order, reply: 'Total: $378.00', cartLines: [{ name: 'Pizza Hawaiana', quantity: 2 }] }).pass).toBe(
      true,
    );
    expect(checkScenario({ scenario: order, reply: 'Total: $378.00', cartLines: [] })).toMatchObject({
      pass: false,
      reason: expect.stringContaining('carrito'),
    });
    expect(
      checkScenario({ scenario: order, reply: 'Total: $378.00', cartLines: [{ name: 'pizza hawaiana', quantity: 2 }], elapsedMs: 6000 })
        .pass,
    ).toBe(false);
    const pizzas = SCENARIOS.find((s) => s.id === 'menu-pizzas')!;
    expect(checkScenario({ scenario: pizzas, reply: 'Tenemos Hawaiana y Pepperóni', cartLines: [] }).pass).toBe(true);
    expect(checkScenario({ scenario: pizzas, reply: 'Tenemos tacos', cartLines: [] }).pass).toBe(false);
    expect(checkScenario({ scenario: pizzas, reply: '  ', cartLines: [] }).pass).toBe(false);
  });
});
