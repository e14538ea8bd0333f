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
    const payment = mpFake.addPayment({ status: 'approved', external_reference: externalReference, transaction_amount: 1299 });
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
    // The provider confirms the payment before any restaurant exists: kept on the checkout, answered 200.
    expect(await (await stripeWebhook(paid)).json()).toMatchObject({ outcome: 'pending_checkout', checkoutId });

    const taken = await buyer.json('POST', '/api/restaurants', { name: 'Tacos Paga', subdomain: 'tacostomado', checkoutId });
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual({
      error: 'El subdominio "tacostomado" ya está en uso, elige otro',
      fields: { subdomain: 'El subdominio "tacostomado" ya está en uso, elige otro' },
    });
    expect((await buyer.json('GET', '/api/restaurants')).body).toEqual([]);

    // Another subdomain finishes it, on the plan paid for whatever the body says, active: the payment was confirmed.
    const created = await buyer.json('POST', '/api/restaurants', { name: 'Tacos Paga', subdomain: 'tacospaga', plan: 'demo', checkoutId });
    expect(created.status).toBe(201);
    expect(created.body).toMatchObject({ subdomain: 'tacospaga', subscriptionPlan: 'platinum', subscriptionStatus: 'active' });

    // A redelivery changes nothing; later events reach this restaurant through its subscription.
    expect(await (await stripeWebhook(paid)).json()).toMatchObject({ outcome: 'duplicate' });
    expect(await (await stripeWebhook({ ...paid, id: 'evt_paid_retry_2' })).json()).toMatchObject({
      outcome: 'applied',
      restaurantId: created.body.id,
    });
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

  const invoice = (id: string, type: string, subscription: string, customer: string) => ({
    id,
    object: 'event',
    type,
    data: { object: { id: `in_${id}`, object: 'invoice', customer, parent: { subscription_details: { subscription, metadata: {} } } } },
  });

  it('refuses an anonymous card checkout, and bills each signed-in owner to a customer of their own', async () => {
    const anonymous = server.client();
    const refused = await anonymous.json('POST', '/api/payments/stripe/create-subscription', {
      planId: 'silver',
      email: 'victima@tacos.mx',
    });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ error: 'Inicia sesión o crea tu cuenta para pagar: la suscripción queda a nombre de tu cuenta.' });
    const mp = await anonymous.json('POST', '/api/payments/mercadopago/create', { planId: 'silver', email: 'victima@tacos.mx' });
    expect(mp.status).toBe(401);

    const owner = server.client();
    const account = await owner.register('propia@tacos.mx');
    const first = await owner.json('POST', '/api/payments/stripe/create-subscription', { planId: 'silver', email: 'victima@tacos.mx' });
    const second = await owner.json('POST', '/api/payments/stripe/create-subscription', { planId: 'gold', email: 'cliente@ejemplo.com' });
    const customers = [...stripeFake.customers.values()].filter(
      (c) => (c.metadata as Record<string, string>).comanda_user_id === account.id,
    );
    expect(customers).toHaveLength(1);
    expect(customers[0]).toMatchObject({ email: 'propia@tacos.mx' });
    expect([first, second].map((r) => stripeFake.subscriptions.get(r.body.subscriptionId)?.customer)).toEqual([
      customers[0]!.id,
      customers[0]!.id,
    ]);
    // Never looked up by e-mail, so a typed address can reach nobody's customer.
    expect(stripeFake.requests.filter((r) => r.method === 'GET' && r.path.startsWith('/v1/customers'))).toEqual([]);
  });

  it('cannot cancel a paying restaurant with a subscription someone else started on its customer', async () => {
    const victim = server.client();
    await victim.register('victima@tacos.mx');
    const started = await victim.json('POST', '/api/payments/stripe/create-subscription', { planId: 'silver' });
    const created = await victim.json('POST', '/api/restaurants', {
      name: 'Víctima',
      subdomain: 'tacosvictima',
      checkoutId: started.body.checkoutId,
    });
    const customer = stripeFake.subscriptions.get(started.body.subscriptionId)!.customer as string;
    await stripeWebhook(invoice('evt_v_paid', 'invoice.paid', started.body.subscriptionId, customer));
    const status = async () => (await victim.json('GET', '/api/restaurants')).body[0].subscriptionStatus;
    expect(await status()).toBe('active');

    // What the old attack produced: a new unpaid subscription attached to the victim's customer, failing, then expiring.
    const failed = await stripeWebhook(invoice('evt_a_failed', 'invoice.payment_failed', 'sub_attacker', customer));
    expect(failed.status).toBe(200);
    expect(await failed.json()).toMatchObject({ received: true, outcome: 'unknown_account' });
    const expired = await stripeWebhook({
      id: 'evt_a_expired',
      object: 'event',
      type: 'customer.subscription.updated',
      data: { object: { id: 'sub_attacker', object: 'subscription', customer, status: 'incomplete_expired', metadata: {} } },
    });
    expect(await expired.json()).toMatchObject({ outcome: 'unknown_account' });
    expect(await status()).toBe('active');
    expect(created.body.id).toBeTruthy();
  });

  it('fetches the Mercado Pago payment the signature covers, and holds one whose amount is not the plan’s price', async () => {
    const buyer = server.client();
    await buyer.register('monto@tortas.mx');
    const started = await buyer.json('POST', '/api/payments/mercadopago/create', { planId: 'silver', amount: 1 });
    const created = await buyer.json('POST', '/api/restaurants', {
      name: 'Tortas Monto',
      subdomain: 'tortasmonto',
      checkoutId: started.body.checkoutId,
    });
    expect(created.body.subscriptionStatus).toBe('trial');
    const reference = JSON.parse(mpFake.requests.filter((r) => r.method === 'POST').at(-1)!.rawBody).external_reference as string;
    const cheap = mpFake.addPayment({ status: 'approved', external_reference: reference, transaction_amount: 1 });
    const other = mpFake.addPayment({ status: 'approved', external_reference: reference, transaction_amount: 1299 });
    const notify = (signedId: number, bodyId: number) =>
      server.app.request(`/webhooks/mercadopago?data.id=${signedId}&type=payment`, {
        method: 'POST',
        headers: {
          'x-signature': signMercadoPagoNotification({ secret: MP_SECRET, dataId: String(signedId), xRequestId: 'req-m' }),
          'x-request-id': 'req-m',
        },
        body: JSON.stringify({ type: 'payment', data: { id: String(bodyId) } }),
      });
    const before = mpFake.requests.length;
    const held = await notify(cheap.id, other.id);
    expect(held.status).toBe(200);
    expect(await held.json()).toMatchObject({ outcome: 'held_for_review', checkoutId: started.body.checkoutId });
    const fetched = mpFake.requests.slice(before).map((r) => r.path);
    expect(fetched).toEqual([`/v1/payments/${cheap.id}`]);
    expect((await buyer.json('GET', '/api/restaurants')).body[0].subscriptionStatus).toBe('trial');

    const admin = server.client();
    await admin.adminLogin();
    const list = await admin.json('GET', '/api/payments/held');
    expect(list.body).toContainEqual(
      expect.objectContaining({
        checkoutId: started.body.checkoutId,
        provider: 'mercadopago',
        planSlug: 'silver',
        restaurantId: created.body.id,
        expected: { amount: 129_900, currency: 'MXN' },
        paid: { amount: 100, currency: 'MXN' },
        reason: 'Se pagaron 1.00 MXN; el plan cuesta 1299.00 MXN',
      }),
    );
    expect((await buyer.json('GET', '/api/payments/held')).status).toBe(403);
    expect((await server.client().json('GET', '/api/payments/held')).status).toBe(401);
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
    const objectId = await stripeWebhook({ id: { $gt: '' }, object: 'event', type: 'invoice.paid', data: { object: { id: 'in_1' } } });
    expect(objectId.status).toBe(400);
    expect(await objectId.json()).toEqual({ error: 'Evento de Stripe mal formado' });
    const ahead = await stripeWebhook(
      { id: 'evt_future', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } },
      WHSEC,
      Math.floor(Date.now() / 1000) + 600,
    );
    expect(ahead.status).toBe(401);
    const mp = (body: string) =>
      server.app.request('/webhooks/mercadopago', {
        method: 'POST',
        headers: { 'x-signature': signMercadoPagoNotification({ secret: MP_SECRET, dataId: '1', xRequestId: 'r' }), 'x-request-id': 'r' },
        body,
      });
    for (const body of ['null', '[1]', '{"resource": 5}', '{"data": "x"}']) expect((await mp(body)).status).toBe(400);
  });
});
