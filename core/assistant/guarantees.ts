import { type Cents, formatMxn } from '../shared/money.js';
import { type Cart, type CartLine, type PendingQuestion, withGuards } from '../orders/cart.js';
import { cartTotal } from './cart-ops.js';
import type { ToolCall } from './language-model.js';
import { normalize } from './text.js';
import { listAnd } from '../shared/spanish-list.js';

/**
 * Guarantees that hold whatever engine answers (docs/assistant-guarantees.md):
 * - a quantity above the restaurant's bound, a quantity that may have been read from the
 *   address, or a total far above the restaurant's usual order is asked back and needs the
 *   customer's explicit yes before `confirmar_pedido` succeeds;
 * - no order is confirmed while a clarifying question about its contents is open.
 * The state lives on the cart (`Cart.guards`), so it survives between messages.
 */

/** Units of one product per order before the customer is asked "¿seguro?" (Configuración IA can change it). */
export const DEFAULT_MAX_LINE_QUANTITY = 20;
/** The most the bound can be set to; also the most one line can hold by chat. */
export const MAX_LINE_QUANTITY_LIMIT = 100;
/** A restaurant with fewer past orders than this has no "usual order" yet: the platform default applies. */
export const USUAL_ORDER_MIN_HISTORY = 5;
/** How many of its latest orders make a restaurant's usual order. */
export const USUAL_ORDER_HISTORY = 30;
/** A total above this many times the median of the restaurant's latest orders is asked back. */
export const USUAL_ORDER_FACTOR = 5;
/** Never ask about totals up to this ($1,000.00), whatever the history. */
export const USUAL_TOTAL_FLOOR: Cents = 100_000;
/** With no history, totals above this ($3,000.00) are asked back. */
export const PLATFORM_TOTAL_LIMIT: Cents = 300_000;
/** After a yes to a total, only a total this many times larger asks again. */
const CONFIRMED_TOTAL_SLACK = 1.25;

const ASK_SUFFIX = 'Respóndeme «sí» para dejarlo así o dime la cantidad correcta.';

export interface GuardLimits {
  maxLineQuantity: number;
  /** The total above which the customer is asked back; only consulted above USUAL_TOTAL_FLOOR. */
  totalLimit: () => Promise<Cents>;
}

/** A restaurant's usual-order limit from its latest real orders' totals: 5× their median, or the platform default. */
export function usualTotalLimit(totals: readonly Cents[]): Cents {
  const real = totals.slice(0, USUAL_ORDER_HISTORY).sort((a, b) => a - b);
  if (real.length < USUAL_ORDER_MIN_HISTORY) return PLATFORM_TOTAL_LIMIT;
  const mid = real.length / 2;
  const median = real.length % 2 ? real[Math.floor(mid)]! : (real[mid - 1]! + real[mid]!) / 2;
  return Math.max(USUAL_TOTAL_FLOOR, Math.round(median * USUAL_ORDER_FACTOR));
}

export const maxLineQuantityOf = (config: { maxLineQuantity?: unknown }): number => {
  const n = config.maxLineQuantity;
  return typeof n === 'number' && Number.isInteger(n) && n >= 1 && n <= MAX_LINE_QUANTITY_LIMIT ? n : DEFAULT_MAX_LINE_QUANTITY;
};

/** Units per menu item, across lines with different notes. */
function unitsByItem(lines: readonly CartLine[]): Map<string, { line: CartLine; quantity: number; subtotal: Cents }> {
  const units = new Map<string, { line: CartLine; quantity: number; subtotal: Cents }>();
  for (const l of lines) {
    const u = units.get(l.menuItemId) ?? { line: l, quantity: 0, subtotal: 0 };
    units.set(l.menuItemId, { line: u.line, quantity: u.quantity + l.quantity, subtotal: u.subtotal + l.unitPrice * l.quantity });
  }
  return units;
}

