import { describe, expect, it } from 'vitest';
import { openChat } from '../../../eval/harness.js';
import { item as I } from '../../../eval/tuning/kit.js';

/*
 * A bakery, a kind of menu none of the evaluation's menus is: how customers of a new restaurant
 * write, read with rules that hold for any menu (a street and its number, "sin" + a word of the
 * menu, sizes relative to the measures a dish is sold in).
 */
const BAKERY = [
  I('Concha', 'Pan dulce', 14),
  I('Oreja', 'Pan dulce', 15),
  I('Dona de Chocolate', 'Pan dulce', 18),
  I('Bolillo 6 pzas', 'Pan salado', 30),
  I('Café de Olla 12 oz', 'Bebidas', 35),
  I('Café de Olla 16 oz', 'Bebidas', 45),
  I('Chocolate Caliente 12 oz', 'Bebidas', 40),
  I('Atole de Guayaba 12 oz', 'Bebidas', 30),
  I('Leche Extra', 'Extras', 8),
  I('Crema Batida Extra', 'Extras', 12),
];

async function play(...turns: string[]) {
  const chat = await openChat({ menu: BAKERY, profile: {}, config: { testMode: false } });
  const replies: string[] = [];
  for (const turn of turns) replies.push((await chat.send(turn)).reply);
  const orders = await chat.orders.list(chat.restaurant.id);
  const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
  return {
    replies,
    placed: orders.map((o) => ({
      items: o.items.map((i) => `${i.quantity} ${i.name}${i.notes ? ` (${i.notes})` : ''}`),
      address: o.deliveryAddress,
    })),
    cart: (cart?.lines ?? []).map((l) => `${l.quantity} ${l.name}${l.notes ? ` (${l.notes})` : ''}`),
  };
}

describe('offline engine on a menu of a kind it was never tuned on', () => {
  it('reads a street name and its number, said after "¿Algo más?", as the address — never as a quantity', async () => {
    for (const street of ['Hidalgo 9', 'Morelos 14 col las flores', 'Insurgentes 100']) {
      const { placed } = await play('una oreja', street, 'si');
      expect(placed, street).toEqual([{ items: ['1 Oreja'], address: street }]);
    }
  });

  it('still reads a bare correction as the quantity', async () => {
    expect((await play('una concha', 'que sean 3')).cart).toEqual(['3 Concha']);
    expect((await play('3 conchas', 'siempre no, mejor 4')).cart).toEqual(['4 Concha']);
    expect((await play('una concha', 'y 2 orejas')).cart).toEqual(['1 Concha', '2 Oreja']);
  });

  it('takes "sin" + a word of the menu as what to leave out, never as an item to add', async () => {
    expect((await play('un chocolate caliente', 'sin crema porfa')).cart).toEqual(['1 Chocolate Caliente 12 oz (sin crema)']);
  });

  it('"nomas" closes the order and asks where to deliver', async () => {
    expect((await play('una concha', 'nomas')).replies[1]).toMatch(/dirección/);
  });

  it('reads chico / grande against the measures a dish is sold in', async () => {
    expect((await play('kiero 3 conchas y un cafe de olla grande')).cart).toEqual(['3 Concha', '1 Café de Olla 16 oz']);
    expect((await play('un cafe de olla chico')).cart).toEqual(['1 Café de Olla 12 oz']);
    expect((await play('un atole grande')).cart).toEqual(['1 Atole de Guayaba 12 oz']);
    expect((await play('Me regala 2 kfes de olla de 16')).cart).toEqual(['2 Café de Olla 16 oz']);
  });
});
