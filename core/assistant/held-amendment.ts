import { type Cart, type CartLine, type HeldAmendment, withGuards } from '../orders/cart.js';
import type { Order } from '../orders/order.js';
import { isExplicitYes, isRestatedYes, type QuantityQuestion } from './guarantees.js';
import { serverSummary } from './reply-guard.js';

/*
 * A change to a confirmed order that a new cart would have to say yes to ("agrégale 30 tacos"
 * after confirming, or a number of the new address read as a quantity) is not written: core
 * holds it on the cart with its "¿Seguro que son …?" question, for the customer's next message
 * only. A plain yes (or one that repeats the quantities) writes it, while the order is still
 * pending; anything else lets it go, and the order stays as it was.
 */

/** The cart holding the change, its lines as they would leave the order. */
export function holdAmendment(cart: Cart, placed: Order, lines: CartLine[], asked: QuantityQuestion): Cart {
  return withGuards(cart, { amendment: { orderId: placed.id, lines, ...asked } });
}

/** The change held for this confirmed order, when this message is the customer's yes to it. */
export function acceptedHeld(cart: Cart, placed: Order | null, incoming: string): HeldAmendment | null {
  const held = cart.guards?.amendment;
  if (!held || !placed || held.orderId !== placed.id) return null;
  return isExplicitYes(incoming) || isRestatedYes(incoming, held.quantities) ? held : null;
}

/** The confirmed order as the change held earlier this message left it, for the next change of the same message. */
export function withHeldLines(placed: Order, cart: Cart): Order {
  const held = cart.guards?.amendment;
  if (!held || held.orderId !== placed.id) return placed;
  return { ...placed, items: held.lines };
}

/** What the customer reads once their yes wrote the change: the order as it now is. */
export const heldTaken = (order: Order): string =>
  `¡Listo! Actualicé tu pedido confirmado.\n\n${serverSummary(order.items, order.deliveryAddress, 'Tu pedido:', order.deliveryFee)}`;
