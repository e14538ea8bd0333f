import fc from 'fast-check';
import type { EvalItem } from '../../../../eval/menus/index.js';

/*
 * Generated menus and phrasings for amounts and sizes (helper "qty", session 8): menus of several
 * categories whose dishes are sold in packs ("Alitas 10 pzas", "Orden de 3 Flautas", "Tacos de
 * Canasta (5)", "Docena de Tamales"), drinks by volume as separate items ("Coca-Cola 355 ml /
 * 600 ml / 2 L", "Café Americano 12 oz"), by size word ("Jugo de Naranja Chico / Grande"), meat by
 * weight ("Carnitas 1/4 kg / 1/2 kg / 1 kg", "Arrachera 300 g"), dishes in sizes (chica … familiar,
 * sencilla / doble, individual / para compartir) and plain dishes of a shared head; and the ways
 * customers text an amount of each: digits and words up to veinte, "un par de", "media docena",
 * "x3" / "3x", the amount after the noun, "unas empanadas de 12", "una coca de 600", "la de litro",
 * "medio kilo", "un cuarto", "kilo y medio", "dos de pastor y uno de suadero", "una grande y una
 * chica de horchata". Each phrasing carries the order a careful waiter writes down (the
 * conventions of eval/tuning/index.ts: a pack count is one line of quantity 1).
 */

/** One request in a customer's message and the lines it stands for (menu name → units). */
export interface Ask {
  text: string;
  lines: [name: string, quantity: number][];
}

/** A family of dishes one restaurant sells together, and how customers ask for them. */
interface Family {
  category: string;
  items: string[];
  asks: fc.Arbitrary<Ask>;
}

const WORDS = [
  '',
  'un',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciseis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
];
/** A count as customers write it: the digit or the word ("una" for one of a feminine dish). */
const word = (n: number, fem: boolean) => (n === 1 ? (fem ? 'una' : 'un') : WORDS[n]!);
/** "uno" / "una" standing alone ("dos de pastor y uno de suadero"). */
const alone = (n: number, fem: boolean) => (n === 1 ? (fem ? 'una' : 'uno') : WORDS[n]!);

/** Dishes sold one by one, sharing a head word ("Taco de Pastor", "Taco de Suadero"). */
interface Singles {
  category: string;
  singular: string;
  plural: string;
  diminutive: string;
  fem: boolean;
  /** Menu name and what the customer says after the head ("de pastor"). */
  kinds: [name: string, said: string][];
}
const SINGLES: Singles[] = [
  {
    category: 'Tacos',
    singular: 'taco',
    plural: 'tacos',
    diminutive: 'taquitos',
    fem: false,
    kinds: [
      ['Taco al Pastor', 'de pastor'],
      ['Taco de Suadero', 'de suadero'],
      ['Taco de Bistec', 'de bistec'],
      ['Taco de Tripa', 'de tripa'],
    ],
  },
  {
    category: 'Gorditas',
    singular: 'gordita',
    plural: 'gorditas',
    diminutive: 'gorditas',
    fem: true,
    kinds: [
      ['Gordita de Chicharrón', 'de chicharron'],
      ['Gordita de Frijol', 'de frijol'],
      ['Gordita de Rajas', 'de rajas'],
    ],
  },
  {
    category: 'Tortas',
    singular: 'torta',
    plural: 'tortas',
    diminutive: 'tortitas',
    fem: true,
    kinds: [
      ['Torta de Milanesa', 'de milanesa'],
      ['Torta Cubana', 'cubana'],
      ['Torta de Jamón', 'de jamon'],
    ],
  },
  {
    category: 'Quesadillas',
    singular: 'quesadilla',
    plural: 'quesadillas',
    diminutive: 'quesadillitas',
    fem: true,
    kinds: [
      ['Quesadilla de Hongos', 'de hongos'],
      ['Quesadilla de Tinga', 'de tinga'],
      ['Quesadilla de Huitlacoche', 'de huitlacoche'],
    ],
  },
];

