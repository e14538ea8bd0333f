import type { EvalMenu } from '../../menus/index.js';
import { item, profile } from '../../tuning/kit.js';
import { cancelled, dialoguesFor, line, order, preparing } from '../../types.js';

const d = dialoguesFor('menuderia');

/**
 * A menudería in Guadalajara (fresh test menu, written by the lead of issue #21 in session 7
 * while three helpers changed the engine; never shown to them): menudo by size with its volume
 * in the name and a two-litre take-home, pozole by size, antojitos in counted orders, tortillas
 * by the ten, paid extras for the bowl, aguas by size, two combos (one with a drink of choice)
 * and two sold-out items.
 */
export const MENUDERIA_MENU: EvalMenu = {
  restaurant: profile(
    'Menudería Doña Chuy',
    'Calle Mezquitán 512, Col. Centro, Guadalajara',
    '+523336142290',
    'de martes a domingo de 7:00 a. m. a 3:00 p. m.',
  ),
  items: [
    item('Menudo Chico 500 ml', 'Menudo', 85),
    item('Menudo Mediano 750 ml', 'Menudo', 110),
    item('Menudo Grande 1 L', 'Menudo', 140),
    item('Menudo para Llevar 2 L', 'Menudo', 260, { description: 'Con cebolla, orégano, chile y limón aparte' }),
    item('Pozole Rojo Chico', 'Pozole', 80),
    item('Pozole Rojo Grande', 'Pozole', 120),
    item('Tostadas de Pata 3 pzas', 'Antojitos', 75),
    item('Sopes 2 pzas', 'Antojitos', 60, { description: 'Frijol, crema, queso y salsa verde' }),
    item('Gorditas de Chicharrón 3 pzas', 'Antojitos', 75),
    item('Flautas 4 pzas', 'Antojitos', 80, { available: false }),
    item('Quesadilla Sencilla', 'Antojitos', 35),
    item('Tortillas Hechas a Mano 10 pzas', 'Complementos', 25),
    item('Bolillo', 'Complementos', 8),
    item('Extra Pata', 'Extras', 30),
    item('Extra Granos de Maíz', 'Extras', 15),
    item('Extra Pancita', 'Extras', 25),
    item('Café de Olla', 'Bebidas', 30),
    item('Champurrado', 'Bebidas', 35, { available: false }),
    item('Refresco 600 ml', 'Bebidas', 30),
    item('Agua de Horchata 500 ml', 'Bebidas', 30),
    item('Agua de Horchata 1 L', 'Bebidas', 50),
    item('Agua de Jamaica 500 ml', 'Bebidas', 30),
    item('Agua de Jamaica 1 L', 'Bebidas', 50),
    item('Combo Cruda', 'Combos', 150, { description: 'Un menudo mediano 750 ml, tortillas hechas a mano 10 pzas y un refresco 600 ml' }),
    item('Combo Familiar', 'Combos', 420, { description: 'Menudo para llevar 2 L, tostadas de pata 3 pzas y un agua de 1 L a escoger' }),
  ],
};

