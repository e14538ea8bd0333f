import type { EvalMenu } from '../../menus/index.js';
import { item, profile } from '../../tuning/kit.js';
import { cancelled, type Dialogue, dialoguesFor, line, order, preparing } from '../../types.js';

const d = dialoguesFor('churreria');

/**
 * A churrería in Mexico City (written on 2026-11-25 by the lead, before running the engine on it,
 * while helpers changed the engine; kept from them): churros by bags of 3, 6 and 12, filled
 * churros sharing head words, hot chocolate chico/grande by style, a milkshake by ounces, paid
 * toppings as items, a box combo with drinks to choose, two sold-out items.
 */
export const CHURRERIA_MENU: EvalMenu = {
  restaurant: profile(
    'Churrería La Esquina',
    'Av. Coyoacán 1500, Del Valle, CDMX',
    '+525556041122',
    'todos los días de 9:00 a. m. a 11:00 p. m.',
  ),
  items: [
    item('Churros Tradicionales 3 pzas', 'Churros', 40),
    item('Churros Tradicionales 6 pzas', 'Churros', 75),
    item('Churros Tradicionales 12 pzas', 'Churros', 140),
    item('Churro Relleno de Cajeta', 'Churros rellenos', 28),
    item('Churro Relleno de Chocolate', 'Churros rellenos', 28),
    item('Churro Relleno de Lechera', 'Churros rellenos', 28),
    item('Churro Relleno de Nutella', 'Churros rellenos', 32, { available: false }),
    item('Chocolate Mexicano Chico', 'Bebidas calientes', 45),
    item('Chocolate Mexicano Grande', 'Bebidas calientes', 60),
    item('Chocolate Francés Chico', 'Bebidas calientes', 50),
    item('Chocolate Francés Grande', 'Bebidas calientes', 65),
    item('Café Americano', 'Bebidas calientes', 35),
    item('Café de Olla', 'Bebidas calientes', 38),
    item('Malteada de Vainilla 16 oz', 'Bebidas frías', 65),
    item('Malteada de Fresa 16 oz', 'Bebidas frías', 65),
    item('Agua Embotellada 600 ml', 'Bebidas frías', 20),
    item('Frappé de Cajeta', 'Bebidas frías', 70, { available: false }),
    item('Extra Cajeta', 'Extras', 12),
    item('Extra Lechera', 'Extras', 12),
    item('Extra Azúcar con Canela', 'Extras', 5),
    item('Caja Churrera', 'Combos', 199, { description: 'Doce churros tradicionales y dos chocolates chicos a escoger' }),
    item('Combo Desayuno', 'Combos', 85, { description: 'Tres churros tradicionales y un café americano o de olla' }),
  ],
};