/** "3 tacos de pastor" said in the ways customers text a count. */
function countedArb(n: number, s: Singles, said: string): fc.Arbitrary<string> {
  const noun = n === 1 ? s.singular : s.plural;
  const forms = [`${n} ${noun} ${said}`, `${word(n, s.fem)} ${noun} ${said}`];
  if (n > 1) {
    forms.push(
      `${s.plural} ${said} ${n}`,
      `x${n} ${s.plural} ${said}`,
      `${n}x ${s.plural} ${said}`,
      `${s.plural} ${said} x ${n}`,
      `${n} de ${said.replace(/^de /, '')}`,
      `${word(n, s.fem)} ${s.diminutive} ${said}`,
    );
  }
  if (n === 2) forms.push(`un par de ${s.plural} ${said}`);
  if (n === 6) forms.push(`media docena de ${s.plural} ${said}`);
  if (n === 12) forms.push(`una docena de ${s.plural} ${said}`);
  return fc.constantFrom(...forms);
}

function singlesFamily(s: Singles): fc.Arbitrary<Family> {
  return fc.shuffledSubarray(s.kinds, { minLength: 2, maxLength: s.kinds.length }).map((kinds) => {
    const one = fc
      .tuple(fc.constantFrom(...kinds), fc.integer({ min: 1, max: 20 }))
      .chain(([[name, said], n]) => countedArb(n, s, said).map((text): Ask => ({ text, lines: [[name, n]] })));
    const two = fc
      .tuple(fc.shuffledSubarray(kinds, { minLength: 2, maxLength: 2 }), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }))
      .chain(([pair, a, b]) => {
        const [[n1, s1], [n2, s2]] = pair as [[string, string], [string, string]];
        return fc
          .constantFrom(
            // "dos de pastor y uno de suadero": the head is left out, the kinds say it
            `${alone(a, s.fem)} ${s1} y ${alone(b, s.fem)} ${s2}`,
            // "3 tacos: 2 de pastor y 1 de bistec"
            `${a + b} ${s.plural}: ${a} ${s1} y ${b} ${s2}`,
            `${a + b} ${s.plural}, ${alone(a, s.fem)} ${s1} y ${alone(b, s.fem)} ${s2}`,
          )
          .map((text): Ask => ({
            text,
            lines: [
              [n1, a],
              [n2, b],
            ],
          }));
      });
    return {
      category: s.category,
      items: kinds.map(([n]) => n),
      asks: fc.oneof({ weight: 3, arbitrary: one }, { weight: 2, arbitrary: two }),
    };
  });
}

/** Dishes sold in packs: the name says the count, in the ways owners type it. */
interface Packs {
  category: string;
  plural: string;
  fem: boolean;
  sizes: number[];
  /** The menu name of the pack of `n`. */
  name: (n: number) => string;
}
const PACKS: Packs[] = [
  { category: 'Alitas', plural: 'alitas', fem: true, sizes: [10, 20], name: (n) => `Alitas ${n} pzas` },
  { category: 'Empanadas', plural: 'empanadas', fem: true, sizes: [6, 12], name: (n) => `Empanadas ${n} pzas` },
  { category: 'Flautas', plural: 'flautas', fem: true, sizes: [3, 5], name: (n) => `Orden de ${n} Flautas` },
  { category: 'Canasta', plural: 'tacos de canasta', fem: false, sizes: [5, 10], name: (n) => `Tacos de Canasta (${n})` },
  { category: 'Churros', plural: 'churros', fem: false, sizes: [6, 12], name: (n) => `Churros ${n} pzas` },
  { category: 'Boneless', plural: 'boneless', fem: false, sizes: [8, 16], name: (n) => `Boneless ${n} piezas` },
];

