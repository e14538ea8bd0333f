import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../core/assistant/text.js';
import type { EvalItem } from '../../../eval/menus/index.js';
import { playChat } from './testing/play.js';
import {
  CHATTER,
  CLOSINGS,
  type Dish,
  dishSaid,
  EXTRA_WAYS,
  type ExtrasMenu,
  extrasMenuArb,
  FREE_NOTES,
  SIDES,
} from './testing/extras-arbitraries.js';

/*
 * What goes with a dish, and orders spread over WhatsApp bubbles, on generated menus of several
 * categories (brief "extras", session 8): paid extras said in six ways, one extra line per unit
 * it goes on; a dish with an extra and another item after it (every item kept); a combo's drink of
 * choice as its note, and a side in the next bubble as an item of its own; free notes on the right
 * dish of several; one bubble per item with chatter, a correction, "es todo" and an address in
 * bubbles. Each chat is played through the real Assistant with the offline engine; every generated
 * case is run and the failures are listed together (how many, of which kind), so one run shows the
 * whole failure figure, not only the first counterexample.
 */
const RUNS = Number(process.env.RUNS ?? 1000);
const ADDRESS = ['Calle Roble 45, Col. Centro'];

interface Line {
  name: string;
  quantity: number;
  notes?: string;
}
const key = (l: Line) => `${l.quantity} ${l.name}${l.notes ? ` (${normalize(l.notes)})` : ''}`;

/** Lines of the same dish and note are one line, as core keeps them. */
function merged(lines: Line[]): string[] {
  const by = new Map<string, Line>();
  for (const l of lines) {
    const k = `${l.name}|${normalize(l.notes ?? '')}`;
    const had = by.get(k);
    by.set(k, had ? { ...had, quantity: had.quantity + l.quantity } : { ...l });
  }
  return [...by.values()].map(key).sort();
}

interface Case {
  turns: string[];
  want: Line[];
  kind: string;
}

/**
 * Plays every case and returns the failing ones with what the order was, so the property's
 * message lists the failure figure and one example of each kind.
 */
async function survey<T>(arb: fc.Arbitrary<T>, build: (c: T) => Case & { menu: EvalItem[] }, seed: number): Promise<string[]> {
  const cases = fc.sample(arb, { numRuns: RUNS, seed });
  const failures = new Map<string, string[]>();
  for (const c of cases) {
    const { menu, turns, want, kind } = build(c);
    const played = await playChat(menu, [...turns, ...ADDRESS, 'sí']);
    const wanted = merged(want);
    if (JSON.stringify(played.lines) === JSON.stringify(wanted)) continue;
    const list = failures.get(kind) ?? [];
    list.push(`${turns.join(' ⏎ ')}\n      want ${wanted.join('; ')}\n      got  ${played.lines.join('; ')}`);
    failures.set(kind, list);
  }
  const out: string[] = [];
  for (const [kind, list] of failures)
    out.push(`${kind}: ${list.length}/${RUNS}\n    ${list.slice(0, Number(process.env.SHOW ?? 3)).join('\n    ')}`);
  return out;
}

const pick = <T>(xs: readonly T[], i: number): T => xs[i % xs.length]!;
/** "el" / "la" / "los" / "las" for a dish said again. */
const articleOf = (d: Dish, n: number) => (d.article === 'un' ? (n === 1 ? 'el' : 'los') : n === 1 ? 'la' : 'las');
/** How a customer names a dish again among the ones ordered: "el de bistec", "la hawaiana". */
const again = (d: Dish, n: number) => `${articleOf(d, n)} ${n === 1 ? d.shortOne : d.shortMany}`;

const choices = fc.record({
  i: fc.nat(1000),
  j: fc.nat(1000),
  k: fc.nat(1000),
  n: fc.integer({ min: 1, max: 3 }),
  m: fc.integer({ min: 1, max: 3 }),
  form: fc.constantFrom<'full' | 'short' | 'words'>('full', 'short', 'words'),
  flag: fc.boolean(),
  flag2: fc.boolean(),
});
const withMenu = fc.tuple(extrasMenuArb, choices);
type Choices = [
  ExtrasMenu,
  { i: number; j: number; k: number; n: number; m: number; form: 'full' | 'short' | 'words'; flag: boolean; flag2: boolean },
];

