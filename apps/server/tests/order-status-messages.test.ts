import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import type { NewOrder } from '../../../core/orders/order.js';
import type { TestClient, TestServer } from '../testing/test-server.js';
import { get } from '../testing/test-server.js';
import { TOKENS } from '../tokens.js';
import {
  conversationOf,
  metaConfig,
  metaText,
  postMetaAt,
  postTwilio,
  settledThread,
  startWhatsappServer,
  threadOf,
  TWILIO_AUTH,
  twilioConfig,
  twilioText,
  whatsappRestaurant,
} from '../testing/whatsapp-fixture.js';

const WABA = '102290129340399';
const DAY = 24 * 60 * 60 * 1000;
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
let graph: FakeGraphApi;
let twilioApi: Awaited<ReturnType<typeof startWhatsappServer>>['twilioApi'];
let server: TestServer;
let close: () => Promise<void>;
let meta: TestClient;
let metaId: string;

/** Texts the fake Graph API was asked to send to `to` (digits only, as Meta takes them). */
const textsTo = (to: string) =>
  graph.requests
    .filter((r) => r.method === 'POST' && r.path.endsWith('/messages'))
    .map((r) => JSON.parse(r.rawBody))
    .filter((b) => b.to === to && (b.type === 'text' || b.type === 'template'));

async function customerWithOrder(client: TestClient, restaurantId: string, phone: string, patch: Partial<NewOrder> = {}) {
  const already = (await threadOf(client, phone)).length;
  await postMetaAt(server, restaurantId, clock, metaText(phone.slice(1), 'hola'));
  await settledThread(client, phone, already + 2);
  const conversation = (await conversationOf(client, phone))!;
  return get(server.container, TOKENS.Orders).create(
    {
      restaurantId,
      conversationId: conversation.id,
      customerPhone: phone,
      customerName: 'Lupita Ruiz',
      total: 3600,
      deliveryAddress: 'Calle Roble 12, Col. Centro',
      notes: null,
      items: [{ menuItemId: 'm1', name: 'Tacos al Pastor', unitPrice: 1800, quantity: 2, notes: null }],
      ...patch,
    },
    clock.now(),
  );
}

const patch = (client: TestClient, id: string, body: object) => client.json('PATCH', `/api/orders/${id}`, body);

beforeAll(async () => {
  ({ graph, twilioApi, server, close } = await startWhatsappServer({ clock, graph: { businessAccountId: WABA } }));
  graph.templates.push({
    name: 'aviso_pedido',
    language: 'es_MX',
    status: 'APPROVED',
    category: 'UTILITY',
    components: [{ type: 'BODY', text: 'Pedido {{1}}: {{2}}', example: { body_text: [['#0001', 'va en camino']] } }],
  });
  meta = server.client();
  metaId = await whatsappRestaurant(meta, 'avisos', { config: metaConfig({ businessAccountId: WABA }), menu: false });
});
afterAll(() => close());

