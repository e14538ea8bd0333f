import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../core/assistant/text.js';
import { openChat } from '../../../eval/harness.js';
import type { EvalItem } from '../../../eval/menus/index.js';
import { contentStems } from '../../../core/assistant/menu-matcher.js';

/*
 * Any order stated plainly on any menu is taken exactly: "N <name>" joined by commas and "y",
 * then an address, then "sí", played through the real Assistant with the offline engine, on
 * generated menus whose names hold counts, volumes, weights, sizes and shared words.
 */
const HEADS = [
  'Torta',
  'Taco',
  'Empanadas',
  'Agua',
  'Jarrito',
  'Pollo',
  'Arroz',
  'Sopa',
  'Café',
  'Costillas',
  'Gordita',
  'Burrito',
  'Nachos',
  'Tamal',
];
const QUALIFIERS = [
  'de Jamaica',
  'de Horchata',
  'de Res',
  'de Pollo',
  'Especial',
  'Ahogada',
  'Cubana',
  'Verde',
  'Roja',
  'al Pastor',
  'Hawaiana',
  'de Queso',
];
const ATTRIBUTES = [
  'Chica',
  'Mediana',
  'Grande',
  'Familiar',
  '3 pzas',
  '6 pzas',
  '10 pzas',
  '12 pzas',
  '20 pzas',
  '250 ml',
  '355 ml',
  '500 ml',
  '600 ml',
  '1 L',
  '2 L',
  '150 g',
  '300 g',
  '500 g',
  '1 kg',
  '1/2 kg',
];

const nameArb = fc
  .record({
    head: fc.constantFrom(...HEADS),
    qualifier: fc.option(fc.constantFrom(...QUALIFIERS), { nil: null }),
    attribute: fc.option(fc.constantFrom(...ATTRIBUTES), { nil: null }),
  })
  .map(({ head, qualifier, attribute }) => [head, qualifier, attribute].filter(Boolean).join(' '));

/** Names that read the same to a customer are one name: the menu keeps the first. */
const menuArb = fc.uniqueArray(nameArb, { minLength: 2, maxLength: 6, selector: (n) => [...contentStems(n)].sort().join(' ') });

const QUANTITY_WORDS = ['una', 'dos', 'tres', 'cuatro', 'cinco'];

const caseArb = menuArb.chain((names) =>
  fc.record({
    names: fc.constant(names),
    picks: fc.uniqueArray(fc.integer({ min: 0, max: names.length - 1 }), { minLength: 1, maxLength: Math.min(4, names.length) }),
    quantities: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 4, maxLength: 4 }),
    words: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  }),
);

const said = (items: string[]) => (items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`);

describe('plain orders on generated menus (fast-check)', () => {
  it('takes "N <name>, N <name> y N <name>", an address and "sí" exactly', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ names, picks, quantities, words }) => {
        const menu: EvalItem[] = names.map((name, i) => ({ name, category: 'Menú', price: (i + 1) * 1000 }));
        const chat = await openChat({ menu });
        const lines = picks.map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
        const text = said(lines.map((l, i) => `${words[i] ? QUANTITY_WORDS[l.quantity - 1] : l.quantity} ${l.name}`));
        await chat.send(text);
        await chat.send('Calle Roble 45, Col. Centro');
        await chat.send('sí');
        const orders = await chat.orders.list(chat.restaurant.id);
        const got = (orders[0]?.items ?? []).map((l) => `${normalize(l.name)} × ${l.quantity}`).sort();
        const want = lines.map((l) => `${normalize(l.name)} × ${l.quantity}`).sort();
        expect(got, `${text}\n${chat.history.map((m) => m.content).join('\n---\n')}`).toEqual(want);
        expect(orders).toHaveLength(1);
      }),
      { numRuns: 1000, seed: 21 },
    );
  }, 120_000);

  it('takes the same order split over bubbles, with a correction bubble for the last dish, exactly', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, fc.integer({ min: 1, max: 5 }), fc.boolean(), async ({ names, picks, quantities, words }, fixed, withY) => {
        const menu: EvalItem[] = names.map((name, i) => ({ name, category: 'Menú', price: (i + 1) * 1000 }));
        const chat = await openChat({ menu });
        const lines = picks.map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
        const corrected = fixed === lines[lines.length - 1]!.quantity ? (fixed % 5) + 1 : fixed;
        const bubbles = lines.map(
          (l, i) => `${i > 0 && withY ? 'y ' : ''}${words[i] ? QUANTITY_WORDS[l.quantity - 1] : l.quantity} ${l.name}`,
        );
        bubbles.push(`no, mejor ${words[0] ? QUANTITY_WORDS[corrected - 1] : corrected}`, 'Calle Roble 45', 'Col. Centro');
        await chat.send(bubbles.join('\n'));
        await chat.send('sí');
        lines[lines.length - 1]!.quantity = corrected;
        const orders = await chat.orders.list(chat.restaurant.id);
        const got = (orders[0]?.items ?? []).map((l) => `${normalize(l.name)} × ${l.quantity}`).sort();
        const want = lines.map((l) => `${normalize(l.name)} × ${l.quantity}`).sort();
        expect(got, `${bubbles.join(' / ')}\n${chat.history.map((m) => m.content).join('\n---\n')}`).toEqual(want);
        expect(orders[0]?.deliveryAddress).toBe('Calle Roble 45, Col. Centro');
      }),
      { numRuns: 1000, seed: 21 },
    );
  }, 240_000);
});
