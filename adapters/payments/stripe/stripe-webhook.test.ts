import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { InvalidWebhookSignatureError } from '../../../core/billing/billing-errors.js';
import { parseStripeWebhook, subscriptionStatusFromStripe } from './stripe-webhook.js';

const SECRET = 'whsec_test_comanda';

const invoiceEvent = (type: string, id = 'evt_1') =>
  JSON.stringify({
    id,
    object: 'event',
    type,
    api_version: Stripe.API_VERSION,
    created: 1_700_000_000,
    livemode: false,
    data: {
      object: {
        id: 'in_1',
        object: 'invoice',
        customer: 'cus_1',
        status: type === 'invoice.paid' ? 'paid' : 'open',
        parent: { type: 'subscription_details', subscription_details: { subscription: 'sub_1', metadata: { plan_slug: 'gold' } } },
      },
    },
  });
const subscriptionEvent = (type: string, status: string) =>
  JSON.stringify({
    id: 'evt_s',
    object: 'event',
    type,
    data: { object: { id: 'sub_1', object: 'subscription', customer: 'cus_1', status, metadata: {} } },
  });

const sign = (payload: string, options: { secret?: string; timestamp?: number } = {}) =>
  Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? SECRET, timestamp: options.timestamp });

const failureOf = (fn: () => unknown) => {
  try {
    fn();
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
};

describe('parseStripeWebhook', () => {
  it('turns a correctly signed invoice.paid into a paid event', () => {
    const body = invoiceEvent('invoice.paid');
    expect(parseStripeWebhook(body, sign(body), SECRET)).toEqual({
      provider: 'stripe',
      eventId: 'evt_1',
      kind: 'paid',
      status: 'active',
      customerRef: 'cus_1',
      subscriptionRef: 'sub_1',
      planSlug: 'gold',
    });
  });

  it('accepts the raw body as bytes', () => {
    const body = invoiceEvent('invoice.payment_failed');
    expect(parseStripeWebhook(Buffer.from(body), sign(body), SECRET)).toMatchObject({ kind: 'payment_failed', status: 'past_due' });
  });

  it('maps subscription updates and deletions', () => {
    const deleted = subscriptionEvent('customer.subscription.deleted', 'canceled');
    expect(parseStripeWebhook(deleted, sign(deleted), SECRET)).toMatchObject({
      kind: 'canceled',
      status: 'canceled',
      subscriptionRef: 'sub_1',
      customerRef: 'cus_1',
    });
    const updated = subscriptionEvent('customer.subscription.updated', 'trialing');
    expect(parseStripeWebhook(updated, sign(updated), SECRET)).toMatchObject({ kind: 'updated', status: 'trial' });
    const incomplete = subscriptionEvent('customer.subscription.updated', 'incomplete');
    expect(parseStripeWebhook(incomplete, sign(incomplete), SECRET)).toBeNull();
  });

  it('ignores event types Comanda does not act on and invoices without subscription', () => {
    const other = JSON.stringify({ id: 'evt_x', object: 'event', type: 'customer.created', data: { object: { id: 'cus_1' } } });
    expect(parseStripeWebhook(other, sign(other), SECRET)).toBeNull();
    const oneOff = JSON.stringify({
      id: 'evt_y',
      object: 'event',
      type: 'invoice.paid',
      data: { object: { id: 'in_2', customer: 'cus_1', parent: null } },
    });
    expect(parseStripeWebhook(oneOff, sign(oneOff), SECRET)).toBeNull();
  });

  it.each([
    ['a tampered body', (body: string) => [body.replace('cus_1', 'cus_2'), sign(body)], 'mismatch'],
    ['the wrong secret', (body: string) => [body, sign(body, { secret: 'whsec_other' })], 'mismatch'],
    ['a stale timestamp', (body: string) => [body, sign(body, { timestamp: Math.floor(Date.now() / 1000) - 301 })], 'stale'],
    ['a timestamp 10 minutes ahead', (body: string) => [body, sign(body, { timestamp: Math.floor(Date.now() / 1000) + 600 })], 'stale'],
    ['a malformed header', (body: string) => [body, 'garbage'], 'malformed'],
    ['no header', (body: string) => [body, undefined], 'missing'],
  ] as const)('rejects %s', (_, build, reason) => {
    const [body, header] = build(invoiceEvent('invoice.paid'));
    const error = failureOf(() => parseStripeWebhook(body!, header, SECRET));
    expect(error).toBeInstanceOf(InvalidWebhookSignatureError);
    expect(error).toMatchObject({ kind: 'unauthorized', reason, provider: 'stripe' });
  });

  it.each([
    ['an object for its id', { id: { evil: true } }],
    ['an empty id', { id: '' }],
    ['a number for its type', { type: 42 }],
    ['an array for its data', { data: [] }],
  ])('answers a validly signed event with %s as malformed (400), never reaching the database', (_, patch) => {
    const body = JSON.stringify({ ...JSON.parse(invoiceEvent('invoice.paid')), ...patch });
    const error = failureOf(() => parseStripeWebhook(body, sign(body), SECRET));
    expect(error).toMatchObject({ kind: 'validation', message: 'Evento de Stripe mal formado' });
  });

  it('accepts a signature a little ahead of our clock, within the tolerance', () => {
    const body = invoiceEvent('invoice.paid');
    expect(parseStripeWebhook(body, sign(body, { timestamp: Math.floor(Date.now() / 1000) + 60 }), SECRET)).not.toBeNull();
  });

  it('honours a custom tolerance', () => {
    const body = invoiceEvent('invoice.paid');
    const header = sign(body, { timestamp: Math.floor(Date.now() / 1000) - 100 });
    expect(parseStripeWebhook(body, header, SECRET)).not.toBeNull();
    expect(() => parseStripeWebhook(body, header, SECRET, { toleranceSec: 60 })).toThrow(InvalidWebhookSignatureError);
  });
});

describe('subscriptionStatusFromStripe', () => {
  it.each([
    ['active', 'active'],
    ['trialing', 'trial'],
    ['past_due', 'past_due'],
    ['unpaid', 'past_due'],
    ['paused', 'past_due'],
    ['canceled', 'canceled'],
    ['incomplete_expired', 'canceled'],
    ['incomplete', null],
    ['something_new', null],
  ])('%s → %s', (stripe, comanda) => {
    expect(subscriptionStatusFromStripe(stripe)).toBe(comanda);
  });
});
