import type { AssistantContext } from '../../../../core/assistant/language-model.js';
import type { Memory } from '../memory.js';
import type { Tone } from '../tone.js';
import { type Decision, run, type Turn } from '../turn.js';

/**
 * Returning customers (docs/order-life.md): "lo mismo de la otra vez" repeats the last order
 * with `repetir_pedido`, and the address of their last order is offered instead of asked for.
 */

/** "lo mismo de la otra vez", "lo de siempre", "repíteme el último pedido", "otra vez lo mismo". */
const REPEAT =
  /\b(lo mismo (de|que) (la otra vez|la vez pasada|la ultima vez|siempre|el otro dia)|lo de siempre|lo mismo de siempre|otra vez lo mismo|lo mismo otra vez|(repiteme|repite|repetir|repiteme|repitanme|repitame) (el|mi) (ultimo )?pedido|(el|mi) (ultimo )?pedido (de nuevo|otra vez)|lo que pedi la (otra|ultima) vez|lo mismo que pedi)\b/;

/** A yes to "¿Te lo mandamos a … otra vez?" that INTENTS.yes does not already read. */
const SAME_PLACE =
  /\b(ahi mismo|a la misma|en la misma|la misma|al mismo|el mismo lugar|misma direccion|misma de siempre|a la de siempre)\b/;

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
  if (REPEAT.test(t.restN)) {
    t.calls.push({ name: 'repetir_pedido', arguments: {} });
    t.lines = [];
    return run(t);
  }
  if (!t.address && t.memory.lastAsk === 'address' && t.memory.lastAddress && SAME_PLACE.test(t.restN)) {
    t.address = t.memory.lastAddress;
    t.lines = [];
  }
  return null;
}

/** The words of `repetir_pedido`'s result: its customer-safe `mensaje` (what was added, what is sold out). */
export function repeatedWords(r: { ok: boolean; mensaje: string }): { text: string; changedCart: boolean } {
  return { text: r.mensaje, changedCart: r.ok };
}
