import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/test-server.js';

let server: TestServer;
let client: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  client = server.client();
  await client.operatorWithRestaurant('lupita');
});
afterAll(() => server.close());

describe('menu synonyms', () => {
  it('stores what customers call a product, trimmed and without repeats, and a patch replaces them', async () => {
    const created = await client.json('POST', '/api/menu', {
      name: 'Coca-Cola',
      price: 3000,
      category: 'Bebidas',
      synonyms: [' coca ', 'chesco', 'coca', ''],
    });
    expect(created.status).toBe(201);
    expect(created.body.synonyms).toEqual(['coca', 'chesco']);
    const plain = await client.json('POST', '/api/menu', { name: 'Agua de Jamaica', price: 3000, category: 'Bebidas' });
    expect(plain.body.synonyms).toEqual([]);
    const patched = await client.json('PATCH', `/api/menu/${created.body.id}`, { synonyms: ['refresco de cola'] });
    expect(patched.body.synonyms).toEqual(['refresco de cola']);
    const untouched = await client.json('PATCH', `/api/menu/${created.body.id}`, { price: 3200 });
    expect(untouched.body.synonyms).toEqual(['refresco de cola']);
  });

  it('bounds them: at most 20, each up to 60 characters, with Spanish messages', async () => {
    const many = await client.json('POST', '/api/menu', {
      name: 'Taco',
      price: 2000,
      category: 'Tacos',
      synonyms: Array.from({ length: 21 }, (_, i) => `taco ${i}`),
    });
    expect(many.status).toBe(400);
    expect(many.body.fields.synonyms).toBe('Puedes agregar hasta 20 sinónimos');
    const long = await client.json('POST', '/api/menu', { name: 'Taco', price: 2000, category: 'Tacos', synonyms: ['x'.repeat(61)] });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body.fields)).toContain('Cada sinónimo puede tener hasta 60 caracteres');
    expect((await client.json('GET', '/api/menu')).body.map((i: { name: string }) => i.name)).not.toContain('Taco');
  });
});
