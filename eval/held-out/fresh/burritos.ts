import { cancelled, dialoguesFor, line, order, preparing } from '../../types.js';
import { item, named, restaurant } from '../menu-kit.js';

const d = dialoguesFor('burritos');

/**
 * A northern burrito and grill shop, with dialogues written less tidily than the other fresh
 * menu's: questions before ordering, the name and the address in any order, orders spread over
 * several messages without "es todo", thanks and small talk between. Burritos in two sizes
 * (sizes as separate words after the filling), carne asada by weight, quesadillas of flour,
 * frijoles by volume, paid extras, two combos and two sold-out dishes.
 */
export const BURRITOS_MENU = {
  restaurant: restaurant('Burritos y Asados La Frontera', 'Blvd. Hidalgo 880, Centro, Hermosillo', '+526622140077'),
  items: [
    item('Burrito de Machaca Chico', 'Burritos', 55),
    item('Burrito de Machaca Grande', 'Burritos', 85),
    item('Burrito de Asada Chico', 'Burritos', 60),
    item('Burrito de Asada Grande', 'Burritos', 95),
    item('Burrito de Frijol con Queso', 'Burritos', 45),
    item('Burrito de Chile Colorado', 'Burritos', 80, { available: false }),
    item('Carne Asada 500 g', 'Asados', 190),
    item('Carne Asada 1 kg', 'Asados', 360),
    item('Costillas de Res 1 kg', 'Asados', 390, { available: false }),
    item('Quesadilla de Harina', 'Antojitos', 50),
    item('Quesadilla con Asada', 'Antojitos', 80),
    item('Papas Rellenas', 'Antojitos', 95, { description: 'Papa al carbón rellena de asada, queso y crema' }),
    item('Frijoles Charros 500 ml', 'Guarniciones', 40),
    item('Frijoles Charros 1 L', 'Guarniciones', 70),
    item('Tortillas de Harina 10 pzas', 'Guarniciones', 35),
    item('Guacamole 250 g', 'Guarniciones', 60),
    item('Extra Queso', 'Extras', 15),
    item('Extra Aguacate', 'Extras', 20),
    item('Extra Chiles Toreados', 'Extras', 10),
    item('Combo Vaquero', 'Combos', 140, { description: 'Burrito de asada grande, frijoles de 500 ml y refresco de 600 ml' }),
    item('Combo Familiar', 'Combos', 520, {
      description: 'Carne asada de 1 kg, frijoles de 1 L, tortillas de harina, guacamole y refresco de 2 L',
    }),
    item('Coca-Cola 600 ml', 'Bebidas', 30),
    item('Coca-Cola 2 L', 'Bebidas', 50),
    item('Agua de Cebada 1 L', 'Bebidas', 40),
    item('Tecate 355 ml', 'Bebidas', 30),
  ],
};

