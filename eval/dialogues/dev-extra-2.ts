import { cancelled, type Dialogue, dialoguesFor, line, order } from '../types.js';

const taq = dialoguesFor('taqueria');
const piz = dialoguesFor('pizzeria');
const mar = dialoguesFor('mariscos');
const caf = dialoguesFor('cafeteria');
const fon = dialoguesFor('fonda');

/** Development part, third batch. */
export const DEV_EXTRA_2: Dialogue[] = [
  taq(
    'd-y-01',
    'voz',
    [
      'oye que crees que se nos antojaron unos tacos mandame seis de pastor tres de bistec y unas dos horchatas porfa y es en la calle Ruiseñor 45 colonia Aves',
      'si va',
    ],
    order('calle Ruiseñor 45 colonia Aves', line('Taco al Pastor', 6), line('Taco de Bistec', 3), line('Agua de Horchata', 2)),
  ),
  taq(
    'd-y-02',
    'cantidades',
    ['me mandas una orden de 5 de pastor', 'es todo', 'Calle Tordo 3', 'si'],
    order('Calle Tordo 3', line('Taco al Pastor', 5)),
  ),
  taq(
    'd-y-03',
    'correcciones',
    ['3 de suadero y 3 de tripa', 'mejor que los de tripa sean 2', 'es todo', 'Calle Gorrión 8', 'si'],
    order('Calle Gorrión 8', line('Taco de Suadero', 3), line('Taco de Tripa', 2)),
  ),
  taq(
    'd-y-04',
    'direccion',
    ['una torta cubana', 'ya es todo', 'Priv. Girasol 14-B', 'si'],
    order('Priv. Girasol 14-B', line('Torta Cubana', 1)),
  ),
  taq(
    'd-y-05',
    'notas',
    ['4 de pastor sin cebolla ni cilantro', 'es todo', 'Calle Halcón 6', 'si'],
    order('Calle Halcón 6', line('Taco al Pastor', 4, 'sin cebolla ni cilantro')),
  ),
  taq('d-y-06', 'cancelacion', ['hola', 'quiero 2 gringas de pastor', 'no sabes que, luego te escribo'], null),
  taq(
    'd-y-07',
    'fuera-de-menu',
    ['una cerveza modelo y 3 de bistec', 'bueno, una jamaica', 'es todo', 'Calle Canario 11', 'si'],
    order('Calle Canario 11', line('Taco de Bistec', 3), line('Agua de Jamaica', 1)),
  ),
  taq('d-y-08', 'ambiguedad', ['me das una coca', 'es todo', 'Calle Águila 2', 'si'], order('Calle Águila 2', line('Coca-Cola', 1))),
  piz(
    'd-y-09',
    'ambiguedad',
    ['2 pizzas', 'una hawaiana grande y una mexicana', 'es todo', 'Calle Cobalto 4', 'si'],
    order('Calle Cobalto 4', line('Pizza Hawaiana Grande', 1), line('Pizza Mexicana', 1)),
  ),
  piz(
    'd-y-10',
    'cantidades',
    ['dos refrescos de dos litros', 'es todo', 'Calle Mercurio 8', 'si'],
    order('Calle Mercurio 8', line('Refresco 2 Litros', 2)),
  ),
  piz(
    'd-y-11',
    'voz',
    [
      'hola quiero pedir a domicilio una pizza pepperoni mediana y un pan de ajo y un brownie todo a la calle Acacias 210 colonia Arboledas por favor',
      'si, adelante',
    ],
    order('calle Acacias 210 colonia Arboledas', line('Pizza Pepperoni Mediana', 1), line('Pan de Ajo', 1), line('Brownie', 1)),
  ),
  piz(
    'd-y-12',
    'post-confirmacion',
    ['una pizza mexicana y unas papas gajo', 'es todo', 'Calle Litio 5', 'si', 'oye ya no quiero las papas'],
    order('Calle Litio 5', line('Pizza Mexicana', 1)),
  ),
  piz(
    'd-y-13',
    'correcciones',
    ['una pizza 4 quesos', 'ah y cambia la 4 quesos por una hawaiana grande', 'es todo', 'Calle Sodio 2', 'si'],
    order('Calle Sodio 2', line('Pizza Hawaiana Grande', 1)),
  ),
  piz(
    'd-y-14',
    'notas',
    ['unas alitas bbq bien picosas', 'y unas papas gajo con queso extra', 'es todo', 'Calle Calcio 3', 'si'],
    order('Calle Calcio 3', line('Alitas BBQ 10 pzas', 1, 'bien picosas'), line('Papas Gajo', 1, 'con queso extra')),
  ),
  piz(
    'd-y-15',
    'cancelacion',
    ['una hawaiana grande', 'es todo', 'Calle Boro 9', 'si', 'cancelala porfa, ya no la voy a querer'],
    cancelled('Calle Boro 9', line('Pizza Hawaiana Grande', 1)),
  ),
  piz(
    'd-y-16',
    'ortografia',
    ['una peperony grande porfis', 'ya', 'calle helio 7', 'si'],
    order('calle helio 7', line('Pizza Pepperoni Grande', 1)),
  ),
  mar(
    'd-y-17',
    'ortografia',
    ['1 agua chile berde y 2 tostadas d sebiche', 'ya', 'calle pargo 5', 'si'],
    order('calle pargo 5', line('Aguachile Verde', 1), line('Tostada de Ceviche', 2)),
  ),
  mar(
    'd-y-18',
    'ambiguedad',
    ['un coctel', 'el grande', 'es todo', 'Calle Sardina 4', 'si'],
    order('Calle Sardina 4', line('Coctel de Camarón Grande', 1)),
  ),
  mar('d-y-19', 'cantidades', ['michelada x3', 'es todo', 'Calle Lisa 1', 'si'], order('Calle Lisa 1', line('Michelada', 3))),
  mar(
    'd-y-20',
    'direccion',
    ['un aguachile rojo', 'es todo', 'a Prol. Las Gaviotas 88', 'si'],
    order('Prol. Las Gaviotas 88', line('Aguachile Rojo', 1)),
  ),
  mar(
    'd-y-21',
    'post-confirmacion',
    ['2 tostadas de atun', 'es todo', 'Calle Mojarra 3', 'si', 'me equivoque eran 3 tostadas'],
    order('Calle Mojarra 3', line('Tostada de Atún', 3)),
  ),
  mar(
    'd-y-22',
    'notas',
    ['un filete a la diabla no tan picoso', 'es todo', 'Calle Jurel 2', 'si'],
    order('Calle Jurel 2', line('Filete a la Diabla', 1, 'no tan picoso')),
  ),
  mar(
    'd-y-23',
    'fuera-de-menu',
    ['una cerveza corona', 'ok una pacifico', 'es todo', 'Calle Bagre 6', 'si'],
    order('Calle Bagre 6', line('Cerveza Pacífico', 1)),
  ),
  mar(
    'd-y-24',
    'voz',
    [
      'que tal buenas tardes oye me mandas dos micheladas y un coctel de camaron grande sin cebolla ahi a la calle Tiburon 12 colonia Mar Azul',
      'si porfa',
    ],
    order('calle Tiburon 12 colonia Mar Azul', line('Michelada', 2), line('Coctel de Camarón Grande', 1, 'sin cebolla')),
  ),
  caf(
    'd-y-25',
    'notas',
    ['un capuchino con leche de almendra', 'y un americano cargado', 'es todo', 'Calle Sol 20', 'si'],
    order('Calle Sol 20', line('Capuchino', 1, 'con leche de almendra'), line('Café Americano', 1, 'cargado')),
  ),
  caf(
    'd-y-26',
    'cantidades',
    ['2 lattes y 2 lattes de vainilla', 'es todo', 'Calle Luz 8', 'si'],
    order('Calle Luz 8', line('Latte', 2), line('Latte de Vainilla', 2)),
  ),
  caf(
    'd-y-27',
    'correcciones',
    ['3 conchas y 2 panes de elote', 'quita un pan de elote', 'es todo', 'Calle Brillo 2', 'si'],
    order('Calle Brillo 2', line('Concha', 3), line('Pan de Elote', 1)),
  ),
  caf(
    'd-y-28',
    'post-confirmacion',
    ['chilaquiles rojos', 'es todo', 'Calle Nube 6', 'si', 'y un jugo de naranja tambien porfa'],
    order('Calle Nube 6', line('Chilaquiles Rojos', 1), line('Jugo de Naranja', 1)),
  ),
  caf(
    'd-y-29',
    'direccion',
    ['un chocolate caliente', 'es todo', 'Calle Lucero 4 depto 301', 'torre B', 'si'],
    order('Calle Lucero 4 depto 301, torre B', line('Chocolate Caliente', 1)),
  ),
  caf(
    'd-y-30',
    'ortografia',
    ['1 chokolate kaliente y 1 konsha', 'ya', 'calle alba 5', 'si'],
    order('calle alba 5', line('Chocolate Caliente', 1), line('Concha', 1)),
  ),
  caf(
    'd-y-31',
    'cancelacion',
    ['un latte', 'es todo', 'Calle Aurora 9', 'si', 'cancelame el pedido porfa'],
    cancelled('Calle Aurora 9', line('Latte', 1)),
  ),
  caf(
    'd-y-32',
    'voz',
    ['buenos dias quiero unos molletes y un cafe americano sin azucar y una concha es todo', 'Calle Estrella 33 colonia Cielo', 'si'],
    order('Calle Estrella 33 colonia Cielo', line('Molletes', 1), line('Café Americano', 1, 'sin azucar'), line('Concha', 1)),
  ),
  fon(
    'd-y-33',
    'cantidades',
    ['3 corridas', 'y 3 aguas del dia', 'es todo', 'Calle Abasolo 20', 'si'],
    order('Calle Abasolo 20', line('Comida Corrida', 3), line('Agua del Día', 3)),
  ),
  fon(
    'd-y-34',
    'notas',
    ['una milanesa de pollo con papas en vez de arroz', 'es todo', 'Calle Guerrero 3', 'si'],
    order('Calle Guerrero 3', line('Milanesa de Pollo', 1, 'con papas en vez de arroz')),
  ),
  fon(
    'd-y-35',
    'correcciones',
    ['2 sopas de fideo', 'no, una nada mas', 'es todo', 'Calle Bravo 10', 'si'],
    order('Calle Bravo 10', line('Sopa de Fideo', 1)),
  ),
  fon(
    'd-y-36',
    'ambiguedad',
    ['2 de pollo', 'milanesas', 'es todo', 'Calle Allende 7', 'si'],
    order('Calle Allende 7', line('Milanesa de Pollo', 2)),
  ),
  fon(
    'd-y-37',
    'post-confirmacion',
    ['2 comidas corridas', 'es todo', 'Calle Hidalgo 5', 'si', 'agregale 2 tortillas porfa'],
    order('Calle Hidalgo 5', line('Comida Corrida', 2), line('Orden de Tortillas', 2)),
  ),
  fon('d-y-38', 'direccion', ['un caldo de pollo', 'es todo', 'es en la Morelos 45', 'si'], order('Morelos 45', line('Caldo de Pollo', 1))),
  fon(
    'd-y-39',
    'fuera-de-menu',
    ['una sopa de verduras', 'bueno, una de fideo', 'es todo', 'Calle Pino 12', 'si'],
    order('Calle Pino 12', line('Sopa de Fideo', 1)),
  ),
  fon(
    'd-y-40',
    'ortografia',
    ['1 comida corida y 1 chesco porfa', 'ya', 'calle lirio 1', 'si'],
    order('calle lirio 1', line('Comida Corrida', 1), line('Refresco', 1)),
  ),
];
