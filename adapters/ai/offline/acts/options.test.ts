import { describe, expect, it } from 'vitest';
import type { OptionGroup } from '../../../../core/menu/option-groups.js';
import { openChat } from '../../../../eval/harness.js';
import type { EvalItem } from '../../../../eval/menus/index.js';

const group = (
  name: string,
  kind: OptionGroup['kind'],
  required: boolean,
  max: number | null,
  options: [string, number][],
): OptionGroup => ({
  name,
  kind,
  required,
  max,
  options: options.map(([n, pesos]) => ({ name: n, price: pesos * 100, available: true })),
});
const BURGER_GROUPS: OptionGroup[] = [
  group('Tamaño', 'single', true, null, [
    ['Chico', 0],
    ['Grande', 20],
  ]),
  group('Extras', 'multiple', false, 3, [
    ['Tocino', 15],
    ['Queso', 10],
    ['Aguacate', 15],
  ]),
  group('Quitar', 'remove', false, null, [
    ['Cebolla', 0],
    ['Jitomate', 0],
  ]),
];
const MENU: EvalItem[] = [
  { name: 'Hamburguesa', category: 'Hamburguesas', price: 9000, optionGroups: BURGER_GROUPS },
  { name: 'Papas a la Francesa', category: 'Complementos', price: 4000 },
  { name: 'Refresco', category: 'Bebidas', price: 2500 },
  {
    name: 'Enchiladas',
    category: 'Platillos',
    price: 8000,
    optionGroups: [
      group('Salsa', 'single', true, null, [
        ['Verde', 0],
        ['Roja', 0],
      ]),
    ],
  },
];

/** Plays the turns through the real Assistant and the offline engine; the last order as the kitchen reads it. */
async function play(...turns: string[]) {
  const chat = await openChat({ menu: MENU });
  const replies: string[] = [];
  for (const turn of turns) replies.push((await chat.send(turn)).reply);
  const orders = await chat.orders.list(chat.restaurant.id);
  const last = orders[orders.length - 1];
  const lines = (last?.items ?? [])
    .map(
      (l) =>
        `${l.quantity} ${l.name} [${(l.options ?? []).map((o) => o.name).join(', ')}] $${l.unitPrice / 100}${l.notes ? ` (${l.notes})` : ''}`,
    )
    .sort();
  return { lines, total: last?.total ?? null, replies };
}

