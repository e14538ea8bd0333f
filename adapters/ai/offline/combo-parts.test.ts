import { describe, expect, it } from 'vitest';
import { openChat } from '../../../eval/harness.js';
import { item as I } from '../../../eval/tuning/kit.js';

/*
 * What a combo includes, flavours a dish lists, sides and quarters (brief "qty", found on a bakery
 * menu written blind: eval/tuning/panaderia.ts). Each message → the cart a waiter would write.
 */
const BAKERY = [
  I('Concha', 'Pan dulce', 14, { description: 'De vainilla o chocolate' }),
  I('Cuerno', 'Pan dulce', 16),
  I('Dona de Chocolate', 'Donas', 20),
  I('Chocolate Caliente', 'Bebidas', 35),
  I('Capuchino 12 oz', 'Bebidas', 42),
  I('Café Americano 12 oz', 'Bebidas', 30),
  I('Café Americano 16 oz', 'Bebidas', 38),
  I('Paquete Desayuno', 'Paquetes', 60, { description: 'Café americano 12 oz y 2 piezas de pan dulce a escoger' }),
];
const GRILL = [
  I('Pollo Entero', 'Pollos', 180),
  I('Medio Pollo', 'Pollos', 100),
  I('Cuarto de Pollo', 'Pollos', 60),
  I('Rib Eye', 'Cortes', 320),
  I('Hamburguesa Doble', 'Hamburguesas', 130),
  I('Papas a la Francesa Grandes', 'Complementos', 55),
  I('Aros de Cebolla', 'Complementos', 50),
  I('Refresco 600 ml', 'Bebidas', 30),
  I('Extra Tocino', 'Extras', 20),
  I('Extra Queso', 'Extras', 15),
  I('Hamburguesa Sencilla', 'Hamburguesas', 90),
];

async function cart(menu: typeof BAKERY, ...turns: string[]) {
  const chat = await openChat({ menu, profile: {}, config: { testMode: false } });
  for (const turn of turns) await chat.send(turn);
  const found = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
  return (found?.lines ?? []).map((l) => `${l.quantity} ${l.name}${l.notes ? ` (${l.notes})` : ''}`).sort();
}

describe('combos, flavours, sides and quarters', () => {
  it('"un paquete desayuno con una concha y un cuerno": both breads are the package\'s choice, never dishes', async () => {
    expect(await cart(BAKERY, 'un paquete desayuno con una concha y un cuerno')).toEqual([
      '1 Paquete Desayuno (con una concha y un cuerno)',
    ]);
    // What the package does not include is a dish of its own, and so is a size it does not include.
    expect(await cart(BAKERY, 'un paquete desayuno con una concha y un capuchino')).toEqual([
      '1 Capuchino 12 oz',
      '1 Paquete Desayuno (con una concha)',
    ]);
    expect(await cart(BAKERY, 'un paquete desayuno con una concha y un cafe americano de 16 oz')).toEqual([
      '1 Café Americano 16 oz',
      '1 Paquete Desayuno (con una concha)',
    ]);
    // Said "aparte", it is its own line.
    expect(await cart(BAKERY, 'un paquete desayuno con una concha y aparte un cuerno')).toEqual([
      '1 Cuerno',
      '1 Paquete Desayuno (con una concha)',
    ]);
  });

  it('"3 conchas de vainilla y 2 de chocolate": a flavour the dish lists, even where other dishes have the word', async () => {
    expect(await cart(BAKERY, '3 conchas de vainilla y 2 de chocolate')).toEqual(['2 Concha (de chocolate)', '3 Concha (de vainilla)']);
  });

  it('a side the menu lists under "Complementos" is a dish: said later, it is one, not one per unit of the last dish', async () => {
    expect(await cart(GRILL, '3 refrescos', 'unas papas grandes')).toEqual(['1 Papas a la Francesa Grandes', '3 Refresco 600 ml']);
    expect(await cart(GRILL, '2 hamburguesas dobles', 'y unos aros de cebolla')).toEqual(['1 Aros de Cebolla', '2 Hamburguesa Doble']);
    // A paid extra said later still goes on every unit.
    expect(await cart(GRILL, '2 hamburguesas dobles', 'con extra tocino')).toEqual(['2 Extra Tocino', '2 Hamburguesa Doble']);
  });

  it('"tres cuartos de pollo" with "Cuarto de Pollo" on the menu is three of them; "término tres cuartos" is a note', async () => {
    expect(await cart(GRILL, 'tres cuartos de pollo')).toEqual(['3 Cuarto de Pollo']);
    expect(await cart(GRILL, 'un rib eye termino tres cuartos')).toEqual(['1 Rib Eye (termino tres cuartos)']);
  });
  it('a paid extra after a note ("sin cebolla con extra queso") is still its own line, as many as the dish', async () => {
    expect(await cart(GRILL, 'una hamburguesa doble sin cebolla con extra queso')).toEqual([
      '1 Extra Queso',
      '1 Hamburguesa Doble (sin cebolla)',
    ]);
    expect(await cart(GRILL, 'hamburguesa doble x2 con extra queso')).toEqual(['2 Extra Queso', '2 Hamburguesa Doble']);
  });

  it('"todas con queso extra" after a list is an extra on every unit of every dish of it', async () => {
    expect(await cart(GRILL, '3 hamburguesas: 2 sencillas y 1 doble, todas con queso extra')).toEqual([
      '1 Hamburguesa Doble',
      '2 Hamburguesa Sencilla',
      '3 Extra Queso',
    ]);
    expect(await cart(GRILL, '4 hamburguesas sencillas, todas sin cebolla')).toEqual(['4 Hamburguesa Sencilla (sin cebolla)']);
  });
});