/** The "¿seguro?" question, and the quantities it asks about (a yes that repeats them is a yes). */
export interface QuantityQuestion {
  question: string;
  quantities: number[];
}

/** The cart's units per menu item: what a yes confirms. */
export const unitsOf = (cart: Pick<Cart, 'lines'>): Record<string, number> =>
  Object.fromEntries([...unitsByItem(cart.lines)].map(([id, u]) => [id, u.quantity]));

/** The "¿seguro?" question the cart needs now, or null when nothing in it is unbelievable (or it was all said yes to). */
export async function quantityQuestion(cart: Cart, limits: GuardLimits): Promise<QuantityQuestion | null> {
  if (cart.lines.length === 0) return null;
  const confirmed = cart.guards?.confirmed ?? null;
  const suspects = cart.guards?.suspects ?? {};
  const asked: { quantity: number; name: string; subtotal: Cents }[] = [];
  for (const [id, u] of unitsByItem(cart.lines)) {
    const yes = confirmed?.quantities[id] ?? 0;
    const big = u.quantity > limits.maxLineQuantity;
    const suspect = suspects[id] !== undefined && suspects[id] === u.quantity;
    if ((big || suspect) && u.quantity > yes) asked.push({ quantity: u.quantity, name: u.line.name, subtotal: u.subtotal });
  }
  if (asked.length) {
    const subtotal = asked.reduce((s, a) => s + a.subtotal, 0);
    const question = `¿Seguro que son ${listAnd(asked.map((a) => `${a.quantity} ${a.name}`))}? Serían ${formatMxn(subtotal)}. ${ASK_SUFFIX}`;
    return { question, quantities: asked.map((a) => a.quantity) };
  }
  const total = cartTotal(cart);
  if (total <= USUAL_TOTAL_FLOOR) return null;
  if (confirmed && total <= confirmed.total * CONFIRMED_TOTAL_SLACK) return null;
  if (total <= (await limits.totalLimit())) return null;
  return {
    question: `¿Seguro que tu pedido es de ${formatMxn(total)}? Es mucho más de lo que se pide normalmente. ${ASK_SUFFIX}`,
    quantities: [],
  };
}

/** Sets or clears the open quantity question after the cart changed; an unchanged question keeps whether it was asked. */
export async function refreshQuantityCheck(cart: Cart, limits: GuardLimits): Promise<Cart> {
  const needed = await quantityQuestion(cart, limits);
  const current = cart.guards?.check ?? null;
  if (!needed) return current ? withGuards(cart, { check: null }) : cart;
  if (current?.question === needed.question) return cart;
  return withGuards(cart, { check: { ...needed, asked: false } });
}

/** The customer said yes to what the cart holds now: quantities and total are theirs. */
export function confirmQuantities(cart: Cart): Cart {
  return withGuards(cart, { check: null, confirmed: { quantities: unitsOf(cart), total: cartTotal(cart) } });
}

/**
 * The customer answered "¿seguro que son …?" by writing the quantity they want ("no, son 30"):
 * that item's units and the total are theirs, even if still above the bound.
 */
export function confirmItemQuantity(cart: Cart, menuItemId: string): Cart {
  const units = unitsByItem(cart.lines).get(menuItemId)?.quantity;
  if (units === undefined) return cart;
  const confirmed = cart.guards?.confirmed;
  return withGuards(cart, {
    confirmed: { quantities: { ...confirmed?.quantities, [menuItemId]: units }, total: Math.max(confirmed?.total ?? 0, cartTotal(cart)) },
  });
}

/** Why `confirmar_pedido` may not place the order yet: the customer-safe question to ask, or null. */
export function confirmBlocker(cart: Cart): { error: string; mensaje: string; opciones?: string[] } | null {
  const pending = cart.guards?.pending ?? [];
  if (pending.length)
    return {
      error: 'pregunta_abierta',
      mensaje: `Antes de confirmar: ${pending.map((p) => p.pregunta).join(' ')}`,
      opciones: pending.flatMap((p) => p.opciones),
    };
  const check = cart.guards?.check;
  if (check) return { error: 'cantidad_sin_confirmar', mensaje: check.question };
  return null;
}

