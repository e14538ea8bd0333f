import fc from 'fast-check';
import type { EvalItem } from '../../../../eval/menus/index.js';
import { normalize } from '../../../../core/assistant/text.js';
import { formatMxn } from '../../../../core/shared/money.js';
import type { Cents } from '../../../../core/shared/money.js';
import type { Played } from './play.js';

/*
 * Generated menus and dialogues for what a customer does to an order already started or
 * confirmed (helper "after", session 8): menus of several categories (dishes sharing heads and
 * fillings, sides, drinks by size, desserts) with realistic Mexican names, and WhatsApp-style
 * messages that remove, replace, recount, add late, ask about the order, change the address and
 * cancel. Each generated item knows how a customer names it (singular, plural, the short "el de
 * pastor" / "la horchata") so the expected order can be computed.
 */

type Gender = 'm' | 'f';

/** One menu item and the ways a customer names it. */
export interface Dish {
  name: string;
  category: string;
  price: number;
  /** "taco de pastor", "agua de horchata de litro". */
  sing: string;
  /** "tacos de pastor"; the same as `sing` for names already plural ("papas fritas"). */
  plur: string;
  gender: Gender;
  /** The name is plural itself ("papas fritas"): one is "unas papas fritas". */
  pluralName: boolean;
  /** What a customer says for it once it is in the order: "de pastor", "horchata". */
  short: string;
  /** The short word's own gender when it differs from the name's ("el tamarindo" of an "agua de tamarindo"). */
  shortGender?: Gender;
  /** Items sharing `group` are told apart by the short word only within one group ("de pastor" of tacos vs gringas). */
  group: string;
}

const DISH_HEADS: { head: string; sing: string; plur: string; gender: Gender }[] = [
  { head: 'Taco', sing: 'taco', plur: 'tacos', gender: 'm' },
  { head: 'Gringa', sing: 'gringa', plur: 'gringas', gender: 'f' },
  { head: 'Torta', sing: 'torta', plur: 'tortas', gender: 'f' },
  { head: 'Quesadilla', sing: 'quesadilla', plur: 'quesadillas', gender: 'f' },
  { head: 'Sope', sing: 'sope', plur: 'sopes', gender: 'm' },
  { head: 'Burrito', sing: 'burrito', plur: 'burritos', gender: 'm' },
];
const FILLINGS: { name: string; said: string; short?: string }[] = [
  { name: 'al Pastor', said: 'al pastor', short: 'de pastor' },
  { name: 'de Suadero', said: 'de suadero' },
  { name: 'de Bistec', said: 'de bistec' },
  { name: 'de Tinga', said: 'de tinga' },
  { name: 'de Chorizo', said: 'de chorizo' },
  { name: 'de Carnitas', said: 'de carnitas' },
  { name: 'de Chicharrón', said: 'de chicharron' },
  { name: 'de Cochinita', said: 'de cochinita' },
];

const SIDES: Omit<Dish, 'price' | 'category' | 'group'>[] = [
  { name: 'Papas Fritas', sing: 'papas fritas', plur: 'papas fritas', gender: 'f', pluralName: true, short: 'papas' },
  { name: 'Frijoles Charros', sing: 'frijoles charros', plur: 'frijoles charros', gender: 'm', pluralName: true, short: 'frijoles' },
  { name: 'Guacamole', sing: 'guacamole', plur: 'guacamoles', gender: 'm', pluralName: false, short: 'guacamole' },
  { name: 'Arroz Rojo', sing: 'arroz rojo', plur: 'arroces rojos', gender: 'm', pluralName: false, short: 'arroz' },
  { name: 'Cebollitas Asadas', sing: 'cebollitas asadas', plur: 'cebollitas asadas', gender: 'f', pluralName: true, short: 'cebollitas' },
  { name: 'Elote Asado', sing: 'elote asado', plur: 'elotes asados', gender: 'm', pluralName: false, short: 'elote' },
];

