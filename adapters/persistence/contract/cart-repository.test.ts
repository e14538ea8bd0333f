import fc from 'fast-check';
import { expect, it } from 'vitest';
import { emptyCart, type Cart } from '../../../core/orders/cart.js';
import { describeContract } from './implementations.js';

const cart: Cart = {
  lines: [
    { menuItemId: 'm1', name: 'Taco al pastor', unitPrice: 2_500, quantity: 3, notes: 'con todo' },
    { menuItemId: 'm2', name: 'Horchata', unitPrice: 3_000, quantity: 1, notes: null },
    {
      menuItemId: 'm3',
      name: 'Hamburguesa Clásica',
      unitPrice: 14_500,
      quantity: 1,
      notes: null,
      options: [
        { group: 'Tamaño', name: 'Doble', price: 2_000 },
        { group: 'Quitar', name: 'Cebolla', price: 0 },
      ],
    },
  ],
  deliveryAddress: 'Calle 5 #10',
  customerName: 'Ana',
  fulfillment: 'delivery',
  payment: { method: 'cash', changeFor: 50_000 },
  orderNotes: 'tocar el timbre',
  placedOrderId: null,
  engineState: '{"lastAsk":"address"}',
};

describeContract('CartRepository', (store) => {
  const repo = () => store().carts;

  it('has no cart until one is saved, then round-trips it, overwrites it and clears it', async () => {
    const { id } = await store().givenRestaurant();
    const conversation = await store().givenConversation(id);
    expect(await repo().get(id, conversation.id)).toBeNull();
    await repo().save(id, conversation.id, cart);
    expect(await repo().get(id, conversation.id)).toEqual(cart);
    await repo().save(id, conversation.id, emptyCart());
    expect(await repo().get(id, conversation.id)).toEqual(emptyCart());
    await repo().clear(id, conversation.id);
    expect(await repo().get(id, conversation.id)).toBeNull();
    await expect(repo().clear(id, conversation.id)).resolves.toBeUndefined();
  });

  it('keeps carts of different conversations apart', async () => {
    const { id } = await store().givenRestaurant();
    const a = await store().givenConversation(id);
    const b = await store().givenConversation(id);
    await repo().save(id, a.id, cart);
    await repo().save(id, b.id, { ...emptyCart(), engineState: 'b' });
    expect(await repo().get(id, a.id)).toEqual(cart);
    expect(await repo().get(id, b.id)).toEqual({ ...emptyCart(), engineState: 'b' });
  });

  it("never reads, overwrites or clears another restaurant's cart through a forged id", async () => {
    const mine = await store().givenRestaurant();
    const theirs = await store().givenRestaurant();
    const their = await store().givenConversation(theirs.id);
    await repo().save(theirs.id, their.id, cart);

    expect(await repo().get(mine.id, their.id)).toBeNull();
    await repo().save(mine.id, their.id, emptyCart());
    await repo().clear(mine.id, their.id);
    expect(await repo().get(theirs.id, their.id)).toEqual(cart);
    expect(await repo().get(mine.id, their.id)).toBeNull();
  });

  it('keeps any cart as saved', async () => {
    const { id } = await store().givenRestaurant();
    const conversation = await store().givenConversation(id);
    const line = fc.record({
      menuItemId: fc.string(),
      name: fc.string(),
      unitPrice: fc.nat(1_000_000),
      quantity: fc.integer({ min: 1, max: 999 }),
      notes: fc.option(fc.string(), { nil: null }),
      options: fc.array(fc.record({ group: fc.string(), name: fc.string(), price: fc.nat(100_000) }), { maxLength: 3 }),
    });
    const anyCart = fc.record({
      lines: fc.array(line, { maxLength: 8 }),
      deliveryAddress: fc.option(fc.string(), { nil: null }),
      customerName: fc.option(fc.string(), { nil: null }),
      fulfillment: fc.option(fc.constantFrom('delivery' as const, 'pickup' as const), { nil: null }),
      payment: fc.option(
        fc.record({
          method: fc.constantFrom('cash' as const, 'transfer' as const, 'mercadopago' as const),
          changeFor: fc.option(fc.nat(), { nil: null }),
        }),
        { nil: null },
      ),
      orderNotes: fc.option(fc.string(), { nil: null }),
      engineState: fc.option(fc.string(), { nil: null }),
    });
    await fc.assert(
      fc.asyncProperty(anyCart, async (saved) => {
        await repo().save(id, conversation.id, saved);
        expect(await repo().get(id, conversation.id)).toEqual(saved);
      }),
      { numRuns: 40 },
    );
  });
});
