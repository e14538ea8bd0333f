import type { EvalMenu } from '../menus/index.js';
import { dialoguesFor, line, order, cancelled, preparing, type Dialogue } from '../types.js';
import { item, named, restaurant } from './menu-kit.js';

/*
 * Alitas y boneless: every order of alitas or boneless needs its salsa (the customer says it,
 * and it is the line's note), counts and weights pick the size ("de 10", "medio kilo", "un
 * cuarto"), and the combos name a fixed salsa but leave the refresco to the customer.
 */
const SALSAS = 'Salsa a elegir: BBQ, búfalo, mango habanero, lemon pepper o parmesano';

export const ALITAS_MENU: EvalMenu = {
  restaurant: restaurant('Alitas El Fogón', 'Av. Vasconcelos 300, Col. Del Valle', '+528183456712', {
    hours: 'de martes a domingo de 12:00 p. m. a 11:00 p. m.',
  }),
  items: [
    item('Alitas 6 pzas', 'Alitas', 95, { description: `Con apio, zanahoria y aderezo ranch. ${SALSAS}` }),
    item('Alitas 10 pzas', 'Alitas', 149, { description: `Con apio, zanahoria y aderezo ranch. ${SALSAS}` }),
    item('Alitas 20 pzas', 'Alitas', 279, { description: `Con apio, zanahoria y aderezo ranch. ${SALSAS}` }),
    item('Boneless 250 g', 'Boneless', 99, { description: SALSAS }),
    item('Boneless 500 g', 'Boneless', 179, { description: SALSAS }),
    item('Boneless 1 kg', 'Boneless', 329, { description: SALSAS }),
    item('Costillas BBQ 500 g', 'Especialidades', 189, { available: false }),
    item('Dedos de Pollo 5 pzas', 'Especialidades', 119, { description: 'Tiras de pechuga empanizadas con aderezo ranch' }),
    item('Combo Alitas BBQ', 'Combos', 199, {
      description: '10 alitas en salsa BBQ, papas a la francesa y refresco de 600 ml a elegir (Coca-Cola, Sprite o Fanta)',
    }),
    item('Combo Boneless Búfalo', 'Combos', 219, {
      description: 'Boneless 250 g en salsa búfalo, papas a la francesa y refresco de 600 ml a elegir (Coca-Cola, Sprite o Fanta)',
    }),
    item('Combo Fiesta', 'Combos', 549, {
      description: '20 alitas BBQ, boneless 500 g mango habanero, papas gajo y Coca-Cola de 2 L',
    }),
    item('Papas a la Francesa', 'Botanas', 49),
    item('Papas Gajo', 'Botanas', 59),
    item('Papas Cajún', 'Botanas', 59, { available: false }),
    item('Aros de Cebolla', 'Botanas', 59),
    item('Nachos con Queso', 'Botanas', 79),
    item('Aderezo Ranch Extra', 'Extras', 15),
    item('Aderezo Blue Cheese Extra', 'Extras', 18),
    item('Apio y Zanahoria Extra', 'Extras', 20),
    item('Extra Queso', 'Extras', 20, { description: 'Queso amarillo fundido para papas o nachos' }),
    item('Limonada Natural 1 L', 'Bebidas', 45),
    item('Limonada Mineral 1 L', 'Bebidas', 49),
    item('Coca-Cola 600 ml', 'Bebidas', 27),
    item('Coca-Cola 2 L', 'Bebidas', 45),
    item('Agua Natural 1 L', 'Bebidas', 20),
    item('Té Helado 500 ml', 'Bebidas', 30, { available: false }),
  ],
};

const d = dialoguesFor('alitas');