const DRINKS: { name: string; sing: string; plur: string; gender: Gender; short: string; sized: boolean; shortGender?: Gender }[] = [
  { name: 'Agua de Horchata', sing: 'agua de horchata', plur: 'aguas de horchata', gender: 'f', short: 'horchata', sized: true },
  { name: 'Agua de Jamaica', sing: 'agua de jamaica', plur: 'aguas de jamaica', gender: 'f', short: 'jamaica', sized: true },
  {
    name: 'Agua de Tamarindo',
    sing: 'agua de tamarindo',
    plur: 'aguas de tamarindo',
    gender: 'f',
    short: 'tamarindo',
    sized: true,
    shortGender: 'm',
  },
  { name: 'Coca Cola 600 ml', sing: 'coca', plur: 'cocas', gender: 'f', short: 'coca', sized: false },
  { name: 'Sprite 600 ml', sing: 'sprite', plur: 'sprites', gender: 'm', short: 'sprite', sized: false },
  { name: 'Café de Olla', sing: 'cafe de olla', plur: 'cafes de olla', gender: 'm', short: 'cafe', sized: false },
];

const DESSERTS: Omit<Dish, 'price' | 'category' | 'group'>[] = [
  { name: 'Flan Napolitano', sing: 'flan napolitano', plur: 'flanes napolitanos', gender: 'm', pluralName: false, short: 'flan' },
  {
    name: 'Pastel de Tres Leches',
    sing: 'pastel de tres leches',
    plur: 'pasteles de tres leches',
    gender: 'm',
    pluralName: false,
    short: 'pastel',
  },
  { name: 'Arroz con Leche', sing: 'arroz con leche', plur: 'arroces con leche', gender: 'm', pluralName: false, short: 'arroz con leche' },
  { name: 'Pay de Queso', sing: 'pay de queso', plur: 'pays de queso', gender: 'm', pluralName: false, short: 'pay' },
  {
    name: 'Gelatina de Mosaico',
    sing: 'gelatina de mosaico',
    plur: 'gelatinas de mosaico',
    gender: 'f',
    pluralName: false,
    short: 'gelatina',
  },
];

/** Things Mexican restaurants sell that none of the generated menus has, with the article for one. */
export const NOT_ON_MENU = ['una pizza', 'una hamburguesa', 'un sushi', 'un hot dog', 'un pozole', 'una michelada', 'una ensalada cesar'];

/** A generated menu: 2–3 dish heads × 2–4 fillings, 1–3 sides, 1–3 drinks (some by size), 0–2 desserts. */
export const afterMenuArb = fc
  .record({
    heads: fc.uniqueArray(fc.integer({ min: 0, max: DISH_HEADS.length - 1 }), { minLength: 1, maxLength: 3 }),
    fillings: fc.uniqueArray(fc.integer({ min: 0, max: FILLINGS.length - 1 }), { minLength: 2, maxLength: 4 }),
    sides: fc.uniqueArray(fc.integer({ min: 0, max: SIDES.length - 1 }), { minLength: 1, maxLength: 3 }),
    drinks: fc.uniqueArray(fc.integer({ min: 0, max: DRINKS.length - 1 }), { minLength: 1, maxLength: 3 }),
    bothSizes: fc.boolean(),
    desserts: fc.uniqueArray(fc.integer({ min: 0, max: DESSERTS.length - 1 }), { maxLength: 2 }),
    prices: fc.array(fc.integer({ min: 2, max: 18 }), { minLength: 40, maxLength: 40 }),
  })
  .map(({ heads, fillings, sides, drinks, bothSizes, desserts, prices }) => {
    const dishes: Omit<Dish, 'price'>[] = [];
    for (const h of heads) {
      const head = DISH_HEADS[h]!;
      for (const f of fillings) {
        const filling = FILLINGS[f]!;
        dishes.push({
          name: `${head.head} ${filling.name}`,
          category: 'Tacos y Antojitos',
          sing: `${head.sing} ${filling.said}`,
          plur: `${head.plur} ${filling.said}`,
          gender: head.gender,
          pluralName: false,
          short: filling.short ?? filling.said,
          group: head.head,
        });
      }
    }
    for (const s of sides) dishes.push({ ...SIDES[s]!, category: 'Complementos', group: SIDES[s]!.name });
    for (const d of drinks) {
      const drink = DRINKS[d]!;
      const base = {
        category: 'Bebidas',
        gender: drink.gender,
        pluralName: false,
        short: drink.short,
        group: drink.name,
        ...(drink.shortGender ? { shortGender: drink.shortGender } : {}),
      };
      if (!drink.sized) dishes.push({ ...base, name: drink.name, sing: drink.sing, plur: drink.plur });
      else {
        dishes.push({ ...base, name: `${drink.name} 1 L`, sing: `${drink.sing} de litro`, plur: `${drink.plur} de litro` });
        if (bothSizes) {
          dishes.push({
            ...base,
            name: `${drink.name} 500 ml`,
            sing: `${drink.sing} de medio litro`,
            plur: `${drink.plur} de medio litro`,
            group: `${drink.name} 500 ml`,
          });
        }
      }
    }
    for (const d of desserts) dishes.push({ ...DESSERTS[d]!, category: 'Postres', group: DESSERTS[d]!.name });
    return dishes.map((d, i) => ({ ...d, price: prices[i % prices.length]! * 500 + i * 100 }));
  });

