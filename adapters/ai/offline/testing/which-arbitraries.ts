import fc from 'fast-check';
import { normalize } from '../../../../core/assistant/text.js';
import type { EvalItem } from '../../../../eval/menus/index.js';
import { slipWord, texted, textingArb } from './misspellings.js';

/*
 * Generated menus and phrasings for "which dish": menus of several categories where a head word is
 * shared by several dishes ("Hamburguesa Clásica / Doble Queso / Hawaiana"), a qualifier by several
 * heads ("de Pollo" on a taco, a torta and a sope), brand drinks ("Coca-Cola", "Sidral Mundet"),
 * multi-word names with accents and a sold-out dish; and the ways customers name one of them on
 * WhatsApp: the exact name, one typo, texting misspellings, capitals, held vowels, plurals and
 * diminutives, the distinguishing word alone, the words swapped, the brand's common name.
 */

/** A head and the qualifiers owners put after it; `female` picks "una"/"la". */
interface Family {
  head: string;
  category: string;
  female: boolean;
  qualifiers: string[];
}

export const FAMILIES: Family[] = [
  {
    head: 'Hamburguesa',
    category: 'Hamburguesas',
    female: true,
    qualifiers: ['Clásica', 'Doble Queso', 'Hawaiana', 'de Pollo', 'BBQ', 'Ranchera'],
  },
  {
    head: 'Torta',
    category: 'Tortas',
    female: true,
    qualifiers: ['de Milanesa', 'Cubana', 'Ahogada', 'de Pollo', 'de Jamón', 'de Chorizo'],
  },
  {
    head: 'Taco',
    category: 'Tacos',
    female: false,
    qualifiers: ['al Pastor', 'de Pollo', 'de Chorizo', 'de Suadero', 'de Bistec', 'de Cabeza'],
  },
  { head: 'Agua', category: 'Bebidas', female: true, qualifiers: ['de Horchata', 'de Jamaica', 'de Tamarindo', 'de Limón con Chía'] },
  { head: 'Sope', category: 'Antojitos', female: false, qualifiers: ['de Pollo', 'de Chorizo', 'de Frijol', 'de Chicharrón'] },
  {
    head: 'Quesadilla',
    category: 'Antojitos',
    female: true,
    qualifiers: ['de Queso', 'de Champiñones', 'de Flor de Calabaza', 'de Chicharrón', 'de Tinga'],
  },
  { head: 'Enchiladas', category: 'Platillos', female: true, qualifiers: ['Verdes', 'Rojas', 'Suizas', 'de Mole'] },
  { head: 'Pozole', category: 'Platillos', female: false, qualifiers: ['Rojo', 'Verde', 'Blanco'] },
  { head: 'Gordita', category: 'Antojitos', female: true, qualifiers: ['de Chicharrón', 'de Requesón', 'de Papa con Chorizo'] },
  { head: 'Pastel', category: 'Postres', female: false, qualifiers: ['de Tres Leches', 'de Chocolate', 'de Zanahoria'] },
];

/** Brand drinks and what customers call them; `soda` marks a "refresco". */
export const BRANDS: { name: string; common: string[]; soda: boolean; female: boolean }[] = [
  { name: 'Coca-Cola', common: ['coca', 'coca cola', 'cocacola'], soda: true, female: true },
  { name: 'Sidral Mundet', common: ['sidral', 'mundet'], soda: true, female: false },
  { name: 'Boing de Mango', common: ['boing de mango', 'boing'], soda: false, female: false },
  { name: 'Sprite', common: ['sprite'], soda: true, female: false },
  { name: 'Topo Chico', common: ['topo chico'], soda: false, female: false },
];

/** Dishes with no family, as owners type them. */
export const SINGLES: { name: string; category: string; female: boolean }[] = [
  { name: 'Guacamole con Totopos', category: 'Entradas', female: false },
  { name: 'Elote Preparado', category: 'Entradas', female: false },
  { name: 'Papas a la Francesa', category: 'Entradas', female: true },
  { name: 'Chilaquiles Verdes', category: 'Platillos', female: false },
  { name: 'Flan Napolitano', category: 'Postres', female: false },
  { name: 'Café de Olla', category: 'Bebidas', female: false },
  { name: 'Arroz con Leche', category: 'Postres', female: false },
];

/** What customers ask for that no generated menu sells; some share a word with one that does. */
export const NOT_SOLD = [
  'pizza hawaiana',
  'hamburguesa vegana',
  'torta de tamal',
  'taco de pescado',
  'sushi',
  'pizza',
  'agua de coco',
  'enchiladas potosinas',
];

