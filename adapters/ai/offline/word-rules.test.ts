import { describe, expect, it } from 'vitest';
import { openChat } from '../../../eval/harness.js';
import { item as I } from '../../../eval/tuning/kit.js';

/*
 * Rules of the engine's reading of words that hold for any menu (docs/engine.md, "Rules that hold
 * for any menu"), each shown on small menus of kinds the evaluation's menus are not.
 */
const BAKERY = [
  I('Concha', 'Pan dulce', 14),
  I('Dona de Chocolate', 'Pan dulce', 18),
  I('Dona de Fresa', 'Pan dulce', 18),
  I('Pastel de Tres Leches', 'Pasteles', 60),
  I('Café de Olla 12 oz', 'Bebidas', 35),
  I('Café de Olla 16 oz', 'Bebidas', 45),
  I('Chocolate Caliente 12 oz', 'Bebidas', 40),
  I('Leche Extra', 'Extras', 8),
];
const STAND = [
  I('Quesadilla de Hongos', 'Quesadillas', 35),
  I('Quesadilla de Queso', 'Quesadillas', 30),
  I('Sope de Bistec', 'Antojitos', 40),
  I('Tlacoyo de Frijol', 'Antojitos', 30),
  I('Pambazo de Papa con Chorizo', 'Antojitos', 45),
  I('Flautas de Pollo orden de 6', 'Flautas', 85),
  I('Flautas de Papa orden de 4', 'Flautas', 55),
  I('Crema Extra', 'Extras', 8),
  I('Combo Doña Chela', 'Combos', 120),
];
const BURGERS = [
  I('Hamburguesa Clásica', 'Hamburguesas', 90),
  I('Hamburguesa Doble Queso', 'Hamburguesas', 120),
  I('Hamburguesa Hawaiana', 'Hamburguesas', 110),
  I('Papas Francesas', 'Papas', 40),
  I('Tocino Extra', 'Extras', 20),
  I('Queso Amarillo Extra', 'Extras', 15),
  I('Combo Clásico', 'Combos', 140, { description: 'Hamburguesa clásica, papas y refresco' }),
];
const WINGS = [
  I('Alitas 10 pzas', 'Alitas', 130, { description: 'BBQ, búfalo o mango habanero' }),
  I('Boneless 250 g', 'Alitas', 120),
  I('Boneless 500 g', 'Alitas', 220),
  I('Salsa Extra', 'Extras', 10),
];
const GRILL = [
  I('Arrachera 300 g', 'Cortes', 260),
  I('Rib Eye 400 g', 'Cortes', 420),
  I('T-Bone 500 g', 'Cortes', 450),
  I('Tacos de Arrachera 3 pzas', 'Tacos', 120),
  I('Chorizo Argentino', 'Entradas', 90),
  I('Queso Fundido con Chorizo', 'Entradas', 130),
  I('Pozole Rojo Chico', 'Pozole', 70),
  I('Pozole Rojo Grande', 'Pozole', 95),
  I('Refresco 355 ml', 'Bebidas', 25),
  I('Refresco 600 ml', 'Bebidas', 35),
  I('Flautas de Pollo orden de 6', 'Flautas', 85),
  I('Flautas de Papa orden de 4', 'Flautas', 55),
  I('Queso Extra', 'Extras', 25),
];

async function cart(menu: typeof BAKERY, ...turns: string[]) {
  const chat = await openChat({ menu, profile: {}, config: { testMode: false } });
  const replies: string[] = [];
  for (const turn of turns) replies.push((await chat.send(turn)).reply);
  const found = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
  return { replies, lines: (found?.lines ?? []).map((l) => `${l.quantity} ${l.name}${l.notes ? ` (${l.notes})` : ''}`) };
}

