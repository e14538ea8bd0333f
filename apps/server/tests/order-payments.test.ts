import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMercadoPagoNotification } from '../../../adapters/payments/mercadopago/mercadopago-signature.js';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../adapters/payments/testing/fake-mercadopago.js';
import { emptyCart } from '../../../core/orders/cart.js';
import { PROOF_RECEIVED } from '../../../core/order-payments/order-payments.js';
import type { Order } from '../../../core/orders/order.js';
import { get } from '../testing/test-server.js';
import { TOKENS as T } from '../tokens.js';
import { postMetaAt, settledThread, startWhatsappServer, whatsappRestaurant } from '../testing/whatsapp-fixture.js';

const MP_TOKEN = 'APP_USR-taqueria-propia';
const MP_SECRET = 'secreto-webhook-taqueria';
const FROM = '5215540000001';
const PHONE = `+${FROM}`;

let mp: FakeMercadoPago;
let env: Awaited<ReturnType<typeof startWhatsappServer>>;
let restaurantId: string;
let staff: ReturnType<Awaited<ReturnType<typeof startWhatsappServer>>['server']['client']>;
const clock = { now: () => new Date() };

const settings = {
  pickup: true,
  delivery: true,
  location: { latitude: 19.4167, longitude: -99.1617 },
  zones: [{ name: 'Narvarte', radiusKm: null, areas: ['Narvarte Poniente'], feeCents: 4000, minimumCents: 0, etaMinutes: 40 }],
  outsideZones: 'refuse',
  paymentMethods: ['cash', 'transfer', 'mercadopago'],
  transferClabe: '012180001234567891',
  transferHolder: 'María López',
  transferBank: 'BBVA',
  mercadoPagoAccessToken: MP_TOKEN,
  mercadoPagoWebhookSecret: MP_SECRET,
};

async function placeOrder(payment: Order['payment']): Promise<Order> {
  const conversation = await get(env.server.container, T.Conversations).upsertByPhone(restaurantId, PHONE, new Date());
  const order = await get(env.server.container, T.Orders).create(
    {
      restaurantId,
      conversationId: conversation.id,
      customerPhone: PHONE,
      customerName: 'Ana',
      total: 9000 + 4000,
      deliveryFee: 4000,
      deliveryAddress: 'Uxmal 12, Narvarte Poniente',
      notes: null,
      items: [{ menuItemId: 'm', name: 'Tacos al Pastor', unitPrice: 1800, quantity: 5, notes: null }],
      payment,
    },
    new Date(),
  );
  await get(env.server.container, T.Carts).save(restaurantId, conversation.id, { ...emptyCart(), placedOrderId: order.id });
  return order;
}

/** Posts a Mercado Pago notification for payment `id`, signed with `secret` at `ts` (seconds). */
function notify(id: string | number, secret = MP_SECRET, ts = Math.floor(Date.now() / 1000)) {
  const requestId = `req-${id}-${ts}`;
  const signature = signMercadoPagoNotification({ secret, dataId: String(id), xRequestId: requestId, ts });
  return env.server.app.request(`/webhooks/mercadopago/orders/${restaurantId}?data.id=${id}&type=payment`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-signature': signature, 'x-request-id': requestId },
    body: JSON.stringify({ type: 'payment', action: 'payment.updated', data: { id: String(id) } }),
  });
}

const orderById = async (id: string) => (await get(env.server.container, T.Orders).findById(restaurantId, id))!;

beforeAll(async () => {
  mp = await startFakeMercadoPago({ accessToken: MP_TOKEN });
  env = await startWhatsappServer({ clock, providers: { mercadoPagoApiUrl: mp.url } });
  staff = env.server.client();
  const client = staff;
  restaurantId = await whatsappRestaurant(client, 'pagos');
  env.graph.media.set('media-comprobante-1', { body: 'fake-jpeg-proof', mimeType: 'image/jpeg' });
  const saved = await client.json('POST', '/api/config', { key: 'delivery_settings', value: settings });
  expect(saved.status).toBe(200);
  // The restaurant's Mercado Pago credentials are sealed and never shown in full.
  expect(saved.body.value.mercadoPagoAccessToken).toBe(`••••${MP_TOKEN.slice(-4)}`);
  expect(saved.body.value.mercadoPagoWebhookSecret).not.toContain('taqueria');
});
afterAll(async () => {
  await env.close();
  await mp.close();
});

