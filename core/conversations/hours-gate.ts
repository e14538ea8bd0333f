import { emptyCart } from '../orders/cart.js';
import type { Clock } from '../shared/clock.js';
import { describeOpening, isOpen, nextOpening } from '../config/opening-hours.js';
import type { GateDecision, GateInput, MessageGate } from './message-gate.js';

export const closedReply = (when: string | null) =>
  when
    ? `¡Hola! 🌙 En este momento estamos cerrados. Abrimos ${when}. ¡Te esperamos!`
    : '¡Hola! 🌙 En este momento no estamos recibiendo pedidos. ¡Gracias por escribirnos!';
export const laterPreface = (when: string) =>
  `🌙 Ahorita estamos cerrados, pero con gusto te tomo el pedido para cuando abramos (${when}).`;

/**
 * Opening hours (America/Mexico_City). Outside them the assistant says when the restaurant
 * opens; if the owner allows it, it takes the order for that opening (the cart, then the
 * order, carry the requested time) and says so once per closed period.
 */
export class HoursGate implements MessageGate {
  constructor(private readonly clock: Clock) {}

  async screen({ restaurant, conversation, operations: config, carts }: GateInput): Promise<GateDecision> {
    const now = this.clock.now();
    const cart = await carts.get(restaurant.id, conversation.id);
    if (!config.hoursEnabled || isOpen(config.openingHours, now)) {
      // Open again: an order started while closed is now an order for now.
      if (cart?.requestedFor) await carts.save(restaurant.id, conversation.id, { ...cart, requestedFor: null });
      return { kind: 'assistant' };
    }
    const opening = nextOpening(config.openingHours, now);
    const when = opening ? describeOpening(opening, now) : null;
    if (!config.acceptOrdersWhenClosed || !opening) return { kind: 'reply', text: closedReply(when) };
    const requestedFor = opening.toISOString();
    const told = cart?.requestedFor === requestedFor;
    if (!told) await carts.save(restaurant.id, conversation.id, { ...(cart ?? emptyCart()), requestedFor });
    return told ? { kind: 'assistant' } : { kind: 'assistant', preface: laterPreface(when!) };
  }
}
