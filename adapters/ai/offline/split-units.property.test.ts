import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../core/assistant/text.js';
import { openChat } from '../../../eval/harness.js';
import type { EvalItem } from '../../../eval/menus/index.js';
import { caseArb, menuOf, QUANTITY_WORDS } from './testing/menu-arbitraries.js';

/*
 * Counts, units and extras said across the parts of one order, over generated menus (brief "qty"):
 * a unit said once carries to the next count ("2 kilos de A y 3 de B"); one count split over a
 * dish and its sibling ("dos micheladas de litro, una normal y otra de clamato"); a count split by
 * what is said of each unit ("dos caguamas, una bien fría y otra al tiempo"); a header count whose
 * parts say only sizes or measures ("cuatro micheladas: dos chicas y dos de litro"); a paid extra
 * named by two of its words ("con chamoy y tajín extra"). Each order goes through the real Assistant
 * with the offline engine, beside a plain order of the generated menu, and must be taken exactly.
 */
const RUNS = Number(process.env.RUNS ?? 300);

interface Line {
  name: string;
  quantity: number;
  notes?: string;
}
const key = (l: Line) => `${normalize(l.name)} × ${l.quantity}${l.notes ? ` (${normalize(l.notes)})` : ''}`;

async function placed(menu: EvalItem[], text: string): Promise<{ got: string[]; transcript: string }> {
  const chat = await openChat({ menu });
  await chat.send(text);
  await chat.send('Calle Roble 45, Col. Centro');
  await chat.send('sí');
  const orders = await chat.orders.list(chat.restaurant.id);
  const got = (orders[0]?.items ?? []).map((l) => key({ name: l.name, quantity: l.quantity, notes: l.notes ?? undefined })).sort();
  return { got, transcript: `${text}\n${chat.history.map((m) => m.content).join('\n---\n')}` };
}

/** The generated menu's plain order ("2 Torta Chica, 3 Agua 1 L"), said before the part under test. */
function plainPart(names: string[], picks: number[], quantities: number[]): { lines: Line[]; text: string } {
  const lines = picks.slice(0, 2).map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
  return { lines, text: lines.map((l) => `${l.quantity} ${l.name}`).join(', ') };
}

/** Heads the generated menus never use, sold by the kilo or by the litre, whole and half. */
const BY_UNIT = [
  { unit: 'kilos', whole: '1 kg', half: '1/2 kg', heads: ['Cochinita', 'Barbacoa', 'Maciza', 'Lengua', 'Chicharrón Prensado'] },
  { unit: 'litros', whole: '1 L', half: '500 ml', heads: ['Tepache', 'Tejuino', 'Limonada', 'Naranjada', 'Tuba'] },
];
const COUNT = ['un', 'dos', 'tres', 'cuatro'];
const COUNT_OF = ['uno', 'dos', 'tres', 'cuatro'];

/** A drink sold plain by the litre, with a flavour by the litre and small. */
const DRINK_HEADS = ['Michelada', 'Clericot', 'Sangría', 'Limonada'];
const FLAVOURS = ['Clamato', 'Mango', 'Pepino', 'Tamarindo'];
const PLAIN_LITRE = [(h: string) => `${h} de Litro`, (h: string) => `${h} 1 L`];
const plural = (h: string) => `${h}s`;

/** What a customer says of each of two units, words no generated dish has. */
const NOTE_PAIRS = [
  ['bien fría', 'al tiempo'],
  ['bien dorada', 'al tiempo'],
  ['sin hielo', 'al tiempo'],
  ['bien fría', 'sin hielo'],
];
const EXTRA_PAIRS = [
  ['Chamoy', 'Tajín'],
  ['Jalapeño', 'Chipotle'],
  ['Tocino', 'Piña'],
];

/** Dishes of a category a combo's description names ("Dos antojitos a escoger"), heads the generated menus never use. */
const PARTS = ['Sope', 'Tlacoyo', 'Huarache', 'Quesadilla', 'Flauta'];
const COMBOS = ['Paquete Antojero', 'Combo Botanero', 'Paquete Familiar'];
const article = (w: string) => (/a$/.test(w) ? 'una' : 'un');

/** Dishes sold in three sizes, and how a size closing a list of them is said. */
const SIZED = ['Pizza Hawaiana', 'Pizza Mexicana', 'Pizza Suprema', 'Pozole Rojo', 'Pozole Verde'];
const SIZES = [
  { name: 'Chica', plural: 'chicas' },
  { name: 'Mediana', plural: 'medianas' },
  { name: 'Grande', plural: 'grandes' },
];
const CLOSINGS = [(p: string) => `, las dos ${p}`, (p: string) => `, ambas ${p}`, (p: string) => ` ${p}`];

