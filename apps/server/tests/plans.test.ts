import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

const newPlan = {
  name: 'Diamante',
  slug: 'diamante',
  priceMonthly: 5999.5,
  conversationsLimit: 20000,
  features: [' Todo incluido ', '', 'Soporte 24/7'],
  isActive: true,
  displayOrder: 6,
};

describe('subscription plans', () => {
  it('are public and seeded with the five MXN plans, prices as decimal strings', async () => {
    const res = await server.client().json('GET', '/api/subscription-plans');
    expect(res.status).toBe(200);
    expect(res.body.map((p: { slug: string }) => p.slug)).toEqual(['demo', 'basic', 'silver', 'gold', 'platinum']);
    const silver = res.body.find((p: { slug: string }) => p.slug === 'silver');
    expect(silver.priceMonthly).toBe('1299.00');
    expect(typeof silver.conversationsLimit).toBe('number');
  });

  it('can be created, updated and deleted by the administrator only', async () => {
    const anonymous = await server.client().json('POST', '/api/subscription-plans', newPlan);
    expect(anonymous.status).toBe(401);
    const operator = server.client();
    await operator.register('op@example.mx');
    const denied = await operator.json('POST', '/api/subscription-plans', newPlan);
    expect(denied.status).toBe(403);

    const admin = server.client();
    await admin.adminLogin();
    const created = await admin.json('POST', '/api/subscription-plans', newPlan);
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ priceMonthly: '5999.50', features: ['Todo incluido', 'Soporte 24/7'] });

    expect((await operator.json('PUT', `/api/subscription-plans/${created.body.id}`, newPlan)).status).toBe(403);
    expect((await operator.json('DELETE', `/api/subscription-plans/${created.body.id}`)).status).toBe(403);

    const updated = await admin.json('PUT', `/api/subscription-plans/${created.body.id}`, {
      ...newPlan,
      priceMonthly: '6100',
      isActive: false,
    });
    expect(updated.body).toMatchObject({ priceMonthly: '6100.00', isActive: false });
    expect((await admin.json('DELETE', `/api/subscription-plans/${created.body.id}`)).status).toBe(200);
    expect((await admin.json('DELETE', `/api/subscription-plans/${created.body.id}`)).status).toBe(404);
  });

  it('reject invalid input in Spanish and a duplicate slug', async () => {
    const admin = server.client();
    await admin.adminLogin();
    const missing = await admin.json('POST', '/api/subscription-plans', { ...newPlan, name: '', priceMonthly: '' });
    expect(missing.status).toBe(400);
    expect(missing.body.fields).toMatchObject({ name: 'El nombre es requerido', priceMonthly: 'El precio es requerido' });
    const fractional = await admin.json('POST', '/api/subscription-plans', { ...newPlan, conversationsLimit: 1.5 });
    expect(fractional.body.fields.conversationsLimit).toBe('El límite de conversaciones debe ser un número entero');
    const dup = await admin.json('POST', '/api/subscription-plans', { ...newPlan, slug: 'silver' });
    expect(dup.status).toBe(409);
    expect(dup.body.error).toMatch(/silver/);
    expect((await server.client().json('GET', '/api/subscription-plans')).body).toHaveLength(5);
  });
});