describe('status messages to the customer (Meta)', () => {
  it('each move sends exactly one message in the restaurant’s words; the same move again sends nothing', async () => {
    const order = await customerWithOrder(meta, metaId, '+5215574000001');
    const before = textsTo('5215574000001').length;

    const confirmed = await patch(meta, order.id, { status: 'confirmed' });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toMatchObject({ status: 'confirmed', notification: { outcome: 'sent', via: 'text' } });
    const again = await patch(meta, order.id, { status: 'confirmed' });
    expect(again.body).toMatchObject({ status: 'confirmed', notification: { outcome: 'skipped', reason: 'unchanged' } });

    await patch(meta, order.id, { status: 'preparing', etaMinutes: 25 });
    await patch(meta, order.id, { status: 'on_the_way', etaMinutes: 15 });
    await Promise.all([patch(meta, order.id, { status: 'delivered' }), patch(meta, order.id, { status: 'delivered' })]);

    const sent = textsTo('5215574000001')
      .slice(before)
      .map((b) => b.text.body);
    expect(sent).toEqual([
      '¡Listo! Confirmamos tu pedido #0001. Te avisamos cuando empecemos a prepararlo.',
      'Ya estamos preparando tu pedido #0001 👨‍🍳 Tiempo estimado: 25 minutos.',
      'Tu pedido #0001 va en camino 🛵 Llega en aproximadamente 15 minutos.',
      'Tu pedido #0001 fue entregado. ¡Gracias por tu preferencia y buen provecho!',
    ]);
    const thread = await threadOf(meta, '+5215574000001');
    expect(thread.slice(-4).map((m) => [m.status, m.author])).toEqual(Array(4).fill(['sent', expect.any(String)]));
    const changes = await meta.json('GET', `/api/orders/${order.id}/changes`);
    expect(changes.body.map((c: { summary: string }) => c.summary)).toEqual([
      'Estado: Confirmado',
      'Estado: Preparando · 25 min',
      'Estado: En camino · 15 min',
      'Estado: Entregado',
    ]);
  });

  it('cancelling carries the reason; a pickup order is “listo para recoger”; edited texts and switched-off statuses are obeyed', async () => {
    await meta.json('POST', '/api/config', {
      key: 'order_notifications',
      value: { confirmed: { enabled: false }, preparing: { enabled: true, text: 'Hola {nombre}, tu {numero} sale en {tiempo}' } },
    });
    const settings = await meta.json('GET', '/api/orders/status-messages');
    expect(settings.body.settings).toMatchObject({ confirmed: { enabled: false }, defaultEtaMinutes: 30 });

    const pickup = await customerWithOrder(meta, metaId, '+5215574000002', { fulfillment: 'pickup' });
    expect((await patch(meta, pickup.id, { status: 'confirmed' })).body.notification).toEqual({ outcome: 'skipped', reason: 'disabled' });
    await patch(meta, pickup.id, { status: 'preparing' });
    await patch(meta, pickup.id, { status: 'on_the_way' });
    const cancelled = await customerWithOrder(meta, metaId, '+5215574000002');
    const res = await patch(meta, cancelled.id, { status: 'cancelled', reason: 'se nos acabó el pastor' });
    expect(res.body).toMatchObject({ cancelReason: 'se nos acabó el pastor' });

    expect(textsTo('5215574000002').map((b) => b.text.body)).toEqual([
      expect.any(String), // the assistant's answer to "hola"
      'Hola Lupita, tu #0002 sale en 30 minutos',
      'Tu pedido #0002 está listo para recoger. ¡Te esperamos!',
      expect.any(String), // the assistant's answer to the second "hola"
      'Lo sentimos, tuvimos que cancelar tu pedido #0003: se nos acabó el pastor.',
    ]);
  });

  it('a test order sends nothing', async () => {
    const order = await customerWithOrder(meta, metaId, '+5215574000003', { test: true });
    const before = textsTo('5215574000003').length;
    const res = await patch(meta, order.id, { status: 'preparing' });
    expect(res.body).toMatchObject({ status: 'preparing', notification: { outcome: 'skipped', reason: 'test_order' } });
    expect(textsTo('5215574000003').length).toBe(before);
  });

  it('outside the 24-hour window: the chosen approved template, else the operator is told it could not be sent', async () => {
    const order = await customerWithOrder(meta, metaId, '+5215574000004');
    offset += DAY + 60_000;
    const refused = await patch(meta, order.id, { status: 'preparing' });
    expect(refused.status).toBe(200);
    expect(refused.body.notification).toMatchObject({ outcome: 'failed', error: expect.stringContaining('plantilla aprobada') });
    expect((await threadOf(meta, '+5215574000004')).at(-1)).toMatchObject({ status: 'failed' });

    await meta.json('POST', '/api/config', { key: 'order_notifications', value: { templateId: 'aviso_pedido:es_MX' } });
    const sent = await patch(meta, order.id, { status: 'on_the_way', etaMinutes: 20 });
    expect(sent.body.notification).toMatchObject({ outcome: 'sent', via: 'template' });
    expect(textsTo('5215574000004').at(-1)).toMatchObject({
      type: 'template',
      template: {
        name: 'aviso_pedido',
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: '#0005' },
              { type: 'text', text: 'Tu pedido #0005 va en camino 🛵 Llega en aproximadamente 20 minutos.' },
            ],
          },
        ],
      },
    });
    expect((await threadOf(meta, '+5215574000004')).at(-1)).toMatchObject({
      status: 'sent',
      content: 'Pedido #0005: Tu pedido #0005 va en camino 🛵 Llega en aproximadamente 20 minutos.',
    });
  });

  it('a refused send is reported to the operator and stays in the thread as failed', async () => {
    const order = await customerWithOrder(meta, metaId, '+5215574000005');
    graph.respondWith({ status: 400, body: { error: { code: 131026, message: 'Message undeliverable' } } });
    const res = await patch(meta, order.id, { status: 'delivered' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'delivered', notification: { outcome: 'failed', error: expect.any(String) } });
    expect((await threadOf(meta, '+5215574000005')).at(-1)).toMatchObject({ status: 'failed' });
  });
});

