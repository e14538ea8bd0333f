import type { CurrentOrder } from '../../../../core/customers/customer-memory.js';
import { formatOrderNumber } from '../../../../core/orders/order-number.js';
import { parseOrderLines } from '../order-parser.js';
import { type Decision, reply, type Turn } from '../turn.js';

/**
 * "¿ya viene?", "¿cuánto le falta?", "¿cómo va mi pedido?" (docs/order-life.md): answered from
 * where the customer's newest order stands (context.customer.current), as the kitchen last moved
 * it, with the minutes it estimated. Nothing is called: the answer is the order's own status.
 */
const ASKS_STATUS =
  /\b(ya viene|ya va en camino|ya salio|ya lo (mandaron|enviaron|mandan)|cuanto (le |les )?falta|cuanto (mas )?(tarda|tardan|se tarda|se tardan)|(en )?cuanto tiempo (llega|tarda|se tarda|falta|le falta)|(a que hora|cuando) (llega|me llega|lo traen|me lo traen|esta listo)|(como|donde|por donde) (va|viene) (mi |el )?(pedido|orden)|ya esta (listo|mi pedido|mi orden)|sigue en camino|ya mero|estado de mi (pedido|orden)|que paso con mi (pedido|orden)|(todavia|aun) no (me )?llega|no (me )?ha llegado|ya lo puedo pasar a recoger|ya puedo pasar)\b/;

/** The kitchen still has it: "¿cuánto tarda?" means this order even while a new one is being built. */
const ACTIVE = new Set(['pending', 'confirmed', 'preparing', 'on_the_way']);

export function orderStatus(t: Turn): Decision | null {
  const current = t.context.customer?.current;
  if (!current || !ASKS_STATUS.test(t.restN)) return null;
  // "quiero 2 tortas, ¿cuánto tarda?" is an order; the question's own words ("cómo va") name no dish.
  // "¿a qué hora llega más o menos?": how sure they want the time to be is no dish either.
  const rest = t.restN.replace(ASKS_STATUS, ' ').replace(/\b(mas o menos|aproximadamente|aprox|como|oye|porfa|por favor|gracias)\b/g, ' ');
  if (parseOrderLines(rest, t.context.menu, { lexicons: t.lexicons }).some((l) => !l.same && l.candidates.length)) return null;
  if (!ACTIVE.has(current.status) && t.context.cart.lines.length) return null;
  const formal = t.context.personality === 'professional';
  return reply(t, statusWords(current, formal, t.context.restaurant.phone));
}

/** What the customer reads about their order, in the operator's tone. */
export function statusWords(order: CurrentOrder, formal: boolean, phone: string | null): string {
  const n = formatOrderNumber(order.number);
  const your = formal ? 'Su' : 'Tu';
  const eta = order.etaMinutes ? ` Tiempo estimado: unos ${order.etaMinutes} minutos.` : '';
  const pickup = order.fulfillment === 'pickup';
  const notify = formal ? 'Le avisamos' : 'Te avisamos';
  switch (order.status) {
    case 'pending':
      return `${your} pedido ${n} ya está registrado; en un momento la cocina lo confirma.`;
    case 'confirmed':
      return `${your} pedido ${n} ya está confirmado y en un momento empezamos a prepararlo.`;
    case 'preparing':
      return `${your} pedido ${n} se está preparando.${eta || ` ${notify} por aquí cuando ${pickup ? 'esté listo para recoger' : 'salga'}.`}`;
    case 'on_the_way':
      return pickup
        ? `${your} pedido ${n} ya está listo para recoger.`
        : `${your} pedido ${n} ya va en camino. 🛵${eta || (formal ? ' Llega en breve.' : ' Ya casi llega.')}`;
    case 'delivered':
      return `${your} pedido ${n} aparece como entregado. Si no ${formal ? 'lo recibió' : 'lo recibiste'}, ${formal ? 'llámenos' : 'llámanos'}${phone ? ` al ${phone}` : ''} y lo revisamos.`;
    case 'cancelled':
      return `${your} pedido ${n} fue cancelado${order.cancelReason ? ` (${order.cancelReason})` : ''}. ${formal ? 'Si desea, tomamos uno nuevo.' : 'Si quieres, armamos uno nuevo.'}`;
  }
}
