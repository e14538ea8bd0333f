import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../core/assistant/text.js';
import { menuOf, richMenuArb } from './testing/menu-arbitraries.js';
import { readMeasures } from './lexicon.js';
import { parseOrderLines } from './order-parser.js';

/*
 * The amounts of brief "parse" (session 7) over generated menus: a weight said with digits or
 * words ("3/4", "3 cuartos", "1 1/2 kg", "2 kilos y medio") is filled by the items of the dish sold
 * by weight; "N litros y medio kilo" is two amounts; a drink sold by the glass and by the jug is the
 * glass unless the jug is said; "para N" picks the package for N people. 300 menus each (RUNS=).
 */
const RUNS = Number(process.env.RUNS ?? 300);

const BY_WEIGHT = ['Cochinita', 'Barbacoa', 'Maciza', 'Lengua', 'Arrachera', 'Chicharrón Prensado'];
const DRINKS = ['Limonada', 'Naranjada', 'Agua de Pepino', 'Tepache', 'Clericot'];

/** The menu's other dishes, which must not change how the amount is read. */
const withMenu = (extra: string[]) =>
  richMenuArb.map((names) => {
    const items = menuOf(names.filter((n) => !extra.some((e) => normalize(e).split(' ')[0] === normalize(n).split(' ')[0])));
    return [...items, ...menuOf(extra).map((i, k) => ({ ...i, price: (k + 20) * 1000 }))].map((i, k) => ({
      ...i,
      id: `m${k}`,
      available: true,
    }));
  });

const grams = (name: string) => {
  const m = /(\d+(?:\/\d+)?)\s*(kg|g)\b/.exec(name);
  if (!m) return 0;
  const n = m[1]!.includes('/') ? Number(m[1]!.split('/')[0]) / Number(m[1]!.split('/')[1]) : Number(m[1]);
  return m[2] === 'kg' ? n * 1000 : n;
};

