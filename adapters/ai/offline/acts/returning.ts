import type { AssistantContext } from '../../../../core/assistant/language-model.js';
import type { ToolCall } from '../../../../core/assistant/language-model.js';
import type { Memory } from '../memory.js';
import { parseOrderLines } from '../order-parser.js';
import type { Tone } from '../tone.js';
import { type Decision, run, type Turn } from '../turn.js';

/**
 * Returning customers (docs/order-life.md): "lo mismo de la otra vez" repeats the last order
 * with `repetir_pedido`, and the address of their last order is offered instead of asked for.
 */

/** "lo mismo de la otra vez", "lo de siempre", "repíteme el último pedido", "otra vez lo mismo". */
const REPEAT =
  /\b(lo mismo (de|que) (la otra vez|la vez pasada|la ultima vez|siempre|el otro dia)|lo de siempre|lo mismo de siempre|otra vez lo mismo|lo mismo otra vez|(repiteme|repite|repites|repetir|repetirme|repitanme|repitame|repetirias) (el|mi) (ultimo )?pedido|(el|mi) (ultimo )?pedido (de nuevo|otra vez)|lo que pedi la (otra|ultima) vez|lo mismo que pedi)\b/;

/** "Again the same" means the last order only before this order has lines (later, it is "another one"). */
const AGAIN = /\b(otra vez lo mismo|lo mismo otra vez)\b/;

/** A yes to "¿Te lo mandamos a … otra vez?" that INTENTS.yes does not already read. */
const SAME_PLACE =
  /\b(ahi mismo|a la misma|en la misma|la misma|al mismo|el mismo lugar|misma direccion|misma de siempre|a la de siempre)\b/;

/** Said without being asked ("sí, a la misma" after "¿Algo más?"): only these unmistakable ones. */
const SAME_PLACE_UNASKED =
  /\b(ahi mismo|a la misma( direccion| de siempre| de la otra vez| de la vez pasada)?|misma direccion|al mismo lugar|a la de siempre)\s*(porfa|por favor|plis)?$/;

/** The engine's memory with the customer's last address, when this conversation has none yet. */
export function withCustomer(memory: Memory, context: AssistantContext): Memory {
  const saved = context.customer?.lastAddress;
  return !memory.lastAddress && saved ? { ...memory, lastAddress: saved } : memory;
}

/** "¿Te lo mandamos a Calle Roble 12 otra vez?" (in the operator's tone). */
export function offerSavedAddress(address: string, tone: Tone): string {
  return tone.askAddress.includes(' le ') ? `¿Se lo enviamos a ${address} otra vez?` : `¿Te lo mandamos a ${address} otra vez?`;
}

/**
 * "lo de siempre" → `repetir_pedido {}` (core copies the lines or says there is no earlier order);
 * "ahí mismo" / "a la misma" after we offered the saved address → that address.
 */
export function returning(t: Turn): Decision | null {
  welcomeBack(t);
  if (REPEAT.test(t.restN) && !(t.context.cart.lines.length && AGAIN.test(t.restN))) {
    t.calls.push({ name: 'repetir_pedido', arguments: {} });
    // "lo de siempre y una coca de 2 litros": what follows the repeat is read as an order.
    const after = t.restN
      .replace(REPEAT, ' ')
      .replace(/\b(pero|y|mas|tambien|porfa|por favor)\b/g, ' ')
      .trim();
    t.lines = after ? parseOrderLines(after, t.context.menu, { lexicons: t.lexicons }).filter((l) => !l.same && l.candidates.length) : [];
    if (!t.lines.length) return run(t);
    t.rest = t.restN = after;
    return null;
  }
  const asked = t.memory.lastAsk === 'address';
  const cartWaits = t.context.cart.lines.length > 0 && !t.context.cart.deliveryAddress;
  const products = t.lines.some((l) => !l.same && l.candidates.length);
  const same = asked ? SAME_PLACE.test(t.restN) : cartWaits && !products && SAME_PLACE_UNASKED.test(t.restN);
  if (!t.address && t.memory.lastAddress && same) {
    t.address = t.memory.lastAddress;
    t.lines = [];
  }
  return null;
}

/** "hola" from someone who ordered here before: greeted by name, and told how to repeat the last order. */
function welcomeBack(t: Turn) {
  const name = t.context.customer?.name?.trim().split(/\s+/)[0];
  const hello = t.tone.hello(t.context.restaurant.name);
  const at = t.lead.indexOf(hello);
  if (!name || at < 0) return;
  const repeat = t.context.customer?.lastOrder
    ? t.tone.askAddress.includes(' le ')
      ? ' Si desea lo mismo de la vez pasada, dígame «lo de siempre».'
      : ' Si quieres lo mismo de la otra vez, dime «lo de siempre».'
    : '';
  t.lead[at] = t.tone.askAddress.includes(' le ')
    ? `Buen día, ${name}, gracias por comunicarse de nuevo con ${t.context.restaurant.name}. ¿Qué desea ordenar?${repeat}`
    : `¡Hola de nuevo, ${name}! 😊 ¿Qué se te antoja hoy?${repeat}`;
}

/** The words of `repetir_pedido`'s result: its customer-safe `mensaje` (what was added, what is sold out). */
export function repeatedWords(r: { ok: boolean; mensaje: string }): { text: string; changedCart: boolean } {
  return { text: r.mensaje, changedCart: r.ok };
}

/**
 * After "lo de siempre" filled the cart, the saved address is offered right away
 * ("¿Te lo mandamos a Calle Roble 12 otra vez?") instead of "¿Algo más?": a repeat is usually all.
 */
export function savedAddressAfterRepeat(mem: Memory, calls: ToolCall[], tone: Tone): string | null {
  if (!mem.lastAddress || !calls.some((c) => c.name === 'repetir_pedido')) return null;
  mem.lastAsk = 'address';
  return offerSavedAddress(mem.lastAddress, tone);
}
