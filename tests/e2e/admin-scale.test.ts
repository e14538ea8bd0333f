import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../adapters/persistence/database.js';
import { BUSY_RESTAURANT, seedRestaurantLists } from '../../bench/admin-seed.js';
import { ServerProcess } from '../../bench/server-process.js';
import { E2E_ADMIN_PASSWORD, e2ePort, launchBrowser, screenshot, signInAsAdmin, watchErrors } from './browser.js';

/*
 * The panel at a busy restaurant's scale, in real Chromium: 10,000 conversations and 10,000
 * orders must not freeze the page. A long task is the browser's own measure of a frozen
 * page (PerformanceObserver 'longtask'); 200 ms is generous, so a loaded machine still passes
 * while rendering all rows, or re-rendering them each second, would not.
 */
const LONG_TASK_LIMIT_MS = 200;
const PORT = e2ePort(31603);

let dir: string;
let server: ServerProcess;
let browser: Browser;
let page: Page;
let errors: string[];
let restaurantId: string;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'comanda-e2e-scale-'));
  const databaseUrl = `file:${join(dir, 'comanda.db')}`;
  server = new ServerProcess(PORT, {
    DATABASE_URL: databaseUrl,
    COMANDA_ADMIN_PASSWORD: E2E_ADMIN_PASSWORD,
    COMANDA_SECRET: 'e2e-secret',
    PUBLIC_URL: `http://localhost:${PORT}`,
  });
  await server.start();
  const { db, close } = await openDatabase(databaseUrl);
  restaurantId = (await db.selectFrom('restaurants').select('id').orderBy('created_at').executeTakeFirstOrThrow()).id;
  await seedRestaurantLists(db, restaurantId, BUSY_RESTAURANT);
  await close();
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, locale: 'es-MX', baseURL: `http://localhost:${PORT}` });
  errors = watchErrors(page);
  await page.addInitScript(() => {
    const w = window as unknown as { longTasks: number[] };
    w.longTasks = [];
    new PerformanceObserver((list) => list.getEntries().forEach((e) => w.longTasks.push(e.duration))).observe({
      type: 'longtask',
      buffered: true,
    });
  });
  await signInAsAdmin(page);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

/** Long tasks since the last call, in ms. */
async function takeLongTasks(): Promise<number[]> {
  return page.evaluate(() => {
    const w = window as unknown as { longTasks: number[] };
    const seen = w.longTasks;
    w.longTasks = [];
    return seen;
  });
}

/**
 * Runs `action` and fails if it caused a long task over the limit. A machine shared with other
 * jobs can stall the renderer once in a while, so a phase gets three attempts: a screen that
 * is slow by construction (every row rendered, every card re-rendered each second) fails all.
 */
async function expectResponsive(phase: string, action: (attempt: number) => Promise<void>) {
  const attempts: number[][] = [];
  for (let attempt = 0; attempt < 3; attempt++) {
    await takeLongTasks();
    await action(attempt);
    const tasks = await takeLongTasks();
    if (Math.max(0, ...tasks) <= LONG_TASK_LIMIT_MS) return;
    attempts.push(tasks.map(Math.round));
  }
  expect.fail(`tareas largas de más de ${LONG_TASK_LIMIT_MS} ms durante: ${phase} (${attempts.map((t) => t.join(', ')).join(' | ')} ms)`);
}

/** Scrolls down in quick steps (a fast flick each), letting pages load on the way. */
async function scrollThrough(steps: number) {
  for (let i = 0; i < steps; i++) {
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(80);
  }
}

const rowsInDom = (label: string) => page.getByRole('list', { name: label }).getByRole('listitem').count();

describe('the panel stays responsive at 10,000 rows', () => {
  it('Conversaciones: first page, idle with a ticking clock, scrolling and filtering', async () => {
    await page.goto(`/conversations?restaurant=${restaurantId}`);
    await page.getByText('10000 de 10000 conversaciones').waitFor();
    await takeLongTasks(); // the bundle's first parse and render are not the screen's steady state

    // Idle: the clock ticks each second and the list polls every 3 s; only time texts may change.
    const foreign = await page.evaluate(
      () =>
        new Promise<string[]>((resolve) => {
          const changed: string[] = [];
          const list = document.querySelector('ul[aria-label="Conversaciones"]')!;
          const observer = new MutationObserver((records) => {
            for (const r of records) {
              const node = r.target.nodeType === Node.TEXT_NODE ? r.target.parentElement : (r.target as Element);
              if (!node?.closest('[data-relative-time]')) changed.push(`${r.type} ${node?.outerHTML.slice(0, 80)}`);
            }
          });
          observer.observe(list, { subtree: true, childList: true, characterData: true, attributes: true });
          setTimeout(() => {
            observer.disconnect();
            resolve(changed);
          }, 3500);
        }),
    );
    expect(foreign).toEqual([]);
    await expectResponsive('reposo', () => page.waitForTimeout(2000));

    await expectResponsive('desplazamiento', () => scrollThrough(45));
    const rendered = await rowsInDom('Conversaciones');
    const loaded = await page.evaluate(() =>
      Number(document.querySelector('ul[aria-label="Conversaciones"] > li:last-child')?.getAttribute('data-index') ?? 0),
    );
    expect(loaded).toBeGreaterThan(150);
    expect(rendered).toBeLessThan(60);

    const searches = ['lupita', 'josé', 'maría'];
    await expectResponsive('filtros y selección', async (attempt) => {
      await page.getByPlaceholder('Buscar por número o nombre...').fill(searches[attempt]!);
      await page
        .getByText(/^\d+ de 10000 conversaciones$/)
        .filter({ hasNotText: '10000 de 10000' })
        .waitFor();
      await page.getByLabel('Filtrar por fecha').selectOption({ label: attempt % 2 ? 'Todas las fechas' : 'Esta semana' });
      await page.getByRole('button', { name: /^(Seleccionar|Deseleccionar) todas$/ }).click();
      await page.waitForTimeout(300);
    });
    await screenshot(page, 'scale-01-conversaciones');
  });

  it('Pedidos: first page, scrolling and filtering by status and date', async () => {
    await page.goto(`/orders?restaurant=${restaurantId}`);
    await page.getByText(/10000 de 10000 pedidos/).waitFor();
    await expectResponsive('reposo', () => page.waitForTimeout(2000));
    await expectResponsive('desplazamiento', () => scrollThrough(45));
    expect(await rowsInDom('Pedidos')).toBeLessThan(60);

    const statuses: [string, string][] = [
      ['Preparando', '2000'],
      ['Entregado', '2000'],
      ['Cancelado', '2000'],
    ];
    await expectResponsive('filtros', async (attempt) => {
      await page.getByLabel('Fecha', { exact: true }).selectOption({ label: 'Todas las fechas' });
      const [label, count] = statuses[attempt]!;
      await page.getByLabel('Estado', { exact: true }).selectOption({ label });
      await page.getByText(new RegExp(`${count} de 10000 pedidos`)).waitFor();
      await page.getByLabel('Fecha', { exact: true }).selectOption({ label: 'Últimos 7 días' });
      await page
        .getByText(/^0 seleccionados · \d+ de 10000 pedidos$/)
        .filter({ hasNotText: `${count} de` })
        .waitFor();
    });
    await screenshot(page, 'scale-02-pedidos');
    expect(errors).toEqual([]);
  });
});
