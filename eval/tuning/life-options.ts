import type { OptionGroup } from '../../core/menu/option-groups.js';
import type { EvalItem, EvalMenu } from '../menus/index.js';
import { type Dialogue, type DialogueTurn, type ExpectedOrder, line, type MenuId, order, withOptions } from '../types.js';
import { DOGOS } from './dogos.js';
import { item } from './kit.js';
import { POZOLERIA } from './pozoleria.js';
import { TORTERIA } from './torteria.js';

/**
 * #25 on the tuning menus: three of them as they look once the owner moves sizes, sauces, paid
 * extras and removable ingredients into option groups (the extras that were items and the dishes
 * sold by size become one item with a group). Dialogues: "la grande", "una grande y una chica"
 * (two lines, each with its size), "con salsa verde", extras up to their limit with their prices,
 * "sin cebolla", "unas empanadas de 12, la mitad de queso, con extra salsa", and a required choice
 * asked and answered. Scored on the lines, their options and the total with the options' prices.
 */
const group = (
  name: string,
  kind: OptionGroup['kind'],
  required: boolean,
  max: number | null,
  options: [string, number][],
): OptionGroup => ({
  name,
  kind,
  required,
  max,
  options: options.map(([n, pesos]) => ({ name: n, price: pesos * 100, available: true })),
});

/** The base menu without the items the groups replace, with groups on the named items and the new items added. */
function withGroups(base: EvalMenu, drop: string[], groups: Record<string, OptionGroup[]>, added: EvalItem[]): EvalMenu {
  const kept = base.items.filter((i) => !drop.includes(i.name) && i.category !== 'Extras');
  return {
    restaurant: base.restaurant,
    items: [...kept, ...added].map((i) => (groups[i.name] ? { ...i, optionGroups: groups[i.name] } : i)),
  };
}

const DOG_EXTRAS = group('Extras', 'multiple', false, 3, [
  ['Tocino', 15],
  ['Queso', 12],
  ['Jalapeño', 8],
  ['Salchicha', 20],
]);
const DOG_REMOVE = group('Quitar', 'remove', false, null, [
  ['Cebolla', 0],
  ['Jitomate', 0],
  ['Mostaza', 0],
  ['Mayonesa', 0],
]);
const DOGOS_OPTIONS = withGroups(
  DOGOS.menu,
  ['Papas a la Francesa Chicas', 'Papas a la Francesa Grandes'],
  {
    'Dogo Sencillo': [DOG_EXTRAS, DOG_REMOVE],
    'Dogo Jumbo': [DOG_EXTRAS, DOG_REMOVE],
    'Dogo Doble': [DOG_EXTRAS, DOG_REMOVE],
    'Papas a la Francesa': [
      group('Tamaño', 'single', true, null, [
        ['Chicas', 0],
        ['Grandes', 20],
      ]),
    ],
    'Nachos con Queso': [
      group('Salsa', 'single', false, null, [
        ['Verde', 0],
        ['Roja', 0],
        ['Habanero', 5],
      ]),
    ],
    'Combo Dogo': [
      group('Refresco', 'single', true, null, [
        ['Coca-Cola', 0],
        ['Sprite', 0],
        ['Fanta', 0],
      ]),
    ],
  },
  [item('Papas a la Francesa', 'Snacks', 35)],
);

const POZ_EXTRAS = group('Extras', 'multiple', false, 2, [
  ['Carne', 35],
  ['Aguacate', 20],
  ['Crema', 10],
]);
const POZ_REMOVE = group('Quitar', 'remove', false, null, [
  ['Cebolla', 0],
  ['Rábano', 0],
  ['Lechuga', 0],
]);
const POZOLERIA_OPTIONS = withGroups(
  POZOLERIA.menu,
  ['Empanadas 6 pzas', 'Empanadas 12 pzas'],
  {
    'Pozole Rojo Chico': [POZ_EXTRAS, POZ_REMOVE],
    'Pozole Rojo Grande': [POZ_EXTRAS, POZ_REMOVE],
    'Pozole Verde Chico': [POZ_EXTRAS, POZ_REMOVE],
    'Pozole Verde Grande': [POZ_EXTRAS, POZ_REMOVE],
    Empanadas: [
      group('Piezas', 'single', true, null, [
        ['6 piezas', 0],
        ['12 piezas', 80],
      ]),
      group('Relleno', 'multiple', false, 2, [
        ['Queso', 0],
        ['Tinga', 0],
        ['Papa', 0],
      ]),
      group('Extras', 'multiple', false, null, [['Salsa', 10]]),
    ],
  },
  [item('Empanadas', 'Antojitos', 90)],
);

