import type { EvalMenu } from '../../menus/index.js';
import { item, profile } from '../../tuning/kit.js';
import { cancelled, dialoguesFor, line, order, preparing } from '../../types.js';

const d = dialoguesFor('pasteleria');

/**
 * A pastelería and café in Coyoacán (fresh test menu, written by the lead of issue #21 while
 * three helpers changed the engine; never shown to them): whole cakes by size with their
 * portions in the name, slices, cupcakes by the piece and in packs of 6 and 12, coffee by ounces,
 * paid extras (a shot, almond milk, a number candle, a dedication), two combos and two sold-out
 * items.
 */
export const PASTELERIA_MENU: EvalMenu = {
  restaurant: profile(
    'Pastelería La Esponjosa',
    'Av. Francisco Sosa 215, Coyoacán',
    '+525556581204',
    'todos los días de 9:00 a. m. a 9:00 p. m.',
  ),
  items: [
    item('Pastel de Chocolate Chico 8 porciones', 'Pasteles', 320),
    item('Pastel de Chocolate Grande 16 porciones', 'Pasteles', 560),
    item('Pastel de Zanahoria Chico 8 porciones', 'Pasteles', 340),
    item('Pastel de Zanahoria Grande 16 porciones', 'Pasteles', 590),
    item('Pay de Queso Entero', 'Pasteles', 280),
    item('Rebanada de Pastel de Chocolate', 'Rebanadas', 55),
    item('Rebanada de Pastel de Zanahoria', 'Rebanadas', 60),
    item('Rebanada de Pay de Queso', 'Rebanadas', 45),
    item('Cupcake', 'Piezas', 30, { description: 'Vainilla o chocolate, con betún de queso crema' }),
    item('Cupcakes 6 pzas', 'Piezas', 165),
    item('Cupcakes 12 pzas', 'Piezas', 310),
    item('Galleta de Avena', 'Piezas', 18),
    item('Brownie', 'Piezas', 35),
    item('Concha de Vainilla', 'Piezas', 15, { available: false }),
    item('Café Americano 12 oz', 'Bebidas', 35),
    item('Café Americano 16 oz', 'Bebidas', 45),
    item('Capuchino 12 oz', 'Bebidas', 50),
    item('Capuchino 16 oz', 'Bebidas', 60),
    item('Chocolate Caliente', 'Bebidas', 50),
    item('Té Chai Latte', 'Bebidas', 60, { available: false }),
    item('Agua Natural 600 ml', 'Bebidas', 20),
    item('Shot Extra de Espresso', 'Extras', 15),
    item('Leche de Almendra', 'Extras', 12),
    item('Vela de Número', 'Extras', 15),
    item('Dedicatoria en el Pastel', 'Extras', 30),
    item('Combo Café y Rebanada', 'Combos', 95, { description: 'Un americano de 12 oz y una rebanada a escoger' }),
    item('Combo Merienda', 'Combos', 120, { description: 'Un capuchino de 12 oz, un brownie y una galleta de avena' }),
  ],
};

