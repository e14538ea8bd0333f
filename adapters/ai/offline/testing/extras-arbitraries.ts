import fc from 'fast-check';
import type { EvalItem } from '../../../../eval/menus/index.js';

/*
 * Generated menus of a fast-food or taquería kind for the "extras" properties (session 8): several
 * categories — mains of one or two families, paid extras that are menu items ("Extra Queso",
 * "Aguacate Extra", "Tocino Adicional"), combos whose description includes a drink or a side of
 * choice, sides sold alone in two sizes ("Papas a la Francesa Chicas / Grandes") and drinks by
 * volume — and what a customer says of each of them the way people text on WhatsApp.
 */

/** A main dish: its menu name and how a customer says one, several, or just its distinguishing part. */
export interface Dish {
  name: string;
  /** "hamburguesa hawaiana" */
  one: string;
  /** "hamburguesas hawaianas" */
  many: string;
  /** "un" / "una" */
  article: 'un' | 'una';
  /** How the customer names it among its family without the head word ("hawaiana", "de pastor"), singular and plural. */
  shortOne: string;
  shortMany: string;
}

interface Family {
  head: string;
  /** The combo's description names the family by this word. */
  comboPart: string;
  dishes: Dish[];
}

const dish = (name: string, one: string, many: string, article: 'un' | 'una', shortOne: string, shortMany: string): Dish => ({
  name,
  one,
  many,
  article,
  shortOne,
  shortMany,
});

/** Families of mains, each with dishes that share the head word and differ by a qualifier. */
export const FAMILIES: Family[] = [
  {
    head: 'Hamburguesas',
    comboPart: 'hamburguesa',
    dishes: [
      dish('Hamburguesa Clásica', 'hamburguesa clásica', 'hamburguesas clásicas', 'una', 'clásica', 'clásicas'),
      dish('Hamburguesa Hawaiana', 'hamburguesa hawaiana', 'hamburguesas hawaianas', 'una', 'hawaiana', 'hawaianas'),
      dish('Hamburguesa BBQ', 'hamburguesa bbq', 'hamburguesas bbq', 'una', 'bbq', 'bbq'),
      dish('Hamburguesa Ranchera', 'hamburguesa ranchera', 'hamburguesas rancheras', 'una', 'ranchera', 'rancheras'),
      dish('Hamburguesa de Pollo', 'hamburguesa de pollo', 'hamburguesas de pollo', 'una', 'de pollo', 'de pollo'),
    ],
  },
  {
    head: 'Tacos',
    comboPart: 'tacos',
    dishes: [
      dish('Taco de Pastor', 'taco de pastor', 'tacos de pastor', 'un', 'de pastor', 'de pastor'),
      dish('Taco de Bistec', 'taco de bistec', 'tacos de bistec', 'un', 'de bistec', 'de bistec'),
      dish('Taco de Suadero', 'taco de suadero', 'tacos de suadero', 'un', 'de suadero', 'de suadero'),
      dish('Taco de Chorizo', 'taco de chorizo', 'tacos de chorizo', 'un', 'de chorizo', 'de chorizo'),
      dish('Taco de Tripa', 'taco de tripa', 'tacos de tripa', 'un', 'de tripa', 'de tripa'),
    ],
  },
  {
    head: 'Hot Dogs',
    comboPart: 'hot dog',
    dishes: [
      dish('Hot Dog Sencillo', 'hot dog sencillo', 'hot dogs sencillos', 'un', 'sencillo', 'sencillos'),
      dish('Hot Dog Jumbo', 'hot dog jumbo', 'hot dogs jumbo', 'un', 'jumbo', 'jumbo'),
      dish('Hot Dog Sonorense', 'hot dog sonorense', 'hot dogs sonorenses', 'un', 'sonorense', 'sonorenses'),
    ],
  },
  {
    head: 'Tortas',
    comboPart: 'torta',
    dishes: [
      dish('Torta Cubana', 'torta cubana', 'tortas cubanas', 'una', 'cubana', 'cubanas'),
      dish('Torta de Milanesa', 'torta de milanesa', 'tortas de milanesa', 'una', 'de milanesa', 'de milanesa'),
      dish('Torta Ahogada', 'torta ahogada', 'tortas ahogadas', 'una', 'ahogada', 'ahogadas'),
      dish('Torta de Pierna', 'torta de pierna', 'tortas de pierna', 'una', 'de pierna', 'de pierna'),
    ],
  },
  {
    head: 'Burritos',
    comboPart: 'burrito',
    dishes: [
      dish('Burrito de Asada', 'burrito de asada', 'burritos de asada', 'un', 'de asada', 'de asada'),
      dish('Burrito de Machaca', 'burrito de machaca', 'burritos de machaca', 'un', 'de machaca', 'de machaca'),
      dish('Burrito Norteño', 'burrito norteño', 'burritos norteños', 'un', 'norteño', 'norteños'),
    ],
  },
];

