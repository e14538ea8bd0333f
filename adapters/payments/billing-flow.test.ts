import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applyBillingEvent, type ApplyBillingEventDeps } from '../../core/billing/apply-billing-event.js';
import {
  InMemoryBillingAccountRepository,
  InMemoryCheckoutRepository,
  InMemoryProcessedEventRepository,
  InMemoryRestaurantSubscriptions,
} from '../../core/billing/testing/in-memory-billing.js';
import type { Plan } from '../../core/tenancy/plan.js';
import { parseMercadoPagoNotification } from './mercadopago/mercadopago-notification.js';
import { MercadoPagoPaymentGateway } from './mercadopago/mercadopago-payment-gateway.js';
import { verifyMercadoPagoSignature, signMercadoPagoNotification } from './mercadopago/mercadopago-signature.js';
import { parseStripeWebhook } from './stripe/stripe-webhook.js';
import { StripePaymentGateway } from './stripe/stripe-payment-gateway.js';
import { startFakeMercadoPago, type FakeMercadoPago } from './testing/fake-mercadopago.js';
import { startFakeStripe, type FakeStripe } from './testing/fake-stripe.js';

const plan: Plan = {
  id: 'p1',
  name: 'Basic',
  slug: 'basic',
  priceMonthly: 69_900,
  conversationsLimit: 400,
  features: [],
  isActive: true,
  displayOrder: 1,
};

/** The whole money path as the HTTP routes will run it: checkout, link, webhook, status. */
describe('billing flow', () => {
  let stripeFake: FakeStripe;
  let mpFake: FakeMercadoPago;
  let deps: ApplyBillingEventDeps & { restaurants: InMemoryRestaurantSubscriptions; billingAccounts: InMemoryBillingAccountRepository };

  beforeAll(async () => {
    [stripeFake, mpFake] = await Promise.all([startFakeStripe(), startFakeMercadoPago()]);
    deps = {
      processedEvents: new InMemoryProcessedEventRepository(),
      billingAccounts: new InMemoryBillingAccountRepository(),
      restaurants: new InMemoryRestaurantSubscriptions(),
      checkouts: new InMemoryCheckoutRepository(),
    };
  });
  afterAll(() => Promise.all([stripeFake.close(), mpFake.close()]));

  it('activates a restaurant once Stripe reports the first invoice paid, once', async () => {
    const gateway = new StripePaymentGateway({ secretKey: 'sk_test_x', apiUrl: stripeFake.url, maxNetworkRetries: 0 });
    const customerRef = await gateway.createCustomer({ ownerId: 'u-1', email: 'dueno@tacos.mx' });
    const created = await gateway.createSubscription({ plan, customerRef, restaurantRef: null });
    deps.restaurants.add({ id: 'r-stripe', subscriptionStatus: 'trial' });
    await deps.billingAccounts.link('r-stripe', { provider: 'stripe', subscriptionRef: created.subscriptionId });

    const body = JSON.stringify({
      id: 'evt_paid',
      object: 'event',
      type: 'invoice.paid',
      data: {
        object: {
          id: 'in_1',
          object: 'invoice',
          customer: created.customerId,
          parent: { subscription_details: { subscription: created.subscriptionId, metadata: { plan_slug: 'basic' } } },
        },
      },
    });
    const header = Stripe.webhooks.generateTestHeaderString({ payload: body, secret: 'whsec_x' });
    const event = parseStripeWebhook(body, header, 'whsec_x')!;

    expect(await applyBillingEvent(event, deps)).toMatchObject({ outcome: 'applied', to: 'active' });
    expect(await applyBillingEvent(parseStripeWebhook(body, header, 'whsec_x')!, deps)).toEqual({ outcome: 'duplicate' });
    expect((await deps.restaurants.findById('r-stripe'))?.subscriptionStatus).toBe('active');
  });

  it('activates a restaurant from a signed Mercado Pago payment notification', async () => {
    const gateway = new MercadoPagoPaymentGateway({ accessToken: 'TEST-x', apiUrl: mpFake.url, maxRetries: 0 });
    await gateway.createCheckout({
      plan,
      payerEmail: 'a@b.mx',
      externalReference: 'chk_77',
      successUrl: 'https://c.mx/ok',
      failureUrl: 'https://c.mx/no',
    });
    deps.restaurants.add({ id: 'r-mp', subscriptionStatus: 'trial' });
    await deps.billingAccounts.link('r-mp', { provider: 'mercadopago', externalReference: 'chk_77' });
    const payment = mpFake.addPayment({ status: 'approved', external_reference: 'chk_77', transaction_amount: 699 });

    const dataId = String(payment.id);
    const xSignature = signMercadoPagoNotification({ secret: 'mp_secret', dataId, xRequestId: 'req-1' });
    verifyMercadoPagoSignature({ xSignature, xRequestId: 'req-1', dataId, secret: 'mp_secret' });
    const event = await parseMercadoPagoNotification({ type: 'payment', signedId: dataId }, gateway);

    expect(await applyBillingEvent(event!, deps)).toMatchObject({ outcome: 'applied', restaurantId: 'r-mp', to: 'active' });
  });
});
