import type { Cents } from '../shared/money.js';
import { type Cart, type CartLine, emptyCart, withGuards } from '../orders/cart.js';
import type { Order } from '../orders/order.js';
import { cartTotal } from './cart-ops.js';
import {
  addressSuspects,
  answerGuards,
  confirmItemQuantity,
  type GuardLimits,
  maxLineQuantityOf,
  type QuantityQuestion,
  quantityQuestion,
  refreshQuantityCheck,
  timesWritten,
  unitsOf,
  USUAL_ORDER_HISTORY,
  usualTotalLimit,
} from './guarantees.js';
import type { ToolCall } from './language-model.js';
import { leakedText, leakFallback } from './leak-guard.js';
import { ModelFailure } from './model-failure.js';
import type { ReplyFacts } from './reply-guard.js';
import { orderLines, type ToolResult } from './tool-executor.js';
import { normalize } from './text.js';

/** One customer message's guarantees, around whatever engine answers it (docs/assistant-guarantees.md). */
export interface GuardTurn {
  /** The customer's plain yes/no to an open guard question, applied before the engine reads the message. */
  answer(cart: Cart): Cart;
  /** Before a tool runs: an address it carries is remembered, and quantities read from it become suspect. */
  before(call: ToolCall, cart: Cart): Promise<Cart>;
  /** After a tool ran: the "¿seguro?" question is refreshed and handed to the engine in the result. */
  after(call: ToolCall, cart: Cart, result: ToolResult): Promise<{ cart: Cart; result: ToolResult }>;
  /** The reply, or a polite fallback when it carries internal text (then `leak` says what, for the operator). */
  screen(text: string, facts: ReplyFacts): string;
  /**
   * A change to the confirmed order ("agrégale 30 tacos") that needs the customer's yes before it
   * is written, as a new cart would: the question, or null. What the order already held was said
   * yes to when it was confirmed.
   */
  amendQuestion(call: ToolCall, result: ToolResult, placed: Order, lines: CartLine[]): Promise<QuantityQuestion | null>;
  /** The reply with the open "¿seguro?" question (or the question confirming was refused for); the cart marks it asked. */
  ask(text: string, cart: Cart): { text: string; cart: Cart };
  leak: ModelFailure | null;
}

const CHANGES_QUANTITY = new Set(['agregar_producto', 'cambiar_cantidad']);

const ASK_INSTRUCTION =
  'La cantidad o el total es poco común: hazle al cliente esta pregunta tal cual. El pedido no se confirma sin su «sí» (confirmar_cantidad).';

/**
 * An `agregar_producto` of exactly the quantity the customer's yes just confirmed ("sí, 40 tacos"
 * after "¿Seguro que son 40 Taco de Carnitas?"): the number answered the question, it is not an
 * order for 40 more. The call changes nothing.
 */
function repeatedAnswer(call: ToolCall, cart: Cart, result: ToolResult, restated: Record<string, number>): ToolResult | null {
  if (call.name !== 'agregar_producto' || !result.ok || typeof result.producto !== 'string' || typeof result.cantidad !== 'number')
    return null;
  const line = cart.lines.find((l) => l.name === result.producto);
  if (!line || restated[line.menuItemId] !== result.cantidad) return null;
  return {
    ok: true,
    mensaje: `Sin cambios: ya estaban anotados ${result.cantidad} × ${result.producto}`,
    producto: result.producto,
    cantidad: result.cantidad,
    sin_cambios: true,
  };
}

