import { formatOrderNumber } from '../orders/order-number.js';
import type { MenuItem } from '../menu/menu-item.js';
import { formatMxn } from '../shared/money.js';
import type { DeliveryAmendment, Order, OrderStatus } from '../orders/order.js';
import { type Cart, type CartLine, emptyCart } from '../orders/cart.js';
import { addToCart, cartTotal, removeFromCart, sameNotes, setQuantity } from './cart-ops.js';
import type { ToolCall } from './language-model.js';
import type { MenuMatcher } from './menu-matcher.js';
import { normalize } from './text.js';
import { repeatLastOrder } from './repeat-order.js';
import { confirmBlocker, confirmQuantities, MAX_LINE_QUANTITY_LIMIT, trackPending } from './guarantees.js';
import { chooseOptions, describeGroups } from './option-choice.js';
import { lineName, optionText } from '../orders/option-text.js';
import { listOr } from '../shared/spanish-list.js';
import { looksInternal } from './leak-guard.js';

const MAX_LINE_QUANTITY = MAX_LINE_QUANTITY_LIMIT;

/** What the model reads back after a tool ran: always JSON, always with a Spanish `mensaje`. */
export interface ToolResult {
  ok: boolean;
  mensaje: string;
  [extra: string]: unknown;
}

export interface ToolOutcome {
  result: ToolResult;
  cart: Cart;
  /** Set when a change applied to the confirmed order instead of the cart: the caller amends it while pending. */
  amendOrder?: { lines: CartLine[]; delivery?: DeliveryAmendment };
  /** Set when the customer cancelled the confirmed order: the caller cancels it while pending. */
  cancelOrder?: true;
  /** Set when the call changed the order-level notes. */
  orderNotes?: string | null;
  /** Set when confirmar_pedido passed every check: the caller creates the order. */
  placeOrder?: { notes: string | null };
}

export interface ToolState {
  menu: MenuItem[];
  cart: Cart;
  /** Order-level notes gathered so far (datos_entrega). */
  orderNotes: string | null;
  /** The conversation's last confirmed order while the kitchen has it (pending, confirmed or preparing). */
  placed?: Order | null;
  /** The restaurant's phone, for what can no longer be changed by chat. */
  phone?: string | null;
  /** The customer's last order that was not cancelled, for repetir_pedido. */
  lastOrder?: Order | null;
  /** Resolves product names against the menu (the composition root's, apps/server/container.ts). */
  matcher: MenuMatcher;
}

const STATUS_WORDS: Partial<Record<OrderStatus, string>> = { confirmed: 'ya fue aceptado', preparing: 'ya se está preparando' };

/** Once the kitchen has the order, chat cannot change it: the customer is sent to the phone. */
export function lockedMessage(order: Order, phone: string | null | undefined): string {
  const call = phone
    ? ` Para cualquier cambio llama al restaurante al ${phone}.`
    : ' Para cualquier cambio comunícate directamente con el restaurante.';
  return `Tu pedido ${STATUS_WORDS[order.status] ?? 'ya no está pendiente'} y ya no se puede cambiar por chat.${call}`;
}

/** The confirmed order as the model reads it back; unit prices in cents, the total formatted. */
export const orderView = (order: Order) => ({
  id: order.id,
  numero: formatOrderNumber(order.number),
  estado: order.status,
  productos: order.items.map((i) => ({
    producto: i.name,
    cantidad: i.quantity,
    precioUnitario: i.unitPrice,
    notas: i.notes,
    opciones: optionText(i.options) || undefined,
  })),
  total: formatMxn(order.total),
  direccion: order.deliveryAddress,
  nombre: order.customerName,
});

export const orderLines = (order: Order): CartLine[] =>
  order.items.map((i) => ({
    menuItemId: i.menuItemId,
    name: i.name,
    unitPrice: i.unitPrice,
    quantity: i.quantity,
    notes: i.notes,
    ...(i.options?.length ? { options: i.options } : {}),
  }));

/**
 * After confirming, while the cart is empty, changes go to the confirmed order: applied to its
 * lines here and written by the caller only if it is still pending.
 */