/** A paid extra: the ingredient as customers say it and the ways owners write it on the menu. */
export const EXTRA_INGREDIENTS = [
  { said: 'queso', names: ['Extra Queso', 'Queso Extra', 'Queso Adicional'] },
  { said: 'aguacate', names: ['Extra Aguacate', 'Aguacate Extra', 'Aguacate Adicional'] },
  { said: 'tocino', names: ['Extra Tocino', 'Tocino Extra', 'Tocino Adicional'] },
  { said: 'jalapeños', names: ['Extra Jalapeños', 'Jalapeños Extra'] },
  { said: 'champiñones', names: ['Extra Champiñones', 'Champiñones Extra'] },
  { said: 'piña', names: ['Extra Piña', 'Piña Extra'] },
  // Words other items have too ("Taco de Chorizo"), and names of several words.
  { said: 'chorizo', names: ['Extra Chorizo', 'Chorizo Extra', 'Chorizo Adicional'] },
  { said: 'salsa de chipotle', names: ['Extra Salsa de Chipotle', 'Salsa de Chipotle Extra'] },
  { said: 'queso oaxaca', names: ['Extra Queso Oaxaca', 'Queso Oaxaca Extra'] },
  { said: 'huevo', names: ['Huevo Extra', 'Extra Huevo', 'Huevo Adicional'] },
];

/** Sides sold alone: two sizes of papas, and aros. */
export const SIDES = {
  small: { name: 'Papas a la Francesa Chicas', one: 'papas chicas', article: 'unas' },
  big: { name: 'Papas a la Francesa Grandes', one: 'papas grandes', article: 'unas' },
  rings: { name: 'Aros de Cebolla', one: 'aros de cebolla', article: 'unos' },
};

/** Drinks sold alone; `said` is how the customer names one as a combo's drink. */
export const DRINKS = [
  { name: 'Coca-Cola 600 ml', said: 'coca' },
  { name: 'Fanta 600 ml', said: 'fanta' },
  { name: 'Sprite 600 ml', said: 'sprite' },
  { name: 'Agua de Jamaica 1 L', said: 'jamaica' },
  { name: 'Agua de Horchata 1 L', said: 'horchata' },
];

/** Notes that name nothing on any generated menu. */
export const FREE_NOTES = ['sin cebolla', 'bien dorado', 'la salsa aparte', 'sin verdura', 'sin chile', 'bien tostada', 'sin mayonesa'];

export interface ExtrasMenu {
  menu: EvalItem[];
  /** The mains on the menu (the first family, then maybe a second one). */
  dishes: Dish[];
  /** The paid extras on the menu: name and the ingredient as said. */
  extras: { name: string; said: string }[];
  /** Combos: name and how the customer says it ("el combo 2"). */
  combos: { name: string; said: string; drinks: string[] }[];
  drinks: { name: string; said: string }[];
}

const EXTRA_CATEGORIES = ['Extras', 'Adicionales', 'Ingredientes Extra'];

/**
 * A menu of 2–5 mains from one or two families, 1–3 paid extras under "Extras" / "Adicionales",
 * 1–3 numbered combos (or a "Combo <Family>") including a drink of choice, papas in two sizes,
 * aros, and 2–5 drinks; prices distinct.
 */
