import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../core/assistant/text.js';
import { openChat } from '../../../eval/harness.js';
import type { EvalItem } from '../../../eval/menus/index.js';
import { caseArb as plainCaseArb, menuOf, richCaseArb, said } from './testing/menu-arbitraries.js';

/*
 * Quantities, packs, halves and spellings as customers say them, over generated menus (names with
 * counts, volumes, weights and sizes): "N y medio" of a dish sold whole and half, "kilo y medio",
 * "media docena", "docena y media", "un par de", a count of pieces sold in packs, and names written
 * the way they sound (k / qu / c, s / z / c, ll / y, a silent h, v / b, no accents). Each order goes
 * through the real Assistant with the offline engine and must be taken exactly. 1,000 menus each.
 */
const caseArb = fc.oneof(plainCaseArb, richCaseArb);
const RUNS = Number(process.env.RUNS ?? 1000);

interface Line {
  name: string;
  quantity: number;
}
const key = (l: Line) => `${normalize(l.name)} × ${l.quantity}`;

async function placed(menu: EvalItem[], text: string): Promise<{ got: string[]; transcript: string }> {
  const chat = await openChat({ menu });
  await chat.send(text);
  await chat.send('Calle Roble 45, Col. Centro');
  await chat.send('sí');
  const orders = await chat.orders.list(chat.restaurant.id);
  const got = (orders[0]?.items ?? []).map((l) => key({ name: l.name, quantity: l.quantity })).sort();
  return { got, transcript: `${text}\n${chat.history.map((m) => m.content).join('\n---\n')}` };
}

/** Dishes sold whole and as a half, of heads the generated menus never use. */
const WHOLE_HEADS = ['Conejo', 'Pescado Zarandeado', 'Cabrito', 'Lechón', 'Chamorro', 'Pato'];
const BY_KILO_HEADS = ['Cochinita', 'Barbacoa', 'Maciza', 'Camarón para Pelar', 'Lengua'];
/** How an owner names the whole one and the half one. */
const PAIRS: ((h: string) => [whole: string, half: string])[] = [
  (h) => [`${h} Entero`, `Medio ${h}`],
  (h) => [`${h} Completo`, `${h} Medio`],
];
const KILO_PAIRS: ((h: string) => [whole: string, half: string])[] = [
  (h) => [`${h} 1 kg`, `${h} 1/2 kg`],
  (h) => [`${h} por Kilo`, `${h} Medio Kilo`],
  (h) => [`${h} x kg`, `${h} 1/2 kg`],
  (h) => [`${h} el Kilo`, `${h} 500 g`],
];
const NUMBER = ['un', 'dos', 'tres', 'cuatro'];
const said1 = (n: number, words: boolean) => (words ? NUMBER[n - 1]! : String(n));
const plural = (h: string) => (h.includes(' ') ? h : /[aeiou]$/.test(h) ? `${h}s` : `${h}es`);

