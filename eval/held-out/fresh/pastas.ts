import type { EvalMenu } from '../../menus/index.js';
import { item, profile } from '../../tuning/kit.js';
import { cancelled, type Dialogue, dialoguesFor, line, order, preparing } from '../../types.js';

const d = dialoguesFor('pastas');

/**
 * A trattoria in Guadalajara (written on 2026-11-25 by the lead, before running the engine on
 * it, while helpers changed the engine; kept from them): pastas sharing head words ("Fettuccine
 * Alfredo" / "… con Pollo", two lasañas), pizzas individual or familiar, garlic bread by four
 * pieces, lemonade chica/grande, paid extras as items, two combos with pastas to choose, two
 * sold-out items.
 */
export const PASTAS_MENU: EvalMenu = {
  restaurant: profile(
    'Trattoria Don Vito',
    'Av. Chapultepec 120, Americana, Guadalajara',
    '+523336152200',
    'de martes a domingo de 1:00 p. m. a 10:00 p. m.',
  ),
  items: [
    item('Spaghetti Boloñesa', 'Pastas', 145),
    item('Spaghetti a la Carbonara', 'Pastas', 155),
    item('Fettuccine Alfredo', 'Pastas', 150),
    item('Fettuccine Alfredo con Pollo', 'Pastas', 175),
    item('Penne Arrabbiata', 'Pastas', 140, { description: 'Salsa de tomate picante' }),
    item('Lasaña de Carne', 'Pastas', 165),
    item('Lasaña de Espinaca', 'Pastas', 160, { available: false }),
    item('Ravioles de Queso', 'Pastas', 170),
    item('Pasta al Pesto', 'Pastas', 150),
    item('Pizza Margarita Individual', 'Pizzas', 120),
    item('Pizza Margarita Familiar', 'Pizzas', 240),
    item('Pizza Pepperoni Individual', 'Pizzas', 130),
    item('Pizza Pepperoni Familiar', 'Pizzas', 260),
    item('Pan de Ajo 4 pzas', 'Entradas', 55),
    item('Pan de Ajo con Queso 4 pzas', 'Entradas', 70),
    item('Ensalada César', 'Entradas', 95),
    item('Ensalada Caprese', 'Entradas', 110, { available: false }),
    item('Extra Queso Parmesano', 'Extras', 20),
    item('Extra Pollo', 'Extras', 35),
    item('Extra Champiñones', 'Extras', 20),
    item('Refresco 600 ml', 'Bebidas', 35, { description: 'Coca-Cola, Sprite o Fanta' }),
    item('Agua Mineral 355 ml', 'Bebidas', 30),
    item('Limonada Chica', 'Bebidas', 35),
    item('Limonada Grande', 'Bebidas', 50),
    item('Copa de Vino Tinto', 'Bebidas', 85),
    item('Tiramisú', 'Postres', 85),
    item('Combo Pasta para Dos', 'Combos', 349, {
      description: 'Dos pastas a escoger (boloñesa, alfredo o pesto), un pan de ajo de 4 piezas y una limonada grande',
    }),
    item('Combo Individual', 'Combos', 199, { description: 'Una pasta a escoger, una limonada chica y un tiramisú' }),
  ],
};