function onPlacedOrder(call: ToolCall, state: ToolState): ToolOutcome | null {
  const order = state.placed;
  if (!order || state.cart.lines.length > 0) return null;
  if (call.name === 'ver_pedido' || call.name === 'confirmar_pedido') {
    return {
      result: { ok: true, mensaje: 'Este pedido ya está confirmado', confirmado: true, pedido: orderView(order) },
      cart: state.cart,
    };
  }
  if (!['agregar_producto', 'quitar_producto', 'cambiar_cantidad', 'cancelar_pedido'].includes(call.name)) return null;
  if (order.status !== 'pending') {
    return {
      result: { ok: false, error: 'no_modificable', estado: order.status, mensaje: lockedMessage(order, state.phone) },
      cart: state.cart,
    };
  }
  if (call.name === 'cancelar_pedido') return { result: { ok: true, mensaje: 'Pedido cancelado' }, cart: state.cart, cancelOrder: true };
  const working = { ...emptyCart(), lines: orderLines(order), deliveryAddress: order.deliveryAddress };
  const outcome = executeTool(call, { ...state, cart: working, placed: null });
  if (!outcome.result.ok) return { result: outcome.result, cart: state.cart };
  // Its last dish taken off: the order is cancelled, and the result still names what was taken off.
  if (outcome.cart.lines.length === 0) {
    const producto = typeof outcome.result.producto === 'string' ? { producto: outcome.result.producto } : {};
    return { result: { ok: true, mensaje: 'Pedido cancelado', ...producto }, cart: state.cart, cancelOrder: true };
  }
  return { result: outcome.result, cart: state.cart, amendOrder: { lines: outcome.cart.lines } };
}

