import type { CartLine } from './cart.js';
import { normalize } from './text.js';

export type ScenarioCategory = 'menu' | 'service' | 'promotions' | 'order' | 'general';

export interface ScenarioExpectation {
  /** Words the reply must contain (any one of each group), compared without case or accents. */
  mentionsAny?: string[][];
  /** A pattern the reply must match. */
  matches?: RegExp;
  /** Lines the cart must hold after the reply (by menu name, at least this quantity). */
  cartLines?: { name: string; quantity: number }[];
}

export interface Scenario {
  id: string;
  category: ScenarioCategory;
  title: string;
  message: string;
  expectation: ScenarioExpectation;
}

/** The test centre's 8 scripted messages (spec §2 Pruebas), written for the demo menu. */
export const SCENARIOS: Scenario[] = [
  {
    id: 'menu-del-dia',
    category: 'menu',
    title: 'Menú del día',
    message: '¿Cuál es el menú del día?',
    expectation: { matches: /\$\d+\.\d{2}/ },
  },
  {
    id: 'menu-pizzas',
    category: 'menu',
    title: 'Pizzas disponibles',
    message: '¿Qué pizzas tienen?',
    expectation: { mentionsAny: [['hawaiana'], ['pepperoni']] },
  },
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
  {
    id: 'pedido-hawaianas',
    category: 'order',
    title: 'Pedido de 2 pizzas hawaianas',
    message: 'Quiero 2 pizzas hawaianas',
    expectation: { cartLines: [{ name: 'Pizza Hawaiana', quantity: 2 }], matches: /\$378\.00/ },
  },
  {
    id: 'pedido-tacos-horchata',
    category: 'order',
    title: 'Tacos y bebida',
    message: 'Me das 3 tacos al pastor y una horchata, porfa',
    expectation: {
      cartLines: [
        { name: 'Tacos al Pastor', quantity: 3 },
        { name: 'Agua de Horchata', quantity: 1 },
      ],
    },
  },
  {
    id: 'saludo',
    category: 'general',
    title: 'Saludo',
    message: 'Hola, buenas tardes',
    expectation: { mentionsAny: [['hola', 'bienvenid', 'buen']] },
  },
];

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
  if (result.elapsedMs !== undefined && result.elapsedMs > SCENARIO_TIME_LIMIT_MS) {
    return { pass: false, reason: `Tardó ${(result.elapsedMs / 1000).toFixed(1)} s (máximo 5 s)` };
  }
  return { pass: true, reason: 'Correcto' };
}
