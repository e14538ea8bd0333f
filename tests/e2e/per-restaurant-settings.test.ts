import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGraphApi, type FakeGraphApi } from '../../adapters/messaging/testing/fake-graph-api.js';
import { metaEnvelope, signedMetaRequest } from '../../adapters/messaging/testing/signed-meta-webhook.js';
import { startFakeStripe, type FakeStripe } from '../../adapters/payments/testing/fake-stripe.js';
import { ServerProcess } from '../../bench/server-process.js';
import { E2E_ADMIN_PASSWORD, e2ePort, launchBrowser, screenshot, signInAsAdmin, watchErrors } from './browser.js';

/*
 * Issue #10's journey: the administrator configures restaurant A's WhatsApp; restaurant B
 * stays Desconectado, B's site has no link to A's number, B's owner sees none of A's
 * settings, and a webhook for B is not answered through A's credentials.
 */
const PORT = e2ePort(31010);
const BASE = `http://localhost:${PORT}`;
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const A = {
  token: 'EAAG-e2e-token-de-alfa',
  phoneId: '700800900',
  verify: 'verifica-alfa',
  secret: 'app-secret-alfa',
  phone: '+52 55 7000 8000',
};

let dir: string;
let graph: FakeGraphApi;
let stripe: FakeStripe;
let server: ServerProcess;
let browser: Browser;
let adminContext: BrowserContext;
let ownerBContext: BrowserContext;
let admin: Page;
let ownerB: Page;
let errors: string[];
let idA: string;
let idB: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'comanda-e2e-10-'));
  graph = await startFakeGraphApi({ accessToken: A.token, displayPhoneNumber: A.phone });
  stripe = await startFakeStripe();
  server = new ServerProcess(PORT, {
    DATABASE_URL: `file:${join(dir, 'comanda.db')}`,
    COMANDA_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    COMANDA_SECRET: 'e2e-secret',
    PUBLIC_URL: BASE,
    META_GRAPH_URL: graph.url,
    // A real (fake-served) payment provider, so the success page can finish a paid checkout.
    STRIPE_SECRET_KEY: 'sk_test_e2e',
    STRIPE_API_URL: stripe.url,
  });
  await server.start();
  browser = await launchBrowser();
  adminContext = await browser.newContext({ viewport: DESKTOP, locale: 'es-MX', baseURL: BASE });
  ownerBContext = await browser.newContext({ viewport: DESKTOP, locale: 'es-MX', baseURL: BASE });
  admin = await adminContext.newPage();
  ownerB = await ownerBContext.newPage();
  errors = [...watchErrors(admin)];
  const ownerErrors = watchErrors(ownerB);
  errors = new Proxy(errors, { get: (t, p) => (p === 'all' ? [...t, ...ownerErrors] : Reflect.get(t, p)) });

  // B's owner signs up and creates their restaurant; the administrator creates A.
  expect(
    (
      await ownerBContext.request.post('/api/auth/register', { data: { email: 'dueno-b@example.mx', password: 'contraseña-segura-b' } })
    ).status(),
  ).toBe(201);
  const b = await ownerBContext.request.post('/api/restaurants', { data: { name: 'Birria Beto', subdomain: 'birriabeto' } });
  idB = (await b.json()).id;
}, 60_000);

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await graph?.close();
  await stripe?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function both(page: Page, name: string) {
  await page.setViewportSize(DESKTOP);
  await screenshot(page, `${name}-desktop`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-phone`);
  await page.setViewportSize(DESKTOP);
}

describe("one restaurant's WhatsApp never reaches another", () => {
  it('lets the administrator configure restaurant A, saying which restaurant on screen', async () => {
    await signInAsAdmin(admin);
    const created = await adminContext.request.post('/api/restaurants', { data: { name: 'Taquería Alfa', subdomain: 'alfa' } });
    idA = (await created.json()).id;

    await admin.goto(`/api-settings?restaurant=${idA}`);
    await expect.poll(() => admin.getByTestId('current-restaurant').textContent()).toBe('Taquería Alfa');
    await admin.getByLabel('Access Token').fill(A.token);
    await admin.getByLabel('Phone Number ID').fill(A.phoneId);
    await admin.getByLabel('Webhook Verify Token').fill(A.verify);
    await admin.getByLabel('App Secret').fill(A.secret);
    await admin.getByLabel('Teléfono del negocio').fill(A.phone);
    await admin.getByRole('button', { name: 'Guardar configuración de WhatsApp' }).click();
    await admin.getByText('Credenciales de WhatsApp actualizadas').first().waitFor();
    await admin.getByRole('heading', { name: 'Plataforma', exact: true }).waitFor();
    await both(admin, '10-api-settings-restaurant-a');

    await admin.getByRole('link', { name: 'Dashboard' }).click();
    await admin.getByText('Conectado', { exact: true }).waitFor();
    await admin.getByText(A.phone).first().waitFor();
    await both(admin, '10-dashboard-restaurant-a');
  });

  it('shows restaurant B as Desconectado to the administrator after switching', async () => {
    await admin.getByLabel('Cambiar de restaurante').selectOption(idB);
    await expect.poll(() => admin.getByTestId('current-restaurant').textContent()).toBe('Birria Beto');
    expect(new URL(admin.url()).searchParams.get('restaurant')).toBe(idB);
    await admin.getByText('Desconectado', { exact: true }).waitFor();
    expect(await admin.getByText(A.phone).count()).toBe(0);
    await both(admin, '10-dashboard-restaurant-b-admin');
  });

  it("shows B's owner none of A's settings", async () => {
    await ownerB.goto('/dashboard');
    await expect.poll(() => ownerB.getByTestId('current-restaurant').textContent()).toBe('Birria Beto');
    await ownerB.getByText('Desconectado', { exact: true }).waitFor();
    // One restaurant: nothing to switch to.
    expect(await ownerB.getByLabel('Cambiar de restaurante').count()).toBe(0);
    await ownerB.goto('/api-settings');
    await ownerB.getByLabel('Phone Number ID').waitFor();
    expect(await ownerB.getByLabel('Phone Number ID').inputValue()).toBe('');
    expect(await ownerB.getByLabel('Teléfono del negocio').inputValue()).toBe('');
    expect(await ownerB.getByLabel('Access Token').getAttribute('placeholder')).toBeNull();
    const html = await ownerB.content();
    for (const leaked of [A.phoneId, A.verify, A.token.slice(-4), A.secret.slice(-4), '7000 8000']) expect(html).not.toContain(leaked);
    expect(await ownerB.getByRole('heading', { name: 'Plataforma', exact: true }).count()).toBe(0);
    await both(ownerB, '10-api-settings-owner-b');
  });

  it("keeps A's number off B's public site", async () => {
    const site = await ownerBContext.newPage();
    await site.goto(`http://birriabeto.localhost:${PORT}/`);
    await site.getByRole('heading', { name: 'Birria Beto' }).waitFor();
    expect(await site.locator('a[href*="wa.me"]').count()).toBe(0);
    expect(await site.content()).not.toContain('5570008000');
    await both(site, '10-site-restaurant-b');
    await site.goto(`http://alfa.localhost:${PORT}/`);
    expect(await site.locator('a[href*="wa.me/525570008000"]').count()).toBe(1);
    await site.close();
  });

  it("does not answer a webhook for B through A's credentials", async () => {
    const sentBefore = graph.requests.filter((r) => r.method === 'POST').length;
    const res = await postMetaTo(idB, {
      contacts: [{ wa_id: '5215544443333', profile: { name: 'Cliente' } }],
      messages: [
        {
          from: '5215544443333',
          id: 'wamid.e2e-b-1',
          timestamp: String(Math.floor(Date.now() / 1000)),
          type: 'text',
          text: { body: 'Hola, quiero birria' },
        },
      ],
    });
    expect(res.status).toBe(401);
    const conversations = await ownerBContext.request.get('/api/conversations');
    expect(await conversations.json()).toEqual([]);
    expect(graph.requests.filter((r) => r.method === 'POST').length).toBe(sentBefore);
    expect((errors as unknown as { all: string[] }).all).toEqual([]);
  });
});

