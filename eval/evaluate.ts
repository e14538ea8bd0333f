import type { Order } from '../core/orders/order.js';
import { normalize } from '../core/assistant/text.js';
import { type Dialogue, DIALOGUES, type ExpectedOrder } from './dialogues.js';
import { openChat } from './harness.js';

export interface EvalFailure {
  id: string;
  reason: string;
  transcript: string[];
}

export interface EvalReport {
  total: number;
  exact: number;
  accuracy: number;
  failures: EvalFailure[];
}

const key = (name: string, quantity: number, notes: string | null | undefined) => `${normalize(name)} × ${quantity}${notes ? ` (${normalize(notes)})` : ''}`;

/** Why `orders` is not exactly `expected`, or null when it is: same lines, notes, address and name. */
export function compareOrders(expected: ExpectedOrder | null, orders: Order[]): string | null {
  if (!expected) return orders.length ? `no debía haber pedido y se crearon ${orders.length}` : null;
  const last = orders[orders.length - 1];
  if (!last) return 'no se creó ningún pedido';
  const want = expected.items.map((l) => key(l.name, l.quantity, l.notes)).sort();
  const got = last.items.map((l) => key(l.name, l.quantity, l.notes)).sort();
  if (want.join('|') !== got.join('|')) return `productos: esperaba [${want.join('; ')}], obtuve [${got.join('; ')}]`;
  if (normalize(last.deliveryAddress) !== normalize(expected.address)) return `dirección: esperaba "${expected.address}", obtuve "${last.deliveryAddress}"`;
  if (expected.customerName && normalize(last.customerName ?? '') !== normalize(expected.customerName)) return `nombre: esperaba "${expected.customerName}", obtuve "${last.customerName}"`;
  return null;
}

export async function runDialogue(dialogue: Dialogue) {
  const chat = await openChat({ config: dialogue.personality ? { personality: dialogue.personality } : {} });
  const transcript: string[] = [];
  for (const turn of dialogue.turns) {
    const out = await chat.send(turn);
    transcript.push(`> ${turn}`, out.reply);
  }
  return { orders: await chat.orders.list(chat.restaurant.id), transcript };
}

/** Runs every dialogue through the real Assistant with the offline engine; counts the exact orders. */
export async function evaluate(dialogues: Dialogue[] = DIALOGUES): Promise<EvalReport> {
  const failures: EvalFailure[] = [];
  for (const dialogue of dialogues) {
    const { orders, transcript } = await runDialogue(dialogue);
    const reason = compareOrders(dialogue.expected, orders);
    if (reason) failures.push({ id: dialogue.id, reason, transcript });
  }
  const exact = dialogues.length - failures.length;
  return { total: dialogues.length, exact, accuracy: dialogues.length ? exact / dialogues.length : 1, failures };
}
