import { cancelled, dialoguesFor, line, order, type ExpectedOrder } from '../../types.js';
import { item, restaurant } from '../menu-kit.js';

const d = dialoguesFor('arabe');
const onTheWay = (expected: ExpectedOrder): ExpectedOrder => ({ ...expected, status: 'on_the_way' });

/**
 * Tacos árabes and shawarma, Puebla style: a single taco beside a pack of five, two sizes of
 * falafel, hummus and jocoque by weight, fries in two sizes, paid extras that share words with
 * dishes ("Extra Jocoque" beside "Jocoque 250 g"), two combos with a drink of choice, drinks by
 * volume and two sold-out dishes.
 */
export const ARABE_MENU = {
  restaurant: restaurant('Tacos Árabes y Shawarma El Líbano', 'Calle 16 de Septiembre 2310, Centro, Puebla', '+522222310045'),
  items: [
    item('Taco Árabe', 'Tacos', 28),
    item('Tacos Árabes 5 pzas', 'Tacos', 125),
    item('Shawarma de Pollo', 'Shawarmas', 95),
    item('Shawarma de Res', 'Shawarmas', 110),
    item('Shawarma Mixto', 'Shawarmas', 115),
    item('Kebab de Res', 'Platos', 130),
    item('Kebab de Pollo', 'Platos', 120, { available: false }),
    item('Plato Árabe Grande', 'Platos', 180, { description: 'Arroz, ensalada, hummus y pan árabe' }),
    item('Falafel 6 pzas', 'Entradas', 85),
    item('Falafel 12 pzas', 'Entradas', 160),
    item('Hummus 250 g', 'Entradas', 70),
    item('Hummus 500 g', 'Entradas', 130),
    item('Jocoque 250 g', 'Entradas', 65),
    item('Tabule', 'Entradas', 60),
    item('Papas Fritas Chicas', 'Entradas', 40),
    item('Papas Fritas Grandes', 'Entradas', 65),
    item('Extra Queso', 'Extras', 15),
    item('Extra Jocoque', 'Extras', 18),
    item('Pan Árabe Extra', 'Extras', 10),
    item('Combo Shawarma', 'Combos', 145, { description: 'Shawarma de pollo o de res, papas chicas y un refresco de 355 ml' }),
    item('Combo Árabe', 'Combos', 165, { description: 'Cinco tacos árabes, papas chicas y una limonada de 500 ml' }),
    item('Baklava 2 pzas', 'Postres', 50, { available: false }),
    item('Limonada 500 ml', 'Bebidas', 30),
    item('Limonada 1 L', 'Bebidas', 50),
    item('Coca-Cola 355 ml', 'Bebidas', 22),
    item('Coca-Cola 600 ml', 'Bebidas', 30),
    item('Té de Menta', 'Bebidas', 25),
  ],
};

