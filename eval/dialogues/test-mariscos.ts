import { cancelled, dialoguesFor, line, order, preparing } from '../types.js';

const d = dialoguesFor('mariscos');

/** Test part: written before any tuning, never looked at while tuning. */
export const TEST_MARISCOS = [
  d(
    't-mar-01',
    'basico',
    ['buenas, me manda un aguachile verde y dos pacificos', 'es todo', 'Calle Delfín 23, Playa Sur', 'si'],
    order('Calle Delfín 23, Playa Sur', line('Aguachile Verde', 1), line('Cerveza Pacífico', 2)),
  ),
  d(
    't-mar-02',
    'basico',
    ['Hola quisiera una campechana y una limonada', 'sería todo', 'Av. del Mar 1200, depto 5', 'si por favor'],
    order('Av. del Mar 1200, depto 5', line('Campechana', 1), line('Limonada', 1)),
  ),
  d(
    't-mar-03',
    'ortografia',
    ['kiubo me das 3 tostadas d atun xfa', 'nop', 'calle gaviota 8 col. el faro', 'si'],
    order('calle gaviota 8 col. el faro', line('Tostada de Atún', 3)),
  ),
  d(
    't-mar-04',
    'ortografia',
    ['1 coctel d camaron grande y 1 miche porfa 🦐🍺', 'eso es todo', 'Calle Marlin 45', 'siii'],
    order('Calle Marlin 45', line('Coctel de Camarón Grande', 1), line('Michelada', 1)),
  ),
  d(
    't-mar-05',
    'cantidades',
    ['tostadas de ceviche unas 6', 'y dos limonadas', 'ya', 'Calle Coral 16, Marina', 'si'],
    order('Calle Coral 16, Marina', line('Tostada de Ceviche', 6), line('Limonada', 2)),
  ),
  d(
    't-mar-06',
    'cantidades',
    ['un filete empanizado', 'otro', 'es todo', 'Calle Ostión 2', 'si'],
    order('Calle Ostión 2', line('Filete Empanizado', 2)),
  ),
  d(
    't-mar-07',
    'notas',
    ['un aguachile rojo no muy picoso porfa', 'es todo', 'Calle Perla 40', 'si'],
    order('Calle Perla 40', line('Aguachile Rojo', 1, 'no muy picoso')),
  ),
  d(
    't-mar-08',
    'notas',
    ['2 cocteles de camaron chicos, uno sin cebolla y otro con todo', 'nada mas', 'Calle Concha 13', 'si'],
    order('Calle Concha 13', line('Coctel de Camarón Chico', 1, 'sin cebolla'), line('Coctel de Camarón Chico', 1, 'con todo')),
  ),
  d(
    't-mar-09',
    'correcciones',
    ['3 micheladas', 'no perdon, son 2', 'y un filete al mojo de ajo', 'es todo', 'Calle Ancla 9', 'si'],
    order('Calle Ancla 9', line('Michelada', 2), line('Filete al Mojo de Ajo', 1)),
  ),
  d(
    't-mar-10',
    'correcciones',
    ['camarones a la diabla y una limonada', 'mejor en vez de la limonada una pacifico', 'ya', 'Calle Timón 14', 'si'],
    order('Calle Timón 14', line('Camarones a la Diabla', 1), line('Cerveza Pacífico', 1)),
  ),
  d(
    't-mar-11',
    'direccion',
    ['un filete a la diabla', 'es todo', 'es en calle Sirena 102', 'col. Infonavit Playas, frente a la primaria', 'si'],
    order('calle Sirena 102, col. Infonavit Playas, frente a la primaria', line('Filete a la Diabla', 1)),
  ),
  d(
    't-mar-12',
    'direccion',
    ['2 tostadas de atun', 'nada mas', 'mandalo a Av. Ejército Mexicano 3000 int 4', 'si'],
    order('Av. Ejército Mexicano 3000 int 4', line('Tostada de Atún', 2)),
  ),
  d(
    't-mar-13',
    'ambiguedad',
    ['un aguachile', 'el verde', 'es todo', 'Calle Pez Vela 7', 'si'],
    order('Calle Pez Vela 7', line('Aguachile Verde', 1)),
  ),
  d(
    't-mar-14',
    'ambiguedad',
    ['quiero 2 cocteles de camaron', 'grandes', 'es todo', 'Calle Mero 11', 'si'],
    order('Calle Mero 11', line('Coctel de Camarón Grande', 2)),
  ),
  d(
    't-mar-15',
    'fuera-de-menu',
    ['tienen pulpo zarandeado?', 'ah ok, entonces unos camarones empanizados', 'es todo', 'Calle Atún 30', 'si'],
    order('Calle Atún 30', line('Camarones Empanizados', 1)),
  ),
  d(
    't-mar-16',
    'fuera-de-menu',
    ['una tostada de pulpo y una de ceviche', 'nomas la de ceviche entonces', 'es todo', 'Calle Robalo 5', 'si'],
    order('Calle Robalo 5', line('Tostada de Ceviche', 1)),
  ),
  d(
    't-mar-17',
    'post-confirmacion',
    ['un coctel de camaron grande', 'es todo', 'Calle Huachinango 18', 'si', 'ponle tambien 2 pacificos porfa'],
    order('Calle Huachinango 18', line('Coctel de Camarón Grande', 1), line('Cerveza Pacífico', 2)),
  ),
  d(
    't-mar-18',
    'post-confirmacion',
    ['campechana y una michelada', 'es todo', 'Calle Langosta 3', 'si', '#cocina:preparing', 'agregale una limonada'],
    preparing('Calle Langosta 3', line('Campechana', 1), line('Michelada', 1)),
  ),
  d(
    't-mar-19',
    'cancelacion',
    ['un filete empanizado', 'es todo', 'Calle Jaiba 29', 'si', 'ya no lo quiero, cancelalo'],
    cancelled('Calle Jaiba 29', line('Filete Empanizado', 1)),
  ),
  d('t-mar-20', 'cancelacion', ['me das un aguachile rojo', 'es todo', 'Calle Calamar 1', 'no, mejor cancela'], null),
  d(
    't-mar-21',
    'voz',
    [
      'hola buenas oiga me puede mandar un coctel de camaron chico una tostada de atun y dos micheladas a la calle Bahia 55 colonia Costa Azul porfavor',
      'si esta bien',
    ],
    order('calle Bahia 55 colonia Costa Azul', line('Coctel de Camarón Chico', 1), line('Tostada de Atún', 1), line('Michelada', 2)),
  ),
  d(
    't-mar-22',
    'voz',
    [
      'que onda mira quiero unos camarones empanizados y un filete al mojo de ajo y tres limonadas y ya es todo',
      'Calle Velero 71 col Nautico',
      'si',
    ],
    order('Calle Velero 71 col Nautico', line('Camarones Empanizados', 1), line('Filete al Mojo de Ajo', 1), line('Limonada', 3)),
  ),
];
