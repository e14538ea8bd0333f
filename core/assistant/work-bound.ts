import { MAX_ASSISTANT_INPUT } from '../conversations/responder.js';
import type { Cart } from '../orders/cart.js';
import { ModelFailure } from './model-failure.js';

export const TOO_LONG_REPLY = 'Tu mensaje es muy largo para procesarlo de una vez; ¿me lo mandas en partes más cortas?';

/** The polite answer to a message over the bound; what the customer already ordered is kept and said so. */
export function tooLongReply(cart: Pick<Cart, 'lines'>): string {
  if (cart.lines.length === 0) return TOO_LONG_REPLY;
  const items = cart.lines.map((l) => `${l.quantity} ${l.name}`).join(', ');
  return `${TOO_LONG_REPLY} Tu pedido sigue guardado (${items}).`;
}

/** The failure recorded for the operator when a message is over the input bound, or null when it is within it. */
export function inputOverBound(text: string, max = MAX_ASSISTANT_INPUT): ModelFailure | null {
  if (text.length <= max) return null;
  return new ModelFailure(
    'over_budget',
    `El mensaje del cliente es muy largo para el asistente (${text.length.toLocaleString('es-MX')} caracteres; máximo ${max.toLocaleString('es-MX')})`,
  );
}

/** The failure of a model call stopped at its time budget (the engine would have worked longer). */
export const overBudget = (budgetMs: number) =>
  new ModelFailure(
    'over_budget',
    `El mensaje requería más trabajo del permitido al asistente (más de ${(budgetMs / 1000).toLocaleString('es-MX')} s de cálculo)`,
  );
