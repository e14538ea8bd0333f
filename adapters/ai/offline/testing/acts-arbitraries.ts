import fc from 'fast-check';
import type { EvalItem } from '../../../../eval/menus/index.js';

/*
 * Generated menus for the dialogue-act properties: dish names made of a head word, a qualifier
 * and sometimes a measure, as owners type them, and notes that name nothing on any of them.
 */
export const HEADS = ['Torta', 'Taco', 'Empanadas', 'Gordita', 'Burrito', 'Tamal', 'Sope', 'Quesadilla', 'Hamburguesa', 'Pozole'];
export const QUALIFIERS = ['de Res', 'de Pollo', 'Especial', 'Ahogada', 'Cubana', 'Verde', 'Roja', 'al Pastor', 'Hawaiana', 'de Frijol'];
const MEASURES = ['3 pzas', '6 pzas', '500 ml', '1 L', '250 g', '1 kg'];
/** What a customer asks of a dish; none of these words is on a generated menu. */
export const NOTES = ['sin cebolla', 'bien dorado', 'sin chile', 'con la salsa aparte', 'poco picoso', 'sin crema'];

const dishName = fc
  .record({
    head: fc.constantFrom(...HEADS),
    qualifier: fc.constantFrom(...QUALIFIERS),
    measure: fc.option(fc.constantFrom(...MEASURES), { nil: null }),
  })
  .map(({ head, qualifier, measure }) => [head, qualifier, measure].filter(Boolean).join(' '));

/** A priced menu of 2–6 dishes with distinct heads-and-qualifiers. */
export const menuArb = fc
  .uniqueArray(dishName, { minLength: 2, maxLength: 6, selector: (n) => n.split(' ').slice(0, -1).join(' ') })
  .map((names): EvalItem[] => names.map((name, i) => ({ name, category: 'Menú', price: (i + 2) * 1000 })));

/**
 * A menu where two dishes share their head word and differ only by their qualifier ("Torta de
 * Res" / "Torta Cubana"), plus other dishes: the first two are what "una torta" may mean.
 */
export const sharedHeadArb = fc
  .record({
    head: fc.constantFrom(...HEADS),
    qualifiers: fc.uniqueArray(fc.constantFrom(...QUALIFIERS), { minLength: 2, maxLength: 2 }),
    others: menuArb,
  })
  .map(({ head, qualifiers, others }) => {
    const pair = qualifiers.map((q) => `${head} ${q}`);
    const rest = others.filter((i) => !i.name.startsWith(`${head} `));
    return { pair, menu: [...pair.map((name, i): EvalItem => ({ name, category: 'Menú', price: (i + 1) * 1500 })), ...rest] };
  });

const STREETS = ['Calle 5 de Mayo', 'Av. Juárez', 'Privada Las Flores', 'Calle 14 Sur', 'Blvd. Colosio', 'Cerrada Pino', 'Calle Hidalgo'];
/** What follows the street and number, in the order people text it (more of the address, never an order). */
const ADDRESS_MORE_PARTS = ['int 4', 'depto 3', 'col. Centro', 'col. La Noria', 'cp 72000', 'entre Hidalgo y Morelos', 'frente al oxxo'];

/**
 * A delivery address in the shapes Mexicans text them ("Calle 5 de Mayo #23", "mza 3 lt 12", "11 Sur 1402",
 * "Av. Juárez esq. Morelos", then "int 4", "col. Centro", "cp 72000", "entre … y …") as 1–3
 * bubbles; `joined` is the address the order must carry.
 */
export const addressArb = fc
  .record({
    street: fc.constantFrom(...STREETS),
    number: fc.integer({ min: 1, max: 4999 }),
    shape: fc.constantFrom('plain', 'hash', 'numero', 'lot', 'corner', 'cardinal'),
    cardinal: fc.constantFrom('Sur', 'Norte', 'Oriente', 'Poniente', 'pte', 'ote', 'nte'),
    more: fc.uniqueArray(fc.constantFrom(...ADDRESS_MORE_PARTS), { maxLength: 3 }),
    bubbles: fc.integer({ min: 1, max: 3 }),
  })
  .map(({ street, number, shape, cardinal, more, bubbles }) => {
    const head =
      shape === 'lot'
        ? `mza ${(number % 40) + 1} lt ${(number % 25) + 1}`
        : shape === 'cardinal'
          ? `${(number % 49) + 1} ${cardinal} ${number}`
          : shape === 'corner'
            ? `${street} esq. Morelos`
            : `${street} ${shape === 'hash' ? '#' : shape === 'numero' ? 'número ' : ''}${number}`;
    const parts = [head, ...more];
    // The first bubble is the street; the rest are split over the bubbles left, in order.
    const split = Math.min(bubbles, parts.length);
    const out: string[] = [parts.slice(0, parts.length - split + 1).join(', ')];
    for (const part of parts.slice(parts.length - split + 1)) out.push(part);
    return { bubbles: out, joined: parts.join(', ') };
  });
