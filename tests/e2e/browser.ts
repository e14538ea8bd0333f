import { existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { REPO_ROOT } from '../../apps/server/settings.js';
import { ServerProcess } from '../../bench/server-process.js';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const SCREENSHOTS = join(REPO_ROOT, 'screenshots');

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  if (!existsSync(CHROMIUM)) throw new Error(`No se encontró Chromium en ${CHROMIUM}: instala el paquete de Debian \`chromium\``);
  return chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

/** Full-page PNG in screenshots/, named by step, for people to look at after a run. */
export async function screenshot(page: Page, name: string) {
  mkdirSync(SCREENSHOTS, { recursive: true });
  await page.screenshot({ path: join(SCREENSHOTS, `${name}.png`), fullPage: true });
}

/** Collects console errors and page crashes, which the suite treats as failures. */
export function watchErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const text = msg.text();
    // A signed-out visitor's user lookup answers 401 by design (spec §4).
    if (/401 \(Unauthorized\)/.test(text)) return;
    // A failed request's message does not name it; its location does.
    const where = msg.location().url;
    errors.push(`console: ${text}${where ? ` (${where})` : ''}`);
  });
  return errors;
}

/**
 * The port a journey listens on: its fixed base plus `COMANDA_E2E_PORT_OFFSET`, so two checkouts
 * can run the browser suite on one machine without answering each other's requests.
 */
export function e2ePort(base: number): number {
  const offset = Number(process.env.COMANDA_E2E_PORT_OFFSET ?? 0);
  return base + (Number.isInteger(offset) && offset >= 0 ? offset : 0);
}

export const E2E_ADMIN_PASSWORD = 'e2e-admin-password';

/** Signs in on /admin-login as the journeys' administrator and waits for the dashboard. */
export async function signInAsAdmin(page: Page) {
  await page.goto('/admin-login');
  await page.getByLabel('Usuario').fill('admin');
  await page.getByLabel('Contraseña').fill(E2E_ADMIN_PASSWORD);
  await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
  await page.getByText('Dashboard Principal').waitFor();
}

/** The id of the demo restaurant every fresh server creates, as the signed-in administrator sees it. */
export async function demoRestaurantId(page: Page): Promise<string> {
  const restaurants = (await (await page.request.get('/api/restaurants')).json()) as Array<{ id: string; name: string }>;
  return restaurants.find((r) => r.name === 'La Cocina de Doña Mary')!.id;
}

/** Saves the restaurant's Meta (WhatsApp Cloud API) connection pointed at a journey's fake Graph API, through the panel's own endpoint. */
export async function connectMeta(
  page: Page,
  restaurantId: string,
  meta: { accessToken: string; appSecret: string; businessAccountId?: string; businessPhone?: string },
): Promise<number> {
  const saved = await page.request.post(`/api/config?restaurant=${restaurantId}`, {
    data: {
      key: 'whatsapp_config',
      value: { provider: 'meta', phoneNumberId: '1234567890', webhookVerifyToken: 'v', ...meta },
    },
  });
  return saved.status();
}

export interface Journey {
  server: ServerProcess;
  browser: Browser;
  page: Page;
  /** Console errors and crashes seen so far on `page`. */
  errors: string[];
  close(): Promise<void>;
}

/** The real server on a fresh SQLite file, and a Chromium page pointed at it. */
export async function startJourney(
  port: number,
  viewport: { width: number; height: number },
  env: Record<string, string> = {},
): Promise<Journey> {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-e2e-'));
  const server = new ServerProcess(port, {
    DATABASE_URL: `file:${join(dir, 'comanda.db')}`,
    COMANDA_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    COMANDA_SECRET: 'e2e-secret',
    PUBLIC_URL: `http://localhost:${port}`,
    ...env,
  });
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  let browser: Browser | null = null;
  try {
    await server.start();
    browser = await launchBrowser();
  } catch (err) {
    // Never leave a server holding the port (and a temp folder) behind a failed start.
    await server.stop();
    cleanup();
    throw err;
  }
  const page = await browser.newPage({ viewport, locale: 'es-MX', baseURL: `http://localhost:${port}` });
  return {
    server,
    browser,
    page,
    errors: watchErrors(page),
    close: async () => {
      await browser.close();
      await server.stop();
      cleanup();
    },
  };
}
