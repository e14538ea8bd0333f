import { DEMO_MENU } from '../menu/demo-menu.js';
import type { MenuItem } from '../menu/menu-item.js';
import { formatMxn } from '../shared/money.js';
import type { CartLine } from '../orders/cart.js';
import { normalize } from './text.js';

export type ScenarioCategory = 'menu' | 'service' | 'promotions' | 'order' | 'general';

export interface ScenarioExpectation {
  /** Words the reply must contain (any one of each group), compared without case or accents. */
  mentionsAny?: string[][];
  /** A pattern the reply must match. */
  matches?: RegExp;
  /** Lines the cart must hold after the reply (by menu name, at least this quantity). */
  cartLines?: { name: string; quantity: number }[];
  /** Menu names the cart must not hold after the reply (a sold-out item). */
  absentLines?: string[];
}

export interface Scenario {
  id: string;
  category: ScenarioCategory;
  title: string;
  message: string;
  expectation: ScenarioExpectation;
  /** Set when the restaurant's menu lacks what the scenario needs: why, in Spanish; it is not sent. */
  skip?: string;
}

/** What a scenario needs from a menu item. */
export type ScenarioItem = Pick<MenuItem, 'name' | 'category' | 'price' | 'available'> & Partial<Pick<MenuItem, 'optionGroups'>>;

/** An item the customer can order by its name alone: no choice is asked first (a size, the pieces). */
const plain = (item: ScenarioItem) => !item.optionGroups?.some((g) => g.required);

const DRINK_CATEGORY = /bebida|refresco|agua|drink|jugo|malteada|cafe|licuado|cerveza/;
const isDrink = (item: ScenarioItem) => DRINK_CATEGORY.test(normalize(item.category));

/** The category with the most available items (menu order breaks ties). */
function biggestCategory(available: ScenarioItem[]): { category: string; items: ScenarioItem[] } | null {
  const byCategory = new Map<string, ScenarioItem[]>();
  for (const item of available) byCategory.set(item.category, [...(byCategory.get(item.category) ?? []), item]);
  let best: { category: string; items: ScenarioItem[] } | null = null;
  for (const [category, items] of byCategory) if (!best || items.length > best.items.length) best = { category, items };
  return best;
}

const NO_ITEMS = 'El menú no tiene productos disponibles: agrega productos en Menú & Precios para probar este caso.';

/** What any restaurant is asked, whatever its menu (service, promotions, greeting). */
const SERVICE: Scenario[] = [
  {
    id: 'servicio-domicilio',
    category: 'service',
    title: 'Entrega a domicilio',
    message: '¿Hacen entregas a domicilio?',
    expectation: { mentionsAny: [['domicilio', 'entrega', 'envio', 'enviamos', 'llamar']] },
  },
  {
    id: 'servicio-horario',
    category: 'service',
    title: 'Horario',
    message: '¿Cuál es su horario?',
    expectation: { mentionsAny: [['horario', 'hora', 'llamar']] },
  },
  {
    id: 'promociones',
    category: 'promotions',
    title: 'Promociones',
    message: '¿Tienen alguna promoción hoy?',
    expectation: { mentionsAny: [['promocion', 'promo', 'descuento', '2x1']] },
  },
];
const GREETING: Scenario = {
  id: 'saludo',
  category: 'general',
  title: 'Saludo',
  message: 'Hola, buenas tardes',
  expectation: { mentionsAny: [['hola', 'bienvenid', 'buen']] },
};

function menuScenarios(available: ScenarioItem[]): Scenario[] {
  const biggest = biggestCategory(available);
  const ofTheDay: Scenario = {
    id: 'menu-del-dia',
    category: 'menu',
    title: 'Menú del día',
    message: '¿Cuál es el menú del día?',
    expectation: { matches: /\$\d[\d,]*\.\d{2}/ },
    ...(available.length ? {} : { skip: NO_ITEMS }),
  };
  const category: Scenario = biggest
    ? {
        id: 'menu-categoria',
        category: 'menu',
        title: `${biggest.category} disponibles`,
        message: `¿Qué ${biggest.category.toLocaleLowerCase('es-MX')} tienen?`,
        expectation: { mentionsAny: biggest.items.slice(0, 2).map((i) => [i.name]) },
      }
    : {
        id: 'menu-categoria',
        category: 'menu',
        title: 'Productos de una categoría',
        message: '¿Qué tienen?',
        expectation: {},
        skip: NO_ITEMS,
      };
  return [ofTheDay, category];
}