/** Only words that answer "¿seguro que son …?": not "confirmo"/"ok", which may answer the engine's own question. */
const YES =
  /^(si+|sip|simon|claro( que si)?|correcto|exacto|asi( esta bien| es| mero| dejalo)?|esta bien|de acuerdo|afirmativo|asi son|son esos|son esas|si son)( (si|son|asi|por favor|porfa|gracias|esta bien|correcto|es correcto|todo bien|asi esta bien|son esos|son esas))*$/;
/** Only words that drop what was asked about: not a bare "no", which may answer "¿algo más?". */
const DROP =
  /^(ninguno|ninguna|ni uno|ni una|ya no|mejor no|olvidalo|olvidala|no lo quiero|no la quiero|ya no lo quiero|ya no la quiero|ya no quiero)( (gracias|ya no|mejor no|asi|asi esta bien|asi dejalo))*$/;

/** A message that is only a yes ("sí", "así está bien", "correcto"): no number, no change, no "pero". */
export const isExplicitYes = (text: string): boolean => YES.test(normalize(text));
const YES_LEAD = /^(si+|sip|simon|claro|correcto|exacto|asi es|efectivamente|de acuerdo)\b/;
const CHANGE_WORDS = /\b(no|pero|mejor|cambia|cambiale|quita|quitale|agrega|agregale|mas|menos|otro|otra|otros|otras|solo|nomas|mitad)\b/;

/**
 * A yes that repeats the very quantities asked about ("sí, 40 tacos", "sí, son 25"): it starts
 * with a yes, changes nothing, and every number the customer writes is one of `quantities`.
 */
export function isRestatedYes(text: string, quantities: readonly number[]): boolean {
  const said = normalize(text);
  if (!YES_LEAD.test(said) || CHANGE_WORDS.test(said)) return false;
  const numbers = said
    .split(' ')
    .flatMap((w) => (/^\d+$/.test(w) ? [Number(w)] : w in NUMBER_WORDS && !ARTICLES.has(w) ? [NUMBER_WORDS[w]!] : []));
  return numbers.length > 0 && numbers.every((n) => quantities.includes(n));
}
const ARTICLES = new Set(['un', 'una', 'uno']);

/** A message that only drops what was asked about ("ya no", "ninguno", "olvídalo"). */
export const isExplicitDrop = (text: string): boolean => DROP.test(normalize(text));

/**
 * The customer's answer to an open guard question, before any engine reads the message: a plain
 * yes to an asked "¿seguro?" confirms the quantities; a plain "no"/"ya no" to an open clarifying
 * question drops the item that was waiting on it.
 */
export function answerGuards(cart: Cart, incoming: string): Cart {
  const check = cart.guards?.check;
  if (check?.asked && (isExplicitYes(incoming) || isRestatedYes(incoming, check.quantities ?? []))) return confirmQuantities(cart);
  if (cart.guards?.pending?.length && !check && isExplicitDrop(incoming)) return withGuards(cart, { pending: null });
  return cart;
}

const sameName = (a: string, b: string) => normalize(a) === normalize(b);

/**
 * Records and resolves clarifying questions from the tool results of one call: an
 * `agregar_producto` refused as ambiguous (or missing a required option) leaves the request
 * pending; adding one of its choices, removing it, or cancelling resolves it.
 */
