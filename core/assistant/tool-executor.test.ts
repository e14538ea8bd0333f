import { describe, expect, it } from 'vitest';
import { DEMO_MENU } from '../menu/demo-menu.js';
import type { MenuItem } from '../menu/menu-item.js';
import { emptyCart } from '../orders/cart.js';
import { executeTool } from './tool-executor.js';
import { MenuMatcher } from './menu-matcher.js';

/** The matcher every tool call of this file resolves names with, as the assistant holds one. */
const matcher = new MenuMatcher();

const stored: MenuItem[] = DEMO_MENU.map((item, i) => ({
  ...item,
  id: `i${i}`,
  restaurantId: 'r',
  available: true,
  synonyms: item.synonyms ?? [],
  optionGroups: item.optionGroups ?? [],
  createdAt: new Date(0),
}));
/** The menu as one message reads it from storage: new objects every time. */
const read = () => structuredClone(stored);
const add = (menu: MenuItem[], producto: string) =>
  executeTool(
    { id: 'c1', name: 'agregar_producto', arguments: { producto, cantidad: 2 } },
    { menu, cart: emptyCart(), orderNotes: null, matcher },
  );

describe('executeTool against a menu edited between messages', () => {
  it('sells, refuses and prices what the menu says now, not what an earlier message read', () => {
    const first = add(read(), 'quesadilla');
    expect(first.result.ok).toBe(true);
    expect(first.cart.lines[0]).toMatchObject({ name: 'Quesadilla', unitPrice: stored.find((i) => i.name === 'Quesadilla')!.price });

    // The operator marks it sold out: the next message's menu says so.
    const soldOut = read().map((i) => (i.name === 'Quesadilla' ? { ...i, available: false } : i));
    expect(add(soldOut, 'quesadilla').result).toMatchObject({ ok: false, error: 'agotado', producto: 'Quesadilla' });

    // Back on sale at a new price, edited in place in the same array.
    const quesadilla = soldOut.find((i) => i.name === 'Quesadilla')!;
    quesadilla.available = true;
    quesadilla.price = 9900;
    expect(add(soldOut, 'quesadilla').cart.lines[0]).toMatchObject({ name: 'Quesadilla', unitPrice: 9900, quantity: 2 });

    // Renamed: the old name is no longer sold, the new one is.
    quesadilla.name = 'Sincronizada';
    quesadilla.synonyms = [];
    expect(add(soldOut, 'quesadilla').result).toMatchObject({ ok: false, error: 'no_existe' });
    expect(add(soldOut, 'sincronizada').cart.lines[0]).toMatchObject({ name: 'Sincronizada', unitPrice: 9900 });
    expect(add(read(), 'sincronizada').result).toMatchObject({ ok: false, error: 'no_existe' });
  });
});

describe('quitar_producto with notas', () => {
  it('takes off only the line carrying those notes ("" is the plain one), and says so when no line has them', () => {
    const menu = read();
    const state = (cart = emptyCart()) => ({ menu, cart, orderNotes: null, matcher });
    let cart = executeTool({ id: 'a', name: 'agregar_producto', arguments: { producto: 'quesadilla', cantidad: 2 } }, state()).cart;
    cart = executeTool(
      { id: 'b', name: 'agregar_producto', arguments: { producto: 'quesadilla', cantidad: 2, notas: 'sin crema' } },
      state(cart),
    ).cart;
    const plainOff = executeTool({ id: 'c', name: 'quitar_producto', arguments: { producto: 'quesadilla', notas: '' } }, state(cart));
    expect(plainOff.cart.lines.map((l) => `${l.quantity} ${l.notes}`)).toEqual(['2 sin crema']);
    const missing = executeTool(
      { id: 'd', name: 'quitar_producto', arguments: { producto: 'quesadilla', notas: 'bien dorada' } },
      state(cart),
    );
    expect(missing.result.ok).toBe(false);
    expect(missing.cart.lines).toHaveLength(2);
  });
});
