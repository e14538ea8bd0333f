import type { MenuItem } from '../menu/menu-item.js';
import { type ChosenOption, orderTotal } from '../orders/order.js';
import type { Cents } from '../shared/money.js';
import type { Cart } from '../orders/cart.js';
import { normalize } from '../shared/normalize-text.js';

/** Carts are values: every operation returns a new cart and leaves its input alone. */

export function addToCart(
  cart: Cart,
  item: Pick<MenuItem, 'id' | 'name' | 'price'>,
  quantity: number,
  notes: string | null,
  options: ChosenOption[] = [],
): Cart {
  const key = optionsKey(options);
  const same = cart.lines.findIndex(
    (l) => l.menuItemId === item.id && (l.notes ?? null) === (notes ?? null) && optionsKey(l.options) === key,
  );
  if (same >= 0) {
    return { ...cart, lines: cart.lines.map((l, i) => (i === same ? { ...l, quantity: l.quantity + quantity } : l)) };
  }
  const extra = options.reduce((sum, o) => sum + o.price, 0);
  const line = {
    menuItemId: item.id,
    name: item.name,
    unitPrice: item.price + extra,
    quantity,
    notes: notes ?? null,
    ...(options.length ? { options } : {}),
  };
  return { ...cart, lines: [...cart.lines, line] };
}

/** Two lines of one item merge only when their chosen options are the same. */
const optionsKey = (options: readonly ChosenOption[] | undefined) => (options ?? []).map((o) => `${o.group}\u0000${o.name}`).join('\u0001');

/**
 * Removes `quantity` units (all of them when null), newest lines first; with `notes`, only from
 * the lines carrying exactly those notes ('' = the lines without notes).
 */
export function removeFromCart(cart: Cart, menuItemId: string, quantity: number | null, notes?: string): Cart {
  let left = quantity ?? Infinity;
  const lines = [...cart.lines].reverse().flatMap((l) => {
    if (l.menuItemId !== menuItemId || left <= 0 || (notes !== undefined && !sameNotes(l.notes, notes))) return [l];
    const taken = Math.min(left, l.quantity);
    left -= taken;
    return l.quantity - taken > 0 ? [{ ...l, quantity: l.quantity - taken }] : [];
  });
  return { ...cart, lines: lines.reverse() };
}

/** The item's units become exactly `quantity`, kept on its first line (with that line's notes). */
export function setQuantity(cart: Cart, menuItemId: string, quantity: number): Cart {
  const first = cart.lines.findIndex((l) => l.menuItemId === menuItemId);
  if (first < 0) return cart;
  const lines = cart.lines
    .map((l, i) => (i === first ? { ...l, quantity } : l))
    .filter((l, i) => l.menuItemId !== menuItemId || i === first);
  return { ...cart, lines };
}

export const cartTotal = (cart: Pick<Cart, 'lines'>): Cents => orderTotal(cart.lines);

/** Notes compared as a customer would read them: case, accents, punctuation and spacing aside. */
export const sameNotes = (a: string | null | undefined, b: string | null | undefined) => normalize(a ?? '') === normalize(b ?? '');
