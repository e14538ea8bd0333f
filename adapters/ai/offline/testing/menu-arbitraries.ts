import fc from 'fast-check';
import type { EvalItem } from '../../../../eval/menus/index.js';
import { MenuMatcher } from '../../../../core/assistant/menu-matcher.js';

/*
 * Generated menus for the offline engine's properties: names made of a head word shared between
 * items, a qualifier and an attribute (a size, a count, a volume or a weight), the way owners type
 * them. Shared by the property tests of adapters/ai/offline/.
 */
export const HEADS = [
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
export const QUALIFIERS = [
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
export const ATTRIBUTES = [
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

export const nameArb = fc
  .record({
    head: fc.constantFrom(...HEADS),
    qualifier: fc.option(fc.constantFrom(...QUALIFIERS), { nil: null }),
    attribute: fc.option(fc.constantFrom(...ATTRIBUTES), { nil: null }),
  })
  .map(({ head, qualifier, attribute }) => [head, qualifier, attribute].filter(Boolean).join(' '));

/** Names that read the same to a customer are one name: the menu keeps the first. */
export const menuArb = fc.uniqueArray(nameArb, {
  minLength: 2,
  maxLength: 6,
  selector: (n) => [...new MenuMatcher().contentStems(n)].sort().join(' '),
});

export const QUANTITY_WORDS = ['una', 'dos', 'tres', 'cuatro', 'cinco'];

export const caseArb = menuArb.chain((names) =>
  fc.record({
    names: fc.constant(names),
    picks: fc.uniqueArray(fc.integer({ min: 0, max: names.length - 1 }), { minLength: 1, maxLength: Math.min(4, names.length) }),
    quantities: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 4, maxLength: 4 }),
    words: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  }),
);

/** Items said as a customer lists them: "a, b y c". */
export const said = (items: string[]) => (items.length === 1 ? items[0]! : `${items.slice(0, -1).join(', ')} y ${items[items.length - 1]}`);

/** A generated menu as the evaluation harness takes it: one category, distinct prices. */
export const menuOf = (names: string[]): EvalItem[] => names.map((name, i) => ({ name, category: 'Menú', price: (i + 1) * 1000 }));

/** More head words and qualifiers as owners of other kinds of restaurant type them (accents, shared words, sizes in names). */
export const RICH_HEADS = [
  'Hamburguesa',
  'Quesadilla',
  'Chilaquiles',
  'Pambazo',
  'Sope',
  'Tlacoyo',
  'Flautas',
  'Enchiladas',
  'Molletes',
  'Tostada',
  'Consomé',
  'Licuado',
  'Michelada',
  'Elote',
  'Pozole',
  'Tamal',
  'Hot Dog',
  'Alitas',
  'Boneless',
  'Rollo',
];
export const RICH_QUALIFIERS = [
  'de Chicharrón',
  'de Tinga',
  'de Frijol con Queso',
  'de Papa',
  'Verde',
  'Rojo',
  'Suizas',
  'Clásica',
  'Hawaiana',
  'de Fresa',
  'de Plátano',
  'Especial',
  'Sencillo',
  'Doble',
  'al Pastor',
  'con Pollo',
  'Mango Habanero',
  'California',
];
export const RICH_ATTRIBUTES = [
  'Chico',
  'Grande',
  'Mediano',
  '4 pzas',
  '6 pzas',
  '10 pzas',
  '500 ml',
  '1 L',
  '250 g',
  '500 g',
  'Orden de 3',
];

export const richNameArb = fc
  .record({
    head: fc.constantFrom(...RICH_HEADS),
    qualifier: fc.option(fc.constantFrom(...RICH_QUALIFIERS), { nil: null }),
    attribute: fc.option(fc.constantFrom(...RICH_ATTRIBUTES), { nil: null }),
  })
  .map(({ head, qualifier, attribute }) => [head, qualifier, attribute].filter(Boolean).join(' '));

/** A menu of 2–8 such names that read differently to a customer. */
export const richMenuArb = fc.uniqueArray(richNameArb, {
  minLength: 2,
  maxLength: 8,
  selector: (n) => [...new MenuMatcher().contentStems(n)].sort().join(' '),
});

export const richCaseArb = richMenuArb.chain((names) =>
  fc.record({
    names: fc.constant(names),
    picks: fc.uniqueArray(fc.integer({ min: 0, max: names.length - 1 }), { minLength: 1, maxLength: Math.min(4, names.length) }),
    quantities: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 4, maxLength: 4 }),
    words: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
  }),
);
