import { cancelled, dialoguesFor, line, order, preparing } from '../types.js';

const d = dialoguesFor('taqueria');

/** Test part: written before any tuning, never looked at while tuning. */
export const TEST_TAQUERIA = [
  d(
    't-taq-01',
    'basico',
    ['buenas noches', 'me da 4 tacos de pastor y 2 de suadero', 'es todo', 'Av. Tlalpan 1540, Portales', 'si'],
    order('Av. Tlalpan 1540, Portales', line('Taco al Pastor', 4), line('Taco de Suadero', 2)),
  ),
  d(
    't-taq-02',
    'basico',
    ['Hola quiero una torta cubana y una coca', 'nada mas', 'Calle Naranjo 77 col santa maria', 'sí confirmo'],
    order('Calle Naranjo 77 col santa maria', line('Torta Cubana', 1), line('Coca-Cola', 1)),
  ),
  d(
    't-taq-03',
    'ortografia',
    ['k onda, me mandas 3 d bistec xfa', 'y una d horchata', 'no es todo', 'calle oriente 14 #230 col agricola', 'simon'],
    order('calle oriente 14 #230 col agricola', line('Taco de Bistec', 3), line('Agua de Horchata', 1)),
  ),
  d(
    't-taq-04',
    'ortografia',
    ['holaa 👋 kiero 2 gringas d pastor porfa 🙏', 'ya seria todo', 'pa la calle cedro 9 col. el rosario', 'sii'],
    order('calle cedro 9 col. el rosario', line('Gringa de Pastor', 2)),
  ),
  d(
    't-taq-05',
    'cantidades',
    ['me das el paquete 5 tacos', 'y una coca light', 'es todo', 'Calle Sur 73 #12, Viaducto Piedad', 'si'],
    order('Calle Sur 73 #12, Viaducto Piedad', line('Paquete 5 Tacos', 1), line('Coca-Cola Light', 1)),
  ),
  d(
    't-taq-06',
    'cantidades',
    ['tacos de tripa unos 5', 'y de longaniza 3', 'eso es todo', 'Cerrada de Pino 4, San Pedro', 'va'],
    order('Cerrada de Pino 4, San Pedro', line('Taco de Tripa', 5), line('Taco de Longaniza', 3)),
  ),
  d(
    't-taq-07',
    'notas',
    ['2 de pastor, uno con todo y otro sin cebolla', 'ya', 'Calle Jade 30 col estrella', 'si'],
    order('Calle Jade 30 col estrella', line('Taco al Pastor', 1, 'con todo'), line('Taco al Pastor', 1, 'sin cebolla')),
  ),
  d(
    't-taq-08',
    'notas',
    ['una torta de milanesa sin jitomate y una quesadilla de queso bien dorada', 'es todo', 'Av. Hidalgo 301, Centro', 'sí'],
    order('Av. Hidalgo 301, Centro', line('Torta de Milanesa', 1, 'sin jitomate'), line('Quesadilla de Queso', 1, 'bien dorada')),
  ),
  d(
    't-taq-09',
    'correcciones',
    ['5 tacos de suadero', 'me equivoque, van 3', 'es todo', 'Calle Lirio 8, Jardines', 'si'],
    order('Calle Lirio 8, Jardines', line('Taco de Suadero', 3)),
  ),
  d(
    't-taq-10',
    'correcciones',
    ['3 de bistec, una horchata y una jamaica', 'sin la jamaica', 'ya es todo', 'Calle Rubí 45 col. valle', 'sale'],
    order('Calle Rubí 45 col. valle', line('Taco de Bistec', 3), line('Agua de Horchata', 1)),
  ),
  d(
    't-taq-11',
    'direccion',
    ['2 tortas cubanas', 'es todo', 'Laurel 14', 'col. jardines de la hacienda, es una casa blanca con porton negro', 'si'],
    order('Laurel 14, col. jardines de la hacienda, es una casa blanca con porton negro', line('Torta Cubana', 2)),
  ),
  d(
    't-taq-12',
    'direccion',
    ['me mandas un volcan de bistec a calle pirul 21 col ejidal', 'nomas eso', 'si'],
    order('calle pirul 21 col ejidal', line('Volcán de Bistec', 1)),
  ),
  d(
    't-taq-13',
    'ambiguedad',
    ['quiero una torta', 'la de milanesa', 'es todo', 'Calle Olmo 5', 'si'],
    order('Calle Olmo 5', line('Torta de Milanesa', 1)),
  ),
  d(
    't-taq-14',
    'ambiguedad',
    ['me das 2 aguas', 'de jamaica', 'y 4 de pastor', 'nada mas', 'Calle Encino 19, Arboledas', 'si'],
    order('Calle Encino 19, Arboledas', line('Agua de Jamaica', 2), line('Taco al Pastor', 4)),
  ),
  d(
    't-taq-15',
    'fuera-de-menu',
    ['una torta de jamon y 2 de pastor', 'ah ok entonces solo los tacos', 'es todo', 'Calle Fresno 3', 'si'],
    order('Calle Fresno 3', line('Taco al Pastor', 2)),
  ),
  d(
    't-taq-16',
    'fuera-de-menu',
    ['me das una modelo y 3 de suadero', 'va entonces una coca', 'es todo', 'Calle Ciprés 10', 'si'],
    order('Calle Ciprés 10', line('Taco de Suadero', 3), line('Coca-Cola', 1)),
  ),
  d(
    't-taq-17',
    'post-confirmacion',
    ['3 tacos de pastor', 'es todo', 'Calle Roble 2, Las Flores', 'si', 'oye agregale una coca porfa'],
    order('Calle Roble 2, Las Flores', line('Taco al Pastor', 3), line('Coca-Cola', 1)),
  ),
  d(
    't-taq-18',
    'post-confirmacion',
    ['una gringa de pastor', 'es todo', 'Calle Nogal 60', 'si', '#cocina:preparing', 'oye siempre no, cancelala'],
    preparing('Calle Nogal 60', line('Gringa de Pastor', 1)),
  ),
  d(
    't-taq-19',
    'cancelacion',
    ['2 tortas de milanesa', 'es todo', 'Calle Abeto 7', 'si', 'sabes q, cancelalo porfa'],
    cancelled('Calle Abeto 7', line('Torta de Milanesa', 2)),
  ),
  d('t-taq-20', 'cancelacion', ['3 de pastor', 'mejor no, olvidalo'], null),
  d(
    't-taq-21',
    'voz',
    [
      'hola buenas tardes fijate que quiero pedir unos tacos de pastor como unos seis y tambien una torta cubana y dos cocas y me lo mandas a la calle alamo 15 colonia los pinos porfa',
      'si porfa',
    ],
    order('calle alamo 15 colonia los pinos', line('Taco al Pastor', 6), line('Torta Cubana', 1), line('Coca-Cola', 2)),
  ),
  d(
    't-taq-22',
    'voz',
    [
      'hola que tal mira me mandas cuatro de bistec y dos de tripa bien doraditas y un agua de horchata es para la calle sauce 88 colonia del bosque gracias',
      'si asi esta bien',
    ],
    order(
      'calle sauce 88 colonia del bosque',
      line('Taco de Bistec', 4),
      line('Taco de Tripa', 2, 'bien doraditas'),
      line('Agua de Horchata', 1),
    ),
  ),
];