describe('status messages to the customer (Twilio)', () => {
  it('sends one text per move through Twilio', async () => {
    const client = server.client();
    const restaurantId = await whatsappRestaurant(client, 'avisos-twilio', { config: twilioConfig(), menu: false });
    await postTwilio(server, restaurantId, TWILIO_AUTH, twilioText('+5215575000001', 'hola'));
    await settledThread(client, '+5215575000001', 2);
    const conversation = (await conversationOf(client, '+5215575000001'))!;
    const order = await get(server.container, TOKENS.Orders).create(
      {
        restaurantId,
        conversationId: conversation.id,
        customerPhone: '+5215575000001',
        customerName: null,
        total: 1800,
        deliveryAddress: 'Calle Roble 12',
        notes: null,
        items: [],
      },
      clock.now(),
    );
    const bodies = () =>
      twilioApi.requests.filter((r) => r.path.endsWith('/Messages.json')).map((r) => new URLSearchParams(r.rawBody).get('Body'));
    const before = bodies().length;
    await patch(client, order.id, { status: 'preparing', etaMinutes: 40 });
    await patch(client, order.id, { status: 'preparing', etaMinutes: 40 });
    expect(bodies().slice(before)).toEqual(['Ya estamos preparando tu pedido #0001 👨‍🍳 Tiempo estimado: 40 minutos.']);
  });
});

describe('staff fix an order', () => {
  it('reprices changed lines from the menu, keeps the fee, records who changed what and tells the customer once', async () => {
    const tacos = (await meta.json('POST', '/api/menu', { name: 'Tacos al Pastor', price: 1800, category: 'Tacos' })).body;
    const agua = (await meta.json('POST', '/api/menu', { name: 'Agua de jamaica', price: 3000, category: 'Bebidas' })).body;
    const order = await customerWithOrder(meta, metaId, '+5215574000009', {
      deliveryFee: 2500,
      total: 3600 + 2500,
      items: [{ menuItemId: tacos.id, name: 'Tacos al Pastor', unitPrice: 1800, quantity: 2, notes: null }],
    });
    const before = textsTo('5215574000009').length;
    const res = await meta.json('PUT', `/api/orders/${order.id}`, {
      items: [
        { menuItemId: tacos.id, quantity: 3, notes: 'sin cebolla' },
        { menuItemId: agua.id, quantity: 1, unitPrice: 1 },
      ],
      deliveryAddress: 'Calle Roble 14, Col. Centro',
    });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 3 * 1800 + 3000 + 2500, deliveryFee: 2500, deliveryAddress: 'Calle Roble 14, Col. Centro' });
    expect(res.body.items).toEqual([
      { menuItemId: tacos.id, name: 'Tacos al Pastor', unitPrice: 1800, quantity: 3, notes: 'sin cebolla' },
      { menuItemId: agua.id, name: 'Agua de jamaica', unitPrice: 3000, quantity: 1, notes: null },
    ]);
    const sent = textsTo('5215574000009').slice(before);
    expect(sent).toHaveLength(1);
    expect(sent[0].text.body).toBe(
      `Actualizamos tu pedido #${String(order.number).padStart(4, '0')}: ahora son 3 × Tacos al Pastor; Tacos al Pastor: sin cebolla; agregamos 1 × Agua de jamaica; ` +
        'la dirección de entrega ahora es Calle Roble 14, Col. Centro. Nuevo total: $109.00.',
    );
    const changes = (await meta.json('GET', `/api/orders/${order.id}/changes`)).body;
    expect(changes.at(-1)).toMatchObject({
      kind: 'edit',
      author: expect.any(String),
      summary: expect.stringContaining('Agregó 1 × Agua de jamaica'),
    });

    const same = await meta.json('PUT', `/api/orders/${order.id}`, {
      items: [
        { menuItemId: tacos.id, quantity: 3, notes: 'sin cebolla' },
        { menuItemId: agua.id, quantity: 1 },
      ],
    });
    expect(same.status).toBe(400);
    await patch(meta, order.id, { status: 'delivered' });
    const closed = await meta.json('PUT', `/api/orders/${order.id}`, { items: [{ menuItemId: agua.id, quantity: 2 }] });
    expect(closed.status).toBe(409);
    expect(closed.body.error).toContain('no se puede modificar');
  });
});