const TORTA_EXTRAS = group('Extras', 'multiple', false, 2, [
  ['Aguacate', 20],
  ['Queso', 15],
  ['Carne', 30],
]);
const TORTA_REMOVE = group('Quitar', 'remove', false, null, [
  ['Cebolla', 0],
  ['Jitomate', 0],
]);
const TORTERIA_OPTIONS = withGroups(
  TORTERIA.menu,
  ['Torta Ahogada Grande', 'Torta Ahogada Chica'],
  {
    'Torta Ahogada': [
      group('Tamaño', 'single', true, null, [
        ['Chica', 0],
        ['Grande', 25],
      ]),
      group('Salsa', 'single', false, null, [
        ['Media ahogada', 0],
        ['Bien ahogada', 0],
      ]),
      TORTA_EXTRAS,
    ],
    'Torta de Lomo': [TORTA_EXTRAS, TORTA_REMOVE],
    'Torta de Milanesa': [TORTA_EXTRAS, TORTA_REMOVE],
    'Torta Cubana': [TORTA_EXTRAS, TORTA_REMOVE],
  },
  [item('Torta Ahogada', 'Tortas', 60)],
);

/** The menus with option groups, registered with the tuning menus. */
export const LIFE_OPTION_MENUS: Record<MenuId, EvalMenu> = {
  'dogos-opciones': DOGOS_OPTIONS,
  'pozoleria-opciones': POZOLERIA_OPTIONS,
  'torteria-opciones': TORTERIA_OPTIONS,
};

const chat =
  (menu: MenuId) =>
  (id: string, turns: DialogueTurn[], expected: ExpectedOrder | null, replies?: Record<number, string>): Dialogue => ({
    id,
    menu,
    category: 'opciones',
    turns,
    expected,
    ...(replies ? { replies } : {}),
  });
const dog = chat('dogos-opciones');
const poz = chat('pozoleria-opciones');
const tor = chat('torteria-opciones');
const o = withOptions;