/** One dish of a generated menu, with where it came from. */
export interface WhichItem extends EvalItem {
  /** The family's head ("Hamburguesa"), or null for a brand or a single. */
  head: string | null;
  /** The words after the head ("Hawaiana", "de Pollo"), or null. */
  qualifier: string | null;
  female: boolean;
  brand: (typeof BRANDS)[number] | null;
}

export interface WhichMenu {
  items: WhichItem[];
  /** The families on the menu, each with the dishes of it the menu sells (2+ or 1). */
  families: { family: Family; items: WhichItem[] }[];
}

const familyArb = fc.constantFrom(...FAMILIES).chain((family) =>
  fc.record({
    family: fc.constant(family),
    qualifiers: fc.shuffledSubarray(family.qualifiers, { minLength: 1, maxLength: Math.min(4, family.qualifiers.length) }),
  }),
);

/** A menu of 2–4 families, 0–3 brand drinks and 0–3 singles; prices by category, one dish perhaps sold out. */
export const whichMenuArb: fc.Arbitrary<WhichMenu> = fc
  .record({
    families: fc.uniqueArray(familyArb, { minLength: 1, maxLength: 4, selector: (f) => f.family.head }),
    brands: fc.shuffledSubarray(BRANDS, { minLength: 0, maxLength: 3 }),
    singles: fc.shuffledSubarray(SINGLES, { minLength: 0, maxLength: 3 }),
    prices: fc.array(fc.integer({ min: 3, max: 30 }), { minLength: 24, maxLength: 24 }),
    soldOut: fc.option(fc.nat(30), { nil: null, freq: 2 }),
  })
  .map(({ families, brands, singles, prices, soldOut }) => {
    const items: WhichItem[] = [];
    const used = new Set<number>();
    // Prices distinct within the menu, as a menu's usually are (so "la de 85" names one).
    const price = (i: number) => {
      let p = prices[i % prices.length]! * 5;
      while (used.has(p)) p += 5;
      used.add(p);
      return p * 100;
    };
    const out: WhichMenu['families'] = [];
    for (const { family, qualifiers } of families) {
      const own = qualifiers.map((q): WhichItem => ({
        name: `${family.head} ${q}`,
        category: family.category,
        price: price(items.length),
        head: family.head,
        qualifier: q,
        female: family.female,
        brand: null,
      }));
      items.push(...own);
      out.push({ family, items: own });
    }
    for (const b of brands)
      items.push({
        name: b.name,
        category: 'Refrescos',
        price: price(items.length),
        head: null,
        qualifier: null,
        female: b.female,
        brand: b,
      });
    for (const s of singles)
      items.push({
        name: s.name,
        category: s.category,
        price: price(items.length),
        head: null,
        qualifier: null,
        female: s.female,
        brand: null,
      });
    if (soldOut !== null && items.length > 2) items[soldOut % items.length]!.available = false;
    return { items, families: out };
  });

/** The menu as the harness takes it. */
export const asEval = (m: WhichMenu): EvalItem[] =>
  m.items.map(({ name, category, price, available }) => ({ name, category, price, ...(available === false ? { available } : {}) }));

const COUNT_WORDS = ['', 'un', 'dos', 'tres', 'cuatro'];
/** "una"/"un", "dos"… for `n` of a dish. */
export const countWord = (n: number, female: boolean) => (n === 1 ? (female ? 'una' : 'un') : COUNT_WORDS[n]!);
export const LEADS = ['', 'quiero ', 'me das ', 'me regalas ', 'hola buenas, ', 'porfa ', 'me mandas '];

/** Ways a customer names one dish; each returns the words for it (with the count), or null where it does not apply. */
export const PHRASINGS = ['exact', 'typo', 'texted', 'caps', 'held', 'plural', 'swapped', 'alone', 'brand', 'cut'] as const;
export type Phrasing = (typeof PHRASINGS)[number];

const lower = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Every word of the menu's names, normalised: a slip landing on one of them is that word, not a typo. */
export const menuWords = (m: WhichMenu) => new Set(m.items.flatMap((i) => normalize(i.name).split(' ')));

/** The dishes whose names have every one of `words` (normalised): who a phrase alone could mean. */
export const holders = (m: WhichMenu, words: string) => {
  const said = normalize(words)
    .split(' ')
    .filter((w) => !['de', 'con', 'al', 'la', 'el'].includes(w));
  // "verde" is in "Chilaquiles Verdes" too: a word and its plural are one.
  const one = (a: string, b: string) => [a, `${a}s`, `${a}es`].includes(b) || [b, `${b}s`, `${b}es`].includes(a);
  return m.items.filter((i) =>
    said.every((w) =>
      normalize(i.name)
        .split(' ')
        .some((n) => one(n, w)),
    ),
  );
};

