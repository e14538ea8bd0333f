import { AppConfig } from 'mercadopago/dist/utils/config/index.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PaymentGatewayError } from '../../../core/billing/billing-errors.js';
import type { Plan } from '../../../core/tenancy/plan.js';
import { startFakeMercadoPago, type FakeMercadoPago } from '../testing/fake-mercadopago.js';
import { MercadoPagoPaymentGateway } from './mercadopago-payment-gateway.js';

const TOKEN = 'TEST-1234567890-comanda';
const plan: Plan = {
  id: 'p-gold',
  name: 'Gold',
  slug: 'gold',
  priceMonthly: 129_950,
  conversationsLimit: 2000,
  features: [],
  isActive: true,
  displayOrder: 3,
};
const checkout = {
  plan,
  payerEmail: 'dueno@tacos.mx',
  externalReference: 'chk_42',
  successUrl: 'https://comanda.mx/subscription-success',
  failureUrl: 'https://comanda.mx/checkout?plan=gold&payment=mercadopago',
};

describe('MercadoPagoPaymentGateway against the fake Mercado Pago', () => {
  let fake: FakeMercadoPago;
  let gateway: MercadoPagoPaymentGateway;

  beforeAll(async () => {
    fake = await startFakeMercadoPago({ accessToken: TOKEN });
    gateway = new MercadoPagoPaymentGateway({ accessToken: TOKEN, apiUrl: fake.url, maxRetries: 0 });
  });
  afterAll(() => fake.close());

  it('creates a Checkout Pro preference in MXN at the plan price in pesos', async () => {
    const result = await gateway.createCheckout({ ...checkout, notificationUrl: 'https://comanda.mx/webhooks/mercadopago' });

    expect(result.redirectUrl).toBe(`https://www.mercadopago.com.mx/checkout/v1/redirect?pref_id=${result.id}`);
    const request = fake.requests.at(-1)!;
    expect(request.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(request.headers['x-idempotency-key']).toBeTruthy();
    expect(JSON.parse(request.rawBody)).toMatchObject({
      items: [{ title: 'Plan Gold - Comanda', quantity: 1, currency_id: 'MXN', unit_price: 1299.5 }],
      payer: { email: 'dueno@tacos.mx' },
      external_reference: 'chk_42',
      back_urls: { success: checkout.successUrl, failure: checkout.failureUrl },
      auto_return: 'approved',
      notification_url: 'https://comanda.mx/webhooks/mercadopago',
      metadata: { plan_slug: 'gold' },
    });
  });

  it('leaves auto_return out for a non-https success URL, which Mercado Pago would refuse', async () => {
    await gateway.createCheckout({ ...checkout, successUrl: 'http://localhost:3000/subscription-success' });
    expect(JSON.parse(fake.requests.at(-1)!.rawBody)).not.toHaveProperty('auto_return');
  });

  it('reads payments and preapprovals, null when unknown', async () => {
    const payment = fake.addPayment({ status: 'approved', external_reference: 'chk_42', metadata: { plan_slug: 'gold' } });
    expect(await gateway.getPayment(String(payment.id))).toEqual({
      id: String(payment.id),
      status: 'approved',
      externalReference: 'chk_42',
      planSlug: 'gold',
      amount: { amount: 69_900, currency: 'MXN' },
    });
    const preapproval = fake.addPreapproval({ status: 'cancelled', external_reference: 'chk_9' });
    expect(await gateway.getPreapproval(preapproval.id)).toEqual({ id: preapproval.id, status: 'cancelled', externalReference: 'chk_9' });
    expect(await gateway.getPayment('999')).toBeNull();
  });

  it('turns a refusal into a PaymentGatewayError', async () => {
    const wrong = new MercadoPagoPaymentGateway({ accessToken: 'TEST-wrong', apiUrl: fake.url, maxRetries: 0 });
    const error = await wrong.createCheckout(checkout).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentGatewayError);
    expect(error).toMatchObject({ provider: 'mercadopago', status: 401 });
  });

  it('keeps concurrent gateways on their own base URL and leaves the SDK default untouched', async () => {
    const other = await startFakeMercadoPago();
    try {
      const second = new MercadoPagoPaymentGateway({ accessToken: TOKEN, apiUrl: `${other.url}/`, maxRetries: 0 });
      const before = fake.requests.length;
      await Promise.all([gateway.createCheckout(checkout), second.createCheckout(checkout), gateway.createCheckout(checkout)]);
      expect(fake.requests.length - before).toBe(2);
      expect(other.requests).toHaveLength(1);
      expect(AppConfig.BASE_URL).toBe('https://api.mercadopago.com');
    } finally {
      await other.close();
    }
  });
});
