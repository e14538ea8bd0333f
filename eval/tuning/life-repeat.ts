import { type Dialogue, type DialogueTurn, type ExpectedOrder, line, type MenuId, order, preparing, type PreviousOrder } from '../types.js';

/**
 * #23 on the tuning menus: a returning customer ("lo mismo de la otra vez", "lo de siempre",
 * "repíteme mi último pedido"), the saved address taken with "a la misma" or "sí" to
 * "¿Te lo mandamos a … otra vez?", and "¿ya viene?" / "¿cuánto le falta?" answered from where the
 * order stands (the reply is scored too). The customer's earlier orders are seeded (`previous`);
 * the expected order is the one this chat places.
 */
const chat =
  (menu: MenuId) =>
  (
    id: string,
    previous: PreviousOrder[],
    turns: DialogueTurn[],
    expected: ExpectedOrder | null,
    replies?: Record<number, string>,
  ): Dialogue => ({
    id,
    menu,
    category: 'cliente-frecuente',
    turns,
    expected,
    previous,
    ...(replies ? { replies } : {}),
  });
const tor = chat('torteria');
const dog = chat('dogos');
const poz = chat('pozoleria');
const car = chat('carnitas');

const MORELOS = 'Calle Morelos 318, Centro';
const tortas: PreviousOrder = {
  items: [line('Torta Ahogada Grande', 2), line('Coca-Cola 600 ml', 1)],
  address: MORELOS,
  customerName: 'Lupita',
};
const tortasAgain = () => order(MORELOS, line('Torta Ahogada Grande', 2), line('Coca-Cola 600 ml', 1));

const PINO = 'Av. Pino Suárez 1200, Col. Obispado';
const dogos: PreviousOrder = {
  items: [line('Dogo Jumbo', 2, 'sin cebolla'), line('Papas a la Francesa Grandes', 1)],
  address: PINO,
  customerName: 'Beto',
};
const dogosAgain = () => order(PINO, line('Dogo Jumbo', 2, 'sin cebolla'), line('Papas a la Francesa Grandes', 1));

const ROMA = 'Calle Orizaba 45, Col. Roma';
const pozole: PreviousOrder = {
  items: [line('Pozole Rojo Grande', 2), line('Tostada de Tinga', 3), line('Agua de Horchata 1 L', 1)],
  address: ROMA,
};
const pozoleAgain = () => order(ROMA, line('Pozole Rojo Grande', 2), line('Tostada de Tinga', 3), line('Agua de Horchata 1 L', 1));

const TLAQ = 'Calle Independencia 88, Tlaquepaque';
const carnitas: PreviousOrder = {
  items: [line('Carnitas Surtidas 1 kg', 1), line('Tortillas 1 kg', 1), line('Salsa Verde 250 ml', 1)],
  address: TLAQ,
};
const carnitasAgain = () => order(TLAQ, line('Carnitas Surtidas 1 kg', 1), line('Tortillas 1 kg', 1), line('Salsa Verde 250 ml', 1));

/** An order still with the kitchen, placed 25 minutes ago. */
const moving = (base: PreviousOrder, status: PreviousOrder['status'], etaMinutes?: number): PreviousOrder => ({
  ...base,
  status,
  minutesAgo: 25,
  ...(etaMinutes ? { etaMinutes } : {}),
});