function packsFamily(p: Packs): fc.Arbitrary<Family> {
  const items = p.sizes.map(p.name);
  const asks = fc.tuple(fc.constantFrom(...p.sizes), fc.integer({ min: 1, max: 3 })).chain(([size, k]) => {
    const name = p.name(size);
    const forms: Ask[] = [
      // "12 empanadas": one order of twelve, not twelve orders
      { text: `${size} ${p.plural}`, lines: [[name, 1]] },
      { text: `${word(size, p.fem)} ${p.plural}`, lines: [[name, 1]] },
      { text: `${p.fem ? 'unas' : 'unos'} ${p.plural} de ${size}`, lines: [[name, 1]] },
      { text: `una orden de ${p.plural} de ${size}`, lines: [[name, 1]] },
      { text: `${word(k, true)} ${k === 1 ? 'orden' : 'ordenes'} de ${size} ${p.plural}`, lines: [[name, k]] },
      { text: `${k} de ${size} ${p.plural}`, lines: [[name, k]] },
      { text: `${word(k, true)} ${k === 1 ? 'orden' : 'ordenes'} de ${p.plural} de ${size}`, lines: [[name, k]] },
      // "alitas de 10 x2", "2 de 10 de alitas"
      { text: `${p.plural} de ${size} x${k}`, lines: [[name, k]] },
      { text: `${p.fem ? 'unas' : 'unos'} ${p.plural} de a ${size}`, lines: [[name, 1]] },
    ];
    // "24 empanadas" with packs of 6 and 12: two of the biggest pack a waiter would bring
    const big = Math.max(...p.sizes);
    if (k > 1) forms.push({ text: `${k * big} ${p.plural}`, lines: [[p.name(big), k]] });
    return fc.constantFrom(...forms);
  });
  return fc.constant({ category: p.category, items, asks });
}

/** "Docena de Tamales" / "Media Docena de Tamales" sold beside the single one. */
const DOZENS: fc.Arbitrary<Family> = fc.constantFrom('Tamales', 'Tostadas', 'Donas').map((head) => {
  const dozen = `Docena de ${head}`;
  const half = `Media Docena de ${head}`;
  const h = head.toLowerCase();
  const asks = fc.integer({ min: 1, max: 3 }).chain((k) =>
    fc.constantFrom<Ask>(
      { text: `una docena de ${h}`, lines: [[dozen, 1]] },
      { text: `media docena de ${h}`, lines: [[half, 1]] },
      { text: `12 ${h}`, lines: [[dozen, 1]] },
      { text: `6 ${h}`, lines: [[half, 1]] },
      { text: `${word(k, true)} ${k === 1 ? 'docena' : 'docenas'} de ${h}`, lines: [[dozen, k]] },
      {
        text: `docena y media de ${h}`,
        lines: [
          [dozen, 1],
          [half, 1],
        ],
      },
    ),
  );
  return { category: head, items: [dozen, half], asks };
});

/** Drinks sold by volume, each size its own item. */
interface Volumes {
  /** Menu name stem and what customers call one ("coca", "jamaica"). */
  stem: string;
  singular: string;
  plural: string;
  /** "coquita", "jamaiquita": the diminutive customers text, singular. */
  little: string;
  fem: boolean;
  /** [name suffix, how the customer says that volume after "de"] */
  sizes: [suffix: string, said: string][];
}
const VOLUMES: Volumes[] = [
  {
    stem: 'Coca-Cola',
    singular: 'coca',
    little: 'coquita',
    plural: 'cocas',
    fem: true,
    sizes: [
      ['355 ml', '355'],
      ['600 ml', '600'],
      ['2 L', '2 litros'],
    ],
  },
  {
    stem: 'Agua de Jamaica',
    singular: 'jamaica',
    little: 'jamaiquita',
    plural: 'jamaicas',
    fem: true,
    sizes: [
      ['500 ml', 'medio litro'],
      ['1 L', 'litro'],
    ],
  },
  {
    stem: 'Agua de Horchata',
    singular: 'horchata',
    little: 'horchatita',
    plural: 'horchatas',
    fem: true,
    sizes: [
      ['500 ml', 'medio litro'],
      ['1 L', 'litro'],
    ],
  },
  {
    stem: 'Café Americano',
    singular: 'americano',
    little: 'americanito',
    plural: 'americanos',
    fem: false,
    sizes: [
      ['12 oz', '12 onzas'],
      ['16 oz', '16 onzas'],
    ],
  },
  {
    stem: 'Jarrito',
    singular: 'jarrito',
    little: 'jarrito',
    plural: 'jarritos',
    fem: false,
    sizes: [
      ['355 ml', '355'],
      ['600 ml', '600'],
    ],
  },
];