export const menuItems = (dishes: readonly Dish[]): EvalItem[] =>
  dishes.map((d) => ({ name: d.name, category: d.category, price: d.price }));

const COUNT_WORDS = ['', 'un', 'dos', 'tres', 'cuatro', 'cinco'];

/** "un taco al pastor", "unas papas fritas", "2 tacos al pastor", "tres cocas". */
export function counted(d: Dish, n: number, inWords: boolean): string {
  if (n === 1) {
    if (d.pluralName) return `${d.gender === 'f' ? 'unas' : 'unos'} ${d.sing}`;
    return `${d.gender === 'f' ? 'una' : 'un'} ${d.sing}`;
  }
  return `${inWords ? COUNT_WORDS[n] : n} ${d.plur}`;
}

/** "horchata" → "horchatas", "arroz con leche" → "arroces con leche", "flan" → "flanes" (the first word). */
function plural(words: string): string {
  const [first, ...rest] = words.split(' ');
  const many = /[aeiou]$/.test(first!)
    ? `${first}s`
    : first!.endsWith('z')
      ? `${first!.slice(0, -1)}ces`
      : /y$/.test(first!)
        ? `${first}s`
        : `${first}es`;
  return [many, ...rest].join(' ');
}

/** "el de pastor" / "los de pastor" / "la horchata" / "las horchatas" / "las papas": a dish already in the order. */
export function theirs(d: Dish, n: number): string {
  const many = n > 1 || d.pluralName;
  const article = (d.shortGender ?? d.gender) === 'f' ? (many ? 'las' : 'la') : many ? 'los' : 'el';
  const word = many && !d.pluralName && !d.short.startsWith('de ') ? plural(d.short) : d.short;
  return `${article} ${word}`;
}

/** Whether "el de pastor" names only one of the lines ordered (no other line's short words start the same: "arroz" / "arroz con leche"). */
export const shortIsUnique = (d: Dish, ordered: readonly Dish[]) =>
  !ordered.some((o) => o !== d && (o.short.startsWith(d.short) || d.short.startsWith(o.short)));

/** Items said as a customer lists them: "a, b y c". */
export const listed = (parts: string[]) => (parts.length === 1 ? parts[0]! : `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`);

export const ADDRESSES = [
  'Calle Roble 123 col. Centro',
  'Av. Juárez 45, col. Del Valle',
  'calle pino 12 colonia las flores',
  'Privada Olivo 8, Col. Reforma',
  'Hidalgo 230 col. Moderna',
];

/** A generated order of 1–3 distinct lines on a generated menu, with counts. */
export const orderCaseArb = afterMenuArb.chain((dishes) =>
  fc.record({
    dishes: fc.constant(dishes as Dish[]),
    picks: fc.uniqueArray(fc.integer({ min: 0, max: dishes.length - 1 }), { minLength: 1, maxLength: Math.min(3, dishes.length) }),
    counts: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 3, maxLength: 3 }),
    inWords: fc.boolean(),
    other: fc.integer({ min: 0, max: dishes.length - 1 }),
    address: fc.constantFrom(...ADDRESSES),
    way: fc.nat(50),
  }),
);

export type OrderCase = typeof orderCaseArb extends fc.Arbitrary<infer T> ? T : never;

