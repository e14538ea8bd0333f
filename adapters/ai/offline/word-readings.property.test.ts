import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../core/assistant/text.js';
import { openChat } from '../../../eval/harness.js';
import type { EvalItem } from '../../../eval/menus/index.js';
import { caseArb as plainCaseArb, menuOf, QUANTITY_WORDS, richCaseArb, said } from './testing/menu-arbitraries.js';

/*
 * How customers write, over generated menus (names with counts, volumes, weights, sizes and shared
 * words): misspelt names, notes after each dish, quantities in words, sizes said against the
 * measures a dish is sold in, paid extras that are menu items. Each order is played through the
 * real Assistant with the offline engine and must be taken exactly.
 */
/** Menus of both generators: the plain one and the richer one (other kinds of restaurant, sizes in names, "Orden de 3"). */
const caseArb = fc.oneof(plainCaseArb, richCaseArb);

interface Line {
  name: string;
  quantity: number;
  notes?: string;
}

async function placed(menu: EvalItem[], text: string): Promise<{ got: string[]; transcript: string }> {
  const chat = await openChat({ menu });
  await chat.send(text);
  await chat.send('Calle Roble 45, Col. Centro');
  await chat.send('sí');
  const orders = await chat.orders.list(chat.restaurant.id);
  const got = (orders[0]?.items ?? []).map((l) => key({ name: l.name, quantity: l.quantity, notes: l.notes ?? undefined })).sort();
  return { got, transcript: `${text}\n${chat.history.map((m) => m.content).join('\n---\n')}` };
}
const key = (l: Line) => `${normalize(l.name)} × ${l.quantity}${l.notes ? ` (${normalize(l.notes)})` : ''}`;

/** One typo in the longest plain word of a name: a letter dropped or two swapped (never the first). */
function misspelt(name: string, kind: number): string {
  const words = name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(' ');
  const at = words.reduce((best, w, i) => (/^[a-z]+$/.test(w) && w.length > (words[best]?.length ?? 0) ? i : best), -1);
  const w = words[at];
  if (at < 0 || !w || w.length < 5) return words.join(' ');
  const k = 1 + (kind % (w.length - 2));
  words[at] = kind % 2 === 0 ? w.slice(0, k) + w.slice(k + 1) : w.slice(0, k) + w[k + 1] + w[k] + w.slice(k + 2);
  return words.join(' ');
}

const NOTES: [said: string, written: string][] = [
  ['sin cebolla', 'sin cebolla'],
  ['bien dorada', 'bien dorada'],
  ['con poca salsa', 'poca salsa'],
  ['sin chile y sin cilantro', 'sin chile y sin cilantro'],
  ['con la salsa aparte', 'con la salsa aparte'],
  ['sin mayonesa', 'sin mayonesa'],
];

const NUMBER_WORDS = ['una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce'];
/** A quantity the way customers write it: a digit, a word, "un par de", "media docena de". */
const spokenQuantity = (n: number, style: number): string =>
  style % 3 === 0
    ? String(n)
    : n === 2 && style % 3 === 1
      ? 'un par de'
      : n === 6 && style % 3 === 1
        ? 'media docena de'
        : NUMBER_WORDS[n - 1]!;

