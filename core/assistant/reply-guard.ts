import type { MenuItem } from '../menu/menu-item.js';
import { type Order, orderTotal } from '../orders/order.js';
import { type Cents, formatMxn } from '../shared/money.js';
import type { Cart } from '../orders/cart.js';
import { cartTotal } from './cart-ops.js';
import { moneyLines } from '../orders/money-lines.js';
import { lineName } from '../orders/option-text.js';
import type { MenuMatcher } from './menu-matcher.js';
import { type NamedItem, namedItems } from './named-items.js';
import { isMeasure } from './measures.js';
import { normalize } from './text.js';

/** Every amount of money a text states: "$1,299.00", "$45", "45 pesos". */
function moneyAmounts(text: string): Cents[] {
  const amounts: Cents[] = [];
  for (const m of text.matchAll(/\$\s?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?|\b(\d+)(?:\.(\d{1,2}))?\s*(?:pesos|mxn)\b/gi)) {
    const whole = (m[1] ?? m[3] ?? '0').replace(/,/g, '');
    const frac = (m[2] ?? m[4] ?? '').padEnd(2, '0');
    amounts.push(Number(whole) * 100 + Number(frac || 0));
  }
  return amounts;
}

/** How the server states an order or a cart: one line per product, the total (with the delivery fee as its own line), where it goes. */
export function serverSummary(lines: Cart['lines'], address: string | null, heading: string, deliveryFee?: Cents | null): string {
  return [
    heading,
    ...lines.map((l) => `• ${l.quantity} × ${lineName(l)}${l.notes ? ` (${l.notes})` : ''} — ${formatMxn(l.unitPrice * l.quantity)}`),
    ...moneyLines(cartTotal({ lines }), deliveryFee),
    ...(address ? [`Entrega en: ${address}`] : []),
  ].join('\n');
}

export interface ReplyFacts {
  menu: MenuItem[];
  cart: Cart;
  /** The confirmed order this turn created, amended or cancelled, if any. */
  order: Order | null;
  /** Amounts the restaurant itself states (delivery fee, promotions): the model may repeat them. */
  profileTexts: string[];
  /** Other amounts the server computed this turn (delivery fee, total with it, change): the model may repeat them. */
  amounts?: Cents[];
  /** Reads which menu items the customer named (the assistant's, apps/server/container.ts). */
  matcher: MenuMatcher;
}

/**
 * The model's text may only state amounts the server knows (menu prices, line subtotals, the
 * cart's or the order's total, the restaurant's own texts); otherwise the customer reads the
 * server's summary instead. When an order was confirmed, amended or cancelled, its real total is
 * always in the reply.
 */
export function guardReply(text: string, facts: ReplyFacts): string {
  const { cart, order } = facts;
  const lines = order ? order.items : cart.lines;
  const allowed = new Set<Cents>([
    ...facts.menu.map((i) => i.price),
    ...cart.lines.map((l) => l.unitPrice * l.quantity),
    ...cart.lines.map((l) => l.unitPrice),
    ...facts.menu.flatMap((i) => i.optionGroups.flatMap((g) => g.options.map((o) => o.price))),
    cartTotal(cart),
    ...(order ? [order.total, ...order.items.map((i) => i.unitPrice * i.quantity), ...order.items.map((i) => i.unitPrice)] : []),
    ...facts.profileTexts.flatMap(moneyAmounts),
    ...(facts.amounts ?? []),
  ]);
  const wrong = moneyAmounts(text).some((a) => !allowed.has(a));
  const heading = order ? (order.status === 'cancelled' ? 'Pedido cancelado:' : 'Tu pedido:') : 'Tu pedido:';
  if (wrong) {
    const fee = order ? order.deliveryFee : cart.deliveryFee;
    const known = lines.length ? serverSummary(lines, order?.deliveryAddress ?? cart.deliveryAddress, heading, fee) : '';
    const withoutAmounts = text
      .split('\n')
      .filter((l) => moneyAmounts(l).length === 0)
      .join('\n')
      .trim();
    return [withoutAmounts, known].filter(Boolean).join('\n\n');
  }
  // Every amount is one the server knows, but one called the total must be the total ("Total: $25.00" is a drink's price).
  text = correctStatedTotals(text, facts);
  if (order?.status === 'cancelled')
    return /cancel/i.test(text) ? text : [text.trim(), 'Tu pedido quedó cancelado.'].filter(Boolean).join('\n\n');
  if (order && !text.includes(formatMxn(order.total))) {
    return [text.trim(), serverSummary(order.items, order.deliveryAddress, heading, order.deliveryFee)].filter(Boolean).join('\n\n');
  }
  return text;
}

