import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../../../adapters/payments/testing/fake-stripe.js';
import { NUMBER_TRIAL_USED, TRIAL_USED } from '../../../core/tenancy/trials.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';
import { metaConfig, twilioConfig } from '../testing/whatsapp-fixture.js';

describe('free trials (no payment provider)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  const open = (client: ReturnType<TestServer['client']>, subdomain: string, plan?: string) =>
    client.json('POST', '/api/restaurants', { name: `Tacos ${subdomain}`, subdomain, ...(plan ? { plan } : {}) });

  it('gives an owner one trial of a paid plan; a further paid restaurant needs payment (402), the free plan does not', async () => {
    const owner = server.client();
    await owner.register('muchas@tacos.mx');
    const first = await open(owner, 'platinouno', 'platinum');
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ subscriptionPlan: 'platinum', subscriptionStatus: 'trial' });
    for (const [subdomain, plan] of [
      ['platinodos', 'platinum'],
      ['basicodos', 'basic'],
    ]) {
      const again = await open(owner, subdomain!, plan);
      expect(again.status).toBe(402);
      expect(again.body).toEqual({ error: TRIAL_USED });
    }
    expect((await owner.json('GET', '/api/restaurants')).body).toHaveLength(1);
    // The free plan has nothing to try out for free.
    expect((await open(owner, 'demodos')).body).toMatchObject({ subscriptionPlan: 'demo' });
    // A failed creation gives the trial back: a second account whose first attempt hit a taken subdomain still has it.
    const other = server.client();
    await other.register('otra@tacos.mx');
    expect((await open(other, 'platinouno', 'gold')).status).toBe(409);
    expect((await open(other, 'goldotra', 'gold')).body).toMatchObject({ subscriptionStatus: 'trial' });
  });

  it('exempts the administrator, who gets the plan outright as many times as needed', async () => {
    const admin = server.client();
    await admin.adminLogin();
    for (const subdomain of ['adminuno', 'admindos']) {
      expect((await open(admin, subdomain, 'platinum')).body).toMatchObject({ subscriptionStatus: 'active' });
    }
  });

  it('gives a WhatsApp business number one trial, whichever account connects it', async () => {
    const first = server.client();
    await first.register('numero1@tacos.mx');
    const a = (await open(first, 'numerouno', 'platinum')).body.id as string;
    const save = (client: ReturnType<TestServer['client']>, id: string, value: object) =>
      client.json('POST', `/api/config?restaurant=${id}`, { key: 'whatsapp_config', value });
    expect((await save(first, a, metaConfig({ businessPhone: '+52 55 4000 0001', phoneNumberId: '40000001' }))).status).toBe(200);
    // Saving it again, or changing another field, is fine: the number is this restaurant's.
    expect((await save(first, a, metaConfig({ businessPhone: '+52 55 4000 0001', phoneNumberId: '40000001' }))).status).toBe(200);

    const second = server.client();
    await second.register('numero2@tacos.mx');
    const b = (await open(second, 'numerodos', 'platinum')).body.id as string;
    for (const value of [
      metaConfig({ businessPhone: '+52 1 55 4000 0001', phoneNumberId: '99999999' }),
      metaConfig({ businessPhone: '+52 55 4999 9999', phoneNumberId: '40000001' }),
      twilioConfig({ twilioFrom: '+525540000001' }),
    ]) {
      const refused = await save(second, b, value);
      expect(refused.status).toBe(402);
      expect(refused.body).toEqual({ error: NUMBER_TRIAL_USED });
    }
    expect((await second.json('GET', `/api/whatsapp/status?restaurant=${b}`)).body.configured).toBe(false);
    expect((await save(second, b, metaConfig({ businessPhone: '+52 55 4000 0002', phoneNumberId: '40000002' }))).status).toBe(200);
  });
});

describe('a further restaurant paid through Stripe', () => {
  const WHSEC = 'whsec_trials';
  let stripe: FakeStripe;
  let server: TestServer;
  beforeAll(async () => {
    stripe = await startFakeStripe();
    server = await createTestServer({
      providers: { stripeSecretKey: 'sk_test_t', stripePublishableKey: 'pk_test_t', stripeWebhookSecret: WHSEC, stripeApiUrl: stripe.url },
    });
  });
  afterAll(async () => {
    await server.close();
    await stripe.close();
  });

  it('waits for the payment (past due, not a second trial) and is active once Stripe confirms it', async () => {
    const owner = server.client();
    await owner.register('segunda@tacos.mx');
    expect(
      (await owner.json('POST', '/api/restaurants', { name: 'Primera', subdomain: 'primera', plan: 'gold' })).body.subscriptionStatus,
    ).toBe('trial');
    const started = (await owner.json('POST', '/api/payments/stripe/create-subscription', { planId: 'gold' })).body;
    const created = await owner.json('POST', '/api/restaurants', { name: 'Segunda', subdomain: 'segunda', checkoutId: started.checkoutId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ subscriptionPlan: 'gold', subscriptionStatus: 'past_due', trialEndsAt: null });

    const body = JSON.stringify({
      id: 'evt_segunda',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_s', object: 'invoice', parent: { subscription_details: { subscription: started.subscriptionId } } } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WHSEC });
    await server.app.request('/webhooks/stripe', { method: 'POST', headers: { 'stripe-signature': signature }, body });
    const mine = (await owner.json('GET', '/api/restaurants')).body as { subdomain: string; subscriptionStatus: string }[];
    expect(mine.find((r) => r.subdomain === 'segunda')?.subscriptionStatus).toBe('active');
  });
});
