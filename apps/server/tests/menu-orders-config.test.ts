import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../tokens.js';
import { createTestServer, get, type TestClient, type TestServer } from '../testing/test-server.js';

let server: TestServer;
let client: TestClient;
let restaurantId: string;

beforeAll(async () => {
  server = await createTestServer();
  client = server.client();
  restaurantId = (await client.operatorWithRestaurant('lupita')).restaurant.id;
});
afterAll(() => server.close());

describe('menu', () => {
  it('adds a product and toggles its availability', async () => {
    const created = await client.json('POST', '/api/menu', {
      name: 'Pozole Rojo',
      description: '',
      price: 14550,
      category: 'Caldos',
      ingredients: ['maíz', ' cerdo ', ''],
    });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Pozole Rojo',
      description: null,
      price: 14550,
      available: true,
      ingredients: ['maíz', 'cerdo'],
    });
    const toggled = await client.json('PATCH', `/api/menu/${created.body.id}`, { available: false });
    expect(toggled.body.available).toBe(false);
  });

  it('validates a new product with the spec messages', async () => {
    const res = await client.json('POST', '/api/menu', { name: ' ', category: '' });
    expect(res.status).toBe(400);
    expect(res.body.fields).toMatchObject({
      name: 'El nombre es requerido',
      price: 'El precio es requerido',
      category: 'La categoría es requerida',
    });
    const fractional = await client.json('POST', '/api/menu', { name: 'X', price: 10.5, category: 'Y' });
    expect(fractional.status).toBe(400);
  });
});

describe('orders', () => {
  it('lists, changes status and deletes', async () => {
    const order = await get(server.container, TOKENS.Orders).create(
      {
        restaurantId,
        conversationId: null,
        customerPhone: '+5215500000000',
        customerName: null,
        total: 1800,
        deliveryAddress: 'Calle 5',
        notes: 'sin cebolla',
        items: [{ menuItemId: 'x', name: 'Taco', unitPrice: 1800, quantity: 1, notes: null }],
      },
      new Date(),
    );
    const list = await client.json('GET', '/api/orders');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({ status: 'pending', total: 1800, items: [{ quantity: 1 }] });
    expect((await client.json('PATCH', `/api/orders/${order.id}`, { status: 'preparing' })).body.status).toBe('preparing');
    const bad = await client.json('PATCH', `/api/orders/${order.id}`, { status: 'lost' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Estado de pedido inválido');
    expect((await client.json('DELETE', `/api/orders/${order.id}`)).status).toBe(200);
    expect((await client.json('GET', '/api/orders')).body).toEqual([]);
  });
});

describe('config', () => {
  it('starts from the spec defaults and saves a restaurant value', async () => {
    const initial = await client.json('GET', '/api/config/ai_config');
    expect(initial.body).toEqual({
      key: 'ai_config',
      value: { model: 'gpt-4o', temperature: 0.7, personality: 'friendly', testMode: true, contextMessages: 5, maxLineQuantity: 20 },
    });
    await client.json('POST', '/api/config', { key: 'ai_config', value: { testMode: false } });
    expect((await client.json('GET', '/api/config/ai_config')).body.value).toMatchObject({ testMode: false, model: 'gpt-4o' });
  });

  it('rejects unknown keys and out-of-range values', async () => {
    expect((await client.json('POST', '/api/config', { key: 'nope', value: {} })).status).toBe(400);
    const hot = await client.json('POST', '/api/config', { key: 'ai_config', value: { temperature: 1.5 } });
    expect(hot.status).toBe(400);
    expect(hot.body.error).toBe('La temperatura debe estar entre 0 y 1');
    expect((await client.json('GET', '/api/config/nope')).status).toBe(400);
  });

  it('keeps secrets encrypted and never returns them in full', async () => {
    await client.json('POST', '/api/config', {
      key: 'whatsapp_config',
      value: { accessToken: 'EAAG-super-secret-token-1234', phoneNumberId: '1098765', webhookVerifyToken: 'mi-token' },
    });
    const shown = (await client.json('GET', '/api/config/whatsapp_config')).body.value;
    expect(shown).toMatchObject({ accessToken: '••••1234', phoneNumberId: '1098765', webhookVerifyToken: 'mi-token', provider: 'meta' });
    const stored = await get(server.container, TOKENS.Db)
      .selectFrom('config_entries' as never)
      .selectAll()
      .execute();
    expect(JSON.stringify(stored)).not.toContain('super-secret');
    // Sending the masked value back keeps the real secret.
    await client.json('POST', '/api/config', { key: 'whatsapp_config', value: { accessToken: '••••1234', phoneNumberId: '2' } });
    const resolved = await get(server.container, TOKENS.Config).resolve(restaurantId, 'whatsapp_config');
    expect(resolved).toMatchObject({ accessToken: 'EAAG-super-secret-token-1234', phoneNumberId: '2' });
  });

  it('lets only the administrator set platform defaults, only for platform keys, which a restaurant value overrides', async () => {
    expect(
      (await client.json('POST', '/api/admin/config', { key: 'openai_config', value: { organization: 'org-plataforma' } })).status,
    ).toBe(403);
    const admin = server.client();
    await admin.adminLogin();
    const perRestaurant = await admin.json('POST', '/api/admin/config', { key: 'ai_config', value: { model: 'gpt-4' } });
    expect(perRestaurant.status).toBe(400);
    expect(perRestaurant.body.error).toMatch(/es de cada restaurante/);
    expect(
      (await admin.json('POST', '/api/admin/config', { key: 'openai_config', value: { organization: 'org-plataforma' } })).status,
    ).toBe(200);
    expect((await client.json('GET', '/api/config/openai_config')).body.value).toMatchObject({ organization: 'org-plataforma' });
    await client.json('POST', '/api/config', { key: 'openai_config', value: { organization: 'org-propia' } });
    expect((await client.json('GET', '/api/config/openai_config')).body.value).toMatchObject({ organization: 'org-propia' });
  });
});

describe('errors', () => {
  it('answers unknown API routes with a Spanish 404 JSON', async () => {
    const res = await client.json('GET', '/api/nada');
    expect(res).toMatchObject({ status: 404, body: { error: 'Ruta no encontrada' } });
  });
});

describe('request size', () => {
  it('refuses bodies over 1 MiB with a Spanish 413, writing nothing', async () => {
    const huge = JSON.stringify({ name: 'x'.repeat(1_100_000), price: 100, category: 'Tacos' });
    const res = await client.json('POST', '/api/menu', huge);
    expect(res.status).toBe(413);
    expect(res.body.error).toBe('La solicitud es demasiado grande');
  });
});