export const ALITAS_DIALOGUES: Dialogue[] = [
  d(
    'h-alitas-01',
    'basico',
    ['hola, quiero unas alitas de 10 bbq y unas papas a la francesa', 'es todo', 'Calle Robles 15, col. Jardines del Valle', 'si'],
    order('Calle Robles 15, col. Jardines del Valle', line('Alitas 10 pzas', 1, 'bbq'), line('Papas a la Francesa', 1)),
  ),
  d(
    'h-alitas-02',
    'basico',
    [
      'buenas tardes, me manda unos boneless de 500 mango habanero y una coca de 2 litros',
      'eso sería todo',
      'Av. Revolución 1100, col. Mixcoac',
      'sí confirmo',
    ],
    order('Av. Revolución 1100, col. Mixcoac', line('Boneless 500 g', 1, 'mango habanero'), line('Coca-Cola 2 L', 1)),
  ),
  d(
    'h-alitas-03',
    'basico',
    ['hola', 'unos dedos de pollo y unos aros de cebolla', 'y una limonada natural', 'ya', 'Calle Ámbar 9, col. Joyas del Pedregal', 'si'],
    order(
      'Calle Ámbar 9, col. Joyas del Pedregal',
      line('Dedos de Pollo 5 pzas', 1),
      line('Aros de Cebolla', 1),
      line('Limonada Natural 1 L', 1),
    ),
  ),
  d(
    'h-alitas-04',
    'ortografia',
    ['kiero unos boneles de 250 bbq y unas papas gajo', 'es todo', 'Calle Cobre 4, col. Industrial', 'si'],
    order('Calle Cobre 4, col. Industrial', line('Boneless 250 g', 1, 'bbq'), line('Papas Gajo', 1)),
  ),
  d(
    'h-alitas-05',
    'ortografia',
    ['me das unas alas de 6 búfalo xfa y una limonada mineral', 'es todo', 'Calle Tezontle 21, col. Volcanes', 'si'],
    order('Calle Tezontle 21, col. Volcanes', line('Alitas 6 pzas', 1, 'búfalo'), line('Limonada Mineral 1 L', 1)),
  ),
  d(
    'h-alitas-06',
    'ortografia',
    ['ola, unos bonless de medio kilo lemon pepper y unos nachos con keso', 'ya', 'Priv. Hierro 3, col. Metalúrgica', 'si'],
    order('Priv. Hierro 3, col. Metalúrgica', line('Boneless 500 g', 1, 'lemon pepper'), line('Nachos con Queso', 1)),
  ),
  d(
    'h-alitas-07',
    'cantidades',
    ['quiero 3 órdenes de alitas de 20, las tres bbq', 'es todo', 'Av. Juárez 250, col. Centro', 'si'],
    order('Av. Juárez 250, col. Centro', line('Alitas 20 pzas', 3, 'bbq')),
  ),
  d(
    'h-alitas-08',
    'cantidades',
    [
      'necesito 15 combos de alitas bbq, todos con coca',
      'sí, son 15, es para un torneo de fut',
      'es todo',
      'Unidad Deportiva Norte, Av. del Deporte 500, col. Olímpica',
      'si confirmo',
    ],
    order('Unidad Deportiva Norte, Av. del Deporte 500, col. Olímpica', line('Combo Alitas BBQ', 15, 'con coca')),
  ),
  d(
    'h-alitas-09',
    'cantidades',
    ['un kilo de boneless búfalo', 'y dos cocas de 600', 'es todo', 'Calle 20 de Noviembre 310, col. Centro', 'si'],
    order('Calle 20 de Noviembre 310, col. Centro', line('Boneless 1 kg', 1, 'búfalo'), line('Coca-Cola 600 ml', 2)),
  ),
  d(
    'h-alitas-10',
    'notas',
    ['unas alitas de 10, mitad bbq mitad búfalo', 'es todo', 'Calle Colibrí 8, col. Las Aves', 'si'],
    order('Calle Colibrí 8, col. Las Aves', line('Alitas 10 pzas', 1, 'mitad bbq mitad búfalo')),
  ),
  d(
    'h-alitas-11',
    'notas',
    ['2 órdenes de alitas de 6, una mango habanero y la otra parmesano', 'es todo', 'Calle Quetzal 12, col. Mirador', 'si'],
    order('Calle Quetzal 12, col. Mirador', line('Alitas 6 pzas', 1, 'mango habanero'), line('Alitas 6 pzas', 1, 'parmesano')),
  ),
  d(
    'h-alitas-12',
    'notas',
    ['unos boneless de 250 bbq', 'y unas papas a la francesa bien doraditas', 'es todo', 'Av. Constitución 700, col. Obispado', 'si'],
    order('Av. Constitución 700, col. Obispado', line('Boneless 250 g', 1, 'bbq'), line('Papas a la Francesa', 1, 'bien doraditas')),
  ),
  d(
    'h-alitas-13',
    'correcciones',
    ['unas alitas de 10 búfalo', 'no, mejor que sean de 20', 'es todo', 'Calle Abedul 45, col. Arbolitos', 'si'],
    order('Calle Abedul 45, col. Arbolitos', line('Alitas 20 pzas', 1, 'búfalo')),
  ),
  d(
    'h-alitas-14',
    'correcciones',
    ['unos boneless de 500 bbq y una coca de 600', 'cambia la coca por una limonada mineral', 'ya', 'Calle Plata 6, col. Minas', 'si'],
    order('Calle Plata 6, col. Minas', line('Boneless 500 g', 1, 'bbq'), line('Limonada Mineral 1 L', 1)),
  ),
  d(
    'h-alitas-15',
    'correcciones',
    [
      'unas alitas de 6 lemon pepper, unas papas gajo y unos nachos',
      'quítale los nachos',
      'es todo',
      'Calle Oro 90, col. Real de Minas',
      'si',
    ],
    order('Calle Oro 90, col. Real de Minas', line('Alitas 6 pzas', 1, 'lemon pepper'), line('Papas Gajo', 1)),
  ),
  d(
    'h-alitas-16',
    'direccion',
    ['unas alitas de 10 bbq', 'es todo', ['Av. Lázaro Cárdenas 2400', 'torre 2 depto 1104', 'col. Residencial San Agustín'], 'si'],
    order('Av. Lázaro Cárdenas 2400, torre 2 depto 1104, col. Residencial San Agustín', line('Alitas 10 pzas', 1, 'bbq')),
  ),
  d(
    'h-alitas-17',
    'direccion',
    ['un combo boneless búfalo con coca', 'es todo', 'Calle Rubí 30, col. La Joya, a nombre de Karla', 'si'],
    named(order('Calle Rubí 30, col. La Joya', line('Combo Boneless Búfalo', 1, 'con coca')), 'Karla'),
  ),
  d(
    'h-alitas-18',
    'direccion',
    [
      'hola, es para Calle Tamarindo 12, col. Frutales, entre Mango y Guayaba, casa verde',
      'quiero unos boneless de 500 parmesano',
      'es todo',
      'si',
    ],
    order('Calle Tamarindo 12, col. Frutales, entre Mango y Guayaba, casa verde', line('Boneless 500 g', 1, 'parmesano')),
  ),
  d(
    'h-alitas-19',
    'ambiguedad',
    ['quiero unas alitas bbq', 'de 10', 'es todo', 'Calle Roca 5, col. Pedregal', 'si'],
    order('Calle Roca 5, col. Pedregal', line('Alitas 10 pzas', 1, 'bbq')),
  ),
  d(
    'h-alitas-20',
    'ambiguedad',
    ['unos boneless de 500', 'búfalo', 'y una coca', 'de 600', 'es todo', 'Calle Granito 11, col. Pedregal', 'si'],
    order('Calle Granito 11, col. Pedregal', line('Boneless 500 g', 1, 'búfalo'), line('Coca-Cola 600 ml', 1)),
  ),
  d(
    'h-alitas-21',
    'ambiguedad',
    ['unas alitas de 6 parmesano y una limonada', 'natural', 'es todo', 'Calle Cuarzo 2, col. Cristales', 'si'],
    order('Calle Cuarzo 2, col. Cristales', line('Alitas 6 pzas', 1, 'parmesano'), line('Limonada Natural 1 L', 1)),
  ),
  d(
    'h-alitas-22',
    'fuera-de-menu',
    ['tienen costillas bbq?', 'ah ok, entonces unas alitas de 10 bbq', 'es todo', 'Calle Jade 14, col. Esmeralda', 'si'],
    order('Calle Jade 14, col. Esmeralda', line('Alitas 10 pzas', 1, 'bbq')),
  ),
  d(
    'h-alitas-23',
    'fuera-de-menu',
    [
      'unos boneless de 250 mango habanero y unas papas cajún',
      'va, entonces unas papas gajo',
      'es todo',
      'Calle Ópalo 3, col. Lomas',
      'si',
    ],
    order('Calle Ópalo 3, col. Lomas', line('Boneless 250 g', 1, 'mango habanero'), line('Papas Gajo', 1)),
  ),
  d(
    'h-alitas-24',
    'fuera-de-menu',
    [
      'tienen hamburguesas?',
      'ah bueno, entonces unos dedos de pollo y una limonada natural',
      'es todo',
      'Calle Topacio 19, col. San Rafael',
      'si',
    ],
    order('Calle Topacio 19, col. San Rafael', line('Dedos de Pollo 5 pzas', 1), line('Limonada Natural 1 L', 1)),
  ),
  d(
    'h-alitas-25',
    'post-confirmacion',
    ['unas alitas de 20 bbq', 'es todo', 'Calle Laureles 50, col. Jardines', 'si', 'oye agrégale unos aros de cebolla porfa', 'sí'],
    order('Calle Laureles 50, col. Jardines', line('Alitas 20 pzas', 1, 'bbq'), line('Aros de Cebolla', 1)),
  ),
  d(
    'h-alitas-26',
    'post-confirmacion',
    [
      'un combo alitas bbq con coca',
      'es todo',
      'Av. Las Américas 1500, col. Providencia',
      'si',
      '#cocina:preparing',
      'oye cámbiame el refresco por sprite',
    ],
    preparing('Av. Las Américas 1500, col. Providencia', line('Combo Alitas BBQ', 1, 'con coca')),
  ),
  d(
    'h-alitas-27',
    'post-confirmacion',
    [
      'unos boneless de 1 kilo bbq y 2 cocas de 600',
      'es todo',
      'Calle Sauce 88, col. Bosques',
      'si confirmo',
      'oye mejor nada más una coca',
    ],
    order('Calle Sauce 88, col. Bosques', line('Boneless 1 kg', 1, 'bbq'), line('Coca-Cola 600 ml', 1)),
  ),
  d(
    'h-alitas-28',
    'cancelacion',
    ['unas alitas de 10 búfalo', 'es todo', 'Calle Menta 7, col. Hierbabuena', 'si', 'cancela el pedido porfa, me equivoqué'],
    cancelled('Calle Menta 7, col. Hierbabuena', line('Alitas 10 pzas', 1, 'búfalo')),
  ),
  d('h-alitas-29', 'cancelacion', ['quiero unos boneless de 500 bbq', 'mejor no, cancela'], null),
  d(
    'h-alitas-30',
    'cancelacion',
    [
      'unas alitas de 20 mango habanero',
      'es todo',
      'Calle Canela 21, col. Especias',
      'si',
      '#cocina:preparing',
      'siempre no, ya no lo quiero, cancélalo',
    ],
    preparing('Calle Canela 21, col. Especias', line('Alitas 20 pzas', 1, 'mango habanero')),
  ),
  d(
    'h-alitas-31',
    'voz',
    [
      'Buenas tardes. Quisiera ordenar Alitas de 10 piezas BBQ y unas Papas Gajo, por favor.',
      'Es todo.',
      'Av. Gómez Morín 955, Col. Valle del Campestre.',
      'Sí, confirmo.',
    ],
    order('Av. Gómez Morín 955, Col. Valle del Campestre', line('Alitas 10 pzas', 1, 'BBQ'), line('Papas Gajo', 1)),
    'professional',
  ),
  d(
    'h-alitas-32',
    'voz',
    ['qué onda, unos boneless de 250 búfalo y una coca de 600 😎', 'ya es todo', 'Calle Nopal 13, col. Magueyes', 'sale, confirmo'],
    order('Calle Nopal 13, col. Magueyes', line('Boneless 250 g', 1, 'búfalo'), line('Coca-Cola 600 ml', 1)),
    'casual',
  ),
  d(
    'h-alitas-33',
    'voz',
    [
      'Buen día. Me gustaría pedir un Combo Fiesta.',
      'Sería todo, gracias.',
      'Blvd. Kukulcán 45, Residencial Campestre.',
      'Sí, es correcto.',
    ],
    order('Blvd. Kukulcán 45, Residencial Campestre', line('Combo Fiesta', 1)),
    'professional',
  ),
  d(
    'h-alitas-34',
    'tamanos',
    ['medio kilo de boneless bbq y un cuarto de boneless búfalo', 'es todo', 'Calle Alcatraz 6, col. Las Flores', 'si'],
    order('Calle Alcatraz 6, col. Las Flores', line('Boneless 500 g', 1, 'bbq'), line('Boneless 250 g', 1, 'búfalo')),
  ),
  d(
    'h-alitas-35',
    'tamanos',
    ['unas alitas de 6 parmesano y unas de 20 bbq', 'y una coca de 2 litros', 'es todo', 'Calle Lavanda 22, col. Primavera', 'si'],
    order(
      'Calle Lavanda 22, col. Primavera',
      line('Alitas 6 pzas', 1, 'parmesano'),
      line('Alitas 20 pzas', 1, 'bbq'),
      line('Coca-Cola 2 L', 1),
    ),
  ),
  d(
    'h-alitas-36',
    'tamanos',
    ['20 alitas búfalo', 'y un agua natural de litro', 'es todo', 'Calle Girasol 3, col. Bellavista', 'si'],
    order('Calle Girasol 3, col. Bellavista', line('Alitas 20 pzas', 1, 'búfalo'), line('Agua Natural 1 L', 1)),
  ),
  d(
    'h-alitas-37',
    'tamanos',
    ['un kilo de boneless lemon pepper', 'y 2 limonadas minerales de litro', 'es todo', 'Calle Begonia 40, col. Vista Hermosa', 'si'],
    order('Calle Begonia 40, col. Vista Hermosa', line('Boneless 1 kg', 1, 'lemon pepper'), line('Limonada Mineral 1 L', 2)),
  ),
  d(
    'h-alitas-38',
    'extras',
    ['unas alitas de 10 búfalo con aderezo blue cheese extra', 'es todo', 'Calle Gardenia 8, col. Del Carmen', 'si'],
    order('Calle Gardenia 8, col. Del Carmen', line('Alitas 10 pzas', 1, 'búfalo'), line('Aderezo Blue Cheese Extra', 1)),
  ),
  d(
    'h-alitas-39',
    'extras',
    [
      'unas papas a la francesa con extra queso',
      'y unos boneless de 250 bbq con apio y zanahoria extra',
      'ya',
      'Calle Tulipán 17, col. Moderna',
      'si',
    ],
    order(
      'Calle Tulipán 17, col. Moderna',
      line('Papas a la Francesa', 1),
      line('Extra Queso', 1),
      line('Boneless 250 g', 1, 'bbq'),
      line('Apio y Zanahoria Extra', 1),
    ),
  ),
  d(
    'h-alitas-40',
    'extras',
    ['unas alitas de 20 bbq', 'y 2 aderezos ranch extra', 'es todo', 'Calle Dalia 26, col. Reforma', 'si'],
    order('Calle Dalia 26, col. Reforma', line('Alitas 20 pzas', 1, 'bbq'), line('Aderezo Ranch Extra', 2)),
  ),
  d(
    'h-alitas-41',
    'combos',
    ['un combo alitas bbq con sprite', 'es todo', 'Calle Clavel 4, col. Country', 'si'],
    order('Calle Clavel 4, col. Country', line('Combo Alitas BBQ', 1, 'con sprite')),
  ),
  d(
    'h-alitas-42',
    'combos',
    ['2 combos boneless búfalo, uno con coca y otro con fanta', 'es todo', 'Calle Azucena 9, col. San Jerónimo', 'si'],
    order(
      'Calle Azucena 9, col. San Jerónimo',
      line('Combo Boneless Búfalo', 1, 'con coca'),
      line('Combo Boneless Búfalo', 1, 'con fanta'),
    ),
  ),
  d(
    'h-alitas-43',
    'combos',
    ['el combo fiesta y aparte unas papas a la francesa', 'es todo', 'Calle Amapola 16, col. Linda Vista', 'si'],
    order('Calle Amapola 16, col. Linda Vista', line('Combo Fiesta', 1), line('Papas a la Francesa', 1)),
  ),
  d(
    'h-alitas-44',
    'combos',
    ['el combo de boneless con papas y refresco, con coca', 'es todo', 'Calle Acanto 5, col. Cumbres', 'si'],
    order('Calle Acanto 5, col. Cumbres', line('Combo Boneless Búfalo', 1, 'con coca')),
  ),
  d(
    'h-alitas-45',
    'rafagas',
    [['hola', 'unas alitas de 10', 'bbq', 'y unas papas gajo'], 'es todo', 'Calle Orquídea 2, col. Anáhuac', 'si'],
    order('Calle Orquídea 2, col. Anáhuac', line('Alitas 10 pzas', 1, 'bbq'), line('Papas Gajo', 1)),
  ),
  d(
    'h-alitas-46',
    'rafagas',
    [
      ['unos boneless de 500 mango habanero', 'y una limonada natural'],
      ['Calle Violeta 31', 'col. Mitras Centro', 'es todo, confirmo'],
    ],
    order('Calle Violeta 31, col. Mitras Centro', line('Boneless 500 g', 1, 'mango habanero'), line('Limonada Natural 1 L', 1)),
  ),
  d(
    'h-alitas-47',
    'rafagas',
    [['2 órdenes de alitas de 6 búfalo', 'no, mejor 3', 'y una coca de 2 litros'], 'ya', 'Calle Margarita 14, col. Contry', 'si'],
    order('Calle Margarita 14, col. Contry', line('Alitas 6 pzas', 3, 'búfalo'), line('Coca-Cola 2 L', 1)),
  ),
  d(
    'h-alitas-48',
    'rafagas',
    ['un combo alitas bbq con coca', ['es todo', 'Calle Jazmín 77', 'col. Chepevera', 'casa rosa, portón blanco'], 'si'],
    order('Calle Jazmín 77, col. Chepevera, casa rosa, portón blanco', line('Combo Alitas BBQ', 1, 'con coca')),
  ),
];