/** Signs (with A's app secret) and posts a Meta webhook `value` (messages or statuses) for `restaurantId`. */
function postMetaTo(restaurantId: string, value: object) {
  const { body, headers } = signedMetaRequest(metaEnvelope(value, { displayPhone: '525570008000', phoneNumberId: A.phoneId }), A.secret);
  return server.send('POST', `/webhooks/meta/${restaurantId}`, body, headers);
}

/** Signs and posts a Meta webhook `value` (messages or statuses) for restaurant A. */
async function postMetaToA(value: object) {
  expect((await postMetaTo(idA, value)).status).toBe(200);
}

describe('every outgoing message shows its delivery status', () => {
  const CUSTOMER = '5215566667777';
  const now = () => String(Math.floor(Date.now() / 1000));
  const status = (id: string, state: string, errors?: object[]) => ({
    id,
    status: state,
    timestamp: now(),
    recipient_id: CUSTOMER,
    ...(errors ? { errors } : {}),
  });

  it('labels each reply enviado, entregado, leído or fallido from the callbacks, only forward', async () => {
    const replies: string[] = [];
    for (const [i, text] of ['Hola', '¿Qué tienen hoy?', '¿Hasta qué hora abren?', '¿Hacen entregas?'].entries()) {
      await postMetaToA({
        contacts: [{ wa_id: CUSTOMER, profile: { name: 'Carmen Estatus' } }],
        messages: [{ from: CUSTOMER, id: `wamid.e2e-status-${i}`, timestamp: now(), type: 'text', text: { body: text } }],
      });
      await expect.poll(() => graph.sent.filter((m) => m.to === CUSTOMER).length, { timeout: 15_000 }).toBe(i + 1);
      replies.push(graph.sent.filter((m) => m.to === CUSTOMER)[i]!.id);
    }
    const [read, delivered, , failed] = replies as [string, string, string, string];
    // Out of order, as providers deliver them: the late "delivered" must not undo "read".
    await postMetaToA({ statuses: [status(read, 'delivered'), status(read, 'read'), status(delivered, 'delivered')] });
    await postMetaToA({
      statuses: [status(read, 'delivered'), status(failed, 'failed', [{ code: 131026, title: 'Message undeliverable' }])],
    });

    await admin.goto(`/conversations?restaurant=${idA}`);
    await admin.getByRole('button', { name: /^Carmen Estatus/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: 'Reintentar' }).waitFor();
    await expect.poll(() => dialog.getByTestId('delivery-status').allTextContents()).toEqual(['leído', 'entregado', 'enviado', 'fallido']);
    await dialog.getByText(/^⚠ No enviado: /).waitFor();
    await screenshot(admin, '10-delivery-status-desktop');
    await admin.setViewportSize(PHONE);
    // The thread scrolls inside the dialog: bring the failed reply into the phone's view.
    await dialog.getByRole('button', { name: 'Reintentar' }).scrollIntoViewIfNeeded();
    await screenshot(admin, '10-delivery-status-phone');
    await admin.setViewportSize(DESKTOP);
    await admin.keyboard.press('Escape');
    expect((errors as unknown as { all: string[] }).all).toEqual([]);
  });
});