function volumesFamily(v: Volumes): fc.Arbitrary<Family> {
  const items = v.sizes.map(([s]) => `${v.stem} ${s}`);
  const small = items[0]!;
  const big = items[items.length - 1]!;
  const asks = fc.tuple(fc.nat(v.sizes.length - 1), fc.integer({ min: 1, max: 4 }), fc.integer({ min: 1, max: 3 })).chain(([i, n, m]) => {
    const name = items[i]!;
    const said = v.sizes[i]![1];
    const noun = n === 1 ? v.singular : v.plural;
    const j = (i + 1) % v.sizes.length;
    const other = items[j]!;
    const saidOther = v.sizes[j]![1];
    const forms: Ask[] = [
      // "una coquita de 600", "x2 cocas de 600", "cocas de 600 x 2"
      { text: `${word(n, v.fem)} ${n === 1 ? v.little : `${v.little}s`} de ${said}`, lines: [[name, n]] },
      { text: `x${n} ${noun} de ${said}`, lines: [[name, n]] },
      { text: `${v.plural} de ${said} x ${n}`, lines: [[name, n]] },
      // "una coca de 600 y otra": one more of the same; "un par de cocas de 600", "media docena de jamaicas de litro"
      { text: `${word(1, v.fem)} ${v.singular} de ${said} y ${v.fem ? 'otra' : 'otro'}`, lines: [[name, 2]] },
      { text: `un par de ${v.plural} de ${said}`, lines: [[name, 2]] },
      { text: `media docena de ${v.plural} de ${said}`, lines: [[name, 6]] },
      // "una coca de 600 y otra de 2 litros"
      {
        text: `${word(1, v.fem)} ${v.singular} de ${said} y ${v.fem ? 'otra' : 'otro'} de ${saidOther}`,
        lines: [
          [name, 1],
          [other, 1],
        ],
      },
      // "3 cocas, 2 de 600 y 1 de 355": a header, then the parts
      {
        text: `${n + m} ${v.plural}, ${alone(n, v.fem)} de ${said} y ${alone(m, v.fem)} de ${saidOther}`,
        lines: [
          [name, n],
          [other, m],
        ],
      },
      { text: `${word(n, v.fem)} ${noun} de ${said}`, lines: [[name, n]] },
      { text: `${n} ${noun} de ${said}`, lines: [[name, n]] },
      { text: `${word(n, v.fem)} ${noun} ${n === 1 ? 'grande' : 'grandes'}`, lines: [[big, n]] },
      { text: `${word(n, v.fem)} ${noun} ${n === 1 ? (v.fem ? 'chica' : 'chico') : v.fem ? 'chicas' : 'chicos'}`, lines: [[small, n]] },
      // "una grande y una chica de horchata"
      {
        text: `${word(n, v.fem)} ${n === 1 ? 'grande' : 'grandes'} y ${word(m, v.fem)} ${m === 1 ? (v.fem ? 'chica' : 'chico') : v.fem ? 'chicas' : 'chicos'} de ${v.singular}`,
        lines: [
          [big, n],
          [small, m],
        ],
      },
    ];
    return fc.constantFrom(...forms);
  });
  return fc.constant({ category: 'Bebidas', items, asks });
}

/** Dishes and drinks sold in sizes said as words. */
interface Sized {
  category: string;
  /** Menu name stem, what customers call one and many. */
  stem: string;
  singular: string;
  plural: string;
  fem: boolean;
  /** [name suffix, singular said, plural said] smallest first. */
  sizes: [suffix: string, one: string, many: string][];
}
const SIZED: Sized[] = [
  {
    category: 'Jugos',
    stem: 'Jugo de Naranja',
    singular: 'jugo de naranja',
    plural: 'jugos de naranja',
    fem: false,
    sizes: [
      ['Chico', 'chico', 'chicos'],
      ['Grande', 'grande', 'grandes'],
    ],
  },
  {
    category: 'Pizzas',
    stem: 'Pizza Hawaiana',
    singular: 'pizza hawaiana',
    plural: 'pizzas hawaianas',
    fem: true,
    sizes: [
      ['Chica', 'chica', 'chicas'],
      ['Mediana', 'mediana', 'medianas'],
      ['Grande', 'grande', 'grandes'],
      ['Familiar', 'familiar', 'familiares'],
    ],
  },
  {
    category: 'Hamburguesas',
    stem: 'Hamburguesa',
    singular: 'hamburguesa',
    plural: 'hamburguesas',
    fem: true,
    sizes: [
      ['Sencilla', 'sencilla', 'sencillas'],
      ['Doble', 'doble', 'dobles'],
    ],
  },
  {
    category: 'Ensaladas',
    stem: 'Ensalada César',
    singular: 'ensalada cesar',
    plural: 'ensaladas cesar',
    fem: true,
    sizes: [
      ['Individual', 'individual', 'individuales'],
      ['para Compartir', 'para compartir', 'para compartir'],
    ],
  },
  {
    category: 'Licuados',
    stem: 'Licuado de Fresa',
    singular: 'licuado de fresa',
    plural: 'licuados de fresa',
    fem: false,
    sizes: [
      ['Chico', 'chico', 'chicos'],
      ['Mediano', 'mediano', 'medianos'],
      ['Grande', 'grande', 'grandes'],
    ],
  },
];

