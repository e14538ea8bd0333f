import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGraphApi, type FakeGraphApi } from '../../adapters/messaging/testing/fake-graph-api.js';
import { metaEnvelope, signedMetaRequest } from '../../adapters/messaging/testing/signed-meta-webhook.js';
import { REPO_ROOT } from '../../apps/server/settings.js';
import { ServerProcess } from '../../bench/server-process.js';
import {
  connectMeta,
  demoRestaurantId,
  E2E_ADMIN_PASSWORD,
  e2ePort,
  launchBrowser,
  screenshot,
  signInAsAdmin,
  watchErrors,
} from './browser.js';

/** Issue #23 in a real browser: an order arrives, is printed, fixed by staff, sent and delivered; Ventas matches. */
const PORT = e2ePort(31230);
const APP_SECRET = 'e2e-app-secret';
const TOKEN = 'EAAG-e2e-token';
const CUSTOMER = '5215577009988';
const DOCS_SCREENSHOTS = join(REPO_ROOT, 'docs', 'screenshots');
const mxn = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2, maximumFractionDigits: 2 });
let graph: FakeGraphApi;
let server: ServerProcess;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let errors: string[];
let dir: string;
let restaurantId: string;
let orderId: string;
let seq = 0;

async function customerSends(message: Record<string, unknown>) {
  await new Promise((r) => setTimeout(r, 1100));
  const value = {
    contacts: [{ wa_id: CUSTOMER, profile: { name: 'Lupita' } }],
    messages: [{ from: CUSTOMER, id: `wamid.life${++seq}`, timestamp: String(Math.floor(Date.now() / 1000)), ...message }],
  };
  const res = await fetch(`http://localhost:${PORT}/webhooks/meta/${restaurantId}`, {
    method: 'POST',
    ...signedMetaRequest(metaEnvelope(value), APP_SECRET),
  });
  expect(res.status).toBe(200);
}
const customerSays = (text: string) => customerSends({ type: 'text', text: { body: text } });

const sent = () => graph.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.rawBody));
const sentTexts = () => sent().map((b) => (b.text?.body ?? b.interactive?.body?.text ?? '') as string);
const theOrder = async () =>
  (
    (await (await page.request.get(`/api/orders?restaurant=${restaurantId}`)).json()) as Array<{
      id: string;
      total: number;
      status: string;
    }>
  )[0]!;

