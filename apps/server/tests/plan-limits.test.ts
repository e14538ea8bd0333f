import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '../../../core/shared/clock.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { resolve, TOKENS } from '../tokens.js';

const REFUSAL = /^¡Hola! Gracias por escribir a .*Por ahora no podemos tomar pedidos nuevos por este medio\. Llámanos al \+52 55 1234 5678/;

describe('plan limits', () => {
  let server: TestServer;
  const clock: Clock & { offsetMs: number } = { offsetMs: 0, now: (): Date => new Date(Date.now() + clock.offsetMs) };
  beforeAll(async () => {
    server = await createTestServer({}, { clock });
  });
  afterAll(() => server.close());
  const say = (restaurantId: string, phone: string, text = 'Hola, ¿qué tienen?') =>
    resolve(server.container, TOKENS.TestMessages).run(restaurantId, phone, text);

  it('serves new customers up to the month’s limit, then refuses new ones politely while existing ones continue', async () => {
    const admin = server.client();
    await admin.adminLogin();
    const plan = { name: 'Mini', slug: 'mini', priceMonthly: 10, conversationsLimit: 5, features: [], isActive: true, displayOrder: 9 };
    expect((await admin.json('POST', '/api/subscription-plans', plan)).status).toBe(201);
    const created = await admin.json('POST', '/api/restaurants', {
      name: 'Tacos Mini',
      subdomain: 'tacosmini',
      plan: 'mini',
      phone: '+52 55 1234 5678',
    });
    const id = created.body.id as string;
    const usage = async () => (await admin.json('GET', `/api/usage?restaurant=${id}`)).body;

    for (let i = 1; i <= 3; i++) expect((await say(id, `+52155000000${i}`)).reply).not.toMatch(REFUSAL);
    expect(await usage()).toMatchObject({ used: 3, limit: 5, percent: 60, warning: false, block: 'none' });
    await say(id, '+521550000004');
    expect(await usage()).toMatchObject({ used: 4, percent: 80, warning: true, block: 'none' });
    await say(id, '+521550000005');
    expect(await usage()).toMatchObject({ used: 5, percent: 100, warning: true, block: 'limit' });

    const stranger = await say(id, '+521550000006');
    expect(stranger.reply).toMatch(REFUSAL);
    expect((await say(id, '+521550000006', 'Otra vez')).reply).toMatch(REFUSAL);
    expect((await say(id, '+521550000001', 'Quiero ordenar')).reply).not.toMatch(REFUSAL);
    expect((await usage()).used).toBe(5);

    const all = (await admin.json('GET', '/api/admin/usage')).body as { restaurantId: string; used: number; limit: number }[];
    expect(all.find((u) => u.restaurantId === id)).toMatchObject({ used: 5, limit: 5 });
    const operator = server.client();
    await operator.register('curioso@tacos.mx');
    expect((await operator.json('GET', '/api/admin/usage')).status).toBe(403);
  });

  it('keeps counting the month’s conversations after the restaurant deletes them all', async () => {
    const admin = server.client();
    await admin.adminLogin();
    const plan = { name: 'Dos', slug: 'dos', priceMonthly: 10, conversationsLimit: 2, features: [], isActive: true, displayOrder: 10 };
    expect((await admin.json('POST', '/api/subscription-plans', plan)).status).toBe(201);
    const created = await admin.json('POST', '/api/restaurants', {
      name: 'Tacos Dos',
      subdomain: 'tacosdos',
      plan: 'dos',
      phone: '+52 55 1234 5678',
    });
    const id = created.body.id as string;
    await say(id, '+521553000001');
    await say(id, '+521553000002');
    expect((await admin.json('GET', `/api/usage?restaurant=${id}`)).body).toMatchObject({ used: 2, block: 'limit' });

    const listed = (await admin.json('GET', `/api/conversations?restaurant=${id}`)).body as { id: string }[] | { items: { id: string }[] };
    const ids = (Array.isArray(listed) ? listed : listed.items).map((c) => c.id);
    const deleted = await admin.json('DELETE', `/api/conversations?restaurant=${id}`, { conversationIds: ids });
    expect(deleted.body).toMatchObject({ deletedCount: 2 });

    expect((await admin.json('GET', `/api/usage?restaurant=${id}`)).body).toMatchObject({ used: 2, block: 'limit' });
    expect((await say(id, '+521553000003')).reply).toMatch(REFUSAL);
    // A customer whose conversation was deleted is a new conversation now: the limit applies to them too.
    expect((await say(id, '+521553000001', 'Hola otra vez')).reply).toMatch(REFUSAL);
    expect((await admin.json('GET', `/api/usage?restaurant=${id}`)).body).toMatchObject({ used: 2 });
  });

  it('treats an expired trial like a spent limit: existing customers continue, new ones are referred to the phone', async () => {
    const owner = server.client();
    await owner.register('prueba@tacos.mx');
    const created = await owner.json('POST', '/api/restaurants', {
      name: 'Tacos Prueba',
      subdomain: 'tacosprueba',
      plan: 'basic',
      phone: '+52 55 1234 5678',
    });
    expect(created.body.subscriptionStatus).toBe('trial');
    const id = created.body.id as string;
    expect((await say(id, '+521551111111')).reply).not.toMatch(REFUSAL);
    clock.offsetMs = 15 * 86_400_000;
    try {
      expect((await owner.json('GET', `/api/usage?restaurant=${id}`)).body).toMatchObject({ block: 'trial_expired', trialDays: 14 });
      expect((await say(id, '+521552222222')).reply).toMatch(REFUSAL);
      expect((await say(id, '+521551111111', 'Quiero ordenar')).reply).not.toMatch(REFUSAL);
    } finally {
      clock.offsetMs = 0;
    }
  });
});