/** "hawaiana" → "hawaianas", "pastor" → "pastores": the plural customers say when they order several. */
const plural = (w: string) => (/[aeiou]$/.test(w) ? `${w}s` : /[rlnd]$/.test(w) ? `${w}es` : w);

export interface Said {
  text: string;
  /** What was done to the name, for a failing case's message. */
  how: string;
}

/**
 * The words for `n` of `item` said the `phrasing` way, or null where it does not apply to that dish
 * on that menu (a phrasing that would make it another dish's words, or several dishes').
 */
export function phrase(m: WhichMenu, item: WhichItem, n: number, phrasing: Phrasing, at: number): Said | null {
  const name = lower(item.name);
  const count = countWord(n, item.female);
  const words = menuWords(m);
  switch (phrasing) {
    case 'exact':
      return { text: `${count} ${item.name}`, how: 'exact' };
    case 'caps':
      return { text: `${count} ${name}`.toUpperCase(), how: 'caps' };
    case 'typo':
      return typoed(name, count, words, at);
    case 'texted': {
      const how = fc.sample(textingArb, { seed: at, numRuns: 1 })[0]!;
      const t = texted(`${count} ${item.name}`, how);
      if (t.text.split(' ').some((w) => words.has(w) && !normalize(item.name).split(' ').includes(w))) return null;
      return { text: t.text, how: `texted ${t.slips.join(' ')}` };
    }
    case 'held': {
      // A vowel held down at the end of the name, and at the greeting: "holaaa una hawaianaaa".
      const last = name.at(-1)!;
      if (!'aeiou'.includes(last)) return null;
      return { text: `holaaa ${count} ${name}${last.repeat(2 + (at % 3))}`, how: 'held' };
    }
    case 'plural': {
      // "2 hamburguesitas hawaianas", "3 taquitos al pastor": several, the head as a diminutive or plural.
      if (!item.head || n < 2) return null;
      const head = lower(item.head);
      if (head.endsWith('s')) return null;
      const dim = at % 2 === 0 ? `${head}s` : diminutivePlural(head);
      if (!dim) return null;
      const q = lower(item.qualifier!);
      const qualifier = /^(de|al|con) /.test(q) ? q : q.split(' ').map(plural).join(' ');
      return { text: `${count} ${dim} ${qualifier}`, how: 'plural' };
    }
    case 'swapped': {
      // "una de pollo hamburguesa": the qualifier first, then the head.
      if (!item.head || !/^(de|al) /.test(lower(item.qualifier!))) return null;
      return { text: `${count} ${lower(item.qualifier!)} ${lower(item.head)}`, how: 'swapped' };
    }
    case 'alone': {
      // "una de chorizo", "la hawaiana", "la doble": the distinguishing word alone, when only this dish has it.
      if (!item.qualifier) return null;
      const q = lower(item.qualifier);
      // The first word that is no joining word nor a number ("tres leches" is said whole).
      const first = q.split(' ').find((w) => !['de', 'al', 'con', 'tres'].includes(w))!;
      const choices = [q, q.startsWith('de tres') ? q : first];
      const said = choices[at % choices.length]!;
      const owners = holders(m, said);
      if (owners.length !== 1 || owners[0] !== item) return null;
      const article = n === 1 && at % 3 === 0 ? (item.female ? 'la' : 'el') : count;
      return { text: `${article} ${said}`, how: `alone "${said}"` };
    }
    case 'brand': {
      if (!item.brand) return null;
      // "un refresco" is the menu's one soft drink only when nothing else is filed with the sodas.
      const brands = m.items.filter((i) => i.brand);
      const options = [...item.brand.common, ...(item.brand.soda && brands.length === 1 ? ['refresco'] : [])];
      const said = options[at % options.length]!;
      const female = said === 'refresco' ? false : item.female;
      const text =
        n === 1 ? `${countWord(1, female)} ${said}` : `${countWord(n, female)} ${said === 'refresco' ? 'refrescos' : `${said}s`}`;
      return { text, how: `brand "${said}"` };
    }
    case 'cut': {
      // "hambur hawaiana", "quesa de tinga": a long head cut short, with the qualifier said.
      if (!item.head || item.head.length < 8) return null;
      const head = lower(item.head);
      // Five letters or more ("hambu", "quesa": also one letter from "queso", a word of other names).
      const cut = head.slice(0, 5 + (at % 3));
      return { text: `${count} ${cut} ${lower(item.qualifier!)}`, how: `cut "${cut}"` };
    }
  }
}