describe('extras, combos, notes and bursts on generated menus (fast-check)', () => {
  it('a paid extra said of a dish is its own line, one per unit ("2 hamburguesas con extra queso")', async () => {
    const failed = await survey(
      withMenu,
      ([m, c]: Choices) => {
        const d = pick(m.dishes, c.i);
        const e = pick(m.extras, c.j);
        const way = pick(EXTRA_WAYS, c.k);
        const text = `${c.flag ? 'quiero ' : ''}${dishSaid(d, c.n, c.form, m.dishes)}${way(e.said, c.n)}`;
        return {
          menu: m.menu,
          turns: [text],
          want: [
            { name: d.name, quantity: c.n },
            { name: e.name, quantity: c.n },
          ],
          kind: `extra way ${c.k % EXTRA_WAYS.length}`,
        };
      },
      801,
    );
    expect(failed, failed.join('\n')).toEqual([]);
  }, 300_000);

  it('every item is kept after a dish with an extra ("una hawaiana con queso extra y unos aros")', async () => {
    const failed = await survey(
      withMenu,
      ([m, c]: Choices) => {
        const d = pick(m.dishes, c.i);
        const e = pick(m.extras, c.j);
        const side = c.flag ? SIDES.rings : c.flag2 ? SIDES.small : SIDES.big;
        const drink = pick(m.drinks, c.k);
        const last = c.k % 3 === 0 ? `${c.m === 1 ? 'una' : c.m} ${drink.said}` : `${side.article} ${side.one}`;
        const lastLine = c.k % 3 === 0 ? { name: drink.name, quantity: c.m } : { name: side.name, quantity: 1 };
        const text = `${dishSaid(d, c.n, c.form, m.dishes)} con ${c.flag2 ? `${e.said} extra` : `extra ${e.said}`} y ${last}`;
        return {
          menu: m.menu,
          turns: [text],
          want: [{ name: d.name, quantity: c.n }, { name: e.name, quantity: c.n }, lastLine],
          kind: c.k % 3 === 0 ? 'extra then a drink' : 'extra then a side',
        };
      },
      802,
    );
    expect(failed, failed.join('\n')).toEqual([]);
  }, 300_000);

  it("a combo's drink of choice is its note; a side in the next bubble is an item ('un combo 1 con fanta ⏎ y unas papas chicas')", async () => {
    const failed = await survey(
      withMenu,
      ([m, c]: Choices) => {
        const combo = pick(m.combos, c.i);
        const drink = pick(combo.drinks, c.j);
        const lead = pick(['', 'quiero ', 'me das ', 'me mandas '], c.k);
        const first = `${lead}${c.n === 1 ? (c.flag2 ? 'el' : 'un') : c.n} ${c.n === 1 ? combo.said : combo.said.replace(/^(combo|paquete)/, '$1s')} con ${drink}`;
        const side = c.flag ? SIDES.small : SIDES.rings;
        const turns =
          c.m === 1 ? [first] : c.m === 2 ? [`${first}\ny ${side.article} ${side.one}`] : [`${first} y aparte ${side.article} ${side.one}`];
        const want: Line[] = [{ name: combo.name, quantity: c.n, notes: `con ${drink}` }];
        if (c.m > 1) want.push({ name: side.name, quantity: 1 });
        return {
          menu: m.menu,
          turns,
          want,
          kind: c.m === 1 ? 'combo with drink' : c.m === 2 ? 'combo with drink, side next bubble' : 'combo with drink y aparte side',
        };
      },
      803,
    );
    expect(failed, failed.join('\n')).toEqual([]);
  }, 300_000);

  it('a free note goes on the dish it is said of, of several ("2 de pastor y 1 de bistec, el de bistec sin cebolla")', async () => {
    const failed = await survey(
      withMenu.filter(([m]) => m.dishes.length >= 2),
      ([m, c]: Choices) => {
        const a = pick(m.dishes, c.i);
        const b = pick(
          m.dishes.filter((d) => d !== a),
          c.j,
        );
        const note = pick(FREE_NOTES, c.k);
        const courtesy = c.flag2 ? ' porfa' : '';
        const order = `${dishSaid(a, c.n, c.form, m.dishes)} y ${dishSaid(b, c.m, c.form, m.dishes)}`;
        const shape = c.k % 3;
        // After a dish's name a note opens with "con" ("la ahogada con la salsa aparte"); alone in a bubble it need not.
        const said = shape === 1 ? note : note.replace(/^la /, 'con la ');
        const turns =
          shape === 0
            ? [`${order}, ${again(b, c.m)} ${said}${courtesy}`]
            : shape === 1
              ? [c.flag ? `${order}\n${note}${courtesy}` : order, ...(c.flag ? [] : [`${note}${courtesy}`])]
              : [`${dishSaid(a, c.n, c.form, m.dishes)} ${said}${courtesy} y ${dishSaid(b, c.m, c.form, m.dishes)}`];
        const noted = shape === 2 ? a : b;
        const want: Line[] = [a, b].map((d) => ({ name: d.name, quantity: d === a ? c.n : c.m, ...(d === noted ? { notes: said } : {}) }));
        return {
          menu: m.menu,
          turns,
          want,
          kind:
            shape === 0
              ? 'note on the dish named again'
              : shape === 1
                ? c.flag
                  ? 'note next bubble'
                  : 'note next message'
                : 'note right after the first dish',
        };
      },
      804,
    );
    expect(failed, failed.join('\n')).toEqual([]);
  }, 300_000);

  it('one bubble per item, chatter in between, a correction bubble, "es todo" and the address in bubbles', async () => {
    const failed = await survey(
      withMenu,
      ([m, c]: Choices) => {
        const a = pick(m.dishes, c.i);
        const drink = pick(m.drinks, c.j);
        const bubbles: string[] = [];
        if (c.flag) bubbles.push(pick(CHATTER, c.k));
        bubbles.push(dishSaid(a, c.n, c.form, m.dishes));
        if (c.k % 4 === 1) bubbles.push('porfa');
        bubbles.push(`${c.flag2 ? 'y ' : ''}${c.m === 1 ? 'una' : c.m} ${drink.said}`);
        const want: Line[] = [
          { name: a.name, quantity: c.n },
          { name: drink.name, quantity: c.m },
        ];
        const shape = c.k % 3;
        if (shape === 0) {
          bubbles.push('y unas papas chicas', pick(['no, mejor grandes', 'mejor grandes', 'no mejor unas grandes'], c.i));
          want.push({ name: SIDES.big.name, quantity: 1 });
        } else if (shape === 1) {
          const fixed = (c.m % 3) + 1 === c.m ? 4 : (c.m % 3) + 1;
          bubbles.push(pick(['mejor que sean', 'no, mejor', 'perdón, eran'], c.j).concat(` ${fixed}`));
          want[1] = { name: drink.name, quantity: fixed };
        }
        bubbles.push(pick(CLOSINGS, c.k));
        return {
          menu: m.menu,
          turns: [bubbles.join('\n')],
          want,
          kind: shape === 0 ? 'burst, size correction' : shape === 1 ? 'burst, count correction' : 'burst, plain',
        };
      },
      805,
    );
    expect(failed, failed.join('\n')).toEqual([]);
  }, 300_000);
  it('more ways with extras: two extras, "agrégale aguacate", one unit of several, the extra in the next bubble or message', async () => {
    const failed = await survey(
      withMenu,
      ([m, c]: Choices) => {
        const d = pick(m.dishes, c.i);
        const e = pick(m.extras, c.j);
        const f = m.extras.find((x) => x !== e);
        const n = c.n + 1;
        const shape = c.k % 6;
        const dishText = dishSaid(d, n, c.form, m.dishes);
        const want: Line[] = [{ name: d.name, quantity: n }];
        let turns: string[];
        let kind: string;
        if (shape === 0 && f) {
          turns = [`${dishText} con extra ${e.said} y extra ${f.said}`];
          want.push({ name: e.name, quantity: n }, { name: f.name, quantity: n });
          kind = 'two extras';
        } else if (shape === 1 && !normalize(d.name).includes(normalize(e.said))) {
          // "un taco de chorizo, agrégale chorizo" is left out: with no "extra", it reads as more of the dish.
          turns = [`${dishSaid(d, 1, c.form, m.dishes)}, ${c.flag ? 'agrégale' : 'ponle'} ${e.said}`];
          want[0]!.quantity = 1;
          want.push({ name: e.name, quantity: 1 });
          kind = '"agrégale X" with no "extra"';
        } else if (shape === 2) {
          turns = [`${dishText}, ${d.article === 'un' ? 'uno' : 'una'} con extra ${e.said}`];
          want.push({ name: e.name, quantity: 1 });
          kind = 'the extra on one unit of several';
        } else if (shape === 3) {
          turns = [`${dishText}\ncon ${e.said} extra${c.flag2 ? ' porfa' : ''}`];
          want.push({ name: e.name, quantity: n });
          kind = 'the extra in the next bubble';
        } else if (shape === 4) {
          turns = [dishText, `${c.flag ? 'y ' : ''}${c.flag2 ? 'agrégales' : 'con'} ${e.said} extra`];
          want.push({ name: e.name, quantity: n });
          kind = 'the extra in the next message';
        } else {
          const drink = pick(m.drinks, c.k);
          turns = [`${c.m === 1 ? 'una' : c.m} ${drink.said} y ${dishText} con ${e.said} extra`];
          want.push({ name: drink.name, quantity: c.m }, { name: e.name, quantity: n });
          kind = 'a drink, then a dish with an extra';
        }
        return { menu: m.menu, turns, want, kind };
      },
      806,
    );
    expect(failed, failed.join('\n')).toEqual([]);
  }, 300_000);

  it('more ways with combos: units split by drink, the drink said as "agua de …" or "refresco de …", the drink later, a drink aparte', async () => {
    const failed = await survey(
      withMenu,
      ([m, c]: Choices) => {
        const combo = pick(m.combos, c.i);
        const drink = pick(combo.drinks, c.j);
        const other = pick(
          combo.drinks.filter((x) => x !== drink),
          c.k,
        );
        const shape = c.k % 7;
        const plural = combo.said.replace(/^(combo|paquete)/, '$1s');
        const sold = m.drinks.find((x) => x.said === other)!;
        const asDrink = (w: string) => (['jamaica', 'horchata'].includes(w) ? `agua de ${w}` : c.flag ? `refresco de ${w}` : w);
        if (shape === 0)
          return {
            menu: m.menu,
            turns: [`2 ${plural}, uno con ${drink} y otro con ${other}`],
            want: [
              { name: combo.name, quantity: 1, notes: `con ${drink}` },
              { name: combo.name, quantity: 1, notes: `con ${other}` },
            ],
            kind: 'two combos, one drink each',
          };
        if (shape === 1)
          return {
            menu: m.menu,
            turns: [`un ${combo.said} con ${asDrink(drink)}`],
            want: [{ name: combo.name, quantity: 1, notes: `con ${asDrink(drink)}` }],
            kind: 'the drink said with its kind',
          };
        if (shape === 2)
          return {
            menu: m.menu,
            turns: [`${c.flag2 ? 'me das ' : ''}un ${combo.said}`, `con ${drink}${c.flag ? ' porfa' : ''}`],
            want: [{ name: combo.name, quantity: 1, notes: `con ${drink}` }],
            kind: 'the drink in the next message',
          };
        if (shape === 3)
          return {
            menu: m.menu,
            turns: [`un ${combo.said} con ${drink} y ${c.m === 1 ? 'una' : c.m} ${other} aparte`],
            want: [
              { name: combo.name, quantity: 1, notes: `con ${drink}` },
              { name: sold.name, quantity: c.m },
            ],
            kind: 'a drink aparte',
          };
        if (shape === 5)
          return {
            menu: m.menu,
            turns: [`${c.flag2 ? 'dos' : '2'} ${plural}`, `${c.flag ? 'los dos ' : ''}con ${drink}`],
            want: [{ name: combo.name, quantity: 2, notes: `con ${drink}` }],
            kind: 'two combos, the drink of both in the next message',
          };
        if (shape === 6)
          return {
            menu: m.menu,
            turns: [`2 ${plural}\nuno con ${drink} y otro con ${other}`],
            want: [
              { name: combo.name, quantity: 1, notes: `con ${drink}` },
              { name: combo.name, quantity: 1, notes: `con ${other}` },
            ],
            kind: 'two combos, one drink each in the next bubble',
          };
        return {
          menu: m.menu,
          turns: [`un ${combo.said} con ${drink}\n${c.m === 1 ? 'una' : c.m} ${other}`],
          want: [
            { name: combo.name, quantity: 1, notes: `con ${drink}` },
            { name: sold.name, quantity: c.m },
          ],
          kind: 'a counted drink in the next bubble',
        };
      },
      807,
    );
    expect(failed, failed.join('\n')).toEqual([]);
  }, 300_000);

  it('more bursts: a sibling correction, an extra bubble, chatter, "es todo" and the address split in the same burst', async () => {
    const failed = await survey(
      withMenu.filter(([m]) => m.dishes.length >= 2),
      ([m, c]: Choices) => {
        const a = pick(m.dishes, c.i);
        const sibling = m.dishes.find((d) => d !== a && d.one.split(' ')[0] === a.one.split(' ')[0]);
        const e = pick(m.extras, c.j);
        const bubbles: string[] = [pick(CHATTER, c.k)];
        bubbles.push(dishSaid(a, c.n, 'full', m.dishes));
        const want: Line[] = [];
        const shape = c.k % 3;
        let dish = a;
        if (shape === 0 && sibling) {
          bubbles.push(`no, mejor ${c.n === 1 ? sibling.shortOne : sibling.shortMany}`);
          dish = sibling;
        }
        want.push({ name: dish.name, quantity: c.n });
        if (shape === 1) {
          bubbles.push(`con extra ${e.said}`);
          want.push({ name: e.name, quantity: c.n });
        }
        if (shape === 2) {
          bubbles.push('porfa', `y ${SIDES.rings.article} ${SIDES.rings.one}`);
          want.push({ name: SIDES.rings.name, quantity: 1 });
        }
        bubbles.push(pick(CLOSINGS, c.j), 'Calle Pino 12', 'col. Centro');
        return {
          menu: m.menu,
          turns: [bubbles.join('\n')],
          want,
          kind:
            shape === 0
              ? sibling
                ? 'burst, sibling correction'
                : 'burst, plain'
              : shape === 1
                ? 'burst, extra bubble'
                : 'burst, porfa then a side',
        };
      },
      808,
    );
    expect(failed, failed.join('\n')).toEqual([]);
  }, 300_000);
  it('extras mixed with notes, counts and combos ("2 clásicas, una con extra queso y otra sin cebolla", "un combo 1 con coca y extra queso")', async () => {
    const failed = await survey(
      withMenu,
      ([m, c]: Choices) => {
        const d = pick(m.dishes, c.i);
        const e = pick(m.extras, c.j);
        const note = pick(
          FREE_NOTES.filter((x) => !x.startsWith('la ')),
          c.k,
        );
        const one = d.article === 'un' ? 'uno' : 'una';
        const other = d.article === 'un' ? 'otro' : 'otra';
        const shape = c.k % 4;
        if (shape === 0)
          return {
            menu: m.menu,
            turns: [`${dishSaid(d, 2, c.form, m.dishes)}, ${one} con extra ${e.said} y ${other} ${note}`],
            want: [
              { name: d.name, quantity: 1 },
              { name: d.name, quantity: 1, notes: note },
              { name: e.name, quantity: 1 },
            ],
            kind: 'two units: one with an extra, the other with a note',
          };
        if (shape === 1)
          return {
            menu: m.menu,
            turns: [`${dishSaid(d, c.n, c.form, m.dishes)} ${note} con ${e.said} extra`],
            want: [
              { name: d.name, quantity: c.n, notes: note },
              { name: e.name, quantity: c.n },
            ],
            kind: 'a note, then an extra',
          };
        if (shape === 2) {
          const combo = pick(m.combos, c.i);
          const drink = pick(combo.drinks, c.j);
          return {
            menu: m.menu,
            turns: [`un ${combo.said} con ${drink} y extra ${e.said}`],
            want: [
              { name: combo.name, quantity: 1, notes: `con ${drink}` },
              { name: e.name, quantity: 1 },
            ],
            kind: "a combo's drink, then an extra",
          };
        }
        return {
          menu: m.menu,
          turns: [`${dishSaid(d, c.n, c.form, m.dishes)} con ${c.m === 1 ? 'un' : c.m} extra ${e.said}`],
          want: [
            { name: d.name, quantity: c.n },
            { name: e.name, quantity: c.m },
          ],
          kind: 'the extras counted ("con 2 extra queso")',
        };
      },
      809,
    );
    expect(failed, failed.join('\n')).toEqual([]);
  }, 300_000);
});
