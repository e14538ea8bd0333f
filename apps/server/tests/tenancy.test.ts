import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TOKENS } from '../tokens.js';
import { createTestServer, get, type TestClient, type TestServer } from '../testing/test-server.js';

/**
 * Every data route, with a body that would succeed for the owner. `{item}` and `{order}` are
 * replaced with ids that belong to restaurant A.
 */
const DATA_ROUTES: { method: string; path: string; body?: unknown }[] = [
  { method: 'GET', path: '/api/menu' },
  { method: 'POST', path: '/api/menu', body: { name: 'Pozole', price: 12000, category: 'Caldos' } },
  { method: 'PATCH', path: '/api/menu/{item}', body: { available: false } },
  { method: 'DELETE', path: '/api/menu/{item}' },
  { method: 'GET', path: '/api/orders' },
  { method: 'PATCH', path: '/api/orders/{order}', body: { status: 'delivered' } },
  { method: 'DELETE', path: '/api/orders/{order}' },
  { method: 'GET', path: '/api/config/ai_config' },
  { method: 'POST', path: '/api/config', body: { key: 'ai_config', value: { testMode: false } } },
];

let server: TestServer;
let owner: TestClient;
let intruder: TestClient;
let a: { id: string };
let b: { id: string };
let itemId: string;
let orderId: string;

beforeAll(async () => {
  server = await createTestServer();
  owner = server.client();
  intruder = server.client();
  a = (await owner.operatorWithRestaurant('alfa')).restaurant;
  b = (await intruder.operatorWithRestaurant('beta')).restaurant;
  itemId = (await owner.json('POST', `/api/menu?restaurant=${a.id}`, { name: 'Tacos', price: 1800, category: 'Tacos' })).body.id;
  const order = await get(server.container, TOKENS.Orders).create(
    {
      restaurantId: a.id,
      conversationId: null,
      customerPhone: '+5215511112222',
      customerName: 'Ana',
      total: 3600,
      deliveryAddress: 'Calle 1',
      notes: null,
      items: [{ menuItemId: itemId, name: 'Tacos', unitPrice: 1800, quantity: 2, notes: null }],
    },
    new Date(),
  );
  orderId = order.id;
});
afterAll(() => server.close());

const fill = (path: string) => path.replace('{item}', itemId).replace('{order}', orderId);
const withRestaurant = (path: string, id: string) => `${path}${path.includes('?') ? '&' : '?'}restaurant=${id}`;

async function ownerStateOfA() {
  const menu = (await owner.json('GET', `/api/menu?restaurant=${a.id}`)).body;
  const orders = (await owner.json('GET', `/api/orders?restaurant=${a.id}`)).body;
  const ai = (await owner.json('GET', `/api/config/ai_config?restaurant=${a.id}`)).body;
  return JSON.stringify({ menu, orders, ai });
}

describe.each(DATA_ROUTES)('$method $path', ({ method, path, body }) => {
  it('answers 401 when signed out', async () => {
    const res = await server.client().json(method, withRestaurant(fill(path), a.id), body);
    expect(res.status).toBe(401);
  });

  it("answers 403 for another operator's restaurant and changes nothing", async () => {
    const before = await ownerStateOfA();
    const res = await intruder.json(method, withRestaurant(fill(path), a.id), body);
    expect(res.status).toBe(403);
    expect(res.body.error).toBe('No tienes acceso a este restaurante');
    expect(await ownerStateOfA()).toBe(before);
  });

  it('answers 403 for a forged restaurant id', async () => {
    const res = await intruder.json(method, withRestaurant(fill(path), 'no-existe'), body);
    expect(res.status).toBe(403);
  });

  if (path.includes('{')) {
    it("cannot reach restaurant A's record through the intruder's own restaurant", async () => {
      const before = await ownerStateOfA();
      const res = await intruder.json(method, withRestaurant(fill(path), b.id), body);
      expect(res.status).toBe(404);
      expect(await ownerStateOfA()).toBe(before);
    });
  }
});

describe('what each user sees', () => {
  it('an operator lists only their restaurants and their data by default', async () => {
    const mine = (await intruder.json('GET', '/api/restaurants')).body;
    expect(mine.map((r: { id: string }) => r.id)).toEqual([b.id]);
    expect((await intruder.json('GET', '/api/menu')).body).toEqual([]);
    expect((await intruder.json('GET', '/api/orders')).body).toEqual([]);
  });

  it('the administrator reaches every restaurant', async () => {
    const admin = server.client();
    await admin.adminLogin();
    const all = (await admin.json('GET', '/api/restaurants')).body.map((r: { id: string }) => r.id);
    expect(all).toEqual(expect.arrayContaining([a.id, b.id]));
    const menu = await admin.json('GET', `/api/menu?restaurant=${a.id}`);
    expect(menu.status).toBe(200);
    expect(menu.body.map((i: { name: string }) => i.name)).toContain('Tacos');
  });
});
