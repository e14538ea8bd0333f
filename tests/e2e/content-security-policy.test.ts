import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../adapters/payments/testing/fake-stripe.js';
import { E2E_ADMIN_PASSWORD, startJourney, type Journey, e2ePort } from './browser.js';

const PORT = e2ePort(31100);

let journey: Journey;
let stripe: FakeStripe;
let page: Page;
/** Everything Chromium refused under the Content-Security-Policy, from events and the console. */
const violations: string[] = [];

beforeAll(async () => {
  // With Stripe configured (a local fake of its API) the checkout loads Stripe.js; this network
  // cannot reach js.stripe.com, but a policy refusing it would be a violation, not a network error.
  stripe = await startFakeStripe();
  journey = await startJourney(
    PORT,
    { width: 1280, height: 900 },
    {
      STRIPE_SECRET_KEY: 'sk_test_csp',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_csp',
      STRIPE_API_URL: stripe.url,
    },
  );
  page = journey.page;
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`CSP-VIOLATION ${e.violatedDirective} ${e.blockedURI}`);
    });
  });
  page.on('console', (msg) => {
    if (/Content Security Policy|CSP-VIOLATION/i.test(msg.text())) violations.push(msg.text());
  });
});
afterAll(async () => {
  await journey?.close();
  await stripe?.close();
});

describe('the Content-Security-Policy in Chromium', () => {
  it('lets the landing page, pricing and the checkout run', async () => {
    await page.goto('/');
    await page.getByRole('link', { name: 'Elegir plan Silver' }).waitFor();
    await page.goto('/pricing');
    // With Stripe configured the card payment belongs to an account: signed out, the checkout asks to sign in first.
    await page.goto('/checkout?plan=silver&payment=stripe');
    await page.getByRole('link', { name: 'Crear cuenta' }).waitFor();
    const registered = await page.request.post('/api/auth/register', {
      data: { email: 'csp@tacos.mx', password: 'contraseña-segura-csp' },
    });
    expect(registered.status()).toBe(201);
    const stripeJs = page.waitForRequest((req) => req.url().startsWith('https://js.stripe.com/'));
    await page.goto('/checkout?plan=silver&payment=stripe');
    await page.getByLabel('Nombre del restaurante').waitFor();
    await stripeJs;
    expect(violations).toEqual([]);
    await page.request.post('/api/auth/logout');
  });

  it('lets the server-rendered sign-in page run its script (nonce), and the panel load after it', async () => {
    await page.goto('/api/login?mode=login&next=%2Fdashboard');
    await page.getByLabel('Correo electrónico').fill('nadie@tacos.mx');
    await page.getByLabel('Contraseña').fill('una-clave-cualquiera');
    await page.getByRole('button', { name: 'Iniciar sesión' }).click();
    // Only the page's own script shows the server's answer; without it the form would submit natively.
    await page.getByText('Correo o contraseña incorrectos').waitFor();
    await page.goto('/admin-login');
    await page.getByLabel('Usuario').fill('admin');
    await page.getByLabel('Contraseña').fill(E2E_ADMIN_PASSWORD);
    await page.getByRole('button', { name: 'Iniciar Sesión' }).click();
    await page.waitForURL((url) => url.pathname === '/' || url.pathname === '/dashboard');
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard Principal' }).waitFor();
    expect(violations).toEqual([]);
  });

  it('lets a restaurant’s public site render', async () => {
    const res = await page.goto(`http://donamary.localhost:${PORT}/`);
    expect(res?.status()).toBe(200);
    expect(res?.headers()['content-security-policy']).toContain("default-src 'self'");
    await page.getByText('La Cocina de Doña Mary').first().waitFor();
    expect(violations).toEqual([]);
    expect(journey.errors.filter((e) => !/ERR_NAME_NOT_RESOLVED|js\.stripe\.com/.test(e))).toEqual([]);
  });
});
