import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGraphApi, type FakeGraphApi } from '../../adapters/messaging/testing/fake-graph-api.js';
import { metaEnvelope, signedMetaRequest } from '../../adapters/messaging/testing/signed-meta-webhook.js';
import { REPO_ROOT } from '../../apps/server/settings.js';
import { ServerProcess } from '../../bench/server-process.js';
import { connectMeta, E2E_ADMIN_PASSWORD, e2ePort, launchBrowser, watchErrors } from './browser.js';

/*
 * Issue #25, "from sign-up to the first real order in ten minutes": a new owner signs up, pastes
 * a 25-dish menu with options, completes the go-live checklist against a fake Meta Graph API,
 * and takes a first order from a customer on WhatsApp. Each screen is checked with axe-core.
 */

const PORT = e2ePort(31250);
const APP_SECRET = 'e2e-onboarding-secret';
/** The WhatsApp Business account Meta's guide has the owner copy (Conversaciones lists its templates). */
const WABA = '102290129340777';
const TOKEN = 'EAAG-onboarding-token';
const CUSTOMER = '5215577009988';
const OWNER = '5215577001111';
const FIRST_CUSTOMER = '5215577002222';
const SHOTS = join(REPO_ROOT, 'docs', 'screenshots');
const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

const MENU = `🍔 HAMBURGUESAS
Hamburguesa clásica ..... $119
  Tamaño: Sencilla, Doble +$35
  Extras (hasta 3): Tocino +$25, Queso extra +$15, Aguacate +$20
  Sin: cebolla, jitomate, pepinillos
Hamburguesa BBQ ..... $139
  Tamaño: Sencilla, Doble +$35
Hamburguesa hawaiana ..... $135
Hamburguesa vegetariana ..... $129
Hamburguesa de pollo ..... $125
  Salsa (opcional): BBQ, Chipotle, Búfalo

🌮 TACOS
Tacos al pastor ..... $18
Tacos de suadero ..... $18
Tacos de bistec ..... $20
Gringa ..... $45
Quesadilla ..... 35,00

🍕 PIZZAS
Pizza pepperoni ..... $179
  Tamaño: Mediana, Familiar +$80
  Orilla (opcional): Rellena de queso +$30
Pizza hawaiana ..... $189
  Tamaño: Mediana, Familiar +$80
Pizza mexicana ..... $199
  Tamaño: Mediana, Familiar +$80

🥟 EMPANADAS
Empanadas ..... $120
  Piezas: Orden de 6, Orden de 12 +$110
  Relleno: Queso, Carne, Mitad y mitad

🍟 COMPLEMENTOS
Papas a la francesa ..... $55
Aros de cebolla ..... $60
Alitas (10 piezas) ..... $1,49.00

🥤 BEBIDAS
Agua de horchata ..... $30
Agua de jamaica ..... $30
Refresco ..... $25
Limonada ..... $35
Café de olla ..... $28

🍮 POSTRES
Flan napolitano ..... $45
Churros ..... $40
Pay de queso ..... $55`;

let graph: FakeGraphApi;
let server: ServerProcess;
let browser: Browser;
let page: Page;
let errors: string[];
let dir: string;
let restaurantId: string;
let seq = 0;
const started = Date.now();
const log: string[] = [];
const axeFindings: string[] = [];

function step(what: string) {
  log.push(`${((Date.now() - started) / 1000).toFixed(1).padStart(6)} s  ${log.length + 1}. ${what}`);
}

async function shot(name: string) {
  mkdirSync(SHOTS, { recursive: true });
  await page.screenshot({ path: join(SHOTS, `onboarding-${name}.png`), fullPage: true });
}

/** axe-core on the page as it is: serious and critical violations are collected (and fail the last test). */
async function checkAccessibility(p: Page, screen: string) {
  await p.addScriptTag({ path: AXE });
  const violations = (await p.evaluate(async () => {
    const axe = (window as unknown as { axe: { run: (ctx: Document, o: object) => Promise<{ violations: unknown[] }> } }).axe;
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations;
  })) as { id: string; impact: string; help: string; nodes: { target: string[] }[] }[];
  for (const v of violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')) {
    axeFindings.push(
      `${screen}: ${v.impact} ${v.id} (${v.help}) → ${v.nodes
        .map((n) => n.target.join(' '))
        .slice(0, 3)
        .join(' | ')}`,
    );
  }
}