describe('a paid checkout whose restaurant could not be created', () => {
  it('lets the buyer pick another subdomain on the success page and finish with the same payment', async () => {
    const buyerContext = await browser.newContext({ viewport: DESKTOP, locale: 'es-MX', baseURL: BASE });
    const buyer = await buyerContext.newPage();
    const buyerErrors = watchErrors(buyer);
    expect(
      (
        await buyerContext.request.post('/api/auth/register', { data: { email: 'compra@example.mx', password: 'contraseña-segura-c' } })
      ).status(),
    ).toBe(201);
    const started = await buyerContext.request.post('/api/payments/stripe/create-subscription', { data: { planId: 'silver' } });
    const { checkoutId } = await started.json();
    expect(checkoutId).toBeTruthy();
    // Paid while someone else took the subdomain: here B's own, "birriabeto".
    await buyer.goto('/pricing');
    await buyer.evaluate((id) => {
      localStorage.setItem('pendingRestaurantName', 'Birria Beto Norte');
      localStorage.setItem('pendingSubdomain', 'birriabeto');
      localStorage.setItem('pendingPlan', 'silver');
      localStorage.setItem('pendingCheckoutId', id);
    }, checkoutId);
    await buyer.goto('/subscription-success');
    await buyer.getByRole('heading', { name: 'No pudimos configurar tu restaurante' }).waitFor();
    await buyer.getByText(/Tu pago está registrado/).waitFor();
    await buyer.getByRole('main').getByText('El subdominio "birriabeto" ya está en uso, elige otro').first().waitFor();
    await both(buyer, '10-success-page-retry');

    await buyer.getByLabel('Subdominio').fill('birriabetonorte');
    await buyer.getByText('comanda.birriabetonorte.app').waitFor();
    await buyer.getByRole('button', { name: 'Reintentar' }).click();
    await buyer.getByRole('heading', { name: '¡Bienvenido a Comanda!' }).waitFor();
    await both(buyer, '10-success-page-finished');

    const mine = await (await buyerContext.request.get('/api/restaurants')).json();
    expect(mine).toEqual([
      expect.objectContaining({ name: 'Birria Beto Norte', subdomain: 'birriabetonorte', subscriptionPlan: 'silver' }),
    ]);
    const again = await buyerContext.request.post('/api/restaurants', { data: { name: 'Otra', subdomain: 'otrabirria', checkoutId } });
    expect(again.status()).toBe(409);
    expect(buyerErrors.filter((e) => !/409 \(Conflict\)/.test(e))).toEqual([]);
    await buyerContext.close();
  });
});