describe('reading words on any menu', () => {
  it('a word that heads one dish\'s name wins over the same word said after "de" / "con" in another', async () => {
    expect((await cart(BAKERY, 'un chocolate')).lines).toEqual(['1 Chocolate Caliente 12 oz']);
    expect((await cart(GRILL, 'un chorizo')).lines).toEqual(['1 Chorizo Argentino']);
    // Both heads, or neither: the customer is asked.
    expect((await cart(GRILL, 'un pozole')).lines).toEqual([]);
    expect((await cart(BAKERY, 'una dona')).lines).toEqual([]);
  });

  it('reads a size before a "con …" extra', async () => {
    expect((await cart(BAKERY, 'un café de olla chico con leche extra')).lines).toEqual(['1 Café de Olla 12 oz', '1 Leche Extra']);
  });

  it('keeps two flavours joined by "y" on the one dish they describe', async () => {
    expect((await cart(BAKERY, 'un pastel de tres leches de chocolate y fresa')).lines).toEqual([
      '1 Pastel de Tres Leches (de chocolate y fresa)',
    ]);
  });

  it('reads chico / grande as measures per dish, even when other dishes name sizes', async () => {
    expect((await cart(GRILL, 'un refresco chico')).lines).toEqual(['1 Refresco 355 ml']);
    expect((await cart(GRILL, '2 refrescos grandes y un pozole rojo chico')).lines).toEqual(['2 Refresco 600 ml', '1 Pozole Rojo Chico']);
  });

  it("a count said with a dish's words is the pack of that dish, not of another sharing the head word", async () => {
    expect((await cart(GRILL, '12 flautas de papa')).lines).toEqual(['3 Flautas de Papa orden de 4']);
    expect((await cart(GRILL, '12 flautas de pollo')).lines).toEqual(['2 Flautas de Pollo orden de 6']);
  });

  it('reads a name written as one word ("ribeye", "tbone") as the menu\'s two', async () => {
    expect((await cart(GRILL, 'un ribeye y un tbone')).lines).toEqual(['1 Rib Eye 400 g', '1 T-Bone 500 g']);
  });

  it('keeps a number word inside a note ("término tres cuartos")', async () => {
    expect((await cart(GRILL, 'un t-bone término tres cuartos')).lines).toEqual(['1 T-Bone 500 g (termino tres cuartos)']);
  });

  it('a dish we do not sell, said after "unos/unas", is not read from its qualifier alone', async () => {
    const { lines, replies } = await cart(GRILL, 'unas enchiladas rojas y un chorizo argentino');
    expect(lines).toEqual(['1 Chorizo Argentino']);
    expect(replies[0]).toMatch(/No manejamos "enchiladas/);
    expect(replies[0]).not.toMatch(/¿De cuál pozole/);
  });

  it("reads a note said after a comma or a period as the dish before's note", async () => {
    expect((await cart(STAND, '3 quesadillas de hongos, sin salsa')).lines).toEqual(['3 Quesadilla de Hongos (sin salsa)']);
    expect((await cart(STAND, '3 quesadillas de hongos. bien doradas')).lines).toEqual(['3 Quesadilla de Hongos (bien doradas)']);
    expect((await cart(STAND, 'un sope de bistec, la salsa aparte')).lines).toEqual(['1 Sope de Bistec (la salsa aparte)']);
    expect((await cart(STAND, '2 quesadillas de queso, sin crema porfa')).lines).toEqual(['2 Quesadilla de Queso (sin crema)']);
    // A dish or a quantity after the comma is still another line.
    expect((await cart(STAND, 'un sope de bistec, y 2 tlacoyos de frijol')).lines).toEqual(['1 Sope de Bistec', '2 Tlacoyo de Frijol']);
  });

  it('reads "que no …" / "que esté …" after a dish as its note', async () => {
    expect((await cart(STAND, '2 sopes de bistec que no piquen')).lines).toEqual(['2 Sope de Bistec (que no piquen)']);
    expect((await cart(STAND, 'una quesadilla de queso que este bien dorada')).lines).toEqual([
      '1 Quesadilla de Queso (que este bien dorada)',
    ]);
  });

  it('a dish named again with "el / los" and a note puts the note on its line', async () => {
    expect((await cart(STAND, 'un sope de bistec y 2 tlacoyos de frijol, los tlacoyos sin salsa')).lines).toEqual([
      '1 Sope de Bistec',
      '2 Tlacoyo de Frijol (sin salsa)',
    ]);
  });

  it('"otra de …" after a dish is the dish of its kind', async () => {
    expect((await cart(STAND, 'una orden de flautas de pollo de 6 y otra de papa')).lines).toEqual([
      '1 Flautas de Pollo orden de 6',
      '1 Flautas de Papa orden de 4',
    ]);
  });

  it('never reads a word of the conversation ("como") as a typo of a dish ("Combo")', async () => {
    expect((await cart(STAND, 'como 3 sopes de bistec')).lines).toEqual(['3 Sope de Bistec']);
  });

  it('"2 de cada uno" is the quantity of every dish named', async () => {
    expect((await cart(STAND, '2 de cada una: quesadilla de queso y sope de bistec')).lines).toEqual([
      '2 Quesadilla de Queso',
      '2 Sope de Bistec',
    ]);
    expect((await cart(STAND, 'una quesadilla de hongos y un tlacoyo de frijol, dos de cada uno')).lines).toEqual([
      '2 Quesadilla de Hongos',
      '2 Tlacoyo de Frijol',
    ]);
  });

  it('reads a long name spelled as it sounds with one more letter off, and "de" written together with a word', async () => {
    expect((await cart(STAND, '3 kesadias de ongos')).lines).toEqual(['3 Quesadilla de Hongos']);
    expect((await cart(STAND, 'dos kesadiyas dekeso')).lines).toEqual(['2 Quesadilla de Queso']);
  });

  it('reads paid extras said as "doble …", "extra de …", "que lleve … extra", and "y" + another extra', async () => {
    expect((await cart(BURGERS, 'una hamburguesa hawaiana con doble tocino')).lines).toEqual(['1 Hamburguesa Hawaiana', '1 Tocino Extra']);
    expect((await cart(BURGERS, 'una hamburguesa hawaiana con extra de tocino')).lines).toEqual([
      '1 Hamburguesa Hawaiana',
      '1 Tocino Extra',
    ]);
    expect((await cart(BURGERS, '2 hamburguesas hawaianas que lleven tocino extra')).lines).toEqual([
      '2 Hamburguesa Hawaiana',
      '2 Tocino Extra',
    ]);
    expect((await cart(BURGERS, '2 hamburguesas clasicas con tocino extra y queso amarillo')).lines).toEqual([
      '2 Hamburguesa Clásica',
      '2 Tocino Extra',
      '2 Queso Amarillo Extra',
    ]);
  });

  it('a dish whose name holds "doble" inside is no paid extra', async () => {
    expect((await cart(BURGERS, 'una hamburguesa clasica con doble queso')).lines).toEqual(['1 Hamburguesa Clásica (doble queso)']);
  });

  it('a qualifier said with a quantity means the dish, not the combo, unless "combo" is said', async () => {
    expect((await cart(BURGERS, 'una clasica y una hawaiana')).lines).toEqual(['1 Hamburguesa Clásica', '1 Hamburguesa Hawaiana']);
    expect((await cart(BURGERS, 'un combo clasico')).lines).toEqual(['1 Combo Clásico']);
  });

  it('after a name said down to its measure, a word of no dish is how it comes', async () => {
    expect((await cart(WINGS, 'unos boneless de 250 bbq')).lines).toEqual(['1 Boneless 250 g (bbq)']);
  });

  it("splits a dish's units by the choices its description lists", async () => {
    expect((await cart(WINGS, 'dos ordenes de alitas de 10, una bbq y otra bufalo')).lines).toEqual([
      '1 Alitas 10 pzas (bbq)',
      '1 Alitas 10 pzas (bufalo)',
    ]);
  });

  it('reads "docena y media", "y media de …" after a dozen, and "otras 2" / "2 más" as more of the dish', async () => {
    expect((await cart(STAND, 'una docena y media de quesadillas de queso')).lines).toEqual(['18 Quesadilla de Queso']);
    expect((await cart(STAND, 'media docena de quesadillas de queso y media de hongos')).lines).toEqual([
      '6 Quesadilla de Queso',
      '6 Quesadilla de Hongos',
    ]);
    expect((await cart(STAND, '2 quesadillas de queso y otras 2')).lines).toEqual(['4 Quesadilla de Queso']);
    expect((await cart(STAND, '3 quesadillas de queso y 2 mas')).lines).toEqual(['5 Quesadilla de Queso']);
    // "otra" alone is still one of the units said ("2 …, una sin salsa y otra normal").
    expect((await cart(STAND, '2 sopes de bistec, uno sin salsa y otro normal')).lines).toEqual([
      '1 Sope de Bistec (sin salsa)',
      '1 Sope de Bistec',
    ]);
  });

  it('reads the units of a header left open ("dos pozoles rojos, uno chico y uno grande")', async () => {
    expect((await cart(GRILL, 'dos pozoles rojos, uno chico y uno grande')).lines).toEqual(['1 Pozole Rojo Chico', '1 Pozole Rojo Grande']);
    expect((await cart(GRILL, 'dos refrescos, uno chico y uno grande')).lines).toEqual(['1 Refresco 355 ml', '1 Refresco 600 ml']);
  });

  it('reads sizes said in other ways: "tamaño grande", "grandota", "de a litro", a bare "litro", and "la chica" as an answer', async () => {
    expect((await cart(GRILL, 'un refresco tamaño grande')).lines).toEqual(['1 Refresco 600 ml']);
    expect((await cart(GRILL, 'un pozole rojo grandote')).lines).toEqual(['1 Pozole Rojo Grande']);
    const drinks = [I('Agua de Jamaica 500 ml', 'Bebidas', 20), I('Agua de Jamaica 1 L', 'Bebidas', 35), ...GRILL];
    expect((await cart(drinks, 'un agua de jamaica de a litro')).lines).toEqual(['1 Agua de Jamaica 1 L']);
    expect((await cart(drinks, 'agua de jamaica litro')).lines).toEqual(['1 Agua de Jamaica 1 L']);
    expect((await cart(drinks, 'un agua de jamaica', 'la chica')).lines).toEqual(['1 Agua de Jamaica 500 ml']);
  });

  it('a pack said after the dish makes the number before it a quantity ("4 flautas de pollo de 6")', async () => {
    expect((await cart(GRILL, '4 flautas de pollo de 6')).lines).toEqual(['4 Flautas de Pollo orden de 6']);
  });

  it('a note for "las dos" / "ambas" is on all the units named, and "ponle …" is a note on the dish named', async () => {
    expect((await cart(STAND, '2 quesadillas de queso sin salsa las dos')).lines).toEqual(['2 Quesadilla de Queso (sin salsa)']);
    expect((await cart(STAND, '2 quesadillas de queso, las dos sin salsa')).lines).toEqual(['2 Quesadilla de Queso (sin salsa)']);
    expect((await cart(STAND, '2 quesadillas de queso', 'las 2 sin salsa')).lines).toEqual(['2 Quesadilla de Queso (sin salsa)']);
    expect((await cart(STAND, 'un sope de bistec y un tlacoyo de frijol, al sope ponle poca salsa')).lines).toEqual([
      '1 Sope de Bistec (poca salsa)',
      '1 Tlacoyo de Frijol',
    ]);
  });

  it('a later message "que no pique" / "con todo" is the last dish\'s note', async () => {
    expect((await cart(STAND, 'un sope de bistec', 'que no pique')).lines).toEqual(['1 Sope de Bistec (que no pique)']);
    expect((await cart(STAND, 'un sope de bistec', 'con todo')).lines).toEqual(['1 Sope de Bistec (con todo)']);
  });

  it('joins two words that are one word of a name ("hot cakes" → "Hotcakes")', async () => {
    const breakfast = [I('Hotcakes 3 pzas', 'Dulce', 70), I('Hotcakes 5 pzas', 'Dulce', 95), I('Café Americano', 'Bebidas', 30)];
    expect((await cart(breakfast, 'unos hot cakes de 5 y un cafe americano')).lines).toEqual(['1 Hotcakes 5 pzas', '1 Café Americano']);
  });

  it('reads numbers of names said in words or after "número" ("combo uno", "el combo número 2")', async () => {
    const combos = [I('Combo #1', 'Combos', 120), I('Combo #2', 'Combos', 150), I('Caldo 7 Mares', 'Caldos', 140)];
    expect((await cart(combos, 'un combo uno y un combo dos')).lines).toEqual(['1 Combo #1', '1 Combo #2']);
    expect((await cart(combos, 'el combo numero 2 y un caldo siete mares')).lines).toEqual(['1 Combo #2', '1 Caldo 7 Mares']);
  });

  it('reads "3/4" and "tres cuartos" after a steak as how it is cooked, and a size a dish lacks as a note', async () => {
    expect((await cart(GRILL, 'un rib eye 3/4 y un t-bone tres cuartos')).lines).toEqual([
      '1 Rib Eye 400 g (3/4)',
      '1 T-Bone 500 g (tres cuartos)',
    ]);
    expect((await cart(GRILL, 'un chorizo argentino grande y un refresco de 600')).lines).toEqual([
      '1 Chorizo Argentino (grande)',
      '1 Refresco 600 ml',
    ]);
  });

  it('a word in no name nor description after a dish is no flavour of it ("6 vickys")', async () => {
    const { lines, replies } = await cart(GRILL, 'un chorizo argentino y 6 vickys');
    expect(lines).toEqual(['1 Chorizo Argentino']);
    expect(replies[0]).toMatch(/No manejamos "vickys"/);
  });

  it('takes the ways customers say yes to "¿Te confirmo el pedido?" ("ta bien", "okey", "jalo", "todo bien")', async () => {
    for (const yes of ['ta bien', 'okey', 'jalo', 'todo bien', 'aja', 'mandalo']) {
      const chat = await openChat({ menu: STAND, profile: {}, config: { testMode: false } });
      for (const turn of ['2 quesadillas de queso', 'es todo', 'Calle Pino 12, Centro', yes]) await chat.send(turn);
      const orders = await chat.orders.list(chat.restaurant.id);
      expect(
        orders.map((o) => o.items.map((i) => `${i.quantity} ${i.name}${i.notes ? ` (${i.notes})` : ''}`)),
        yes,
      ).toEqual([['2 Quesadilla de Queso']]);
    }
  });

  it('"otro sope" with one kind of sope ordered is one more of that one', async () => {
    expect((await cart(STAND, 'un sope de bistec y 2 tlacoyos de frijol', 'ponle otro sope')).lines).toEqual([
      '2 Sope de Bistec',
      '2 Tlacoyo de Frijol',
    ]);
  });

  it('a paid extra said alone after a dish goes on every unit of it; "un queso extra" stays one', async () => {
    expect((await cart(BURGERS, '2 hamburguesas hawaianas', 'con tocino extra')).lines).toEqual([
      '2 Hamburguesa Hawaiana',
      '2 Tocino Extra',
    ]);
    expect((await cart(BURGERS, '2 hamburguesas hawaianas', 'y un tocino extra')).lines).toEqual([
      '2 Hamburguesa Hawaiana',
      '1 Tocino Extra',
    ]);
  });

  it('"3 de birria" beside "Birria 1 kg" is of the dish counted, not weighed', async () => {
    const birria = [I('Birria 1 kg', 'Birria', 400), I('Birria 1/2 kg', 'Birria', 210), I('Taco de Birria', 'Birria', 25)];
    expect((await cart(birria, '3 de birria')).lines).toEqual(['3 Taco de Birria']);
    expect((await cart(birria, 'medio kilo de birria')).lines).toEqual(['1 Birria 1/2 kg']);
  });

  it('"el refresco no" takes the dish out', async () => {
    expect((await cart(GRILL, 'un chorizo argentino y un refresco de 600', 'el refresco no')).lines).toEqual(['1 Chorizo Argentino']);
  });

  it('"ya no" answering "¿Algo más?" is nothing more, never a cancellation', async () => {
    const chat = await openChat({ menu: STAND, profile: {}, config: { testMode: false } });
    for (const turn of ['2 quesadillas de queso', 'ya no', 'Calle Pino 12, Centro', 'si']) await chat.send(turn);
    const orders = await chat.orders.list(chat.restaurant.id);
    expect(orders.map((o) => [o.status, o.items.map((i) => `${i.quantity} ${i.name}`)])).toEqual([['pending', ['2 Quesadilla de Queso']]]);
  });

  it('bursts: "una con crema" after a dish is one of its units with the extra; "sin salsa la de hongos" notes that dish', async () => {
    expect((await cart(STAND, '2 quesadillas de queso\nuna con crema')).lines).toEqual(['2 Quesadilla de Queso', '1 Crema Extra']);
    expect((await cart(STAND, '2 quesadillas de queso y 1 de hongos', 'sin salsa la de queso')).lines).toEqual([
      '1 Quesadilla de Hongos',
      '2 Quesadilla de Queso (sin salsa)',
    ]);
  });

  it('"perdón, eran 3" / "me equivoqué, 4" correct the quantity', async () => {
    expect((await cart(STAND, '2 quesadillas de queso', 'perdon, eran 3')).lines).toEqual(['3 Quesadilla de Queso']);
    expect((await cart(STAND, '2 quesadillas de queso\nme equivoque, 4')).lines).toEqual(['4 Quesadilla de Queso']);
  });

  it('"litro" alone answers "¿De cuál?" over drinks sold by volume', async () => {
    const drinks = [I('Agua de Jamaica 500 ml', 'Bebidas', 20), I('Agua de Jamaica 1 L', 'Bebidas', 35)];
    expect((await cart(drinks, 'un agua de jamaica', 'litro')).lines).toEqual(['1 Agua de Jamaica 1 L']);
  });

  it('after a comma, "la crema aparte" and "nada de cebolla" are notes, never extras or lost', async () => {
    expect((await cart(STAND, '2 quesadillas de queso, la crema aparte')).lines).toEqual(['2 Quesadilla de Queso (la crema aparte)']);
    expect((await cart(STAND, 'un sope de bistec, nada de cebolla')).lines).toEqual(['1 Sope de Bistec (nada de cebolla)']);
  });

  it('"2 sopes de bistec salsa aparte": the words before "aparte" are the note', async () => {
    expect((await cart(STAND, '2 sopes de bistec salsa aparte')).lines).toEqual(['2 Sope de Bistec (salsa aparte)']);
  });
  it('"un bote de …", "un vaso de …": the container said before a dish is no word of its name nor a note', async () => {
    expect((await cart(WINGS, 'un bote de salsa y unas alitas')).lines).toEqual(['1 Salsa Extra', '1 Alitas 10 pzas']);
    expect((await cart(BAKERY, 'un vaso de chocolate caliente')).lines).toEqual(['1 Chocolate Caliente 12 oz']);
  });

  it('"extra" after a dish with no paid extra of that name means one more of it, never a note "extra"', async () => {
    expect((await cart(STAND, 'un sope de bistec y un tlacoyo de frijol extra')).lines).toEqual([
      '1 Sope de Bistec',
      '1 Tlacoyo de Frijol',
    ]);
  });
  it('"una caja de 6": a count the name holds after its word, said after that word, names the dish', async () => {
    const boxes = [
      I('Caja 6 Empanadas Saladas', 'Cajas', 150),
      I('Caja 12 Empanadas Surtidas', 'Cajas', 280),
      I('Empanada de Queso', 'Empanadas', 28),
      I('Café de Olla 12 oz', 'Bebidas', 35),
    ];
    expect((await cart(boxes, 'una caja de 6 y un cafe de olla')).lines).toEqual(['1 Caja 6 Empanadas Saladas', '1 Café de Olla 12 oz']);
    expect((await cart(boxes, '2 cajas de 12')).lines).toEqual(['2 Caja 12 Empanadas Surtidas']);
    expect((await cart(boxes, '6 empanadas de queso')).lines).toEqual(['6 Empanada de Queso']);
  });
  it('"dos órdenes de tacos dorados": of the dishes the words fit, the one sold by the order', async () => {
    const tacos = [I('Tacos Dorados 5 pzas', 'Tacos', 75), I('Taco Dorado de Papa', 'Tacos', 16), I('Taco Dorado de Frijol', 'Tacos', 16)];
    expect((await cart(tacos, 'dos ordenes de tacos dorados')).lines).toEqual(['2 Tacos Dorados 5 pzas']);
    expect((await cart(tacos, '2 tacos dorados de papa')).lines).toEqual(['2 Taco Dorado de Papa']);
  });
  it('"una pizza grande" when the pizza comes Mediana and Familiar: a size the dish lacks is its own of that rank, or the nearest end', async () => {
    const pizzas = [
      I('Pizza Pepperoni Mediana', 'Pizzas', 150),
      I('Pizza Pepperoni Familiar', 'Pizzas', 220),
      I('Pizza Hawaiana Mediana', 'Pizzas', 150),
      I('Pizza Hawaiana Familiar', 'Pizzas', 220),
      I('Refresco Grande', 'Bebidas', 35),
    ];
    expect((await cart(pizzas, 'una pizza de pepperoni grande')).lines).toEqual(['1 Pizza Pepperoni Familiar']);
    expect((await cart(pizzas, 'una pizza hawaiana chica y un refresco grande')).lines).toEqual([
      '1 Pizza Hawaiana Mediana',
      '1 Refresco Grande',
    ]);
    // Which pizza is still asked.
    expect((await cart(pizzas, 'una pizza grande')).lines).toEqual([]);
  });
  it('"unas 3 o 4 quesadillas": of two counts offered, the first', async () => {
    expect((await cart(STAND, 'unas 3 o 4 quesadillas de queso')).lines).toEqual(['3 Quesadilla de Queso']);
    expect((await cart(STAND, 'dos o tres sopes de bistec y un tlacoyo de frijol')).lines).toEqual([
      '2 Sope de Bistec',
      '1 Tlacoyo de Frijol',
    ]);
  });
  it('"2 órdenes de flautas" beside a pack of that many pieces: a count of orders is of packs, never of pieces', async () => {
    const buns = [I('Bao de Cerdo 2 pzas', 'Entradas', 85), I('Bao de Pollo 2 pzas', 'Entradas', 85), I('Edamames', 'Entradas', 60)];
    expect((await cart(buns, '2 ordenes de bao de cerdo')).lines).toEqual(['2 Bao de Cerdo 2 pzas']);
    expect((await cart(buns, '4 baos de pollo')).lines).toEqual(['2 Bao de Pollo 2 pzas']);
  });
  it('"de dieciséis onzas", "doce onzas": a measure said with its number in words names the size, no note left', async () => {
    expect((await cart(BAKERY, 'un cafe de olla de dieciséis onzas sin azucar')).lines).toEqual(['1 Café de Olla 16 oz (sin azucar)']);
    expect((await cart(BAKERY, 'un cafe de olla de doce onzas')).lines).toEqual(['1 Café de Olla 12 oz']);
  });
  it('"giosas" for "Gyozas": a "y" after a consonant sounds as "i", and no note is left of the typo', async () => {
    const dumplings = [I('Gyozas de Cerdo 6 pzas', 'Entradas', 75), I('Ramen Tonkotsu Chico', 'Ramen', 150)];
    expect((await cart(dumplings, 'unas giosas de cerdo')).lines).toEqual(['1 Gyozas de Cerdo 6 pzas']);
  });
  it('"4 tacos, todos con queso extra": "todos" after a dish counted puts the extra on every unit', async () => {
    expect((await cart(STAND, '3 sopes de bistec, todos con crema extra')).lines).toEqual(['3 Sope de Bistec', '3 Crema Extra']);
    expect((await cart(STAND, '2 quesadillas de queso, todas sin salsa')).lines).toEqual(['2 Quesadilla de Queso (sin salsa)']);
  });
  it('"con tocino extra y 2 extra queso amarillo": a count said right before "extra" + an extra is of the extras only', async () => {
    expect((await cart(BURGERS, 'una hamburguesa clasica con tocino extra y 2 extra queso amarillo')).lines).toEqual([
      '1 Hamburguesa Clásica',
      '1 Tocino Extra',
      '2 Queso Amarillo Extra',
    ]);
  });
});

/** A breakfast place's drinks, for the words customers make from "agua" and "café". */
const BREAKFAST = [
  I('Agua de Jamaica', 'Bebidas', 25),
  I('Café de Olla', 'Bebidas', 30),
  I('Chilaquiles Verdes con Pollo', 'Chilaquiles', 95),
  I('Molletes Sencillos', 'Molletes', 60),
];

describe('names misspelt the way customers text (any menu: misspellings.property.test.ts)', () => {
  it('reads two words written as one: a number or "de"/"con" glued to a word of the names, or two words of one name', async () => {
    expect((await cart(BURGERS, 'unahamburguesa hawaiana y dospapas francesas')).lines).toEqual([
      '1 Hamburguesa Hawaiana',
      '2 Papas Francesas',
    ]);
    expect((await cart(STAND, 'dos quesadillasde hongos y un pambazo de papa conchorizo')).lines).toEqual([
      '2 Quesadilla de Hongos',
      '1 Pambazo de Papa con Chorizo',
    ]);
    expect((await cart(BREAKFAST, 'unos chilaquilesverdes con poyo')).lines).toEqual(['1 Chilaquiles Verdes con Pollo']);
  });

  it('reads two words of one name written as one with a typo ("jotdog", "chesburguer") as that name', async () => {
    const diner = [I('Hot Dog', 'Dogos', 45), I('Cheese Burger', 'Hamburguesas', 95), I('Papas Gajo', 'Papas', 40)];
    expect((await cart(diner, 'un jotdog y una chesburguer')).lines).toEqual(['1 Hot Dog', '1 Cheese Burger']);
  });

  it('reads a letter held down ("hamburguesaaa") as one', async () => {
    expect((await cart(BURGERS, 'una hamburguesaaa hawaianaaa y una dobleee quesooo')).lines).toEqual([
      '1 Hamburguesa Hawaiana',
      '1 Hamburguesa Doble Queso',
    ]);
  });

  it('reads a number word spelled as it sounds ("sinco", "kuatro") as that number', async () => {
    expect((await cart(STAND, 'sinco quesadillas de keso')).lines).toEqual(['5 Quesadilla de Queso']);
    expect((await cart(STAND, 'kuatro tlacoyos de frijol')).lines).toEqual(['4 Tlacoyo de Frijol']);
  });

  it('reads a diminutive made from the word as written ("aguita") or with z spelled c ("pambacito")', async () => {
    expect((await cart(BREAKFAST, 'un aguita de jamaica y un cafecito de olla')).lines).toEqual(['1 Agua de Jamaica', '1 Café de Olla']);
    expect((await cart(STAND, 'un pambacito de papa con chorizo')).lines).toEqual(['1 Pambazo de Papa con Chorizo']);
  });

  it('reads "2 c/u" after the dishes as "2 de cada uno"', async () => {
    expect((await cart(STAND, 'una quesadilla de hongos y un tlacoyo de frijol, 2 c/u')).lines).toEqual([
      '2 Quesadilla de Hongos',
      '2 Tlacoyo de Frijol',
    ]);
  });

  it('keeps "sin" glued to what is left off as the note, never a dish', async () => {
    expect((await cart(BURGERS, 'una hamburguesa hawaiana sintocino')).lines).toEqual(['1 Hamburguesa Hawaiana (sin tocino)']);
  });
});