async function customerSays(text: string, from = CUSTOMER, name = 'Lupita') {
  await new Promise((r) => setTimeout(r, 1100));
  const value = {
    contacts: [{ wa_id: from, profile: { name } }],
    messages: [{ from, id: `wamid.onb${++seq}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } }],
  };
  const res = await fetch(`http://localhost:${PORT}/webhooks/meta/${restaurantId}`, {
    method: 'POST',
    ...signedMetaRequest(metaEnvelope(value), APP_SECRET),
  });
  expect(res.status).toBe(200);
}

async function customerTaps(title: string, from = CUSTOMER) {
  await new Promise((r) => setTimeout(r, 1100));
  const value = {
    contacts: [{ wa_id: from, profile: { name: 'Lupita' } }],
    messages: [
      {
        from,
        id: `wamid.onb${++seq}`,
        timestamp: String(Math.floor(Date.now() / 1000)),
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: title.toLowerCase(), title } },
      },
    ],
  };
  await fetch(`http://localhost:${PORT}/webhooks/meta/${restaurantId}`, {
    method: 'POST',
    ...signedMetaRequest(metaEnvelope(value), APP_SECRET),
  });
}

const sent = () => graph.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.rawBody));
const checklistDone = async () =>
  Object.fromEntries(
    (
      (await (await page.request.get(`/api/onboarding/checklist?restaurant=${restaurantId}`)).json()).steps as {
        key: string;
        done: boolean;
      }[]
    ).map((s) => [s.key, s.done]),
  );