/** The lines a case orders, as "N Name", and the message ordering them. */
export function ordered(c: OrderCase) {
  const lines = c.picks.map((p, i) => ({ dish: c.dishes[p]!, quantity: c.counts[i]! }));
  return { lines, text: listed(lines.map((l) => counted(l.dish, l.quantity, c.inWords))) };
}

/** Expected order lines as `playChat` reports them ("2 Taco al Pastor"), sorted. */
export const expected = (lines: { dish: Dish; quantity: number }[]) =>
  lines
    .filter((l) => l.quantity > 0)
    .map((l) => `${l.quantity} ${l.dish.name}`)
    .sort();

export const pick = <T>(xs: readonly T[], n: number): T => xs[n % xs.length]!;

/*
 * Dialogues: each generated case becomes the customer's turns, a label naming the kind of
 * wording (to count failures by kind), and what a careful waiter would have written down.
 */
export interface AfterDialogue {
  label: string;
  menu: EvalItem[];
  turns: string[];
  /** The placed order's lines as `playChat` reports them; null when no order must be placed. */
  lines: string[] | null;
  /** The placed order's address, when the dialogue gives one. */
  address?: string;
  /** The placed order must end cancelled. */
  cancelled?: boolean;
  /** A reply (by turn index) that must match. */
  reply?: { turn: number; pattern: RegExp };
}

type Line = { dish: Dish; quantity: number };

const one = (d: Dish) => (d.gender === 'f' ? 'una' : 'un');
const another = (d: Dish) => (d.gender === 'f' ? 'otra' : 'otro');
const placing = (address: string) => ['es todo', address, 'si'];
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The case's lines, the line the customer changes, and a dish of the menu not in the order. */
function parts(c: OrderCase) {
  const { lines, text } = ordered(c);
  const target = lines[c.way % lines.length]!;
  const fresh = c.dishes[c.other]!;
  const dishes = lines.map((l) => l.dish);
  return { lines, text, target, fresh, inOrder: dishes.includes(fresh), unique: shortIsUnique(target.dish, dishes) };
}

const changed = (lines: Line[], target: Line, to: Partial<Line>) => expected(lines.map((l) => (l === target ? { ...l, ...to } : l)));

const PLAIN: [string, (o: string, a: string) => string][] = [
  ['hola buenas, me mandas O a A', (o, a) => `hola buenas, me mandas ${o} a ${a}`],
  ['buenas tardes! O porfa, a A, es todo', (o, a) => `buenas tardes! ${o} porfa, a ${a}, es todo`],
  ['hola quiero O para A', (o, a) => `hola quiero ${o} para ${a}`],
  ['Hola! me puedes mandar O? es a A', (o, a) => `Hola! me puedes mandar ${o}? es a ${a}`],
  ['O / A / es todo (bubbles)', (o, a) => `${o}\n${a}\nes todo`],
  ['buenas noches, O, mi direccion es A', (o, a) => `buenas noches, ${o}, mi direccion es ${a}`],
  ['hola, O. A', (o, a) => `hola, ${o}. ${a}`],
  ['me regalas O? a A porfavor', (o, a) => `me regalas ${o}? a ${a} porfavor`],
];

/** The whole order in one message with greeting and address, then "si". */
export const plainArb = orderCaseArb.map((c): AfterDialogue => {
  const { lines, text } = parts(c);
  const [label, form] = pick(PLAIN, c.way);
  return { label, menu: menuItems(c.dishes), turns: [form(text, c.address), 'si'], lines: expected(lines), address: c.address };
});

const REMOVE: [string, (t: string) => string][] = [
  ['quitale T', (t) => `quitale ${t}`],
  ['ya no quiero T', (t) => `ya no quiero ${t}`],
  ['sin T mejor', (t) => `sin ${t} mejor`],
  ['mejor sin T', (t) => `mejor sin ${t}`],
  ['quita T porfa', (t) => `quita ${t} porfa`],
  ['siempre no T', (t) => `siempre no ${t}`],
  ['ya no T', (t) => `ya no ${t}`],
  ['cancela T', (t) => `cancela ${t}`],
  ['T ya no', (t) => `${t} ya no`],
  ['mejor no T', (t) => `mejor no ${t}`],
  ['borra T', (t) => `borra ${t}`],
];