beforeAll(async () => {
  graph = await startFakeGraphApi({ accessToken: TOKEN });
  dir = mkdtempSync(join(tmpdir(), 'comanda-e2e-23-'));
  server = new ServerProcess(PORT, {
    DATABASE_URL: `file:${join(dir, 'comanda.db')}`,
    COMANDA_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    COMANDA_SECRET: 'e2e-secret',
    COMANDA_MEDIA_DIR: join(dir, 'media'),
    PUBLIC_URL: `http://localhost:${PORT}`,
    META_GRAPH_URL: graph.url,
  });
  await server.start();
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, locale: 'es-MX', baseURL: `http://localhost:${PORT}` });
  page = await context.newPage();
  errors = watchErrors(page);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await graph?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('after "confirmado", in a real browser', () => {
  it('an order arrives from WhatsApp', async () => {
    await signInAsAdmin(page);
    restaurantId = await demoRestaurantId(page);
    expect(await connectMeta(page, restaurantId, { accessToken: TOKEN, appSecret: APP_SECRET, businessPhone: '+525500000000' })).toBe(200);
    await page.goto(`/orders?restaurant=${restaurantId}`);
    await page.getByText('No hay pedidos aún').waitFor();
    await customerSays('Quiero 2 pizzas hawaianas');
    await customerSays('Calle Durango 45, Roma Norte, a nombre de Lupita');
    await expect.poll(() => sent().at(-1)?.type, { timeout: 15_000 }).toBe('interactive');
    await customerSends({
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: 'confirmar', title: 'Confirmar' } },
    });
    await page.getByText('Pedido #0001 · Lupita').first().waitFor({ timeout: 20_000 });
    orderId = (await theOrder()).id;
  });

  it('is printed: the kitchen ticket at 80 mm', async () => {
    await page.getByRole('button', { name: 'Ver detalle del pedido #0001' }).click();
    const dialog = page.getByRole('dialog', { name: 'Pedido #0001' });
    await dialog.getByRole('button', { name: 'Imprimir ticket del pedido #0001 (80 mm)' }).waitFor();
    const ticketPage = await context.newPage();
    const ticketErrors = watchErrors(ticketPage);
    await ticketPage.setViewportSize({ width: 360, height: 900 });
    await ticketPage.goto(`/ticket/${orderId}?width=80&restaurant=${restaurantId}`);
    const ticket = ticketPage.getByRole('article', { name: 'Ticket del pedido #0001' });
    await ticket.getByText('PEDIDO #0001').waitFor();
    await ticket
      .getByText(/Pizza Hawaiana/)
      .first()
      .waitFor();
    expect(await ticket.textContent()).toContain('Calle Durango 45');
    // About 302 CSS pixels: 80 mm paper.
    expect(Math.round((await ticket.boundingBox())!.width)).toBeGreaterThanOrEqual(300);
    mkdirSync(DOCS_SCREENSHOTS, { recursive: true });
    await ticket.screenshot({ path: join(DOCS_SCREENSHOTS, 'orderlife-ticket-80mm.png') });
    await screenshot(ticketPage, 'w23-01-ticket-80mm');
    expect(ticketErrors).toEqual([]);
    await ticketPage.close();
  });

  it('is fixed by staff, and the customer is told what changed', async () => {
    const dialog = page.getByRole('dialog', { name: 'Pedido #0001' });
    const before = (await theOrder()).total;
    await dialog.getByRole('button', { name: 'Editar pedido' }).click();
    const quantity = dialog.getByLabel(/^Cantidad de Pizza Hawaiana/);
    await quantity.fill('3');
    await dialog.getByLabel(/^Nota de Pizza Hawaiana/).fill('bien doradas');
    await screenshot(page, 'w23-02-staff-edit');
    await dialog.getByRole('button', { name: 'Guardar y avisar al cliente' }).click();
    await page.getByText('Se avisó al cliente del cambio').waitFor();
    const after = (await theOrder()).total;
    expect(after).toBeGreaterThan(before);
    expect(sentTexts().at(-1)).toContain('Actualizamos tu pedido #0001');
    expect(sentTexts().at(-1)).toContain(`Nuevo total: ${mxn.format(after / 100)}`);
    await dialog
      .getByRole('list', { name: 'Historial de cambios' })
      .getByText(/Pizza Hawaiana: 2 → 3/)
      .waitFor();
    await page.keyboard.press('Escape');
  });

  it('goes "en camino" with an estimated time, then is delivered: one message each', async () => {
    const status = page.getByRole('combobox', { name: 'Estado del pedido #0001' });
    await status.selectOption({ label: 'En camino' });
    const ask = page.getByRole('dialog', { name: 'Pedido #0001: En camino' });
    await ask.getByRole('button', { name: '15 min' }).click();
    await ask.getByRole('button', { name: 'Guardar y avisar' }).click();
    await page.getByText('Pedido #0001: En camino · se avisó al cliente').waitFor();
    expect(sentTexts().at(-1)).toBe('Tu pedido #0001 va en camino 🛵 Llega en aproximadamente 15 minutos.');
    const count = sent().length;
    await status.selectOption({ label: 'Entregado' });
    await page.getByText('Pedido #0001: Entregado · se avisó al cliente').waitFor();
    expect(sent().length).toBe(count + 1);
    expect(sentTexts().at(-1)).toBe('Tu pedido #0001 fue entregado. ¡Gracias por tu preferencia y buen provecho!');
    await screenshot(page, 'w23-03-delivered');
  });

  it('the Ventas de hoy card matches the orders, on desktop and on a phone', async () => {
    const { total } = await theOrder();
    await page.goto(`/dashboard?restaurant=${restaurantId}`);
    await page
      .getByTestId('sales-today-revenue')
      .getByText(mxn.format(total / 100))
      .waitFor();
    await screenshot(page, 'w23-04-sales-card-desktop');
    await page.getByRole('link', { name: 'Ver ventas' }).click();
    await page.getByRole('heading', { level: 1, name: 'Ventas' }).waitFor();
    await page.getByText('Pizza Hawaiana').first().waitFor();
    await screenshot(page, 'w23-05-ventas-desktop');
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`/orders?restaurant=${restaurantId}`);
    await page.getByText('Pedido #0001 · Lupita').first().waitFor();
    await screenshot(page, 'w23-06-orders-phone');
    await page.goto(`/sales?restaurant=${restaurantId}`);
    await page.getByText('Pizza Hawaiana').first().waitFor();
    await screenshot(page, 'w23-07-ventas-phone');
    expect(errors).toEqual([]);
  });
});
