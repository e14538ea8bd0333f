import { describe, expect, it } from 'vitest';
import { openChat } from '../../../../eval/harness.js';
import type { EvalItem } from '../../../../eval/menus/index.js';

const MENU: EvalItem[] = [
  { name: 'Tacos al Pastor', category: 'Tacos', price: 1800 },
  { name: 'Gringa', category: 'Tacos', price: 6500 },
  { name: 'Horchata Grande', category: 'Bebidas', price: 3500 },
  { name: 'Flan Napolitano', category: 'Postres', price: 4500, available: false },
];

/** A chat with the real Assistant and the offline engine; with `returning`, the same phone ordered here before. */
async function chatWith(returning: boolean) {
  const chat = await openChat({ menu: MENU });
  if (returning) {
    const items = await chat.menu.list(chat.restaurant.id);
    const id = (name: string) => items.find((i) => i.name === name)!.id;
    await chat.orders.create(
      {
        restaurantId: chat.restaurant.id,
        conversationId: chat.conversation.id,
        customerPhone: chat.conversation.phoneNumber,
        customerName: 'Lupita',
        total: 9900,
        deliveryAddress: 'Calle Roble 12, Col. Centro',
        notes: null,
        status: 'delivered',
        items: [
          { menuItemId: id('Tacos al Pastor'), name: 'Tacos al Pastor', unitPrice: 1500, quantity: 3, notes: 'sin cebolla' },
          { menuItemId: id('Horchata Grande'), name: 'Horchata Grande', unitPrice: 3500, quantity: 1, notes: null },
          { menuItemId: id('Flan Napolitano'), name: 'Flan Napolitano', unitPrice: 4500, quantity: 1, notes: null },
        ],
      },
      new Date(Date.UTC(2025, 0, 1, 20, 0, 0)),
    );
  }
  const replies: string[] = [];
  const say = async (text: string) => {
    const { reply } = await chat.send(text);
    replies.push(reply);
    return reply;
  };
  /** The order this chat placed (not the earlier one). */
  const placed = async () => {
    const orders = (await chat.orders.list(chat.restaurant.id)).filter((o) => o.status !== 'delivered');
    return orders.map((o) => ({
      address: o.deliveryAddress,
      total: o.total,
      lines: o.items.map((l) => `${l.quantity} ${l.name}${l.notes ? ` (${l.notes})` : ''}`).sort(),
    }));
  };
  return { say, placed, replies };
}

describe('a returning customer with the offline engine', () => {
  it('"lo mismo de la otra vez" repeats the last order at today’s prices and "sí" takes the saved address', async () => {
    const c = await chatWith(true);
    expect(await c.say('hola, lo mismo de la otra vez')).toContain('Agregado lo mismo de tu pedido #0001');
    expect(await c.say('es todo')).toContain('¿Te lo mandamos a Calle Roble 12, Col. Centro otra vez?');
    await c.say('sí');
    await c.say('sí');
    expect(await c.placed()).toEqual([
      { address: 'Calle Roble 12, Col. Centro', total: 3 * 1800 + 3500, lines: ['1 Horchata Grande', '3 Tacos al Pastor (sin cebolla)'] },
    ]);
  });

  it('is greeted by name and told how to repeat the last order; a new customer gets the usual greeting', async () => {
    expect(await (await chatWith(true)).say('hola')).toContain(
      '¡Hola de nuevo, Lupita! 😊 ¿Qué se te antoja hoy? Si quieres lo mismo de la otra vez, dime «lo de siempre».',
    );
    expect(await (await chatWith(false)).say('hola')).not.toContain('de nuevo');
  });

  it('"ahí mismo" and "a la misma" accept the saved address after a new order', async () => {
    for (const yes of ['ahí mismo', 'a la misma porfa', 'va', 'ándale']) {
      const c = await chatWith(true);
      await c.say('quiero una gringa');
      expect(await c.say('es todo')).toContain('¿Te lo mandamos a Calle Roble 12, Col. Centro otra vez?');
      await c.say(yes);
      await c.say('confirmo');
      expect(await c.placed(), yes).toEqual([{ address: 'Calle Roble 12, Col. Centro', total: 6500, lines: ['1 Gringa'] }]);
    }
  });

  it('"sí, a la misma" said before we ask (after "y confirmo") is the saved address, and the order is placed', async () => {
    const c = await chatWith(true);
    await c.say('quiero 2 gringas y confirmo');
    await c.say('sí, a la misma');
    expect(await c.placed()).toEqual([{ address: 'Calle Roble 12, Col. Centro', total: 2 * 6500, lines: ['2 Gringa'] }]);
  });

  it('a new address given instead of the saved one is the one used', async () => {
    const c = await chatWith(true);
    await c.say('lo de siempre');
    await c.say('no, es todo');
    await c.say('Av. Juárez 45, Col. Roma');
    await c.say('sí');
    expect(await c.placed()).toEqual([
      { address: 'Av. Juárez 45, Col. Roma', total: 3 * 1800 + 3500, lines: ['1 Horchata Grande', '3 Tacos al Pastor (sin cebolla)'] },
    ]);
  });

  it('"lo de siempre y una gringa": the repeat and the new dish, with the saved address offered at once', async () => {
    const c = await chatWith(true);
    expect(await c.say('¿me repites mi último pedido y una gringa?')).toContain('¿Te lo mandamos a Calle Roble 12, Col. Centro otra vez?');
    await c.say('sí');
    await c.say('sí');
    expect(await c.placed()).toEqual([
      {
        address: 'Calle Roble 12, Col. Centro',
        total: 3 * 1800 + 3500 + 6500,
        lines: ['1 Gringa', '1 Horchata Grande', '3 Tacos al Pastor (sin cebolla)'],
      },
    ]);
  });

  it('"repíteme el último pedido" names what is sold out today', async () => {
    const c = await chatWith(true);
    expect(await c.say('repíteme el último pedido')).toContain('Hoy no tenemos Flan Napolitano');
  });

  it('a new customer asking for "lo de siempre" is told politely there is no earlier order, and asked what they want', async () => {
    const c = await chatWith(false);
    const reply = await c.say('otra vez lo mismo');
    expect(reply).toContain('No encuentro un pedido anterior tuyo');
    expect(reply).toContain('qué se te antoja');
    expect(await c.say('es todo')).not.toContain('otra vez?');
  });
});