/** One of 2–3 dishes taken off ("quítale la horchata"), in a later message, the same burst, or after "sí". */
export const removeArb = fc.tuple(orderCaseArb, fc.constantFrom('later', 'burst', 'placed')).map(([c, when]): AfterDialogue | null => {
  const { lines, text, target, unique } = parts(c);
  if (lines.length < 2 || !unique) return null;
  const [label, form] = pick(REMOVE, c.way);
  const said = form(theirs(target.dish, target.quantity));
  const turns =
    when === 'later'
      ? [text, said, ...placing(c.address)]
      : when === 'burst'
        ? [`${text}\n${said}`, ...placing(c.address)]
        : [text, ...placing(c.address), said];
  return { label: `${label} (${when})`, menu: menuItems(c.dishes), turns, lines: changed(lines, target, { quantity: 0 }) };
});

const REPLACE: [string, (t: string, n: string) => string][] = [
  ['cambiame T por N', (t, n) => `cambiame ${t} por ${n}`],
  ['mejor en vez de T N', (t, n) => `mejor en vez de ${t} ${n}`],
  ['en lugar de T mejor N', (t, n) => `en lugar de ${t} mejor ${n}`],
  ['cambia T por N porfa', (t, n) => `cambia ${t} por ${n} porfa`],
  ['mejor N en vez de T', (t, n) => `mejor ${n} en vez de ${t}`],
  ['T cambialo por N', (t, n) => `${t} cambialo por ${n}`],
];

/** One dish replaced by another of the menu ("cámbiame el de pastor por uno de suadero"), units kept. */
export const replaceArb = fc.tuple(orderCaseArb, fc.boolean()).map(([c, placed]): AfterDialogue | null => {
  const { lines, text, target, fresh, inOrder, unique } = parts(c);
  if (inOrder || !unique) return null;
  // one unit: "por una sprite"; more: the new dish in the plural with no count ("por tortas de carnitas")
  const said = target.quantity === 1 ? counted(fresh, 1, false) : fresh.plur;
  const [label, form] = pick(REPLACE, c.way);
  const change = form(theirs(target.dish, target.quantity), said);
  const turns = placed ? [text, ...placing(c.address), change] : [text, change, ...placing(c.address)];
  return {
    label: `${label}${target.quantity > 1 ? ' (plural)' : ''}${placed ? ' (placed)' : ''}`,
    menu: menuItems(c.dishes),
    turns,
    lines: changed(lines, target, { dish: fresh }),
  };
});

/** A dish's count changed ("que sean 3", "mejor solo 2 de pastor", "agrégale otra", "una más de jamaica"). */
export const recountArb = fc
  .tuple(orderCaseArb, fc.integer({ min: 1, max: 5 }), fc.boolean())
  .map(([c, n, placed]): AfterDialogue | null => {
    const { lines, text, target, unique } = parts(c);
    const d = target.dish;
    const last = target === lines.at(-1);
    const forms: [string, string, number][] = [
      ['que sean N <plural>', `que sean ${n} ${n === 1 ? d.sing : d.plur}`, n],
      ['agregale otro <dish>', `agregale ${another(d)} ${d.sing}`, target.quantity + 1],
      ['otro <dish> porfa', `${another(d)} ${d.sing} porfa`, target.quantity + 1],
      ['mejor N <plural>', `mejor ${n} ${n === 1 ? d.sing : d.plur}`, n],
    ];
    if (unique) {
      forms.push(
        ['un mas de <short>', `${one(d)} mas de ${d.short.replace(/^de /, '')}`, target.quantity + 1],
        ['mejor solo N de <short>', `mejor solo ${n} de ${d.short.replace(/^de /, '')}`, n],
        ['que T sean N', `que ${theirs(d, 2)} sean ${n}`, n],
      );
    }
    if (last)
      forms.push(
        ['que sean N', `que sean ${n}`, n],
        ['mejor N', `mejor ${n}`, n],
        ['agregale otro', `agregale ${another(d)}`, target.quantity + 1],
      );
    const [label, said, quantity] = pick(forms, c.way + n);
    if (quantity === target.quantity) return null;
    const turns = placed ? [text, ...placing(c.address), said] : [text, said, ...placing(c.address)];
    return { label: `${label}${placed ? ' (placed)' : ''}`, menu: menuItems(c.dishes), turns, lines: changed(lines, target, { quantity }) };
  });