export const LIFE_OPTIONS: Dialogue[] = [
  dog(
    'lo-dog-01',
    ['un dogo jumbo con extra tocino y queso', 'es todo', 'Calle Reforma 120, Centro', 'sí'],
    order('Calle Reforma 120, Centro', o('Dogo Jumbo', 1, ['Tocino', 'Queso'])),
  ),
  dog(
    'lo-dog-02',
    ['2 dogos sencillos sin cebolla', 'ya', 'Calle Rosales 40, Centro', 'sí'],
    order('Calle Rosales 40, Centro', o('Dogo Sencillo', 2, ['sin cebolla'])),
  ),
  dog(
    'lo-dog-03',
    ['unas papas a la francesa', 'grandes', 'es todo', 'Calle Yáñez 9, Centro', 'sí'],
    order('Calle Yáñez 9, Centro', o('Papas a la Francesa', 1, ['Grandes'])),
    { 0: '¿De qué tamaño' },
  ),
  dog(
    'lo-dog-04',
    ['unas papas grandes y unas chicas', 'es todo', 'Calle Juárez 77, Centro', 'sí'],
    order('Calle Juárez 77, Centro', o('Papas a la Francesa', 1, ['Grandes']), o('Papas a la Francesa', 1, ['Chicas'])),
  ),
  dog(
    'lo-dog-05',
    ['unos nachos con salsa verde', 'y un dogo doble', 'es todo', 'Blvd. Kino 300, Pitic', 'sí'],
    order('Blvd. Kino 300, Pitic', o('Nachos con Queso', 1, ['Verde']), line('Dogo Doble', 1)),
  ),
  dog(
    'lo-dog-06',
    ['un combo dogo', 'sprite', 'es todo', 'Calle Sonora 15, Centro', 'sí'],
    order('Calle Sonora 15, Centro', o('Combo Dogo', 1, ['Sprite'])),
    { 0: 'Coca-Cola, Sprite o Fanta' },
  ),
  dog(
    'lo-dog-07',
    ['un dogo jumbo con tocino, queso, jalapeño y salchicha', 'tocino, queso y jalapeño', 'es todo', 'Calle Sufragio 50, Centro', 'sí'],
    order('Calle Sufragio 50, Centro', o('Dogo Jumbo', 1, ['Tocino', 'Queso', 'Jalapeño'])),
    { 0: 'hasta 3' },
  ),
  dog(
    'lo-dog-08',
    ['un dogo doble con extra salchicha sin mostaza', 'y unos nachos con habanero', 'es todo', 'Calle Tehuantepec 21, Centro', 'sí'],
    order('Calle Tehuantepec 21, Centro', o('Dogo Doble', 1, ['Salchicha', 'sin mostaza']), o('Nachos con Queso', 1, ['Habanero'])),
  ),
  dog(
    'lo-dog-09',
    ['¿cuánto cuesta el extra de tocino?', 'va, un dogo sencillo con tocino', 'es todo', 'Calle Garmendia 8, Centro', 'sí'],
    order('Calle Garmendia 8, Centro', o('Dogo Sencillo', 1, ['Tocino'])),
  ),
  dog(
    'lo-dog-10',
    [['un combo dogo con fanta', 'y unas papas chicas'], 'es todo', 'Calle Matamoros 12, Centro', 'sí'],
    order('Calle Matamoros 12, Centro', o('Combo Dogo', 1, ['Fanta']), o('Papas a la Francesa', 1, ['Chicas'])),
  ),

  poz(
    'lo-poz-01',
    ['unas empanadas de 12, la mitad de queso, con extra salsa', 'es todo', 'Calle Orizaba 45, Col. Roma', 'sí'],
    order('Calle Orizaba 45, Col. Roma', o('Empanadas', 1, ['12 piezas', 'Queso', 'Salsa'], 'la mitad de queso')),
  ),
  poz(
    'lo-poz-02',
    ['unas empanadas de 6 de tinga', 'es todo', 'Calle Durango 200, Col. Roma', 'sí'],
    order('Calle Durango 200, Col. Roma', o('Empanadas', 1, ['6 piezas', 'Tinga'])),
  ),
  poz(
    'lo-poz-03',
    ['quiero empanadas', 'de 12', 'es todo', 'Av. Álvaro Obregón 30, Col. Roma', 'sí'],
    order('Av. Álvaro Obregón 30, Col. Roma', o('Empanadas', 1, ['12 piezas'])),
    { 0: 'Piezas' },
  ),
  poz(
    'lo-poz-04',
    ['un pozole rojo grande con extra carne', 'es todo', 'Calle Colima 10, Col. Roma', 'sí'],
    order('Calle Colima 10, Col. Roma', o('Pozole Rojo Grande', 1, ['Carne'])),
  ),
  poz(
    'lo-poz-05',
    ['2 pozoles verdes chicos sin rábano', 'es todo', 'Calle Tabasco 5, Col. Roma', 'sí'],
    order('Calle Tabasco 5, Col. Roma', o('Pozole Verde Chico', 2, ['sin rábano'])),
  ),
  poz(
    'lo-poz-06',
    ['un pozole rojo grande con aguacate y crema', 'y una tostada de tinga', 'es todo', 'Calle Jalapa 88, Col. Roma', 'sí'],
    order('Calle Jalapa 88, Col. Roma', o('Pozole Rojo Grande', 1, ['Aguacate', 'Crema']), line('Tostada de Tinga', 1)),
  ),
  poz(
    'lo-poz-07',
    ['un pozole verde grande con carne, aguacate y crema', 'carne y aguacate', 'es todo', 'Calle Puebla 14, Col. Roma', 'sí'],
    order('Calle Puebla 14, Col. Roma', o('Pozole Verde Grande', 1, ['Carne', 'Aguacate'])),
    { 0: 'hasta 2' },
  ),
  poz(
    'lo-poz-08',
    ['un pozole rojo chico sin cebolla y sin lechuga', 'es todo', 'Calle Zacatecas 3, Col. Roma', 'sí'],
    order('Calle Zacatecas 3, Col. Roma', o('Pozole Rojo Chico', 1, ['sin cebolla', 'sin lechuga'])),
  ),
  poz(
    'lo-poz-09',
    ['unas empanadas de 12 de papa y tinga', 'y un agua de horchata de litro', 'es todo', 'Calle Córdoba 60, Col. Roma', 'sí'],
    order('Calle Córdoba 60, Col. Roma', o('Empanadas', 1, ['12 piezas', 'Papa', 'Tinga']), line('Agua de Horchata 1 L', 1)),
  ),
  poz(
    'lo-poz-10',
    ['un pozole rojo grande con extra carne', 'mejor que sean 2', 'es todo', 'Calle Mérida 22, Col. Roma', 'sí'],
    order('Calle Mérida 22, Col. Roma', o('Pozole Rojo Grande', 2, ['Carne'])),
  ),

  tor(
    'lo-tor-01',
    ['una torta ahogada grande', 'es todo', 'Calle Morelos 318, Centro', 'sí'],
    order('Calle Morelos 318, Centro', o('Torta Ahogada', 1, ['Grande'])),
  ),
  tor(
    'lo-tor-02',
    ['una torta ahogada', 'la grande', 'es todo', 'Calle Hidalgo 40, Centro', 'sí'],
    order('Calle Hidalgo 40, Centro', o('Torta Ahogada', 1, ['Grande'])),
    { 0: '¿De qué tamaño' },
  ),
  tor(
    'lo-tor-03',
    ['dos tortas ahogadas, una grande y una chica', 'es todo', 'Calle Pedro Moreno 900, Centro', 'sí'],
    order('Calle Pedro Moreno 900, Centro', o('Torta Ahogada', 1, ['Grande']), o('Torta Ahogada', 1, ['Chica'])),
  ),
  tor(
    'lo-tor-04',
    ['una torta ahogada chica bien ahogada', 'es todo', 'Calle Libertad 1822, col. Lafayette', 'sí'],
    order('Calle Libertad 1822, col. Lafayette', o('Torta Ahogada', 1, ['Chica', 'Bien ahogada'])),
  ),
  tor(
    'lo-tor-05',
    ['una torta de lomo con extra aguacate sin cebolla', 'es todo', 'Av. Vallarta 2440, Arcos', 'sí'],
    order('Av. Vallarta 2440, Arcos', o('Torta de Lomo', 1, ['Aguacate', 'sin cebolla'])),
  ),
  tor(
    'lo-tor-06',
    ['2 tortas cubanas con queso extra', 'y una coca de 600', 'es todo', 'Calle Juárez 50, Centro', 'sí'],
    order('Calle Juárez 50, Centro', o('Torta Cubana', 2, ['Queso']), line('Coca-Cola 600 ml', 1)),
  ),
  tor(
    'lo-tor-07',
    ['una torta de milanesa con aguacate, queso y carne', 'aguacate y queso', 'es todo', 'Calle Colón 77, Centro', 'sí'],
    order('Calle Colón 77, Centro', o('Torta de Milanesa', 1, ['Aguacate', 'Queso'])),
    { 0: 'hasta 2' },
  ),
  tor(
    'lo-tor-08',
    ['una torta ahogada grande media ahogada con aguacate', 'es todo', 'Calle Madero 10, Centro', 'sí'],
    order('Calle Madero 10, Centro', o('Torta Ahogada', 1, ['Grande', 'Media ahogada', 'Aguacate'])),
  ),
  tor(
    'lo-tor-09',
    [['una torta ahogada', 'chica porfa'], 'es todo', 'Calle Galeana 5, Centro', 'sí'],
    order('Calle Galeana 5, Centro', o('Torta Ahogada', 1, ['Chica'])),
  ),
  tor(
    'lo-tor-10',
    ['una torta de jamón', 'y una torta ahogada grande', 'es todo', 'Calle Ocampo 33, Centro', 'sí'],
    order('Calle Ocampo 33, Centro', line('Torta de Jamón', 1), o('Torta Ahogada', 1, ['Grande'])),
  ),
];