function sizedFamily(s: Sized): fc.Arbitrary<Family> {
  const items = s.sizes.map(([suffix]) => `${s.stem} ${suffix}`);
  const asks = fc
    .tuple(
      fc.shuffledSubarray([...s.sizes.keys()], { minLength: 2, maxLength: 2 }),
      fc.integer({ min: 1, max: 4 }),
      fc.integer({ min: 1, max: 3 }),
    )
    .chain(([pair, n, m]) => {
      const [i, j] = pair as [number, number];
      const [, one, many] = s.sizes[i]!;
      const [, one2, many2] = s.sizes[j]!;
      const forms: Ask[] = [
        { text: `${word(n, s.fem)} ${n === 1 ? s.singular : s.plural} ${n === 1 ? one : many}`, lines: [[items[i]!, n]] },
        // "un jugo de naranja grande y otro chico"
        {
          text: `${word(1, s.fem)} ${s.singular} ${one} y ${s.fem ? 'otra' : 'otro'} ${one2}`,
          lines: [
            [items[i]!, 1],
            [items[j]!, 1],
          ],
        },
        // "3 hamburguesas, 2 dobles y 1 sencilla"
        {
          text: `${n + m} ${s.plural}, ${alone(n, s.fem)} ${n === 1 ? one : many} y ${alone(m, s.fem)} ${m === 1 ? one2 : many2}`,
          lines: [
            [items[i]!, n],
            [items[j]!, m],
          ],
        },
        { text: `${n} ${n === 1 ? s.singular : s.plural} ${n === 1 ? one : many}`, lines: [[items[i]!, n]] },
        // "un jugo de naranja grande y uno chico"
        {
          text: `${word(n, s.fem)} ${n === 1 ? s.singular : s.plural} ${n === 1 ? one : many} y ${alone(m, s.fem)} ${m === 1 ? one2 : many2}`,
          lines: [
            [items[i]!, n],
            [items[j]!, m],
          ],
        },
      ];
      return fc.constantFrom(...forms);
    });
  return fc.constant({ category: s.category, items, asks });
}

/** Meat sold by weight: "Carnitas 1/4 kg / 1/2 kg / 1 kg". */
const WEIGHTS: fc.Arbitrary<Family> = fc.constantFrom('Carnitas', 'Barbacoa', 'Cochinita').map((head) => {
  const [quarter, half, kilo] = ['1/4 kg', '1/2 kg', '1 kg'].map((w) => `${head} ${w}`) as [string, string, string];
  const h = head.toLowerCase();
  const asks = fc.integer({ min: 2, max: 3 }).chain((k) =>
    fc.constantFrom<Ask>(
      { text: `medio kilo de ${h}`, lines: [[half, 1]] },
      { text: `un cuarto de ${h}`, lines: [[quarter, 1]] },
      { text: `un kilo de ${h}`, lines: [[kilo, 1]] },
      { text: `1/2 kg de ${h}`, lines: [[half, 1]] },
      { text: `${word(k, false)} kilos de ${h}`, lines: [[kilo, k]] },
      {
        text: `kilo y medio de ${h}`,
        lines: [
          [kilo, 1],
          [half, 1],
        ],
      },
      {
        text: `tres cuartos de ${h}`,
        lines: [
          [half, 1],
          [quarter, 1],
        ],
      },
      // "2 cuartos": two quarter kilos; "3 cuartos" is three quarters of a kilo (a half and a quarter)
      {
        text: `${k} cuartos de ${h}`,
        lines:
          k === 2
            ? [[quarter, 2]]
            : [
                [half, 1],
                [quarter, 1],
              ],
      },
    ),
  );
  return { category: 'Por kilo', items: [quarter, half, kilo], asks };
});