export const ARABE_DIALOGUES = [
  d(
    'f-arabe-01',
    'basico',
    [
      'hola buenas tardes',
      'me regala un shawarma de pollo y una limonada de medio litro',
      'es todo gracias',
      'Av. Reforma 2310, col. Los Pinos',
      'si',
    ],
    order('Av. Reforma 2310, col. Los Pinos', line('Shawarma de Pollo', 1), line('Limonada 500 ml', 1)),
  ),
  d(
    'f-arabe-02',
    'basico',
    ['Quiero 2 shawarmas de res y unas papas grandes', 'es todo', 'Calle 16 de Septiembre 405', 'sí, correcto'],
    order('Calle 16 de Septiembre 405', line('Shawarma de Res', 2), line('Papas Fritas Grandes', 1)),
  ),
  d(
    'f-arabe-03',
    'basico',
    ['buenas, un kebab de res y un té de menta porfavor', 'sería todo', 'Privada Tulipanes 8, Jardines de San Manuel', 'ok confirmo'],
    order('Privada Tulipanes 8, Jardines de San Manuel', line('Kebab de Res', 1), line('Té de Menta', 1)),
  ),
  d(
    'f-arabe-04',
    'ortografia',
    ['ola k tal, kiero 2 shawarmas de poyo', 'ya es todo', 'calle 3 sur 1520', 'sip'],
    order('calle 3 sur 1520', line('Shawarma de Pollo', 2)),
  ),
  d(
    'f-arabe-05',
    'ortografia',
    ['me das un falafel de 6 y un humus de 250', 'nadamas', 'av juarez 1804 int 3', 'si'],
    order('av juarez 1804 int 3', line('Falafel 6 pzas', 1), line('Hummus 250 g', 1)),
  ),
  d(
    'f-arabe-06',
    'ortografia',
    ['kiero unos tacos arabes orden de 5 i una coka de 600', 'es todo', 'calle 11 oriente 210', 'va'],
    order('calle 11 oriente 210', line('Tacos Árabes 5 pzas', 1), line('Coca-Cola 600 ml', 1)),
  ),
  d(
    'f-arabe-07',
    'cantidades',
    ['dame tres tacos árabes y un shawarma mixto', 'es todo', 'Calle 5 de Mayo 1020', 'sí'],
    order('Calle 5 de Mayo 1020', line('Taco Árabe', 3), line('Shawarma Mixto', 1)),
  ),
  d(
    'f-arabe-08',
    'cantidades',
    ['media docena de falafel y dos limonadas de litro', 'es todo', 'Calle Zaragoza 77', 'sí'],
    order('Calle Zaragoza 77', line('Falafel 6 pzas', 1), line('Limonada 1 L', 2)),
  ),
  d(
    'f-arabe-09',
    'cantidades',
    ['un par de shawarmas de pollo y uno de res', 'y cuatro cocas de 355', 'ya', 'Blvd. Atlixco 3302', 'si'],
    order('Blvd. Atlixco 3302', line('Shawarma de Pollo', 2), line('Shawarma de Res', 1), line('Coca-Cola 355 ml', 4)),
  ),
  d(
    'f-arabe-10',
    'notas',
    ['un shawarma de res sin jitomate porfa', 'es todo', 'Calle 24 Poniente 915', 'sí'],
    order('Calle 24 Poniente 915', line('Shawarma de Res', 1, 'sin jitomate')),
  ),
  d(
    'f-arabe-11',
    'notas',
    ['2 tacos árabes bien doraditos', 'es todo', 'Calle Ámbar 12', 'sí'],
    order('Calle Ámbar 12', line('Taco Árabe', 2, 'bien doraditos')),
  ),
  d(
    'f-arabe-12',
    'notas',
    ['un plato árabe grande', 'el hummus aparte por favor', 'es todo', 'Calle Río Nilo 45', 'sí'],
    order('Calle Río Nilo 45', line('Plato Árabe Grande', 1, 'el hummus aparte')),
  ),
  d(
    'f-arabe-13',
    'correcciones',
    ['3 shawarmas de pollo', 'perdón, que sean 2', 'es todo', 'Calle Sur 104 #12', 'sí'],
    order('Calle Sur 104 #12', line('Shawarma de Pollo', 2)),
  ),
  d(
    'f-arabe-14',
    'correcciones',
    ['un kebab de res y unas papas chicas', 'mejor las papas grandes', 'ya es todo', 'Av. Las Torres 500', 'sí'],
    order('Av. Las Torres 500', line('Kebab de Res', 1), line('Papas Fritas Grandes', 1)),
  ),
  d(
    'f-arabe-15',
    'correcciones',
    ['2 limonadas de litro y un falafel de 12', 'quítame una limonada', 'es todo', 'Calle Nogal 33', 'sí'],
    order('Calle Nogal 33', line('Limonada 1 L', 1), line('Falafel 12 pzas', 1)),
  ),
  d(
    'f-arabe-16',
    'direccion',
    ['un combo shawarma con coca', 'es todo', ['Calle Miguel Negrete 1704', 'entre 17 y 19 poniente', 'casa azul'], 'sí'],
    order('Calle Miguel Negrete 1704, entre 17 y 19 poniente, casa azul', line('Combo Shawarma', 1, 'con coca')),
  ),
  d(
    'f-arabe-17',
    'direccion',
    ['me mandas un shawarma de pollo a la 14 sur 3907 col. Prados Agua Azul', 'es todo', 'sí'],
    order('14 sur 3907 col. Prados Agua Azul', line('Shawarma de Pollo', 1)),
  ),
  d(
    'f-arabe-18',
    'direccion',
    ['2 kebabs de res', 'nada más', 'Fraccionamiento Las Ánimas, calle Cedro 12, casa 4', 'sí'],
    order('Fraccionamiento Las Ánimas, calle Cedro 12, casa 4', line('Kebab de Res', 2)),
  ),
  d(
    'f-arabe-19',
    'ambiguedad',
    ['un shawarma', 'de pollo', 'es todo', 'Calle 9 Norte 88', 'sí'],
    order('Calle 9 Norte 88', line('Shawarma de Pollo', 1)),
  ),
  d(
    'f-arabe-20',
    'ambiguedad',
    ['unas papas', 'grandes', 'y un kebab de res', 'es todo', 'Calle Oasis 3', 'sí'],
    order('Calle Oasis 3', line('Papas Fritas Grandes', 1), line('Kebab de Res', 1)),
  ),
  d(
    'f-arabe-21',
    'ambiguedad',
    ['un hummus', 'el de 500', 'es todo', 'Av. Hermanos Serdán 660', 'sí'],
    order('Av. Hermanos Serdán 660', line('Hummus 500 g', 1)),
  ),
  d(
    'f-arabe-22',
    'fuera-de-menu',
    ['tienen kebab de pollo?', 'ah bueno, entonces uno de res', 'es todo', 'Calle Los Álamos 21', 'sí'],
    order('Calle Los Álamos 21', line('Kebab de Res', 1)),
  ),
  d(
    'f-arabe-23',
    'fuera-de-menu',
    ['2 shawarmas de pollo y una orden de baklava', 'ok, nomás los shawarmas', 'es todo', 'Calle Azucenas 17', 'sí'],
    order('Calle Azucenas 17', line('Shawarma de Pollo', 2)),
  ),
  d(
    'f-arabe-24',
    'fuera-de-menu',
    ['tienen pizza?', 'va, entonces un plato árabe grande', 'es todo', 'Calle Ébano 5', 'sí'],
    order('Calle Ébano 5', line('Plato Árabe Grande', 1)),
  ),
  d(
    'f-arabe-25',
    'post-confirmacion',
    ['un shawarma de res', 'es todo', 'Calle 31 Poniente 1102', 'sí', 'oye y también unas papas chicas porfa'],
    order('Calle 31 Poniente 1102', line('Shawarma de Res', 1), line('Papas Fritas Chicas', 1)),
  ),
  d(
    'f-arabe-26',
    'post-confirmacion',
    ['3 tacos árabes y una coca de 600', 'es todo', 'Calle Vicente Suárez 9', 'si', '#cocina:on_the_way:15', 'ya viene mi pedido?'],
    onTheWay(order('Calle Vicente Suárez 9', line('Taco Árabe', 3), line('Coca-Cola 600 ml', 1))),
  ),
  d(
    'f-arabe-27',
    'post-confirmacion',
    ['un kebab de res y un té de menta', 'es todo', 'Calle Olivo 40', 'sí', 'se me olvidó, que el kebab sea sin cebolla'],
    order('Calle Olivo 40', line('Kebab de Res', 1, 'sin cebolla'), line('Té de Menta', 1)),
  ),
  d(
    'f-arabe-28',
    'cancelacion',
    ['un combo árabe', 'es todo', 'Calle Roble 2', 'sí', 'disculpa, cancélalo por favor'],
    cancelled('Calle Roble 2', line('Combo Árabe', 1)),
  ),
  d('f-arabe-29', 'cancelacion', ['cuánto cuesta el shawarma de res?', 'ok gracias, luego les escribo'], null),
  d('f-arabe-30', 'cancelacion', ['2 falafel de 6', 'mejor no, gracias, ya no quiero nada'], null),
  d(
    'f-arabe-31',
    'voz',
    [
      'hola buenas tardes mire quiero dos shawarmas de pollo uno sin cebolla y una limonada de litro a la calle Tecali 205 colonia Santa Cruz es todo',
      'sí, así está bien',
    ],
    order(
      'calle Tecali 205 colonia Santa Cruz',
      line('Shawarma de Pollo', 1, 'sin cebolla'),
      line('Shawarma de Pollo', 1),
      line('Limonada 1 L', 1),
    ),
  ),
  d(
    'f-arabe-32',
    'voz',
    [
      'qué tal este me manda un kebab de res y unas papas grandes y una coca de seiscientos a la privada Nardos 14 colonia Bugambilias nada más',
      'sí',
    ],
    order('privada Nardos 14 colonia Bugambilias', line('Kebab de Res', 1), line('Papas Fritas Grandes', 1), line('Coca-Cola 600 ml', 1)),
  ),
  d(
    'f-arabe-33',
    'voz',
    [
      'buenas noches quería un plato árabe grande y dos tés de menta la dirección es avenida Juárez 2915 colonia La Paz sería todo',
      'sí confirmo',
    ],
    order('avenida Juárez 2915 colonia La Paz', line('Plato Árabe Grande', 1), line('Té de Menta', 2)),
  ),
  d(
    'f-arabe-34',
    'tamanos',
    ['un hummus de medio kilo y un jocoque', 'es todo', 'Calle Lirios 9', 'sí'],
    order('Calle Lirios 9', line('Hummus 500 g', 1), line('Jocoque 250 g', 1)),
  ),
  d(
    'f-arabe-35',
    'tamanos',
    ['una limonada de litro y dos de medio', 'es todo', 'Calle Hidalgo 300', 'sí'],
    order('Calle Hidalgo 300', line('Limonada 1 L', 1), line('Limonada 500 ml', 2)),
  ),
  d(
    'f-arabe-36',
    'tamanos',
    ['unas papas chicas y una coca chica', 'es todo', 'Calle Encino 71', 'sí'],
    order('Calle Encino 71', line('Papas Fritas Chicas', 1), line('Coca-Cola 355 ml', 1)),
  ),
  d(
    'f-arabe-37',
    'extras',
    ['un shawarma de pollo con extra queso', 'es todo', 'Calle 2 Norte 15', 'sí'],
    order('Calle 2 Norte 15', line('Shawarma de Pollo', 1), line('Extra Queso', 1)),
  ),
  d(
    'f-arabe-38',
    'extras',
    ['2 shawarmas de res con jocoque extra', 'es todo', 'Calle Pirules 6', 'sí'],
    order('Calle Pirules 6', line('Shawarma de Res', 2), line('Extra Jocoque', 2)),
  ),
  d(
    'f-arabe-39',
    'extras',
    ['un kebab de res', 'ponle un pan árabe extra', 'es todo', 'Calle Fresno 18', 'sí'],
    order('Calle Fresno 18', line('Kebab de Res', 1), line('Pan Árabe Extra', 1)),
  ),
  d(
    'f-arabe-40',
    'combos',
    ['un combo árabe y un té de menta', 'es todo', 'Calle Magnolia 77', 'sí'],
    order('Calle Magnolia 77', line('Combo Árabe', 1), line('Té de Menta', 1)),
  ),
  d(
    'f-arabe-41',
    'combos',
    ['2 combos shawarma con coca', 'es todo', 'Calle Cerezos 5', 'sí'],
    order('Calle Cerezos 5', line('Combo Shawarma', 2, 'con coca')),
  ),
  d(
    'f-arabe-42',
    'combos',
    ['cuánto cuesta el combo árabe?', 'va, mándame uno', 'es todo', 'Calle Gardenias 10', 'sí'],
    order('Calle Gardenias 10', line('Combo Árabe', 1)),
  ),
  d(
    'f-arabe-43',
    'rafagas',
    [['hola', 'me mandas 2 shawarmas de pollo', 'y una limonada de litro'], 'es todo', 'Calle Jade 8', 'sí'],
    order('Calle Jade 8', line('Shawarma de Pollo', 2), line('Limonada 1 L', 1)),
  ),
  d(
    'f-arabe-44',
    'rafagas',
    [['un shawarma de res', 'no mejor de pollo'], 'es todo', 'Calle Ópalo 3', 'sí'],
    order('Calle Ópalo 3', line('Shawarma de Pollo', 1)),
  ),
  d(
    'f-arabe-45',
    'rafagas',
    [['unas papas grandes', 'y 3 tacos árabes', 'sin cebolla los tacos'], 'ya', ['Calle Coral 15', 'col. Reforma Sur'], 'sí'],
    order('Calle Coral 15, col. Reforma Sur', line('Papas Fritas Grandes', 1), line('Taco Árabe', 3, 'sin cebolla')),
  ),
];