export const LIFE_REPEAT: Dialogue[] = [
  // Repeat, then the saved address offered at once.
  tor('lr-tor-01', [tortas], ['hola', 'lo mismo de la otra vez', 'sí', 'sí'], tortasAgain(), { 0: 'Hola de nuevo, Lupita' }),
  tor('lr-tor-02', [tortas], ['lo de siempre porfa', 'a la misma', 'confirmo'], tortasAgain(), {
    0: '¿Te lo mandamos a Calle Morelos 318, Centro otra vez?',
  }),
  tor('lr-tor-03', [tortas], ['repíteme mi último pedido', 'ahí mismo', 'sí'], tortasAgain()),
  tor('lr-tor-04', [tortas], ['buenas, me mandas lo mismo que la vez pasada?', 'sí, a la misma dirección', 'sí'], tortasAgain()),
  tor(
    'lr-tor-05',
    [tortas],
    ['lo de siempre', 'y agrégale una jericalla', 'a la misma dirección', 'sí'],
    order(MORELOS, line('Torta Ahogada Grande', 2), line('Coca-Cola 600 ml', 1), line('Jericalla', 1)),
  ),
  tor(
    'lr-tor-06',
    [tortas],
    ['quiero lo mismo de la otra vez', 'no, ahora mándalo a Av. Vallarta 2440, Arcos', 'sí'],
    order('Av. Vallarta 2440, Arcos', line('Torta Ahogada Grande', 2), line('Coca-Cola 600 ml', 1)),
  ),
  tor('lr-tor-07', [tortas], ['me da una torta de milanesa', 'es todo', 'sí', 'sí'], order(MORELOS, line('Torta de Milanesa', 1)), {
    1: '¿Te lo mandamos a Calle Morelos 318, Centro otra vez?',
  }),
  tor('lr-tor-08', [moving(tortas, 'on_the_way', 15)], ['¿ya viene mi pedido?'], null, { 0: 'ya va en camino' }),
  tor('lr-tor-09', [moving(tortas, 'preparing', 30)], ['oigan cuánto le falta a mi pedido?'], null, {
    0: 'se está preparando. Tiempo estimado: unos 30 minutos',
  }),
  tor(
    'lr-tor-10',
    [],
    ['2 tortas de lomo', 'Calle Libertad 1822, col. Lafayette', 'sí', '#cocina:on_the_way:20', '¿ya viene?'],
    { ...order('Calle Libertad 1822, col. Lafayette', line('Torta de Lomo', 2)), status: 'on_the_way' },
    { 4: 'ya va en camino. 🛵 Tiempo estimado: unos 20 minutos' },
  ),

  dog('lr-dog-01', [dogos], ['hola', 'lo de siempre', 'sí', 'sí'], dogosAgain(), { 0: 'Hola de nuevo, Beto' }),
  dog('lr-dog-02', [dogos], ['otra vez lo mismo porfa', 'a la misma', 'sí'], dogosAgain()),
  dog('lr-dog-03', [dogos], ['repite mi último pedido', 'va', 'confirmo'], dogosAgain()),
  dog(
    'lr-dog-04',
    [dogos],
    ['lo mismo de la otra vez pero agrégame una coca de 600', 'sí', 'sí'],
    order(PINO, line('Dogo Jumbo', 2, 'sin cebolla'), line('Papas a la Francesa Grandes', 1), line('Coca-Cola 600 ml', 1)),
  ),
  dog('lr-dog-05', [dogos], ['quiero 3 dogos sencillos', 'es todo', 'a la misma de siempre', 'sí'], order(PINO, line('Dogo Sencillo', 3))),
  dog(
    'lr-dog-06',
    [dogos],
    ['lo de siempre', 'no, a Calle Hidalgo 300, Centro', 'sí'],
    order('Calle Hidalgo 300, Centro', line('Dogo Jumbo', 2, 'sin cebolla'), line('Papas a la Francesa Grandes', 1)),
  ),
  dog('lr-dog-07', [moving(dogos, 'on_the_way')], ['ya salió mi pedido?'], null, { 0: 'ya va en camino' }),
  dog('lr-dog-08', [moving(dogos, 'pending')], ['cómo va mi pedido?'], null, { 0: 'ya está registrado' }),
  dog(
    'lr-dog-09',
    [],
    ['un combo dogo con coca', 'Calle Zaragoza 15, Centro', 'sí', '#cocina:preparing:25', 'cuánto le falta?'],
    preparing('Calle Zaragoza 15, Centro', line('Combo Dogo', 1, 'con coca')),
    { 4: 'unos 25 minutos' },
  ),

  poz('lr-poz-01', [pozole], ['buenas noches', 'lo mismo que la otra vez', 'sí', 'sí'], pozoleAgain()),
  poz('lr-poz-02', [pozole], ['repíteme el último pedido', 'a la misma dirección', 'sí'], pozoleAgain()),
  poz(
    'lr-poz-03',
    [pozole],
    ['lo de siempre', 'quítale las tostadas', 'ahí mismo', 'sí'],
    order(ROMA, line('Pozole Rojo Grande', 2), line('Agua de Horchata 1 L', 1)),
  ),
  poz('lr-poz-04', [pozole], ['quiero un pozole verde grande', 'nada más', 'sí', 'sí'], order(ROMA, line('Pozole Verde Grande', 1)), {
    1: '¿Te lo mandamos a Calle Orizaba 45, Col. Roma otra vez?',
  }),
  poz('lr-poz-05', [moving(pozole, 'preparing')], ['ya viene?'], null, { 0: 'se está preparando' }),
  poz('lr-poz-06', [moving(pozole, 'delivered')], ['todavía no me llega mi pedido'], null, { 0: 'aparece como entregado' }),
  poz(
    'lr-poz-07',
    [pozole],
    ['lo de siempre', 'ya, es todo', 'Calle Durango 200, Col. Roma', 'sí'],
    order('Calle Durango 200, Col. Roma', line('Pozole Rojo Grande', 2), line('Tostada de Tinga', 3), line('Agua de Horchata 1 L', 1)),
  ),

  car('lr-car-01', [carnitas], ['lo mismo de la otra vez', 'sí', 'sí'], carnitasAgain()),
  car('lr-car-02', [carnitas], ['me repites mi último pedido?', 'a la misma', 'sí'], carnitasAgain()),
  car(
    'lr-car-03',
    [carnitas],
    ['lo de siempre y una coca de 2 litros', 'sí', 'sí'],
    order(TLAQ, line('Carnitas Surtidas 1 kg', 1), line('Tortillas 1 kg', 1), line('Salsa Verde 250 ml', 1), line('Coca-Cola 2 L', 1)),
  ),
  car('lr-car-04', [moving(carnitas, 'on_the_way', 10)], ['a qué hora llega?'], null, { 0: 'unos 10 minutos' }),
  car('lr-car-05', [carnitas], ['medio de maciza', 'es todo', 'a la misma', 'sí'], order(TLAQ, line('Maciza 1/2 kg', 1))),
];