export const MENUDERIA_DIALOGUES = [
  d(
    'fr-men-01',
    'basico',
    ['buenos dias, me manda un menudo grande porfavor', 'es todo', 'Calle Herrera y Cairo 1450, Col. Santa Teresita', 'si'],
    order('Calle Herrera y Cairo 1450, Col. Santa Teresita', line('Menudo Grande 1 L', 1)),
  ),
  d(
    'fr-men-02',
    'basico',
    ['2 pozoles rojos grandes y un cafe de olla', 'nada mas', 'Av. Ávila Camacho 2010, depto 5', 'sip'],
    order('Av. Ávila Camacho 2010, depto 5', line('Pozole Rojo Grande', 2), line('Café de Olla', 1)),
  ),
  d(
    'fr-men-03',
    'basico',
    ['quiero unos sopes y una quesadilla sencilla', 'eso es todo', 'Calle Garibaldi 880, Col. Americana', 'si'],
    order('Calle Garibaldi 880, Col. Americana', line('Sopes 2 pzas', 1), line('Quesadilla Sencilla', 1)),
  ),
  d(
    'fr-men-04',
    'ortografia',
    ['kiero un menudo mediano i un bolio', 'ya es todo', 'calle jose maria vigil 2200', 'si'],
    order('calle jose maria vigil 2200', line('Menudo Mediano 750 ml', 1), line('Bolillo', 1)),
  ),
  d(
    'fr-men-05',
    'ortografia',
    ['me das 3 gorditas de chicharon y un refresco xfa', 'es todo', 'av la paz 1900 int 4', 'va'],
    order('av la paz 1900 int 4', line('Gorditas de Chicharrón 3 pzas', 1), line('Refresco 600 ml', 1)),
  ),
  d(
    'fr-men-06',
    'ortografia',
    ['un posole rojo chico y un agua de jamaika de medio', 'es todo', 'calle morelos 77 centro', 'si'],
    order('calle morelos 77 centro', line('Pozole Rojo Chico', 1), line('Agua de Jamaica 500 ml', 1)),
  ),
  d(
    'fr-men-07',
    'cantidades',
    ['6 tostadas de pata porfa', 'es todo', 'Calle Juan Manuel 340', 'si'],
    order('Calle Juan Manuel 340', line('Tostadas de Pata 3 pzas', 2)),
  ),
  d(
    'fr-men-08',
    'cantidades',
    ['un menudo de litro y 20 tortillas', 'es todo', 'Calle Colonias 221, Col. Americana', 'si'],
    order('Calle Colonias 221, Col. Americana', line('Menudo Grande 1 L', 1), line('Tortillas Hechas a Mano 10 pzas', 2)),
  ),
  d(
    'fr-men-09',
    'cantidades',
    ['tres menudos chicos y un par de bolillos', 'es todo', 'Calle Pedro Moreno 1100', 'si'],
    order('Calle Pedro Moreno 1100', line('Menudo Chico 500 ml', 3), line('Bolillo', 2)),
  ),
  d(
    'fr-men-10',
    'notas',
    ['un menudo mediano sin pancita, pura pata porfa', 'es todo', 'Calle Libertad 1620', 'si'],
    order('Calle Libertad 1620', line('Menudo Mediano 750 ml', 1, 'sin pancita, pura pata')),
  ),
  d(
    'fr-men-11',
    'notas',
    ['2 menudos grandes', 'uno sin chile y el otro normal', 'es todo', 'Calle Marsella 56', 'si'],
    order('Calle Marsella 56', line('Menudo Grande 1 L', 1, 'sin chile'), line('Menudo Grande 1 L', 1)),
  ),
  d(
    'fr-men-12',
    'notas',
    ['un pozole rojo grande', 'con la cebolla aparte porfa', 'es todo', 'Calle Lerdo de Tejada 2030', 'si'],
    order('Calle Lerdo de Tejada 2030', line('Pozole Rojo Grande', 1, 'con la cebolla aparte')),
  ),
  d(
    'fr-men-13',
    'correcciones',
    ['un menudo chico', 'no mejor el grande', 'es todo', 'Calle Prisciliano Sánchez 600', 'si'],
    order('Calle Prisciliano Sánchez 600', line('Menudo Grande 1 L', 1)),
  ),
  d(
    'fr-men-14',
    'correcciones',
    ['3 quesadillas sencillas y un cafe de olla', 'eran 2 quesadillas no 3', 'es todo', 'Calle Madero 410', 'si'],
    order('Calle Madero 410', line('Quesadilla Sencilla', 2), line('Café de Olla', 1)),
  ),
  d(
    'fr-men-15',
    'correcciones',
    ['un pozole rojo chico y un refresco', 'quitame el refresco', 'es todo', 'Calle Reforma 1290', 'si'],
    order('Calle Reforma 1290', line('Pozole Rojo Chico', 1)),
  ),
  d(
    'fr-men-16',
    'direccion',
    ['un menudo para llevar de 2 litros', 'es todo', 'es en Calle Tomás V. Gómez 88, col. Ladrón de Guevara', 'si'],
    order('Calle Tomás V. Gómez 88, col. Ladrón de Guevara', line('Menudo para Llevar 2 L', 1)),
  ),
  d(
    'fr-men-17',
    'direccion',
    ['2 menudos medianos', ['es todo', 'calle general coronado 512', 'entre hidalgo y morelos', 'porton negro'], 'si'],
    order('calle general coronado 512, entre hidalgo y morelos, porton negro', line('Menudo Mediano 750 ml', 2)),
  ),
  d(
    'fr-men-18',
    'direccion',
    ['mandame a Av. Américas 1500 torre B depto 902 un menudo grande', 'es todo', 'si'],
    order('Av. Américas 1500 torre B depto 902', line('Menudo Grande 1 L', 1)),
  ),
  d(
    'fr-men-19',
    'ambiguedad',
    ['un menudo porfa', 'el mediano', 'es todo', 'Calle Manuel Acuña 2700', 'si'],
    order('Calle Manuel Acuña 2700', line('Menudo Mediano 750 ml', 1)),
  ),
  d(
    'fr-men-20',
    'ambiguedad',
    ['un agua de horchata', 'de litro', 'es todo', 'Calle Contreras Medellín 300', 'si'],
    order('Calle Contreras Medellín 300', line('Agua de Horchata 1 L', 1)),
  ),
  d(
    'fr-men-21',
    'ambiguedad',
    ['2 pozoles', 'chicos', 'y unas tostadas de pata', 'es todo', 'Calle Angulo 1555', 'si'],
    order('Calle Angulo 1555', line('Pozole Rojo Chico', 2), line('Tostadas de Pata 3 pzas', 1)),
  ),
  d(
    'fr-men-22',
    'fuera-de-menu',
    ['tienen birria?', 'ok entonces un menudo grande', 'es todo', 'Calle Jesús García 901', 'si'],
    order('Calle Jesús García 901', line('Menudo Grande 1 L', 1)),
  ),
  d(
    'fr-men-23',
    'fuera-de-menu',
    ['un champurrado y unos sopes', 'ah bueno, entonces nomas los sopes', 'es todo', 'Calle Zaragoza 230', 'si'],
    order('Calle Zaragoza 230', line('Sopes 2 pzas', 1)),
  ),
  d(
    'fr-men-24',
    'fuera-de-menu',
    ['me das unas flautas', 'bueno entonces unas gorditas de chicharron', 'es todo', 'Calle Belén 410', 'si'],
    order('Calle Belén 410', line('Gorditas de Chicharrón 3 pzas', 1)),
  ),
  d(
    'fr-men-25',
    'post-confirmacion',
    ['un menudo grande', 'es todo', 'Calle Independencia 1020', 'si', 'oye agregale un bolillo porfa'],
    order('Calle Independencia 1020', line('Menudo Grande 1 L', 1), line('Bolillo', 1)),
  ),
  d(
    'fr-men-26',
    'post-confirmacion',
    ['2 pozoles rojos chicos y un refresco', 'es todo', 'Calle Hospital 115', 'si', 'quitale el refresco porfa'],
    order('Calle Hospital 115', line('Pozole Rojo Chico', 2)),
  ),
  d(
    'fr-men-27',
    'post-confirmacion',
    ['un menudo mediano', 'es todo', 'Calle Santa Mónica 640', 'si', '#cocina:preparing', 'ya viene?'],
    preparing('Calle Santa Mónica 640', line('Menudo Mediano 750 ml', 1)),
  ),
  d(
    'fr-men-28',
    'cancelacion',
    ['un menudo para llevar de 2 litros', 'es todo', 'Calle Mezquitán 1200', 'si', 'siempre no, cancelalo porfavor'],
    cancelled('Calle Mezquitán 1200', line('Menudo para Llevar 2 L', 1)),
  ),
  d('fr-men-29', 'cancelacion', ['2 menudos chicos', 'mejor ya no, gracias'], null),
  d('fr-men-30', 'cancelacion', ['a que hora abren el domingo?', 'ok gracias'], null),
  d(
    'fr-men-31',
    'voz',
    [
      'buenos dias quisiera un menudo grande y dos aguas de horchata de medio litro a la calle pino suarez numero trescientos colonia centro seria todo',
      'si',
    ],
    order('calle pino suarez numero trescientos colonia centro', line('Menudo Grande 1 L', 1), line('Agua de Horchata 500 ml', 2)),
  ),
  d(
    'fr-men-32',
    'voz',
    ['me mandas por favor un pozole rojo grande y unas tostadas de pata', 'es todo', 'calle ramon corona cuatrocientos diez', 'si'],
    order('calle ramon corona cuatrocientos diez', line('Pozole Rojo Grande', 1), line('Tostadas de Pata 3 pzas', 1)),
  ),
  d(
    'fr-men-33',
    'voz',
    ['hola quiero tres quesadillas sencillas y un cafe de olla nada mas', 'calle degollado ciento veinte', 'si'],
    order('calle degollado ciento veinte', line('Quesadilla Sencilla', 3), line('Café de Olla', 1)),
  ),
  d(
    'fr-men-34',
    'tamanos',
    ['un menudo de 750', 'es todo', 'Calle Chapultepec 480', 'si'],
    order('Calle Chapultepec 480', line('Menudo Mediano 750 ml', 1)),
  ),
  d(
    'fr-men-35',
    'tamanos',
    ['un agua de jamaica de litro y un menudo de medio litro', 'es todo', 'Calle Vidrio 1800', 'si'],
    order('Calle Vidrio 1800', line('Agua de Jamaica 1 L', 1), line('Menudo Chico 500 ml', 1)),
  ),
  d(
    'fr-men-36',
    'tamanos',
    ['2 pozoles grandes y 2 chicos', 'es todo', 'Calle Efraín González Luna 2150', 'si'],
    order('Calle Efraín González Luna 2150', line('Pozole Rojo Grande', 2), line('Pozole Rojo Chico', 2)),
  ),
  d(
    'fr-men-37',
    'extras',
    ['un menudo grande con extra pata', 'es todo', 'Calle López Cotilla 1333', 'si'],
    order('Calle López Cotilla 1333', line('Menudo Grande 1 L', 1), line('Extra Pata', 1)),
  ),
  d(
    'fr-men-38',
    'extras',
    ['2 menudos medianos con extra de maiz', 'es todo', 'Calle Argentina 95', 'si'],
    order('Calle Argentina 95', line('Menudo Mediano 750 ml', 2), line('Extra Granos de Maíz', 2)),
  ),
  d(
    'fr-men-39',
    'extras',
    ['un menudo chico con extra pancita y unas tortillas', 'es todo', 'Calle Bélgica 20', 'si'],
    order('Calle Bélgica 20', line('Menudo Chico 500 ml', 1), line('Extra Pancita', 1), line('Tortillas Hechas a Mano 10 pzas', 1)),
  ),
  d(
    'fr-men-40',
    'combos',
    ['un combo familiar con agua de jamaica', 'es todo', 'Calle Colomos 2240', 'si'],
    order('Calle Colomos 2240', line('Combo Familiar', 1, 'con agua de jamaica')),
  ),
  d('fr-men-41', 'combos', ['2 combos cruda', 'es todo', 'Calle Nápoles 77', 'si'], order('Calle Nápoles 77', line('Combo Cruda', 2))),
  d(
    'fr-men-42',
    'combos',
    ['un combo cruda y un cafe de olla', 'es todo', 'Calle Hamburgo 31', 'si'],
    order('Calle Hamburgo 31', line('Combo Cruda', 1), line('Café de Olla', 1)),
  ),
  d(
    'fr-men-43',
    'rafagas',
    [['buen dia', 'me manda un menudo grande', 'y 2 bolillos'], 'es todo', 'Calle Miguel Blanco 950', 'si'],
    order('Calle Miguel Blanco 950', line('Menudo Grande 1 L', 1), line('Bolillo', 2)),
  ),
  d(
    'fr-men-44',
    'rafagas',
    [['hola', '3 menudos medianos', 'uno sin cebolla porfa'], 'es todo', 'Calle Penitenciaría 300', 'si'],
    order('Calle Penitenciaría 300', line('Menudo Mediano 750 ml', 1, 'sin cebolla'), line('Menudo Mediano 750 ml', 2)),
  ),
  d(
    'fr-men-45',
    'rafagas',
    ['un pozole rojo grande', ['ah', 'y un agua de horchata de litro', 'eso es todo'], 'Calle Juárez 640', 'si'],
    order('Calle Juárez 640', line('Pozole Rojo Grande', 1), line('Agua de Horchata 1 L', 1)),
  ),
];
