import { cancelled, dialoguesFor, line, order } from '../types.js';

const d = dialoguesFor('fonda');

/** Test part: written before any tuning, never looked at while tuning. */
export const TEST_FONDA = [
  d(
    't-fon-01',
    'basico',
    ['buenas tardes, 2 comidas corridas porfa', 'es todo', 'Calle Allende 55, San Juan', 'si'],
    order('Calle Allende 55, San Juan', line('Comida Corrida', 2)),
  ),
  d(
    't-fon-02',
    'basico',
    ['Hola, me manda un caldo de pollo y una orden de tortillas', 'nada más gracias', 'Calle Mina 12', 'sí'],
    order('Calle Mina 12', line('Caldo de Pollo', 1), line('Orden de Tortillas', 1)),
  ),
  d(
    't-fon-03',
    'ortografia',
    ['ola doña me manda una milanesa d res y un chesco xfa', 'es todo', 'calle guadalupe 9 col la loma', 'si'],
    order('calle guadalupe 9 col la loma', line('Milanesa de Res', 1), line('Refresco', 1)),
  ),
  d(
    't-fon-04',
    'ortografia',
    ['kiero 2 enchiladas d mole porfa 😋', 'y 1 agua fresca', 'ya', 'pa la calle encinos 40', 'si'],
    order('calle encinos 40', line('Enchiladas de Mole', 2), line('Agua del Día', 1)),
  ),
  d(
    't-fon-05',
    'cantidades',
    ['tres comidas del dia y dos aguas del dia', 'es todo', 'Calle Juárez 301', 'si'],
    order('Calle Juárez 301', line('Comida Corrida', 3), line('Agua del Día', 2)),
  ),
  d(
    't-fon-06',
    'cantidades',
    ['chiles rellenos 2', 'y flan 2', 'es todo', 'Calle Nicolás Bravo 8', 'si'],
    order('Calle Nicolás Bravo 8', line('Chiles Rellenos', 2), line('Flan', 2)),
  ),
  d(
    't-fon-07',
    'notas',
    ['una comida corrida sin sopa y otra normal', 'es todo', 'Calle Galeana 6', 'si'],
    order('Calle Galeana 6', line('Comida Corrida', 1, 'sin sopa'), line('Comida Corrida', 1)),
  ),
  d(
    't-fon-08',
    'notas',
    ['unas enchiladas verdes sin crema porfa', 'y un arroz rojo', 'nada mas', 'Calle Matamoros 2', 'si'],
    order('Calle Matamoros 2', line('Enchiladas Verdes', 1, 'sin crema'), line('Arroz Rojo', 1)),
  ),
  d(
    't-fon-09',
    'correcciones',
    ['2 tingas de pollo', 'no, mejor 3', 'es todo', 'Calle Ocampo 19', 'si'],
    order('Calle Ocampo 19', line('Tinga de Pollo', 3)),
  ),
  d(
    't-fon-10',
    'correcciones',
    ['una sopa de fideo y un refresco', 'el refresco cambialo por agua del dia', 'es todo', 'Calle Rayón 7', 'si'],
    order('Calle Rayón 7', line('Sopa de Fideo', 1), line('Agua del Día', 1)),
  ),
  d(
    't-fon-11',
    'direccion',
    ['una comida corrida', 'es todo', 'Hidalgo 120 int. 3', 'col. centro, en el zaguan cafe', 'si'],
    order('Hidalgo 120 int. 3, col. centro, en el zaguan cafe', line('Comida Corrida', 1)),
  ),
  d('t-fon-12', 'direccion', ['2 milanesas de pollo, a nombre de Rosa, a la calle Pino 4', 'es todo', 'si'], {
    ...order('calle Pino 4', line('Milanesa de Pollo', 2)),
    customerName: 'Rosa',
  }),
  d(
    't-fon-13',
    'ambiguedad',
    ['una milanesa', 'la de pollo', 'es todo', 'Calle Cedro 15', 'si'],
    order('Calle Cedro 15', line('Milanesa de Pollo', 1)),
  ),
  d(
    't-fon-14',
    'ambiguedad',
    ['me das unas enchiladas', 'de mole', 'y una gelatina', 'es todo', 'Calle Roble 3', 'si'],
    order('Calle Roble 3', line('Enchiladas de Mole', 1), line('Gelatina', 1)),
  ),
  d(
    't-fon-15',
    'fuera-de-menu',
    ['tienen pozole?', 'ah bueno, entonces un caldo de pollo', 'es todo', 'Calle Abedul 21', 'si'],
    order('Calle Abedul 21', line('Caldo de Pollo', 1)),
  ),
  d(
    't-fon-16',
    'fuera-de-menu',
    ['una milanesa de cerdo', 'entonces la de res', 'es todo', 'Calle Olivo 2', 'si'],
    order('Calle Olivo 2', line('Milanesa de Res', 1)),
  ),
  d(
    't-fon-17',
    'post-confirmacion',
    ['2 comidas corridas', 'es todo', 'Calle Sabino 11', 'si', 'oye me equivoque, son 3 comidas'],
    order('Calle Sabino 11', line('Comida Corrida', 3)),
  ),
  d(
    't-fon-18',
    'post-confirmacion',
    ['una tinga de pollo y un flan', 'es todo', 'Calle Fresno 90', 'si', 'quitale el flan porfa'],
    order('Calle Fresno 90', line('Tinga de Pollo', 1)),
  ),
  d(
    't-fon-19',
    'cancelacion',
    ['3 comidas corridas', 'es todo', 'Calle Ceiba 4', 'si', 'siempre no, cancelalo porfa'],
    cancelled('Calle Ceiba 4', line('Comida Corrida', 3)),
  ),
  d('t-fon-20', 'cancelacion', ['2 caldos de pollo', 'ya no quiero nada gracias'], null),
  d(
    't-fon-21',
    'voz',
    [
      'buenas tardes doña lupe oiga me manda dos comidas corridas una de ellas sin arroz y dos aguas del dia y un flan a la calle Mango 18 colonia Huertas gracias',
      'si',
    ],
    order(
      'calle Mango 18 colonia Huertas',
      line('Comida Corrida', 1, 'sin arroz'),
      line('Comida Corrida', 1),
      line('Agua del Día', 2),
      line('Flan', 1),
    ),
  ),
  d(
    't-fon-22',
    'voz',
    [
      'hola quiero un caldo de pollo con arroz aparte y unas tortillas y ya es todo mi direccion es Calle Naranjos 250 colonia Jardín',
      'si confirmo',
    ],
    order('Calle Naranjos 250 colonia Jardín', line('Caldo de Pollo', 1, 'con arroz aparte'), line('Orden de Tortillas', 1)),
  ),
];
