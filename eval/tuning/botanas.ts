import { dialoguesFor, line, order } from '../types.js';
import { item, profile, type TuningSet } from './kit.js';

const d = dialoguesFor('botanas');

/**
 * A snack stand in Monterrey (written blind, before running the engine, by the "spell" helper
 * of session 7): "locos" snacks customers join or split ("papaslocas", "dori locos"), esquites by
 * size next to one with tuétano, two nachos and two litre waters that share words, paid extras,
 * two combos and two sold-out items. Weighted to spelling, "¿de cuál?", voice and bursts.
 */
export const BOTANAS: TuningSet = {
  id: 'botanas',
  menu: {
    restaurant: profile(
      'Botanas La Güera',
      'Calle Zaragoza 310 Sur, Col. Centro, Monterrey',
      '+528183402261',
      'todos los días de 12:00 p. m. a 10:00 p. m.',
    ),
    items: [
      item('Papas Locas', 'Botanas', 65, { description: 'Papas con pepino, jícama, cueritos, cacahuates japoneses y salsas' }),
      item('Tostilocos', 'Botanas', 60),
      item('Dorilocos', 'Botanas', 60),
      item('Chicharrón Preparado', 'Botanas', 55),
      item('Pepinos Locos', 'Botanas', 45),
      item('Cueritos Preparados', 'Botanas', 50, { available: false }),
      item('Maruchan Preparada', 'Botanas', 55, { available: false }),
      item('Nachos con Queso', 'Nachos', 59),
      item('Nachos Supremos', 'Nachos', 89, { description: 'Queso, carne molida, frijoles, jalapeño y crema' }),
      item('Esquite Chico', 'Esquites', 35),
      item('Esquite Grande', 'Esquites', 50),
      item('Esquite con Tuétano', 'Esquites', 75),
      item('Fruta Picada Chica', 'Fruta', 40),
      item('Fruta Picada Grande', 'Fruta', 60),
      item('Mangonada 500 ml', 'Bebidas', 70),
      item('Agua de Horchata 1 L', 'Bebidas', 35),
      item('Agua de Jamaica 1 L', 'Bebidas', 35),
      item('Refresco 600 ml', 'Bebidas', 28),
      item('Extra Queso Amarillo', 'Extras', 15),
      item('Extra Cueritos', 'Extras', 15),
      item('Extra Chamoy', 'Extras', 10),
      item('Combo Botanero', 'Combos', 119, { description: 'Unas papas locas o tostilocos a escoger y un agua de 1 L' }),
      item('Combo Fiesta', 'Combos', 249, { description: 'Dos botanas a escoger, una fruta picada grande y dos refrescos' }),
    ],
  },
  dialogues: [
    d(
      'tu-bot-01',
      'basico',
      ['hola, me das unas papas locas y una agua de horchata', 'es todo', 'Calle Padre Mier 300, col. Centro', 'si'],
      order('Calle Padre Mier 300, col. Centro', line('Papas Locas', 1), line('Agua de Horchata 1 L', 1)),
    ),
    d(
      'tu-bot-02',
      'basico',
      ['quiero unos tostilocos y un refresco', 'nada mas', 'Av. Constitución 1500', 'si'],
      order('Av. Constitución 1500', line('Tostilocos', 1), line('Refresco 600 ml', 1)),
    ),
    d(
      'tu-bot-03',
      'basico',
      ['un chicharron preparado y unos pepinos locos porfa', 'es todo', 'Calle Padre Mier 820', 'si'],
      order('Calle Padre Mier 820', line('Chicharrón Preparado', 1), line('Pepinos Locos', 1)),
    ),
    d(
      'tu-bot-04',
      'ortografia',
      ['kiero unas papaz lokas y unos dori locos', 'ya es todo', 'calle washington 410', 'si'],
      order('calle washington 410', line('Papas Locas', 1), line('Dorilocos', 1)),
    ),
    d(
      'tu-bot-05',
      'ortografia',
      ['me mandas un eskite grande y una mangoneada xfa', 'es todo', 'av garza sada 2501', 'va'],
      order('av garza sada 2501', line('Esquite Grande', 1), line('Mangonada 500 ml', 1)),
    ),
    d(
      'tu-bot-06',
      'ortografia',
      ['unos tostilocos y unos nachos con keso', 'es todo', 'calle modesto arreola 900', 'si'],
      order('calle modesto arreola 900', line('Tostilocos', 1), line('Nachos con Queso', 1)),
    ),
    d(
      'tu-bot-07',
      'ortografia',
      ['2 chicharones preparados i un agua de jamaika', 'eso es todo', 'calle aramberri 1200', 'si'],
      order('calle aramberri 1200', line('Chicharrón Preparado', 2), line('Agua de Jamaica 1 L', 1)),
    ),
    d(
      'tu-bot-08',
      'ortografia',
      ['unas papaslocas con extra cueritos', 'es todo', 'calle 15 de mayo 640', 'si'],
      order('calle 15 de mayo 640', line('Papas Locas', 1), line('Extra Cueritos', 1)),
    ),
    d(
      'tu-bot-09',
      'ortografia',
      ['me das un esquite con tuetano y una fruta picada grnade', 'es todo', 'calle hidalgo 2210 pte', 'si'],
      order('calle hidalgo 2210 pte', line('Esquite con Tuétano', 1), line('Fruta Picada Grande', 1)),
    ),
    d(
      'tu-bot-10',
      'ortografia',
      ['unos nachos supremos y un refresco d 600', 'es todo', 'calle tapia 505', 'si'],
      order('calle tapia 505', line('Nachos Supremos', 1), line('Refresco 600 ml', 1)),
    ),
    d(
      'tu-bot-11',
      'ortografia',
      ['unos pepinos lokos y una orchata', 'es todo', 'calle villagran 77', 'si'],
      order('calle villagran 77', line('Pepinos Locos', 1), line('Agua de Horchata 1 L', 1)),
    ),
    d(
      'tu-bot-12',
      'ortografia',
      ['sinco esquites chicos pz', 'es todo', 'calle juarez 1300', 'si'],
      order('calle juarez 1300', line('Esquite Chico', 5)),
    ),
    d(
      'tu-bot-13',
      'ambiguedad',
      ['unos nachos', 'los supremos', 'es todo', 'Calle Juan Ignacio Ramón 500', 'si'],
      order('Calle Juan Ignacio Ramón 500', line('Nachos Supremos', 1)),
    ),
    d(
      'tu-bot-14',
      'ambiguedad',
      ['un esquite', 'chico', 'es todo', 'Calle Matamoros 1010', 'si'],
      order('Calle Matamoros 1010', line('Esquite Chico', 1)),
    ),
    d(
      'tu-bot-15',
      'ambiguedad',
      ['una fruta picada', 'la grande', 'es todo', 'Calle Morelos 444', 'si'],
      order('Calle Morelos 444', line('Fruta Picada Grande', 1)),
    ),
    d(
      'tu-bot-16',
      'ambiguedad',
      ['un agua de 1 litro', 'la de jamaica', 'es todo', 'Calle Colegio Civil 300', 'si'],
      order('Calle Colegio Civil 300', line('Agua de Jamaica 1 L', 1)),
    ),
    d(
      'tu-bot-17',
      'ambiguedad',
      ['un esquite', 'el primero', 'es todo', 'Calle Arista 12', 'si'],
      order('Calle Arista 12', line('Esquite Chico', 1)),
    ),
    d(
      'tu-bot-18',
      'ambiguedad',
      ['2 aguas', 'una de horchata y otra de jamaica', 'es todo', 'Calle Cuauhtémoc 880', 'si'],
      order('Calle Cuauhtémoc 880', line('Agua de Horchata 1 L', 1), line('Agua de Jamaica 1 L', 1)),
    ),
    d(
      'tu-bot-19',
      'ambiguedad',
      ['unos nachos con queso y un esquite de tuetano', 'es todo', 'Calle Degollado 640', 'si'],
      order('Calle Degollado 640', line('Nachos con Queso', 1), line('Esquite con Tuétano', 1)),
    ),
    d(
      'tu-bot-20',
      'voz',
      [
        'hola buenas tardes quisiera unas papas locas con extra chamoy y dos aguas de horchata para la calle ruperto martinez 450 colonia centro es todo',
        'si',
      ],
      order('calle ruperto martinez 450 colonia centro', line('Papas Locas', 1), line('Extra Chamoy', 1), line('Agua de Horchata 1 L', 2)),
    ),
    d(
      'tu-bot-21',
      'voz',
      ['me puedes mandar unos tostilocos y unos dorilocos y una mangonada seria todo', 'avenida revolucion 3000', 'si'],
      order('avenida revolucion 3000', line('Tostilocos', 1), line('Dorilocos', 1), line('Mangonada 500 ml', 1)),
    ),
    d(
      'tu-bot-22',
      'voz',
      ['buenas quiero un esquite grande con extra queso amarillo y un refresco eso es todo gracias', 'calle loma larga 120', 'si'],
      order('calle loma larga 120', line('Esquite Grande', 1), line('Extra Queso Amarillo', 1), line('Refresco 600 ml', 1)),
    ),
    d(
      'tu-bot-23',
      'rafagas',
      [['hola', 'me das unas papas locas', 'y unos pepinos locos', 'gracias'], 'es todo', 'Calle Jiménez 220', 'si'],
      order('Calle Jiménez 220', line('Papas Locas', 1), line('Pepinos Locos', 1)),
    ),
    d(
      'tu-bot-24',
      'rafagas',
      [['2 tostilocos', 'unos sin cueritos'], 'es todo', 'Calle Isaac Garza 90', 'si'],
      order('Calle Isaac Garza 90', line('Tostilocos', 1, 'sin cueritos'), line('Tostilocos', 1)),
    ),
    d(
      'tu-bot-25',
      'rafagas',
      [['unos nachos con queso', 'no espera', 'mejor los supremos'], 'es todo', 'Calle Abasolo 700', 'si'],
      order('Calle Abasolo 700', line('Nachos Supremos', 1)),
    ),
    d(
      'tu-bot-26',
      'rafagas',
      [['tienen maruchan preparada?', 'si no unos dorilocos'], 'es todo', 'Calle Escobedo 15', 'si'],
      order('Calle Escobedo 15', line('Dorilocos', 1)),
    ),
    d(
      'tu-bot-27',
      'combos',
      ['un combo botanero con papas locas y agua de jamaica', 'es todo', 'Calle Galeana 515', 'si'],
      order('Calle Galeana 515', line('Combo Botanero', 1, 'con papas locas y agua de jamaica')),
    ),
    d(
      'tu-bot-28',
      'fuera-de-menu',
      ['tienen cueritos preparados?', 'ah ok entonces un chicharron preparado', 'es todo', 'Calle Zuazua 101', 'si'],
      order('Calle Zuazua 101', line('Chicharrón Preparado', 1)),
    ),
    d(
      'tu-bot-29',
      'basico',
      ['unos tostilocos 🌶️🌶️ y una mangonada 🥭', 'es todo', 'Calle Allende 808', 'si'],
      order('Calle Allende 808', line('Tostilocos', 1), line('Mangonada 500 ml', 1)),
    ),
  ],
};
