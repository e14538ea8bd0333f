import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot, startJourney, type Journey, e2ePort } from './browser.js';

const PORT = e2ePort(3812);

let journey: Journey;
let page: Page;
let errors: string[];

beforeAll(async () => {
  journey = await startJourney(PORT, { width: 390, height: 844 });
  ({ page, errors } = journey);
});
afterAll(() => journey?.close());

describe('a restaurant owner buys a plan on a phone (demo checkout)', () => {
  it('chooses silver on the landing page and pays in the checkout', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Elegir plan Silver' }).click();
    await page.waitForURL(/\/checkout\?plan=silver&payment=stripe/);
    await page.getByLabel('Nombre del restaurante').fill('Tacos El Güero');
    await page.getByText('comanda.tacoselgero.app').first().waitFor();
    await screenshot(page, '20-checkout');
    await page.getByRole('button', { name: /^Pagar / }).click();
    await page.getByText('¡Pago exitoso!').first().waitFor();
  });

  it('signs up when asked and comes back to finish creating the restaurant', async () => {
    await page.waitForURL(/\/api\/login\?next=%2Fsubscription-success/, { timeout: 15_000 });
    await page.getByLabel('Correo electrónico').fill('dueno@tacoselguero.mx');
    await page.getByLabel('Contraseña').fill('tacos-al-pastor-1');
    await page.getByRole('button', { name: 'Crear cuenta' }).click();
    await page.waitForURL(/\/subscription-success/);
    await page.getByText('Tacos El Güero').first().waitFor({ timeout: 15_000 });
    await page.getByText('tacoselgero').first().waitFor();
    await page.getByText('Activo').first().waitFor();
    await screenshot(page, '21-subscription-success');
  });

  it('goes on to the dashboard of the new restaurant', async () => {
    await page.getByRole('link', { name: 'Ir al Dashboard' }).click();
    await page.getByText('Dashboard Principal').waitFor();
    await page.getByText('Centro de Pruebas').waitFor();
    await screenshot(page, '22-dashboard-phone');
    const restaurants = await page.evaluate(async () => (await fetch('/api/restaurants', { credentials: 'include' })).json());
    expect(restaurants).toEqual([
      expect.objectContaining({ name: 'Tacos El Güero', subdomain: 'tacoselgero', subscriptionPlan: 'silver' }),
    ]);
    expect(errors).toEqual([]);
  });

  it("serves the new restaurant's own site on its subdomain", async () => {
    const site = await journey.browser.newPage({ baseURL: `http://tacoselgero.localhost:${PORT}` });
    await site.goto('/');
    await site.getByRole('heading', { name: 'Tacos El Güero' }).waitFor();
    await screenshot(site, '23-restaurant-site');
    await site.close();
  });
});
