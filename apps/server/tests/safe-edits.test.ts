import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestClient, type TestServer } from '../testing/test-server.js';

let server: TestServer;
let owner: TestClient;
let admin: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  owner = server.client();
  await owner.operatorWithRestaurant('fonda');
  admin = server.client();
  await admin.adminLogin();
});
afterAll(() => server.close());

describe('menu items: edit, delete, one category whatever the capitals', () => {
  it('files a product under the category already in use, trimmed and without regard to case', async () => {
    const first = await owner.json('POST', '/api/menu', { name: 'Agua de jamaica', price: 3000, category: '  Bebidas ' });
    expect(first.body.category).toBe('Bebidas');
    const second = await owner.json('POST', '/api/menu', { name: 'Horchata', price: 3000, category: 'bebidas' });
    expect(second.body.category).toBe('Bebidas');
    const renamed = await owner.json('PATCH', `/api/menu/${second.body.id}`, { category: 'BEBIDAS ' });
    expect(renamed.body.category).toBe('Bebidas');
  });

  it('edits every field of the add form and deletes an item', async () => {
    const item = (await owner.json('POST', '/api/menu', { name: 'Pozole', price: 12000, category: 'Caldos' })).body;
    const edited = await owner.json('PATCH', `/api/menu/${item.id}`, {
      name: 'Pozole rojo',
      description: 'Con tostadas',
      price: 13550,
      category: 'Caldos',
      ingredients: ['maíz', 'cerdo'],
    });
    expect(edited.body).toMatchObject({
      name: 'Pozole rojo',
      description: 'Con tostadas',
      price: 13550,
      ingredients: ['maíz', 'cerdo'],
      available: true,
    });
    expect((await owner.json('PATCH', `/api/menu/${item.id}`, { name: '  ' })).status).toBe(400);
    expect((await owner.json('DELETE', `/api/menu/${item.id}`)).status).toBe(200);
    expect((await owner.json('GET', '/api/menu')).body.some((m: { id: string }) => m.id === item.id)).toBe(false);
  });
});

describe('plans with subscribers', () => {
  it('cannot be deleted, only deactivated, and an inactive plan cannot be bought', async () => {
    const plan = (
      await admin.json('POST', '/api/subscription-plans', {
        name: 'Cobre',
        slug: 'cobre',
        priceMonthly: 499,
        conversationsLimit: 100,
        features: [],
        isActive: true,
        displayOrder: 9,
      })
    ).body;
    const buyer = server.client();
    await buyer.register('comprador@example.mx');
    expect((await buyer.json('POST', '/api/restaurants', { name: 'Cocina Cobre', subdomain: 'cocinacobre', plan: 'cobre' })).status).toBe(
      201,
    );

    const refused = await admin.json('DELETE', `/api/subscription-plans/${plan.id}`);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toBe(
      'No se puede eliminar el plan «Cobre»: un restaurante está suscrito. Desactívalo para que nadie más lo compre.',
    );
    expect((await admin.json('GET', '/api/subscription-plans')).body.some((p: { slug: string }) => p.slug === 'cobre')).toBe(true);

    const deactivated = await admin.json('PUT', `/api/subscription-plans/${plan.id}`, {
      name: 'Cobre',
      slug: 'cobre',
      priceMonthly: 499,
      conversationsLimit: 100,
      features: [],
      isActive: false,
      displayOrder: 9,
    });
    expect(deactivated.body.isActive).toBe(false);
    const checkout = await server
      .client()
      .json('POST', '/api/payments/stripe/create-subscription', { planId: 'cobre', email: 'x@example.mx' });
    expect(checkout.status).toBe(404);
    expect(checkout.body.error).toBe('Plan no encontrado');
  });
});

describe('checkout availability (before any payment)', () => {
  it('accepts a free name and subdomain, and explains a taken, reserved or malformed one in Spanish', async () => {
    const visitor = server.client();
    const ask = (name: string, subdomain: string) =>
      visitor.json('GET', `/api/checkout/availability?name=${encodeURIComponent(name)}&subdomain=${encodeURIComponent(subdomain)}`);
    expect((await ask('Tacos Lupe', 'tacoslupe')).body).toEqual({ available: true, name: 'Tacos Lupe', subdomain: 'tacoslupe' });
    const taken = await ask('Otra Fonda', 'fonda');
    expect(taken.status).toBe(409);
    expect(taken.body.error).toBe('El subdominio "fonda" ya está en uso, elige otro');
    const short = await ask('X', 'ab');
    expect(short.status).toBe(400);
    expect(short.body.fields.subdomain).toBe('El subdominio debe tener al menos 3 caracteres');
    expect((await ask('X', 'Con Espacios')).body.fields.subdomain).toBe('Solo letras minúsculas, números y guiones');
    expect((await ask(' ', 'libre123')).body.fields.name).toBe('El nombre es requerido');
  });
});

describe('a duplicate plan slug', () => {
  it('is refused with a Spanish 409 the panel shows as the toast description', async () => {
    const plan = {
      name: 'Bronce',
      slug: 'bronce',
      priceMonthly: 299,
      conversationsLimit: 50,
      features: [],
      isActive: true,
      displayOrder: 10,
    };
    expect((await admin.json('POST', '/api/subscription-plans', plan)).status).toBe(201);
    const again = await admin.json('POST', '/api/subscription-plans', { ...plan, name: 'Bronce 2' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Ya existe un plan con el slug "bronce"');
  });
});