beforeAll(async () => {
  graph = await startFakeGraphApi({ accessToken: TOKEN, businessAccountId: WABA });
  dir = mkdtempSync(join(tmpdir(), 'comanda-e2e-25-'));
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
  // bypassCSP lets axe-core be injected; the app's own scripts run as in production.
  page = await browser.newPage({
    viewport: { width: 1280, height: 900 },
    locale: 'es-MX',
    baseURL: `http://localhost:${PORT}`,
    bypassCSP: true,
  });
  errors = watchErrors(page);
});
afterAll(async () => {
  // The time and steps a new owner took, for people reading the run.
  console.log(`\nDe registro a primer pedido (issue #25):\n${log.join('\n')}\n`);
  await browser?.close();
  await server?.stop();
  await graph?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

describe('a new owner goes from sign-up to the first order', () => {
  it('signs up and creates the restaurant', async () => {
    await page.goto('/admin-login');
    await checkAccessibility(page, 'admin-login');
    await page.getByRole('link', { name: 'Inicia sesión aquí' }).click();
    await page.waitForURL(/\/api\/login\?mode=login/);
    await page.goto('/api/login?next=%2Frestaurant-setup');
    await checkAccessibility(page, 'registro');
    await page.getByLabel('Correo electrónico').fill('dueno@burgerlupita.mx');
    await page.getByLabel('Contraseña').fill('hamburguesa-doble-1');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL(/\/restaurant-setup/);
    step('Crea su cuenta');
    await page.getByLabel('Nombre del restaurante').fill('Burger Lupita');
    await checkAccessibility(page, 'alta de restaurante');
    await page.getByRole('button', { name: 'Crear Mi Restaurante' }).click();
    await page.getByText('Dashboard Principal').waitFor({ timeout: 15_000 });
    const restaurants = (await (await page.request.get('/api/restaurants')).json()) as { id: string }[];
    restaurantId = restaurants[0]!.id;
    await page.getByRole('list', { name: 'Pasos para empezar' }).waitFor();
    step('Crea su restaurante y ve la lista para recibir pedidos');
    await page.getByText('Guía paso a paso para conectar con Meta').click();
    await shot('01-checklist');
    await checkAccessibility(page, 'dashboard');
  });

  it('pastes a 25-dish menu with options, fixes the one bad price and imports it at once', async () => {
    await page.goto(`/menu?restaurant=${restaurantId}`);
    await page.getByRole('button', { name: 'Importar menú' }).click();
    const dialog = page.getByRole('dialog', { name: 'Importar menú' });
    await dialog.getByLabel('Menú en texto').fill(MENU);
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    await dialog.getByText('24 productos listos · 1 con problemas: corrígelos y vuelve a revisar').waitFor();
    await dialog.getByText('El precio «1,49.00» no es un número').waitFor();
    await shot('02-import-preview-problem');
    await checkAccessibility(page, 'importar menú');
    await dialog.getByLabel('Menú en texto').fill(MENU.replace('$1,49.00', '$149'));
    await dialog.getByRole('button', { name: 'Revisar' }).click();
    await dialog.getByRole('button', { name: 'Importar 25 productos' }).click();
    await page.getByText('25 productos agregados').waitFor();
    step('Pega su menú de WhatsApp (25 productos con opciones), corrige un precio e importa');
    const menu = (await (await page.request.get(`/api/menu?restaurant=${restaurantId}`)).json()) as {
      name: string;
      optionGroups: unknown[];
    }[];
    expect(menu).toHaveLength(25);
    expect(menu.filter((i) => i.optionGroups.length > 0)).toHaveLength(7);
    expect(menu[0]!.name).toBe('Hamburguesa clásica');
    await page.getByRole('article', { name: 'Hamburguesa clásica' }).waitFor();
    await shot('03-menu');
    await checkAccessibility(page, 'menú');
  });

  it('sets hours, delivery and payment, and connects WhatsApp', async () => {
    const profile = await page.request.post(`/api/config?restaurant=${restaurantId}`, {
      data: {
        key: 'restaurant_profile',
        value: {
          hours: 'Todos los días de 1 p. m. a 11 p. m.',
          delivery: 'Envío a la colonia Americana, $30',
          payment: 'Efectivo y transferencia',
        },
      },
    });
    expect(profile.status()).toBe(200);
    step('Escribe horario, entrega y formas de pago');
    expect(await connectMeta(page, restaurantId, { accessToken: TOKEN, appSecret: APP_SECRET, businessAccountId: WABA })).toBe(200);
    step('Conecta WhatsApp con los datos de Meta');
    await page.goto(`/?restaurant=${restaurantId}`);
    await page.getByText('Modo de prueba encendido:').waitFor({ timeout: 15_000 });
    await shot('04-test-mode-banner');
  });

  it('sends itself a test message and takes a test order from WhatsApp', async () => {
    const before = sent().length;
    // The owner writes «Hola» to the business number from their own phone.
    await customerSays('Hola', OWNER, 'Dueña');
    await expect.poll(() => sent().length, { timeout: 20_000 }).toBeGreaterThan(before);
    await page.getByRole('button', { name: 'Ya lo envié, revisar' }).click();
    await expect.poll(async () => (await checklistDone()).testMessage, { timeout: 10_000 }).toBe(true);
    step('Manda «Hola» a su número y el asistente le contesta');
    await customerSays('Quiero 2 tacos al pastor');
    await customerSays('Calle Colima 12, Americana, a nombre de Lupita');
    await expect.poll(() => sent().at(-1)?.type, { timeout: 20_000 }).toBe('interactive');
    await customerTaps('Confirmar');
    await expect.poll(async () => (await checklistDone()).testOrder, { timeout: 20_000 }).toBe(true);
    step('Toma un pedido de prueba desde WhatsApp');
    expect(await checklistDone()).toEqual({
      menu: true,
      hours: true,
      delivery: true,
      whatsapp: true,
      testMessage: true,
      testOrder: true,
      testMode: false,
    });
  });

  it('turns test mode off and the checklist is done', async () => {
    await page.goto(`/ai-config?restaurant=${restaurantId}`);
    await checkAccessibility(page, 'configuración IA');
    await page.getByRole('button', { name: 'Desactivar' }).click();
    await expect.poll(async () => (await checklistDone()).testMode, { timeout: 10_000 }).toBe(true);
    step('Apaga el modo de prueba');
    await page.goto(`/?restaurant=${restaurantId}`);
    await page.getByText('Cocina saturada').waitFor();
    expect(await page.getByRole('list', { name: 'Pasos para empezar' }).count()).toBe(0);
    await shot('05-ready');
  });

  it('takes the first real order and Pedidos shows it', async () => {
    const before = sent().length;
    // A new customer, not the one whose test order is still pending (their messages would amend it).
    await customerSays('Hola, quiero 3 tacos de bistec', FIRST_CUSTOMER, 'Marco');
    await expect.poll(() => sent().length, { timeout: 20_000 }).toBeGreaterThan(before);
    if (sent().at(-1)?.type !== 'interactive') {
      await customerSays('Calle Colima 12, Americana, a nombre de Marco', FIRST_CUSTOMER, 'Marco');
      await expect.poll(() => sent().at(-1)?.type, { timeout: 20_000 }).toBe('interactive');
    }
    await customerTaps('Confirmar', FIRST_CUSTOMER);
    await page.goto(`/orders?restaurant=${restaurantId}`);
    await page.getByText('#0002').first().waitFor({ timeout: 20_000 });
    step('Recibe su primer pedido real');
    await shot('06-first-order');
    await checkAccessibility(page, 'pedidos');
  });

  it('has no serious or critical accessibility violation on any screen', async () => {
    for (const path of ['/conversations', '/ai-costs', '/plan-config', '/api-settings', '/test', '/pricing']) {
      await page.goto(`${path}?restaurant=${restaurantId}`);
      await page.locator('h1').first().waitFor({ timeout: 15_000 });
      await checkAccessibility(page, path);
    }
    const visitor = await browser.newPage({ locale: 'es-MX', baseURL: `http://localhost:${PORT}`, bypassCSP: true });
    await visitor.goto('/');
    await visitor.locator('h1').first().waitFor();
    await checkAccessibility(visitor, 'inicio (visitante)');
    await visitor.close();
    const minutes = (Date.now() - started) / 60_000;
    log.push(`Total: ${minutes.toFixed(1)} min de máquina (una persona tarda más en leer y escribir)`);
    expect(axeFindings).toEqual([]);
    expect(errors).toEqual([]);
  });
});