describe('counts, units and extras across an order on generated menus (fast-check)', () => {
  it('"N kilos de A y M de B": the unit said for A is the one of B (A 1 kg × N, B 1 kg × M)', async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.nat(BY_UNIT.length - 1),
        fc.integer({ min: 2, max: 4 }),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        async ({ names, picks, quantities }, kind, n, m, words) => {
          const { unit, whole, half, heads } = BY_UNIT[kind]!;
          const [a, b] = [heads[n % heads.length]!, heads[(n + m) % heads.length]!];
          if (a === b) return;
          const extra = [a, b].flatMap((h) => [`${h} ${whole}`, `${h} ${half}`]);
          const plain = plainPart(names, picks, quantities);
          const part = `${words ? COUNT[n - 1] : n} ${unit} de ${a.toLowerCase()} y ${words ? COUNT_OF[m - 1] : m} de ${b.toLowerCase()}`;
          const { got, transcript } = await placed(menuOf([...names, ...extra]), `${plain.text}, ${part}`);
          const want = [...plain.lines, { name: `${a} ${whole}`, quantity: n }, { name: `${b} ${whole}`, quantity: m }].map(key).sort();
          expect(got, transcript).toEqual(want);
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);

  it('"dos Xs de litro, una normal y otra de F": one of the plain litre and one of its flavour, not three', async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.constantFrom(...DRINK_HEADS),
        fc.constantFrom(...FLAVOURS),
        fc.nat(PLAIN_LITRE.length - 1),
        async ({ names, picks, quantities }, head, flavour, style) => {
          const drinks = [PLAIN_LITRE[style]!(head), `${head} ${flavour} 1 L`, `${head} Chica`];
          const plain = plainPart(names, picks, quantities);
          const part = `dos ${plural(head).toLowerCase()} de litro, una normal y otra de ${flavour.toLowerCase()}`;
          const { got, transcript } = await placed(menuOf([...names, ...drinks]), `${plain.text} y ${part}`);
          const want = [...plain.lines, { name: drinks[0]!, quantity: 1 }, { name: drinks[1]!, quantity: 1 }].map(key).sort();
          expect(got, transcript).toEqual(want);
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);

  it('"cuatro Xs: dos chicas y dos de litro": the parts, by size and by measure alone, are the order', async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.constantFrom(...DRINK_HEADS),
        fc.constantFrom(...FLAVOURS),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        async ({ names, picks, quantities }, head, flavour, small, big) => {
          const drinks = [`${head} Chica`, `${head} de Litro`, `${head} ${flavour} 1 L`];
          const plain = plainPart(names, picks, quantities);
          const total = QUANTITY_WORDS[small + big - 1] ?? String(small + big);
          const part = `${total} ${plural(head).toLowerCase()}: ${small === 1 ? 'una chica' : `${QUANTITY_WORDS[small - 1]} chicas`} y ${QUANTITY_WORDS[big - 1]} de litro`;
          const { got, transcript } = await placed(menuOf([...names, ...drinks]), `${plain.text}, ${part}`);
          const want = [...plain.lines, { name: drinks[0]!, quantity: small }, { name: drinks[1]!, quantity: big }].map(key).sort();
          expect(got, transcript).toEqual(want);
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);

  it('"2 <dish>, una <note> y otra <note>": each unit with its own note, however the second is said', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, fc.constantFrom(...NOTE_PAIRS), async ({ names, picks }, [first, second]) => {
        const dish = names[picks[0]!]!;
        const { got, transcript } = await placed(menuOf(names), `2 ${dish}, una ${first} y otra ${second}`);
        const want = [
          { name: dish, quantity: 1, notes: first },
          { name: dish, quantity: 1, notes: second },
        ]
          .map(key)
          .sort();
        expect(got, transcript).toEqual(want);
      }),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);

  it('"N <dish> con A y B extra" with "Extra A/B" on the menu: one extra per unit, not one per word', async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.constantFrom(...EXTRA_PAIRS),
        fc.integer({ min: 1, max: 4 }),
        fc.boolean(),
        async ({ names, picks }, [a, b], n, slash) => {
          const extra = slash ? `Extra ${a}/${b}` : `Extra ${a} y ${b}`;
          const dish = names[picks[0]!]!;
          const { got, transcript } = await placed(
            menuOf([...names, extra]),
            `${n} ${dish} con ${a!.toLowerCase()} y ${b!.toLowerCase()} extra`,
          );
          const want = [
            { name: dish, quantity: n },
            { name: extra, quantity: n },
          ]
            .map(key)
            .sort();
          expect(got, transcript).toEqual(want);
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);
  it('"<plain order>, un <combo> con un A y un B": what the combo says it includes is its note, never dishes', async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.constantFrom(...COMBOS),
        fc.uniqueArray(fc.constantFrom(...PARTS), { minLength: 2, maxLength: 2 }),
        async ({ names, picks, quantities }, combo, [a, b]) => {
          const extra = [
            ...PARTS.map((p, i) => ({ name: p, category: 'Antojitos', price: 2000 + i * 100 })),
            { name: combo, category: 'Combos', price: 9900, description: 'Dos antojitos a escoger y un agua fresca' },
          ];
          const plain = plainPart(names, picks, quantities);
          const parts = `con ${article(a!)} ${a!.toLowerCase()} y ${article(b!)} ${b!.toLowerCase()}`;
          const { got, transcript } = await placed([...menuOf(names), ...extra], `${plain.text}, un ${combo.toLowerCase()} ${parts}`);
          const want = [...plain.lines, { name: combo, quantity: 1, notes: parts }].map(key).sort();
          expect(got, transcript).toEqual(want);
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);
  it('"<plain order>, N y M de A y B": N of A and M of B', async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.uniqueArray(fc.constantFrom(...PARTS), { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        async ({ names, picks, quantities }, [a, b], n, m, words) => {
          const extra = PARTS.map((p, i) => ({ name: p, category: 'Antojitos', price: 2000 + i * 100 }));
          const plain = plainPart(names, picks, quantities);
          const count = (k: number) => (words ? (QUANTITY_WORDS[k - 1] === 'una' ? 'uno' : QUANTITY_WORDS[k - 1]!) : String(k));
          const part = `${count(n)} y ${count(m)} de ${plural(a!).toLowerCase()} y ${plural(b!).toLowerCase()}`;
          const { got, transcript } = await placed([...menuOf(names), ...extra], `${plain.text}, ${part}`);
          const want = [...plain.lines, { name: a!, quantity: n }, { name: b!, quantity: m }].map(key).sort();
          expect(got, transcript).toEqual(want);
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);
  it('"una A y una B, las dos grandes" / "… B grandes": the size closing the list is each dish\'s', async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.uniqueArray(fc.constantFrom(...SIZED), { minLength: 2, maxLength: 2 }),
        fc.nat(SIZES.length - 1),
        fc.nat(CLOSINGS.length - 1),
        async ({ names, picks, quantities }, [a, b], size, closing) => {
          const sized = [a!, b!].flatMap((h) => SIZES.map((z) => `${h} ${z.name}`));
          const plain = plainPart(names, picks, quantities);
          const part = `una ${a!.toLowerCase()} y una ${b!.toLowerCase()}${CLOSINGS[closing]!(SIZES[size]!.plural)}`;
          const { got, transcript } = await placed(
            [...menuOf(names), ...sized.map((n, i) => ({ name: n, category: 'Platos', price: 9000 + i * 100 }))],
            `${plain.text} y ${part}`,
          );
          const z = SIZES[size]!.name;
          const want = [...plain.lines, { name: `${a} ${z}`, quantity: 1 }, { name: `${b} ${z}`, quantity: 1 }].map(key).sort();
          expect(got, transcript).toEqual(want);
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);
  it('"<dish> xN sin cebolla con extra A" and "…, todas con extra A": one extra per unit, the note on the dish', async () => {
    await fc.assert(
      fc.asyncProperty(
        caseArb,
        fc.constantFrom(...EXTRA_PAIRS),
        fc.integer({ min: 2, max: 4 }),
        fc.boolean(),
        async ({ names, picks }, [a], n, all) => {
          const extra = `Extra ${a}`;
          const dishes = picks.slice(0, 2).map((p) => names[p]!);
          const text = all
            ? `${dishes.map((d) => `${n} ${d}`).join(' y ')}, todas con extra ${a!.toLowerCase()}`
            : `${dishes[0]} x${n} sin cebolla con extra ${a!.toLowerCase()}`;
          const { got, transcript } = await placed(menuOf([...names, extra]), text);
          const lines = all
            ? [...dishes.map((d) => ({ name: d, quantity: n })), { name: extra, quantity: n * dishes.length }]
            : [
                { name: dishes[0]!, quantity: n, notes: 'sin cebolla' },
                { name: extra, quantity: n },
              ];
          expect(got, transcript).toEqual(lines.map(key).sort());
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 240_000);
});
