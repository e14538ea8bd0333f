import { type Dialogue, type DialogueTurn, type ExpectedOrder, line, type MenuId, order } from '../types.js';

/**
 * #24 on the tuning menus: fee questions answered from the restaurant's zones, the minimum order
 * said before confirming, "es a domicilio" / "paso por él" / "para llevar", the colonia asked when
 * the address does not tell the zone, outside the zones (refused, or "a convenir"), and how the
 * customer pays (cash with change, transfer, Mercado Pago link). Scored on the total with the fee.
 */
const CDMX = {
  pickup: true,
  delivery: true,
  zones: [
    {
      name: 'Roma',
      radiusKm: null,
      areas: ['Roma', 'Roma Norte', 'Roma Sur', '06700'],
      feeCents: 3000,
      minimumCents: 15000,
      etaMinutes: 35,
    },
    { name: 'Condesa', radiusKm: null, areas: ['Condesa', 'Hipódromo', '06140'], feeCents: 3500, minimumCents: 15000, etaMinutes: 40 },
    { name: 'Coyoacán', radiusKm: null, areas: ['Coyoacán', 'Del Carmen', '04100'], feeCents: 6000, minimumCents: 25000, etaMinutes: 60 },
  ],
  outsideZones: 'refuse',
  paymentMethods: ['cash', 'transfer', 'mercadopago'],
  transferClabe: '012180001234567891',
  transferHolder: 'Pozolería La Güera SA de CV',
  transferBank: 'BBVA',
  mercadoPagoAccessToken: 'TEST-eval-token',
};

/** Guadalajara: outside the zones the fee is agreed with the restaurant; no payment links. */
const GDL = {
  pickup: true,
  delivery: true,
  zones: [
    { name: 'Centro', radiusKm: null, areas: ['Centro', '44100'], feeCents: 2000, minimumCents: 10000, etaMinutes: 25 },
    {
      name: 'Americana',
      radiusKm: null,
      areas: ['Americana', 'Lafayette', 'Chapultepec'],
      feeCents: 3000,
      minimumCents: 12000,
      etaMinutes: 35,
    },
  ],
  outsideZones: 'arrange',
  paymentMethods: ['cash', 'transfer'],
  transferClabe: '002320700512345678',
  transferHolder: 'Tortas El Güero',
  transferBank: 'Banamex',
  mercadoPagoAccessToken: '',
};

/** Monterrey: cash or a Mercado Pago link. */
const MTY = {
  pickup: true,
  delivery: true,
  zones: [
    { name: 'Obispado', radiusKm: null, areas: ['Obispado', '64060'], feeCents: 2500, minimumCents: 10000, etaMinutes: 30 },
    { name: 'Centro', radiusKm: null, areas: ['Centro', '64000'], feeCents: 2000, minimumCents: 0, etaMinutes: 20 },
  ],
  outsideZones: 'refuse',
  paymentMethods: ['cash', 'mercadopago'],
  transferClabe: '',
  transferHolder: '',
  transferBank: '',
  mercadoPagoAccessToken: 'TEST-eval-token',
};

const chat =
  (menu: MenuId, delivery: Record<string, unknown>) =>
  (id: string, turns: DialogueTurn[], expected: ExpectedOrder | null, replies?: Record<number, string>): Dialogue => ({
    id,
    menu,
    category: 'entrega-pago',
    turns,
    expected,
    delivery,
    ...(replies ? { replies } : {}),
  });
const poz = chat('pozoleria', CDMX);
const tor = chat('torteria', GDL);
const dog = chat('dogos', MTY);

const fee = (cents: number) => ({ deliveryFee: cents, fulfillment: 'delivery' as const });
const pickup = { deliveryFee: 0, fulfillment: 'pickup' as const };
const cash = (pesos: number | null = null) => ({ payment: { method: 'cash' as const, changeFor: pesos === null ? null : pesos * 100 } });
const transfer = { payment: { method: 'transfer' as const } };
const link = { payment: { method: 'mercadopago' as const } };