describe('Entregas y pagos settings', () => {
  it('refuses invalid settings with Spanish messages beside the fields', async () => {
    const client = env.server.client();
    await client.operatorWithRestaurant('pagos-invalidos');
    const res = await client.json('POST', '/api/config', {
      key: 'delivery_settings',
      value: {
        pickup: false,
        delivery: false,
        location: null,
        zones: [{ name: '', radiusKm: 3, areas: [], feeCents: -5, minimumCents: 0, etaMinutes: null }],
        paymentMethods: ['transfer'],
        transferClabe: '1234',
        transferHolder: '',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      'zones.0.name': 'Escribe el nombre de la zona',
      'zones.0.feeCents': 'El costo de envío no puede ser negativo',
      transferClabe: 'La CLABE debe tener 18 dígitos',
    });
  });
});

describe('Mercado Pago link for an order, paid into the restaurant’s own account', () => {
  let order: Order;
  let link: string;

  it('creates a Checkout Pro preference for the order total with the restaurant’s token', async () => {
    order = await placeOrder({ method: 'mercadopago', status: 'pending', changeFor: null });
    const text = await get(env.server.container, T.OrderPayments).instructions(order, 'Taquería Pagos');
    const preference = [...mp.preferences.values()].at(-1)!;
    link = preference.init_point as string;
    expect(text).toBe(`Paga tu pedido #0001 ($130.00) con Mercado Pago aquí: ${link}`);
    expect(preference).toMatchObject({
      items: [{ title: 'Pedido #0001 - Taquería Pagos', quantity: 1, currency_id: 'MXN', unit_price: 130 }],
      external_reference: `order:${restaurantId}:${order.id}`,
      notification_url: `http://localhost:3000/webhooks/mercadopago/orders/${restaurantId}`,
    });
    expect(mp.requests.at(-1)!.headers.authorization).toBe(`Bearer ${MP_TOKEN}`);
    expect((await orderById(order.id)).payment).toMatchObject({ link, status: 'pending' });
  });

  it('a signed notification of the approved payment marks the order paid, exactly once', async () => {
    const payment = mp.addPayment({ status: 'approved', external_reference: `order:${restaurantId}:${order.id}`, transaction_amount: 130 });
    const first = await notify(payment.id);
    expect(await first.json()).toEqual({ received: true, outcome: 'paid' });
    expect((await orderById(order.id)).payment).toMatchObject({ status: 'paid', reference: String(payment.id) });
    // Mercado Pago delivers again (or someone replays it, freshly signed): nothing happens twice.
    expect(await (await notify(payment.id)).json()).toEqual({ received: true, outcome: 'replayed' });
    const listed = (await staff.json('GET', '/api/orders')).body as Order[];
    expect(listed.find((o) => o.id === order.id)?.payment).toMatchObject({ method: 'mercadopago', status: 'paid' });
  });

  it('refuses a forged signature, a stale one, and a payment that does not match the order', async () => {
    const other = await placeOrder({ method: 'mercadopago', status: 'pending', changeFor: null });
    const short = mp.addPayment({ status: 'approved', external_reference: `order:${restaurantId}:${other.id}`, transaction_amount: 1 });
    expect((await notify(short.id, 'secreto-falso')).status).toBe(401);
    expect((await notify(short.id, MP_SECRET, Math.floor(Date.now() / 1000) - 3600)).status).toBe(401);
    expect(await (await notify(short.id)).json()).toEqual({ received: true, outcome: 'held' });
    const foreign = mp.addPayment({
      status: 'approved',
      external_reference: `order:otro-restaurante:${other.id}`,
      transaction_amount: 130,
    });
    expect(await (await notify(foreign.id)).json()).toEqual({ received: true, outcome: 'ignored' });
    const pending = mp.addPayment({ status: 'pending', external_reference: `order:${restaurantId}:${other.id}`, transaction_amount: 130 });
    expect(await (await notify(pending.id)).json()).toEqual({ received: true, outcome: 'ignored' });
    expect((await orderById(other.id)).payment?.status).toBe('pending');
  });
});

describe('changing how a confirmed order is paid', () => {
  it('switches a cash order to a Mercado Pago link, and never touches a paid one', async () => {
    const order = await placeOrder({ method: 'cash', status: 'pending', changeFor: null });
    const payments = get(env.server.container, T.OrderPayments);
    const text = await payments.changeMethod(restaurantId, order.id, { method: 'mercadopago' }, 'Taquería Pagos');
    expect(text).toMatch(/^Paga tu pedido #\d{4} \(\$130\.00\) con Mercado Pago aquí: https:\/\/www\.mercadopago\.com\.mx\//);
    expect((await orderById(order.id)).payment).toMatchObject({ method: 'mercadopago', status: 'pending', link: expect.any(String) });
    await payments.setStatus(restaurantId, order.id, 'paid');
    expect(await payments.changeMethod(restaurantId, order.id, { method: 'cash' }, 'Taquería Pagos')).toBeNull();
    expect((await orderById(order.id)).payment?.method).toBe('mercadopago');
  });
});

describe('transfer', () => {
  it('sends the CLABE and holder, and attaches the photo sent afterwards as the proof, por verificar', async () => {
    const order = await placeOrder({ method: 'transfer', status: 'pending', changeFor: null });
    expect(await get(env.server.container, T.OrderPayments).instructions(order, 'Taquería Pagos')).toBe(
      'Para pagar por transferencia: CLABE 012180001234567891 (BBVA) a nombre de María López, por $130.00. Cuando la hagas, mándanos aquí la foto del comprobante.',
    );
    await postMetaAt(env.server, restaurantId, clock, {
      from: FROM,
      type: 'image',
      image: { id: 'media-comprobante-1', mime_type: 'image/jpeg' },
    });
    const thread = await settledThread(staff, PHONE, 2);
    expect(thread.at(-1).content).toContain(PROOF_RECEIVED);
    const proofed = await orderById(order.id);
    expect(proofed.payment).toMatchObject({
      method: 'transfer',
      status: 'to_verify',
      proofKey: expect.stringMatching(new RegExp(`^${restaurantId}/`)),
    });
    // Staff verify it in Pedidos.
    const verified = await staff.json('PATCH', `/api/orders/${order.id}/payment`, { status: 'paid' });
    expect(verified.status).toBe(200);
    expect(verified.body.payment).toMatchObject({ status: 'paid' });
    expect((await staff.json('PATCH', `/api/orders/${order.id}/payment`, { status: 'cobrado' })).body.error).toBe(
      'Estado de pago inválido',
    );
  });
});