describe('quantities, packs and spellings on generated menus (fast-check)', () => {
  it('"N y medio" of a dish sold whole and half is N whole and one half, beside a plain order', async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.constantFrom(...WHOLE_HEADS),
        fc.nat(PAIRS.length - 1),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        async ({ names, picks, quantities }, head, pair, n, words) => {
          const [whole, half] = PAIRS[pair]!(head);
          const h = normalize(n > 1 ? plural(head) : head);
          const lines = picks.slice(0, 2).map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
          const text = said([`${said1(n, words)} ${h} y medio`, ...lines.map((l) => `${l.quantity} ${l.name}`)]);
          const { got, transcript } = await placed(menuOf([...names, whole, half]), text);
          expect(got, transcript).toEqual([...lines, { name: whole, quantity: n }, { name: half, quantity: 1 }].map(key).sort());
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);

  it('kilos and halves of a dish sold by the kilo: "kilo y medio", "2 kilos y medio", "N y medio de", "N kilos", "medio kilo"', async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.constantFrom(...BY_KILO_HEADS),
        fc.nat(KILO_PAIRS.length - 1),
        fc.integer({ min: 0, max: 3 }),
        fc.nat(3),
        async ({ names, picks, quantities }, head, pair, n, style) => {
          const [whole, half] = KILO_PAIRS[pair]!(head);
          const h = normalize(head);
          const halves = style !== 2 || n === 0 ? 1 : 0;
          const phrase =
            n === 0
              ? `medio kilo de ${h}`
              : style === 0
                ? `${n === 1 ? 'kilo' : `${n} kilos`} y medio de ${h}`
                : style === 1
                  ? `${n} y medio de ${h}`
                  : style === 2
                    ? `${n} ${n === 1 ? 'kilo' : 'kilos'} de ${h}`
                    : `${said1(n, true)} ${n === 1 ? 'kilo' : 'kilos'} y medio de ${h}`;
          const lines = picks.slice(0, 2).map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
          const text = said([phrase, ...lines.map((l) => `${l.quantity} ${l.name}`)]);
          const want = [...lines, ...(n ? [{ name: whole, quantity: n }] : []), ...(halves ? [{ name: half, quantity: 1 }] : [])];
          const { got, transcript } = await placed(menuOf([...names, whole, half]), text);
          expect(got, transcript).toEqual(want.map(key).sort());
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);

  it('"media docena", "una docena", "docena y media", "un par de" and counts of pieces against the packs a dish is sold in', async () => {
    const PACK_HEADS = ['Buñuelos', 'Churros', 'Molotes', 'Garnachas', 'Panuchos', 'Salbutes'];
    const SAYINGS: [said: string, pieces: number][] = [
      ['media docena de', 6],
      ['una docena de', 12],
      ['docena y media de', 18],
      ['un par de', 2],
      ['2 docenas de', 24],
      ['20', 20],
      ['12', 12],
      ['30', 30],
    ];
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.constantFrom(...PACK_HEADS),
        fc.constantFrom(2, 3, 6, 10, 12),
        fc.nat(SAYINGS.length - 1),
        async ({ names, picks, quantities }, head, pack, s) => {
          const [saying, pieces] = SAYINGS[s]!;
          if (pieces % pack !== 0 || pieces / pack > 20) return;
          const packName = pack === 12 && s % 2 ? `${head} Docena` : `${head} ${pack} pzas`;
          const lines = picks.slice(0, 2).map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
          const text = said([`${saying} ${normalize(head)}`, ...lines.map((l) => `${l.quantity} ${l.name}`)]);
          const { got, transcript } = await placed(menuOf([...names, packName]), text);
          expect(got, transcript).toEqual([...lines, { name: packName, quantity: pieces / pack }].map(key).sort());
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);

  it('a count of pieces no one pack holds is the fewest packs of two sizes that do ("18" with 12 and 6 → one of each)', async () => {
    const PACK_HEADS = ['Buñuelos', 'Churros', 'Molotes', 'Garnachas', 'Panuchos', 'Salbutes'];
    const SIZES: [big: number, small: number][] = [
      [12, 6],
      [20, 10],
      [6, 4],
      [10, 6],
    ];
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.constantFrom(...PACK_HEADS),
        fc.constantFrom(...SIZES),
        fc.integer({ min: 1, max: 2 }),
        async ({ names, picks, quantities }, head, [big, small], k) => {
          const pieces = k * big + small;
          if (pieces % big === 0) return;
          const lines = picks.slice(0, 2).map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
          const text = said([`${pieces} ${normalize(head)}`, ...lines.map((l) => `${l.quantity} ${l.name}`)]);
          const packs = [`${head} ${big} pzas`, `${head} ${small} pzas`];
          const { got, transcript } = await placed(menuOf([...names, ...packs]), text);
          const expected = [...lines, { name: packs[0]!, quantity: k }, { name: packs[1]!, quantity: 1 }];
          expect(got, transcript).toEqual(expected.map(key).sort());
        },
      ),
      { numRuns: Math.min(RUNS, 300), seed: 21 },
    );
  }, 240_000);

  it('takes names written the way they sound (k / qu / c, s / z / c, ll / y, silent h, v / b) and without accents', async () => {
    /** One sound-alike spelling in one word of the name (every word tried in turn from `at`). */
    const SOUNDS: [RegExp, string][] = [
      [/qu(?=[ei])/, 'k'],
      [/c(?=[aou])/, 'k'],
      [/ll/, 'y'],
      [/z/, 's'],
      [/c(?=[ei])/, 's'],
      [/^h/, ''],
      [/v/, 'b'],
      [/s(?=[aeiou])/, 'z'],
      [/rr/, 'r'],
    ];
    const soundAlike = (name: string, at: number, kind: number): string => {
      const words = name
        .normalize('NFD')
        .replace(/[\u0300-\u036f]/g, '')
        .toLowerCase()
        .split(' ');
      for (let k = 0; k < words.length; k++) {
        const w = words[(at + k) % words.length]!;
        if (w.length < 4 || !/^[a-z]+$/.test(w) || /^(pzas|orden)$/.test(w)) continue;
        for (let j = 0; j < SOUNDS.length; j++) {
          const [re, to] = SOUNDS[(kind + j) % SOUNDS.length]!;
          if (re.test(w)) {
            words[(at + k) % words.length] = w.replace(re, to);
            return words.join(' ');
          }
        }
      }
      return words.join(' ');
    };
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.array(fc.nat(5), { minLength: 4, maxLength: 4 }),
        fc.array(fc.nat(SOUNDS.length - 1), { minLength: 4, maxLength: 4 }),
        async ({ names, picks, quantities }, at, kinds) => {
          const lines = picks.map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
          const text = said(lines.map((l, i) => `${l.quantity} ${soundAlike(l.name, at[i]!, kinds[i]!)}`));
          const { got, transcript } = await placed(menuOf(names), text);
          expect(got, transcript).toEqual(lines.map(key).sort());
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);
});