/** An order of a dish and a drink (or two dishes) the restaurant really sells, each ordered by its name alone. */
function orderScenario(sellable: ScenarioItem[]): Scenario {
  const plainOnes = sellable.filter(plain);
  // Only when every item asks a choice does the order use them (the assistant then asks it, and the check says so).
  const available = plainOnes.length >= 2 ? plainOnes : sellable;
  const main = available.find((i) => !isDrink(i)) ?? available[0];
  const second =
    available.find(isDrink) ?? available.find((i) => i !== main && i.category !== main?.category) ?? available.find((i) => i !== main);
  if (!main || !second)
    return {
      id: 'pedido-varios',
      category: 'order',
      title: 'Pedido de dos productos',
      message: 'Quiero hacer un pedido',
      expectation: {},
      skip: 'El menú necesita al menos dos productos disponibles para probar un pedido.',
    };
  return {
    id: 'pedido-varios',
    category: 'order',
    title: `Pedido de ${main.name} y ${second.name}`,
    message: `Me das 3 ${main.name} y 1 ${second.name}, porfa`,
    expectation: {
      cartLines: [
        { name: main.name, quantity: 3 },
        { name: second.name, quantity: 1 },
      ],
      matches: new RegExp(escapeRegExp(formatMxn(main.price * 3 + second.price))),
    },
  };
}

/** A product the restaurant marked Agotado: the reply says so and the cart stays without it. */
function soldOutScenario(menu: readonly ScenarioItem[]): Scenario {
  const soldOut = menu.find((i) => !i.available);
  if (!soldOut)
    return {
      id: 'producto-agotado',
      category: 'order',
      title: 'Producto agotado',
      message: 'Quiero un producto agotado',
      expectation: {},
      skip: 'No hay productos agotados: marca uno como Agotado en Menú & Precios para probar este caso.',
    };
  return {
    id: 'producto-agotado',
    category: 'order',
    title: `Producto agotado: ${soldOut.name}`,
    message: `Quiero 1 ${soldOut.name}`,
    expectation: { mentionsAny: [['agotado', 'no hay', 'no tenemos', 'no disponible', 'se acabo']], absentLines: [soldOut.name] },
  };
}

/**
 * The test centre's 8 scripted messages (spec §2 Pruebas: menu, service, promotions, order,
 * general), written from the restaurant's own menu: what they order and expect are its real
 * items. A scenario the menu cannot support carries `skip`, the reason in Spanish.
 */
export function scenariosFor(menu: readonly ScenarioItem[]): Scenario[] {
  const available = menu.filter((i) => i.available);
  return [...menuScenarios(available), ...SERVICE, orderScenario(available), soldOutScenario(menu), GREETING];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The scenarios of the demo restaurant's menu (seeded demo, offline engine tests). */
export const SCENARIOS: Scenario[] = scenariosFor(DEMO_MENU.map((i) => ({ ...i, available: i.name !== 'Churros' })));

export interface ScenarioResult {
  scenario: Scenario;
  reply: string;
  cartLines: Pick<CartLine, 'name' | 'quantity'>[];
  /** Milliseconds until the reply; the test centre expects under 5 s. */
  elapsedMs?: number;
}

const SCENARIO_TIME_LIMIT_MS = 5000;

/** Did the assistant's reply meet the scenario's expectation? The reason is Spanish, shown in the test centre. */
export function checkScenario(result: ScenarioResult): { pass: boolean; reason: string } {
  const { expectation } = result.scenario;
  const reply = normalize(result.reply);
  if (!result.reply.trim()) return { pass: false, reason: 'La respuesta está vacía' };
  for (const group of expectation.mentionsAny ?? []) {
    if (!group.some((word) => reply.includes(normalize(word))))
      return { pass: false, reason: `La respuesta no menciona ${group.join(' ni ')}` };
  }
  if (expectation.matches && !expectation.matches.test(result.reply))
    return { pass: false, reason: `La respuesta no coincide con ${expectation.matches}` };
  for (const want of expectation.cartLines ?? []) {
    const have = result.cartLines.filter((l) => normalize(l.name) === normalize(want.name)).reduce((s, l) => s + l.quantity, 0);
    if (have < want.quantity) return { pass: false, reason: `El carrito debía tener ${want.quantity} × ${want.name} y tiene ${have}` };
  }
  for (const name of expectation.absentLines ?? []) {
    if (result.cartLines.some((l) => normalize(l.name) === normalize(name)))
      return { pass: false, reason: `El carrito no debía tener ${name}` };
  }
  if (result.elapsedMs !== undefined && result.elapsedMs > SCENARIO_TIME_LIMIT_MS) {
    return { pass: false, reason: `Tardó ${(result.elapsedMs / 1000).toFixed(1)} s (máximo 5 s)` };
  }
  return { pass: true, reason: 'Correcto' };
}