/** Meat sold by the kilo and the quarter only: "kilo y medio" is what a waiter fills with them. */
const KILO_AND_QUARTERS: fc.Arbitrary<Family> = fc.constantFrom('Maciza', 'Surtida', 'Lengua').map((head) => {
  const [quarter, kilo] = ['1/4 kg', '1 kg'].map((w) => `${head} ${w}`) as [string, string];
  const h = head.toLowerCase();
  const asks = fc.constantFrom<Ask>(
    {
      text: `kilo y medio de ${h}`,
      lines: [
        [kilo, 1],
        [quarter, 2],
      ],
    },
    { text: `medio kilo de ${h}`, lines: [[quarter, 2]] },
    { text: `tres cuartos de ${h}`, lines: [[quarter, 3]] },
    { text: `un kilo de ${h}`, lines: [[kilo, 1]] },
  );
  return { category: 'Carnes', items: [quarter, kilo], asks };
});

/** A dish sold in grams with no sibling: "una arrachera de 300". */
const GRAMS: fc.Arbitrary<Family> = fc.constantFrom(['Arrachera', 300], ['Picaña', 400], ['Costilla', 500]).map(([head, g]) => {
  const name = `${head} ${g} g`;
  const h = (head as string).toLowerCase().replace('ñ', 'n');
  const asks = fc
    .integer({ min: 1, max: 3 })
    .chain((n) =>
      fc.constantFrom<Ask>(
        { text: `${word(n, true)} ${h}${n > 1 ? 's' : ''} de ${g}`, lines: [[name, n]] },
        { text: `${n} ${h}${n > 1 ? 's' : ''}`, lines: [[name, n]] },
      ),
    );
  return { category: 'Cortes', items: [name], asks };
});

const FAMILIES: fc.Arbitrary<Family>[] = [
  ...SINGLES.map(singlesFamily),
  ...PACKS.map(packsFamily),
  DOZENS,
  ...VOLUMES.map(volumesFamily),
  ...SIZED.map(sizedFamily),
  WEIGHTS,
  KILO_AND_QUARTERS,
  GRAMS,
];

/** A restaurant's menu of 3–6 families and, for one message, 1–3 requests of different families. */
export interface QtyCase {
  menu: EvalItem[];
  asks: Ask[];
}

export const qtyCaseArb: fc.Arbitrary<QtyCase> = fc
  .shuffledSubarray(
    FAMILIES.map((_, i) => i),
    { minLength: 3, maxLength: 6 },
  )
  .chain((picked) => fc.tuple(...picked.map((i) => FAMILIES[i]!)))
  .chain((families) => {
    const menu: EvalItem[] = families.flatMap((f, fi) =>
      f.items.map((name, k) => ({ name, category: f.category, price: 3000 + fi * 2000 + k * 700 + name.length * 10 })),
    );
    return fc
      .shuffledSubarray(families, { minLength: 1, maxLength: 3 })
      .chain((chosen) => fc.tuple(...chosen.map((f) => f.asks)))
      .map((asks) => ({ menu, asks }));
  });

/** Requests as customers join them: "a, b y c" or "a y b". */
export const joined = (texts: string[]) =>
  texts.length === 1 ? texts[0]! : `${texts.slice(0, -1).join(', ')} y ${texts[texts.length - 1]}`;

/** The waiter's order: units per menu name, sorted. */
export function expectedOf(asks: Ask[]): string[] {
  const units = new Map<string, number>();
  for (const a of asks) for (const [name, q] of a.lines) units.set(name, (units.get(name) ?? 0) + q);
  return [...units].map(([name, q]) => `${q} ${name}`).sort();
}