/** One slip of the thumb in one word of five letters or more of `name`, never landing on another word of the menu. */
function typoed(name: string, count: string, words: Set<string>, at: number): Said | null {
  const ws = name.split(' ');
  const long = ws.map((w, i) => [w, i] as const).filter(([w]) => /^[a-z]{5,}$/.test(w));
  if (!long.length) return null;
  const [w, i] = long[at % long.length]!;
  const slip = (['drop', 'swap', 'double', 'bv', 'sz', 'h', 'k'] as const)[at % 7]!;
  const out = slipWord(w, slip, at);
  if (!out || out === w || words.has(out)) return null;
  ws[i] = out;
  return { text: `${count} ${ws.join(' ')}`, how: `typo ${slip}:${w}→${out}` };
}

/** "taco" → "taquitos", "torta" → "tortitas", "sope" → "sopecitos". */
function diminutivePlural(head: string): string | null {
  if (/[ao]$/.test(head)) return `${head.slice(0, -1).replace(/c$/, 'qu').replace(/g$/, 'gu')}it${head.at(-1)}s`;
  if (head.endsWith('e')) return `${head}citos`;
  return null;
}

/** A dish of the menu that is sold, named some way, with a count. */
export const orderArb = whichMenuArb.chain((m) =>
  fc.record({
    menu: fc.constant(m),
    pick: fc.nat(m.items.length - 1),
    n: fc.integer({ min: 1, max: 3 }),
    phrasing: fc.constantFrom(...PHRASINGS),
    at: fc.nat(60),
    lead: fc.constantFrom(...LEADS),
  }),
);

/** Several dishes of one menu in one message, each named its own way: "2 tortas cubanas, una coca y el de pastor". */
export const ordersArb = whichMenuArb.chain((m) =>
  fc.record({
    menu: fc.constant(m),
    picks: fc.uniqueArray(fc.nat(m.items.length - 1), { minLength: 1, maxLength: Math.min(3, m.items.length) }),
    ns: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 3, maxLength: 3 }),
    phrasings: fc.array(fc.constantFrom(...PHRASINGS), { minLength: 3, maxLength: 3 }),
    at: fc.nat(60),
    lead: fc.constantFrom(...LEADS),
    joiner: fc.constantFrom(', ', ' y ', ', y ', '\n'),
  }),
);

/** The ways a customer answers "¿De cuál…?" */
export const ANSWERS = ['qualifier', 'article', 'typo', 'ordinal', 'price', 'cheapest', 'dearest', 'another', 'full'] as const;
export type Answer = (typeof ANSWERS)[number];

/** A menu with a family of 1+ dishes, the head said alone, and an answer to "¿De cuál…?". */
export const headAloneArb = whichMenuArb.chain((m) =>
  fc.record({
    menu: fc.constant(m),
    family: fc.nat(m.families.length - 1),
    chosen: fc.nat(5),
    n: fc.integer({ min: 1, max: 3 }),
    answer: fc.constantFrom(...ANSWERS),
    other: fc.nat(m.items.length - 1),
    at: fc.nat(60),
    lead: fc.constantFrom(...LEADS),
  }),
);

/** A menu and something not sold asked for: a dish it does not have (perhaps sharing a word) or one sold out. */
export const notSoldArb = whichMenuArb.chain((m) =>
  fc.record({
    menu: fc.constant(m),
    wanted: fc.constantFrom(...NOT_SOLD),
    family: fc.nat(m.families.length - 1),
    missing: fc.nat(6),
    kind: fc.constantFrom('not-sold', 'family-missing', 'sold-out'),
    then: fc.nat(m.items.length - 1),
    lead: fc.constantFrom(...LEADS),
  }),
);

/**
 * The ways a customer answers "¿De cuál…?" in WhatsApp style, for the dish `q` (its distinguishing
 * words) with article `art` ("la"/"el") and `un` ("una"/"uno"); `price` in pesos.
 */
export const answerForms = (q: string, art: string, un: string, price: number) => [
  `${art} ${q} porfa`,
  `mejor ${art} ${q}`,
  `${q} x fa`,
  `${art} ${q} por favor`,
  q.toUpperCase(),
  `${art} de ${price} pesos`,
  `${art} que cuesta ${price}`,
  `${un} ${q}`,
  `sí, ${art} ${q}`,
  `${q} gracias`,
  `ok ${q}`,
];

/** A menu, one family of it, two of its dishes, and how the question about it is put and answered. */
export const answerArb = headAloneArb.chain((c) =>
  fc.record({
    c: fc.constant(c),
    form: fc.nat(40),
    second: fc.nat(5),
    mode: fc.constantFrom('polite', 'split', 'with-other', 'diminutive', 'shared-qualifier'),
  }),
);
