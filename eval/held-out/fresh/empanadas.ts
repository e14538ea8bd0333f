import type { EvalMenu } from '../../menus/index.js';
import { item, profile } from '../../tuning/kit.js';
import { cancelled, dialoguesFor, line, order, preparing } from '../../types.js';

const d = dialoguesFor('empanadas');

/**
 * An Argentine empanadas and grill place in Mexico City (fresh test menu, written by the lead of
 * issue #21 in session 8 while four helpers changed the engine from generated menus; never shown
 * to them): empanadas by the piece and by the dozen, a name holding "y" ("Jamón y Queso"), grill
 * plates by weight and for two, paid extras (chimichurri, provoleta), drinks by size, wine by the
 * glass or bottle, alfajores by the piece and the box of six, a combo with a drink of choice and
 * two sold-out items.
 */
export const EMPANADAS_MENU: EvalMenu = {
  restaurant: profile(
    'La Porteña Empanadas y Parrilla',
    'Calle Durango 214, Col. Roma Norte, CDMX',
    '+525552081177',
    'de martes a domingo de 1:00 p. m. a 11:00 p. m.',
  ),
  items: [
    item('Empanada de Carne Cortada a Cuchillo', 'Empanadas', 45),
    item('Empanada de Pollo', 'Empanadas', 42),
    item('Empanada de Jamón y Queso', 'Empanadas', 42),
    item('Empanada de Humita', 'Empanadas', 42, { description: 'Elote cremoso con queso' }),
    item('Empanada de Espinaca', 'Empanadas', 42, { available: false }),
    item('Docena de Empanadas Surtidas', 'Empanadas', 460, { description: '12 empanadas, tres de cada sabor' }),
    item('Choripán', 'Sándwiches', 95, { description: 'Chorizo argentino en pan francés con chimichurri' }),
    item('Milanesa Napolitana con Papas', 'Platos', 185),
    item('Bife de Chorizo 300 g', 'Parrilla', 320),
    item('Bife de Chorizo 500 g', 'Parrilla', 480),
    item('Parrillada para 2', 'Parrilla', 690, { description: 'Bife, vacío, chorizo, morcilla y mollejas' }),
    item('Papas Fritas Chicas', 'Guarniciones', 45),
    item('Papas Fritas Grandes', 'Guarniciones', 70),
    item('Ensalada Mixta', 'Guarniciones', 65),
    item('Provoleta Extra', 'Extras', 75),
    item('Chimichurri Extra', 'Extras', 20),
    item('Refresco Lata 355 ml', 'Bebidas', 30),
    item('Agua Mineral 600 ml', 'Bebidas', 35),
    item('Limonada 500 ml', 'Bebidas', 40),
    item('Limonada 1 L', 'Bebidas', 70),
    item('Vino Malbec Copa', 'Bebidas', 110),
    item('Vino Malbec Botella', 'Bebidas', 520, { available: false }),
    item('Alfajor de Maicena', 'Postres', 35),
    item('Caja de Alfajores 6 pzas', 'Postres', 190),
    item('Flan con Dulce de Leche', 'Postres', 65),
    item('Combo Porteño', 'Combos', 175, { description: 'Tres empanadas a escoger y un refresco lata 355 ml o una limonada 500 ml' }),
  ],
};