export const LIFE_DELIVERY: Dialogue[] = [
  poz(
    'ld-poz-01',
    [
      '¿cuánto cobran de envío a la Roma?',
      'va, 2 pozoles rojos grandes',
      'Calle Orizaba 45, Col. Roma Norte',
      'efectivo, traigan cambio de 500',
      'sí',
    ],
    { ...order('Calle Orizaba 45, Col. Roma Norte', line('Pozole Rojo Grande', 2)), ...fee(3000), ...cash(500) },
    { 0: 'el envío cuesta $30.00' },
  ),
  poz(
    'ld-poz-02',
    [
      '¿llegan a Coyoacán?',
      'quiero 2 pozoles verdes grandes y un agua de horchata de litro',
      'Av. Universidad 1500, Del Carmen',
      'por transferencia',
      'sí',
    ],
    {
      ...order('Av. Universidad 1500, Del Carmen', line('Pozole Verde Grande', 2), line('Agua de Horchata 1 L', 1)),
      ...fee(6000),
      ...transfer,
    },
    { 0: 'Sí, llegamos a Coyoacán', 3: '012180001234567891' },
  ),
  poz('ld-poz-03', ['¿llegan a Polanco?'], null, { 0: 'Por ahora no llegamos a Polanco' }),
  poz('ld-poz-04', ['un pozole verde grande y 3 tostadas de tinga', 'paso por él', 'en efectivo', 'sí'], {
    ...order('', line('Pozole Verde Grande', 1), line('Tostada de Tinga', 3)),
    ...pickup,
    payment: { method: 'cash' },
  }),
  poz('ld-poz-05', ['un pozole rojo chico para llevar', 'efectivo', 'sí'], {
    ...order('', line('Pozole Rojo Chico', 1)),
    ...pickup,
    payment: { method: 'cash' },
  }),
  poz(
    'ld-poz-06',
    ['un pozole rojo chico', 'Calle Durango 200, Col. Roma Norte', 'agrégale 2 tostadas de tinga', 'mándame el link', 'sí'],
    { ...order('Calle Durango 200, Col. Roma Norte', line('Pozole Rojo Chico', 1), line('Tostada de Tinga', 2)), ...fee(3000), ...link },
    { 1: 'te faltan $65.00' },
  ),
  poz(
    'ld-poz-07',
    ['2 pozoles rojos grandes', 'Calle Durango 200', 'Roma Sur', 'pago con 300', 'sí'],
    { ...order('Calle Durango 200', line('Pozole Rojo Grande', 2)), ...fee(3000), ...cash(300) },
    { 1: '¿En qué colonia es la entrega?' },
  ),
  poz('ld-poz-08', ['2 pozoles verdes grandes', 'es a domicilio', 'Av. Tamaulipas 30, Condesa', 'efectivo', 'pago con 500', 'sí'], {
    ...order('Av. Tamaulipas 30, Condesa', line('Pozole Verde Grande', 2)),
    ...fee(3500),
    ...cash(500),
  }),
  poz(
    'ld-poz-09',
    ['un paquete pozolero', 'Calle Ámsterdam 80, Hipódromo', 'efectivo', 'sí'],
    { ...order('Calle Ámsterdam 80, Hipódromo', line('Paquete Pozolero', 1)), ...fee(3500), payment: { method: 'cash' } },
    { 1: '¿Cómo vas a pagar?' },
  ),
  poz('ld-poz-10', ['3 pozoles rojos grandes', 'Calle Medellín 12, CP 06700', 'pago con transferencia', 'sí'], {
    ...order('Calle Medellín 12, CP 06700', line('Pozole Rojo Grande', 3)),
    ...fee(3000),
    ...transfer,
  }),
  poz(
    'ld-poz-11',
    ['2 pozoles rojos grandes', 'Av. Masaryk 100, CP 11560', 'ah bueno, entonces paso a recoger', 'efectivo', 'sí'],
    { ...order('Av. Masaryk 100, CP 11560', line('Pozole Rojo Grande', 2)), ...pickup, payment: { method: 'cash' } },
    { 1: 'no llegamos hasta esa dirección' },
  ),
  poz(
    'ld-poz-12',
    ['¿cuánto cuesta el envío?', 'Condesa', 'ok, 2 pozoles verdes grandes', 'Calle Michoacán 50, Condesa', 'pago con billete de 500', 'sí'],
    { ...order('Calle Michoacán 50, Condesa', line('Pozole Verde Grande', 2)), ...fee(3500), ...cash(500) },
    { 0: 'El envío depende de la colonia', 1: 'Sí, llegamos a Condesa: el envío cuesta $35.00' },
  ),

  tor(
    'ld-tor-01',
    ['cuánto es el envío al Centro?', 'me da 2 tortas ahogadas grandes', 'Calle Morelos 318, Centro', 'efectivo con 200', 'sí'],
    { ...order('Calle Morelos 318, Centro', line('Torta Ahogada Grande', 2)), ...fee(2000), ...cash(200) },
    { 0: 'el envío cuesta $20.00' },
  ),
  tor(
    'ld-tor-02',
    ['¿llegan a la Americana?', 'una torta cubana y una coca de 600', 'Av. Chapultepec 1450, Americana', 'transferencia', 'sí'],
    { ...order('Av. Chapultepec 1450, Americana', line('Torta Cubana', 1), line('Coca-Cola 600 ml', 1)), ...fee(3000), ...transfer },
    { 0: 'Sí, llegamos a Americana', 3: '002320700512345678' },
  ),
  tor('ld-tor-03', ['¿hacen envíos a Zapopan?'], null, { 0: 'el envío se acuerda con el restaurante' }),
  tor(
    'ld-tor-04',
    ['2 tortas de lomo', 'Av. Patria 1200', 'es en Zapopan', 'efectivo', 'sí'],
    { ...order('Av. Patria 1200', line('Torta de Lomo', 2)), deliveryFee: 0, fulfillment: 'delivery', payment: { method: 'cash' } },
    { 2: 'Envío: a convenir' },
  ),
  tor(
    'ld-tor-05',
    ['una torta ahogada chica', 'Calle Libertad 1822, col. Lafayette', 'y 2 tortas de jamón', 'en efectivo', 'sí'],
    {
      ...order('Calle Libertad 1822, col. Lafayette', line('Torta Ahogada Chica', 1), line('Torta de Jamón', 2)),
      ...fee(3000),
      payment: { method: 'cash' },
    },
    { 1: 'te faltan $60.00' },
  ),
  tor('ld-tor-06', ['3 tortas ahogadas grandes para llevar', 'pago en efectivo', 'sí'], {
    ...order('', line('Torta Ahogada Grande', 3)),
    ...pickup,
    payment: { method: 'cash' },
  }),
  tor('ld-tor-07', ['un paquete 1 con jamaica', 'voy por él', 'transferencia', 'sí'], {
    ...order('', line('Paquete 1', 1, 'con jamaica')),
    ...pickup,
    ...transfer,
  }),
  tor('ld-tor-08', ['2 tortas de milanesa', 'Calle Juárez 50, CP 44100', 'pago con 500', 'sí'], {
    ...order('Calle Juárez 50, CP 44100', line('Torta de Milanesa', 2)),
    ...fee(2000),
    ...cash(500),
  }),
  tor('ld-tor-09', ['una torta cubana', 'es a domicilio', 'Calle Pedro Moreno 900, Centro', 'efectivo', 'sí'], {
    ...order('Calle Pedro Moreno 900, Centro', line('Torta Cubana', 1)),
    ...fee(2000),
    payment: { method: 'cash' },
  }),
  tor(
    'ld-tor-10',
    ['2 tortas ahogadas grandes', 'Calle Morelos 318, Centro', 'me mandas el link?', 'efectivo entonces', 'sí'],
    { ...order('Calle Morelos 318, Centro', line('Torta Ahogada Grande', 2)), ...fee(2000), payment: { method: 'cash' } },
    { 2: 'Por ahora no aceptamos' },
  ),

  dog(
    'ld-dog-01',
    [
      '¿cuánto cobran de envío al Obispado?',
      '2 dogos jumbo y unas papas grandes',
      'Av. Pino Suárez 1200, Obispado',
      'mándame el link',
      'sí',
    ],
    { ...order('Av. Pino Suárez 1200, Obispado', line('Dogo Jumbo', 2), line('Papas a la Francesa Grandes', 1)), ...fee(2500), ...link },
    { 0: 'el envío cuesta $25.00' },
  ),
  dog('ld-dog-02', ['un dogo sencillo', 'Calle Zaragoza 15, Centro', 'efectivo con 100', 'sí'], {
    ...order('Calle Zaragoza 15, Centro', line('Dogo Sencillo', 1)),
    ...fee(2000),
    ...cash(100),
  }),
  dog(
    'ld-dog-03',
    ['un dogo doble', 'Calle Hidalgo 300, Obispado', 'y unos nachos con queso', 'efectivo', 'sí'],
    {
      ...order('Calle Hidalgo 300, Obispado', line('Dogo Doble', 1), line('Nachos con Queso', 1)),
      ...fee(2500),
      payment: { method: 'cash' },
    },
    { 1: 'te faltan $25.00' },
  ),
  dog('ld-dog-04', ['¿llegan a San Pedro?'], null, { 0: 'Por ahora no llegamos a San Pedro' }),
  dog('ld-dog-05', ['un combo doble', 'paso a recoger', 'pago con tarjeta', 'sí'], {
    ...order('', line('Combo Doble', 1)),
    ...pickup,
    ...link,
  }),
  dog('ld-dog-06', ['3 dogos jumbo para llevar', 'pago con 200', 'sí'], { ...order('', line('Dogo Jumbo', 3)), ...pickup, ...cash(200) }),
  dog(
    'ld-dog-07',
    ['2 dogos dobles', 'Calle Padre Mier 40', 'CP 64000', 'efectivo', 'sí'],
    { ...order('Calle Padre Mier 40, CP 64000', line('Dogo Doble', 2)), ...fee(2000), payment: { method: 'cash' } },
    { 1: '¿En qué colonia es la entrega?' },
  ),
  dog('ld-dog-08', ['2 combos dogo con coca', 'es a domicilio', 'Calle Matamoros 800, Obispado', 'pago con billete de 500', 'sí'], {
    ...order('Calle Matamoros 800, Obispado', line('Combo Dogo', 2, 'con coca')),
    ...fee(2500),
    ...cash(500),
  }),
  dog(
    'ld-dog-09',
    ['una banderilla de 4', 'Calle Morelos 10, Centro', 'por transferencia', 'efectivo', 'sí'],
    { ...order('Calle Morelos 10, Centro', line('Banderillas 4 pzas', 1)), ...fee(2000), payment: { method: 'cash' } },
    { 2: 'Aceptamos efectivo o link de Mercado Pago' },
  ),
];
