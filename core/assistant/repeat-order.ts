import type { Cart } from '../orders/cart.js';
import { addToCart, cartTotal } from './cart-ops.js';
import type { MenuItem } from '../menu/menu-item.js';
import { formatOrderNumber } from '../orders/order-number.js';
import type { Order } from '../orders/order.js';
import { formatMxn } from '../shared/money.js';

export interface RepeatResult {
  ok: boolean;
  mensaje: string;
  cart: Cart;
  [extra: string]: unknown;
}

/**
 * `repetir_pedido`: the customer's last order that was not cancelled goes into the cart again, at
 * today's menu prices; what is sold out or no longer on the menu is named, customer-safe.
 */
export function repeatLastOrder(cart: Cart, menu: readonly MenuItem[], last: Order | null | undefined): RepeatResult {
  if (!last || last.items.length === 0)
    return {
      ok: false,
      error: 'sin_pedido_anterior',
      mensaje: 'No encuentro un pedido anterior tuyo: dime qué se te antoja y lo armamos.',
      cart,
    };
  let next = cart;
  const added: string[] = [];
  const missing: string[] = [];
  for (const line of last.items) {
    const item = menu.find((m) => m.id === line.menuItemId);
    if (!item || !item.available) {
      missing.push(line.name);
      continue;
    }
    next = addToCart(next, item, line.quantity, line.notes);
    added.push(`${line.quantity} × ${item.name}`);
  }
  const numero = formatOrderNumber(last.number);
  if (added.length === 0)
    return {
      ok: false,
      error: 'agotado',
      mensaje: `De tu pedido anterior (${numero}) hoy no tenemos ${missing.join(', ')}. ¿Quieres ver el menú?`,
      agotados: missing,
      cart,
    };
  const soldOut = missing.length ? ` Hoy no tenemos ${missing.join(', ')}.` : '';
  return {
    ok: true,
    mensaje: `Agregado lo mismo de tu pedido ${numero}: ${added.join(', ')}. Total: ${formatMxn(cartTotal(next))}.${soldOut}`,
    agregados: added,
    agotados: missing,
    cart: next,
  };
}