/** Openers and closers customers wrap an order in, some with a number that is no amount. */
export const OPENERS = ['', 'hola, ', 'buenas tardes, me das ', 'quiero ', 'me mandas ', 'para llevar: '];
export const CLOSERS = ['', ' porfa', ', para las 2', ' a las 3 pm', ' xfa'];
/** Addresses whose numbers are never amounts. */
export const ADDRESSES = [
  'Calle 5 de Mayo 123, Col. Centro',
  'Av. Juárez 45 int 3',
  'Calle Roble 12, col. Las Flores',
  'Privada 2 de Abril 8',
  'Hidalgo 230 entre 16 de Septiembre y Morelos',
];

/** A dish asked for without its size, the "¿De cuál…?" that follows, and the answer a customer texts. */
export interface Choice {
  menu: EvalItem[];
  first: string;
  answer: string;
  lines: [name: string, quantity: number][];
}

const VOLUME_CHOICES: fc.Arbitrary<Omit<Choice, 'menu'> & { items: string[] }> = fc
  .tuple(fc.constantFrom(...VOLUMES), fc.integer({ min: 1, max: 3 }))
  .chain(([v, n]) => {
    const items = v.sizes.map(([s]) => `${v.stem} ${s}`);
    const art = v.fem ? (n === 1 ? 'la' : 'las') : n === 1 ? 'el' : 'los';
    const big = n === 1 ? 'grande' : 'grandes';
    const small = v.fem ? (n === 1 ? 'chica' : 'chicas') : n === 1 ? 'chico' : 'chicos';
    return fc.nat(v.sizes.length - 1).chain((i) =>
      fc
        .constantFrom(
          {
            first: `${word(n, v.fem)} ${n === 1 ? v.singular : v.plural}`,
            answer: `${art} de ${v.sizes[i]![1]}`,
            lines: [[items[i]!, n]],
          },
          {
            first: `${word(n, v.fem)} ${n === 1 ? v.singular : v.plural}`,
            answer: `de ${v.sizes[i]![1]} porfa`,
            lines: [[items[i]!, n]],
          },
          { first: `${word(n, v.fem)} ${n === 1 ? v.singular : v.plural}`, answer: `${art} ${big}`, lines: [[items.at(-1)!, n]] },
          { first: `${word(n, v.fem)} ${n === 1 ? v.singular : v.plural}`, answer: small, lines: [[items[0]!, n]] },
        )
        .map((c) => ({ ...c, lines: c.lines.map(([name, q]): [string, number] => [name, q]), items })),
    );
  });

const PACK_CHOICES: fc.Arbitrary<Omit<Choice, 'menu'> & { items: string[] }> = fc
  .tuple(fc.constantFrom(...PACKS), fc.integer({ min: 1, max: 3 }))
  .chain(([p, n]) => {
    const items = p.sizes.map(p.name);
    const art = p.fem ? 'las' : 'los';
    return fc.nat(p.sizes.length - 1).chain((i) =>
      fc
        .constantFrom(
          {
            first: n === 1 ? `${p.fem ? 'unas' : 'unos'} ${p.plural}` : `${n} ordenes de ${p.plural}`,
            answer: `${art} de ${p.sizes[i]}`,
            lines: [[items[i]!, n]],
          },
          {
            first: n === 1 ? `${p.fem ? 'unas' : 'unos'} ${p.plural}` : `${n} ordenes de ${p.plural}`,
            answer: `de ${p.sizes[i]}`,
            lines: [[items[i]!, n]],
          },
          {
            first: n === 1 ? `una orden de ${p.plural}` : `${word(n, true)} ordenes de ${p.plural}`,
            answer: `la de ${p.sizes[i]} pzas`,
            lines: [[items[i]!, n]],
          },
        )
        .map((c) => ({ ...c, lines: c.lines.map(([name, q]): [string, number] => [name, q]), items })),
    );
  });

