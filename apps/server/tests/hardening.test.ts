import { mkdtempSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server.js';

/** A request as it would arrive on a socket from `address`. */
function from(server: TestServer, address: string) {
  return (method: string, path: string, body?: unknown, headers: Record<string, string> = {}) =>
    server.app.request(
      path,
      {
        method,
        headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      },
      { incoming: { socket: { remoteAddress: address } } },
    );
}
const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');

describe('sign-in under attack', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
    await server.client().register('duena@tacos.mx', 'al-pastor-2024');
  });
  afterAll(() => server.close());
  const login = (password: string) => ({ email: 'duena@tacos.mx', password });

  it('never slows the owner down for failures from another address', async () => {
    const attacker = from(server, '198.51.100.7');
    for (let i = 0; i < 6; i++) await attacker('POST', '/api/auth/login', login('adivinanza-' + i));
    const blocked = await attacker('POST', '/api/auth/login', login('al-pastor-2024'));
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await blocked.json()).error).toMatch(/^Demasiados intentos, espera \d+ min\.$/);
    expect((await from(server, '203.0.113.1')('POST', '/api/auth/login', login('al-pastor-2024'))).status).toBe(200);
  });

  it('lets a browser that signed in before (device cookie) in even from the attacker’s address', async () => {
    const shared = from(server, '192.0.2.50');
    const ok = await shared('POST', '/api/auth/login', login('al-pastor-2024'));
    const device = cookiesOf(ok)
      .split('; ')
      .find((c) => c.startsWith('comanda_device='))!;
    for (let i = 0; i < 40; i++) await shared('POST', '/api/auth/login', { email: `nadie${i}@x.mx`, password: 'adivinanza-1' });
    expect((await shared('POST', '/api/auth/login', login('al-pastor-2024'))).status).toBe(429);
    const owner = await shared('POST', '/api/auth/login', login('al-pastor-2024'), { cookie: device });
    expect(owner.status).toBe(200);
    // A forged or foreign device cookie is worth nothing.
    const forged = device.replace(/.$/, (ch) => (ch === 'A' ? 'B' : 'A'));
    expect((await shared('POST', '/api/auth/login', login('al-pastor-2024'), { cookie: forged })).status).toBe(429);
  });

  it('spends the address budget across accounts (password spraying)', async () => {
    const sprayer = from(server, '198.51.100.99');
    const statuses: number[] = [];
    for (let i = 0; i < 32; i++)
      statuses.push((await sprayer('POST', '/api/auth/login', { email: `u${i}@x.mx`, password: 'primavera-2024' })).status);
    expect(statuses.slice(0, 30).every((s) => s === 401)).toBe(true);
    expect(statuses.slice(30)).toEqual([429, 429]);
  });
});

describe('a guesser with many addresses against one account', () => {
  let server: TestServer;
  const clock = { offsetMs: 0, now: () => new Date(Date.now() + clock.offsetMs) };
  beforeAll(async () => {
    server = await createTestServer({}, { clock });
    await server.client().register('objetivo@tacos.mx', 'barbacoa-2024');
  });
  afterAll(() => server.close());
  const login = (password: string) => ({ email: 'objetivo@tacos.mx', password });

  it('gets 20 wrong passwords checked an hour, from all its addresses together; the owner’s own browser still gets in', async () => {
    const home = await from(server, '203.0.113.10')('POST', '/api/auth/login', login('barbacoa-2024'));
    const device = cookiesOf(home)
      .split('; ')
      .find((c) => c.startsWith('comanda_device='))!;
    const statuses: number[] = [];
    for (let i = 1; i <= 40; i++)
      statuses.push((await from(server, `10.20.0.${i}`)('POST', '/api/auth/login', login(`adivinanza-${i}`))).status);
    expect(statuses.filter((s) => s === 401)).toHaveLength(20);
    expect(statuses.slice(20).every((s) => s === 429)).toBe(true);
    const refused = await from(server, '10.20.1.1')('POST', '/api/auth/login', login('barbacoa-2024'));
    expect(refused.status).toBe(429);
    expect((await refused.json()).error).toMatch(
      /^Demasiados intentos fallidos en esta cuenta\. Espera \d+ min o entra desde un navegador donde ya hayas iniciado sesión\.$/,
    );
    // The owner's own browser, from a new address too.
    expect((await from(server, '10.20.1.2')('POST', '/api/auth/login', login('barbacoa-2024'), { cookie: device })).status).toBe(200);
    // Other accounts are untouched, and an hour later so is this one.
    await server.client().register('vecina@tacos.mx', 'birria-de-res-1');
    expect(
      (await from(server, '10.20.1.3')('POST', '/api/auth/login', { email: 'vecina@tacos.mx', password: 'birria-de-res-1' })).status,
    ).toBe(200);
    clock.offsetMs = 61 * 60_000;
    expect((await from(server, '10.20.1.4')('POST', '/api/auth/login', login('barbacoa-2024'))).status).toBe(200);
  });

  it('checks no more than the ceiling when the guesses arrive all at once', async () => {
    await server.client().register('simultanea@tacos.mx', 'pozole-rojo-77');
    const answers = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        from(server, `10.30.0.${i + 1}`)('POST', '/api/auth/login', { email: 'simultanea@tacos.mx', password: `intento-${i}` }),
      ),
    );
    expect(answers.filter((a) => a.status === 401).length).toBeLessThanOrEqual(20);
    expect(answers.every((a) => a.status === 401 || a.status === 429)).toBe(true);
  });
});

