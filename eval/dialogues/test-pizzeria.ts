import { cancelled, dialoguesFor, line, order } from '../types.js';

const d = dialoguesFor('pizzeria');

/** Test part: written before any tuning, never looked at while tuning. */
export const TEST_PIZZERIA = [
  d(
    't-piz-01',
    'basico',
    ['Buenas tardes, una pizza mexicana y un refresco de 2 litros', 'es todo', 'Calle Allende 140, Centro', 'sí'],
    order('Calle Allende 140, Centro', line('Pizza Mexicana', 1), line('Refresco 2 Litros', 1)),
  ),
  d(
    't-piz-02',
    'basico',
    ['hola me das unas papas gajo y un pan de ajo', 'no gracias', 'Av. Vallarta 2300', 'si confirmo'],
    order('Av. Vallarta 2300', line('Papas Gajo', 1), line('Pan de Ajo', 1)),
  ),
  d(
    't-piz-03',
    'ortografia',
    ['ola kiero una piza hawaiana grande xfa', 'ps es todo', 'calle mezquite 45 col las aguilas', 'sip'],
    order('calle mezquite 45 col las aguilas', line('Pizza Hawaiana Grande', 1)),
  ),
  d(
    't-piz-04',
    'ortografia',
    ['me mandas 1 pizza d peperoni mediana porfa 🍕🍕', 'y 2 latas', 'ya', 'pa Tulipanes 300 col jardin', 'va q va'],
    order('Tulipanes 300 col jardin', line('Pizza Pepperoni Mediana', 1), line('Refresco de Lata', 2)),
  ),
  d(
    't-piz-05',
    'cantidades',
    ['una pizza 4 quesos', 'es todo', 'Calle Robles 12', 'si'],
    order('Calle Robles 12', line('Pizza 4 Quesos', 1)),
  ),
  d(
    't-piz-06',
    'cantidades',
    ['2 pizzas cuatro quesos y unas alitas bbq 10 pzas', 'ya es todo', 'Av. Patria 888, Zapopan', 'si'],
    order('Av. Patria 888, Zapopan', line('Pizza 4 Quesos', 2), line('Alitas BBQ 10 pzas', 1)),
  ),
  d(
    't-piz-07',
    'notas',
    ['una pizza pepperoni grande bien cocida', 'y un brownie', 'es todo', 'Calle Ébano 9', 'si'],
    order('Calle Ébano 9', line('Pizza Pepperoni Grande', 1, 'bien cocida'), line('Brownie', 1)),
  ),
  d(
    't-piz-08',
    'notas',
    ['unas alitas bbq con salsa aparte porfa', 'nada mas', 'Calle Cobre 21, Industrial', 'si'],
    order('Calle Cobre 21, Industrial', line('Alitas BBQ 10 pzas', 1, 'con salsa aparte')),
  ),
  d(
    't-piz-09',
    'correcciones',
    ['2 pizzas hawaianas grandes', 'mejor ponle 3', 'es todo', 'Calle Plata 5', 'si'],
    order('Calle Plata 5', line('Pizza Hawaiana Grande', 3)),
  ),
  d(
    't-piz-10',
    'correcciones',
    ['una pizza mexicana y unas papas gajo', 'cambia las papas por un pan de ajo', 'es todo', 'Calle Oro 70', 'si'],
    order('Calle Oro 70', line('Pizza Mexicana', 1), line('Pan de Ajo', 1)),
  ),
  d(
    't-piz-11',
    'direccion',
    ['una pizza pepperoni mediana', 'es todo', 'Sierra Madre 1204', 'colonia Independencia, a una cuadra del oxxo', 'si'],
    order('Sierra Madre 1204, colonia Independencia, a una cuadra del oxxo', line('Pizza Pepperoni Mediana', 1)),
  ),
  d(
    't-piz-12',
    'direccion',
    ['quiero un brownie y 2 latas para la calle Magnolia 44', 'solo eso', 'si'],
    order('calle Magnolia 44', line('Brownie', 1), line('Refresco de Lata', 2)),
  ),
  d(
    't-piz-13',
    'ambiguedad',
    ['una pizza hawaiana', 'la grande', 'es todo', 'Calle Níquel 14', 'si'],
    order('Calle Níquel 14', line('Pizza Hawaiana Grande', 1)),
  ),
  d(
    't-piz-14',
    'ambiguedad',
    ['me das 2 de pepperoni', 'medianas', 'y un refresco de 2 litros', 'es todo', 'Calle Zinc 3', 'si'],
    order('Calle Zinc 3', line('Pizza Pepperoni Mediana', 2), line('Refresco 2 Litros', 1)),
  ),
  d(
    't-piz-15',
    'fuera-de-menu',
    ['una pizza vegetariana porfa', 'ah bueno entonces una mexicana', 'es todo', 'Calle Fierro 8', 'si'],
    order('Calle Fierro 8', line('Pizza Mexicana', 1)),
  ),
  d(
    't-piz-16',
    'fuera-de-menu',
    ['una pizza de champiñones y un pan de ajo', 'no pues nomas el pan', 'es todo', 'Calle Estaño 12', 'si'],
    order('Calle Estaño 12', line('Pan de Ajo', 1)),
  ),
  d(
    't-piz-17',
    'post-confirmacion',
    ['una pizza mexicana', 'es todo', 'Calle Bronce 31', 'si', 'oye mejor que sean 2 pizzas'],
    order('Calle Bronce 31', line('Pizza Mexicana', 2)),
  ),
  d(
    't-piz-18',
    'post-confirmacion',
    ['una pizza hawaiana mediana y un refresco de lata', 'es todo', 'Calle Cuarzo 6', 'si', 'quitale el refresco porfa'],
    order('Calle Cuarzo 6', line('Pizza Hawaiana Mediana', 1)),
  ),
  d(
    't-piz-19',
    'cancelacion',
    ['2 pizzas pepperoni grandes', 'es todo', 'Calle Granito 4', 'si', 'cancela mi pedido porfavor'],
    cancelled('Calle Granito 4', line('Pizza Pepperoni Grande', 2)),
  ),
  d('t-piz-20', 'cancelacion', ['tienen pizza de pollo?', 'ok gracias, luego pido'], null),
  d(
    't-piz-21',
    'voz',
    [
      'que tal buenas noches oye quiero pedir dos pizzas una hawaiana grande y una de pepperoni grande y unas alitas y un refresco de dos litros a la calle Pirineos 510 colonia Lomas',
      'si',
    ],
    order(
      'calle Pirineos 510 colonia Lomas',
      line('Pizza Hawaiana Grande', 1),
      line('Pizza Pepperoni Grande', 1),
      line('Alitas BBQ 10 pzas', 1),
      line('Refresco 2 Litros', 1),
    ),
  ),
  d(
    't-piz-22',
    'voz',
    ['ey que onda mandame una mexicana y un brownie y pues ya seria todo la direccion es Andes 77 col. Country', 'sale si'],
    order('Andes 77 col. Country', line('Pizza Mexicana', 1), line('Brownie', 1)),
  ),
];
