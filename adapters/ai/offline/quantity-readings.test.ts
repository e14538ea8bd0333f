import { describe, expect, it } from 'vitest';
import { openChat } from '../../../eval/harness.js';
import { item as I } from '../../../eval/tuning/kit.js';

/*
 * How counts, halves, packs and weights said in a message become lines, on any menu
 * (docs/engine.md, "Quantities, packs and halves"). Each rule on small menus of its own.
 */
const ROTISSERIE = [
  I('Pollo Rostizado Entero', 'Pollos', 180),
  I('Medio Pollo Rostizado', 'Pollos', 100),
  I('Pescado Zarandeado Entero', 'Pescados', 260),
  I('Pescado Zarandeado Medio', 'Pescados', 140),
  I('Carnitas 1 kg', 'Carnitas', 380),
  I('Carnitas 1/2 kg', 'Carnitas', 200),
  I('Birria por Kilo', 'Birria', 400),
  I('Birria Medio Kilo', 'Birria', 210),
  I('Barbacoa el kilo', 'Barbacoa', 420),
  I('Cochinita x kg', 'Cochinita', 360),
  I('Coca-Cola 600 ml', 'Bebidas', 25),
];
const PACKS = [
  I('Alitas 10 pzas', 'Alitas', 130, { description: 'BBQ, búfalo o mango habanero' }),
  I('Tamales docena', 'Tamales', 200, { description: 'verdes, rojos, de rajas o dulces' }),
  I('Tamal Verde', 'Tamales', 20),
  I('Tamal de Rajas', 'Tamales', 20),
  I('Taco de Suadero', 'Tacos', 22),
  I('Paquete 5 Tacos', 'Paquetes', 100),
  I('Quesadilla de Queso', 'Antojitos', 30),
  I('Combo Solo', 'Combos', 90),
  I('Hamburguesa Sencilla', 'Hamburguesas', 80),
];

async function cart(menu: typeof PACKS, ...turns: string[]) {
  const chat = await openChat({ menu, profile: {}, config: { testMode: false } });
  for (const turn of turns) await chat.send(turn);
  const found = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
  return (found?.lines ?? []).map((l) => `${l.quantity} ${l.name}${l.notes ? ` (${l.notes})` : ''}`).sort();
}

