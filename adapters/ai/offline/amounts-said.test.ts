import { describe, expect, it } from 'vitest';
import { foldMeasures } from '../../../core/assistant/measures.js';
import { item as I } from '../../../eval/tuning/kit.js';
import { parseOrderLines } from './order-parser.js';
import { playChat } from './testing/play.js';

/*
 * Amounts said the way customers text them, against what a menu sells (brief "parse", session 7;
 * docs/engine.md "parse (session 7)"). Each rule on a small menu of its own.
 */
const GRILL = [
  I('Carne Asada 1 kg', 'Carnes', 420),
  I('Carne Asada 1/2 kg', 'Carnes', 220),
  I('Carne Asada 250 g', 'Carnes', 120),
  I('Arrachera 1 kg', 'Carnes', 520),
  I('Arrachera 1/2 kg', 'Carnes', 270),
  I('Tortillas de Harina 12 pzas', 'Tortillas', 45),
  I('Refresco 600 ml', 'Bebidas', 25),
  I('Refresco 2 L', 'Bebidas', 45),
  I('Limonada 500 ml', 'Bebidas', 25),
  I('Limonada Jarra 2 L', 'Bebidas', 70),
  I('Café de Olla Taza', 'Bebidas', 25),
  I('Café de Olla Jarra 1 L', 'Bebidas', 70),
  I('Paquete Pareja', 'Paquetes', 340, { description: 'Medio kilo de carne asada, 4 cebollitas y 2 refrescos' }),
  I('Paquete Familiar 4 personas', 'Paquetes', 650, { description: 'Un kilo de carne asada y un refresco de 2 L' }),
  I('Paquete Fiesta 8 personas', 'Paquetes', 990, { description: 'Dos kilos de carne asada y 2 refrescos de 2 L' }),
].map((i, n) => ({ ...i, id: `g${n}`, available: true }));

const read = (text: string, menu = GRILL) =>
  parseOrderLines(text, menu).map(
    (l) => `${l.quantity ?? 1} ${l.candidates.map((c) => c.name).join('/')}${l.notes ? ` (${l.notes})` : ''}`,
  );

describe('amounts said against the menu', () => {
  it('"3/4 de X" is three quarters of what the menu sells X in, as "tres cuartos" is', () => {
    expect(foldMeasures('3/4 de kilo')).toBe('g750');
    expect(read('me das 3/4 de carne asada porfa')).toEqual(['1 Carne Asada 1/2 kg', '1 Carne Asada 250 g']);
  });

  it('"N litros y medio kilo": a "medio" with its own unit is a second amount, not half of the first unit', () => {
    expect(foldMeasures('2 litros y medio kilo')).toBe('ml2000 y g500');
    expect(foldMeasures('un kilo y media de litro')).toBe('g1000 y ml500');
    expect(foldMeasures('kilo y medio de tortillas')).toBe('g1500 de tortillas');
    expect(read('un refresco de 2 litros y medio kilo de carne asada')).toEqual(['1 Refresco 2 L', '1 Carne Asada 1/2 kg']);
    // "y medio de arrachera": arrachera is sold by weight, never poured — half a kilo of it.
    expect(read('un refresco de 2 litros y medio de arrachera')).toEqual(['1 Refresco 2 L', '1 Arrachera 1/2 kg']);
    expect(read('2 litros y medio de limonada')).toEqual(['1 Limonada Jarra 2 L', '1 Limonada 500 ml']);
  });
});