export const CHURRERIA_DIALOGUES: Dialogue[] = [
  d(
    'fr-chu-01',
    'basico',
    ['buenas! me manda unos churros de 6 y un chocolate mexicano grande', 'es todo', 'Calle Pilares 410, Del Valle', 'sí'],
    order('Calle Pilares 410, Del Valle', line('Churros Tradicionales 6 pzas', 1), line('Chocolate Mexicano Grande', 1)),
  ),
  d(
    'fr-chu-02',
    'basico',
    ['quiero 2 churros rellenos de cajeta y un cafe americano', 'nada mas', 'Av. Universidad 1200, Xoco', 'si'],
    order('Av. Universidad 1200, Xoco', line('Churro Relleno de Cajeta', 2), line('Café Americano', 1)),
  ),
  d(
    'fr-chu-03',
    'basico',
    ['hola, una caja churrera porfavor', 'es todo', 'Calle Adolfo Prieto 1600, Del Valle', 'confirmo'],
    order('Calle Adolfo Prieto 1600, Del Valle', line('Caja Churrera', 1)),
  ),
  d(
    'fr-chu-04',
    'ortografia',
    ['kiero 3 churos rellenos d lechera y un chocolate frances chiko', 'ya es todo', 'calle tajin 520 col narvarte', 'sip'],
    order('calle tajin 520 col narvarte', line('Churro Relleno de Lechera', 3), line('Chocolate Francés Chico', 1)),
  ),
  d(
    'fr-chu-05',
    'ortografia',
    ['me das una malteada d fresa i un agua embotellada xfa', 'es todo', 'av cuauhtemoc 800 col narvarte', 'va'],
    order('av cuauhtemoc 800 col narvarte', line('Malteada de Fresa 16 oz', 1), line('Agua Embotellada 600 ml', 1)),
  ),
  d(
    'fr-chu-06',
    'ortografia',
    ['ola un cafe de oya y 2 chuross rellenos de chokolate', 'nomas', 'calle amores 1100 col del valle', 'si'],
    order('calle amores 1100 col del valle', line('Café de Olla', 1), line('Churro Relleno de Chocolate', 2)),
  ),
  d(
    'fr-chu-07',
    'cantidades',
    ['cuatro chocolates mexicanos chicos y dos malteadas de vainilla', 'es todo', 'Calle Gabriel Mancera 900, Del Valle', 'sí'],
    order('Calle Gabriel Mancera 900, Del Valle', line('Chocolate Mexicano Chico', 4), line('Malteada de Vainilla 16 oz', 2)),
  ),
  d(
    'fr-chu-08',
    'cantidades',
    ['una docena de churros tradicionales', 'es todo', 'Calle Matías Romero 300, Del Valle', 'sí'],
    order('Calle Matías Romero 300, Del Valle', line('Churros Tradicionales 12 pzas', 1)),
  ),
  d(
    'fr-chu-09',
    'cantidades',
    ['quiero 40 churros rellenos de cajeta', 'sí, 40, son para una fiesta', 'es todo', 'Calle Romero de Terreros 700, Narvarte', 'sí'],
    order('Calle Romero de Terreros 700, Narvarte', line('Churro Relleno de Cajeta', 40)),
  ),
  d(
    'fr-chu-10',
    'notas',
    ['un chocolate mexicano grande con poca azúcar y unos churros de 3', 'es todo', 'Calle Enrique Rébsamen 1000, Narvarte', 'sí'],
    order(
      'Calle Enrique Rébsamen 1000, Narvarte',
      line('Chocolate Mexicano Grande', 1, 'poca azúcar'),
      line('Churros Tradicionales 3 pzas', 1),
    ),
  ),
  d(
    'fr-chu-11',
    'notas',
    ['un cafe americano sin azucar', 'y un churro relleno de chocolate', 'es todo', 'Calle Heriberto Frías 1400, Del Valle', 'sí'],
    order('Calle Heriberto Frías 1400, Del Valle', line('Café Americano', 1, 'sin azucar'), line('Churro Relleno de Chocolate', 1)),
  ),
  d(
    'fr-chu-12',
    'notas',
    ['2 malteadas de vainilla, una sin crema batida', 'es todo', 'Calle Concepción Béistegui 500, Del Valle', 'sí'],
    order(
      'Calle Concepción Béistegui 500, Del Valle',
      line('Malteada de Vainilla 16 oz', 1, 'sin crema batida'),
      line('Malteada de Vainilla 16 oz', 1),
    ),
  ),
  d(
    'fr-chu-13',
    'correcciones',
    ['un chocolate mexicano chico', 'no, mejor el francés', 'es todo', 'Calle Uxmal 200, Narvarte', 'sí'],
    order('Calle Uxmal 200, Narvarte', line('Chocolate Francés Chico', 1)),
  ),
  d(
    'fr-chu-14',
    'correcciones',
    ['3 churros rellenos de lechera y un agua embotellada', 'ya no quiero el agua', 'es todo', 'Calle Luz Saviñón 900, Narvarte', 'sí'],
    order('Calle Luz Saviñón 900, Narvarte', line('Churro Relleno de Lechera', 3)),
  ),
  d(
    'fr-chu-15',
    'correcciones',
    ['5 cafes de olla', 'perdón, eran 4', 'es todo', 'Calle Providencia 1200, Del Valle', 'sí'],
    order('Calle Providencia 1200, Del Valle', line('Café de Olla', 4)),
  ),
  d(
    'fr-chu-16',
    'direccion',
    ['unos churros de 12', 'es todo', 'Calle Xola 300 depto 8, col. Narvarte Oriente, entre Cuauhtémoc y Universidad', 'sí'],
    order('Calle Xola 300 depto 8, col. Narvarte Oriente, entre Cuauhtémoc y Universidad', line('Churros Tradicionales 12 pzas', 1)),
  ),
  d(
    'fr-chu-17',
    'direccion',
    ['un combo desayuno', 'es todo', 'Av. Division del Norte 2800 int 4, Portales', 'sí'],
    order('Av. Division del Norte 2800 int 4, Portales', line('Combo Desayuno', 1)),
  ),
  d(
    'fr-chu-18',
    'direccion',
    ['es para Calle Odesa 15, Portales', '2 chocolates franceses grandes', 'es todo', 'sí'],
    order('Calle Odesa 15, Portales', line('Chocolate Francés Grande', 2)),
  ),
  d(
    'fr-chu-19',
    'ambiguedad',
    ['un churro relleno', 'de chocolate', 'es todo', 'Calle Eje Central 1500, Portales', 'sí'],
    order('Calle Eje Central 1500, Portales', line('Churro Relleno de Chocolate', 1)),
  ),
  d(
    'fr-chu-20',
    'ambiguedad',
    ['una malteada', 'la de vainilla', 'es todo', 'Calle Petén 600, Narvarte', 'sí'],
    order('Calle Petén 600, Narvarte', line('Malteada de Vainilla 16 oz', 1)),
  ),
  d(
    'fr-chu-21',
    'ambiguedad',
    ['un chocolate mexicano', 'grande', 'es todo', 'Calle Bélgica 300, Portales', 'sí'],
    order('Calle Bélgica 300, Portales', line('Chocolate Mexicano Grande', 1)),
  ),
  d(
    'fr-chu-22',
    'fuera-de-menu',
    ['tienen donas?', 'ah ok, entonces unos churros de 6', 'es todo', 'Calle Pirineos 100, Portales', 'sí'],
    order('Calle Pirineos 100, Portales', line('Churros Tradicionales 6 pzas', 1)),
  ),
  d(
    'fr-chu-23',
    'fuera-de-menu',
    ['un churro relleno de nutella y un café americano', 'bueno, solo el café', 'es todo', 'Calle Andes 45, Portales', 'sí'],
    order('Calle Andes 45, Portales', line('Café Americano', 1)),
  ),
  d(
    'fr-chu-24',
    'fuera-de-menu',
    ['venden tamales?', 'ok entonces un combo desayuno con café de olla', 'es todo', 'Calle Alpes 90, Portales', 'sí'],
    order('Calle Alpes 90, Portales', line('Combo Desayuno', 1, 'con café de olla')),
  ),
  d(
    'fr-chu-25',
    'post-confirmacion',
    ['unos churros de 3', 'es todo', 'Calle Miguel Laurent 700, Del Valle', 'sí', 'oye agrégale un café americano porfa'],
    order('Calle Miguel Laurent 700, Del Valle', line('Churros Tradicionales 3 pzas', 1), line('Café Americano', 1)),
  ),
  d(
    'fr-chu-26',
    'post-confirmacion',
    ['2 chocolates mexicanos grandes y unos churros de 6', 'es todo', 'Calle Tlacoquemécatl 200, Del Valle', 'sí', 'quítale un chocolate'],
    order('Calle Tlacoquemécatl 200, Del Valle', line('Chocolate Mexicano Grande', 1), line('Churros Tradicionales 6 pzas', 1)),
  ),
  d(
    'fr-chu-27',
    'post-confirmacion',
    ['una caja churrera', 'es todo', 'Calle Moras 500, Del Valle', 'sí', '#cocina:preparing', 'cuanto le falta?'],
    preparing('Calle Moras 500, Del Valle', line('Caja Churrera', 1)),
  ),
  d(
    'fr-chu-28',
    'cancelacion',
    ['2 malteadas de fresa', 'es todo', 'Calle Eugenia 1000, Narvarte', 'sí', 'cancela todo porfa, me tengo que ir'],
    cancelled('Calle Eugenia 1000, Narvarte', line('Malteada de Fresa 16 oz', 2)),
  ),
  d('fr-chu-29', 'cancelacion', ['a qué hora abren mañana?', 'va gracias'], null),
  d('fr-chu-30', 'cancelacion', ['una caja churrera', 'mmm no, mejor luego'], null),
  d(
    'fr-chu-31',
    'voz',
    [
      'hola buenas tardes quiero unos churros de doce dos chocolates mexicanos chicos y un café de olla para la calle Pilares número 800 colonia Del Valle es todo',
      'sí',
    ],
    order(
      'calle Pilares número 800 colonia Del Valle',
      line('Churros Tradicionales 12 pzas', 1),
      line('Chocolate Mexicano Chico', 2),
      line('Café de Olla', 1),
    ),
  ),
  d(
    'fr-chu-32',
    'voz',
    ['oye me mandas tres churros rellenos de lechera y una malteada de fresa a la calle Yácatas 400 colonia Narvarte y sería todo', 'sí'],
    order('calle Yácatas 400 colonia Narvarte', line('Churro Relleno de Lechera', 3), line('Malteada de Fresa 16 oz', 1)),
  ),
  d(
    'fr-chu-33',
    'voz',
    ['qué tal quisiera un combo desayuno y un agua embotellada eso es todo', 'calle Morena 300 colonia Narvarte', 'sí'],
    order('calle Morena 300 colonia Narvarte', line('Combo Desayuno', 1), line('Agua Embotellada 600 ml', 1)),
  ),
  d(
    'fr-chu-34',
    'tamanos',
    ['un chocolate francés grande y uno chico', 'es todo', 'Calle Obrero Mundial 400, Piedad Narvarte', 'sí'],
    order('Calle Obrero Mundial 400, Piedad Narvarte', line('Chocolate Francés Grande', 1), line('Chocolate Francés Chico', 1)),
  ),
  d(
    'fr-chu-35',
    'tamanos',
    ['6 churros tradicionales', 'es todo', 'Calle Dr. Vértiz 1100, Narvarte', 'sí'],
    order('Calle Dr. Vértiz 1100, Narvarte', line('Churros Tradicionales 6 pzas', 1)),
  ),
  d(
    'fr-chu-36',
    'tamanos',
    ['una malteada de vainilla de 16 onzas', 'es todo', 'Calle Independencia 55, Portales', 'sí'],
    order('Calle Independencia 55, Portales', line('Malteada de Vainilla 16 oz', 1)),
  ),
  d(
    'fr-chu-37',
    'extras',
    ['unos churros de 6 con extra cajeta', 'es todo', 'Calle Zempoala 300, Narvarte', 'sí'],
    order('Calle Zempoala 300, Narvarte', line('Churros Tradicionales 6 pzas', 1), line('Extra Cajeta', 1)),
  ),
  d(
    'fr-chu-38',
    'extras',
    ['2 órdenes de churros de 3, las dos con lechera extra', 'es todo', 'Calle Cádiz 120, Álamos', 'sí'],
    order('Calle Cádiz 120, Álamos', line('Churros Tradicionales 3 pzas', 2), line('Extra Lechera', 2)),
  ),
  d(
    'fr-chu-39',
    'extras',
    ['unos churros de 12', 'agregale azucar con canela extra', 'es todo', 'Calle Segovia 80, Álamos', 'sí'],
    order('Calle Segovia 80, Álamos', line('Churros Tradicionales 12 pzas', 1), line('Extra Azúcar con Canela', 1)),
  ),
  d(
    'fr-chu-40',
    'combos',
    ['una caja churrera con un chocolate mexicano y uno francés', 'es todo', 'Calle Bretaña 40, Zacahuitzco', 'sí'],
    order('Calle Bretaña 40, Zacahuitzco', line('Caja Churrera', 1, 'con un chocolate mexicano y uno francés')),
  ),
  d(
    'fr-chu-41',
    'combos',
    ['2 combos desayuno con café americano', 'es todo', 'Calle Holanda 200, Zacahuitzco', 'sí'],
    order('Calle Holanda 200, Zacahuitzco', line('Combo Desayuno', 2, 'con café americano')),
  ),
  d(
    'fr-chu-42',
    'combos',
    ['un combo desayuno con cafe de olla y una malteada de fresa aparte', 'es todo', 'Calle Suiza 70, Portales', 'sí'],
    order('Calle Suiza 70, Portales', line('Combo Desayuno', 1, 'con cafe de olla'), line('Malteada de Fresa 16 oz', 1)),
  ),
  d(
    'fr-chu-43',
    'rafagas',
    [['hola', 'me das unos churros de 6', 'y un chocolate francés chico'], 'es todo', 'Calle Tokio 300, Portales', 'sí'],
    order('Calle Tokio 300, Portales', line('Churros Tradicionales 6 pzas', 1), line('Chocolate Francés Chico', 1)),
  ),
  d(
    'fr-chu-44',
    'rafagas',
    [['4 churros rellenos de cajeta', 'no, mejor 3', 'y un café americano'], 'es todo', 'Calle Víctor Hugo 90, Portales', 'sí'],
    order('Calle Víctor Hugo 90, Portales', line('Churro Relleno de Cajeta', 3), line('Café Americano', 1)),
  ),
  d(
    'fr-chu-45',
    'rafagas',
    ['un combo desayuno', ['es todo', 'Calle Lago 25', 'col. Portales'], 'sí'],
    order('Calle Lago 25, col. Portales', line('Combo Desayuno', 1)),
  ),
];
