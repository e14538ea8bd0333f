import { type Dialogue, type ExpectedOrder, line, order } from '../types.js';

/**
 * #24: the taquería delivers to the Obrera (colonia or CP 06800) for $25 with a $100 minimum
 * and takes cash, transfer and Mercado Pago links. Scored on the total with the fee, pickup
 * and the payment method (and the change for cash).
 */
const DELIVERY = {
  pickup: true,
  delivery: true,
  zones: [{ name: 'Obrera', radiusKm: null, areas: ['Obrera', '06800'], feeCents: 2500, minimumCents: 10000, etaMinutes: 40 }],
  outsideZones: 'refuse',
  paymentMethods: ['cash', 'transfer', 'mercadopago'],
  transferClabe: '012180001234567891',
  transferHolder: 'Tacos El Primo SA de CV',
  transferBank: 'BBVA',
  mercadoPagoAccessToken: 'TEST-eval-token',
};

const taq = (id: string, turns: string[], expected: ExpectedOrder | null): Dialogue => ({
  id,
  menu: 'taqueria',
  category: 'entrega-pago',
  turns,
  expected,
  delivery: DELIVERY,
});
const fee = { deliveryFee: 2500, fulfillment: 'delivery' as const };
const cash = (pesos: number | null) => ({ method: 'cash' as const, changeFor: pesos === null ? null : pesos * 100 });

export const DEV_DELIVERY: Dialogue[] = [
  taq('d-e-01', ['6 de pastor', 'Calle Fresno 12, Col. Obrera', 'pago en efectivo, traigan cambio de 500', 'sí'], {
    ...order('Calle Fresno 12, Col. Obrera', line('Taco al Pastor', 6)),
    ...fee,
    payment: cash(500),
  }),
  taq('d-e-02', ['2 tortas cubanas', 'paso a recoger', 'en efectivo', 'sí'], {
    ...order('', line('Torta Cubana', 2)),
    deliveryFee: 0,
    fulfillment: 'pickup',
    payment: { method: 'cash' },
  }),
  taq('d-e-03', ['4 de suadero y 2 horchatas', 'Calle Naranjo 5, Col. Obrera', 'por transferencia', 'sí'], {
    ...order('Calle Naranjo 5, Col. Obrera', line('Taco de Suadero', 4), line('Agua de Horchata', 2)),
    ...fee,
    payment: { method: 'transfer' },
  }),
  taq('d-e-04', ['una gringa de pastor y 3 de bistec', 'Calle Pino 8, CP 06800', 'mándame el link', 'sí'], {
    ...order('Calle Pino 8, CP 06800', line('Gringa de Pastor', 1), line('Taco de Bistec', 3)),
    ...fee,
    payment: { method: 'mercadopago' },
  }),
  taq('d-e-05', ['5 de pastor', 'Calle Olmo 3, Col. Obrera', 'pago con billete de 500', 'sí'], {
    ...order('Calle Olmo 3, Col. Obrera', line('Taco al Pastor', 5)),
    ...fee,
    payment: cash(500),
  }),
  taq('d-e-06', ['2 de pastor', 'Calle Cedro 9, Col. Obrera', 'efectivo', 'agrega 3 de bistec', 'sí'], {
    ...order('Calle Cedro 9, Col. Obrera', line('Taco al Pastor', 2), line('Taco de Bistec', 3)),
    ...fee,
    payment: { method: 'cash' },
  }),
  taq('d-e-07', ['6 de pastor', 'Calle Roble 20', 'en la Obrera', 'efectivo', 'sí'], {
    ...order('Calle Roble 20', line('Taco al Pastor', 6)),
    ...fee,
    payment: { method: 'cash' },
  }),
  taq('d-e-08', ['6 de pastor', 'Homero 5, CP 11560', 'efectivo', 'sí'], null),
  taq('d-e-09', ['¿cuánto cobran de envío a la Obrera?', '6 de pastor', 'Calle Fresno 12, Col. Obrera', 'efectivo', 'sí'], {
    ...order('Calle Fresno 12, Col. Obrera', line('Taco al Pastor', 6)),
    ...fee,
    payment: { method: 'cash' },
  }),
];