const LATE: [string, (n: string) => string][] = [
  ['ah y N porfa', (n) => `ah y ${n} porfa`],
  ['se me olvido, N', (n) => `se me olvido, ${n}`],
  ['agregale N', (n) => `agregale ${n}`],
  ['oye y N tambien', (n) => `oye y ${n} tambien`],
  ['tambien N', (n) => `tambien ${n}`],
  ['y N', (n) => `y ${n}`],
  ['ponle N', (n) => `ponle ${n}`],
  ['me faltó N', (n) => `me falto ${n}`],
];
const MOMENTS = ['after the order', 'after "es todo"', 'after the address', 'after "si"'];

/** A dish added late: after "es todo", after the address, or after "sí" (the placed order grows). */
export const lateArb = fc
  .tuple(orderCaseArb, fc.integer({ min: 1, max: 3 }), fc.integer({ min: 1, max: 2 }))
  .map(([c, when, n]): AfterDialogue | null => {
    const { lines, text, fresh, inOrder } = parts(c);
    if (inOrder) return null;
    const [label, form] = pick(LATE, c.way);
    const turns = [text, 'es todo', c.address, 'si'];
    turns.splice(when + 1, 0, form(counted(fresh, n, c.inWords)));
    return {
      label: `${label} (${MOMENTS[when]})`,
      menu: menuItems(c.dishes),
      turns,
      lines: expected([...lines, { dish: fresh, quantity: n }]),
      address: c.address,
    };
  });

const NEW_ADDRESS = ['Calle Nogal 77, col. Jardines', 'Av. Reforma 310 col. Centro', 'calle fresno 9 colonia linda vista'];
const READDRESS: [string, (a: string) => string][] = [
  ['me equivoque de direccion, es A', (a) => `me equivoque de direccion, es ${a}`],
  ['mejor mandalo a A', (a) => `mejor mandalo a ${a}`],
  ['cambia la direccion a A', (a) => `cambia la direccion a ${a}`],
  ['perdon, la direccion es A', (a) => `perdon, la direccion es ${a}`],
  ['oye siempre no, es en A', (a) => `oye siempre no, es en ${a}`],
  ['mejor a A', (a) => `mejor a ${a}`],
];

/** The address changed after "sí": the placed order goes to the new one, its lines untouched. */
export const readdressArb = fc.tuple(orderCaseArb, fc.constantFrom(...NEW_ADDRESS)).map(([c, address]): AfterDialogue => {
  const { lines, text } = parts(c);
  const [label, form] = pick(READDRESS, c.way);
  return { label, menu: menuItems(c.dishes), turns: [text, ...placing(c.address), form(address)], lines: expected(lines), address };
});

const CANCEL = [
  'cancelalo',
  'ya no lo quiero',
  'siempre no, cancela todo',
  'cancela el pedido porfa',
  'ya no quiero nada',
  'olvidalo, ya no',
  'mejor cancelalo',
];

/** "cancélalo" before confirming (nothing placed) and after (the placed order is cancelled). */
export const cancelArb = fc.tuple(orderCaseArb, fc.constantFrom('before', 'address', 'placed')).map(([c, when]): AfterDialogue => {
  const { lines, text } = parts(c);
  const said = pick(CANCEL, c.way);
  const menu = menuItems(c.dishes);
  if (when === 'before') return { label: `${said} (before)`, menu, turns: [text, said], lines: null };
  if (when === 'address') return { label: `${said} (at confirmation)`, menu, turns: [text, 'es todo', c.address, said], lines: null };
  return { label: `${said} (placed)`, menu, turns: [text, ...placing(c.address), said], lines: expected(lines), cancelled: true };
});

