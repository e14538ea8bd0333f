import { describe, expect, it } from 'vitest';
import { openChat } from '../../../../eval/harness.js';
import { EVAL_MENUS } from '../../../../eval/menus/index.js';
import { deliverySettingsOf } from '../../../../core/delivery/delivery-settings.js';

const taqueria = EVAL_MENUS.taqueria!;
const SETTINGS = deliverySettingsOf({
  pickup: true,
  delivery: true,
  zones: [{ name: 'Obrera', radiusKm: null, areas: ['Obrera', '06800'], feeCents: 2500, minimumCents: 10000, etaMinutes: 40 }],
  outsideZones: 'refuse',
  paymentMethods: ['cash', 'transfer', 'mercadopago'],
  transferClabe: '012180001234567891',
  transferHolder: 'Tacos El Primo SA de CV',
  transferBank: 'BBVA',
  mercadoPagoAccessToken: 'TEST-token',
});

async function chat(turns: string[], delivery = true) {
  const c = await openChat({
    menu: taqueria.items,
    profile: taqueria.restaurant,
    restaurant: taqueria.restaurant,
    ...(delivery ? { delivery: SETTINGS } : {}),
  });
  const replies: string[] = [];
  for (const turn of turns) replies.push((await c.send(turn)).reply);
  const orders = await c.orders.list(c.restaurant.id);
  return { replies, order: orders.at(-1) ?? null };
}

describe('offline engine: delivery and payment said in words (docs/delivery.md)', () => {
  it('"traigan cambio de 500" is cash paid with a 500 bill, never 500 tacos', async () => {
    const { order } = await chat(['6 de pastor', 'Calle Fresno 12, Col. Obrera', 'pago en efectivo, traigan cambio de 500', 'sí']);
    expect(order?.items.map((l) => [l.name, l.quantity])).toEqual([['Taco al Pastor', 6]]);
    expect(order?.payment).toMatchObject({ method: 'cash', changeFor: 50000 });
    expect(order?.deliveryFee).toBe(2500);
  });

  it('"pago en efectivo" alone asks how much they pay with', async () => {
    const { replies } = await chat(['6 de pastor', 'Calle Fresno 12, Col. Obrera', 'pago en efectivo']);
    expect(replies.at(-1)).toContain('¿Con cuánto pagas');
  });

  it('"por transferencia" tells the CLABE and the holder', async () => {
    const { replies, order } = await chat(['4 de suadero y 2 horchatas', 'Calle Naranjo 5, Col. Obrera', 'por transferencia', 'sí']);
    expect(replies[2]).toContain('012180001234567891');
    expect(replies[2]).toContain('Tacos El Primo SA de CV');
    expect(order?.payment?.method).toBe('transfer');
  });

  it('"mándame el link" is a Mercado Pago payment, not a product', async () => {
    const { replies, order } = await chat(['una gringa de pastor y 3 de bistec', 'Calle Pino 8, CP 06800', 'mándame el link', 'sí']);
    expect(replies[2]).not.toContain('No manejamos');
    expect(order?.payment?.method).toBe('mercadopago');
  });

  it('"paso a recoger" needs no address and has no fee', async () => {
    const { order } = await chat(['2 tortas cubanas', 'paso a recoger', 'en efectivo', 'sí']);
    expect(order?.fulfillment).toBe('pickup');
    expect(order?.deliveryFee).toBe(0);
    expect(order?.payment?.method).toBe('cash');
  });

  it('the answer to "¿en qué colonia?" sets the zone and its fee', async () => {
    const { order } = await chat(['6 de pastor', 'Calle Roble 20', 'en la Obrera', 'efectivo', 'sí']);
    expect(order?.deliveryFee).toBe(2500);
    expect(order?.deliveryAddress).toBe('Calle Roble 20');
  });

  it('without delivery settings the payment stays a note for the kitchen', async () => {
    const { order } = await chat(['6 de pastor', 'Calle Fresno 12, Col. Obrera', 'pago en efectivo, traigan cambio de 500', 'sí'], false);
    expect(order?.items.map((l) => [l.name, l.quantity])).toEqual([['Taco al Pastor', 6]]);
    expect(order?.notes ?? '').toMatch(/efectivo/i);
  });
});