describe('offline engine: menu item options', () => {
  it('takes size, extras and a removal said with the dish, priced by the menu', async () => {
    const { lines, replies } = await play('una hamburguesa grande con extra tocino y sin cebolla', 'Calle Pino 12', 'sí');
    expect(lines).toEqual(['1 Hamburguesa [Grande, Tocino, sin cebolla] $125']);
    expect(replies[0]).toContain('Anoté 1 Hamburguesa (Grande, Tocino, sin cebolla).');
    expect(replies[2]).toMatch(/confirmado/i);
    expect(replies[2]).toContain('• 1 × Hamburguesa (Grande +$20, Tocino +$15, sin cebolla) — $125.00');
  });

  it('keeps the chosen size and extras when a removal comes later', async () => {
    const { lines, replies } = await play('una hamburguesa grande con tocino', 'sin cebolla porfa', 'Calle Pino 12', 'sí');
    expect(replies[1]).toContain('• 1 × Hamburguesa (Grande +$20, Tocino +$15, sin cebolla) — $125.00');
    expect(lines).toEqual(['1 Hamburguesa [Grande, Tocino, sin cebolla] $125']);
  });

  it('asks the required size, and reads the next message as its answer', async () => {
    const { lines, replies } = await play('una hamburguesa con queso', 'la chica', 'Calle Pino 12', 'sí');
    expect(replies[0]).toMatch(/¿De qué tamaño quieres tu Hamburguesa\? Chico o Grande \(\+\$20\)/);
    expect(lines).toEqual(['1 Hamburguesa [Chico, Queso] $100']);
  });

  it('keeps the dish pending through another product, then takes a bare "grande"', async () => {
    const { lines } = await play('2 hamburguesas', 'y unas papas a la francesa', 'grande', 'Calle Pino 12', 'sí');
    expect(lines).toEqual(['1 Papas a la Francesa [] $40', '2 Hamburguesa [Grande] $110']);
  });

  it('"una grande y una chica": two lines, each with its own size', async () => {
    expect((await play('dos hamburguesas, una grande y una chica', 'Calle Pino 12', 'sí')).lines).toEqual([
      '1 Hamburguesa [Chico] $90',
      '1 Hamburguesa [Grande] $110',
    ]);
    expect((await play('una hamburguesa grande con tocino y una chica', 'Calle Pino 12', 'sí')).lines).toEqual([
      '1 Hamburguesa [Chico, Tocino] $105',
      '1 Hamburguesa [Grande, Tocino] $125',
    ]);
  });

  it("an extra's word is that dish's extra, not another dish named with it", async () => {
    const menu = [...MENU, { name: 'Nachos con Queso', category: 'Complementos', price: 6000 }];
    const chat = await openChat({ menu });
    for (const turn of ['una hamburguesa chica con tocino y queso', 'Calle Pino 12', 'sí']) await chat.send(turn);
    const [order] = await chat.orders.list(chat.restaurant.id);
    expect(order!.items.map((l) => [l.name, (l.options ?? []).map((o) => o.name)])).toEqual([
      ['Hamburguesa', ['Chico', 'Tocino', 'Queso']],
    ]);
  });

  it('"empanadas de 12" is one order of the 12-piece option, and "la mitad de queso" stays a note', async () => {
    const menu: EvalItem[] = [
      {
        name: 'Empanadas',
        category: 'Antojitos',
        price: 9000,
        optionGroups: [
          group('Piezas', 'single', true, null, [
            ['6 piezas', 0],
            ['12 piezas', 80],
          ]),
          group('Relleno', 'multiple', false, 2, [
            ['Queso', 0],
            ['Tinga', 0],
          ]),
          group('Extras', 'multiple', false, null, [['Salsa', 10]]),
        ],
      },
    ];
    const chat = await openChat({ menu });
    for (const turn of ['unas empanadas de 12, la mitad de queso, con extra salsa', 'Calle Pino 12', 'sí']) await chat.send(turn);
    const [order] = await chat.orders.list(chat.restaurant.id);
    expect(order!.items.map((l) => [l.quantity, (l.options ?? []).map((o) => o.name), l.notes])).toEqual([
      [1, ['12 piezas', 'Queso', 'Salsa'], 'la mitad de queso'],
    ]);
    expect(order!.total).toBe(9000 + 8000 + 1000);
  });

  it('relays a refused option as core words it, and adds nothing', async () => {
    const { replies } = await play('una hamburguesa chica y grande');
    expect(replies[0]).toContain('Solo se puede elegir una opción de tamaño. ¿De qué tamaño? Chico o Grande (+$20)');
    expect(replies[0]).not.toMatch(/Anoté/);
  });

  it("reads the answer to a refused choice, and does not take another dish's size as it", async () => {
    const { lines } = await play('una hamburguesa chica y grande', 'grande', 'Calle Pino 12', 'sí');
    expect(lines).toEqual(['1 Hamburguesa [Grande] $110']);
    const mixed = await play('una hamburguesa', 'y un refresco', 'la chica', 'Calle Pino 12', 'sí');
    expect(mixed.lines).toEqual(['1 Hamburguesa [Chico] $90', '1 Refresco [] $25']);
  });

  it('asks the sauce and takes "verde"; "enchiladas rojas" chooses it with the dish', async () => {
    const asked = await play('unas enchiladas', 'verde', 'Calle Pino 12', 'sí');
    expect(asked.replies[0]).toContain('¿Qué salsa quieres para tu Enchiladas? Verde o Roja');
    expect(asked.lines).toEqual(['1 Enchiladas [Verde] $80']);
    expect((await play('2 enchiladas rojas', 'Calle Pino 12', 'sí')).lines).toEqual(['2 Enchiladas [Roja] $80']);
  });

  it('takes the size from the next bubble of a run without asking it', async () => {
    const { lines, replies } = await play('una hamburguesa\ngrande', 'Calle Pino 12', 'sí');
    expect(replies[0]).not.toMatch(/tamaño/);
    expect(lines).toEqual(['1 Hamburguesa [Grande] $110']);
  });

  it('leaves items without option groups as before', async () => {
    const { lines } = await play('un refresco y unas papas', 'es todo', 'Calle Pino 12', 'sí');
    expect(lines.join('|')).toMatch(/Refresco/);
    expect(lines.every((l) => l.includes('[]'))).toBe(true);
  });

  it('offers "¿Te anoto alguno?" when a question names several dishes', async () => {
    const chat = await openChat({
      menu: [
        { name: 'Pozole Rojo', category: 'Pozole', price: 12000 },
        { name: 'Pozole Verde', category: 'Pozole', price: 12000 },
      ],
    });
    const { reply } = await chat.send('¿cuánto cuesta el pozole?');
    expect(reply).toMatch(/¿Te anoto alguno\?/);
  });
});