describe('sessions and passwords', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('ends the other sessions when the password changes, keeping the one that changed it', async () => {
    const laptop = server.client();
    await laptop.register('luis@tacos.mx', 'suadero-1234');
    const phone = server.client();
    await phone.json('POST', '/api/auth/login', { email: 'luis@tacos.mx', password: 'suadero-1234' });
    expect((await phone.json('GET', '/api/auth/user')).status).toBe(200);

    const wrong = await laptop.json('POST', '/api/auth/password', { currentPassword: 'otra-cosa-1', password: 'campechano-77' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.fields.currentPassword).toBe('La contraseña actual no es correcta');
    const weak = await laptop.json('POST', '/api/auth/password', { currentPassword: 'suadero-1234', password: 'luis@tacos.mx' });
    expect(weak.body.fields.password).toBe('La contraseña no puede ser igual a tu correo');
    const changed = await laptop.json('POST', '/api/auth/password', { currentPassword: 'suadero-1234', password: 'campechano-77' });
    expect(changed.status).toBe(200);
    expect((await laptop.json('GET', '/api/auth/user')).status).toBe(200);
    expect((await phone.json('GET', '/api/auth/user')).status).toBe(401);
  });

  it('applies the ASVS policy at registration: 10 to 128 characters, not common, not the e-mail', async () => {
    const client = server.client();
    const problem = async (email: string, password: string) =>
      (await client.json('POST', '/api/auth/register', { email, password })).body.fields?.password;
    expect(await problem('a@b.mx', 'x'.repeat(129))).toBe('La contraseña debe tener como máximo 128 caracteres');
    expect(await problem('a@b.mx', 'Password123')).toBe('Esa contraseña es demasiado común; elige otra');
    expect(await problem('pepito12345@b.mx', 'pepito12345@b.mx')).toBe('La contraseña no puede ser igual a tu correo');
    expect((await client.json('POST', '/api/auth/register', { email: 'a@b.mx', password: 'x'.repeat(128) })).status).toBe(201);
  });

  it('logs out by POST, and by GET only from this site', async () => {
    const client = server.client();
    await client.register('get@tacos.mx');
    const crossSite = await client.request('GET', '/api/logout', undefined, { 'sec-fetch-site': 'cross-site' });
    expect(crossSite.status).toBe(403);
    expect((await client.request('GET', '/api/logout')).status).toBe(403);
    expect((await client.json('GET', '/api/auth/user')).status).toBe(200);
    expect((await client.json('POST', '/api/auth/logout')).body).toEqual({ success: true });
    expect((await client.json('GET', '/api/auth/user')).status).toBe(401);
  });

  it('ignores a GET to /api/logout that is not this site’s own top-level navigation', async () => {
    const client = server.client();
    await client.register('sitio@tacos.mx');
    const signedIn = async () => (await client.json('GET', '/api/auth/user')).status === 200;
    // An <img src> on any restaurant's site (*.BASE_DOMAIN is the same site), a fetch, an iframe: all refused.
    for (const headers of [
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' } as Record<string, string>,
      { 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'no-cors', 'sec-fetch-dest': 'image' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'cors', 'sec-fetch-dest': 'empty' },
      { 'sec-fetch-site': 'same-origin', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'iframe' },
      { referer: 'http://tacos.localhost:3000/' },
      {},
    ]) {
      expect((await client.request('GET', '/api/logout', undefined, headers)).status).toBe(403);
      expect(await signedIn()).toBe(true);
    }
    // The sidebar's navigation, and the address typed in the bar.
    for (const site of ['same-origin', 'none']) {
      const out = await client.request('GET', '/api/logout', undefined, {
        'sec-fetch-site': site,
        'sec-fetch-mode': 'navigate',
        'sec-fetch-dest': 'document',
      });
      expect(out.status).toBe(302);
      expect(await signedIn()).toBe(false);
      await client.json('POST', '/api/auth/login', { email: 'sitio@tacos.mx', password: 'contraseña-segura' });
    }
    // A browser that sends no Sec-Fetch headers, following a link on this very site.
    expect((await client.request('GET', '/api/logout', undefined, { referer: 'http://localhost:3000/dashboard' })).status).toBe(302);
    expect(await signedIn()).toBe(false);
    await client.json('POST', '/api/auth/login', { email: 'sitio@tacos.mx', password: 'contraseña-segura' });
    expect((await client.json('POST', '/api/logout')).body).toEqual({ success: true });
    expect(await signedIn()).toBe(false);
  });
});

