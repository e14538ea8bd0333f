import { describe, expect, it } from 'vitest';
import { openChat } from '../../../eval/harness.js';
import { item as I } from '../../../eval/tuning/kit.js';

/*
 * Counts, units and extras said across the parts of one order (brief "qty", found on a beer-bar
 * menu written blind: eval/tuning/cerveceria.ts). Each message → the cart a waiter would write.
 */
const BAR = [
  I('Michelada Chica', 'Micheladas', 65),
  I('Michelada Grande', 'Micheladas', 85),
  I('Michelada de Litro', 'Micheladas', 110),
  I('Michelada Clamato 1 L', 'Micheladas', 130),
  I('Caguama 1.2 L', 'Cervezas', 75),
  I('Cerveza Media 355 ml', 'Cervezas', 35),
  I('Torta Chica', 'Tortas', 50),
  I('Extra Chamoy/Tajín', 'Extras', 10),
  I('Extra Queso', 'Extras', 15),
  I('Nachos con Queso', 'Botanas', 85),
];
const SHOP = [
  I('Tamal Verde', 'Tamales', 20),
  I('Tamal Rojo', 'Tamales', 20),
  I('Tamal de Rajas', 'Tamales', 22),
  I('Alitas 6 pzas', 'Alitas', 90, { description: 'BBQ, búfalo o lemon pepper' }),
  I('Alitas 12 pzas', 'Alitas', 170, { description: 'BBQ, búfalo o lemon pepper' }),
  I('California Roll', 'Rollos', 120),
  I('Philadelphia Roll', 'Rollos', 130),
];
const PIZZAS = ['Hawaiana', 'Pepperoni'].flatMap((f, i) =>
  ['Chica', 'Mediana', 'Grande'].map((z, k) => I(`Pizza ${f} ${z}`, 'Pizzas', 120 + i * 10 + k * 40)),
);
const BY_KILO = [
  I('Maciza 1 kg', 'Carnitas', 380),
  I('Maciza 1/2 kg', 'Carnitas', 200),
  I('Tortillas 1 kg', 'Tortillas', 30),
  I('Tortillas 1/2 kg', 'Tortillas', 16),
  I('Agua de Horchata 1 L', 'Bebidas', 45),
  I('Agua de Horchata 500 ml', 'Bebidas', 28),
];

async function cart(menu: typeof BAR, ...turns: string[]) {
  const chat = await openChat({ menu, profile: {}, config: { testMode: false } });
  for (const turn of turns) await chat.send(turn);
  const found = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
  return (found?.lines ?? []).map((l) => `${l.quantity} ${l.name}${l.notes ? ` (${l.notes})` : ''}`).sort();
}

describe('counts, units and extras across the parts of an order', () => {
  it('a unit said for one dish carries to the bare count of the next ("dos kilos de maciza y 2 de tortillas")', async () => {
    expect(await cart(BY_KILO, 'dos kilos de maciza y 2 de tortillas')).toEqual(['2 Maciza 1 kg', '2 Tortillas 1 kg']);
    expect(await cart(BY_KILO, '2 litros de horchata y 1 kilo de tortillas')).toEqual(['1 Tortillas 1 kg', '2 Agua de Horchata 1 L']);
    // No unit said: still asked.
    expect(await cart(BY_KILO, '2 de tortillas')).toEqual([]);
  });

  it('"dos de litro" is two of the litre ones, never two litres', async () => {
    expect(await cart(BAR, 'cuatro micheladas: dos chicas y dos de litro')).toEqual(['2 Michelada Chica', '2 Michelada de Litro']);
    expect(await cart(BAR, 'una michelada chica y una de litro')).toEqual(['1 Michelada Chica', '1 Michelada de Litro']);
  });

  it('one count split over a dish and its sibling: "dos micheladas de litro una normal y otra de clamato"', async () => {
    expect(await cart(BAR, 'dos micheladas de litro una normal y otra de clamato')).toEqual([
      '1 Michelada Clamato 1 L',
      '1 Michelada de Litro',
    ]);
    // "otra" with no split before it is still one more.
    expect(await cart(BAR, 'una michelada de litro y otra de clamato')).toEqual(['1 Michelada Clamato 1 L', '1 Michelada de Litro']);
  });

  it('"una bien fría y otra al tiempo": the second unit keeps what is said of it, never "No manejamos tiempo"', async () => {
    expect(await cart(BAR, 'dos caguamas, una bien fria y otra al tiempo')).toEqual([
      '1 Caguama 1.2 L (al tiempo)',
      '1 Caguama 1.2 L (bien fria)',
    ]);
  });

  it('a paid extra named by two of its words is one extra per unit ("con chamoy y tajín extra")', async () => {
    expect(await cart(BAR, '2 micheladas chicas con chamoy y tajin extra')).toEqual(['2 Extra Chamoy/Tajín', '2 Michelada Chica']);
  });

  it('a dish named by its head word is no sibling of the dish before ("1 torta chica, dos micheladas: …")', async () => {
    expect(await cart(BAR, '1 torta chica, dos micheladas: una grande y una de litro')).toEqual([
      '1 Michelada Grande',
      '1 Michelada de Litro',
      '1 Torta Chica',
    ]);
  });
  it('"3 y 3 de verdes y rojos": two counts then two kinds, in order', async () => {
    expect(await cart(SHOP, '3 y 3 de verdes y rojos')).toEqual(['3 Tamal Rojo', '3 Tamal Verde']);
    expect(await cart(SHOP, '2 y 1, de verdes y de rajas')).toEqual(['1 Tamal de Rajas', '2 Tamal Verde']);
  });

  it('"una más de california" is one more of that dish only', async () => {
    expect(await cart(SHOP, '2 california y 2 philadelphia', '1 mas de california')).toEqual(['2 Philadelphia Roll', '3 California Roll']);
  });

  it('"6 alitas lemon pepper y 6 bbq" with "Alitas 6 pzas": pieces, one pack of each flavour', async () => {
    expect(await cart(SHOP, '6 alitas lemon pepper y 6 bbq')).toEqual(['1 Alitas 6 pzas (bbq)', '1 Alitas 6 pzas (lemon pepper)']);
    expect(await cart(SHOP, '12 alitas bbq y 12 bufalo')).toEqual(['1 Alitas 12 pzas (bbq)', '1 Alitas 12 pzas (bufalo)']);
  });
  it('a size closing a list is the size of each dish in it ("una hawaiana y una de pepperoni, las dos grandes")', async () => {
    const both = ['1 Pizza Hawaiana Grande', '1 Pizza Pepperoni Grande'];
    expect(await cart(PIZZAS, 'una pizza hawaiana y una de pepperoni, las dos grandes')).toEqual(both);
    expect(await cart(PIZZAS, 'una pizza hawaiana y una de pepperoni grandes')).toEqual(both);
    // Said of the last one only, in the singular, it is that one's: the other is still asked.
    expect(await cart(PIZZAS, 'una pizza hawaiana y una de pepperoni grande')).toEqual(['1 Pizza Pepperoni Grande']);
  });
});
