import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

describe('restaurants', () => {
  it('requires a signed-in user', async () => {
    expect((await server.client().json('GET', '/api/restaurants')).status).toBe(401);
    expect((await server.client().json('POST', '/api/restaurants', { name: 'X', subdomain: 'xyz' })).status).toBe(401);
  });

  it('creates a restaurant linked to its creator with every field', async () => {
    const client = server.client();
    await client.register('dueña@example.mx');
    const res = await client.json('POST', '/api/restaurants', {
      name: ' Tacos El Güero ',
      subdomain: 'tacoselguero',
      description: 'Los mejores tacos',
      phone: '+525512345678',
      email: '',
      address: 'Insurgentes 10',
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ name: 'Tacos El Güero', subdomain: 'tacoselguero', email: null, subscriptionStatus: 'trial' });
    expect(res.body.trialEndsAt).toBeTruthy();
    expect((await client.json('GET', '/api/restaurants')).body).toHaveLength(1);
  });

  it('validates with the spec messages and writes nothing', async () => {
    const client = server.client();
    await client.register('val@example.mx');
    const cases: [Record<string, unknown>, string, string][] = [
      [{ name: '', subdomain: 'valido' }, 'name', 'El nombre es requerido'],
      [{ name: 'X', subdomain: 'ab' }, 'subdomain', 'El subdominio debe tener al menos 3 caracteres'],
      [{ name: 'X', subdomain: 'Mi_Taqueria' }, 'subdomain', 'Solo letras minúsculas, números y guiones'],
      [{ name: 'X', subdomain: 'valido', email: 'no-es-correo' }, 'email', 'Correo electrónico inválido'],
    ];
    for (const [body, field, message] of cases) {
      const res = await client.json('POST', '/api/restaurants', body);
      expect(res.status).toBe(400);
      expect(res.body.fields[field]).toBe(message);
    }
    expect((await client.json('GET', '/api/restaurants')).body).toEqual([]);
  });

  it('answers a taken subdomain with a clear 409', async () => {
    const first = server.client();
    await first.operatorWithRestaurant('ocupado');
    const second = server.client();
    await second.register('otro@example.mx');
    const res = await second.json('POST', '/api/restaurants', { name: 'Otro', subdomain: 'ocupado' });
    expect(res.status).toBe(409);
    expect(res.body.error).toBe('El subdominio "ocupado" ya está en uso, elige otro');
  });

  it('gives the demo restaurant to the administrator on first start', async () => {
    const admin = server.client();
    await admin.adminLogin();
    const list = (await admin.json('GET', '/api/restaurants')).body;
    expect(list.map((r: { subdomain: string }) => r.subdomain)).toContain('donamary');
    const menu = (await admin.json('GET', '/api/menu')).body;
    expect(menu.length).toBeGreaterThan(10);
    expect(menu.map((i: { name: string }) => i.name)).toContain('Pizza Hawaiana');
  });
});