export const BURRITOS_DIALOGUES = [
  d(
    'f-burritos-01',
    'basico',
    [
      'buenas noches, siguen abiertos?',
      'va, me manda un burrito de machaca grande y una coca de 600',
      'nada mas',
      'Calle Rosales 120, col. Centenario',
      'sí',
    ],
    order('Calle Rosales 120, col. Centenario', line('Burrito de Machaca Grande', 1), line('Coca-Cola 600 ml', 1)),
  ),
  d(
    'f-burritos-02',
    'basico',
    ['oiga cuánto cuesta el burrito de asada grande?', 'ok deme dos', 'es todo', 'Calle Yáñez 44', 'sí por favor'],
    order('Calle Yáñez 44', line('Burrito de Asada Grande', 2)),
  ),
  d(
    'f-burritos-03',
    'basico',
    ['hola! una quesadilla con asada', 'y unas papas rellenas', 'ya seria todo gracias', 'Av. Reforma 560, col. San Benito', 'si confirmo'],
    order('Av. Reforma 560, col. San Benito', line('Quesadilla con Asada', 1), line('Papas Rellenas', 1)),
  ),
  d(
    'f-burritos-04',
    'ortografia',
    ['ke tal, me das 2 burros de machaka chicos', 'ya', 'calle garmendia 90', 'simon'],
    order('calle garmendia 90', line('Burrito de Machaca Chico', 2)),
  ),
  d(
    'f-burritos-05',
    'ortografia',
    ['kiero una kesadiya de harina y unos frijoles charros de medio', 'nomas', 'calle no reeleccion 310', 'si'],
    order('calle no reeleccion 310', line('Quesadilla de Harina', 1), line('Frijoles Charros 500 ml', 1)),
  ),
  d(
    'f-burritos-06',
    'ortografia',
    ['un burito de asada grande i un guacamole xfa', 'eso es todo', 'blvd kino 1020', 'sip'],
    order('blvd kino 1020', line('Burrito de Asada Grande', 1), line('Guacamole 250 g', 1)),
  ),
  d(
    'f-burritos-07',
    'cantidades',
    ['medio kilo de carne asada y dos coquitas de 600', 'es todo', 'Calle Matamoros 77', 'sí'],
    order('Calle Matamoros 77', line('Carne Asada 500 g', 1), line('Coca-Cola 600 ml', 2)),
  ),
  d(
    'f-burritos-08',
    'cantidades',
    ['4 burritos de frijol con queso y 3 tecates', 'es todo', 'Calle Jesús García 15', 'sí'],
    order('Calle Jesús García 15', line('Burrito de Frijol con Queso', 4), line('Tecate 355 ml', 3)),
  ),
  d(
    'f-burritos-09',
    'cantidades',
    ['un kilo de asada y un paquete de tortillas de harina', 'es todo', 'Calle Galeana 200', 'sí'],
    order('Calle Galeana 200', line('Carne Asada 1 kg', 1), line('Tortillas de Harina 10 pzas', 1)),
  ),
  d(
    'f-burritos-10',
    'notas',
    ['un burrito de asada chico sin cebolla', 'es todo', 'Calle Olivares 12', 'sí'],
    order('Calle Olivares 12', line('Burrito de Asada Chico', 1, 'sin cebolla')),
  ),
  d(
    'f-burritos-11',
    'notas',
    ['unas papas rellenas', 'que no lleven crema porfa', 'es todo', 'Calle Pino 9', 'sí'],
    order('Calle Pino 9', line('Papas Rellenas', 1, 'que no lleven crema')),
  ),
  d(
    'f-burritos-12',
    'notas',
    ['2 quesadillas de harina bien tostaditas', 'es todo', 'Calle Monterrey 31', 'sí'],
    order('Calle Monterrey 31', line('Quesadilla de Harina', 2, 'bien tostaditas')),
  ),
  d(
    'f-burritos-13',
    'correcciones',
    ['3 burritos de machaca grandes', 'uy no, nomás 2', 'es todo', 'Calle Tabasco 8', 'sí'],
    order('Calle Tabasco 8', line('Burrito de Machaca Grande', 2)),
  ),
  d(
    'f-burritos-14',
    'correcciones',
    ['un burrito de asada chico', 'mejor que sea grande', 'es todo', 'Calle Veracruz 19', 'sí'],
    order('Calle Veracruz 19', line('Burrito de Asada Grande', 1)),
  ),
  d(
    'f-burritos-15',
    'correcciones',
    ['una coca de 2 litros y medio kilo de asada', 'cambia la coca por un agua de cebada', 'es todo', 'Calle Sonora 400', 'sí'],
    order('Calle Sonora 400', line('Agua de Cebada 1 L', 1), line('Carne Asada 500 g', 1)),
  ),
  d(
    'f-burritos-16',
    'direccion',
    ['un combo vaquero', 'es todo', ['Calle Dr. Paliza 55', 'col. Centenario', 'es la casa de rejas blancas'], 'sí'],
    order('Calle Dr. Paliza 55, col. Centenario, es la casa de rejas blancas', line('Combo Vaquero', 1)),
  ),
  d(
    'f-burritos-17',
    'direccion',
    ['me lo mandas a Periférico Norte 1580 local 4? un burrito de machaca chico', 'nada más', 'sí'],
    order('Periférico Norte 1580 local 4', line('Burrito de Machaca Chico', 1)),
  ),
  d(
    'f-burritos-18',
    'direccion',
    ['2 quesadillas con asada', 'es todo', 'Cerrada Los Arcos 7, Villa Satélite', 'sí'],
    order('Cerrada Los Arcos 7, Villa Satélite', line('Quesadilla con Asada', 2)),
  ),
  d(
    'f-burritos-19',
    'ambiguedad',
    ['un burrito de machaca', 'grande', 'es todo', 'Calle Juárez 1', 'sí'],
    order('Calle Juárez 1', line('Burrito de Machaca Grande', 1)),
  ),
  d(
    'f-burritos-20',
    'ambiguedad',
    ['unos frijoles charros', 'los de litro', 'es todo', 'Calle Morelia 23', 'sí'],
    order('Calle Morelia 23', line('Frijoles Charros 1 L', 1)),
  ),
  d(
    'f-burritos-21',
    'ambiguedad',
    ['una quesadilla', 'con asada', 'y una tecate', 'es todo', 'Calle Durango 6', 'sí'],
    order('Calle Durango 6', line('Quesadilla con Asada', 1), line('Tecate 355 ml', 1)),
  ),
  d(
    'f-burritos-22',
    'fuera-de-menu',
    ['tienen costillas?', 'ah ok, entonces un kilo de asada', 'es todo', 'Calle Michoacán 88', 'sí'],
    order('Calle Michoacán 88', line('Carne Asada 1 kg', 1)),
  ),
  d(
    'f-burritos-23',
    'fuera-de-menu',
    ['un burrito de chile colorado', 'bueno, de machaca grande entonces', 'es todo', 'Calle Puebla 14', 'sí'],
    order('Calle Puebla 14', line('Burrito de Machaca Grande', 1)),
  ),
  d(
    'f-burritos-24',
    'fuera-de-menu',
    ['tienen hot dogs?', 'ok, unas papas rellenas entonces', 'es todo', 'Calle Campeche 90', 'sí'],
    order('Calle Campeche 90', line('Papas Rellenas', 1)),
  ),
  d(
    'f-burritos-25',
    'post-confirmacion',
    ['un burrito de asada grande', 'es todo', 'Calle Oaxaca 30', 'sí', 'ah y una tecate porfa'],
    order('Calle Oaxaca 30', line('Burrito de Asada Grande', 1), line('Tecate 355 ml', 1)),
  ),
  d(
    'f-burritos-26',
    'post-confirmacion',
    ['medio kilo de asada', 'es todo', 'Calle Chihuahua 2', 'sí', '#cocina:preparing', 'oiga ya mero?'],
    preparing('Calle Chihuahua 2', line('Carne Asada 500 g', 1)),
  ),
  d(
    'f-burritos-27',
    'post-confirmacion',
    ['2 burritos de frijol con queso y una coca de 600', 'es todo', 'Calle Zacatecas 5', 'sí', 'gracias!!'],
    order('Calle Zacatecas 5', line('Burrito de Frijol con Queso', 2), line('Coca-Cola 600 ml', 1)),
  ),
  d(
    'f-burritos-28',
    'cancelacion',
    ['un combo familiar', 'es todo', 'Calle Sinaloa 10', 'sí', 'oiga siempre no, cancélelo por favor'],
    cancelled('Calle Sinaloa 10', line('Combo Familiar', 1)),
  ),
  d('f-burritos-29', 'cancelacion', ['tienen servicio a domicilio a Villa de Seris?', 'ok gracias'], null),
  d('f-burritos-30', 'cancelacion', ['un burrito de machaca chico', 'ah no, mejor luego pido, gracias'], null),
  d(
    'f-burritos-31',
    'voz',
    [
      'qué onda buenas noches me manda dos burritos de asada grandes uno sin cebolla y una coca de dos litros a la calle Serdán 410 colonia Centro es todo',
      'sí',
    ],
    order(
      'calle Serdán 410 colonia Centro',
      line('Burrito de Asada Grande', 1, 'sin cebolla'),
      line('Burrito de Asada Grande', 1),
      line('Coca-Cola 2 L', 1),
    ),
  ),
  d(
    'f-burritos-32',
    'voz',
    [
      'hola quiero medio kilo de carne asada y unos frijoles charros de litro para la calle Guerrero 92 colonia Modelo sería todo',
      'sí confirmo',
    ],
    order('calle Guerrero 92 colonia Modelo', line('Carne Asada 500 g', 1), line('Frijoles Charros 1 L', 1)),
  ),
  d(
    'f-burritos-33',
    'voz',
    ['buenas tardes este me manda tres quesadillas de harina y un agua de cebada a la privada Tulipán 6 colonia Jardines nada más', 'sí'],
    order('privada Tulipán 6 colonia Jardines', line('Quesadilla de Harina', 3), line('Agua de Cebada 1 L', 1)),
  ),
  d(
    'f-burritos-34',
    'tamanos',
    ['un burrito chico de machaca y uno grande de asada', 'es todo', 'Calle Aguascalientes 3', 'sí'],
    order('Calle Aguascalientes 3', line('Burrito de Machaca Chico', 1), line('Burrito de Asada Grande', 1)),
  ),
  d(
    'f-burritos-35',
    'tamanos',
    ['una coca grande y medio de asada', 'es todo', 'Calle Colima 8', 'sí'],
    order('Calle Colima 8', line('Coca-Cola 2 L', 1), line('Carne Asada 500 g', 1)),
  ),
  d(
    'f-burritos-36',
    'tamanos',
    ['unos frijoles charros de 500 y un guacamole', 'es todo', 'Calle Nayarit 61', 'sí'],
    order('Calle Nayarit 61', line('Frijoles Charros 500 ml', 1), line('Guacamole 250 g', 1)),
  ),
  d(
    'f-burritos-37',
    'extras',
    ['un burrito de machaca grande con extra queso', 'es todo', 'Calle Tlaxcala 70', 'sí'],
    order('Calle Tlaxcala 70', line('Burrito de Machaca Grande', 1), line('Extra Queso', 1)),
  ),
  d(
    'f-burritos-38',
    'extras',
    ['medio kilo de asada con chiles toreados extra', 'es todo', 'Calle Hidalgo 150', 'sí'],
    order('Calle Hidalgo 150', line('Carne Asada 500 g', 1), line('Extra Chiles Toreados', 1)),
  ),
  d(
    'f-burritos-39',
    'extras',
    ['2 quesadillas con asada', 'a las dos ponles extra aguacate', 'es todo', 'Calle Allende 4', 'sí'],
    order('Calle Allende 4', line('Quesadilla con Asada', 2), line('Extra Aguacate', 2)),
  ),
  d(
    'f-burritos-40',
    'combos',
    ['un combo vaquero', 'es todo', 'Calle Obregón 100', 'sí'],
    order('Calle Obregón 100', line('Combo Vaquero', 1)),
  ),
  d(
    'f-burritos-41',
    'combos',
    ['qué incluye el combo familiar?', 'va, mándame uno y una tecate', 'es todo', 'Calle Iturbide 23', 'sí'],
    order('Calle Iturbide 23', line('Combo Familiar', 1), line('Tecate 355 ml', 1)),
  ),
  d(
    'f-burritos-42',
    'combos',
    ['2 combos vaqueros', 'uno sin cebolla', 'es todo', 'Calle Abasolo 12', 'sí'],
    order('Calle Abasolo 12', line('Combo Vaquero', 1, 'sin cebolla'), line('Combo Vaquero', 1)),
  ),
  d(
    'f-burritos-43',
    'rafagas',
    [
      ['buenas noches', 'me manda un burrito de asada grande', 'y una coca de 600', 'a nombre de Marisela'],
      'es todo',
      'Calle Aldama 45',
      'sí',
    ],
    named(order('Calle Aldama 45', line('Burrito de Asada Grande', 1), line('Coca-Cola 600 ml', 1)), 'Marisela'),
  ),
  d(
    'f-burritos-44',
    'rafagas',
    [['medio kilo de asada', 'no mejor el kilo'], 'es todo', 'Calle Rayón 9', 'sí'],
    order('Calle Rayón 9', line('Carne Asada 1 kg', 1)),
  ),
  d(
    'f-burritos-45',
    'rafagas',
    [['2 burritos de machaca chicos', 'uno sin chile'], 'ya', ['Calle Niños Héroes 18', 'col. Pitic'], 'sí'],
    order('Calle Niños Héroes 18, col. Pitic', line('Burrito de Machaca Chico', 1, 'sin chile'), line('Burrito de Machaca Chico', 1)),
  ),
];
