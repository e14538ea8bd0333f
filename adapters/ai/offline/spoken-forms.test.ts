import { describe, expect, it } from 'vitest';
import { openChat } from '../../../eval/harness.js';
import { item as I } from '../../../eval/tuning/kit.js';
import { extractDeliveryDetails } from './delivery-details.js';

const BAR = [I('Cerveza Victoria 355 ml', 'Bebidas', 40), I('Orden de Nachos', 'Botanas', 95), I('Refresco 600 ml', 'Bebidas', 30)];

async function play(...turns: string[]) {
  const chat = await openChat({ menu: BAR, profile: {}, config: { testMode: false } });
  for (const turn of turns) await chat.send(turn);
  return (await chat.orders.list(chat.restaurant.id)).map((o) => ({
    status: o.status,
    items: o.items.map((i) => `${i.quantity} ${i.name}`),
  }));
}

describe('how Mexican customers say it', () => {
  it('"eso sería todo" after an address closes it: the "eso" is no part of the address', () => {
    expect(extractDeliveryDetails('a la avenida Universidad 300 departamento 2 eso seria todo').address).toBe(
      'avenida Universidad 300 departamento 2',
    );
    expect(extractDeliveryDetails('Calle Roble 23, Centro y eso sería todo').address).toBe('Calle Roble 23, Centro');
  });

  it('"chelas" and "cheves" are beers', async () => {
    expect(await play('dos chelas y unos nachos', 'es todo', 'Calle Roble 23, Centro', 'sí')).toEqual([
      { status: 'pending', items: ['2 Cerveza Victoria 355 ml', '1 Orden de Nachos'] },
    ]);
    expect(await play('3 cheves porfa', 'es todo', 'Calle Roble 23, Centro', 'sí')).toEqual([
      { status: 'pending', items: ['3 Cerveza Victoria 355 ml'] },
    ]);
  });

  it('"cancélelo" (usted) cancels like "cancélalo"', async () => {
    const [order] = await play('unos nachos', 'es todo', 'Calle Roble 23, Centro', 'sí', 'sabe qué, cancélelo por favor');
    expect(order).toMatchObject({ status: 'cancelled' });
  });
});

describe('what the customer does, written the WhatsApp way', () => {
  async function cartAfter(first: string, then: string) {
    const chat = await openChat({ config: { testMode: false } });
    await chat.send(first);
    await chat.send(then);
    return ((await chat.carts.get(chat.restaurant.id, chat.conversation.id))?.lines ?? []).map(
      (l) => `${l.quantity} ${l.name}${l.notes ? ` (${l.notes})` : ''}`,
    );
  }

  it('"kitale", "q ya no kiero" take the dish off; they never add one more', async () => {
    expect(await cartAfter('2 tacos al pastor y una horchata', 'kitale la horchata')).toEqual(['2 Taco al Pastor']);
    expect(await cartAfter('2 tacos al pastor y una horchata', 'q ya no kiero la horchata')).toEqual(['2 Taco al Pastor']);
  });

  it('"q sean sin cebolla" is a note for the dish, and "kancela todo" cancels', async () => {
    expect(await cartAfter('2 tacos al pastor', 'q sean sin cebolla')).toEqual(['2 Taco al Pastor (sin cebolla)']);
    expect(await cartAfter('2 tacos al pastor', 'kancela todo')).toEqual([]);
  });
});
