import type { Cart } from '../orders/cart.js';

/** The reply buttons under an order summary that waits for the customer's word (WhatsApp allows three). */
export const CONFIRMATION_BUTTONS = ['Confirmar', 'Cambiar', 'Cancelar'] as const;

/** "¿Te confirmo el pedido?", "¿Confirmamos?": a question (¿…?) about confirming. */
function asksToConfirm(reply: string): boolean {
  const text = reply.toLowerCase();
  for (let start = text.indexOf('¿'); start >= 0; start = text.indexOf('¿', start + 1)) {
    const end = text.indexOf('?', start);
    if (end < 0) return false;
    if (text.slice(start, end).includes('confirm')) return true;
  }
  return false;
}

/**
 * The buttons go only when the order could be placed with one tap — products and an address
 * in the cart, nothing placed this turn — and the reply asks for that confirmation. A tap
 * arrives as the button's title, so the assistant reads it like the typed word.
 */
export function confirmationButtons(reply: string, cart: Cart | null, placedThisTurn: boolean): readonly string[] | undefined {
  if (placedThisTurn || !cart || cart.lines.length === 0 || !cart.deliveryAddress) return undefined;
  return asksToConfirm(reply) ? CONFIRMATION_BUTTONS : undefined;
}
