import { expect, it } from 'vitest';
import { emptyCart, type Cart } from '../../../core/orders/cart.js';
import { describeContract } from './implementations.js';

/** The guarantees' open questions live on the cart (core/assistant/guarantees.ts): they must survive between messages. */
const guarded: Cart = {
  ...emptyCart(),
  lines: [{ menuItemId: 'm1', name: 'Combo 3', unitPrice: 12_000, quantity: 45, notes: null }],
  deliveryAddress: 'Calle Roble 12',
  guards: {
    check: {
      question: '¿Seguro que son 45 Combo 3? Serían $5,400.00. Respóndeme «sí» para dejarlo así o dime la cantidad correcta.',
      asked: true,
    },
    confirmed: { quantities: { m2: 30 }, total: 90_000 },
    suspects: { m1: 12 },
    pending: [{ producto: 'malteada', cantidad: 2, opciones: ['Malteada de Fresa', 'Malteada de Vainilla'], pregunta: '¿Cuál quieres?' }],
  },
  engineState: null,
};

describeContract('CartRepository (guarantees)', (store) => {
  it("round-trips the cart's open guarantee questions, and a cart saved before they existed reads without them", async () => {
    const { id } = await store().givenRestaurant();
    const conversation = await store().givenConversation(id);
    await store().carts.save(id, conversation.id, guarded);
    expect(await store().carts.get(id, conversation.id)).toEqual(guarded);
    await store().carts.save(id, conversation.id, emptyCart());
    expect((await store().carts.get(id, conversation.id))?.guards).toBeUndefined();
  });
});
