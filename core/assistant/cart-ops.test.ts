import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { emptyCart } from '../orders/cart.js';
import { addToCart, cartTotal, removeFromCart, setQuantity } from './cart-ops.js';

const items = [
  { id: 'a', name: 'Tacos al Pastor', price: 1800 },
  { id: 'b', name: 'Agua de Horchata', price: 3000 },
  { id: 'c', name: 'Pizza Hawaiana', price: 18900 },
];
const op = fc.oneof(
  fc.record({
    kind: fc.constant('add' as const),
    item: fc.constantFrom(...items),
    quantity: fc.integer({ min: 1, max: 20 }),
    notes: fc.constantFrom(null, 'sin cebolla'),
  }),
  fc.record({
    kind: fc.constant('remove' as const),
    item: fc.constantFrom(...items),
    quantity: fc.option(fc.integer({ min: 1, max: 20 })),
  }),
  fc.record({ kind: fc.constant('set' as const), item: fc.constantFrom(...items), quantity: fc.integer({ min: 1, max: 20 }) }),
);

describe('cart operations', () => {
  it('keep the total equal to Σ price × quantity, with positive whole quantities, for any sequence', () => {
    fc.assert(
      fc.property(fc.array(op, { maxLength: 30 }), (ops) => {
        let cart = emptyCart();
        const units = new Map<string, number>();
        for (const o of ops) {
          const had = units.get(o.item.id) ?? 0;
          if (o.kind === 'add') {
            cart = addToCart(cart, o.item, o.quantity, o.notes);
            units.set(o.item.id, had + o.quantity);
          } else if (o.kind === 'remove') {
            cart = removeFromCart(cart, o.item.id, o.quantity);
            units.set(o.item.id, o.quantity === null ? 0 : Math.max(0, had - o.quantity));
          } else {
            cart = setQuantity(cart, o.item.id, o.quantity);
            if (had > 0) units.set(o.item.id, o.quantity);
          }
        }
        const expected = items.reduce((s, i) => s + i.price * (units.get(i.id) ?? 0), 0);
        expect(cartTotal(cart)).toBe(expected);
        expect(cart.lines.every((l) => Number.isInteger(l.quantity) && l.quantity > 0)).toBe(true);
      }),
    );
  });

  it('merges the same item with the same notes into one line', () => {
    const cart = addToCart(addToCart(emptyCart(), items[0]!, 2, null), items[0]!, 1, null);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(3);
    expect(addToCart(cart, items[0]!, 1, 'sin cebolla').lines).toHaveLength(2);
  });

  it('removes, with notes, only from the lines carrying them ("" is the plain line), however they are written', () => {
    const cart = addToCart(addToCart(emptyCart(), items[0]!, 2, null), items[0]!, 2, 'Sin cebolla');
    expect(removeFromCart(cart, 'a', null, '').lines.map((l) => `${l.quantity} ${l.notes}`)).toEqual(['2 Sin cebolla']);
    expect(removeFromCart(cart, 'a', null, 'sin cebolla.').lines.map((l) => `${l.quantity} ${l.notes}`)).toEqual(['2 null']);
    // Without notes, newest lines first as before.
    expect(removeFromCart(cart, 'a', 3).lines.map((l) => `${l.quantity} ${l.notes}`)).toEqual(['1 null']);
  });
});