describe('plans are paid for, not asked for', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('starts a trial of the chosen real plan, refuses made-up slugs, and lets only the administrator grant one', async () => {
    const buyer = server.client();
    await buyer.register('gratis@tacos.mx');
    const free = await buyer.json('POST', '/api/restaurants', { name: 'Gratis', subdomain: 'gratis', plan: 'platinum' });
    expect(free.status).toBe(201);
    expect(free.body).toMatchObject({ subscriptionPlan: 'platinum', subscriptionStatus: 'trial' });
    expect(new Date(free.body.trialEndsAt).getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    const madeUp = await buyer.json('POST', '/api/restaurants', { name: 'Diamante', subdomain: 'diamante', plan: 'diamond' });
    expect(madeUp.status).toBe(400);
    expect(madeUp.body.fields.plan).toBe('Plan desconocido o no disponible');
    const none = await buyer.json('POST', '/api/restaurants', { name: 'Sin plan', subdomain: 'sinplan' });
    expect(none.body).toMatchObject({ subscriptionPlan: 'demo', subscriptionStatus: 'trial' });

    const admin = server.client();
    await admin.adminLogin();
    const granted = await admin.json('POST', '/api/restaurants', { name: 'Regalo', subdomain: 'regalo', plan: 'gold' });
    expect(granted.body).toMatchObject({ subscriptionPlan: 'gold', subscriptionStatus: 'active', trialEndsAt: null });
  });
});

describe('defence in depth', () => {
  it('separates liveness from readiness', async () => {
    const server = await createTestServer();
    expect(await (await server.app.request('/healthz')).json()).toEqual({ ok: true });
    expect(await (await server.app.request('/readyz')).json()).toEqual({ ok: true });
    await server.close();
    // The database is gone: the process is alive, but not ready.
    expect((await server.app.request('/healthz')).status).toBe(200);
    const down = await server.app.request('/readyz');
    expect(down.status).toBe(503);
    expect((await down.json()).ok).toBe(false);
  });

  it('sends a Content-Security-Policy allowing only this site and Stripe.js, with a nonce for the sign-in script', async () => {
    const server = await createTestServer();
    const res = await server.app.request('/api/login');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/js\.stripe\.com/);
    expect(csp).toContain("frame-ancestors 'none'");
    const nonce = /'nonce-([^']+)'/.exec(csp)![1];
    expect(await res.text()).toContain(`<script nonce="${nonce}">`);
    await server.close();
  });

  it('creates the SQLite file readable by its owner only', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'comanda-perm-'));
    const server = await createTestServer({ databaseUrl: `file:${join(dir, 'comanda.db')}` });
    expect(statSync(join(dir, 'comanda.db')).mode & 0o777).toBe(0o600);
    await server.close();
  });
});
