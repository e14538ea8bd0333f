import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signMercadoPagoNotification } from '../../../adapters/payments/mercadopago/mercadopago-signature.js';
import { startFakeMercadoPago, type FakeMercadoPago } from '../../../adapters/payments/testing/fake-mercadopago.js';
import { startFakeStripe, type FakeStripe } from '../../../adapters/payments/testing/fake-stripe.js';
import { createTestServer, type TestServer } from '../testing/test-server.js';

describe('checkout without payment providers (demo)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await createTestServer();
  });
  afterAll(() => server.close());

  it('answers the spec demo behaviour and prices from the plan', async () => {
    const client = server.client();
    expect((await client.json('GET', '/api/payments/config')).body).toEqual({ stripePublishableKey: null, mercadoPagoEnabled: false });
    const stripe = await client.json('POST', '/api/payments/stripe/create-subscription', {
      planId: 'silver',
      email: 'cliente@ejemplo.com',
    });
    expect(stripe.body).toMatchObject({ demo: true, clientSecret: null });
    const mp = await client.json('POST', '/api/payments/mercadopago/create', { planId: 'silver', amount: 1 });
    expect(mp.body).toMatchObject({ demo: true, init_point: 'http://localhost:3000/subscription-success' });
    expect((await client.json('POST', '/api/payments/stripe/create-subscription', { planId: 'nope' })).status).toBe(404);
    expect((await server.app.request('/webhooks/stripe', { method: 'POST', body: '{}' })).status).toBe(404);
  });
});

