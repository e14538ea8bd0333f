import { describe, expect, it } from 'vitest';
import { openChat } from '../../../eval/harness.js';
import { item as I } from '../../../eval/tuning/kit.js';

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