const LONG = 'Supercalifragilisticoespialidoso'.repeat(5);

/** True when nothing on the page is wider than the window. */
const fitsWidth = async (page: Page) => {
  const widest = await page.evaluate(() => {
    const over = [...document.querySelectorAll('body *')].filter((el) => el.getBoundingClientRect().right > window.innerWidth + 1);
    return {
      scroll: document.documentElement.scrollWidth,
      inner: window.innerWidth,
      over: over.slice(0, 3).map((el) => `${el.tagName}.${el.className}`),
    };
  });
  if (widest.scroll > widest.inner) console.error('wider than the window:', JSON.stringify(widest));
  return widest.scroll <= widest.inner;
};

describe('long unbroken words never widen a page', () => {
  beforeAll(async () => {
    const api = ownerBContext.request;
    expect(
      (await api.post('/api/menu', { data: { name: LONG.slice(0, 110), description: LONG, price: 15000, category: 'Birria' } })).status(),
    ).toBe(201);
    await api.post('/api/menu', { data: { name: 'Consomé', price: 5000, category: 'Birria' } });
    for (const message of ['Quiero 1 consomé', `Calle ${LONG} 45`, 'sí, confirmo', LONG]) {
      expect((await api.post('/api/test/whatsapp', { data: { phone: '+5215512345678', message } })).status()).toBe(200);
    }
  }, 60_000);

  it.each([
    ['menu', '/menu', 'Consomé'],
    ['orders', '/orders', 'Calle Supercalifragilistico'],
    ['conversations', '/conversations', 'PEDIDO NUEVO'],
  ])('fits the %s screen at desktop and phone width', async (name, path, text) => {
    for (const viewport of [DESKTOP, PHONE]) {
      await ownerB.setViewportSize(viewport);
      await ownerB.goto(path);
      await ownerB.getByText(text).first().waitFor();
      expect(await fitsWidth(ownerB)).toBe(true);
      await screenshot(ownerB, `10-long-words-${name}-${viewport === PHONE ? 'phone' : 'desktop'}`);
    }
    await ownerB.setViewportSize(DESKTOP);
  });

  it('fits the conversation thread and the public site on a phone', async () => {
    await ownerB.setViewportSize(PHONE);
    await ownerB.goto('/conversations');
    await ownerB
      .getByRole('button', { name: /\+5215512345678|Cliente/ })
      .first()
      .click();
    await ownerB.getByRole('dialog').getByText('Prueba').first().waitFor();
    // The open dialog locks page scrolling (padding for the scrollbar): measure the thread itself.
    expect(
      await ownerB.evaluate(() => {
        const log = document.querySelector('[role="dialog"] [role="log"]')!;
        return log.scrollWidth <= log.clientWidth && log.getBoundingClientRect().right <= window.innerWidth;
      }),
    ).toBe(true);
    await screenshot(ownerB, '10-long-words-thread-phone');
    // Test messages and their replies are marked, and no reply claims it went to WhatsApp.
    expect(await ownerB.getByRole('dialog').getByTestId('delivery-status').allTextContents()).toEqual(
      Array(4).fill('prueba: no se envió por WhatsApp'),
    );
    await ownerB.setViewportSize(DESKTOP);
    await screenshot(ownerB, '10-test-messages-thread-desktop');
    await ownerB.keyboard.press('Escape');
    await ownerB.goto('/dashboard');
    await ownerB.getByRole('log', { name: 'Mensajes recientes' }).getByText('Prueba').first().waitFor();
    await both(ownerB, '10-dashboard-test-messages');
    const site = await ownerBContext.newPage();
    await site.setViewportSize(PHONE);
    await site.goto(`http://birriabeto.localhost:${PORT}/`);
    await site.getByText('Consomé').waitFor();
    expect(await fitsWidth(site)).toBe(true);
    await screenshot(site, '10-long-words-site-phone');
    await site.close();
    await ownerB.setViewportSize(DESKTOP);
  });
});