export const PASTAS_DIALOGUES: Dialogue[] = [
  d(
    'fr-pas-01',
    'basico',
    ['buenas tardes, me manda un spaghetti boloñesa y una limonada grande', 'es todo', 'Calle Libertad 1820, col. Americana', 'sí'],
    order('Calle Libertad 1820, col. Americana', line('Spaghetti Boloñesa', 1), line('Limonada Grande', 1)),
  ),
  d(
    'fr-pas-02',
    'basico',
    ['quiero una lasaña de carne, unos ravioles de queso y un tiramisú', 'nada mas', 'Av. Vallarta 2440, Arcos Vallarta', 'si'],
    order('Av. Vallarta 2440, Arcos Vallarta', line('Lasaña de Carne', 1), line('Ravioles de Queso', 1), line('Tiramisú', 1)),
  ),
  d(
    'fr-pas-03',
    'basico',
    ['hola! 2 pizzas pepperoni familiares porfa', 'eso es todo', 'Calle Morelos 77, Centro', 'confirmo'],
    order('Calle Morelos 77, Centro', line('Pizza Pepperoni Familiar', 2)),
  ),
  d(
    'fr-pas-04',
    'ortografia',
    ['kiero un espagueti a la carbonara y un pan d ajo', 'ya es todo', 'calle lope de vega 230 col arcos', 'sip'],
    order('calle lope de vega 230 col arcos', line('Spaghetti a la Carbonara', 1), line('Pan de Ajo 4 pzas', 1)),
  ),
  d(
    'fr-pas-05',
    'ortografia',
    ['me da un fetuchini alfredo kon pollo y una limonada chika', 'es todo', 'av mexico 3300 col monraz', 'va'],
    order('av mexico 3300 col monraz', line('Fettuccine Alfredo con Pollo', 1), line('Limonada Chica', 1)),
  ),
  d(
    'fr-pas-06',
    'ortografia',
    ['ola una pisa margarita individual y un tiramisu xfa', 'nomas', 'calle marsella 45 col americana', 'si'],
    order('calle marsella 45 col americana', line('Pizza Margarita Individual', 1), line('Tiramisú', 1)),
  ),
  d(
    'fr-pas-07',
    'cantidades',
    ['tres spaghetti boloñesa y dos refrescos', 'es todo', 'Calle Reforma 1500, Ladrón de Guevara', 'sí'],
    order('Calle Reforma 1500, Ladrón de Guevara', line('Spaghetti Boloñesa', 3), line('Refresco 600 ml', 2)),
  ),
  d(
    'fr-pas-08',
    'cantidades',
    ['un par de ensaladas cesar y 4 limonadas grandes', 'es todo', 'Av. Hidalgo 1950, Ladrón de Guevara', 'sí'],
    order('Av. Hidalgo 1950, Ladrón de Guevara', line('Ensalada César', 2), line('Limonada Grande', 4)),
  ),
  d(
    'fr-pas-09',
    'cantidades',
    ['quiero 30 lasañas de carne', 'sí, son 30, es para un evento', 'es todo', 'Calle Garibaldi 900, Santa Teresita', 'sí'],
    order('Calle Garibaldi 900, Santa Teresita', line('Lasaña de Carne', 30)),
  ),
  d(
    'fr-pas-10',
    'notas',
    ['un penne arrabbiata poco picante y un agua mineral', 'es todo', 'Calle Tepeyac 18, Chapalita', 'sí'],
    order('Calle Tepeyac 18, Chapalita', line('Penne Arrabbiata', 1, 'poco picante'), line('Agua Mineral 355 ml', 1)),
  ),
  d(
    'fr-pas-11',
    'notas',
    ['una ensalada cesar sin crutones', 'y una pasta al pesto', 'es todo', 'Av. Guadalupe 1200, Chapalita', 'sí'],
    order('Av. Guadalupe 1200, Chapalita', line('Ensalada César', 1, 'sin crutones'), line('Pasta al Pesto', 1)),
  ),
  d(
    'fr-pas-12',
    'notas',
    ['2 fettuccine alfredo, uno sin perejil', 'es todo', 'Calle Colomos 2100, Providencia', 'sí'],
    order('Calle Colomos 2100, Providencia', line('Fettuccine Alfredo', 1, 'sin perejil'), line('Fettuccine Alfredo', 1)),
  ),
  d(
    'fr-pas-13',
    'correcciones',
    ['2 pizzas margarita individuales', 'no perdón, que sean pepperoni', 'es todo', 'Calle Pablo Neruda 3000, Providencia', 'sí'],
    order('Calle Pablo Neruda 3000, Providencia', line('Pizza Pepperoni Individual', 2)),
  ),
  d(
    'fr-pas-14',
    'correcciones',
    ['un spaghetti boloñesa, una lasaña de carne y un refresco', 'quítale el refresco', 'es todo', 'Calle Argentina 50, Americana', 'sí'],
    order('Calle Argentina 50, Americana', line('Spaghetti Boloñesa', 1), line('Lasaña de Carne', 1)),
  ),
  d(
    'fr-pas-15',
    'correcciones',
    ['4 limonadas chicas', 'mejor que sean 3', 'es todo', 'Calle Prisciliano Sánchez 400, Centro', 'sí'],
    order('Calle Prisciliano Sánchez 400, Centro', line('Limonada Chica', 3)),
  ),
  d(
    'fr-pas-16',
    'direccion',
    ['un penne arrabbiata', 'es todo', 'Calle Juan Manuel 1100 depto 3, col. Santa Tere, entre Reforma y Angulo', 'sí'],
    order('Calle Juan Manuel 1100 depto 3, col. Santa Tere, entre Reforma y Angulo', line('Penne Arrabbiata', 1)),
  ),
  d(
    'fr-pas-17',
    'direccion',
    ['2 ravioles de queso', 'es todo', 'Av. Patria 1891 int 15, Jardines Universidad', 'sí'],
    order('Av. Patria 1891 int 15, Jardines Universidad', line('Ravioles de Queso', 2)),
  ),
  d(
    'fr-pas-18',
    'direccion',
    ['manden a Calle 8 de Julio 640, Moderna', 'una lasaña de carne y un tiramisu', 'es todo', 'sí'],
    order('Calle 8 de Julio 640, Moderna', line('Lasaña de Carne', 1), line('Tiramisú', 1)),
  ),
  d(
    'fr-pas-19',
    'ambiguedad',
    ['un fettuccine alfredo', 'el que trae pollo', 'es todo', 'Calle Miguel Blanco 800, Centro', 'sí'],
    order('Calle Miguel Blanco 800, Centro', line('Fettuccine Alfredo con Pollo', 1)),
  ),
  d(
    'fr-pas-20',
    'ambiguedad',
    ['una pizza margarita', 'familiar', 'es todo', 'Calle Manuel Acuña 2500, Ladrón de Guevara', 'sí'],
    order('Calle Manuel Acuña 2500, Ladrón de Guevara', line('Pizza Margarita Familiar', 1)),
  ),
  d(
    'fr-pas-21',
    'ambiguedad',
    ['un pan de ajo', 'con queso', 'es todo', 'Calle Nelson 1400, Providencia', 'sí'],
    order('Calle Nelson 1400, Providencia', line('Pan de Ajo con Queso 4 pzas', 1)),
  ),
  d(
    'fr-pas-22',
    'fuera-de-menu',
    ['tienen pizza hawaiana?', 'ah ok, entonces una de pepperoni familiar', 'es todo', 'Calle Ottawa 1500, Providencia', 'sí'],
    order('Calle Ottawa 1500, Providencia', line('Pizza Pepperoni Familiar', 1)),
  ),
  d(
    'fr-pas-23',
    'fuera-de-menu',
    [
      'una lasaña de espinaca y un agua mineral',
      'ok entonces solo el agua',
      'es todo',
      'Calle Tomás V. Gómez 200, Ladrón de Guevara',
      'sí',
    ],
    order('Calle Tomás V. Gómez 200, Ladrón de Guevara', line('Agua Mineral 355 ml', 1)),
  ),
  d(
    'fr-pas-24',
    'fuera-de-menu',
    [
      'venden cerveza?',
      'bueno, entonces una copa de vino tinto y unos ravioles de queso',
      'es todo',
      'Calle López Cotilla 1600, Americana',
      'sí',
    ],
    order('Calle López Cotilla 1600, Americana', line('Copa de Vino Tinto', 1), line('Ravioles de Queso', 1)),
  ),
  d(
    'fr-pas-25',
    'post-confirmacion',
    ['un spaghetti a la carbonara', 'es todo', 'Calle Robles Gil 300, Americana', 'sí', 'ay se me olvidó, agrégale una limonada chica'],
    order('Calle Robles Gil 300, Americana', line('Spaghetti a la Carbonara', 1), line('Limonada Chica', 1)),
  ),
  d(
    'fr-pas-26',
    'post-confirmacion',
    ['una pizza margarita familiar y 2 refrescos', 'es todo', 'Calle Efraín González Luna 2000, Obrera', 'sí', 'quitale un refresco porfa'],
    order('Calle Efraín González Luna 2000, Obrera', line('Pizza Margarita Familiar', 1), line('Refresco 600 ml', 1)),
  ),
  d(
    'fr-pas-27',
    'post-confirmacion',
    ['2 lasañas de carne', 'es todo', 'Av. Unión 400, Lafayette', 'sí', '#cocina:preparing', 'ya mero?'],
    preparing('Av. Unión 400, Lafayette', line('Lasaña de Carne', 2)),
  ),
  d(
    'fr-pas-28',
    'cancelacion',
    ['una pasta al pesto', 'es todo', 'Calle Bruselas 120, Americana', 'sí', 'oye mejor cancélalo, ya no lo voy a querer'],
    cancelled('Calle Bruselas 120, Americana', line('Pasta al Pesto', 1)),
  ),
  d('fr-pas-29', 'cancelacion', ['hasta qué hora abren hoy?', 'gracias'], null),
  d('fr-pas-30', 'cancelacion', ['2 combos pasta para dos', 'sabes que no, mejor otro día'], null),
  d(
    'fr-pas-31',
    'voz',
    [
      'hola buenas noches quiero un spaghetti boloñesa un fettuccine alfredo y dos limonadas grandes para la calle Libertad número 1700 colonia Americana es todo',
      'sí',
    ],
    order(
      'calle Libertad número 1700 colonia Americana',
      line('Spaghetti Boloñesa', 1),
      line('Fettuccine Alfredo', 1),
      line('Limonada Grande', 2),
    ),
  ),
  d(
    'fr-pas-32',
    'voz',
    [
      'oye me mandas una pizza pepperoni individual y un refresco de seiscientos a la avenida México 2900 colonia Vallarta Norte y sería todo',
      'sí',
    ],
    order('avenida México 2900 colonia Vallarta Norte', line('Pizza Pepperoni Individual', 1), line('Refresco 600 ml', 1)),
  ),
  d(
    'fr-pas-33',
    'voz',
    ['qué tal quisiera una ensalada césar y unos ravioles de queso eso es todo', 'calle Chapultepec 400 colonia Americana', 'sí'],
    order('calle Chapultepec 400 colonia Americana', line('Ensalada César', 1), line('Ravioles de Queso', 1)),
  ),
  d(
    'fr-pas-34',
    'tamanos',
    ['una limonada grande y dos chicas', 'es todo', 'Calle Colonias 220, Americana', 'sí'],
    order('Calle Colonias 220, Americana', line('Limonada Grande', 1), line('Limonada Chica', 2)),
  ),
  d(
    'fr-pas-35',
    'tamanos',
    ['una pizza de pepperoni grande', 'es todo', 'Calle Mexicaltzingo 1700, Centro', 'sí'],
    order('Calle Mexicaltzingo 1700, Centro', line('Pizza Pepperoni Familiar', 1)),
  ),
  d(
    'fr-pas-36',
    'tamanos',
    ['8 panes de ajo con queso', 'es todo', 'Calle Lerdo de Tejada 2300, Americana', 'sí'],
    order('Calle Lerdo de Tejada 2300, Americana', line('Pan de Ajo con Queso 4 pzas', 2)),
  ),
  d(
    'fr-pas-37',
    'extras',
    ['una pasta al pesto con extra pollo', 'es todo', 'Calle Juan Álvarez 800, Centro', 'sí'],
    order('Calle Juan Álvarez 800, Centro', line('Pasta al Pesto', 1), line('Extra Pollo', 1)),
  ),
  d(
    'fr-pas-38',
    'extras',
    ['2 spaghetti boloñesa, los dos con queso parmesano extra', 'es todo', 'Calle Pedro Loza 500, Centro', 'sí'],
    order('Calle Pedro Loza 500, Centro', line('Spaghetti Boloñesa', 2), line('Extra Queso Parmesano', 2)),
  ),
  d(
    'fr-pas-39',
    'extras',
    ['una pizza margarita individual', 'agregale champiñones extra', 'es todo', 'Calle Herrera y Cairo 1200, Santa Teresita', 'sí'],
    order('Calle Herrera y Cairo 1200, Santa Teresita', line('Pizza Margarita Individual', 1), line('Extra Champiñones', 1)),
  ),
  d(
    'fr-pas-40',
    'combos',
    ['un combo individual con lasaña de carne', 'es todo', 'Calle Ghilardi 90, Americana', 'sí'],
    order('Calle Ghilardi 90, Americana', line('Combo Individual', 1, 'con lasaña de carne')),
  ),
  d(
    'fr-pas-41',
    'combos',
    ['el combo pasta para dos con una boloñesa y una alfredo', 'es todo', 'Calle Venecia 300, Italia Providencia', 'sí'],
    order('Calle Venecia 300, Italia Providencia', line('Combo Pasta para Dos', 1, 'con una boloñesa y una alfredo')),
  ),
  d(
    'fr-pas-42',
    'combos',
    ['2 combos individuales con carbonara y un refresco aparte', 'es todo', 'Calle Simón Bolívar 150, Obrera', 'sí'],
    order('Calle Simón Bolívar 150, Obrera', line('Combo Individual', 2, 'con carbonara'), line('Refresco 600 ml', 1)),
  ),
  d(
    'fr-pas-43',
    'rafagas',
    [['hola', 'me das un penne arrabbiata', 'y un pan de ajo'], 'es todo', 'Calle Contreras Medellín 600, Centro', 'sí'],
    order('Calle Contreras Medellín 600, Centro', line('Penne Arrabbiata', 1), line('Pan de Ajo 4 pzas', 1)),
  ),
  d(
    'fr-pas-44',
    'rafagas',
    [['3 tiramisus', 'no, mejor 2', 'y una copa de vino tinto'], 'es todo', 'Calle Rayón 45, Centro', 'sí'],
    order('Calle Rayón 45, Centro', line('Tiramisú', 2), line('Copa de Vino Tinto', 1)),
  ),
  d(
    'fr-pas-45',
    'rafagas',
    ['una pizza pepperoni familiar', ['es todo', 'Calle Angulo 2200', 'col. Santa Teresita'], 'sí'],
    order('Calle Angulo 2200, col. Santa Teresita', line('Pizza Pepperoni Familiar', 1)),
  ),
];
