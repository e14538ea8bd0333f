import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Plan } from '../../../core/tenancy/plan.js';
import { PaymentGatewayError } from '../../../core/billing/billing-errors.js';
import { startFakeStripe, type FakeStripe } from '../testing/fake-stripe.js';
import { StripePaymentGateway } from './stripe-payment-gateway.js';

const SECRET_KEY = 'sk_test_comanda';
const plan = (patch: Partial<Plan> = {}): Plan => ({
  id: 'p-silver',
  name: 'Silver',
  slug: 'silver',
  priceMonthly: 129_900,
  conversationsLimit: 1000,
  features: [],
  isActive: true,
  displayOrder: 2,
  ...patch,
});

describe('StripePaymentGateway against the fake Stripe', () => {
  let fake: FakeStripe;
  let gateway: StripePaymentGateway;

  beforeAll(async () => {
    fake = await startFakeStripe({ secretKey: SECRET_KEY });
    gateway = new StripePaymentGateway({ secretKey: SECRET_KEY, apiUrl: fake.url, maxNetworkRetries: 0 });
  });
  afterAll(() => fake.close());

  const customer = () => gateway.createCustomer({ ownerId: 'u-1', email: 'dueno@tacos.mx' });

  it('creates an incomplete monthly subscription in MXN cents on the owner’s customer and returns its client secret', async () => {
    const customerRef = await customer();
    const result = await gateway.createSubscription({ plan: plan(), customerRef, restaurantRef: 'r1' });

    expect(result.clientSecret).toMatch(/^pi_\w+_secret_/);
    expect(result.subscriptionId).toMatch(/^sub_/);
    expect(result.customerId).toBe(customerRef);
    const [price] = [...fake.prices.values()];
    expect(price).toMatchObject({
      currency: 'mxn',
      unit_amount: 129_900,
      recurring: { interval: 'month' },
      lookup_key: 'comanda_silver_129900_mxn_monthly',
      product: 'comanda_plan_silver',
    });
    expect(fake.products.get('comanda_plan_silver')).toMatchObject({ name: 'Plan Silver - Comanda', metadata: { plan_slug: 'silver' } });

    const create = fake.requests.find((r) => r.method === 'POST' && r.path === '/v1/subscriptions');
    expect(create?.form).toMatchObject({
      customer: result.customerId,
      items: [{ price: price!.id }],
      payment_behavior: 'default_incomplete',
      payment_settings: { save_default_payment_method: 'on_subscription' },
      expand: ['latest_invoice.confirmation_secret'],
      metadata: { plan_slug: 'silver', restaurant_id: 'r1' },
    });
    expect(create?.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it('creates a customer for an owner’s account, never looking one up by e-mail', async () => {
    const before = fake.requests.length;
    const customerRef = await gateway.createCustomer({ ownerId: 'u-42', email: ' Otra@Fonda.mx ' });
    expect(fake.customers.get(customerRef)).toMatchObject({ email: 'otra@fonda.mx', metadata: { comanda_user_id: 'u-42' } });
    const calls = fake.requests.slice(before);
    expect(calls.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/customers']);
    expect(calls[0]!.headers['idempotency-key']).toBe('comanda-customer-u-42');
  });

  it('reuses the product and price on the next checkout', async () => {
    const customerRef = await customer();
    const first = await gateway.createSubscription({ plan: plan(), customerRef, restaurantRef: null });
    const before = fake.requests.length;
    const second = await gateway.createSubscription({ plan: plan(), customerRef, restaurantRef: null });

    expect(second.subscriptionId).not.toBe(first.subscriptionId);
    const creates = fake.requests
      .slice(before)
      .filter((r) => r.method === 'POST')
      .map((r) => r.path);
    expect(creates).toEqual(['/v1/subscriptions']);
    expect(fake.prices.size).toBe(1);
  });

  it('creates a new price when the plan price changes', async () => {
    await gateway.createSubscription({ plan: plan({ priceMonthly: 149_900 }), customerRef: await customer(), restaurantRef: null });
    expect([...fake.prices.values()].map((p) => p.unit_amount).sort()).toEqual([129_900, 149_900]);
    expect(fake.products.size).toBe(1);
  });

  it('turns a Stripe refusal into a PaymentGatewayError', async () => {
    const wrongKey = new StripePaymentGateway({ secretKey: 'sk_test_wrong', apiUrl: fake.url, maxNetworkRetries: 0 });
    const error = await wrongKey.createCustomer({ ownerId: 'u-1', email: 'a@b.mx' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ provider: 'stripe', status: 401 });
  });
});

describe('StripePaymentGateway on an older API shape', () => {
  it('falls back to the invoice payment intent for the client secret', async () => {
    const fake = await startFakeStripe({ legacyInvoiceShape: true });
    try {
      const gateway = new StripePaymentGateway({ secretKey: SECRET_KEY, apiUrl: fake.url, maxNetworkRetries: 0 });
      const customerRef = await gateway.createCustomer({ ownerId: 'u-1', email: 'x@y.mx' });
      const result = await gateway.createSubscription({ plan: plan(), customerRef, restaurantRef: null });
      expect(result.clientSecret).toMatch(/^pi_\w+_secret_/);
      expect(fake.requests.some((r) => r.path.startsWith('/v1/payment_intents/'))).toBe(true);
    } finally {
      await fake.close();
    }
  });
});