export function trackPending(call: ToolCall, cart: Cart, result: { ok: boolean; [k: string]: unknown }): Cart {
  const pending = cart.guards?.pending ?? [];
  const args = call.arguments ?? {};
  const producto = typeof args.producto === 'string' ? args.producto.trim() : '';
  const keep = (left: PendingQuestion[]) =>
    left.length === pending.length ? cart : withGuards(cart, { pending: left.length ? left : null });
  if (call.name === 'agregar_producto') {
    if (!result.ok && (result.error === 'ambiguo' || Array.isArray(result.faltan)) && producto) {
      const opciones = Array.isArray(result.opciones)
        ? result.opciones.filter((o): o is string => typeof o === 'string')
        : Array.isArray(result.faltan)
          ? result.faltan.flatMap((f: { opciones?: unknown }) => (Array.isArray(f?.opciones) ? f.opciones.map(String) : []))
          : [];
      const cantidad = typeof args.cantidad === 'number' ? args.cantidad : Number(args.cantidad) || 1;
      const pregunta = typeof result.mensaje === 'string' ? result.mensaje : '¿Cuál quieres?';
      const others = pending.filter((p) => !sameName(p.producto, producto));
      const item = typeof result.producto === 'string' ? { item: result.producto } : {};
      return withGuards(cart, { pending: [...others, { producto, cantidad, opciones, pregunta, ...item }] });
    }
    const added = typeof result.producto === 'string' ? result.producto : null;
    if (!result.ok || !added) return cart;
    const resolves = (p: PendingQuestion) =>
      p.opciones.some((o) => sameName(o, added)) || sameName(p.producto, added) || sameName(p.item ?? '', added);
    return keep(pending.filter((p) => !resolves(p)));
  }
  if (call.name === 'quitar_producto' && producto) {
    const said = normalize(producto);
    const names = (p: PendingQuestion) => [p.producto, ...p.opciones, ...(p.item ? [p.item] : [])].map(normalize);
    return keep(pending.filter((p) => !names(p).some((n) => n === said || n.includes(said) || said.includes(n))));
  }
  return cart;
}

/** Spanish number words a customer may write a quantity with (up to 30, then the tens). */
const NUMBER_WORDS: Record<string, number> = {
  un: 1, una: 1, uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9, diez: 10,
  once: 11, doce: 12, docena: 12, trece: 13, catorce: 14, quince: 15, dieciseis: 16, diecisiete: 17, dieciocho: 18,
  diecinueve: 19, veinte: 20, veintiuno: 21, veintidos: 22, veintitres: 23, veinticuatro: 24, veinticinco: 25,
  veintiseis: 26, veintisiete: 27, veintiocho: 28, veintinueve: 29, treinta: 30, cuarenta: 40, cincuenta: 50, sesenta: 60, setenta: 70, ochenta: 80, noventa: 90, cien: 100,
}; // prettier-ignore

/** How many times the customer wrote the number n (as digits or as a word). */
export function timesWritten(text: string, n: number): number {
  return normalize(text)
    .split(' ')
    .filter((w) => (/^\d+$/.test(w) ? Number(w) === n : NUMBER_WORDS[w] === n)).length;
}

const numbersIn = (address: string) =>
  normalize(address)
    .split(' ')
    .filter((w) => /^\d+$/.test(w))
    .map(Number);

/**
 * Quantities of this message that may have been read from the address: a number the customer
 * wrote fewer times than it is used, as a quantity and inside the address together. Such a
 * quantity is asked back like a big one. Conservative: quantities of 1 are never suspect.
 */
export function addressSuspects(
  incoming: string,
  addresses: readonly string[],
  quantities: readonly { menuItemId: string; quantity: number }[],
) {
  const suspects: Record<string, number> = {};
  for (const q of quantities) {
    if (q.quantity < 2) continue;
    const inAddresses = addresses.reduce((sum, a) => sum + numbersIn(a).filter((n) => n === q.quantity).length, 0);
    if (inAddresses === 0) continue;
    const uses = inAddresses + quantities.filter((o) => o.quantity === q.quantity).length;
    if (uses > timesWritten(incoming, q.quantity)) suspects[q.menuItemId] = q.quantity;
  }
  return suspects;
}