export const extrasMenuArb: fc.Arbitrary<ExtrasMenu> = fc
  .record({
    families: fc.uniqueArray(fc.integer({ min: 0, max: FAMILIES.length - 1 }), { minLength: 1, maxLength: 2 }),
    dishPicks: fc.array(fc.integer({ min: 0, max: 4 }), { minLength: 2, maxLength: 5 }),
    extras: fc.uniqueArray(fc.integer({ min: 0, max: EXTRA_INGREDIENTS.length - 1 }), { minLength: 1, maxLength: 3 }),
    extraForm: fc.array(fc.integer({ min: 0, max: 2 }), { minLength: 3, maxLength: 3 }),
    extraCategory: fc.constantFrom(...EXTRA_CATEGORIES),
    combos: fc.integer({ min: 1, max: 3 }),
    comboNaming: fc.constantFrom('numbered', 'family'),
    drinks: fc.uniqueArray(fc.integer({ min: 0, max: DRINKS.length - 1 }), { minLength: 2, maxLength: 5 }),
    mainsCategoryLabel: fc.boolean(),
  })
  .map(({ families, dishPicks, extras, extraForm, extraCategory, combos, comboNaming, drinks, mainsCategoryLabel }) => {
    const fams = families.map((f) => FAMILIES[f]!);
    const dishes: Dish[] = [];
    for (const [i, p] of dishPicks.entries()) {
      const fam = fams[i % fams.length]!;
      const d = fam.dishes[p % fam.dishes.length]!;
      if (!dishes.includes(d)) dishes.push(d);
    }
    const menu: EvalItem[] = [];
    let price = 30;
    const add = (name: string, category: string, description?: string) => {
      menu.push({ name, category, price: price * 100, ...(description ? { description } : {}) });
      price += 7;
    };
    for (const d of dishes) add(d.name, mainsCategoryLabel ? fams.find((f) => f.dishes.includes(d))!.head : 'Menú');
    const extraItems = extras.map((e, i) => {
      const ing = EXTRA_INGREDIENTS[e]!;
      return { name: ing.names[extraForm[i]! % ing.names.length]!, said: ing.said };
    });
    for (const e of extraItems) add(e.name, extraCategory);
    const drinkItems = drinks.map((d) => DRINKS[d]!);
    const drinkWords = drinkItems.map((d) => d.said);
    const comboList: ExtrasMenu['combos'] = [];
    for (let i = 0; i < combos; i++) {
      const fam = fams[i % fams.length]!;
      const name =
        comboNaming === 'numbered'
          ? `Combo ${i + 1}`
          : i < fams.length
            ? `Combo ${fam.dishes[0]!.one.split(' ')[0]!.replace(/^./, (c) => c.toUpperCase())}`
            : `Paquete ${i + 1}`;
      if (comboList.some((c) => c.name === name)) continue;
      const said = comboNaming === 'numbered' ? `combo ${i + 1}` : name.toLowerCase();
      const description = `${fam.comboPart.replace(/^./, (c) => c.toUpperCase())}, papas chicas y refresco o agua a elegir (${drinkWords.join(', ')})`;
      add(name, 'Combos', description);
      comboList.push({ name, said, drinks: drinkWords });
    }
    add(SIDES.small.name, 'Complementos');
    add(SIDES.big.name, 'Complementos');
    add(SIDES.rings.name, 'Complementos');
    for (const d of drinkItems) add(d.name, 'Bebidas');
    return { menu, dishes, extras: extraItems, combos: comboList, drinks: drinkItems };
  });

export const COUNT_WORDS = ['un', 'dos', 'tres', 'cuatro', 'cinco'];

/** "una hamburguesa hawaiana", "2 hamburguesas hawaianas", "dos hawaianas" (a short form when no other main shares it). */
export function dishSaid(d: Dish, n: number, form: 'full' | 'short' | 'words', dishes: Dish[]): string {
  const shortOk = form === 'short' && dishes.filter((o) => o.shortOne === d.shortOne).length === 1 && !d.shortOne.startsWith('de ');
  const name = n === 1 ? (shortOk ? d.shortOne : d.one) : shortOk ? d.shortMany : d.many;
  if (n === 1) return `${d.article} ${name}`;
  return `${form === 'words' ? COUNT_WORDS[n - 1] : n} ${name}`;
}

/** The ways a customer asks for a paid extra on what they just named; `n` is how many units it goes on. */
export const EXTRA_WAYS = [
  (ing: string) => ` con extra ${ing}`,
  (ing: string) => ` con ${ing} extra`,
  (ing: string, n: number) => `, ${n === 1 ? 'agrégale' : 'agrégales'} ${ing} extra`,
  (ing: string, n: number) => ` y ${n === 1 ? 'ponle' : 'ponles'} ${ing} extra`,
  (ing: string) => ` con doble ${ing}`,
  (ing: string) => ` con ${ing} adicional`,
] as const;

/** Greetings and courtesy bubbles that carry no order. */
export const CHATTER = ['hola buenas tardes', 'hola', 'buenas noches', 'porfa', 'oiga', 'buenas tardes, para pedir'];
export const CLOSINGS = ['es todo', 'nada más', 'sería todo', 'es todo gracias'];
