import { cancelled, dialoguesFor, line, order, preparing } from '../types.js';

const d = dialoguesFor('cafeteria');

/** Test part: written before any tuning, never looked at while tuning. */
export const TEST_CAFETERIA = [
  d(
    't-caf-01',
    'basico',
    ['Buenos días, me manda unos chilaquiles verdes y un café americano', 'es todo', 'Calle Juárez 18, Centro', 'sí'],
    order('Calle Juárez 18, Centro', line('Chilaquiles Verdes', 1), line('Café Americano', 1)),
  ),
  d(
    't-caf-02',
    'basico',
    ['hola, 2 capuchinos y 2 conchas', 'nada más', 'Av. Universidad 455, of. 302', 'confirmo'],
    order('Av. Universidad 455, of. 302', line('Capuchino', 2), line('Concha', 2)),
  ),
  d(
    't-caf-03',
    'ortografia',
    ['buen dia, kiero unos molletes y un jugo d naranja xfa', 'es todo', 'calle 5 de mayo 210', 'si'],
    order('calle 5 de mayo 210', line('Molletes', 1), line('Jugo de Naranja', 1)),
  ),
  d(
    't-caf-04',
    'ortografia',
    ['me das 1 late porfa ☕️', 'y un pan d elote', 'ya', 'Privada Sauces 3', 'sip'],
    order('Privada Sauces 3', line('Latte', 1), line('Pan de Elote', 1)),
  ),
  d(
    't-caf-05',
    'cantidades',
    ['tres conchas y dos chocolates calientes', 'es todo', 'Calle Zaragoza 40', 'si'],
    order('Calle Zaragoza 40', line('Concha', 3), line('Chocolate Caliente', 2)),
  ),
  d(
    't-caf-06',
    'cantidades',
    ['un cafe de olla', 'otros 2 porfa', 'es todo', 'Calle Guerrero 7', 'si'],
    order('Calle Guerrero 7', line('Café de Olla', 3)),
  ),
  d(
    't-caf-07',
    'notas',
    ['un latte de vainilla deslactosado y un croissant de jamon y queso calientito', 'es todo', 'Calle Pino Suárez 66', 'si'],
    order('Calle Pino Suárez 66', line('Latte de Vainilla', 1, 'deslactosado'), line('Croissant de Jamón y Queso', 1, 'calientito')),
  ),
  d(
    't-caf-08',
    'notas',
    ['unos chilaquiles rojos con huevo estrellado', 'y un americano sin azucar', 'es todo', 'Calle Allende 3', 'si'],
    order('Calle Allende 3', line('Chilaquiles Rojos', 1, 'con huevo estrellado'), line('Café Americano', 1, 'sin azucar')),
  ),
  d(
    't-caf-09',
    'correcciones',
    ['2 sandwiches de jamon', 'ay no, solo 1', 'es todo', 'Calle Morelos 90', 'si'],
    order('Calle Morelos 90', line('Sándwich de Jamón', 1)),
  ),
  d(
    't-caf-10',
    'correcciones',
    ['un capuchino y un latte', 'quita el latte', 'es todo', 'Calle Abasolo 12', 'si'],
    order('Calle Abasolo 12', line('Capuchino', 1)),
  ),
  d(
    't-caf-11',
    'direccion',
    ['unos molletes', 'es todo', 'a Bosques de Chapultepec 25', 'fracc. Las Arboledas, casa con reja verde', 'si'],
    order('Bosques de Chapultepec 25, fracc. Las Arboledas, casa con reja verde', line('Molletes', 1)),
  ),
  d(
    't-caf-12',
    'direccion',
    ['me manda 2 cafes de olla a la calle Matamoros 140, oficina 2', 'eso es todo', 'si'],
    order('calle Matamoros 140, oficina 2', line('Café de Olla', 2)),
  ),
  d(
    't-caf-13',
    'ambiguedad',
    ['unos chilaquiles porfa', 'rojos', 'es todo', 'Calle Aldama 17', 'si'],
    order('Calle Aldama 17', line('Chilaquiles Rojos', 1)),
  ),
  d(
    't-caf-14',
    'ambiguedad',
    ['2 lattes', 'los de vainilla', 'es todo', 'Calle Victoria 2', 'si'],
    order('Calle Victoria 2', line('Latte de Vainilla', 2)),
  ),
  d(
    't-caf-15',
    'fuera-de-menu',
    ['un frappe de moka', 'ok entonces un latte', 'es todo', 'Calle Colón 26', 'si'],
    order('Calle Colón 26', line('Latte', 1)),
  ),
  d(
    't-caf-16',
    'fuera-de-menu',
    ['un jugo verde y unos molletes', 'bueno entonces nomas los molletes', 'es todo', 'Calle Iturbide 4', 'si'],
    order('Calle Iturbide 4', line('Molletes', 1)),
  ),
  d(
    't-caf-17',
    'post-confirmacion',
    ['un americano y una concha', 'es todo', 'Calle Hidalgo 80', 'si', 'oye agregale otra concha'],
    order('Calle Hidalgo 80', line('Café Americano', 1), line('Concha', 2)),
  ),
  d(
    't-caf-18',
    'post-confirmacion',
    ['chilaquiles verdes', 'es todo', 'Calle Negrete 1', 'si', '#cocina:preparing', 'mejor cancelalo'],
    preparing('Calle Negrete 1', line('Chilaquiles Verdes', 1)),
  ),
  d(
    't-caf-19',
    'cancelacion',
    ['2 latte de vainilla', 'es todo', 'Calle Mina 8', 'si', 'perdon me equivoque de sucursal, cancela el pedido'],
    cancelled('Calle Mina 8', line('Latte de Vainilla', 2)),
  ),
  d('t-caf-20', 'cancelacion', ['a que hora abren?', 'ok gracias'], null),
  d(
    't-caf-21',
    'voz',
    [
      'buenos dias oiga quiero unos chilaquiles verdes con pollo y un cafe de olla y un jugo de naranja me lo manda a la calle Ocampo 301 colonia Centro por favor',
      'si gracias',
    ],
    order(
      'calle Ocampo 301 colonia Centro',
      line('Chilaquiles Verdes', 1, 'con pollo'),
      line('Café de Olla', 1),
      line('Jugo de Naranja', 1),
    ),
  ),
  d(
    't-caf-22',
    'voz',
    ['hola me mandas dos capuchinos y tres conchas y un pan de elote es para la oficina en Av. Constituyentes 1000 piso 3', 'sí así'],
    order('Av. Constituyentes 1000 piso 3', line('Capuchino', 2), line('Concha', 3), line('Pan de Elote', 1)),
  ),
];
