import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeMercadoPago, type FakeMercadoPago } from '../testing/fake-mercadopago.js';
import { parseMercadoPagoNotification } from './mercadopago-notification.js';
import { MercadoPagoPaymentGateway } from './mercadopago-payment-gateway.js';

describe('parseMercadoPagoNotification, reading resources from the fake', () => {
  let fake: FakeMercadoPago;
  let gateway: MercadoPagoPaymentGateway;

  beforeAll(async () => {
    fake = await startFakeMercadoPago();
    gateway = new MercadoPagoPaymentGateway({ accessToken: 'TEST-x', apiUrl: fake.url, maxRetries: 0 });
  });
  afterAll(() => fake.close());

  const paymentNotice = (id: number | string) => ({ type: 'payment', signedId: String(id) });

  it('turns an approved payment into a paid event keyed by payment and status', async () => {
    const payment = fake.addPayment({
      status: 'approved',
      external_reference: 'chk_1',
      metadata: { plan_slug: 'silver' },
      transaction_amount: 1299.5,
    });
    expect(await parseMercadoPagoNotification(paymentNotice(payment.id), gateway)).toEqual({
      provider: 'mercadopago',
      eventId: `payment:${payment.id}:approved`,
      kind: 'paid',
      status: 'active',
      externalReference: 'chk_1',
      planSlug: 'silver',
      paid: { amount: 129_950, currency: 'MXN' },
    });
  });

  it('turns a rejected payment into past_due', async () => {
    const payment = fake.addPayment({ status: 'rejected', external_reference: 'chk_2' });
    expect(await parseMercadoPagoNotification(paymentNotice(payment.id), gateway)).toMatchObject({
      kind: 'payment_failed',
      status: 'past_due',
      externalReference: 'chk_2',
    });
  });

  it('ignores payments still in flight and payments Mercado Pago does not know', async () => {
    const pending = fake.addPayment({ status: 'pending', external_reference: 'chk_3' });
    expect(await parseMercadoPagoNotification(paymentNotice(pending.id), gateway)).toBeNull();
    expect(await parseMercadoPagoNotification(paymentNotice(42), gateway)).toBeNull();
  });

  it('trusts Mercado Pago, not the notification', async () => {
    const payment = fake.addPayment({ status: 'rejected', external_reference: 'chk_4' });
    const lying = { ...paymentNotice(payment.id), status: 'approved', external_reference: 'chk_victim' };
    expect(await parseMercadoPagoNotification(lying, gateway)).toMatchObject({ kind: 'payment_failed', externalReference: 'chk_4' });
  });

  it('reads nothing without an id the signature covered', async () => {
    const before = fake.requests.length;
    expect(await parseMercadoPagoNotification({ type: 'payment', signedId: undefined }, gateway)).toBeNull();
    expect(await parseMercadoPagoNotification({ type: 'payment', signedId: ' ' }, gateway)).toBeNull();
    expect(fake.requests.length).toBe(before);
  });

  it('maps preapproval states', async () => {
    const cancelled = fake.addPreapproval({ status: 'cancelled', external_reference: 'chk_6' });
    expect(await parseMercadoPagoNotification({ type: 'subscription_preapproval', signedId: cancelled.id }, gateway)).toMatchObject({
      eventId: `preapproval:${cancelled.id}:cancelled`,
      kind: 'canceled',
      status: 'canceled',
      subscriptionRef: cancelled.id,
      externalReference: 'chk_6',
    });
    const authorized = fake.addPreapproval({ status: 'authorized' });
    expect(await parseMercadoPagoNotification({ type: 'subscription_preapproval', signedId: authorized.id }, gateway)).toMatchObject({
      kind: 'updated',
      status: 'active',
    });
  });

  it('ignores other topics and bodies without an id', async () => {
    expect(await parseMercadoPagoNotification({ type: 'merchant_order', signedId: '1' }, gateway)).toBeNull();
    expect(await parseMercadoPagoNotification({ type: undefined, signedId: '1' }, gateway)).toBeNull();
  });
});
