import type { MenuItem } from '../menu/menu-item.js';
import { formatMxn } from '../shared/money.js';
import { type Cart, emptyCart } from './cart.js';
import { addToCart, cartTotal, removeFromCart, setQuantity } from './cart-ops.js';
import type { ToolCall } from './language-model.js';
import { resolveMenuItem } from './menu-matcher.js';
import { normalize } from './text.js';

export const MAX_LINE_QUANTITY = 100;

/** What the model reads back after a tool ran: always JSON, always with a Spanish `mensaje`. */
export interface ToolResult {
  ok: boolean;
  mensaje: string;
  [extra: string]: unknown;
}

export interface ToolOutcome {
  result: ToolResult;
  cart: Cart;
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
}

export function cartView(cart: Cart) {
  return {
    lineas: cart.lines.map((l) => ({
      producto: l.name,
      cantidad: l.quantity,
      precioUnitario: formatMxn(l.unitPrice),
      subtotal: formatMxn(l.unitPrice * l.quantity),
      notas: l.notes,
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

const fail = (cart: Cart, mensaje: string, extra: Record<string, unknown> = {}): ToolOutcome => ({
  result: { ok: false, mensaje, ...extra },
  cart,
});
const done = (cart: Cart, mensaje: string, extra: Record<string, unknown> = {}): ToolOutcome => ({
  result: { ok: true, mensaje, carrito: cartView(cart), ...extra },
  cart,
});

/** Finds the menu item a call names, or explains in Spanish why it cannot be sold. */
function findSellable(menu: MenuItem[], name: string): { item: MenuItem } | { refusal: ToolResult } {
  const found = resolveMenuItem(name, menu);
  if (found.kind === 'ambiguous') {
    const opciones = found.candidates.filter((i) => i.available).map((i) => i.name);
    return { refusal: { ok: false, error: 'ambiguo', mensaje: `"${name}" puede ser: ${opciones.join(', ')}. Pregunta al cliente cuál quiere.`, opciones } };
  }
  if (found.kind === 'none') {
    const sugerencias = found.suggestions.filter((i) => i.available).map((i) => i.name);
    const hint = sugerencias.length ? ` Opciones parecidas: ${sugerencias.join(', ')}.` : ' Ofrece ver el menú.';
    return { refusal: { ok: false, error: 'no_existe', mensaje: `No tenemos "${name}" en el menú.${hint}`, sugerencias } };
  }
  if (!found.item.available) {
    const sugerencias = menu.filter((i) => i.available && i.category === found.item.category).map((i) => i.name);
    return { refusal: { ok: false, error: 'agotado', producto: found.item.name, mensaje: `${found.item.name} está agotado por hoy.`, sugerencias } };
  }
  return { item: found.item };
}

function findInCart(cart: Cart, menu: MenuItem[], name: string): { id: string; name: string } | null {
  const lines = cart.lines.map((l) => ({ id: l.menuItemId, name: l.name }));
  const unique = [...new Map(lines.map((l) => [l.id, l])).values()];
  const found = resolveMenuItem(name, unique);
  if (found.kind === 'found') return found.item;
  const inMenu = resolveMenuItem(name, menu);
  return inMenu.kind === 'found' && unique.some((l) => l.id === inMenu.item.id) ? inMenu.item : null;
}

/** Runs one tool call against the real menu and the cart. Pure: the caller persists the returned cart. */
export function executeTool(call: ToolCall, state: ToolState): ToolOutcome {
  const { menu, cart } = state;
  const args = call.arguments ?? {};
  switch (call.name) {
    case 'ver_menu': {
      const wanted = text(args.categoria);
      const items = wanted ? menu.filter((i) => normalize(i.category).includes(normalize(wanted).replace(/s$/, ''))) : menu;
      const categorias = [...new Set(menu.map((i) => i.category))];
      if (wanted && items.length === 0) return fail(cart, `No hay la categoría "${wanted}". Categorías: ${categorias.join(', ')}.`, { categorias });
      const productos = items.map((i) => ({ producto: i.name, categoria: i.category, precio: formatMxn(i.price), descripcion: i.description, disponible: i.available }));
      return { result: { ok: true, mensaje: `${productos.length} productos`, categorias, productos }, cart };
    }
    case 'agregar_producto': {
      const name = text(args.producto);
      const quantity = quantityArg(args.cantidad ?? 1);
      if (!name) return fail(cart, 'Falta el nombre del producto.');
      if (quantity === null) return fail(cart, `La cantidad debe ser un número entero entre 1 y ${MAX_LINE_QUANTITY}.`);
      const sellable = findSellable(menu, name);
      if ('refusal' in sellable) return { result: sellable.refusal, cart };
      const item = sellable.item;
      const next = addToCart(cart, item, quantity, text(args.notas));
      return done(next, `Agregado: ${quantity} × ${item.name}`, { producto: item.name, cantidad: quantity, notas: text(args.notas) });
    }
    case 'quitar_producto':
    case 'cambiar_cantidad': {
      const name = text(args.producto);
      if (!name) return fail(cart, 'Falta el nombre del producto.');
      const line = findInCart(cart, menu, name);
      if (!line) return fail(cart, `"${name}" no está en el pedido.`, { carrito: cartView(cart) });
      if (call.name === 'quitar_producto') {
        const quantity = args.cantidad === undefined || args.cantidad === null ? null : quantityArg(args.cantidad);
        if (args.cantidad != null && quantity === null) return fail(cart, 'La cantidad debe ser un número entero positivo.');
        return done(removeFromCart(cart, line.id, quantity), `Quitado: ${line.name}`, { producto: line.name });
      }
      const quantity = quantityArg(args.cantidad);
      if (quantity === null) return fail(cart, `La cantidad debe ser un número entero entre 1 y ${MAX_LINE_QUANTITY}.`);
      return done(setQuantity(cart, line.id, quantity), `Ahora son ${quantity} × ${line.name}`, { producto: line.name, cantidad: quantity });
    }
    case 'ver_pedido':
      return done(cart, cart.lines.length ? 'Pedido actual' : 'El pedido está vacío');
    case 'datos_entrega':
    case 'confirmar_pedido': {
      const next = { ...cart, deliveryAddress: text(args.direccion) ?? cart.deliveryAddress, customerName: text(args.nombre) ?? cart.customerName };
      const notes = text(args.notas) ?? state.orderNotes;
      if (call.name === 'datos_entrega') return { ...done(next, 'Datos de entrega guardados', { notas: notes }), orderNotes: notes };
      if (next.lines.length === 0) return fail(next, 'El pedido está vacío: primero agrega productos.', { error: 'vacio' });
      if (!next.deliveryAddress) return fail(next, 'Falta la dirección de entrega: pídesela al cliente antes de confirmar.', { error: 'sin_direccion' });
      const soldOut = next.lines.filter((l) => !menu.find((i) => i.id === l.menuItemId)?.available);
      if (soldOut.length) return fail(next, `Ya no hay ${soldOut.map((l) => l.name).join(', ')}: quítalo del pedido antes de confirmar.`, { error: 'agotado' });
      return { result: { ok: true, mensaje: 'Listo para confirmar' }, cart: next, placeOrder: { notes } };
    }
    case 'cancelar_pedido':
      return { ...done(emptyCart(), cart.lines.length ? 'Pedido cancelado' : 'No había pedido en curso'), orderNotes: null };
  }
  return fail(cart, `Herramienta desconocida: ${String(call.name)}`);
}
