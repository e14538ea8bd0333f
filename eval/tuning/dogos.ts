import { cancelled, dialoguesFor, line, order } from '../types.js';
import { item, profile, type TuningSet } from './kit.js';

const d = dialoguesFor('dogos');

/**
 * Sonoran hot dogs and snacks: look-alikes ("Dogo Doble" / "Combo Doble", "Extra Queso" /
 * "Nachos con Queso"), packs ("Banderillas 2 pzas / 4 pzas", "Churros 3 pzas / 6 pzas"), drinks
 * by size, four paid extras and a combo whose drink of choice ("con coca") is also sold alone.
 */
export const DOGOS: TuningSet = {
  id: 'dogos',
  menu: {
    restaurant: profile(
      'Dogos La Esquina Sonorense',
      'Blvd. Luis Encinas 410, Hermosillo, Sonora',
      '+526622143355',
      'todos los días de 6:00 p. m. a 1:00 a. m.',
    ),
    items: [
      item('Dogo Sencillo', 'Dogos', 45, {
        description: 'Salchicha con tocino, frijoles, jitomate, cebolla, mayonesa, mostaza y jalapeño',
      }),
      item('Dogo Jumbo', 'Dogos', 65),
      item('Dogo Doble', 'Dogos', 75, { description: 'Dos salchichas con tocino' }),
      item('Papas a la Francesa Chicas', 'Snacks', 35),
      item('Papas a la Francesa Grandes', 'Snacks', 55),
      item('Papas Locas', 'Snacks', 70, { available: false }),
      item('Nachos con Queso', 'Snacks', 60),
      item('Banderillas 2 pzas', 'Snacks', 45),
      item('Banderillas 4 pzas', 'Snacks', 85),
      item('Extra Tocino', 'Extras', 15),
      item('Extra Queso', 'Extras', 12),
      item('Extra Jalapeño', 'Extras', 8),
      item('Extra Salchicha', 'Extras', 20),
      item('Combo Dogo', 'Combos', 95, {
        description: 'Dogo jumbo, papas a la francesa chicas y un refresco de 355 ml (Coca-Cola, Sprite o Fanta)',
      }),
      item('Combo Doble', 'Combos', 170, { description: 'Dos dogos sencillos, papas a la francesa grandes y una Coca-Cola 600 ml' }),
      item('Combo Familiar', 'Combos', 320, {
        description: 'Cuatro dogos sencillos, dos papas a la francesa grandes y una Coca-Cola de 2 L',
      }),
      item('Coca-Cola 355 ml', 'Bebidas', 25),
      item('Coca-Cola 600 ml', 'Bebidas', 32),
      item('Jarrito de Tamarindo 355 ml', 'Bebidas', 22),
      item('Jarrito de Mandarina 355 ml', 'Bebidas', 22, { available: false }),
      item('Agua Natural 1 L', 'Bebidas', 20),
      item('Churros 3 pzas', 'Postres', 35),
      item('Churros 6 pzas', 'Postres', 60),
    ],
  },
  dialogues: [
    d(
      'tu-dog-01',
      'basico',
      ['buenas noches', 'me da un dogo jumbo y unas papas a la francesa chicas', 'sería todo, gracias', 'Calle Rosales 120, Centro', 'sí'],
      order('Calle Rosales 120, Centro', line('Dogo Jumbo', 1), line('Papas a la Francesa Chicas', 1)),
    ),
    d(
      'tu-dog-02',
      'basico',
      ['hola, quiero unos nachos con queso y una coca de 600', 'nada más', 'Blvd. Kino 1050, Pitic', 'si, confirmo'],
      order('Blvd. Kino 1050, Pitic', line('Nachos con Queso', 1), line('Coca-Cola 600 ml', 1)),
    ),
    d(
      'tu-dog-03',
      'basico',
      ['qué tal, 3 dogos sencillos por favor', 'es todo', 'Calle Veracruz 45, San Benito', 'ándale'],
      order('Calle Veracruz 45, San Benito', line('Dogo Sencillo', 3)),
    ),
    d(
      'tu-dog-04',
      'ortografia',
      ['ola kiero 2 dogos jumbo xfa 🌭🌭', 'ps ya', 'calle yañez 230 col centenario', 'sip'],
      order('calle yañez 230 col centenario', line('Dogo Jumbo', 2)),
    ),
    d(
      'tu-dog-05',
      'ortografia',
      ['k onda, me mandas 1 dogo doble y unas papas grandes', 'nomas', 'pa la calle tamaulipas 88 col. san benito', 'va'],
      order('calle tamaulipas 88 col. san benito', line('Dogo Doble', 1), line('Papas a la Francesa Grandes', 1)),
    ),
    d(
      'tu-dog-06',
      'ortografia',
      ['buenas 🙏 me das unos nachos con keso y 1 jarito d tamarindo', 'sería todo', 'av. reforma 300 int 2', 'simon'],
      order('av. reforma 300 int 2', line('Nachos con Queso', 1), line('Jarrito de Tamarindo 355 ml', 1)),
    ),
    d(
      'tu-dog-07',
      'cantidades',
      ['4 dogos sencillos y 4 cocas de 355', 'eso es todo', 'Calle 12 de Octubre 40, Olivares', 'sí, así está bien'],
      order('Calle 12 de Octubre 40, Olivares', line('Dogo Sencillo', 4), line('Coca-Cola 355 ml', 4)),
    ),
    d(
      'tu-dog-08',
      'cantidades',
      ['6 churros porfa', 'y un agua natural', 'nada más', 'Calle Guerrero 160', 'correcto'],
      order('Calle Guerrero 160', line('Churros 6 pzas', 1), line('Agua Natural 1 L', 1)),
    ),
    d(
      'tu-dog-09',
      'cantidades',
      ['2 órdenes de banderillas de 4 y una de 2', 'es todo', 'Calle Naranjo 303', 'si'],
      order('Calle Naranjo 303', line('Banderillas 4 pzas', 2), line('Banderillas 2 pzas', 1)),
    ),
    d(
      'tu-dog-10',
      'notas',
      ['un dogo jumbo sin mostaza', 'es todo, gracias', 'Calle Sahuaro 12', 'dale'],
      order('Calle Sahuaro 12', line('Dogo Jumbo', 1, 'sin mostaza')),
    ),
    d(
      'tu-dog-11',
      'notas',
      ['2 dogos sencillos, uno sin cebolla y otro sin jitomate', 'no, es todo', 'Calle Juárez 501', 'órale, sí'],
      order('Calle Juárez 501', line('Dogo Sencillo', 1, 'sin cebolla'), line('Dogo Sencillo', 1, 'sin jitomate')),
    ),
    d(
      'tu-dog-12',
      'notas',
      ['unas papas grandes con catsup aparte', 'y un dogo doble bien dorado', 'ya es todo', 'Calle Pino 14', 'sí, por favor'],
      order('Calle Pino 14', line('Papas a la Francesa Grandes', 1, 'con catsup aparte'), line('Dogo Doble', 1, 'bien dorado')),
    ),
    d(
      'tu-dog-13',
      'correcciones',
      ['3 dogos jumbo', 'no, mejor que sean sencillos', 'es todo', 'Calle Morelia 70', 'confirmo'],
      order('Calle Morelia 70', line('Dogo Sencillo', 3)),
    ),
    d(
      'tu-dog-14',
      'correcciones',
      ['un dogo doble y una coca de 600', 'cambia la coca por un jarrito de tamarindo', 'ya con eso', 'Calle Monterrey 204', 'si'],
      order('Calle Monterrey 204', line('Dogo Doble', 1), line('Jarrito de Tamarindo 355 ml', 1)),
    ),
    d(
      'tu-dog-15',
      'correcciones',
      ['unas papas chicas y unos churros de 3', 'mejor las papas grandes', 'nomás eso', 'Calle Sinaloa 33', 'sí'],
      order('Calle Sinaloa 33', line('Papas a la Francesa Grandes', 1), line('Churros 3 pzas', 1)),
    ),
    d(
      'tu-dog-16',
      'direccion',
      ['2 dogos jumbo', 'no, nada más', 'Calle Ures 115', 'col. Modelo, casa azul con reja blanca', 'sí, confirmo'],
      order('Calle Ures 115, col. Modelo, casa azul con reja blanca', line('Dogo Jumbo', 2)),
    ),
    d(
      'tu-dog-17',
      'direccion',
      ['mándame unos nachos con queso a la Calle 3 de Julio 66, col. Las Palmas', 'sería todo, gracias', 'va'],
      order('Calle 3 de Julio 66, col. Las Palmas', line('Nachos con Queso', 1)),
    ),
    d(
      'tu-dog-18',
      'direccion',
      ['un combo doble', 'ya es todo', 'Privada Ébano 4 casa 12, Fracc. Los Álamos', 'si'],
      order('Privada Ébano 4 casa 12, Fracc. Los Álamos', line('Combo Doble', 1)),
    ),
    d(
      'tu-dog-19',
      'ambiguedad',
      ['un doble', 'el dogo', 'es todo', 'Calle Olivo 23', 'sale'],
      order('Calle Olivo 23', line('Dogo Doble', 1)),
    ),
    d(
      'tu-dog-20',
      'ambiguedad',
      ['unas papas a la francesa', 'grandes', 'y unos churros', 'de 6', 'sería todo', 'Calle Luis Encinas 800', 'ándale'],
      order('Calle Luis Encinas 800', line('Papas a la Francesa Grandes', 1), line('Churros 6 pzas', 1)),
    ),
    d(
      'tu-dog-21',
      'ambiguedad',
      ['unas banderillas', 'y un dogo jumbo', 'de 2', 'eso es todo', 'Calle Dr. Paliza 19', 'sí, así está bien'],
      order('Calle Dr. Paliza 19', line('Banderillas 2 pzas', 1), line('Dogo Jumbo', 1)),
    ),
    d(
      'tu-dog-22',
      'ambiguedad',
      ['2 cocas', 'a la Calle Colosio 410, Fracc. Santa Fe', 'de 600', 'y 2 dogos sencillos', 'nada más', 'correcto'],
      order('Calle Colosio 410, Fracc. Santa Fe', line('Coca-Cola 600 ml', 2), line('Dogo Sencillo', 2)),
    ),
    d(
      'tu-dog-23',
      'fuera-de-menu',
      ['unas papas locas y un dogo sencillo', 'ok, entonces papas a la francesa grandes', 'es todo', 'Calle Campeche 81', 'si'],
      order('Calle Campeche 81', line('Dogo Sencillo', 1), line('Papas a la Francesa Grandes', 1)),
    ),
    d(
      'tu-dog-24',
      'fuera-de-menu',
      ['tienen jarrito de mandarina?', 'va, entonces uno de tamarindo y un dogo jumbo', 'es todo, gracias', 'Calle Tabasco 17', 'dale'],
      order('Calle Tabasco 17', line('Jarrito de Tamarindo 355 ml', 1), line('Dogo Jumbo', 1)),
    ),
    d(
      'tu-dog-25',
      'fuera-de-menu',
      ['unos tacos de asada y unos nachos con queso', 'ah, entonces nomás los nachos', 'no, es todo', 'Calle Quintana Roo 90', 'órale, sí'],
      order('Calle Quintana Roo 90', line('Nachos con Queso', 1)),
    ),
    d(
      'tu-dog-26',
      'post-confirmacion',
      ['un dogo jumbo', 'ya es todo', 'Calle Garmendia 55', 'sí, por favor', 'oye agrégale unas papas chicas'],
      order('Calle Garmendia 55', line('Dogo Jumbo', 1), line('Papas a la Francesa Chicas', 1)),
    ),
    d(
      'tu-dog-27',
      'post-confirmacion',
      ['2 dogos dobles y unos churros de 3', 'es todo', 'Calle Matamoros 12', 'confirmo', 'quítale los churros porfa'],
      order('Calle Matamoros 12', line('Dogo Doble', 2)),
    ),
    d(
      'tu-dog-28',
      'post-confirmacion',
      ['un combo familiar', 'ya con eso', 'Calle Serdán 700', 'si', '#cocina:on_the_way', 'oye agrégale unos nachos'],
      { ...order('Calle Serdán 700', line('Combo Familiar', 1)), status: 'on_the_way' },
    ),
    d(
      'tu-dog-29',
      'cancelacion',
      ['3 dogos jumbo', 'nomás eso', 'Calle Michoacán 14', 'sí', 'cancela el pedido porfa, ya cenamos'],
      cancelled('Calle Michoacán 14', line('Dogo Jumbo', 3)),
    ),
    d('tu-dog-30', 'cancelacion', ['tienen servicio a domicilio?', 'ok gracias, al rato pido'], null),
    d('tu-dog-31', 'cancelacion', ['un combo doble', 'no, mejor ya no, gracias'], null),
    d(
      'tu-dog-32',
      'voz',
      [
        'buenas noches mire quiero pedir tres dogos jumbo uno sin cebolla y dos con todo y unas papas grandes y tres cocas de seiscientos para la calle Pesqueira 150 colonia Centro y es todo',
        'si está bien',
      ],
      order(
        'calle Pesqueira 150 colonia Centro',
        line('Dogo Jumbo', 1, 'sin cebolla'),
        line('Dogo Jumbo', 2, 'con todo'),
        line('Papas a la Francesa Grandes', 1),
        line('Coca-Cola 600 ml', 3),
      ),
    ),
    d(
      'tu-dog-33',
      'voz',
      [
        'qué onda oye me mandas un combo dogo con sprite y aparte unos nachos con queso a la calle Quintero Arce 23 colonia Raquet Club es todo',
        'si va',
      ],
      order('calle Quintero Arce 23 colonia Raquet Club', line('Combo Dogo', 1, 'con sprite'), line('Nachos con Queso', 1)),
    ),
    d(
      'tu-dog-34',
      'voz',
      [
        'hola buenas este quiero dos dogos dobles con extra tocino los dos y una coca de seiscientos y la dirección es calle Navarrete 410 colonia Valle Grande nada más',
        'sí confirmo',
      ],
      order('calle Navarrete 410 colonia Valle Grande', line('Dogo Doble', 2), line('Extra Tocino', 2), line('Coca-Cola 600 ml', 1)),
    ),
    d(
      'tu-dog-35',
      'tamanos',
      ['una coca de 355 y una de 600', 'y un dogo sencillo', 'no, nada más', 'Calle Yáñez 98', 'sí, confirmo'],
      order('Calle Yáñez 98', line('Coca-Cola 355 ml', 1), line('Coca-Cola 600 ml', 1), line('Dogo Sencillo', 1)),
    ),
    d(
      'tu-dog-36',
      'tamanos',
      ['3 churros y 4 banderillas', 'sería todo, gracias', 'Calle Rayón 140', 'va'],
      order('Calle Rayón 140', line('Churros 3 pzas', 1), line('Banderillas 4 pzas', 1)),
    ),
    d(
      'tu-dog-37',
      'tamanos',
      ['unas papas de las chicas y otras de las grandes', 'es todo', 'Calle Gastón Madrid 33', 'si'],
      order('Calle Gastón Madrid 33', line('Papas a la Francesa Chicas', 1), line('Papas a la Francesa Grandes', 1)),
    ),
    d(
      'tu-dog-38',
      'tamanos',
      ['un agua natural de un litro y 2 cocas de 355', 'sería todo', 'Calle Abasolo 71', 'sale'],
      order('Calle Abasolo 71', line('Agua Natural 1 L', 1), line('Coca-Cola 355 ml', 2)),
    ),
    d(
      'tu-dog-39',
      'extras',
      ['un dogo sencillo con extra tocino', 'eso es todo', 'Calle Zacatecas 120', 'ándale'],
      order('Calle Zacatecas 120', line('Dogo Sencillo', 1), line('Extra Tocino', 1)),
    ),
    d(
      'tu-dog-40',
      'extras',
      ['unos nachos con queso', 'ponle extra jalapeño', 'nada más', 'Calle Durango 49', 'sí, así está bien'],
      order('Calle Durango 49', line('Nachos con Queso', 1), line('Extra Jalapeño', 1)),
    ),
    d(
      'tu-dog-41',
      'extras',
      ['2 dogos jumbo con extra queso y extra salchicha los dos', 'es todo', 'Calle Allende 230', 'correcto'],
      order('Calle Allende 230', line('Dogo Jumbo', 2), line('Extra Queso', 2), line('Extra Salchicha', 2)),
    ),
    d(
      'tu-dog-42',
      'extras',
      ['unas papas grandes con extra queso', 'y un dogo doble sin mostaza', 'es todo, gracias', 'Calle Ocampo 900', 'si'],
      order('Calle Ocampo 900', line('Papas a la Francesa Grandes', 1), line('Extra Queso', 1), line('Dogo Doble', 1, 'sin mostaza')),
    ),
    d(
      'tu-dog-43',
      'combos',
      ['un combo dogo con coca', 'no, es todo', 'Calle Niños Héroes 35', 'dale'],
      order('Calle Niños Héroes 35', line('Combo Dogo', 1, 'con coca')),
    ),
    d(
      'tu-dog-44',
      'combos',
      ['2 combos dogo, uno con fanta y otro con sprite', 'ya es todo', 'Calle Aguascalientes 77', 'órale, sí'],
      order('Calle Aguascalientes 77', line('Combo Dogo', 1, 'con fanta'), line('Combo Dogo', 1, 'con sprite')),
    ),
    d(
      'tu-dog-45',
      'combos',
      ['el combo familiar', 'y aparte 6 churros', 'es todo', 'Calle Tehuantepec 21', 'sí, por favor'],
      order('Calle Tehuantepec 21', line('Combo Familiar', 1), line('Churros 6 pzas', 1)),
    ),
    d(
      'tu-dog-46',
      'combos',
      ['un combo doble', 'con extra tocino en los dos dogos', 'ya con eso', 'Calle Hidalgo 500', 'confirmo'],
      order('Calle Hidalgo 500', line('Combo Doble', 1), line('Extra Tocino', 2)),
    ),
    d(
      'tu-dog-47',
      'rafagas',
      [['buenas noches', 'me manda 2 dogos jumbo', 'y unas papas grandes'], 'nomás eso', 'Calle Jesús García 15', 'si'],
      order('Calle Jesús García 15', line('Dogo Jumbo', 2), line('Papas a la Francesa Grandes', 1)),
    ),
    d(
      'tu-dog-48',
      'rafagas',
      [['3 dogos dobles', 'no, mejor sencillos', 'y 3 cocas de 600'], 'no, nada más', 'Calle Mina 77', 'sí'],
      order('Calle Mina 77', line('Dogo Sencillo', 3), line('Coca-Cola 600 ml', 3)),
    ),
    d(
      'tu-dog-49',
      'rafagas',
      [
        'un combo dogo con fanta',
        'sería todo, gracias',
        ['Calle Reforma 1208', 'Fracc. Casa Blanca', 'entre Solidaridad y Colosio'],
        'sí, confirmo',
      ],
      order('Calle Reforma 1208, Fracc. Casa Blanca, entre Solidaridad y Colosio', line('Combo Dogo', 1, 'con fanta')),
    ),
    d(
      'tu-dog-50',
      'rafagas',
      [['un dogo jumbo', 'sin mostaza', 'con extra tocino', 'y unos nachos con queso'], 'es todo', 'Calle Sonora 3', 'va'],
      order('Calle Sonora 3', line('Dogo Jumbo', 1, 'sin mostaza'), line('Extra Tocino', 1), line('Nachos con Queso', 1)),
    ),
    d(
      'tu-dog-51',
      'rafagas',
      [['2 dogos sencillos', 'mejor 3'], 'sería todo', ['Calle 5 de Mayo 18', 'col. Centro'], 'si'],
      order('Calle 5 de Mayo 18, col. Centro', line('Dogo Sencillo', 3)),
    ),
    d(
      'tu-dog-52',
      'direccion',
      ['2 combos dogo con coca a nombre de Iván', 'es todo', 'Calle Obregón 45, Centro', 'pago en efectivo, traigan cambio de 200', 'sí'],
      { ...order('Calle Obregón 45, Centro', line('Combo Dogo', 2, 'con coca')), customerName: 'Iván' },
    ),
    d(
      'tu-dog-53',
      'basico',
      ['cuánto cuesta el dogo jumbo?', 'va, mándame 2', 'es todo', 'Calle Tlaxcala 19', 'si'],
      order('Calle Tlaxcala 19', line('Dogo Jumbo', 2)),
    ),
    d(
      'tu-dog-54',
      'voz',
      [
        'hola soy Paola quiero cuatro dogos sencillos y dos papas grandes a la calle Monteverde 330 colonia San Benito pago con tarjeta y es todo',
        'sí',
      ],
      {
        ...order('calle Monteverde 330 colonia San Benito', line('Dogo Sencillo', 4), line('Papas a la Francesa Grandes', 2)),
        customerName: 'Paola',
      },
    ),
  ],
};