describe('checkout with Stripe and Mercado Pago', () => {
  const WHSEC = 'whsec_test';
  const MP_SECRET = 'mp-secret';
  let stripeFake: FakeStripe;
  let mpFake: FakeMercadoPago;
  let server: TestServer;

  beforeAll(async () => {
    [stripeFake, mpFake] = await Promise.all([startFakeStripe(), startFakeMercadoPago()]);
    server = await createTestServer({
      providers: {
        stripeSecretKey: 'sk_test_123',
        stripePublishableKey: 'pk_test_123',
        stripeWebhookSecret: WHSEC,
        stripeApiUrl: stripeFake.url,
        mercadoPagoAccessToken: 'TEST-123',
        mercadoPagoWebhookSecret: MP_SECRET,
        mercadoPagoApiUrl: mpFake.url,
      },
    });
  });
  afterAll(async () => {
    await server.close();
    await Promise.all([stripeFake.close(), mpFake.close()]);
  });

  const stripeWebhook = (payload: object, secret = WHSEC, timestamp?: number) => {
    const body = JSON.stringify(payload);
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret, ...(timestamp ? { timestamp } : {}) });
    return server.app.request('/webhooks/stripe', { method: 'POST', headers: { 'stripe-signature': header }, body });
  };

  it('creates a Stripe subscription, links it to the new restaurant and activates it once when paid', async () => {
    const buyer = server.client();
    await buyer.register('dueno@tacos.mx');
    const started = await buyer.json('POST', '/api/payments/stripe/create-subscription', { planId: 'gold', email: 'cliente@ejemplo.com' });
    expect(started.status).toBe(200);
    expect(started.body).toMatchObject({ demo: false });
    expect(started.body.clientSecret).toBeTruthy();
    const created = await buyer.json('POST', '/api/restaurants', {
      name: 'Tacos Gold',
      subdomain: 'tacosgold',
      plan: 'gold',
      checkoutId: started.body.checkoutId,
    });
    expect(created.body.subscriptionStatus).toBe('trial');

    const paid = {
      id: 'evt_paid_1',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          customer: 'cus_x',
          parent: { subscription_details: { subscription: started.body.subscriptionId, metadata: { plan_slug: 'gold' } } },
        },
      },
    };
    expect((await stripeWebhook(paid, 'whsec_wrong')).status).toBe(401);
    expect((await stripeWebhook(paid, WHSEC, Math.floor(Date.now() / 1000) - 3600)).status).toBe(401);
    const status = async () => (await buyer.json('GET', '/api/restaurants')).body[0].subscriptionStatus;
    expect(await status()).toBe('trial');

    expect(await (await stripeWebhook(paid)).json()).toMatchObject({ outcome: 'applied' });
    expect(await status()).toBe('active');
    const failed = { ...paid, id: 'evt_failed_1', type: 'invoice.payment_failed' };
    expect(await (await stripeWebhook(failed)).json()).toMatchObject({ outcome: 'applied' });
    expect(await status()).toBe('past_due');
    // A late redelivery of the first event changes nothing.
    expect(await (await stripeWebhook(paid)).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await status()).toBe('past_due');
  });

  it('creates a Mercado Pago checkout in MXN and applies a signed payment notification once', async () => {
    const buyer = server.client();
    await buyer.register('dueña@tortas.mx');
    const started = await buyer.json('POST', '/api/payments/mercadopago/create', { planId: 'silver', amount: 1 });
    expect(started.body.init_point).toMatch(/^http/);
    const preference = mpFake.requests.find((r) => r.method === 'POST')!;
    expect(JSON.parse(preference.rawBody).items[0]).toMatchObject({ currency_id: 'MXN', unit_price: 1299 });
    const created = await buyer.json('POST', '/api/restaurants', {
      name: 'Tortas Silver',
      subdomain: 'tortassilver',
      plan: 'silver',
      checkoutId: started.body.checkoutId,
    });
    expect(created.body.subscriptionStatus).toBe('trial');

    const externalReference = JSON.parse(preference.rawBody).external_reference;
    const payment = mpFake.addPayment({ status: 'approved', external_reference: externalReference });
    const notify = (secret = MP_SECRET) =>
      server.app.request(`/webhooks/mercadopago?data.id=${payment.id}&type=payment`, {
        method: 'POST',
        headers: {
          'x-signature': signMercadoPagoNotification({ secret, dataId: String(payment.id), xRequestId: 'req-9' }),
          'x-request-id': 'req-9',
        },
        body: JSON.stringify({ type: 'payment', action: 'payment.created', data: { id: String(payment.id) } }),
      });
    expect((await notify('otro')).status).toBe(401);
    expect(await (await notify()).json()).toMatchObject({ outcome: 'applied' });
    expect(await (await notify()).json()).toMatchObject({ outcome: 'duplicate' });
    expect((await buyer.json('GET', '/api/restaurants')).body[0].subscriptionStatus).toBe('active');
  });

  it('keeps a paid checkout open when creation fails, completes it once with another subdomain, and never without a payment', async () => {
    const rival = server.client();
    await rival.register('rival@tacos.mx');
    expect((await rival.json('POST', '/api/restaurants', { name: 'Tomado', subdomain: 'tacostomado' })).status).toBe(201);

    const buyer = server.client();
    await buyer.register('paga@tacos.mx');
    const started = await buyer.json('POST', '/api/payments/stripe/create-subscription', { planId: 'platinum', email: 'paga@tacos.mx' });
    const { checkoutId, subscriptionId } = started.body;
    const paid = {
      id: 'evt_paid_retry',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_9',
          object: 'invoice',
          customer: 'cus_9',
          parent: { subscription_details: { subscription: subscriptionId, metadata: { plan_slug: 'platinum' } } },
        },
      },
    };
    // The provider confirms the payment before any restaurant exists: nothing to apply yet, the provider retries.
    expect(await (await stripeWebhook(paid)).json()).toMatchObject({ outcome: 'unknown_account' });

    const taken = await buyer.json('POST', '/api/restaurants', { name: 'Tacos Paga', subdomain: 'tacostomado', checkoutId });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: 'El subdominio "tacostomado" ya está en uso, elige otro',
      fields: { subdomain: 'El subdominio "tacostomado" ya está en uso, elige otro' },
    });
    expect((await buyer.json('GET', '/api/restaurants')).body).toEqual([]);

    // Another subdomain finishes it, on the plan paid for whatever the body says.
    const created = await buyer.json('POST', '/api/restaurants', { name: 'Tacos Paga', subdomain: 'tacospaga', plan: 'demo', checkoutId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ subdomain: 'tacospaga', subscriptionPlan: 'platinum', subscriptionStatus: 'trial' });

    // The payment stayed linked: the provider's retry activates this restaurant.
    expect(await (await stripeWebhook(paid)).json()).toMatchObject({ outcome: 'applied', restaurantId: created.body.id });
    expect((await buyer.json('GET', '/api/restaurants')).body).toMatchObject([{ subdomain: 'tacospaga', subscriptionStatus: 'active' }]);

    // Never twice: a second completion of the same payment creates nothing.
    const again = await buyer.json('POST', '/api/restaurants', { name: 'Tacos Paga 2', subdomain: 'tacospaga2', checkoutId });
    expect(again.status).toBe(409);
    expect(again.body.error).toBe('Este pago ya se usó para crear un restaurante. Entra al panel para verlo.');
    // Never without a payment: an unknown checkout creates nothing either.
    const forged = await buyer.json('POST', '/api/restaurants', {
      name: 'Gratis',
      subdomain: 'tacosgratis',
      plan: 'platinum',
      checkoutId: 'no-existe',
    });
    expect(forged.status).toBe(404);
    expect(forged.body.error).toBe('No encontramos ese pago. Contacta a soporte con el comprobante de tu pago.');
    expect((await buyer.json('GET', '/api/restaurants')).body.map((r: { subdomain: string }) => r.subdomain)).toEqual(['tacospaga']);
    for (const subdomain of ['tacospaga2', 'tacosgratis']) {
      expect((await buyer.json('GET', `/api/checkout/availability?name=x&subdomain=${subdomain}`)).status).toBe(200);
    }
  });

  it('completes a checkout once even when the buyer submits twice at the same time', async () => {
    const buyer = server.client();
    await buyer.register('doble@tacos.mx');
    const { checkoutId } = (await buyer.json('POST', '/api/payments/stripe/create-subscription', { planId: 'silver' })).body;
    const answers = await Promise.all(
      ['tacosdoble1', 'tacosdoble2'].map((subdomain) =>
        buyer.json('POST', '/api/restaurants', { name: 'Tacos Doble', subdomain, checkoutId }),
      ),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
    expect((await buyer.json('GET', '/api/restaurants')).body).toHaveLength(1);
  });

  it('answers 400, never 500, to validly signed provider events that are malformed', async () => {
    const sign = (body: string) => Stripe.webhooks.generateTestHeaderString({ payload: body, secret: WHSEC });
    const stripeRaw = (body: string) =>
      server.app.request('/webhooks/stripe', { method: 'POST', headers: { 'stripe-signature': sign(body) }, body });
    expect((await stripeRaw('{not json')).status).toBe(400);
    expect((await stripeRaw('null')).status).toBe(400);
    const noObject = await stripeWebhook({ id: 'evt_bad', object: 'event', type: 'invoice.paid', data: null });
    expect(noObject.status).toBe(400);
    expect(await noObject.json()).toEqual({ error: 'Evento de Stripe mal formado' });
    const mp = (body: string) =>
      server.app.request('/webhooks/mercadopago', {
        method: 'POST',
        headers: { 'x-signature': signMercadoPagoNotification({ secret: MP_SECRET, dataId: '1', xRequestId: 'r' }), 'x-request-id': 'r' },
        body,
      });
    for (const body of ['null', '[1]', '{"resource": 5}', '{"data": "x"}']) expect((await mp(body)).status).toBe(400);
  });
});