export const EMPANADAS_DIALOGUES = [
  d(
    'fr-emp-01',
    'basico',
    ['hola buenas tardes, me manda un choripan y una limonada de medio litro', 'es todo', 'Calle Tabasco 88, Col. Roma Norte', 'si'],
    order('Calle Tabasco 88, Col. Roma Norte', line('Choripán', 1), line('Limonada 500 ml', 1)),
  ),
  d(
    'fr-emp-02',
    'basico',
    ['quiero 2 empanadas de pollo y un flan con dulce de leche', 'nada mas', 'Av. Álvaro Obregón 120, depto 3', 'sí'],
    order('Av. Álvaro Obregón 120, depto 3', line('Empanada de Pollo', 2), line('Flan con Dulce de Leche', 1)),
  ),
  d(
    'fr-emp-03',
    'basico',
    ['una milanesa napolitana con papas porfa', 'eso es todo', 'Calle Colima 301, Col. Roma', 'si'],
    order('Calle Colima 301, Col. Roma', line('Milanesa Napolitana con Papas', 1)),
  ),
  d(
    'fr-emp-04',
    'ortografia',
    ['kiero 3 empanadas de jamon i queso', 'ya es todo', 'calle orizaba 45 roma', 'si'],
    order('calle orizaba 45 roma', line('Empanada de Jamón y Queso', 3)),
  ),
  d(
    'fr-emp-05',
    'ortografia',
    ['me das un chori pan y unas papas fritas chikas xfa', 'es todo', 'calle puebla 150', 'va'],
    order('calle puebla 150', line('Choripán', 1), line('Papas Fritas Chicas', 1)),
  ),
  d(
    'fr-emp-06',
    'ortografia',
    ['una milaneza napolitana y un agua minerál', 'es todo', 'av insurgentes 300 int 12', 'si'],
    order('av insurgentes 300 int 12', line('Milanesa Napolitana con Papas', 1), line('Agua Mineral 600 ml', 1)),
  ),
  d(
    'fr-emp-07',
    'cantidades',
    ['una docena de empanadas surtidas', 'es todo', 'Calle Jalapa 77', 'si'],
    order('Calle Jalapa 77', line('Docena de Empanadas Surtidas', 1)),
  ),
  d(
    'fr-emp-08',
    'cantidades',
    ['media docena de empanadas de carne', 'es todo', 'Calle Zacatecas 212', 'si'],
    order('Calle Zacatecas 212', line('Empanada de Carne Cortada a Cuchillo', 6)),
  ),
  d(
    'fr-emp-09',
    'cantidades',
    ['4 empanadas de humita y un par de alfajores de maicena', 'es todo', 'Calle Córdoba 19, Col. Roma', 'si'],
    order('Calle Córdoba 19, Col. Roma', line('Empanada de Humita', 4), line('Alfajor de Maicena', 2)),
  ),
  d(
    'fr-emp-10',
    'notas',
    ['un choripan sin chimichurri porfa', 'es todo', 'Calle Mérida 130', 'si'],
    order('Calle Mérida 130', line('Choripán', 1, 'sin chimichurri')),
  ),
  d(
    'fr-emp-11',
    'notas',
    ['2 bifes de chorizo de 300', 'uno termino medio y el otro bien cocido', 'es todo', 'Calle Guanajuato 55', 'si'],
    order('Calle Guanajuato 55', line('Bife de Chorizo 300 g', 1, 'termino medio'), line('Bife de Chorizo 300 g', 1, 'bien cocido')),
  ),
  d(
    'fr-emp-12',
    'notas',
    ['una ensalada mixta', 'sin cebolla porfa', 'es todo', 'Calle Morelia 66', 'si'],
    order('Calle Morelia 66', line('Ensalada Mixta', 1, 'sin cebolla')),
  ),
  d(
    'fr-emp-13',
    'correcciones',
    ['unas papas fritas chicas', 'no mejor las grandes', 'es todo', 'Calle Chihuahua 230', 'si'],
    order('Calle Chihuahua 230', line('Papas Fritas Grandes', 1)),
  ),
  d(
    'fr-emp-14',
    'correcciones',
    ['5 empanadas de pollo y una limonada de litro', 'perdon eran 4 empanadas no 5', 'es todo', 'Calle Sinaloa 90', 'si'],
    order('Calle Sinaloa 90', line('Empanada de Pollo', 4), line('Limonada 1 L', 1)),
  ),
  d(
    'fr-emp-15',
    'correcciones',
    ['un choripan y un refresco de lata', 'quitame el refresco', 'es todo', 'Calle Medellín 140', 'si'],
    order('Calle Medellín 140', line('Choripán', 1)),
  ),
  d(
    'fr-emp-16',
    'direccion',
    ['una parrillada para 2', 'es todo', 'es en Calle Querétaro 225, col. Roma Norte', 'si'],
    order('Calle Querétaro 225, col. Roma Norte', line('Parrillada para 2', 1)),
  ),
  d(
    'fr-emp-17',
    'direccion',
    ['3 empanadas de carne', ['es todo', 'calle tonala 101', 'entre durango y colima', 'porton verde'], 'si'],
    order('calle tonala 101, entre durango y colima, porton verde', line('Empanada de Carne Cortada a Cuchillo', 3)),
  ),
  d(
    'fr-emp-18',
    'direccion',
    ['mandame a Av. Chapultepec 480 piso 7 oficina 702 una milanesa napolitana con papas', 'es todo', 'si'],
    order('Av. Chapultepec 480 piso 7 oficina 702', line('Milanesa Napolitana con Papas', 1)),
  ),
  d(
    'fr-emp-19',
    'ambiguedad',
    ['un bife de chorizo porfa', 'el de 500', 'es todo', 'Calle Salamanca 33', 'si'],
    order('Calle Salamanca 33', line('Bife de Chorizo 500 g', 1)),
  ),
  d(
    'fr-emp-20',
    'ambiguedad',
    ['una limonada', 'de litro', 'es todo', 'Calle Valladolid 50', 'si'],
    order('Calle Valladolid 50', line('Limonada 1 L', 1)),
  ),
  d(
    'fr-emp-21',
    'ambiguedad',
    ['2 papas fritas', 'grandes', 'y un choripan', 'es todo', 'Calle Sonora 170', 'si'],
    order('Calle Sonora 170', line('Papas Fritas Grandes', 2), line('Choripán', 1)),
  ),
  d(
    'fr-emp-22',
    'fuera-de-menu',
    ['tienen asado de tira?', 'ok entonces un bife de chorizo de 300', 'es todo', 'Calle Campeche 280', 'si'],
    order('Calle Campeche 280', line('Bife de Chorizo 300 g', 1)),
  ),
  d(
    'fr-emp-23',
    'fuera-de-menu',
    ['una botella de malbec y un choripan', 'ah bueno, entonces nomas el choripan', 'es todo', 'Calle Tehuantepec 12', 'si'],
    order('Calle Tehuantepec 12', line('Choripán', 1)),
  ),
  d(
    'fr-emp-24',
    'fuera-de-menu',
    ['me das 2 empanadas de espinaca', 'bueno entonces 2 de humita', 'es todo', 'Calle Manzanillo 41', 'si'],
    order('Calle Manzanillo 41', line('Empanada de Humita', 2)),
  ),
  d(
    'fr-emp-25',
    'post-confirmacion',
    ['una milanesa napolitana con papas', 'es todo', 'Calle Yucatán 15', 'si', 'oye agregale un flan con dulce de leche porfa'],
    order('Calle Yucatán 15', line('Milanesa Napolitana con Papas', 1), line('Flan con Dulce de Leche', 1)),
  ),
  d(
    'fr-emp-26',
    'post-confirmacion',
    ['3 empanadas de pollo y un agua mineral', 'es todo', 'Calle Monterrey 160', 'si', 'quitale el agua porfa'],
    order('Calle Monterrey 160', line('Empanada de Pollo', 3)),
  ),
  d(
    'fr-emp-27',
    'post-confirmacion',
    ['una parrillada para 2', 'es todo', 'Calle Tlacotalpan 8', 'si', '#cocina:preparing', 'ya viene?'],
    preparing('Calle Tlacotalpan 8', line('Parrillada para 2', 1)),
  ),
  d(
    'fr-emp-28',
    'cancelacion',
    ['una docena de empanadas surtidas', 'es todo', 'Calle Aguascalientes 120', 'si', 'siempre no, cancelalo porfavor'],
    cancelled('Calle Aguascalientes 120', line('Docena de Empanadas Surtidas', 1)),
  ),
  d('fr-emp-29', 'cancelacion', ['2 choripanes', 'mejor ya no, gracias'], null),
  d('fr-emp-30', 'cancelacion', ['a que hora cierran el domingo?', 'ok gracias'], null),
  d(
    'fr-emp-31',
    'voz',
    [
      'buenas noches quisiera un bife de chorizo de trescientos gramos y dos copas de vino malbec a la calle frontera numero ciento veinte colonia roma seria todo',
      'si',
    ],
    order('calle frontera numero ciento veinte colonia roma', line('Bife de Chorizo 300 g', 1), line('Vino Malbec Copa', 2)),
  ),
  d(
    'fr-emp-32',
    'voz',
    ['me mandas por favor una milanesa napolitana con papas y una ensalada mixta', 'es todo', 'calle chiapas doscientos diez', 'si'],
    order('calle chiapas doscientos diez', line('Milanesa Napolitana con Papas', 1), line('Ensalada Mixta', 1)),
  ),
  d(
    'fr-emp-33',
    'voz',
    ['hola quiero seis empanadas de carne y una limonada de litro nada mas', 'calle cozumel cuarenta', 'si'],
    order('calle cozumel cuarenta', line('Empanada de Carne Cortada a Cuchillo', 6), line('Limonada 1 L', 1)),
  ),
  d(
    'fr-emp-34',
    'tamanos',
    ['un bife de chorizo de medio kilo', 'es todo', 'Calle Orizaba 150', 'si'],
    order('Calle Orizaba 150', line('Bife de Chorizo 500 g', 1)),
  ),
  d(
    'fr-emp-35',
    'tamanos',
    ['una limonada de medio litro y un refresco de lata', 'es todo', 'Calle Álvaro Obregón 250', 'si'],
    order('Calle Álvaro Obregón 250', line('Limonada 500 ml', 1), line('Refresco Lata 355 ml', 1)),
  ),
  d(
    'fr-emp-36',
    'tamanos',
    ['2 papas grandes y 1 chica', 'es todo', 'Calle Jalapa 210', 'si'],
    order('Calle Jalapa 210', line('Papas Fritas Grandes', 2), line('Papas Fritas Chicas', 1)),
  ),
  d(
    'fr-emp-37',
    'extras',
    ['un bife de chorizo de 500 con provoleta extra', 'es todo', 'Calle Tonalá 60', 'si'],
    order('Calle Tonalá 60', line('Bife de Chorizo 500 g', 1), line('Provoleta Extra', 1)),
  ),
  d(
    'fr-emp-38',
    'extras',
    ['2 choripanes con chimichurri extra', 'es todo', 'Calle Durango 300', 'si'],
    order('Calle Durango 300', line('Choripán', 2), line('Chimichurri Extra', 2)),
  ),
  d(
    'fr-emp-39',
    'extras',
    ['una parrillada para 2 con extra chimichurri y unas papas grandes', 'es todo', 'Calle Colima 410', 'si'],
    order('Calle Colima 410', line('Parrillada para 2', 1), line('Chimichurri Extra', 1), line('Papas Fritas Grandes', 1)),
  ),
  d(
    'fr-emp-40',
    'combos',
    ['un combo porteño con limonada', 'es todo', 'Calle Puebla 320', 'si'],
    order('Calle Puebla 320', line('Combo Porteño', 1, 'con limonada')),
  ),
  d(
    'fr-emp-41',
    'combos',
    ['2 combos porteños', 'es todo', 'Calle Guadalajara 14', 'si'],
    order('Calle Guadalajara 14', line('Combo Porteño', 2)),
  ),
  d(
    'fr-emp-42',
    'combos',
    ['un combo porteño y una caja de alfajores', 'es todo', 'Calle Sinaloa 220', 'si'],
    order('Calle Sinaloa 220', line('Combo Porteño', 1), line('Caja de Alfajores 6 pzas', 1)),
  ),
  d(
    'fr-emp-43',
    'rafagas',
    [['que tal', 'me manda un choripan', 'y 2 empanadas de pollo'], 'es todo', 'Calle Mazatlán 90', 'si'],
    order('Calle Mazatlán 90', line('Choripán', 1), line('Empanada de Pollo', 2)),
  ),
  d(
    'fr-emp-44',
    'rafagas',
    [['hola', '3 bifes de chorizo de 300', 'uno bien cocido porfa'], 'es todo', 'Calle Ámsterdam 110', 'si'],
    order('Calle Ámsterdam 110', line('Bife de Chorizo 300 g', 1, 'bien cocido'), line('Bife de Chorizo 300 g', 2)),
  ),
  d(
    'fr-emp-45',
    'rafagas',
    ['una milanesa napolitana con papas', ['ah', 'y una limonada de litro', 'eso es todo'], 'Calle Michoacán 75', 'si'],
    order('Calle Michoacán 75', line('Milanesa Napolitana con Papas', 1), line('Limonada 1 L', 1)),
  ),
];
