import { describe, expect, it } from 'vitest';
import { cartsForOneMessage, emptyCart, type Cart } from './cart.js';
import { InMemoryCartRepository } from './testing/in-memory-cart-repository.js';

/** The in-memory carts, counting the reads that reach them. */
function countingCarts() {
  const store = new InMemoryCartRepository();
  let reads = 0;
  const carts = {
    ...store,
    get: (r: string, c: string) => (reads++, store.get(r, c)),
    save: store.save.bind(store),
    clear: store.clear.bind(store),
  };
  return { store, carts, reads: () => reads };
}

const withAddress = (address: string): Cart => ({ ...emptyCart(), deliveryAddress: address });

describe('cartsForOneMessage', () => {
  it('reads a conversation cart once, however many steps ask for it', async () => {
    const { store, carts, reads } = countingCarts();
    await store.save('r', 'c', withAddress('Roma 12'));
    const view = cartsForOneMessage(carts);
    expect((await view.get('r', 'c'))?.deliveryAddress).toBe('Roma 12');
    expect((await view.get('r', 'c'))?.deliveryAddress).toBe('Roma 12');
    expect(reads()).toBe(1);
  });

  it('writes every change through and reads back what it wrote, never a shared object', async () => {
    const { store, carts, reads } = countingCarts();
    const view = cartsForOneMessage(carts);
    expect(await view.get('r', 'c')).toBeNull();
    await view.save('r', 'c', withAddress('Juárez 5'));
    expect((await store.get('r', 'c'))?.deliveryAddress).toBe('Juárez 5');
    const seen = await view.get('r', 'c');
    seen!.deliveryAddress = 'cambiado por un paso';
    expect((await view.get('r', 'c'))?.deliveryAddress).toBe('Juárez 5');
    await view.clear('r', 'c');
    expect(await view.get('r', 'c')).toBeNull();
    expect(await store.get('r', 'c')).toBeNull();
    expect(reads()).toBe(1);
  });
});