describe('the day in money', () => {
  it('Ventas counts today’s real orders from the database, test orders apart, and exports them as CSV', async () => {
    const client = server.client();
    const restaurantId = (await client.operatorWithRestaurant('ventas')).restaurant.id;
    const orders = get(server.container, TOKENS.Orders);
    const base = {
      restaurantId,
      conversationId: null,
      customerPhone: '+5215576000001',
      customerName: 'Ana',
      deliveryAddress: 'Calle Roble 12',
      notes: null,
    };
    const line = (name: string, unitPrice: number, quantity: number) => ({ menuItemId: name, name, unitPrice, quantity, notes: null });
    await orders.create({ ...base, total: 5400, items: [line('Taco', 1800, 3)] }, clock.now());
    const second = await orders.create({ ...base, total: 6500, deliveryFee: 2500, items: [line('Agua', 2000, 2)] }, clock.now());
    await orders.create({ ...base, total: 9900, test: true, items: [line('Taco', 9900, 1)] }, clock.now());
    const cancelled = await orders.create({ ...base, total: 1800, items: [line('Taco', 1800, 1)] }, clock.now());
    await patch(client, cancelled.id, { status: 'cancelled', reason: 'sin gas' });

    const res = await client.json('GET', '/api/sales?period=today');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ orders: 2, revenue: 11900, averageTicket: 5950, cancellations: 1, testOrders: 1 });
    expect(res.body.topProducts[0]).toEqual({ name: 'Taco', quantity: 3, revenue: 5400 });
    expect((await client.json('GET', '/api/sales?period=year')).status).toBe(400);

    const csv = await client.request('GET', '/api/sales/export.csv?period=week');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const text = await csv.text();
    expect(text).toContain(`#${String(second.number).padStart(4, '0')}`);
    expect(text.trim().split('\r\n')).toHaveLength(5);
    expect(text).toContain('Prueba');
  });
});

describe('customers are remembered', () => {
  it('a customer page: name, saved addresses, order history and total spent (test orders apart)', async () => {
    const client = server.client();
    const restaurantId = (await client.operatorWithRestaurant('clientes')).restaurant.id;
    const orders = get(server.container, TOKENS.Orders);
    const base = { restaurantId, conversationId: null, customerPhone: '+5215577000001', customerName: 'Lupita', notes: null, items: [] };
    await orders.create({ ...base, total: 5000, deliveryAddress: 'Calle Roble 12' }, new Date('2026-01-01T12:00:00Z'));
    await orders.create({ ...base, total: 7000, deliveryAddress: 'Av. Juárez 5' }, new Date('2026-01-02T12:00:00Z'));
    await orders.create({ ...base, total: 9000, deliveryAddress: 'Calle Roble 12', status: 'cancelled' }, new Date('2026-01-03T12:00:00Z'));
    await orders.create({ ...base, total: 100, deliveryAddress: 'Calle Roble 12', test: true }, new Date('2026-01-04T12:00:00Z'));
    const res = await client.json('GET', `/api/customers/${encodeURIComponent('+5215577000001')}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ name: 'Lupita', addresses: ['Calle Roble 12', 'Av. Juárez 5'], orderCount: 3, totalSpent: 12000 });
    expect(res.body.orders).toHaveLength(4);
    expect(res.body.orders[0]).toMatchObject({ test: true });
  });
});