export function guardTurn(
  incoming: string,
  config: { maxLineQuantity?: unknown },
  recentTotals: (limit: number) => Promise<Cents[]>,
): GuardTurn {
  let limit: Promise<Cents> | null = null;
  const limits: GuardLimits = {
    maxLineQuantity: maxLineQuantityOf(config),
    // Read once per message, and only for a cart above the floor: most carts never need it.
    totalLimit: () => (limit ??= recentTotals(USUAL_ORDER_HISTORY).then(usualTotalLimit)),
  };
  const addresses: string[] = [];
  const quantities: { menuItemId: string; quantity: number }[] = [];
  let blockedBy: string | null = null;
  /** The address saved before this message: a model sending it again did not read it from this message. */
  let known: string | null = null;
  /** The customer read "¿seguro que son …?" before writing this message: a quantity they write answers it. */
  let answering = false;
  /** Per item, the quantity this message's yes confirmed ("sí, 40 tacos"): that 40 is the answer, not 40 more. */
  let restated: Record<string, number> = {};
  /** The cart before the tool that is running: what a repeated quantity goes back to. */
  let previous: Cart | null = null;

  const suspect = (cart: Cart): Cart => {
    const found = addressSuspects(incoming, addresses, quantities);
    if (Object.keys(found).length === 0) return cart;
    return withGuards(cart, { suspects: { ...cart.guards?.suspects, ...found } });
  };

  const turn: GuardTurn = {
    leak: null,
    answer: (cart) => {
      known = cart.deliveryAddress ? normalize(cart.deliveryAddress) : null;
      answering = Boolean(cart.guards?.check?.asked);
      const answered = answerGuards(cart, incoming);
      const asked = cart.guards?.check?.quantities ?? [];
      if (answering && !answered.guards?.check && answered.guards?.confirmed)
        restated = Object.fromEntries(Object.entries(answered.guards.confirmed.quantities).filter(([, q]) => asked.includes(q)));
      return answered;
    },
    async before(call, cart) {
      previous = cart;
      const address = typeof call.arguments?.direccion === 'string' ? call.arguments.direccion.trim() : '';
      if (!address || normalize(address) === known || addresses.some((a) => normalize(a) === normalize(address))) return cart;
      addresses.push(address);
      return refreshQuantityCheck(suspect(cart), limits);
    },
    async after(call, cart, result) {
      const repeated = repeatedAnswer(call, cart, result, restated);
      if (repeated && previous) return { cart: previous, result: repeated };
      let changed = cart;
      if (CHANGES_QUANTITY.has(call.name) && result.ok && typeof result.producto === 'string' && typeof result.cantidad === 'number') {
        const line = cart.lines.find((l) => l.name === result.producto);
        if (line) quantities.push({ menuItemId: line.menuItemId, quantity: result.cantidad });
        changed = suspect(cart);
        const stated = call.name === 'cambiar_cantidad' && answering && timesWritten(incoming, result.cantidad) > 0;
        if (line && stated && changed.guards?.suspects?.[line.menuItemId] !== result.cantidad)
          changed = confirmItemQuantity(changed, line.menuItemId);
      }
      const next = await refreshQuantityCheck(suspect(changed), limits);
      if (result.error === 'pregunta_abierta' || result.error === 'cantidad_sin_confirmar') blockedBy = result.mensaje;
      const check = next.guards?.check;
      const ask = check && !check.asked && CHANGES_QUANTITY.has(call.name) && result.ok;
      return { cart: next, result: ask ? { ...result, pregunta: check.question, instruccion: ASK_INSTRUCTION } : result };
    },
    amendQuestion: (call, result, placed, lines) => changeQuestion(call, result, placed, lines, { limits, quantities, suspect }),
    screen(text, facts) {
      const what = leakedText(text, facts);
      if (!what) return text;
      turn.leak = new ModelFailure('leaked_text', `La respuesta de la IA traía ${what} y no se envió: «${text.slice(0, 160)}»`);
      return leakFallback(facts);
    },
    ask: (text, cart) => withOpenQuestion(text, cart, blockedBy),
  };
  return turn;
}

/**
 * The "¿seguro?" question a change to the confirmed order needs before it is written, as a new
 * cart would: what the order held was said yes to when it was confirmed; the quantity the change
 * wrote may have come from the message's address.
 */
function changeQuestion(
  call: ToolCall,
  result: ToolResult,
  placed: Order,
  lines: CartLine[],
  turn: { limits: GuardLimits; quantities: { menuItemId: string; quantity: number }[]; suspect: (cart: Cart) => Cart },
): Promise<QuantityQuestion | null> {
  const before = { ...emptyCart(), lines: orderLines(placed) };
  const cart = withGuards({ ...emptyCart(), lines }, { confirmed: { quantities: unitsOf(before), total: cartTotal(before) } });
  const line = typeof result.producto === 'string' ? lines.find((l) => l.name === result.producto) : undefined;
  if (CHANGES_QUANTITY.has(call.name) && line && typeof result.cantidad === 'number')
    turn.quantities.push({ menuItemId: line.menuItemId, quantity: result.cantidad });
  return quantityQuestion(turn.suspect(cart), turn.limits);
}

/** While the "¿seguro?" question is open every reply carries it (the customer's next plain «sí» answers it); so does a refused confirmation's. */
function withOpenQuestion(text: string, cart: Cart, blockedBy: string | null): { text: string; cart: Cart } {
  const check = cart.guards?.check;
  if (check) {
    const shown = text.includes(check.question) ? text : `${text}\n\n${check.question}`;
    return { text: shown, cart: check.asked ? cart : withGuards(cart, { check: { ...check, asked: true } }) };
  }
  if (blockedBy && !text.includes(blockedBy)) return { text: `${text}\n\n${blockedBy}`, cart };
  return { text, cart };
}
