import { describe, expect, it } from 'vitest';
import { checkScenario, type ScenarioItem, SCENARIOS, scenariosFor } from './scenarios.js';

const burgers: ScenarioItem[] = [
  { name: 'Hamburguesa Clásica', category: 'Hamburguesas', price: 9500, available: true },
  { name: 'Hamburguesa Doble Queso', category: 'Hamburguesas', price: 13000, available: true },
  { name: 'Aros de Cebolla', category: 'Complementos', price: 5000, available: false },
  { name: 'Refresco 600 ml', category: 'Bebidas', price: 3000, available: true },
];
const FOREIGN = /taco|pastor|horchata|pizza|hawaian|pepperoni/i;

describe('test centre scenarios', () => {
  it('are 8, covering the five categories of the spec', () => {
    for (const list of [SCENARIOS, scenariosFor(burgers), scenariosFor([])]) {
      expect(list).toHaveLength(8);
      expect(new Set(list.map((s) => s.category))).toEqual(new Set(['menu', 'service', 'promotions', 'order', 'general']));
      expect(new Set(list.map((s) => s.id)).size).toBe(8);
    }
  });

  it("order and expect the restaurant's own items: a burger place's scenarios name no taco or pizza", () => {
    const list = scenariosFor(burgers);
    for (const s of list)
      expect(JSON.stringify({ ...s, expectation: { ...s.expectation, matches: String(s.expectation.matches) } })).not.toMatch(FOREIGN);
    const byId = Object.fromEntries(list.map((s) => [s.id, s]));
    expect(byId['menu-categoria']).toMatchObject({
      message: '¿Qué hamburguesas tienen?',
      expectation: { mentionsAny: [['Hamburguesa Clásica'], ['Hamburguesa Doble Queso']] },
    });
    expect(byId['pedido-varios']).toMatchObject({
      message: 'Me das 3 Hamburguesa Clásica y 1 Refresco 600 ml, porfa',
      expectation: {
        cartLines: [
          { name: 'Hamburguesa Clásica', quantity: 3 },
          { name: 'Refresco 600 ml', quantity: 1 },
        ],
      },
    });
    expect(byId['pedido-varios']!.expectation.matches!.test('Total: $315.00')).toBe(true);
    expect(byId['producto-agotado']).toMatchObject({
      message: 'Quiero 1 Aros de Cebolla',
      expectation: { absentLines: ['Aros de Cebolla'] },
    });
    expect(list.every((s) => !s.skip)).toBe(true);
  });

  it('orders dishes that need no choice first: an item that asks its pieces is not what the order scenario sends', () => {
    const pieces = {
      name: 'Piezas',
      kind: 'single' as const,
      required: true,
      max: null,
      options: [
        { name: '6 piezas', price: 0, available: true },
        { name: '12 piezas', price: 8000, available: true },
      ],
    };
    const menu: ScenarioItem[] = [
      { name: 'Empanadas', category: 'Antojitos', price: 9000, available: true, optionGroups: [pieces] },
      { name: 'Tostada de Pata', category: 'Antojitos', price: 4000, available: true },
      { name: 'Agua de Horchata 1 L', category: 'Bebidas', price: 4000, available: true },
    ];
    expect(scenariosFor(menu).find((s) => s.id === 'pedido-varios')).toMatchObject({
      message: 'Me das 3 Tostada de Pata y 1 Agua de Horchata 1 L, porfa',
    });
    // When every dish asks a choice, the order still uses the menu's own items.
    const allAsk = menu.map((i) => ({ ...i, optionGroups: [pieces] }));
    expect(scenariosFor(allAsk).find((s) => s.id === 'pedido-varios')!.message).toBe('Me das 3 Empanadas y 1 Agua de Horchata 1 L, porfa');
  });

  it('skips, with the reason, what the menu cannot support', () => {
    const onlyOne = scenariosFor([{ name: 'Pozole Rojo', category: 'Pozoles', price: 12000, available: true }]);
    const skipped = Object.fromEntries(onlyOne.filter((s) => s.skip).map((s) => [s.id, s.skip]));
    expect(Object.keys(skipped).sort()).toEqual(['pedido-varios', 'producto-agotado']);
    expect(skipped['producto-agotado']).toMatch(/Agotado/);
    expect(
      scenariosFor([])
        .filter((s) => s.skip)
        .map((s) => s.id),
    ).toEqual(['menu-del-dia', 'menu-categoria', 'pedido-varios', 'producto-agotado']);
  });

  it('checks mentions, patterns, cart lines, absent lines and time', () => {
    const order = scenariosFor(burgers).find((s) => s.id === 'pedido-varios')!;
    const lines = [
      { name: 'Hamburguesa Clásica', quantity: 3 },
      { name: 'refresco 600 ml', quantity: 1 },
    ];
    expect(checkScenario({ scenario: order, reply: 'Total: $315.00', cartLines: lines }).pass).toBe(true);
    expect(checkScenario({ scenario: order, reply: 'Total: $315.00', cartLines: [] })).toMatchObject({
      pass: false,
      reason: expect.stringContaining('carrito'),
    });
    expect(checkScenario({ scenario: order, reply: 'Total: $315.00', cartLines: lines, elapsedMs: 6000 }).pass).toBe(false);
    const category = scenariosFor(burgers).find((s) => s.id === 'menu-categoria')!;
    expect(checkScenario({ scenario: category, reply: 'Tenemos Hamburguesa Clásica y Hamburguesa Doble Queso', cartLines: [] }).pass).toBe(
      true,
    );
    expect(checkScenario({ scenario: category, reply: 'Tenemos tacos', cartLines: [] }).pass).toBe(false);
    expect(checkScenario({ scenario: category, reply: '  ', cartLines: [] }).pass).toBe(false);
    const soldOut = scenariosFor(burgers).find((s) => s.id === 'producto-agotado')!;
    expect(checkScenario({ scenario: soldOut, reply: 'Los Aros de Cebolla están agotados', cartLines: [] }).pass).toBe(true);
    expect(checkScenario({ scenario: soldOut, reply: 'No hay', cartLines: [{ name: 'Aros de Cebolla', quantity: 1 }] }).pass).toBe(false);
  });
});
