import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { e2ePort, screenshot, signInAsAdmin, startJourney, type Journey } from './browser.js';

let journey: Journey;
let page: Page;
let errors: string[];

beforeAll(async () => {
  journey = await startJourney(e2ePort(3811), { width: 1280, height: 900 });
  ({ page, errors } = journey);
});
afterAll(() => journey?.close());

/** Sends one message from the dashboard's Centro de Pruebas; a success clears the box. */
async function sendTestMessage(text: string) {
  const box = page.getByPlaceholder('Escribe un mensaje de prueba...');
  await box.fill(text);
  await page.getByRole('button', { name: 'Enviar a WhatsApp' }).click();
  await page.getByText('Mensaje enviado').first().waitFor();
  await page.waitForFunction(
    () => (document.querySelector('textarea[placeholder="Escribe un mensaje de prueba..."]') as HTMLTextAreaElement | null)?.value === '',
  );
}

describe('an operator takes an order end to end in a real browser', () => {
  it('shows the landing page with the plans to a visitor', async () => {
    await page.goto('/');
    await page.getByText('Más Popular').waitFor();
    expect(await page.getByRole('link', { name: /^Elegir plan/ }).count()).toBe(5);
    await screenshot(page, '01-landing');
  });

  it('signs in as administrator and lands on the dashboard', async () => {
    await signInAsAdmin(page);
    await page.getByText('Centro de Pruebas').waitFor();
    await screenshot(page, '02-dashboard');
  });

  it('sends a test message and sees the reply in the live conversation', async () => {
    await sendTestMessage('Quiero 2 pizzas hawaianas');
    // Only the live feed shows replies on the dashboard; it polls every 5 s.
    await page
      .getByText(/\[PRUEBA\][\s\S]*Pizza Hawaiana/)
      .first()
      .waitFor({ timeout: 15_000 });
    await sendTestMessage('Calle Durango 45, Roma Norte');
    await sendTestMessage('sí, confirmo');
    await page
      .getByText(/\[PRUEBA\][\s\S]*(confirmad|registrad|recibid)/i)
      .first()
      .waitFor({ timeout: 15_000 });
    await screenshot(page, '03-dashboard-live');
  });

  it('finds the conversation and its thread in Conversaciones', async () => {
    await page.getByRole('link', { name: 'Conversaciones' }).click();
    await page.getByText(/de \d+ conversaciones/).waitFor();
    await page.getByText('PEDIDO NUEVO').first().waitFor();
    await screenshot(page, '04-conversations');
    await page
      .getByRole('button', { name: /\+5215512345678|Cliente/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('Quiero 2 pizzas hawaianas').waitFor();
    await dialog.getByText(/Conversación iniciada/).waitFor();
    await screenshot(page, '05-conversation-thread');
    await page.keyboard.press('Escape');
  });

  it('shows the order in Pedidos and changes its status', async () => {
    await page.getByRole('link', { name: 'Pedidos' }).click();
    const status = page.getByRole('combobox', { name: /Estado del pedido/ }).first();
    await status.waitFor();
    await page.getByText('Calle Durango 45, Roma Norte').first().waitFor();
    await page.getByText('$378.00').first().waitFor();
    await status.selectOption('preparing');
    // Preparing asks for the estimated time the customer is told (the restaurant's default is chosen).
    await page.getByRole('dialog').getByRole('button', { name: 'Guardar y avisar' }).click();
    await page.getByText('Estado actualizado', { exact: true }).first().waitFor();
    await screenshot(page, '06-orders');
  });

  it('marks a menu item Agotado', async () => {
    await page.getByRole('link', { name: 'Menú & Precios' }).click();
    const toggle = page.getByRole('switch', { name: 'Disponibilidad de Flan Napolitano' });
    await toggle.click();
    // Exact: the previous step's 'Estado actualizado' toast may still be showing.
    await page.getByText('Actualizado', { exact: true }).first().waitFor();
    await expect.poll(() => toggle.getAttribute('aria-checked')).toBe('false');
    await screenshot(page, '07-menu');
  });

  it('saves the AI configuration', async () => {
    await page.getByRole('link', { name: 'Configuración IA' }).click();
    await page.getByRole('button', { name: 'Guardar configuración' }).click();
    await page.getByText('Configuración guardada', { exact: true }).first().waitFor();
    await screenshot(page, '08-ai-config');
  });

  it('renders every other screen without errors', async () => {
    for (const [name, label, text] of [
      ['09-ai-costs', 'Costos de IA', /Historial/],
      ['10-plan-config', 'Configurar Planes', /Crear Plan/],
      ['11-api-settings', 'API Settings', /Webhook/i],
      ['12-test-centre', 'Pruebas', /menu|Menú/],
      ['13-restaurants', 'Restaurantes', /La Cocina de Doña Mary/],
    ] as const) {
      await page.getByRole('link', { name: label, exact: true }).click();
      await page.getByText(text).first().waitFor();
      await screenshot(page, name);
    }
    await page.goto('/no-existe');
    await page.getByText('404 Page Not Found').waitFor();
    await screenshot(page, '14-not-found');
    expect(errors).toEqual([]);
  });
});
