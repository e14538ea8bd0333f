import { cancelled, dialoguesFor, line, order } from '../types.js';
import { item, profile, type TuningSet } from './kit.js';

const d = dialoguesFor('trompo');

/**
 * A taquería al pastor in Mexico City (written blind, before running the engine, by the "acts"
 * helper of session 6): tacos by the piece beside "Orden de … 5 pzas", gringas, paid extras that
 * are menu items ("Extra Queso", "Extra Piña", "Guacamole Extra"), drinks by volume, and combos
 * whose orders and drinks are chosen ("Combo Pareja", "Paquete Familiar"). Weighted to "con
 * todo" / "sin cebolla" on two of one dish, extras said after the dish, late notes, bursts and
 * changes after confirming.
 */
export const TROMPO: TuningSet = {
  id: 'trompo',
  menu: {
    restaurant: profile(
      'Taquería El Trompo de Oro',
      'Calz. de Tlalpan 1620, Col. Portales, CDMX',
      '+525556729031',
      'todos los días de 6:00 p. m. a 2:00 a. m.',
    ),
    items: [
      item('Taco al Pastor', 'Tacos', 18),
      item('Taco de Suadero', 'Tacos', 20),
      item('Taco de Bistec', 'Tacos', 22),
      item('Taco Campechano', 'Tacos', 22, { description: 'Suadero con longaniza' }),
      item('Orden de Pastor 5 pzas', 'Órdenes', 85),
      item('Orden de Suadero 5 pzas', 'Órdenes', 95),
      item('Gringa de Pastor', 'Especialidades', 65, { description: 'Tortilla de harina con queso y pastor' }),
      item('Gringa de Bistec', 'Especialidades', 70, { available: false }),
      item('Volcán de Pastor', 'Especialidades', 35),
      item('Costra de Queso', 'Especialidades', 45, { available: false }),
      item('Alambre de Bistec', 'Especialidades', 120, { description: 'Bistec, pimiento, cebolla, tocino y queso' }),
      item('Extra Queso', 'Extras', 15),
      item('Extra Piña', 'Extras', 10),
      item('Guacamole Extra', 'Extras', 25),
      item('Cebollitas Asadas', 'Complementos', 30),
      item('Frijoles Charros Chicos', 'Complementos', 35),
      item('Frijoles Charros Grandes', 'Complementos', 55),
      item('Agua de Horchata 500 ml', 'Bebidas', 28),
      item('Agua de Horchata 1 L', 'Bebidas', 45),
      item('Agua de Jamaica 500 ml', 'Bebidas', 28),
      item('Agua de Jamaica 1 L', 'Bebidas', 45),
      item('Coca-Cola 600 ml', 'Bebidas', 30),
      item('Combo Trompo', 'Combos', 159, {
        description: 'Una orden de pastor de 5, una gringa de pastor y un agua de 500 ml a escoger',
      }),
      item('Combo Pareja', 'Combos', 249, {
        description: 'Dos órdenes de 5 tacos a escoger (pastor o suadero) y dos aguas de 500 ml a escoger',
      }),
      item('Paquete Familiar', 'Combos', 399, {
        description: '20 tacos a escoger, cebollitas asadas, frijoles charros grandes y un agua de 1 L',
      }),
    ],
  },
  dialogues: [
    d(
      'tu-tro-01',
      'basico',
      ['buenas noches', 'me manda 5 tacos al pastor y una coca de 600', 'es todo', 'Calle Odesa 820, Col. Portales', 'si'],
      order('Calle Odesa 820, Col. Portales', line('Taco al Pastor', 5), line('Coca-Cola 600 ml', 1)),
    ),
    d(
      'tu-tro-02',
      'basico',
      ['una gringa de pastor y un agua de horchata de medio', 'nada más', 'Av. Miguel Ángel de Quevedo 50', 'sí'],
      order('Av. Miguel Ángel de Quevedo 50', line('Gringa de Pastor', 1), line('Agua de Horchata 500 ml', 1)),
    ),
    d(
      'tu-tro-03',
      'basico',
      ['un alambre de bistec porfa', 'es todo', 'Calle Bélgica 315, Portales Sur', 'va'],
      order('Calle Bélgica 315, Portales Sur', line('Alambre de Bistec', 1)),
    ),
    d(
      'tu-tro-04',
      'ortografia',
      ['k onda m mandas 4 d pastor y 2 d suadero', 'ps ya', 'calle saratoga 412 int 3', 'sip'],
      order('calle saratoga 412 int 3', line('Taco al Pastor', 4), line('Taco de Suadero', 2)),
    ),
    d(
      'tu-tro-05',
      'ortografia',
      ['kiero 1 grinja d pastor y unos frijoles charros chikos', 'es todo', 'av universidad 1200', 'simon'],
      order('av universidad 1200', line('Gringa de Pastor', 1), line('Frijoles Charros Chicos', 1)),
    ),
    d(
      'tu-tro-06',
      'ortografia',
      ['3 tacos campechanos x fa 🌮', 'nomas', 'calle tokio 99 col portales', 'si'],
      order('calle tokio 99 col portales', line('Taco Campechano', 3)),
    ),
    d(
      'tu-tro-07',
      'cantidades',
      ['2 órdenes de pastor y 2 aguas de jamaica de medio', 'es todo', 'Calle Municipio Libre 40', 'si'],
      order('Calle Municipio Libre 40', line('Orden de Pastor 5 pzas', 2), line('Agua de Jamaica 500 ml', 2)),
    ),
    d(
      'tu-tro-08',
      'cantidades',
      ['una docena de tacos de bistec', 'es todo', 'Calle Sevilla 18', 'si'],
      order('Calle Sevilla 18', line('Taco de Bistec', 12)),
    ),
    d(
      'tu-tro-09',
      'cantidades',
      ['tres volcanes de pastor y dos cocas', 'es todo', 'Calle Málaga Norte 33', 'ok'],
      order('Calle Málaga Norte 33', line('Volcán de Pastor', 3), line('Coca-Cola 600 ml', 2)),
    ),
    d(
      'tu-tro-10',
      'notas',
      ['6 tacos al pastor con todo', 'es todo', 'Calle Victor Hugo 85', 'si'],
      order('Calle Victor Hugo 85', line('Taco al Pastor', 6, 'con todo')),
    ),
    d(
      'tu-tro-11',
      'notas',
      ['2 gringas de pastor, una con todo y otra sin cebolla', 'es todo', 'Calle Cádiz 140', 'si'],
      order('Calle Cádiz 140', line('Gringa de Pastor', 1, 'con todo'), line('Gringa de Pastor', 1, 'sin cebolla')),
    ),
    d(
      'tu-tro-12',
      'notas',
      ['una orden de suadero', 'con la salsa aparte porfa', 'es todo', 'Calle Ajusco 12', 'si'],
      order('Calle Ajusco 12', line('Orden de Suadero 5 pzas', 1, 'con la salsa aparte')),
    ),
    d(
      'tu-tro-13',
      'notas',
      ['4 tacos de bistec, 2 con todo y 2 sin cilantro', 'es todo', 'Calle Lago Chalco 7', 'sí'],
      order('Calle Lago Chalco 7', line('Taco de Bistec', 2, 'con todo'), line('Taco de Bistec', 2, 'sin cilantro')),
    ),
    d(
      'tu-tro-14',
      'correcciones',
      ['5 tacos de suadero', 'no, mejor de pastor', 'es todo', 'Calle Oriente 4 #20', 'si'],
      order('Calle Oriente 4 #20', line('Taco al Pastor', 5)),
    ),
    d(
      'tu-tro-15',
      'correcciones',
      ['una gringa de pastor y una coca', 'cambia la coca por un agua de horchata de litro', 'es todo', 'Calle Niza 60', 'si'],
      order('Calle Niza 60', line('Gringa de Pastor', 1), line('Agua de Horchata 1 L', 1)),
    ),
    d(
      'tu-tro-16',
      'correcciones',
      ['3 volcanes de pastor', 'mejor que sean 2', 'es todo', 'Calle San Borja 1300', 'si'],
      order('Calle San Borja 1300', line('Volcán de Pastor', 2)),
    ),
    d(
      'tu-tro-17',
      'direccion',
      ['un combo trompo con horchata', 'es todo', 'Calle Repúblicas 210', 'entre Tlalpan y Cuauhtémoc, portón negro', 'si'],
      order('Calle Repúblicas 210, entre Tlalpan y Cuauhtémoc, portón negro', line('Combo Trompo', 1, 'con horchata')),
    ),
    d(
      'tu-tro-18',
      'direccion',
      ['mándame 8 tacos al pastor a la Calle Zapata 45, Col. Santa Cruz Atoyac', 'es todo', 'sí'],
      order('Calle Zapata 45, Col. Santa Cruz Atoyac', line('Taco al Pastor', 8)),
    ),
    d(
      'tu-tro-19',
      'direccion',
      ['un alambre de bistec', 'ya', 'Av. Río Churubusco 1400 edif 3 depto 201', 'si'],
      order('Av. Río Churubusco 1400 edif 3 depto 201', line('Alambre de Bistec', 1)),
    ),
    d(
      'tu-tro-20',
      'ambiguedad',
      ['unos frijoles charros', 'grandes', 'es todo', 'Calle Uxmal 880', 'si'],
      order('Calle Uxmal 880', line('Frijoles Charros Grandes', 1)),
    ),
    d(
      'tu-tro-21',
      'ambiguedad',
      ['un agua de jamaica', 'de litro', 'y una orden de suadero', 'es todo', 'Calle Pitágoras 1010', 'sí'],
      order('Calle Pitágoras 1010', line('Agua de Jamaica 1 L', 1), line('Orden de Suadero 5 pzas', 1)),
    ),
    d(
      'tu-tro-22',
      'ambiguedad',
      ['una orden', 'de pastor', 'es todo', 'Calle Luz Saviñón 70', 'si'],
      order('Calle Luz Saviñón 70', line('Orden de Pastor 5 pzas', 1)),
    ),
    d(
      'tu-tro-23',
      'fuera-de-menu',
      ['una gringa de bistec', 'ah ok, entonces una de pastor', 'es todo', 'Calle Xola 300', 'si'],
      order('Calle Xola 300', line('Gringa de Pastor', 1)),
    ),
    d(
      'tu-tro-24',
      'fuera-de-menu',
      ['tienen costra de queso?', 'va, entonces un volcán de pastor', 'es todo', 'Calle Canarias 51', 'si'],
      order('Calle Canarias 51', line('Volcán de Pastor', 1)),
    ),
    d(
      'tu-tro-25',
      'fuera-de-menu',
      ['3 tacos de tripa y 3 de suadero', 'ok, nomás los de suadero', 'es todo', 'Calle Soria 8', 'si'],
      order('Calle Soria 8', line('Taco de Suadero', 3)),
    ),
    d(
      'tu-tro-26',
      'post-confirmacion',
      ['5 tacos al pastor', 'es todo', 'Calle Holbein 100', 'si', 'oye agrégale un agua de horchata de medio'],
      order('Calle Holbein 100', line('Taco al Pastor', 5), line('Agua de Horchata 500 ml', 1)),
    ),
    d(
      'tu-tro-27',
      'post-confirmacion',
      ['2 gringas de pastor y una coca', 'es todo', 'Calle Tintoreto 33', 'si', 'quítale la coca porfa'],
      order('Calle Tintoreto 33', line('Gringa de Pastor', 2)),
    ),
    d(
      'tu-tro-28',
      'post-confirmacion',
      ['una gringa de pastor', 'es todo', 'Calle Rubens 9', 'si', 'ponle extra piña porfa'],
      order('Calle Rubens 9', line('Gringa de Pastor', 1), line('Extra Piña', 1)),
    ),
    d(
      'tu-tro-29',
      'post-confirmacion',
      ['2 volcanes de pastor', 'es todo', 'Calle Goya 52', 'si', 'ya no quiero los volcanes, mejor 6 tacos de suadero'],
      order('Calle Goya 52', line('Taco de Suadero', 6)),
    ),
    d(
      'tu-tro-30',
      'cancelacion',
      ['un combo pareja', 'es todo', 'Calle Murillo 14', 'si', 'siempre no, cancélalo porfa'],
      cancelled('Calle Murillo 14', line('Combo Pareja', 1)),
    ),
    d('tu-tro-31', 'cancelacion', ['hasta qué hora abren?', 'ok gracias'], null),
    d('tu-tro-32', 'cancelacion', [['5 de pastor', 'y una gringa', 'no, mejor ya no pido nada, gracias']], null),
    d(
      'tu-tro-33',
      'voz',
      [
        'hola buenas noches quiero diez tacos al pastor con todo y dos gringas de pastor y dos cocas a la calle Odesa 512 colonia Portales y es todo',
        'sí',
      ],
      order(
        'calle Odesa 512 colonia Portales',
        line('Taco al Pastor', 10, 'con todo'),
        line('Gringa de Pastor', 2),
        line('Coca-Cola 600 ml', 2),
      ),
    ),
    d(
      'tu-tro-34',
      'voz',
      [
        'qué tal mira quiero un combo trompo con agua de jamaica y aparte unas cebollitas asadas es todo',
        'calle Ermita Iztapalapa 400 colonia Sinatel',
        'sí',
      ],
      order('calle Ermita Iztapalapa 400 colonia Sinatel', line('Combo Trompo', 1, 'con agua de jamaica'), line('Cebollitas Asadas', 1)),
    ),
    d(
      'tu-tro-35',
      'voz',
      ['oye mándame dos gringas de pastor una con todo y otra sin cebolla a la calle Lago Zurich 20 y es todo gracias', 'sí'],
      order('calle Lago Zurich 20', line('Gringa de Pastor', 1, 'con todo'), line('Gringa de Pastor', 1, 'sin cebolla')),
    ),
    d(
      'tu-tro-36',
      'tamanos',
      ['un agua de horchata de litro y una de jamaica de medio', 'y 3 de pastor', 'es todo', 'Calle Cerrada de Pino 3', 'si'],
      order('Calle Cerrada de Pino 3', line('Agua de Horchata 1 L', 1), line('Agua de Jamaica 500 ml', 1), line('Taco al Pastor', 3)),
    ),
    d(
      'tu-tro-37',
      'tamanos',
      ['unos frijoles charros chicos y unos grandes', 'es todo', 'Calle Cumbres de Maltrata 11', 'si'],
      order('Calle Cumbres de Maltrata 11', line('Frijoles Charros Chicos', 1), line('Frijoles Charros Grandes', 1)),
    ),
    d(
      'tu-tro-38',
      'tamanos',
      ['5 de suadero', 'en orden porfa', 'es todo', 'Calle Tajín 200', 'si'],
      order('Calle Tajín 200', line('Orden de Suadero 5 pzas', 1)),
    ),
    d(
      'tu-tro-39',
      'tamanos',
      ['2 aguas de jamaica de litro', 'es todo', 'Calle Dr. Vértiz 990', 'si'],
      order('Calle Dr. Vértiz 990', line('Agua de Jamaica 1 L', 2)),
    ),
    d(
      'tu-tro-40',
      'extras',
      ['una gringa de pastor con extra queso', 'es todo', 'Calle Emperadores 61', 'si'],
      order('Calle Emperadores 61', line('Gringa de Pastor', 1), line('Extra Queso', 1)),
    ),
    d(
      'tu-tro-41',
      'extras',
      ['un alambre de bistec y una gringa de pastor', 'y ponle extra queso a la gringa', 'es todo', 'Calle Necaxa 17', 'si'],
      order('Calle Necaxa 17', line('Alambre de Bistec', 1), line('Gringa de Pastor', 1), line('Extra Queso', 1)),
    ),
    d(
      'tu-tro-42',
      'extras',
      ['2 órdenes de pastor con guacamole extra', 'es todo', 'Calle Dakota 90', 'si'],
      order('Calle Dakota 90', line('Orden de Pastor 5 pzas', 2), line('Guacamole Extra', 2)),
    ),
    d(
      'tu-tro-43',
      'extras',
      ['una orden de pastor', 'con extra piña', 'es todo', 'Calle Kansas 44', 'si'],
      order('Calle Kansas 44', line('Orden de Pastor 5 pzas', 1), line('Extra Piña', 1)),
    ),
    d(
      'tu-tro-44',
      'combos',
      ['un combo pareja, una orden de pastor y una de suadero, con horchata y jamaica', 'es todo', 'Calle Georgia 120', 'si'],
      order('Calle Georgia 120', line('Combo Pareja', 1, 'una orden de pastor y una de suadero, con horchata y jamaica')),
    ),
    d(
      'tu-tro-45',
      'combos',
      ['un combo trompo', 'con jamaica', 'es todo', 'Calle Filadelfia 5', 'si'],
      order('Calle Filadelfia 5', line('Combo Trompo', 1, 'con jamaica')),
    ),
    d(
      'tu-tro-46',
      'combos',
      ['2 combos trompo, uno con horchata y otro con jamaica', 'es todo', 'Calle Pensilvania 300', 'si'],
      order('Calle Pensilvania 300', line('Combo Trompo', 1, 'con horchata'), line('Combo Trompo', 1, 'con jamaica')),
    ),
    d(
      'tu-tro-47',
      'combos',
      ['un paquete familiar de pastor', 'y aparte 2 cocas', 'es todo', 'Calle Texas 71', 'si'],
      order('Calle Texas 71', line('Paquete Familiar', 1, 'de pastor'), line('Coca-Cola 600 ml', 2)),
    ),
    d(
      'tu-tro-48',
      'rafagas',
      [['buenas', 'me manda 6 de pastor', 'y una coca'], 'es todo', 'Calle Colorado 12', 'si'],
      order('Calle Colorado 12', line('Taco al Pastor', 6), line('Coca-Cola 600 ml', 1)),
    ),
    d(
      'tu-tro-49',
      'rafagas',
      [['3 de suadero', 'no mejor 4', 'y un agua de horchata de litro'], 'es todo', 'Calle Ohio 2', 'si'],
      order('Calle Ohio 2', line('Taco de Suadero', 4), line('Agua de Horchata 1 L', 1)),
    ),
    d(
      'tu-tro-50',
      'rafagas',
      [['una gringa de pastor', 'sin cebolla', 'con extra queso', 'y 2 tacos de bistec'], 'es todo', 'Calle Kentucky 8', 'si'],
      order('Calle Kentucky 8', line('Gringa de Pastor', 1, 'sin cebolla'), line('Extra Queso', 1), line('Taco de Bistec', 2)),
    ),
    d(
      'tu-tro-51',
      'rafagas',
      [['oye', 'un combo trompo con horchata', 'a la Calle Montana 33, Col. Nápoles'], 'es todo', 'si'],
      order('Calle Montana 33, Col. Nápoles', line('Combo Trompo', 1, 'con horchata')),
    ),
    d(
      'tu-tro-52',
      'rafagas',
      [['2 órdenes de pastor', 'una con todo', 'y la otra sin piña'], 'es todo', 'Calle Indiana 150', 'si'],
      order('Calle Indiana 150', line('Orden de Pastor 5 pzas', 1, 'con todo'), line('Orden de Pastor 5 pzas', 1, 'sin piña')),
    ),
    d(
      'tu-tro-53',
      'notas',
      ['3 tacos de suadero', 'y 2 de bistec', 'los de bistec bien doraditos porfa', 'es todo', 'Calle Nevada 6', 'si'],
      order('Calle Nevada 6', line('Taco de Suadero', 3), line('Taco de Bistec', 2, 'bien doraditos')),
    ),
  ],
};