function cartView(cart: Cart) {
  return {
    lineas: cart.lines.map((l) => ({
      producto: l.name,
      cantidad: l.quantity,
      precioUnitario: formatMxn(l.unitPrice),
      subtotal: formatMxn(l.unitPrice * l.quantity),
      notas: l.notes,
      opciones: optionText(l.options) || undefined,
    })),
    total: formatMxn(cartTotal(cart)),
    direccion: cart.deliveryAddress,
    nombre: cart.customerName,
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** Models sometimes send "2" instead of 2; anything else that is not a whole number stays invalid. */
function quantityArg(value: unknown): number | null {
  const n = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof n === 'number' && Number.isInteger(n) && n > 0 && n <= MAX_LINE_QUANTITY ? n : null;
}

/** A quantity the chat cannot take, asked back in words a customer understands (never the validation rule). */
function badQuantity(cart: Cart, value: unknown, name: string): ToolOutcome {
  const n = typeof value === 'string' ? Number(value) : value;
  const tooMany = typeof n === 'number' && n > MAX_LINE_QUANTITY;
  return fail(
    cart,
    tooMany
      ? `Por chat puedo anotar hasta ${MAX_LINE_QUANTITY} de cada producto. ¿Qué cantidad de ${name} quieres?`
      : `¿Qué cantidad de ${name} quieres?`,
    { error: 'cantidad_invalida', instruccion: 'Pregunta al cliente la cantidad; no la inventes.' },
  );
}

const fail = (cart: Cart, mensaje: string, extra: Record<string, unknown> = {}): ToolOutcome => ({
  result: { ok: false, mensaje, ...extra },
  cart,
});
const done = (cart: Cart, mensaje: string, extra: Record<string, unknown> = {}): ToolOutcome => ({
  result: { ok: true, mensaje, carrito: cartView(cart), ...extra },
  cart,
});

/** Finds the menu item a call names, or explains in Spanish why it cannot be sold. */
function findSellable(menu: MenuItem[], name: string, matcher: MenuMatcher): { item: MenuItem } | { refusal: ToolResult } {
  const found = matcher.resolveMenuItem(name, menu);
  if (found.kind === 'ambiguous') {
    const opciones = found.candidates.filter((i) => i.available).map((i) => i.name);
    return {
      refusal: {
        ok: false,
        error: 'ambiguo',
        mensaje: `¿Cuál quieres: ${listOr(opciones)}?`,
        instruccion: 'Pregunta al cliente cuál quiere; el pedido no se confirma hasta que conteste o lo descarte.',
        opciones,
      },
    };
  }
  if (found.kind === 'none') {
    const sugerencias = found.suggestions.filter((i) => i.available).map((i) => i.name);
    const hint = sugerencias.length ? ` Opciones parecidas: ${sugerencias.join(', ')}.` : ' ¿Quieres ver el menú?';
    // What was asked for is echoed back, unless it reads like program output ("a__"): the customer would get the fallback instead.
    const asked = looksInternal(name) ? 'eso' : `"${name}"`;
    return { refusal: { ok: false, error: 'no_existe', mensaje: `No tenemos ${asked} en el menú.${hint}`, sugerencias } };
  }
  if (!found.item.available) {
    const sugerencias = menu.filter((i) => i.available && i.category === found.item.category).map((i) => i.name);
    return {
      refusal: { ok: false, error: 'agotado', producto: found.item.name, mensaje: `${found.item.name} está agotado por hoy.`, sugerencias },
    };
  }
  return { item: found.item };
}

function findInCart(cart: Cart, menu: MenuItem[], name: string, matcher: MenuMatcher): { id: string; name: string } | null {
  const lines = cart.lines.map((l) => ({ id: l.menuItemId, name: l.name }));
  const unique = [...new Map(lines.map((l) => [l.id, l])).values()];
  const found = matcher.resolveMenuItem(name, unique);
  if (found.kind === 'found') return found.item;
  const inMenu = matcher.resolveMenuItem(name, menu);
  return inMenu.kind === 'found' && unique.some((l) => l.id === inMenu.item.id) ? inMenu.item : null;
}

/** agregar_producto once the item is known: its options resolved and priced (option-choice.ts), or the question to ask. */
function addWithOptions(cart: Cart, item: MenuItem, quantity: number, notes: string | null, said: unknown): ToolOutcome {
  const chosen = chooseOptions(item, said);
  if (!chosen.ok) return fail(cart, chosen.mensaje, { ...chosen, producto: item.name });
  const next = addToCart(cart, item, quantity, notes, chosen.options);
  const added = lineName({ name: item.name, options: chosen.options });
  const opciones = chosen.options.map((o) => o.name);
  return done(next, `Agregado: ${quantity} × ${added}`, { producto: item.name, cantidad: quantity, notas: notes, opciones });
}

/**
 * Runs one tool call against the real menu and the cart. Pure: the caller persists the returned
 * cart. Clarifying questions left open by the call are recorded on the cart (guarantees.ts).
 */
export function executeTool(call: ToolCall, state: ToolState): ToolOutcome {
  const outcome = runTool(call, state);
  const cart = trackPending(call, outcome.cart, outcome.result);
  if (cart === outcome.cart) return outcome;
  // Removing what was still being asked about ("ya no quiero las aguas") drops the question, not an error.
  const dropped = call.name === 'quitar_producto' && !outcome.result.ok;
  return dropped ? done(cart, 'Listo, no lo agrego', { descartado: text(call.arguments?.producto) }) : { ...outcome, cart };
}

/** quitar_producto of a product in the cart: those units, or all; with notas, only the line carrying them ('' = the plain one). */
function removeLine(cart: Cart, line: { id: string; name: string }, args: Record<string, unknown>): ToolOutcome {
  const quantity = args.cantidad === undefined || args.cantidad === null ? null : quantityArg(args.cantidad);
  if (args.cantidad != null && quantity === null) return badQuantity(cart, args.cantidad, line.name);
  // A late note rewrites one line of many: the noted line is added, then the old one taken off by its notes.
  const notes = typeof args.notas === 'string' ? args.notas : undefined;
  if (notes !== undefined && !cart.lines.some((l) => l.menuItemId === line.id && sameNotes(l.notes, notes)))
    return fail(cart, `"${line.name}" con esas notas no está en el pedido.`, { carrito: cartView(cart) });
  return done(removeFromCart(cart, line.id, quantity, notes), `Quitado: ${line.name}`, { producto: line.name });
}

function runTool(call: ToolCall, state: ToolState): ToolOutcome {
  const amended = onPlacedOrder(call, state);
  if (amended) return amended;
  const { menu, cart } = state;
  const args = call.arguments ?? {};
  switch (call.name) {
    case 'ver_menu': {
      const wanted = text(args.categoria);
      const items = wanted ? menu.filter((i) => normalize(i.category).includes(normalize(wanted).replace(/s$/, ''))) : menu;
      const categorias = [...new Set(menu.map((i) => i.category))];
      if (wanted && items.length === 0)
        return fail(cart, `No hay la categoría "${wanted}". Categorías: ${categorias.join(', ')}.`, { categorias });
      const productos = items.map((i) => ({
        producto: i.name,
        categoria: i.category,
        precio: formatMxn(i.price),
        descripcion: i.description,
        disponible: i.available,
        ...(i.optionGroups?.length ? { opciones: describeGroups(i.optionGroups) } : {}),
      }));
      return { result: { ok: true, mensaje: `${productos.length} productos`, categorias, productos }, cart };
    }
    case 'agregar_producto':
      return addProduct(args, menu, cart, state.matcher);
    case 'quitar_producto':
    case 'cambiar_cantidad': {
      const name = text(args.producto);
      if (!name) return fail(cart, '¿Qué producto de tu pedido?', { error: 'sin_producto' });
      const line = findInCart(cart, menu, name, state.matcher);
      // Echoed back unless it reads like program output ("a__"), as for a dish not on the menu.
      if (!line) return fail(cart, `${looksInternal(name) ? 'Eso' : `"${name}"`} no está en el pedido.`, { carrito: cartView(cart) });
      if (call.name === 'quitar_producto') return removeLine(cart, line, args);
      const quantity = quantityArg(args.cantidad);
      if (quantity === null) return badQuantity(cart, args.cantidad, line.name);
      return done(setQuantity(cart, line.id, quantity), `Ahora son ${quantity} × ${line.name}`, {
        producto: line.name,
        cantidad: quantity,
      });
    }
    case 'ver_pedido':
      return done(cart, cart.lines.length ? 'Pedido actual' : 'El pedido está vacío');
    case 'datos_entrega':
    case 'confirmar_pedido': {
      const next = {
        ...cart,
        deliveryAddress: text(args.direccion) ?? cart.deliveryAddress,
        customerName: text(args.nombre) ?? cart.customerName,
      };
      const notes = text(args.notas) ?? state.orderNotes;
      if (call.name === 'datos_entrega') return { ...done(next, 'Datos de entrega guardados', { notas: notes }), orderNotes: notes };
      const blocker = confirmBlocker(next);
      if (blocker) return fail(next, blocker.mensaje, { ...blocker, pregunta: blocker.mensaje });
      if (next.lines.length === 0) return fail(next, 'Tu pedido está vacío. ¿Qué te gustaría pedir?', { error: 'vacio' });
      if (!next.deliveryAddress && next.fulfillment !== 'pickup')
        return fail(next, '¿A qué dirección te lo llevamos?', {
          error: 'sin_direccion',
          instruccion: 'Pide la dirección de entrega antes de confirmar.',
        });
      const soldOut = next.lines.filter((l) => !menu.find((i) => i.id === l.menuItemId)?.available);
      if (soldOut.length)
        return fail(next, `Ya no hay ${soldOut.map((l) => l.name).join(', ')}. ¿Lo quito de tu pedido o prefieres otra cosa?`, {
          error: 'agotado',
        });
      return { result: { ok: true, mensaje: 'Listo para confirmar' }, cart: next, placeOrder: { notes } };
    }
    case 'repetir_pedido': {
      const { cart: next, ...result } = repeatLastOrder(cart, menu, state.lastOrder);
      return { result: result.ok ? { ...result, carrito: cartView(next) } : result, cart: next };
    }
    case 'cancelar_pedido':
      return { ...done(emptyCart(), cart.lines.length ? 'Pedido cancelado' : 'No había pedido en curso'), orderNotes: null };
    case 'confirmar_cantidad':
      return confirmQuantityCall(cart);
  }
  return fail(cart, 'No pude hacer eso. ¿Me lo dices de otra forma?', { error: 'herramienta_desconocida' });
}

function addProduct(args: Record<string, unknown>, menu: MenuItem[], cart: Cart, matcher: MenuMatcher): ToolOutcome {
  const name = text(args.producto);
  const quantity = quantityArg(args.cantidad ?? 1);
  if (!name) return fail(cart, '¿Qué producto quieres agregar?', { error: 'sin_producto' });
  const sellable = findSellable(menu, name, matcher);
  if ('refusal' in sellable) return { result: sellable.refusal, cart };
  const item = sellable.item;
  if (quantity === null) return badQuantity(cart, args.cantidad, item.name);
  return addWithOptions(cart, item, quantity, text(args.notas), args.opciones);
}

/** The customer said yes to the "¿seguro que son …?" question (only once it was shown to them). */
function confirmQuantityCall(cart: Cart): ToolOutcome {
  const check = cart.guards?.check;
  if (!check) return done(cart, 'No hay cantidades por confirmar');
  if (!check.asked)
    return fail(cart, check.question, {
      error: 'cantidad_sin_preguntar',
      pregunta: check.question,
      instruccion: 'Hazle esta pregunta al cliente tal cual y espera su respuesta.',
    });
  return done(confirmQuantities(cart), 'Cantidades confirmadas');
}