describe('what a dish said without its amount means', () => {
  it('"un paquete para 4" is the one whose name serves 4; "para" with a count of something else is not', () => {
    expect(read('un paquete para 4 con fanta')).toEqual(['1 Paquete Familiar 4 personas (con fanta)']);
    expect(read('un paquete para cuatro')).toEqual(['1 Paquete Familiar 4 personas']);
    expect(read('un paquete para 8 porfa')).toEqual(['1 Paquete Fiesta 8 personas']);
    expect(read('un paquete para 3')[0]).toMatch(/\//);
  });

  it('a drink shared from a jug is asked for by the jug: said alone, the single serving', () => {
    expect(read('una limonada')).toEqual(['1 Limonada 500 ml']);
    expect(read('3 cafes de olla y una jarra de limonada')).toEqual(['3 Café de Olla Taza', '1 Limonada Jarra 2 L']);
    expect(read('una jarra de cafe de olla')).toEqual(['1 Café de Olla Jarra 1 L']);
    expect(read('una limonada de 2 litros')).toEqual(['1 Limonada Jarra 2 L']);
    // Sizes that are all servings are still asked about.
    expect(read('un refresco')).toEqual(['1 Refresco 600 ml/Refresco 2 L']);
  });

  it('an amount said after "¿Te lo anoto?" that fits the offered dish among others is the offered dish', async () => {
    const played = await playChat(GRILL, ['cuanto cuesta el kilo de arrachera?', 'va, dame un kilo', 'es todo', 'Calle Tapia 20', 'si']);
    expect(played.lines, played.history).toEqual(['1 Arrachera 1 kg']);
  });
});

const SUPPER = [
  I('Tostada de Pata', 'Tostadas', 35),
  I('Tostada de Tinga', 'Tostadas', 35),
  I('Sopes 3 pzas', 'Antojitos', 70, { description: 'De papa con chorizo, tinga o frijol a escoger' }),
  I('Orden de Taquitos Dorados 6 pzas', 'Antojitos', 75, { description: 'De papa o de res' }),
  I('Pastel de Tres Leches Rebanada', 'Postres', 45),
  I('Pastel de Tres Leches Entero', 'Postres', 420),
  I('Pastel de Chocolate Entero', 'Postres', 420),
  I('Paquete Fiesta', 'Paquetes', 990, {
    description: 'Pozole para 10, 20 tostadas y un pastel entero a escoger: tres leches o chocolate',
  }),
].map((i, n) => ({ ...i, id: `s${n}`, available: true }));

describe('words of a combo choice and of a description', () => {
  it('"el paquete fiesta con pastel de tres leches": a number inside a dish\'s name goes on the combo\'s choice', () => {
    expect(read('el paquete fiesta con pastel de tres leches', SUPPER)).toEqual(['1 Paquete Fiesta (con pastel de tres leches)']);
    expect(read('un paquete fiesta con pastel de chocolate', SUPPER)).toEqual(['1 Paquete Fiesta (con pastel de chocolate)']);
  });

  it('a word a description holds ("de papa") is that word, never a name\'s word misspelt ("Tostada de Pata")', () => {
    expect(read('3 sopes de papa', SUPPER)).toEqual(['1 Sopes 3 pzas (de papa)']);
    expect(read('unos taquitos dorados de papa', SUPPER)).toEqual(['1 Orden de Taquitos Dorados 6 pzas (de papa)']);
    expect(read('una tostada de pata', SUPPER)).toEqual(['1 Tostada de Pata']);
  });
});

const PIZZAS = [
  I('Pizza Hawaiana Grande', 'Pizzas', 189),
  I('Pizza Pepperoni Grande', 'Pizzas', 189),
  I('Ingrediente Extra', 'Extras', 25, { description: 'Champiñón, jalapeño, piña, tocino, salchicha o aceituna' }),
  I('Extra Queso', 'Extras', 20),
].map((i, n) => ({ ...i, id: `p${n}`, available: true }));

describe('a paid extra said with what it is', () => {
  it('"con extra de champiñones" beside "Ingrediente Extra" listing champiñón: the extra line says which', () => {
    expect(read('una hawaiana grande con extra de champiñones', PIZZAS)).toEqual([
      '1 Pizza Hawaiana Grande',
      '1 Ingrediente Extra (champinones)',
    ]);
    expect(read('2 pizzas pepperoni grandes con extra jalapeño', PIZZAS)).toEqual([
      '2 Pizza Pepperoni Grande',
      '2 Ingrediente Extra (jalapeno)',
    ]);
    // An extra said by its own name carries no note.
    expect(read('una hawaiana grande con extra queso', PIZZAS)).toEqual(['1 Pizza Hawaiana Grande', '1 Extra Queso']);
  });

  it('keeps the note through the whole chat', async () => {
    const played = await playChat(PIZZAS, ['una hawaiana grande con extra de champiñones', 'es todo', 'Calle 3 Norte 18', 'si']);
    expect(played.lines, played.history).toEqual(['1 Ingrediente Extra (champinones)', '1 Pizza Hawaiana Grande']);
  });
});

const BIRRIA = [
  I('Birria 1 kg', 'Birria', 420),
  I('Birria 1/2 kg', 'Birria', 220),
  I('Birria 1/4 kg', 'Birria', 120),
  I('Consomé Chico', 'Birria', 30),
  I('Consomé Grande', 'Birria', 50),
  I('Tortillas Hechas a Mano 10 pzas', 'Extras', 25),
  I('Jugo Rojo', 'Jugos', 45),
  I('Jugo Verde', 'Jugos', 45),
  I('Verde Detox', 'Smoothies', 60),
  I('Té Verde', 'Bebidas', 30),
].map((i, n) => ({ ...i, id: `b${n}`, available: true }));

describe('amounts and dishes inside what is said of another dish', () => {
  it('"1 1/2 kg", "3 cuartos": a half or three quarters written with digits', () => {
    expect(foldMeasures('1 1/2 kg de birria')).toBe('g1500 de birria');
    expect(read('2 1/2 kilos de birria', BIRRIA)).toEqual(['2 Birria 1 kg', '1 Birria 1/2 kg']);
    expect(read('3 cuartos de birria', BIRRIA)).toEqual(['1 Birria 1/2 kg', '1 Birria 1/4 kg']);
    // A word the dish shares with a drink sold by the litre does not make three quarters a volume.
    const menu = [
      'Chicharrón Prensado 1 kg',
      'Chicharrón Prensado 1/2 kg',
      'Chicharrón Prensado 1/4 kg',
      'Hamburguesa de Chicharrón 1 L',
    ].map((name, n) => ({ ...I(name, 'Menú', 100 + n), id: `c${n}`, available: true }));
    expect(read('3/4 de chicharron prensado', menu)).toEqual(['1 Chicharrón Prensado 1/2 kg', '1 Chicharrón Prensado 1/4 kg']);
  });

  it('"con 10 tortillas extra" beside "Tortillas … 10 pzas" is that pack; "con 2 consomés" leaves no "con" behind', () => {
    expect(read('un cuarto de birria con 10 tortillas extra', BIRRIA)).toEqual(['1 Birria 1/4 kg', '1 Tortillas Hechas a Mano 10 pzas']);
    expect(read('un kilo de birria sin cebolla con 10 tortillas', BIRRIA)).toEqual([
      '1 Birria 1 kg (sin cebolla)',
      '1 Tortillas Hechas a Mano 10 pzas',
    ]);
    expect(read('un kilo de birria con 2 consomes chicos', BIRRIA)).toEqual(['1 Birria 1 kg', '2 Consomé Chico']);
  });

  it('"un jugo rojo y un verde": a qualifier said alone is the sibling of the dish just named, not the dish it heads', () => {
    expect(read('un jugo rojo y un verde', BIRRIA)).toEqual(['1 Jugo Rojo', '1 Jugo Verde']);
    expect(read('un jugo rojo y 2 verdes', BIRRIA)).toEqual(['1 Jugo Rojo', '2 Jugo Verde']);
    expect(read('un jugo rojo y un verde detox', BIRRIA)).toEqual(['1 Jugo Rojo', '1 Verde Detox']);
    expect(read('un jugo rojo y un te verde', BIRRIA)).toEqual(['1 Jugo Rojo', '1 Té Verde']);
  });
});

const WINGS = [
  I('Alitas 10 pzas', 'Alitas', 140, { description: 'Salsas: BBQ, búfalo, mango habanero' }),
  I('Alitas 20 pzas', 'Alitas', 260, { description: 'Salsas: BBQ, búfalo, mango habanero' }),
  I('Hamburguesa BBQ', 'Hamburguesas', 130),
].map((i, n) => ({ ...i, id: `w${n}`, available: true }));

describe('flavours counted out of packs', () => {
  it('"20 alitas, 10 bbq y 10 búfalo" beside "Hamburguesa BBQ": the counts share the wings, no burgers', () => {
    expect(read('20 alitas, 10 bbq y 10 bufalo', WINGS)).toEqual(['1 Alitas 20 pzas (10 bbq y 10 bufalo)']);
    expect(read('30 alitas, 20 bbq y 10 bufalo', WINGS)).toEqual(['3 Alitas 10 pzas (20 bbq y 10 bufalo)']);
    expect(read('20 alitas y 2 hamburguesas bbq', WINGS)).toEqual(['1 Alitas 20 pzas', '2 Hamburguesa BBQ']);
  });
});

const TAQUERIA = [
  I('Taco al Pastor', 'Tacos', 18),
  I('Orden de Pastor 5 pzas', 'Órdenes', 85),
  I('Orden de Pastor 10 pzas', 'Órdenes', 160),
  I('Taco Dorado de Papa', 'Tacos', 15),
  I('Tacos Dorados 5 pzas', 'Órdenes', 70),
  I('Taco de Birria', 'Tacos', 25),
  I('Orden de Tacos de Birria 5 pzas', 'Órdenes', 110),
].map((i, n) => ({ ...i, id: `t${n}`, available: true }));

describe('"orden" before a dish', () => {
  it('is the dish sold by the order, whichever way the matcher found the words', () => {
    expect(read('una orden de tacos de birria', TAQUERIA)).toEqual(['1 Orden de Tacos de Birria 5 pzas']);
    expect(read('dos ordenes de tacos dorados', TAQUERIA)).toEqual(['2 Tacos Dorados 5 pzas']);
    // Several orders fit: the question is among them only, never the single taco.
    expect(read('una orden de pastor', TAQUERIA)).toEqual(['1 Orden de Pastor 5 pzas/Orden de Pastor 10 pzas']);
    expect(read('un taco al pastor', TAQUERIA)).toEqual(['1 Taco al Pastor']);
  });
});

const TAMALES = [
  I('Tamal Verde', 'Tamales', 20),
  I('Tamal de Rajas', 'Tamales', 20),
  I('Tamales Docena', 'Tamales', 220, { description: 'Surtidos: verdes, rojos, rajas o dulces' }),
  I('Rollo California 10 pzas', 'Sushi', 120),
  I('Rollo Philadelphia 10 pzas', 'Sushi', 130),
].map((i, n) => ({ ...i, id: `t${n}`, available: true }));

describe('a count of pieces against packs', () => {
  it('"2 tamales" is never of the dozen while tamales are sold by the piece; "2 rollos" of packs only still are', () => {
    expect(read('2 tamales', TAMALES)).toEqual(['2 Tamal Verde/Tamal de Rajas']);
    expect(read('2 docenas de tamales', TAMALES)).toEqual(['2 Tamales Docena']);
    expect(read('2 rollos california', TAMALES)).toEqual(['2 Rollo California 10 pzas']);
  });
});

const ICE_CREAM = [
  I('Helado Sencillo', 'Helados', 35, { description: 'Una bola. Sabores: vainilla, chocolate, fresa, nuez' }),
  I('Helado Doble', 'Helados', 55, { description: 'Dos bolas, del sabor o sabores que quieras' }),
  I('Helado 1 Litro', 'Helados', 160, { description: 'Hasta dos sabores' }),
  I('Extra Bola', 'Extras', 20),
  I('Malteada de Chocolate 16 oz', 'Bebidas', 60),
].map((i, n) => ({ ...i, id: `h${n}`, available: true }));

describe('a dish said by the count its description opens with', () => {
  it('"un helado de dos bolas de nuez y chocolate" is one "Helado Doble" (description "Dos bolas"), with its flavours', () => {
    expect(read('un helado de una bola de fresa y uno de dos bolas de nuez y chocolate', ICE_CREAM)).toEqual([
      '1 Helado Sencillo (de fresa)',
      '1 Helado Doble (de nuez y chocolate)',
    ]);
    expect(read('un helado doble y una extra bola', ICE_CREAM)).toEqual(['1 Helado Doble', '1 Extra Bola']);
  });
});

const TRATTORIA = [
  I('Pizza Margarita Mediana', 'Pizzas', 169),
  I('Lasagna de Carne', 'Pastas', 185),
  I('Fettuccine Alfredo', 'Pastas', 175),
  I('Combo Pareja', 'Combos', 369, { description: 'Una pizza mediana a escoger, una pasta a escoger y dos refrescos' }),
].map((i, n) => ({ ...i, id: `r${n}`, available: true }));

describe('parts of a combo named by their category in the singular', () => {
  it('"un combo pareja con la margarita y la lasagna": "una pasta a escoger" holds what "Pastas" sells', () => {
    expect(read('un combo pareja con la margarita y la lasagna', TRATTORIA)).toEqual(['1 Combo Pareja (con la margarita y la lasagna)']);
    expect(read('un combo pareja con la margarita y aparte una lasagna', TRATTORIA)).toEqual([
      '1 Combo Pareja (con la margarita)',
      '1 Lasagna de Carne',
    ]);
  });
});