describe('quantities, packs and halves on any menu', () => {
  it('"N y medio" of a dish sold whole and half is N of the whole and one of the half', async () => {
    expect(await cart(ROTISSERIE, '2 pollos y medio')).toEqual(['1 Medio Pollo Rostizado', '2 Pollo Rostizado Entero']);
    expect(await cart(ROTISSERIE, 'un pescado zarandeado y medio')).toEqual(['1 Pescado Zarandeado Entero', '1 Pescado Zarandeado Medio']);
    expect(await cart(ROTISSERIE, '3 y media de carnitas')).toEqual(['1 Carnitas 1/2 kg', '3 Carnitas 1 kg']);
    expect(await cart(ROTISSERIE, 'un kilo y medio de carnitas')).toEqual(['1 Carnitas 1 kg', '1 Carnitas 1/2 kg']);
    expect(await cart(ROTISSERIE, 'dos kilos y medio de birria')).toEqual(['1 Birria Medio Kilo', '2 Birria por Kilo']);
    // A whole number of kilos stays whole ones; half a kilo is the half.
    expect(await cart(ROTISSERIE, '2 kilos de carnitas')).toEqual(['2 Carnitas 1 kg']);
    expect(await cart(ROTISSERIE, 'medio pollo')).toEqual(['1 Medio Pollo Rostizado']);
  });

  it('"Birria por Kilo", "Barbacoa el kilo", "Cochinita x kg" are sold by one kilo', async () => {
    expect(await cart(ROTISSERIE, '2 kilos de birria')).toEqual(['2 Birria por Kilo']);
    expect(await cart(ROTISSERIE, 'un kilo de barbacoa')).toEqual(['1 Barbacoa el kilo']);
    expect(await cart(ROTISSERIE, '3 kilos de cochinita')).toEqual(['3 Cochinita x kg']);
    expect(await cart(ROTISSERIE, 'medio kilo de birria')).toEqual(['1 Birria Medio Kilo']);
  });

  it('counts said after a pack that are whole packs and add up to it split the packs by flavour', async () => {
    expect(await cart(PACKS, '20 alitas, 10 bbq y 10 bufalo')).toEqual(['1 Alitas 10 pzas (bbq)', '1 Alitas 10 pzas (bufalo)']);
    expect(await cart(PACKS, '30 alitas: 20 bbq y 10 bufalo')).toEqual(['1 Alitas 10 pzas (bufalo)', '2 Alitas 10 pzas (bbq)']);
    // Counts that do not add up are dishes of their own.
    expect(await cart(PACKS, '20 alitas y 2 quesadillas de queso')).toEqual(['2 Alitas 10 pzas', '2 Quesadilla de Queso']);
  });

  it('counts or halves filling one pack, naming kinds its description lists, are its note', async () => {
    expect(await cart(PACKS, 'una docena de tamales, 6 de rajas y 6 verdes')).toEqual(['1 Tamales docena (6 de rajas y 6 verdes)']);
    expect(await cart(PACKS, 'una docena de tamales mitad verdes mitad rojos')).toEqual(['1 Tamales docena (mitad verdes mitad rojos)']);
    expect(await cart(PACKS, '10 alitas, 5 bbq y 5 bufalo')).toEqual(['1 Alitas 10 pzas (5 bbq y 5 bufalo)']);
    expect(await cart(PACKS, '2 docenas de tamales, 12 verdes y 12 rojos')).toEqual(['2 Tamales docena (12 verdes y 12 rojos)']);
  });

  it('"5 tacos de suadero" beside "Paquete 5 Tacos" is five of the dish named; "el paquete 5 tacos" is the pack', async () => {
    expect(await cart(PACKS, '5 tacos de suadero')).toEqual(['5 Taco de Suadero']);
    expect(await cart(PACKS, 'el paquete 5 tacos de suadero')).toEqual(['1 Paquete 5 Tacos (de suadero)']);
  });

  it('"sola", "sencilla", "normal" said of a dish never add "Combo Solo"; said as the dish, they do', async () => {
    expect(await cart(PACKS, 'una quesadilla de queso sola')).toEqual(['1 Quesadilla de Queso']);
    expect(await cart(PACKS, 'solo quiero una quesadilla de queso')).toEqual(['1 Quesadilla de Queso']);
    expect(await cart(PACKS, 'una hamburguesa sencilla normal')).toEqual(['1 Hamburguesa Sencilla']);
    expect(await cart(PACKS, 'un combo solo')).toEqual(['1 Combo Solo']);
  });

  it('"burger" / "burguer" name a "Hamburguesa", and the other way round', async () => {
    expect(await cart(PACKS, 'una burguer sencilla')).toEqual(['1 Hamburguesa Sencilla']);
    expect(await cart(PACKS, '2 burgers sencillas')).toEqual(['2 Hamburguesa Sencilla']);
    expect(await cart([I('Burger Clásica', 'Burgers', 90)], 'una hamburguesa clasica')).toEqual(['1 Burger Clásica']);
  });

  it('numbers of times, people and prices are never quantities', async () => {
    expect(await cart(PACKS, '3 tacos de suadero para las 2')).toEqual(['3 Taco de Suadero']);
    expect(await cart(PACKS, '3 tacos de suadero para 4 personas')).toEqual(['3 Taco de Suadero']);
    expect(await cart(PACKS, '2 tacos de suadero, pago con billete de 500')).toEqual(['2 Taco de Suadero']);
    expect(await cart(PACKS, '3 tacos de suadero para las 2:30')).toEqual(['3 Taco de Suadero']);
    expect(await cart(PACKS, '3 tacos de suadero como a las 8')).toEqual(['3 Taco de Suadero']);
    expect(await cart(PACKS, '3 tacos de suadero en 15 min')).toEqual(['3 Taco de Suadero']);
    // "para 5" (people) never names "Paquete 5 Tacos"; "las 2 sin salsa" is still the units said.
    expect(await cart(PACKS, '5 quesadillas de queso, son para 5')).toEqual(['5 Quesadilla de Queso']);
    expect(await cart(PACKS, '2 quesadillas de queso, las 2 sin salsa')).toEqual(['2 Quesadilla de Queso (sin salsa)']);
  });

  it('found on a seafood probe (eval/tuning/sinaloa.ts): packs, "para" in names, split words, side orders, a combo\'s drinks', async () => {
    const SEAFOOD = [
      I('Aguachile Negro 500 g', 'Aguachiles', 190),
      I('Tostada de Ceviche', 'Tostadas', 40),
      I('Tostadas de Ceviche 3 pzas', 'Tostadas', 110),
      I('Camarón para Pelar por Kilo', 'Camarones', 420),
      I('Charola Botanera para 4', 'Charolas', 650),
      I('Combo Pareja', 'Combos', 290, { description: 'Dos tostadas de ceviche, un coctel mediano y dos refrescos de 600 ml' }),
      I('Extra Aguacate', 'Extras', 20),
      I('Orden de Tostadas 6 pzas', 'Extras', 25),
      I('Agua de Horchata 500 ml', 'Bebidas', 25),
      I('Coca-Cola 600 ml', 'Bebidas', 30),
    ];
    // A pack having every word said wins over the single dish; a count it does not divide is of the single one.
    expect(await cart(SEAFOOD, '3 tostadas de ceviche con extra aguacate')).toEqual(['1 Extra Aguacate', '1 Tostadas de Ceviche 3 pzas']);
    expect(await cart(SEAFOOD, 'media docena de tostadas de ceviche')).toEqual(['2 Tostadas de Ceviche 3 pzas']);
    expect(await cart(SEAFOOD, '2 tostadas de ceviche')).toEqual(['2 Tostada de Ceviche']);
    // "para" inside a name goes on naming it.
    expect(await cart(SEAFOOD, '2 camarones para pelar')).toEqual(['2 Camarón para Pelar por Kilo']);
    expect(await cart(SEAFOOD, 'una charola botanera para 4')).toEqual(['1 Charola Botanera para 4']);
    // "agua chile" is "Aguachile" even beside "Agua de Horchata".
    expect(await cart(SEAFOOD, 'un agua chile negro de 500')).toEqual(['1 Aguachile Negro 500 g']);
    // An order listed under Extras ("Orden de Tostadas 6 pzas") is a side of its own, asked for without "extra".
    expect(await cart(SEAFOOD, 'una orden de tostadas')).toEqual(['1 Orden de Tostadas 6 pzas']);
    // "con 2 cocas" after a combo is its drinks, not two more drinks.
    expect(await cart(SEAFOOD, 'un combo pareja con 2 cocas')).toEqual(['1 Combo Pareja (con 2 cocas)']);
  });

  it('a second note after a comma goes on the same dish ("sin cebolla, con la salsa aparte")', async () => {
    expect(await cart(PACKS, '2 quesadillas de queso sin crema, con la salsa aparte')).toEqual([
      '2 Quesadilla de Queso (sin crema, con la salsa aparte)',
    ]);
  });

  it('spellings: "kon", "kitale" and "quítale la X" said with a dish (X no dish) is its note "sin X"', async () => {
    const BREAKFAST = [
      I('Cecina con Nopales', 'Platillos', 120),
      I('Chilaquiles Verdes', 'Desayunos', 80),
      I('Quesadilla de Huitlacoche', 'Antojitos', 40),
      I('Queso Extra', 'Extras', 15),
      I('Café Americano', 'Bebidas', 30),
    ];
    expect(await cart(BREAKFAST, 'una cecina kon nopales')).toEqual(['1 Cecina con Nopales']);
    expect(await cart(BREAKFAST, 'una kesadilla de uitlacoche kon keso extra')).toEqual(['1 Quesadilla de Huitlacoche', '1 Queso Extra']);
    expect(await cart(BREAKFAST, 'unos chilaquiles verdes, kitale la cebolla')).toEqual(['1 Chilaquiles Verdes (sin cebolla)']);
    // Taking off a dish is not a note.
    expect(await cart(BREAKFAST, 'unos chilaquiles verdes y un cafe americano, quitale el cafe')).not.toContain(
      '1 Chilaquiles Verdes (sin cafe)',
    );
  });

  it('found on a ramen probe (eval/tuning/kaito.ts): fillings a pack lists beside another dish of that word, "tes", "mitad" opening a bubble', async () => {
    const RAMEN = [
      I('Gyozas 12 pzas', 'Entradas', 140, { description: 'De cerdo o de verduras' }),
      I('Bao de Cerdo 2 pzas', 'Entradas', 85),
      I('Té Helado 500 ml', 'Bebidas', 35),
      I('Té Helado 1 L', 'Bebidas', 60),
    ];
    expect(await cart(RAMEN, '24 gyozas, 12 de cerdo y 12 de verduras')).toEqual([
      '1 Gyozas 12 pzas (de cerdo)',
      '1 Gyozas 12 pzas (de verduras)',
    ]);
    expect(await cart(RAMEN, '2 tes helados chicos')).toEqual(['2 Té Helado 500 ml']);
    expect(await cart(RAMEN, 'unas gyozas de 12\nmitad de cerdo mitad de verduras')).toEqual([
      '1 Gyozas 12 pzas (mitad de cerdo mitad de verduras)',
    ]);
  });

  it('a dish named with no count is one: "pollo y medio"; "un kilo de carnitas y medio de maciza" is half of the other dish', async () => {
    expect(await cart(ROTISSERIE, 'quiero pollo y medio')).toEqual(['1 Medio Pollo Rostizado', '1 Pollo Rostizado Entero']);
    const MEATS = [...ROTISSERIE, I('Maciza 1 kg', 'Carnitas', 400), I('Maciza 1/2 kg', 'Carnitas', 210)];
    expect(await cart(MEATS, 'un kilo de carnitas y medio de maciza')).toEqual(['1 Carnitas 1 kg', '1 Maciza 1/2 kg']);
  });

  it('a word naming a dish said right after a count is the dish, not a note ("una doble"); "con" + words of its own name is no note', async () => {
    const GRILL = [
      I('Hamburguesa BBQ', 'Hamburguesas', 115),
      I('Hamburguesa Doble Queso', 'Hamburguesas', 120),
      I('Extra Queso', 'Extras', 15),
    ];
    expect(await cart(GRILL, 'una doble queso')).toEqual(['1 Hamburguesa Doble Queso']);
    expect(await cart(GRILL, 'una hamburguesa bbq y una doble')).toEqual(['1 Hamburguesa BBQ', '1 Hamburguesa Doble Queso']);
    expect(await cart(GRILL, 'una hamburguesa doble con queso')).toEqual(['1 Hamburguesa Doble Queso']);
    // A paid extra said after a count is still the extra of the dish before.
    expect(await cart(GRILL, '2 hamburguesas bbq\nuna con extra queso')).toEqual(['1 Extra Queso', '2 Hamburguesa BBQ']);
  });

  it('two words making a plural of one word of the names are that word ("quesa birrias")', async () => {
    expect(await cart([I('Quesabirria', 'Birria', 45), I('Consomé Chico', 'Birria', 30)], '2 quesa birrias')).toEqual(['2 Quesabirria']);
  });

  it('after a whole name, a flavour some description lists, or one word no item has, is how it comes', async () => {
    const WINGS = [
      I('Alitas 10 pzas', 'Alitas', 130, { description: 'BBQ, búfalo o mango habanero' }),
      I('Combo Alitas', 'Combos', 190, { description: '10 alitas, papas a la francesa y refresco 600 ml' }),
      I('Jugo de Naranja 500 ml', 'Jugos', 35),
      I('Jugo de Naranja 1 L', 'Jugos', 60),
    ];
    expect(await cart(WINGS, 'un combo alitas bbq')).toEqual(['1 Combo Alitas (bbq)']);
    expect(await cart(WINGS, 'un jugo de naranja natural de litro')).toEqual(['1 Jugo de Naranja 1 L (natural)']);
    // Two words no item has are still a dish we do not sell.
    expect(await cart(WINGS, 'un jugo de naranja natural recien hecho de litro')).toEqual([]);
  });

  it('"las dos con queso extra" after two dishes is one extra for each; "con extra queso en las papas" names the extra', async () => {
    const GRILL = [
      I('Hamburguesa Sencilla', 'Hamburguesas', 90),
      I('Hamburguesa Doble', 'Hamburguesas', 120),
      I('Queso Extra', 'Extras', 20),
      I('Combo Alitas', 'Combos', 190, { description: '10 alitas, papas a la francesa y refresco 600 ml' }),
    ];
    expect(await cart(GRILL, 'una sencilla y una doble, las dos con queso extra')).toEqual([
      '1 Hamburguesa Doble',
      '1 Hamburguesa Sencilla',
      '2 Queso Extra',
    ]);
    expect(await cart(GRILL, 'un combo alitas con extra queso en las papas')).toEqual(['1 Combo Alitas', '1 Queso Extra']);
  });

  it('"de lata" is the volume a can holds among those the dish is sold in', async () => {
    const DRINKS = [I('Coca-Cola 355 ml', 'Bebidas', 20), I('Coca-Cola 600 ml', 'Bebidas', 25), I('Coca-Cola 2 L', 'Bebidas', 45)];
    expect(await cart(DRINKS, '2 cocas de lata')).toEqual(['2 Coca-Cola 355 ml']);
    expect(await cart([I('Coca-Cola Lata 355 ml', 'Bebidas', 25), I('Ramune 200 ml', 'Bebidas', 55)], 'una coca de lata')).toEqual([
      '1 Coca-Cola Lata 355 ml',
    ]);
  });

  // Session 6 (brief "qty"): the amount said against the amounts the menu sells.
  const AMOUNTS = [
    I('Pollo Entero', 'Pollos', 190),
    I('Medio Pollo', 'Pollos', 105),
    I('Cuarto de Pollo', 'Pollos', 60),
    I('Pollo Adobado Entero', 'Pollos', 210),
    I('Medio Pollo Adobado', 'Pollos', 115),
    I('Alitas 6 pzas', 'Alitas', 75),
    I('Alitas 12 pzas', 'Alitas', 140),
    I('Surtida 1/4 kg', 'Carnitas', 90),
    I('Surtida 1/2 kg', 'Carnitas', 170),
    I('Surtida 1 kg', 'Carnitas', 330),
    I('Costillas 250 g', 'Carnitas', 80),
    I('Costillas 500 g', 'Carnitas', 150),
    I('Docena de Tamales', 'Tamales', 250),
    I('Media Docena de Tamales', 'Tamales', 130),
    I('Champurrado 12 oz', 'Atoles', 20),
    I('Champurrado 1 L', 'Atoles', 60),
    I('Pastel Grande 20 porciones', 'Pasteles', 600),
    I('Pastel Chico 8 porciones', 'Pasteles', 280),
  ];

  it('"un pollo y medio" beside a flavoured whole and half is the plain pair; "2 y medio adobados" the flavoured one', async () => {
    expect(await cart(AMOUNTS, 'un pollo y medio')).toEqual(['1 Medio Pollo', '1 Pollo Entero']);
    expect(await cart(AMOUNTS, '2 pollos y medio adobados')).toEqual(['1 Medio Pollo Adobado', '2 Pollo Adobado Entero']);
    expect(await cart(AMOUNTS, 'tres cuartos de pollo')).toEqual(['3 Cuarto de Pollo']);
  });

  it('a count no one pack holds is the fewest packs that do ("18 alitas" → 12 + 6, "docena y media" → a dozen and a half dozen)', async () => {
    expect(await cart(AMOUNTS, '18 alitas')).toEqual(['1 Alitas 12 pzas', '1 Alitas 6 pzas']);
    expect(await cart(AMOUNTS, '24 alitas')).toEqual(['2 Alitas 12 pzas']);
    expect(await cart(AMOUNTS, 'docena y media de tamales')).toEqual(['1 Docena de Tamales', '1 Media Docena de Tamales']);
  });

  it('a weight no item holds is the fewest items that do; "de un cuarto" is the quarter kilo', async () => {
    expect(await cart(AMOUNTS, 'tres cuartos de surtida')).toEqual(['1 Surtida 1/2 kg', '1 Surtida 1/4 kg']);
    expect(await cart(AMOUNTS, '750 g de costillas')).toEqual(['1 Costillas 250 g', '1 Costillas 500 g']);
    expect(await cart(AMOUNTS, 'unas costillas de un cuarto')).toEqual(['1 Costillas 250 g']);
    expect(await cart(AMOUNTS, 'medio de surtida y un cuarto de costillas')).toEqual(['1 Costillas 250 g', '1 Surtida 1/2 kg']);
  });

  it('"chico" / "grande" of a dish sold in ounces and litres; a size word spelled as it sounds ("chiko")', async () => {
    expect(await cart(AMOUNTS, 'un champurrado chico')).toEqual(['1 Champurrado 12 oz']);
    expect(await cart(AMOUNTS, '2 champurrados grandes')).toEqual(['2 Champurrado 1 L']);
    expect(await cart(AMOUNTS, 'un champurrado chiko')).toEqual(['1 Champurrado 12 oz']);
  });

  it('"para 20 personas" picks the dish sold "20 porciones" and leaves no note', async () => {
    expect(await cart(AMOUNTS, 'el pastel para 20 personas')).toEqual(['1 Pastel Grande 20 porciones']);
  });

  it('"una orden de tacos de birria" is the dish sold by the order, beside the single taco', async () => {
    const BIRRIA = [
      I('Taco de Birria', 'Tacos', 25),
      I('Orden de Tacos de Birria 5 pzas', 'Tacos', 110),
      I('Consomé Chico', 'Consomé', 30),
    ];
    expect(await cart(BIRRIA, 'una orden de tacos de birria')).toEqual(['1 Orden de Tacos de Birria 5 pzas']);
    expect(await cart(BIRRIA, '3 tacos de birria')).toEqual(['3 Taco de Birria']);
  });

  it("a measure said with only a flavour after a dish is that dish's sibling in the measure", async () => {
    const ICE = [
      I('Helado 1/2 Litro', 'Helados', 90, { description: 'Hasta dos sabores' }),
      I('Helado 1 Litro', 'Helados', 160, { description: 'Hasta dos sabores' }),
      I('Agua de Limón 1 L', 'Bebidas', 40),
    ];
    expect(await cart(ICE, 'medio litro de helado de fresa y un litro de vainilla')).toEqual([
      '1 Helado 1 Litro (de vainilla)',
      '1 Helado 1/2 Litro (de fresa)',
    ]);
    expect(await cart(ICE, 'medio litro de helado y un litro de agua de limon')).toEqual(['1 Agua de Limón 1 L', '1 Helado 1/2 Litro']);
  });

  it('"y unos frijoles charros" after 4 tacos is one order of the side sold under Extras, not one per taco', async () => {
    const MENU = [I('Taco de Mole', 'Tacos', 24), I('Frijoles Charros', 'Extras', 30), I('Queso Extra', 'Extras', 10)];
    const chat = await openChat({ menu: MENU, profile: {}, config: { testMode: false } });
    await chat.send('4 tacos de mole');
    await chat.send('y unos frijoles charros porfa');
    const found = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect((found?.lines ?? []).map((l) => `${l.quantity} ${l.name}`).sort()).toEqual(['1 Frijoles Charros', '4 Taco de Mole']);
    // An extra by its name said alone still goes on every unit.
    expect(await cart(MENU, '2 tacos de mole', 'con queso extra')).toEqual(['2 Queso Extra', '2 Taco de Mole']);
  });

  it('"una cheve de 1.2" is the one item sold in 1.2 L', async () => {
    const BAR = [I('Cerveza Media 355 ml', 'Cervezas', 35), I('Caguama 1.2 L', 'Cervezas', 75), I('Boneless 250 g', 'Botanas', 90)];
    expect(await cart(BAR, 'unos boneless de 250 y una cheve de 1.2')).toEqual(['1 Boneless 250 g', '1 Caguama 1.2 L']);
  });
});