describe('amounts said against generated menus (fast-check)', () => {
  it('a weight written with digits or words is filled exactly by the dish sold by weight', () => {
    const AMOUNTS: [string, number][] = [
      ['3/4 de', 750],
      ['3 cuartos de', 750],
      ['tres cuartos de', 750],
      ['1 1/2 kg de', 1500],
      ['2 1/2 kilos de', 2500],
      ['kilo y medio de', 1500],
      ['2 kilos y medio de', 2500],
      ['medio kilo de', 500],
    ];
    fc.assert(
      fc.property(
        fc
          .constantFrom(...BY_WEIGHT)
          .chain((head) =>
            fc.tuple(fc.constant(head), withMenu([`${head} 1 kg`, `${head} 1/2 kg`, `${head} 1/4 kg`]), fc.constantFrom(...AMOUNTS)),
          ),
        ([head, menu, [amount, total]]) => {
          const lines = parseOrderLines(`${amount} ${head.toLowerCase()}`, menu);
          expect(lines.every((l) => l.candidates.length === 1 && l.candidates[0]!.name.startsWith(head))).toBe(true);
          expect(lines.reduce((sum, l) => sum + grams(l.candidates[0]!.name) * (l.quantity ?? 1), 0)).toBe(total);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('"N litros y medio kilo de X" is N litres and half a kilo, never N and a half litres', () => {
    fc.assert(
      fc.property(
        fc
          .tuple(fc.constantFrom(...BY_WEIGHT), fc.constantFrom(...DRINKS))
          .chain(([head, drink]) =>
            fc.tuple(fc.constant(head), fc.constant(drink), withMenu([`${head} 1 kg`, `${head} 1/2 kg`, `${drink} 1 L`, `${drink} 2 L`])),
          ),
        ([head, drink, menu]) => {
          const lines = parseOrderLines(`un ${drink.toLowerCase()} de 2 litros y medio kilo de ${head.toLowerCase()}`, menu);
          expect(lines.map((l) => `${l.quantity ?? 1} ${l.candidates.map((c) => c.name).join('/')}`)).toEqual([
            `1 ${drink} 2 L`,
            `1 ${head} 1/2 kg`,
          ]);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('a drink sold by the glass and by the jug is the glass unless the jug is said', () => {
    fc.assert(
      fc.property(
        fc
          .constantFrom(...DRINKS)
          .chain((drink) =>
            fc.tuple(fc.constant(drink), withMenu([`${drink} 500 ml`, `${drink} Jarra 2 L`]), fc.integer({ min: 1, max: 4 })),
          ),
        ([drink, menu, n]) => {
          const glass = parseOrderLines(`${n} ${drink.toLowerCase()}`, menu);
          expect(glass.map((l) => l.candidates.map((c) => c.name))).toEqual([[`${drink} 500 ml`]]);
          const jug = parseOrderLines(`una jarra de ${drink.toLowerCase()}`, menu);
          expect(jug.map((l) => l.candidates.map((c) => c.name))).toEqual([[`${drink} Jarra 2 L`]]);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('"un paquete para N" is the package whose name serves N', () => {
    fc.assert(
      fc.property(
        fc
          .uniqueArray(fc.integer({ min: 2, max: 12 }), { minLength: 2, maxLength: 4 })
          .chain((people) =>
            fc.tuple(
              fc.constant(people),
              withMenu(people.map((p, k) => `Paquete ${['Familiar', 'Fiesta', 'Pareja', 'Amigos'][k]} ${p} personas`)),
            ),
          ),
        ([people, menu]) => {
          for (const [k, p] of people.entries()) {
            const lines = parseOrderLines(`un paquete para ${p} porfa`, menu);
            expect(lines.map((l) => l.candidates.map((c) => c.name))).toEqual([
              [`Paquete ${['Familiar', 'Fiesta', 'Pareja', 'Amigos'][k]} ${p} personas`],
            ]);
          }
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('readMeasures is a pure pass: its input stays as given, and any words end it', () => {
    const WORDS = [
      'medio',
      'media',
      'cuarto',
      'cuartos',
      'tres',
      '3',
      '3/4',
      'de',
      'y',
      'kilo',
      'g500',
      'ml1000',
      'pz12',
      '12',
      '600',
      'seiscientos',
      'lata',
      'grande',
      'chico',
      '.',
      ',',
      '1',
      '2',
    ];
    fc.assert(
      fc.property(
        fc
          .constantFrom(...BY_WEIGHT)
          .chain((head) =>
            fc.tuple(
              withMenu([`${head} 1 kg`, `${head} 1/2 kg`, `${head} 1/4 kg`, 'Refresco 600 ml', 'Empanadas 12 pzas']),
              fc.array(fc.constantFrom(...WORDS, normalize(head).split(' ')[0]!, 'empanadas', 'refresco'), { maxLength: 30 }),
            ),
          ),
        ([menu, tokens]) => {
          const given = [...tokens];
          const read = readMeasures(tokens, menu);
          expect(tokens).toEqual(given);
          expect(read.length).toBeLessThanOrEqual(tokens.length * 8 + 8);
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('a paid extra said with which one ("con extra de champiñones") carries it as its note, on any menu', () => {
    const INGREDIENTS = ['champiñones', 'jalapeños', 'piña', 'aceitunas', 'salchicha'];
    fc.assert(
      fc.property(
        withMenu([`Ingrediente Extra`]).chain((menu) =>
          fc.tuple(
            fc.constant(
              menu.map((i) =>
                i.name === 'Ingrediente Extra'
                  ? { ...i, category: 'Extras', description: 'Champiñones, jalapeños, piña, aceitunas o salchicha' }
                  : i,
              ),
            ),
            fc.nat(),
            fc.constantFrom(...INGREDIENTS),
          ),
        ),
        ([menu, pick, ingredient]) => {
          const dishes = menu.filter((i) => i.name !== 'Ingrediente Extra');
          const dish = dishes[pick % dishes.length]!;
          const lines = parseOrderLines(`un ${dish.name.toLowerCase()} con extra de ${ingredient}`, menu);
          const extra = lines.find((l) => l.candidates.length === 1 && l.candidates[0]!.name === 'Ingrediente Extra');
          expect(extra?.notes, JSON.stringify(lines.map((l) => [l.candidates.map((c) => c.name), l.notes]))).toBe(normalize(ingredient));
        },
      ),
      { numRuns: RUNS },
    );
  });
});
