import { cancelled, type Dialogue, dialoguesFor, line, order, preparing } from '../types.js';

const taq = dialoguesFor('taqueria');
const piz = dialoguesFor('pizzeria');
const mar = dialoguesFor('mariscos');
const caf = dialoguesFor('cafeteria');
const fon = dialoguesFor('fonda');

/** Development part, second batch: other phrasings across the five menus. */
export const DEV_EXTRA: Dialogue[] = [
  taq(
    'd-x-01',
    'basico',
    ['buenas, me regalas 5 de suadero y 2 horchatas?', 'seria todo', 'Av. 5 de Mayo 123 int 4', 'si porfa'],
    order('Av. 5 de Mayo 123 int 4', line('Taco de Suadero', 5), line('Agua de Horchata', 2)),
  ),
  taq(
    'd-x-02',
    'ortografia',
    ['ke tal, echame 3 d pastor y una coka', 'ya stuvo', 'calle 10 #45 entre 3 y 5', 'sip'],
    order('calle 10 #45 entre 3 y 5', line('Taco al Pastor', 3), line('Coca-Cola', 1)),
  ),
  taq(
    'd-x-03',
    'cantidades',
    ['ponme tacos de pastor x5', 'y 2x de bistec', 'es todo', 'Mz 5 Lt 12 col. Ejidal', 'si'],
    order('Mz 5 Lt 12 col. Ejidal', line('Taco al Pastor', 5), line('Taco de Bistec', 2)),
  ),
  taq(
    'd-x-04',
    'correcciones',
    ['2 tortas cubanas y una coca', 'cancela la coca', 'es todo', 'Calle Pino 3', 'si'],
    order('Calle Pino 3', line('Torta Cubana', 2)),
  ),
  taq(
    'd-x-05',
    'notas',
    ['una torta de milanesa con mucho aguacate', 'y otra sin cebolla', 'es todo', 'Calle Tejocote 9', 'si'],
    order('Calle Tejocote 9', line('Torta de Milanesa', 1, 'mucho aguacate'), line('Torta de Milanesa', 1, 'sin cebolla')),
  ),
  taq(
    'd-x-06',
    'direccion',
    ['4 de longaniza', 'no es todo', 'Andador 7 casa 12', 'U.H. El Rosario, edificio B', 'si'],
    order('Andador 7 casa 12, U.H. El Rosario, edificio B', line('Taco de Longaniza', 4)),
  ),
  taq(
    'd-x-07',
    'post-confirmacion',
    ['una gringa de pastor', 'es todo', 'Calle Naranjo 4', 'si', 'oye, ponle 2 de suadero mas'],
    order('Calle Naranjo 4', line('Gringa de Pastor', 1), line('Taco de Suadero', 2)),
  ),
  taq(
    'd-x-08',
    'fuera-de-menu',
    ['3 tacos de cabeza', 'ok, de suadero entonces', 'es todo', 'Calle Lima 44', 'si'],
    order('Calle Lima 44', line('Taco de Suadero', 3)),
  ),
  piz(
    'd-x-09',
    'basico',
    ['Hola buenas noches! Me pueden mandar una pizza mexicana y 2 refrescos de lata?', 'no, es todo', 'Calle Jazmín 12, col. Flores', 'sí'],
    order('Calle Jazmín 12, col. Flores', line('Pizza Mexicana', 1), line('Refresco de Lata', 2)),
  ),
  piz(
    'd-x-10',
    'cantidades',
    ['un par de pizzas pepperoni grandes', 'es todo', 'Calle Olivo 8', 'si'],
    order('Calle Olivo 8', line('Pizza Pepperoni Grande', 2)),
  ),
  piz(
    'd-x-11',
    'ortografia',
    ['1 pisa 4 kesos xfa', 'y 1 brauni', 'ya', 'calle nardo 3', 'si'],
    order('calle nardo 3', line('Pizza 4 Quesos', 1), line('Brownie', 1)),
  ),
  piz(
    'd-x-12',
    'ambiguedad',
    ['quiero una hawaiana y un refresco', 'la mediana', 'el de 2 litros', 'es todo', 'Calle Lirio 6', 'si'],
    order('Calle Lirio 6', line('Pizza Hawaiana Mediana', 1), line('Refresco 2 Litros', 1)),
  ),
  piz(
    'd-x-13',
    'correcciones',
    ['3 alitas bbq', 'perdon, son 2 ordenes nada mas', 'es todo', 'Calle Dalia 2', 'si'],
    order('Calle Dalia 2', line('Alitas BBQ 10 pzas', 2)),
  ),
  piz(
    'd-x-14',
    'post-confirmacion',
    ['una pizza pepperoni grande', 'es todo', 'Calle Malva 3', 'si', 'siempre no, cancela el pedido'],
    cancelled('Calle Malva 3', line('Pizza Pepperoni Grande', 1)),
  ),
  piz(
    'd-x-15',
    'voz',
    [
      'buenas tardes mire quiero una pizza cuatro quesos y unas papas gajo y dos refrescos de lata es para la calle Orquídea 40 colonia Jardines del Sur gracias',
      'si confirmo',
    ],
    order('calle Orquídea 40 colonia Jardines del Sur', line('Pizza 4 Quesos', 1), line('Papas Gajo', 1), line('Refresco de Lata', 2)),
  ),
  piz(
    'd-x-16',
    'notas',
    ['una pizza mexicana sin jalapeño porfa', 'es todo', 'Calle Amapola 5', 'si'],
    order('Calle Amapola 5', line('Pizza Mexicana', 1, 'sin jalapeño')),
  ),
  mar(
    'd-x-17',
    'basico',
    [
      'Buenas tardes! Me manda 2 tostadas de ceviche, un aguachile rojo y 3 pacíficos por favor',
      'eso sería todo',
      'Calle Marina 10, Playas',
      'sí',
    ],
    order('Calle Marina 10, Playas', line('Tostada de Ceviche', 2), line('Aguachile Rojo', 1), line('Cerveza Pacífico', 3)),
  ),
  mar(
    'd-x-18',
    'cantidades',
    ['unos camarones a la diabla', 'y otros empanizados', 'es todo', 'Calle Delfín 3', 'si'],
    order('Calle Delfín 3', line('Camarones a la Diabla', 1), line('Camarones Empanizados', 1)),
  ),
  mar(
    'd-x-19',
    'correcciones',
    ['2 micheladas y 2 limonadas', 'ay no, las limonadas quitalas', 'es todo', 'Calle Pez 8', 'si'],
    order('Calle Pez 8', line('Michelada', 2)),
  ),
  mar(
    'd-x-20',
    'direccion',
    ['un coctel de camaron grande', 'es todo', 'Calle Bahía de Banderas 120', 'depto 3, frente al parque', 'si'],
    order('Calle Bahía de Banderas 120, depto 3, frente al parque', line('Coctel de Camarón Grande', 1)),
  ),
  mar(
    'd-x-21',
    'post-confirmacion',
    ['un filete empanizado', 'es todo', 'Calle Olas 4', 'si', 'agregale una michelada porfa', 'gracias'],
    order('Calle Olas 4', line('Filete Empanizado', 1), line('Michelada', 1)),
  ),
  mar(
    'd-x-22',
    'fuera-de-menu',
    ['me das un caldo de camaron?', 'va entonces un coctel de camaron chico', 'es todo', 'Calle Ostra 2', 'si'],
    order('Calle Ostra 2', line('Coctel de Camarón Chico', 1)),
  ),
  mar(
    'd-x-23',
    'notas',
    ['una campechana con todo', 'y una michelada bien preparada', 'es todo', 'Calle Coral 7', 'si'],
    order('Calle Coral 7', line('Campechana', 1, 'con todo'), line('Michelada', 1, 'bien preparada')),
  ),
  mar(
    'd-x-24',
    'cancelacion',
    ['3 tostadas de atun', 'es todo', 'Calle Faro 2', 'si', '#cocina:preparing', 'cancelalo porfa'],
    preparing('Calle Faro 2', line('Tostada de Atún', 3)),
  ),
  caf(
    'd-x-25',
    'basico',
    ['Buen día, para llevar 2 americanos y 2 conchas porfa', 'es todo', 'Calle Colón 8', 'sí'],
    order('Calle Colón 8', line('Café Americano', 2), line('Concha', 2)),
  ),
  caf(
    'd-x-26',
    'ortografia',
    ['wenas me das 1 capuchino y 1 croasan d jamon y queso', 'ya', 'calle reforma 12', 'si'],
    order('calle reforma 12', line('Capuchino', 1), line('Croissant de Jamón y Queso', 1)),
  ),
  caf(
    'd-x-27',
    'cantidades',
    ['seis conchas', 'y un chocolate caliente', 'es todo', 'Calle Madero 30', 'si'],
    order('Calle Madero 30', line('Concha', 6), line('Chocolate Caliente', 1)),
  ),
  caf(
    'd-x-28',
    'correcciones',
    ['unos chilaquiles verdes', 'mejor rojos', 'es todo', 'Calle Bravo 4', 'si'],
    order('Calle Bravo 4', line('Chilaquiles Rojos', 1)),
  ),
  caf(
    'd-x-29',
    'post-confirmacion',
    ['un latte', 'es todo', 'Calle Allende 40', 'si', 'ponle otro latte porfa'],
    order('Calle Allende 40', line('Latte', 2)),
  ),
  caf(
    'd-x-30',
    'voz',
    [
      'hola buenos dias quisiera dos cafes de olla y unos molletes y un jugo de naranja por favor a la calle Hidalgo 300 colonia Centro',
      'sí así está bien',
    ],
    order('calle Hidalgo 300 colonia Centro', line('Café de Olla', 2), line('Molletes', 1), line('Jugo de Naranja', 1)),
  ),
  caf(
    'd-x-31',
    'direccion',
    ['un capuchino', 'es todo', 'Privada de los Pinos 5 casa 2', 'si'],
    order('Privada de los Pinos 5 casa 2', line('Capuchino', 1)),
  ),
  caf('d-x-32', 'cancelacion', ['2 molletes', 'es todo', 'Calle Juárez 2', 'mejor no, gracias'], null),
  fon(
    'd-x-33',
    'basico',
    ['Buenas tardes, me manda 2 comidas corridas y 2 refrescos?', 'sería todo', 'Calle Madero 15, San Juan', 'sí'],
    order('Calle Madero 15, San Juan', line('Comida Corrida', 2), line('Refresco', 2)),
  ),
  fon(
    'd-x-34',
    'ortografia',
    ['ola me das 1 caldo d poyo xfa', 'ya', 'calle olmo 2', 'si'],
    order('calle olmo 2', line('Caldo de Pollo', 1)),
  ),
  fon(
    'd-x-35',
    'cantidades',
    ['4 comidas corridas', 'otras 2', 'es todo', 'Calle Sauce 6', 'si'],
    order('Calle Sauce 6', line('Comida Corrida', 6)),
  ),
  fon(
    'd-x-36',
    'notas',
    ['unos chiles rellenos sin caldillo', 'es todo', 'Calle Pino 9', 'si'],
    order('Calle Pino 9', line('Chiles Rellenos', 1, 'sin caldillo')),
  ),
  fon(
    'd-x-37',
    'ambiguedad',
    ['unas enchiladas porfa', 'las verdes', 'es todo', 'Calle Tule 3', 'si'],
    order('Calle Tule 3', line('Enchiladas Verdes', 1)),
  ),
  fon(
    'd-x-38',
    'post-confirmacion',
    ['una milanesa de res', 'es todo', 'Calle Cedro 8', 'si', 'mejor cambiala por una de pollo'],
    order('Calle Cedro 8', line('Milanesa de Pollo', 1)),
  ),
  fon(
    'd-x-39',
    'voz',
    ['buenas oiga quiero tres comidas corridas y tres refrescos y una gelatina y es todo', 'a la calle Morelos 12 colonia Centro', 'si'],
    order('calle Morelos 12 colonia Centro', line('Comida Corrida', 3), line('Refresco', 3), line('Gelatina', 1)),
  ),
  fon(
    'd-x-40',
    'fuera-de-menu',
    ['tienen chilaquiles?', 'ok, entonces unas enchiladas verdes', 'es todo', 'Calle Fresno 20', 'si'],
    order('Calle Fresno 20', line('Enchiladas Verdes', 1)),
  ),
];