export const PASTELERIA_DIALOGUES = [
  d(
    'fr-pst-01',
    'basico',
    ['hola buenas tardes, me manda un pastel de chocolate grande porfa', 'es todo', 'Calle Tres Cruces 18, Coyoacán', 'si'],
    order('Calle Tres Cruces 18, Coyoacán', line('Pastel de Chocolate Grande 16 porciones', 1)),
  ),
  d(
    'fr-pst-02',
    'basico',
    ['2 brownies y un capuchino de 12', 'nada mas', 'Av. México 45 int 3, col. del Carmen', 'sip'],
    order('Av. México 45 int 3, col. del Carmen', line('Brownie', 2), line('Capuchino 12 oz', 1)),
  ),
  d(
    'fr-pst-03',
    'basico',
    ['quiero una rebanada de pay de queso y un chocolate caliente', 'eso es todo', 'Calle Higuera 7, La Concepción', 'si'],
    order('Calle Higuera 7, La Concepción', line('Rebanada de Pay de Queso', 1), line('Chocolate Caliente', 1)),
  ),
  d(
    'fr-pst-04',
    'ortografia',
    ['kiero un pastel d sanaoria chico', 'ya es todo', 'calle xicotencatl 120 col del carmen', 'si'],
    order('calle xicotencatl 120 col del carmen', line('Pastel de Zanahoria Chico 8 porciones', 1)),
  ),
  d(
    'fr-pst-05',
    'ortografia',
    ['me das 2 capuchinos d 16 i un brauni xfa', 'es todo', 'av universidad 1800 depto 12', 'va'],
    order('av universidad 1800 depto 12', line('Capuchino 16 oz', 2), line('Brownie', 1)),
  ),
  d(
    'fr-pst-06',
    'ortografia',
    ['una rebanada de pai de keso y 3 gayetas de abena', 'es todo', 'calle malintzin 33', 'si'],
    order('calle malintzin 33', line('Rebanada de Pay de Queso', 1), line('Galleta de Avena', 3)),
  ),
  d(
    'fr-pst-07',
    'cantidades',
    ['12 cupcakes porfa', 'es todo', 'Calle Allende 90, Coyoacán', 'si'],
    order('Calle Allende 90, Coyoacán', line('Cupcakes 12 pzas', 1)),
  ),
  d(
    'fr-pst-08',
    'cantidades',
    ['media docena de cupcakes y un par de brownies', 'es todo', 'Calle Belisario Domínguez 12', 'si'],
    order('Calle Belisario Domínguez 12', line('Cupcakes 6 pzas', 1), line('Brownie', 2)),
  ),
  d(
    'fr-pst-09',
    'cantidades',
    ['cuatro galletas de avena y tres rebanadas de pastel de chocolate', 'es todo', 'Calle Pacífico 210', 'si'],
    order('Calle Pacífico 210', line('Galleta de Avena', 4), line('Rebanada de Pastel de Chocolate', 3)),
  ),
  d(
    'fr-pst-10',
    'notas',
    ['un pastel de chocolate chico sin nuez por favor', 'es todo', 'Calle Aguayo 5', 'si'],
    order('Calle Aguayo 5', line('Pastel de Chocolate Chico 8 porciones', 1, 'sin nuez')),
  ),
  d(
    'fr-pst-11',
    'notas',
    ['2 americanos de 12', 'uno sin azucar y el otro normal', 'es todo', 'Calle Fernández Leal 40', 'si'],
    order('Calle Fernández Leal 40', line('Café Americano 12 oz', 1, 'sin azucar'), line('Café Americano 12 oz', 1)),
  ),
  d(
    'fr-pst-12',
    'notas',
    ['un capuchino de 16', 'bien caliente porfa', 'es todo', 'Calle Carrillo Puerto 60', 'si'],
    order('Calle Carrillo Puerto 60', line('Capuchino 16 oz', 1, 'bien caliente')),
  ),
  d(
    'fr-pst-13',
    'correcciones',
    ['un pastel de zanahoria chico', 'no mejor el grande', 'es todo', 'Calle Cuauhtémoc 14, Coyoacán', 'si'],
    order('Calle Cuauhtémoc 14, Coyoacán', line('Pastel de Zanahoria Grande 16 porciones', 1)),
  ),
  d(
    'fr-pst-14',
    'correcciones',
    ['3 brownies y un agua natural', 'eran 2 brownies no 3', 'es todo', 'Calle Presidente Carranza 8', 'si'],
    order('Calle Presidente Carranza 8', line('Brownie', 2), line('Agua Natural 600 ml', 1)),
  ),
  d(
    'fr-pst-15',
    'correcciones',
    ['una rebanada de pastel de chocolate y un capuchino de 12', 'quitame el capuchino', 'es todo', 'Calle Moctezuma 22', 'si'],
    order('Calle Moctezuma 22', line('Rebanada de Pastel de Chocolate', 1)),
  ),
  d(
    'fr-pst-16',
    'direccion',
    ['un pay de queso entero', 'es todo', 'es en Calle Ignacio Zaragoza 31, col. Santa Catarina', 'si'],
    order('Calle Ignacio Zaragoza 31, col. Santa Catarina', line('Pay de Queso Entero', 1)),
  ),
  d(
    'fr-pst-17',
    'direccion',
    ['2 cupcakes', ['es todo', 'calle corina 88', 'entre tres cruces y vallarta', 'es una casa azul'], 'si'],
    order('calle corina 88, entre tres cruces y vallarta, es una casa azul', line('Cupcake', 2)),
  ),
  d(
    'fr-pst-18',
    'direccion',
    ['mandame a Av. Río Churubusco 300 edificio B depto 402 un pastel de chocolate chico', 'es todo', 'si'],
    order('Av. Río Churubusco 300 edificio B depto 402', line('Pastel de Chocolate Chico 8 porciones', 1)),
  ),
  d(
    'fr-pst-19',
    'ambiguedad',
    ['un pastel de chocolate', 'el grande', 'es todo', 'Calle Berlín 15', 'si'],
    order('Calle Berlín 15', line('Pastel de Chocolate Grande 16 porciones', 1)),
  ),
  d(
    'fr-pst-20',
    'ambiguedad',
    ['una rebanada porfa', 'de zanahoria', 'es todo', 'Calle Madrid 70', 'si'],
    order('Calle Madrid 70', line('Rebanada de Pastel de Zanahoria', 1)),
  ),
  d(
    'fr-pst-21',
    'ambiguedad',
    ['2 americanos', 'de 16', 'y un brownie', 'es todo', 'Calle Londres 101', 'si'],
    order('Calle Londres 101', line('Café Americano 16 oz', 2), line('Brownie', 1)),
  ),
  d(
    'fr-pst-22',
    'fuera-de-menu',
    ['tienen pastel de tres leches?', 'ok entonces un pastel de zanahoria chico', 'es todo', 'Calle Viena 6', 'si'],
    order('Calle Viena 6', line('Pastel de Zanahoria Chico 8 porciones', 1)),
  ),
  d(
    'fr-pst-23',
    'fuera-de-menu',
    ['un chai latte y un brownie', 'ah va, entonces nomas el brownie', 'es todo', 'Calle Roma 19', 'si'],
    order('Calle Roma 19', line('Brownie', 1)),
  ),
  d(
    'fr-pst-24',
    'fuera-de-menu',
    ['me das 4 conchas de vainilla', 'bueno entonces 4 galletas de avena', 'es todo', 'Calle París 250', 'si'],
    order('Calle París 250', line('Galleta de Avena', 4)),
  ),
  d(
    'fr-pst-25',
    'post-confirmacion',
    ['un pay de queso entero', 'es todo', 'Calle Tepalcatitla 4', 'si', 'oye agregale un capuchino de 12 porfa'],
    order('Calle Tepalcatitla 4', line('Pay de Queso Entero', 1), line('Capuchino 12 oz', 1)),
  ),
  d(
    'fr-pst-26',
    'post-confirmacion',
    ['2 rebanadas de pastel de chocolate y un agua natural', 'es todo', 'Calle Centenario 55', 'si', 'quitale el agua porfa'],
    order('Calle Centenario 55', line('Rebanada de Pastel de Chocolate', 2)),
  ),
  d(
    'fr-pst-27',
    'post-confirmacion',
    ['media docena de cupcakes', 'es todo', 'Calle Hidalgo 120, Coyoacán', 'si', '#cocina:preparing', 'ya mero sale?'],
    preparing('Calle Hidalgo 120, Coyoacán', line('Cupcakes 6 pzas', 1)),
  ),
  d(
    'fr-pst-28',
    'cancelacion',
    ['un pastel de chocolate grande', 'es todo', 'Calle Francisco Sosa 400', 'si', 'siempre no, cancelalo porfavor'],
    cancelled('Calle Francisco Sosa 400', line('Pastel de Chocolate Grande 16 porciones', 1)),
  ),
  d('fr-pst-29', 'cancelacion', ['2 brownies', 'mejor ya no, gracias'], null),
  d('fr-pst-30', 'cancelacion', ['hacen pasteles sobre pedido?', 'ok gracias'], null),
  d(
    'fr-pst-31',
    'voz',
    [
      'hola buenas tardes quisiera un pastel de zanahoria grande y dos capuchinos de doce onzas a la calle vallarta numero cuarenta colonia del carmen seria todo',
      'si',
    ],
    order(
      'calle vallarta numero cuarenta colonia del carmen',
      line('Pastel de Zanahoria Grande 16 porciones', 1),
      line('Capuchino 12 oz', 2),
    ),
  ),
  d(
    'fr-pst-32',
    'voz',
    ['este eh me mandas tres brownies y una rebanada de pay de queso por favor', 'es todo', 'calle jardin 12 coyoacan', 'si'],
    order('calle jardin 12 coyoacan', line('Brownie', 3), line('Rebanada de Pay de Queso', 1)),
  ),
  d(
    'fr-pst-33',
    'voz',
    ['buenas noches quiero doce cupcakes y un chocolate caliente', 'es todo', 'avenida division del norte 2500', 'si'],
    order('avenida division del norte 2500', line('Cupcakes 12 pzas', 1), line('Chocolate Caliente', 1)),
  ),
  d(
    'fr-pst-34',
    'tamanos',
    ['un capuchino grande y un americano chico', 'es todo', 'Calle Abasolo 9', 'si'],
    order('Calle Abasolo 9', line('Capuchino 16 oz', 1), line('Café Americano 12 oz', 1)),
  ),
  d(
    'fr-pst-35',
    'tamanos',
    ['el pastel de chocolate para 16 personas', 'es todo', 'Calle Felipe Carrillo Puerto 100', 'si'],
    order('Calle Felipe Carrillo Puerto 100', line('Pastel de Chocolate Grande 16 porciones', 1)),
  ),
  d(
    'fr-pst-36',
    'tamanos',
    ['2 americanos de 16 onzas', 'es todo', 'Calle Gómez Farías 3', 'si'],
    order('Calle Gómez Farías 3', line('Café Americano 16 oz', 2)),
  ),
  d(
    'fr-pst-37',
    'extras',
    ['un capuchino de 16 con leche de almendra', 'es todo', 'Calle Candelaria 48', 'si'],
    order('Calle Candelaria 48', line('Capuchino 16 oz', 1), line('Leche de Almendra', 1)),
  ),
  d(
    'fr-pst-38',
    'extras',
    ['2 americanos de 12 con shot extra', 'es todo', 'Calle Ayuntamiento 17', 'si'],
    order('Calle Ayuntamiento 17', line('Café Americano 12 oz', 2), line('Shot Extra de Espresso', 2)),
  ),
  d(
    'fr-pst-39',
    'extras',
    ['un pastel de chocolate chico con dedicatoria y una vela de numero', 'es todo', 'Calle Parque 21', 'si'],
    order(
      'Calle Parque 21',
      line('Pastel de Chocolate Chico 8 porciones', 1),
      line('Dedicatoria en el Pastel', 1),
      line('Vela de Número', 1),
    ),
  ),
  d(
    'fr-pst-40',
    'combos',
    ['un combo cafe y rebanada con la de chocolate', 'es todo', 'Calle Caballocalco 6', 'si'],
    order('Calle Caballocalco 6', line('Combo Café y Rebanada', 1, 'con la de chocolate')),
  ),
  d('fr-pst-41', 'combos', ['2 combos merienda', 'es todo', 'Calle Ortega 28', 'si'], order('Calle Ortega 28', line('Combo Merienda', 2))),
  d(
    'fr-pst-42',
    'combos',
    ['un combo merienda y un cupcake', 'es todo', 'Calle Dulce Olivia 11', 'si'],
    order('Calle Dulce Olivia 11', line('Combo Merienda', 1), line('Cupcake', 1)),
  ),
  d(
    'fr-pst-43',
    'rafagas',
    [['hola', 'me mandas un pastel de zanahoria chico', 'y 2 capuchinos de 12'], 'es todo', 'Calle Melchor Ocampo 70', 'si'],
    order('Calle Melchor Ocampo 70', line('Pastel de Zanahoria Chico 8 porciones', 1), line('Capuchino 12 oz', 2)),
  ),
  d(
    'fr-pst-44',
    'rafagas',
    [['buenas', '3 rebanadas de pastel de chocolate', 'una sin betun porfa'], 'es todo', 'Calle Tlalpan 1500', 'si'],
    order('Calle Tlalpan 1500', line('Rebanada de Pastel de Chocolate', 1, 'sin betun'), line('Rebanada de Pastel de Chocolate', 2)),
  ),
  d(
    'fr-pst-45',
    'rafagas',
    ['media docena de cupcakes', ['ah', 'y un americano de 16', 'eso es todo'], 'Calle Miguel Ángel de Quevedo 800', 'si'],
    order('Calle Miguel Ángel de Quevedo 800', line('Cupcakes 6 pzas', 1), line('Café Americano 16 oz', 1)),
  ),
];