/** "Total a pagar: $25.00", "el total es de $170.00", "pagarás $54.00": an amount said to be the total. */
const STATED_TOTAL =
  /(\btotal(?:\s+(?:a\s+pagar|del\s+pedido|final))?|\ba\s+pagar|\bpagar[aá]s)(\s*(?:es\s+de|es|de|son|:|=)?\s*)(\$\s?(?:\d{1,3}(?:,\d{3})+|\d+)(?:\.\d{1,2})?)/gi;

/**
 * An amount the reply calls the total must be the order's (or the cart's) real total: a
 * model's "Confirmado ✅ Total a pagar: $25.00" above a $170.00 order reads $170.00.
 */
export function correctStatedTotals(text: string, facts: Pick<ReplyFacts, 'cart' | 'order'>): string {
  const { cart, order } = facts;
  if (!order && cart.lines.length === 0) return text;
  const fee = (x: unknown) => (typeof x === 'number' ? x : 0);
  const real = order ? order.total : cartTotal(cart) + fee((cart as { deliveryFee?: unknown }).deliveryFee);
  const totals = new Set<Cents>([real, ...(order ? [orderTotal(order.items)] : [cartTotal(cart)])]);
  return text.replace(STATED_TOTAL, (whole, label: string, gap: string, amount: string) => {
    const [value] = moneyAmounts(amount);
    return value === undefined || totals.has(value) ? whole : `${label}${gap}${formatMxn(real)}`;
  });
}

/**
 * Nothing named is dropped silently: what the customer named that is neither in the cart or
 * order nor mentioned in the reply gets asked about (`offerQuestion`), with how many they said.
 */
export function unansweredItems(
  incoming: string,
  reply: string,
  facts: Pick<ReplyFacts, 'menu' | 'cart' | 'order' | 'matcher'>,
): NamedItem[] {
  const held = new Set([...facts.cart.lines.map((l) => l.menuItemId), ...(facts.order?.items.map((i) => i.menuItemId) ?? [])]);
  let answered: string | null = null; // the reply normalized, only when something named is not held
  return namedItems(incoming, facts.menu, facts.matcher).filter(
    ({ item }) =>
      !held.has(item.id) &&
      !heldAsPack(item, held, facts) &&
      ![item.name, ...item.synonyms].some((n) => (answered ??= normalize(reply)).includes(normalize(n))),
  );
}

/**
 * "tres tostadas de ceviche" taken as one "Tostadas de Ceviche 3 pzas" (a count the menu sells as
 * a pack is that pack): the single dish named is answered by a held item of its words plus only a measure.
 */
function heldAsPack(item: MenuItem, held: ReadonlySet<string>, facts: Pick<ReplyFacts, 'menu' | 'matcher'>): boolean {
  const words = facts.matcher.itemVariants(item)[0];
  if (!words) return false;
  return facts.menu.some((other) => {
    if (other === item || !held.has(other.id)) return false;
    const theirs = facts.matcher.itemVariants(other)[0] ?? [];
    const extra = theirs.filter((s) => !words.includes(s));
    return extra.length > 0 && extra.every(isMeasure) && words.every((s) => theirs.includes(s));
  });
}
