import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { siteSubdomain } from '../../../adapters/http/middleware/restaurant-site.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

let server: TestServer;
beforeAll(async () => {
  server = await createTestServer({ baseDomain: 'comanda.mx' });
});
afterAll(() => server.close());

const visit = (host: string, path = '/') => server.app.request(path, { headers: { host } });

describe('restaurant sites', () => {
  it("serves the restaurant's page with its menu, prices, sold-out marks and a WhatsApp link", async () => {
    const admin = server.client();
    await admin.adminLogin();
    const menu = (await admin.json('GET', '/api/menu')).body;
    const flan = menu.find((i: { name: string }) => i.name === 'Flan Napolitano');
    await admin.json('PATCH', `/api/menu/${flan.id}`, { available: false });

    const res = await visit('donamary.comanda.mx:8443');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('La Cocina de Doña Mary');
    expect(html).toContain('<h2>Pizzas</h2>');
    expect(html).toContain('$189.00');
    expect(html).toMatch(/Flan Napolitano<span class="badge">Agotado<\/span>/);
    expect(html).toContain('https://wa.me/525512345678?text=%C2%A1Hola%20La%20Cocina%20de%20Do%C3%B1a%20Mary!');
    expect(html).toContain('Pedir por WhatsApp');
  });

  it('answers 404 for an unknown subdomain and leaves the main site alone', async () => {
    const res = await visit('nadie.comanda.mx');
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Restaurante no encontrado');
    expect((await visit('comanda.mx', '/api/subscription-plans')).status).toBe(200);
  });

  it('escapes whatever an owner typed', async () => {
    const owner = server.client();
    await owner.register('xss@example.mx');
    await owner.json('POST', '/api/restaurants', { name: '<script>alert(1)</script>', subdomain: 'seguro' });
    const html = await (await visit('seguro.comanda.mx')).text();
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('&lt;script&gt;');
  });

  it('recognises only one-label subdomains of the base domain', () => {
    expect(siteSubdomain('tacos.comanda.mx', 'comanda.mx')).toBe('tacos');
    expect(siteSubdomain('TACOS.comanda.mx:3000', 'comanda.mx')).toBe('tacos');
    expect(siteSubdomain('comanda.mx', 'comanda.mx')).toBeNull();
    expect(siteSubdomain('a.b.comanda.mx', 'comanda.mx')).toBeNull();
    expect(siteSubdomain('tacos.otro.mx', 'comanda.mx')).toBeNull();
    expect(siteSubdomain('www.comanda.mx', 'comanda.mx')).toBeNull();
  });
});

describe('the built web app', () => {
  it('answers a malformed address with 400, not a server error', async () => {
    const { mkdtempSync, writeFileSync } = await import('node:fs');
    const { join } = await import('node:path');
    const { tmpdir } = await import('node:os');
    const dist = mkdtempSync(join(tmpdir(), 'comanda-dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Comanda</title>');
    const web = await createTestServer({ webDist: dist });
    expect((await web.app.request('/%E0%A4%A')).status).toBe(400);
    expect(await (await web.app.request('/conversations')).text()).toContain('<title>Comanda</title>');
    expect((await web.app.request('/assets/no-existe.js')).status).toBe(404);
    await web.close();
  });
});