describe('how customers write, on generated menus (fast-check)', () => {
  it('takes a plain order exactly on the richer menus too', async () => {
    await fc.assert(
      fc.asyncProperty(richCaseArb, async ({ names, picks, quantities, words }) => {
        const lines = picks.map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
        const text = said(lines.map((l, i) => `${words[i] ? QUANTITY_WORDS[l.quantity - 1] : l.quantity} ${l.name}`));
        const { got, transcript } = await placed(menuOf(names), text);
        expect(got, transcript).toEqual(lines.map(key).sort());
      }),
      { numRuns: 500, seed: 21 },
    );
  }, 120_000);

  it('takes names written lowercase, without accents and with one typo', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, fc.array(fc.nat(20), { minLength: 4, maxLength: 4 }), async ({ names, picks, quantities }, typos) => {
        const lines = picks.map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
        const text = said(lines.map((l, i) => `${l.quantity} ${misspelt(l.name, typos[i]!)}`));
        const { got, transcript } = await placed(menuOf(names), text);
        expect(got, transcript).toEqual(lines.map(key).sort());
      }),
      { numRuns: 500, seed: 21 },
    );
  }, 120_000);

  it('puts each note on the dish said before it', async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.array(fc.option(fc.nat(NOTES.length - 1), { nil: null }), { minLength: 4, maxLength: 4 }),
        async ({ names, picks, quantities }, notes) => {
          const lines = picks.map((p, i) => ({
            name: names[p]!,
            quantity: quantities[i]!,
            note: notes[i] === null ? null : NOTES[notes[i]!]!,
          }));
          const text = said(lines.map((l) => `${l.quantity} ${l.name}${l.note ? ` ${l.note[0]}` : ''}`));
          const { got, transcript } = await placed(menuOf(names), text);
          expect(got, transcript).toEqual(lines.map((l) => key({ name: l.name, quantity: l.quantity, notes: l.note?.[1] })).sort());
        },
      ),
      { numRuns: 500, seed: 21 },
    );
  }, 120_000);

  it('reads quantities in words, "un par de" and "media docena de"', async () => {
    const noCounts = caseArb.filter(({ names }) => names.every((n) => !/pzas/.test(n)));
    await fc.assert(
      fc.asyncProperty(
        noCounts,
        fc.array(fc.integer({ min: 1, max: 12 }), { minLength: 4, maxLength: 4 }),
        fc.nat(8),
        async ({ names, picks }, quantities, style) => {
          const lines = picks.map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
          const text = said(lines.map((l, i) => `${spokenQuantity(l.quantity, style + i)} ${l.name}`));
          const { got, transcript } = await placed(menuOf(names), text);
          expect(got, transcript).toEqual(lines.map(key).sort());
        },
      ),
      { numRuns: 500, seed: 21 },
    );
  }, 120_000);

  it('puts a paid extra said after a dish on its own line, as many as the dish', async () => {
    const EXTRAS: [item: string, said: string[]][] = [
      ['Queso Extra', ['con queso extra', 'con extra queso', 'con extra de queso', 'que lleve queso extra']],
      ['Extra Aguacate', ['con extra aguacate', 'con aguacate extra', 'con doble aguacate']],
      ['Tocino Extra', ['con tocino extra', 'con extra de tocino']],
    ];
    await fc.assert(
      fc.asyncProperty(caseArb, fc.nat(EXTRAS.length - 1), fc.nat(3), async ({ names, picks, quantities }, e, how) => {
        const [extra, ways] = EXTRAS[e]!;
        const menu = [...menuOf(names), { name: extra, category: 'Extras', price: 1500 }];
        const dish = { name: names[picks[0]!]!, quantity: quantities[0]! };
        const text = `${dish.quantity} ${dish.name} ${ways[how % ways.length]}`;
        const { got, transcript } = await placed(menu, text);
        expect(got, transcript).toEqual([key(dish), key({ name: extra, quantity: dish.quantity })].sort());
      }),
      { numRuns: 500, seed: 21 },
    );
  }, 120_000);

  it('reads chico / mediano / grande against the measures a drink is sold in, beside dishes naming sizes', async () => {
    const VOLUMES = ['355 ml', '500 ml', '600 ml', '1 L', '2 L'];
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.constantFrom('Agua de Jamaica', 'Refresco', 'Licuado de Fresa', 'Café de Olla'),
        fc.uniqueArray(fc.nat(VOLUMES.length - 1), { minLength: 2, maxLength: 3 }),
        fc.constantFrom('chico', 'grande', 'mediano'),
        fc.integer({ min: 1, max: 5 }),
        async ({ names }, drink, sizes, size, quantity) => {
          const sold = [...sizes].sort((a, b) => a - b).map((v) => `${drink} ${VOLUMES[v]}`);
          if (size === 'mediano' && sold.length !== 3) return;
          const own = names.filter((n) => !n.startsWith(drink.split(' ')[0]!));
          const menu = menuOf([...own, ...sold]);
          const want = size === 'chico' ? sold[0]! : size === 'grande' ? sold[sold.length - 1]! : sold[1]!;
          const { got, transcript } = await placed(menu, `${quantity} ${normalize(drink)} ${size}`);
          expect(got, transcript).toEqual([key({ name: want, quantity })]);
        },
      ),
      { numRuns: 500, seed: 21 },
    );
  }, 120_000);
});