const total = (lines: Line[]) => lines.reduce((sum, l) => sum + l.dish.price * l.quantity, 0) as Cents;
const QUESTIONS: [string, string, (lines: Line[]) => RegExp][] = [
  ['ya viene?', 'ya viene?', () => /pedido|#0001/i],
  ['¿cuánto fue?', 'cuanto fue?', (lines) => new RegExp(escape(formatMxn(total(lines))))],
  ['cuanto fue en total', 'cuanto fue en total', (lines) => new RegExp(escape(formatMxn(total(lines))))],
  ['cuanto tarda?', 'cuanto tarda?', () => /minutos|avisamos|pedido/i],
  ['a que hora llega?', 'a que hora llega?', () => /minutos|avisamos|pedido/i],
  ['cuanto es?', 'cuanto es?', (lines) => new RegExp(escape(formatMxn(total(lines))))],
];

/** A question about the placed order ("¿ya viene?", "¿cuánto fue?"): answered, the order untouched. */
export const questionArb = orderCaseArb.map((c): AfterDialogue => {
  const { lines, text } = parts(c);
  const [label, said, pattern] = pick(QUESTIONS, c.way);
  return {
    label,
    menu: menuItems(c.dishes),
    turns: [text, ...placing(c.address), said],
    lines: expected(lines),
    reply: { turn: 4, pattern: pattern(lines) },
  };
});

const ABSENT: [string, (t: string, n: string) => string, boolean][] = [
  ['cambiame T por N', (t, n) => `cambiame ${t} por ${n}`, false],
  ['mejor en vez de T N', (t, n) => `mejor en vez de ${t} ${n}`, false],
  ['no, mejor N', (_t, n) => `no, mejor ${n}`, false],
  ['quitale T y ponme N', (t, n) => `quitale ${t} y ponme ${n}`, true],
  ['mejor N en lugar de T', (t, n) => `mejor ${n} en lugar de ${t}`, false],
];

/** A dish the menu lacks asked for in a correction: never added, the customer told so, the order otherwise as it was. */
export const absentArb = fc.tuple(orderCaseArb, fc.constantFrom(...NOT_ON_MENU)).map(([c, dish]): AfterDialogue | null => {
  const { lines, text, target, unique } = parts(c);
  if (!unique) return null;
  const [label, form, removes] = pick(ABSENT, c.way);
  // Taking off their only dish cancels the order: a dialogue of its own (cancelArb).
  if (removes && lines.length < 2) return null;
  const said = form(theirs(target.dish, target.quantity), dish);
  return {
    label,
    menu: menuItems(c.dishes),
    turns: [text, said, ...placing(c.address)],
    lines: removes ? changed(lines, target, { quantity: 0 }) : expected(lines),
    reply: { turn: 1, pattern: /no (manejamos|tenemos|vendemos)/i },
  };
});

/** Every kind of dialogue, by name: what the properties and the tally play. */
export const DIALOGUES = {
  plain: plainArb,
  remove: removeArb,
  replace: replaceArb,
  recount: recountArb,
  late: lateArb,
  readdress: readdressArb,
  cancel: cancelArb,
  question: questionArb,
  absent: absentArb,
} satisfies Record<string, fc.Arbitrary<AfterDialogue | null>>;

/** What went wrong in a played dialogue, or null when the order is what the waiter would have written. */
export function verdict(d: AfterDialogue, played: Played): string | null {
  const live = played.orders.filter((o) => o.status !== 'cancelled');
  if (d.lines === null) return played.orders.length === 0 ? null : `an order was placed: ${played.lines.join(', ')}`;
  if (JSON.stringify(played.lines) !== JSON.stringify(d.lines)) return `lines ${JSON.stringify(played.lines)} ≠ ${JSON.stringify(d.lines)}`;
  if (played.orders.length !== 1) return `${played.orders.length} orders`;
  if (d.cancelled && live.length) return 'not cancelled';
  if (!d.cancelled && !live.length) return 'cancelled';
  const address = normalize(played.orders[0]!.deliveryAddress ?? '');
  if (d.address && address !== normalize(d.address)) return `address "${played.orders[0]!.deliveryAddress}" ≠ "${d.address}"`;
  if (d.reply && !d.reply.pattern.test(played.replies[d.reply.turn] ?? ''))
    return `reply ${d.reply.turn} "${played.replies[d.reply.turn]}" ≁ ${d.reply.pattern}`;
  return null;
}