const SIZED_CHOICES: fc.Arbitrary<Omit<Choice, 'menu'> & { items: string[] }> = fc
  .tuple(fc.constantFrom(...SIZED), fc.integer({ min: 1, max: 3 }))
  .chain(([s, n]) => {
    const items = s.sizes.map(([suffix]) => `${s.stem} ${suffix}`);
    const art = s.fem ? (n === 1 ? 'la' : 'las') : n === 1 ? 'el' : 'los';
    return fc.nat(s.sizes.length - 1).chain((i) =>
      fc
        .constantFrom(
          {
            first: `${word(n, s.fem)} ${n === 1 ? s.singular : s.plural}`,
            answer: `${art} ${n === 1 ? s.sizes[i]![1] : s.sizes[i]![2]}`,
            lines: [[items[i]!, n]],
          },
          {
            first: `${word(n, s.fem)} ${n === 1 ? s.singular : s.plural}`,
            answer: `${n === 1 ? s.sizes[i]![1] : s.sizes[i]![2]} porfa`,
            lines: [[items[i]!, n]],
          },
        )
        .map((c) => ({ ...c, lines: c.lines.map(([name, q]): [string, number] => [name, q]), items })),
    );
  });

const WEIGHT_CHOICES: fc.Arbitrary<Omit<Choice, 'menu'> & { items: string[] }> = fc
  .constantFrom('Carnitas', 'Barbacoa', 'Cochinita')
  .chain((head) => {
    const items = ['1/4 kg', '1/2 kg', '1 kg'].map((w) => `${head} ${w}`);
    const h = head.toLowerCase();
    return fc
      .constantFrom(
        { first: `quiero ${h}`, answer: 'medio kilo', lines: [[items[1]!, 1]] },
        { first: `quiero ${h}`, answer: 'un cuarto', lines: [[items[0]!, 1]] },
        { first: `me das ${h}`, answer: 'el de kilo', lines: [[items[2]!, 1]] },
        { first: `unas ${h}`, answer: 'de 1/2', lines: [[items[1]!, 1]] },
      )
      .map((c) => ({ ...c, lines: c.lines.map(([name, q]): [string, number] => [name, q]), items }));
  });

/** A menu of 2–4 other families and one dish left open by the first message. */
export const choiceArb: fc.Arbitrary<Choice> = fc
  .tuple(
    fc.oneof(VOLUME_CHOICES, PACK_CHOICES, SIZED_CHOICES, WEIGHT_CHOICES),
    fc.shuffledSubarray(
      FAMILIES.map((_, i) => i),
      { minLength: 2, maxLength: 4 },
    ),
  )
  .chain(([choice, picked]) => fc.tuple(fc.constant(choice), fc.tuple(...picked.map((i) => FAMILIES[i]!))))
  .map(([choice, families]) => {
    // the family asked about comes first; other families keep their own items unless they are the same
    const names = new Set<string>(choice.items);
    const menu: EvalItem[] = choice.items.map((name, k) => ({ name, category: 'Elegido', price: 2500 + k * 900 }));
    families.forEach((f, fi) =>
      f.items.forEach((name, k) => {
        if (names.has(name) || f.items.some((n) => choice.items.includes(n))) return;
        names.add(name);
        menu.push({ name, category: f.category, price: 4000 + fi * 2000 + k * 700 });
      }),
    );
    return { menu, first: choice.first, answer: choice.answer, lines: choice.lines };
  });

/** "25 tacos de pastor", "x30 …", "… 40": a count above the restaurant's bound (20), said in the ways of `countedArb`. */
export const overBoundArb: fc.Arbitrary<{ menu: EvalItem[]; text: string; name: string; quantity: number }> = fc
  .tuple(fc.constantFrom(...SINGLES), fc.integer({ min: 21, max: 60 }))
  .chain(([s, n]) =>
    fc.tuple(fc.constantFrom(...s.kinds), fc.constant(n), fc.constant(s)).chain(([[name, said], q, sg]) =>
      fc
        .constantFrom(
          `${q} ${sg.plural} ${said}`,
          `x${q} ${sg.plural} ${said}`,
          `${sg.plural} ${said} ${q}`,
          `${sg.plural} ${said} x ${q}`,
          `${q} de ${said.replace(/^de /, '')}`,
        )
        .map((text) => ({
          menu: sg.kinds.map(([k], i) => ({ name: k, category: sg.category, price: 2500 + i * 300 })),
          text,
          name,
          quantity: q,
        })),
    ),
  );
