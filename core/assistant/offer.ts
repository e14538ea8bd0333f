import { type Cart, withGuards } from '../orders/cart.js';
import type { Order } from '../orders/order.js';
import type { NamedItem } from './named-items.js';
import { serverSummary } from './reply-guard.js';
import { normalize } from './text.js';

/*
 * "No agregué X a tu pedido. ¿Quieres que lo agregue?": core's own question when the customer
 * named a dish the engine neither added nor answered about (reply-guard.ts). It is kept on the
 * cart for one message; a plain yes to it adds the dish (core runs `agregar_producto` itself and
 * answers with the order as it now is, without asking the engine), anything else lets it go.
 */

const unitsOf = (items: readonly { quantity: number }[]) => items.reduce((sum, i) => sum + i.quantity, 0);

/** The question, one line: "No agregué 2 × Hamburguesa Doble Queso a tu pedido. ¿Quieres que los agregue?" */
export function offerQuestion(missing: readonly NamedItem[]): string {
  const names = missing.map(({ item, quantity }) => (quantity > 1 ? `${quantity} × ${item.name}` : item.name)).join(', ');
  return `No agregué ${names} a tu pedido. ¿Quieres que ${unitsOf(missing) > 1 ? 'los' : 'lo'} agregue?`;
}

/** What the cart remembers of the question until the customer's next message. */
export function withOffer(cart: Cart, missing: readonly NamedItem[], question: string): Cart {
  if (missing.length === 0) return cart.guards?.offered ? withGuards(cart, { offered: null }) : cart;
  const items = missing.map(({ item, quantity }) => ({ menuItemId: item.id, name: item.name, quantity }));
  return withGuards(cart, { offered: { items, question } });
}

/** Only words that accept the offer: a yes, "agrégalo", "va", "porfa"; nothing that names, counts or changes. */
const OFFER_YES =
  /^(si+|sip|simon|claro( que si)?|va|vale|dale|sale|orale|ok|okey|esta bien|de acuerdo|por favor|porfa|agregal[oa]s?|ponl[oa]s?|anotal[oa]s?|tambien)( (si|va|porfa|por favor|gracias|agregal[oa]s?|ponl[oa]s?|anotal[oa]s?|tambien|claro|esta bien|plis|please))*$/;

export const acceptsOffer = (text: string): boolean => OFFER_YES.test(normalize(text));

/**
 * The reply after an accepted offer: what was added, why the rest was not (each tool refusal's
 * own customer-safe sentence), the order as it is now, and the next step.
 */
export function offerTaken(added: readonly string[], refusals: readonly string[], cart: Cart, order: Order | null): string {
  const parts: string[] = [];
  if (added.length) parts.push(`¡Listo! Agregué ${added.join(', ')}.`);
  if (refusals.length) parts.push(`${refusals.join(' ')} ¿Quieres otra cosa del menú?`);
  if (order) {
    parts.push(serverSummary(order.items, order.deliveryAddress, 'Tu pedido:', order.deliveryFee));
    return parts.join('\n\n');
  }
  if (cart.lines.length) parts.push(serverSummary(cart.lines, cart.deliveryAddress, 'Tu pedido:', cart.deliveryFee));
  const ready = Boolean(cart.deliveryAddress) || cart.fulfillment === 'pickup';
  if (cart.lines.length)
    parts.push(ready ? '¿Te confirmo el pedido?' : '¿Algo más? Si es todo, pásame tu dirección de entrega para confirmarlo.');
  return parts.join('\n\n');
}
