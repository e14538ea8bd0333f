import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN_PASSWORD, e2ePort, screenshot, startJourney, type Journey } from './browser.js';

const PORT = e2ePort(31710);
/** Another port on the same host: another origin, the same site (sites ignore ports), like a restaurant's site. */
const NEIGHBOUR = `http://localhost:${e2ePort(31711)}`;

let journey: Journey;
let neighbour: Server;
beforeAll(async () => {
  journey = await startJourney(PORT, { width: 1280, height: 900 });
  // A real server (a page Chromium fulfils itself counts as public and may not reach loopback at all).
  neighbour = createServer((_, res) => {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(`<!doctype html><p>Tacos</p><img src="http://localhost:${PORT}/api/logout">`);
  });
  await new Promise<void>((listening) => neighbour.listen(Number(new URL(NEIGHBOUR).port), '127.0.0.1', listening));
});
afterAll(async () => {
  await journey?.close();
  await new Promise((closed) => neighbour?.close(closed));
});

const signIn = async () => {
  const res = await journey.page.request.post('/api/auth/admin-login', { data: { username: 'admin', password: E2E_ADMIN_PASSWORD } });
  expect(await res.json()).toEqual({ success: true });
};
const signedIn = async () => (await journey.page.request.get('/api/auth/user')).status() === 200;

describe('signing out in Chromium', () => {
  it('is not done by an image on a page of the same site', async () => {
    const { page } = journey;
    await signIn();
    // The answer (403, JSON) is no image, so Chromium reports the request failed either way; what counts is the session.
    const isLogout = (req: { url(): string }) => req.url() === `http://localhost:${PORT}/api/logout`;
    const settled = Promise.race([page.waitForEvent('requestfinished', isLogout), page.waitForEvent('requestfailed', isLogout)]);
    await page.goto(`${NEIGHBOUR}/`);
    await settled;
    expect(await signedIn()).toBe(true);
  });

  it('works from the sidebar’s «Cerrar Sesión» and from a link on the panel to /api/logout', async () => {
    const { page } = journey;
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard Principal' }).waitFor();
    await page.getByRole('button', { name: 'Cerrar Sesión' }).first().click();
    await page.waitForURL((url) => url.pathname === '/');
    expect(await signedIn()).toBe(false);

    await signIn();
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: 'Dashboard Principal' }).waitFor();
    // What the spec's sidebar does: the browser navigates to /api/logout.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/api/logout';
      link.textContent = 'Cerrar Sesión';
      document.body.append(link);
      link.click();
    });
    await page.waitForURL((url) => url.pathname === '/');
    await page
      .getByRole('link', { name: /Elegir plan/ })
      .first()
      .waitFor();
    await screenshot(page, '40-signed-out');
    expect(await signedIn()).toBe(false);
    expect(journey.errors.filter((e) => !/403 \(Forbidden\)|net::ERR_(FAILED|BLOCKED_BY_RESPONSE)/.test(e))).toEqual([]);
  });
});
