import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestServer, TEST_ADMIN, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeEach(async () => {
  server = await createTestServer();
});
afterEach(() => server.close());

describe('registration and sessions', () => {
  it('registers, signs in with an HttpOnly SameSite=Lax cookie and reports the user', async () => {
    const client = server.client();
    const res = await client.request('POST', '/api/auth/register', { email: 'Ana@Taqueria.mx', password: 'pastor-1234' });
    expect(res.status).toBe(201);
    const cookie = res.headers.get('set-cookie')!;
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).not.toMatch(/Secure/);
    const me = await client.json('GET', '/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.body).toMatchObject({ email: 'ana@taqueria.mx', role: 'operator' });
    expect(me.body.passwordHash).toBeUndefined();
  });

  it('answers 401 when signed out', async () => {
    const me = await server.client().json('GET', '/api/auth/user');
    expect(me.status).toBe(401);
    expect(me.body.error).toBe('No autorizado');
  });

  it('marks the cookie Secure when served over https', async () => {
    const https = await createTestServer({ publicUrl: 'https://comanda.mx' });
    const res = await https.client().request('POST', '/api/auth/register', { email: 'a@b.mx', password: 'pastor-1234' });
    expect(res.headers.get('set-cookie')).toMatch(/Secure/);
    await https.close();
  });

  it('rejects bad registrations in Spanish without creating anything', async () => {
    const client = server.client();
    const short = await client.json('POST', '/api/auth/register', { email: 'a@b.mx', password: 'corta' });
    expect(short.status).toBe(400);
    expect(short.body.fields.password).toBe('La contraseña debe tener al menos 10 caracteres');
    const badEmail = await client.json('POST', '/api/auth/register', { email: 'no-es-correo', password: 'pastor-1234' });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.error).toBe('Correo electrónico inválido');
    const notJson = await client.json('POST', '/api/auth/register', '{');
    expect(notJson.status).toBe(400);
    expect((await client.json('POST', '/api/auth/login', { email: 'a@b.mx', password: 'pastor-1234' })).status).toBe(401);
  });

  it('refuses a second account with the same e-mail', async () => {
    await server.client().register('dup@example.mx');
    const again = await server.client().json('POST', '/api/auth/register', { email: 'DUP@example.mx', password: 'pastor-1234' });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Ya existe una cuenta con ese correo');
  });

  it('logs in, logs out through /api/logout and forgets the session', async () => {
    await server.client().register('luis@example.mx', 'suadero-999');
    const client = server.client();
    expect((await client.json('POST', '/api/auth/login', { email: 'luis@example.mx', password: 'suadero-999' })).status).toBe(200);
    const cookie = client.cookie;
    const out = await client.request('GET', '/api/logout', undefined, { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate' });
    expect(out.status).toBe(302);
    expect(out.headers.get('location')).toBe('/');
    const stale = await server.app.request('/api/auth/user', { headers: { cookie: cookie! } });
    expect(stale.status).toBe(401);
  });

  it('slows an account down after five failed logins from one client, saying how long to wait', async () => {
    await server.client().register('pepe@example.mx', 'correcta-123');
    const client = server.client();
    for (let i = 0; i < 5; i++) {
      const res = await client.json('POST', '/api/auth/login', { email: 'pepe@example.mx', password: 'mala' });
      expect(res.status).toBe(401);
      expect(res.body.error).toBe('Correo o contraseña incorrectos');
    }
    const locked = await client.request('POST', '/api/auth/login', { email: 'pepe@example.mx', password: 'correcta-123' });
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('60');
    expect((await locked.json()).error).toBe('Demasiados intentos, espera 1 min.');
  });

  it('serves the Spanish sign-in and registration page', async () => {
    const res = await server.app.request('/api/login');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Crea tu cuenta');
    expect(html).toContain('lang="es"');
    expect(await (await server.app.request('/api/login?mode=login')).text()).toContain('Inicia sesión');
  });

  it('returns the person to where they were, never to another site', async () => {
    const back = await (await server.app.request('/api/login?next=%2Fsubscription-success')).text();
    expect(back).toContain('window.location.href = "/subscription-success"');
    expect(back).toContain('href="/api/login?mode=login&amp;next=%2Fsubscription-success"');
    expect(await (await server.app.request('/api/login')).text()).toContain('window.location.href = "/welcome"');
    for (const evil of ['%2F%09%2Fevil.example', '%2F%0a%2Fx', '%2F%2Fevil.example', 'https%3A%2F%2Fevil.example', '%2F%5Cevil.example']) {
      expect(await (await server.app.request(`/api/login?next=${evil}`)).text()).toContain('window.location.href = "/dashboard"');
    }
  });
});

describe('admin login', () => {
  it('signs in the administrator, whose id marks the admin account', async () => {
    const client = server.client();
    const res = await client.json('POST', '/api/auth/admin-login', TEST_ADMIN);
    expect(res.body).toEqual({ success: true });
    expect((await client.json('GET', '/api/auth/user')).body).toMatchObject({ id: 'admin', role: 'admin' });
  });

  it('answers success false for wrong credentials and for operators', async () => {
    const wrong = await server.client().json('POST', '/api/auth/admin-login', { username: 'admin', password: 'nope' });
    expect(wrong).toMatchObject({ status: 200, body: { success: false } });
    await server.client().register('op@example.mx', 'operador-123');
    const operator = server.client();
    const res = await operator.json('POST', '/api/auth/admin-login', { username: 'op@example.mx', password: 'operador-123' });
    expect(res.body).toEqual({ success: false });
    expect(operator.cookie).toBeNull();
  });

  it('requires both fields', async () => {
    const res = await server.client().json('POST', '/api/auth/admin-login', { username: 'admin' });
    expect(res.status).toBe(400);
    expect(res.body.error).toBe('Ingrese usuario y contraseña');
  });
});

describe('cross-site protection', () => {
  it('rejects state-changing requests sent by a browser from another site', async () => {
    const client = server.client();
    await client.register('csrf@example.mx');
    const foreign = await client.request('POST', '/api/restaurants', { name: 'X', subdomain: 'xxx' }, { origin: 'https://evil.example' });
    expect(foreign.status).toBe(403);
    const crossSite = await client.request('POST', '/api/restaurants', { name: 'X', subdomain: 'xxx' }, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    const same = await client.request('POST', '/api/restaurants', { name: 'X', subdomain: 'xxx' }, { origin: 'http://localhost:3000' });
    expect(same.status).toBe(201);
  });
});
