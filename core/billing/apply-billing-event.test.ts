import { beforeEach, describe, expect, it } from 'vitest';
import { applyBillingEvent, type ApplyBillingEventDeps } from './apply-billing-event.js';
import type { BillingEvent } from './billing-event.js';
import {
  InMemoryBillingAccountRepository,
  InMemoryCheckoutRepository,
  InMemoryProcessedEventRepository,
  InMemoryRestaurantSubscriptions,
} from './testing/in-memory-billing.js';

const event = (patch: Partial<BillingEvent> = {}): BillingEvent => ({
  provider: 'stripe',
  eventId: 'evt_1',
  kind: 'paid',
  status: 'active',
  customerRef: 'cus_1',
  subscriptionRef: 'sub_1',
  ...patch,
});

describe('applyBillingEvent', () => {
  let processedEvents: InMemoryProcessedEventRepository;
  let billingAccounts: InMemoryBillingAccountRepository;
  let restaurants: InMemoryRestaurantSubscriptions;
  let checkouts: InMemoryCheckoutRepository;
  let deps: ApplyBillingEventDeps;
  const logged: string[] = [];

  beforeEach(async () => {
    processedEvents = new InMemoryProcessedEventRepository();
    billingAccounts = new InMemoryBillingAccountRepository();
    restaurants = new InMemoryRestaurantSubscriptions();
    checkouts = new InMemoryCheckoutRepository();
    logged.length = 0;
    deps = { processedEvents, billingAccounts, restaurants, checkouts, log: (line) => logged.push(line) };
    restaurants.add({ id: 'r1', subscriptionStatus: 'trial' });
    await billingAccounts.link('r1', { provider: 'stripe', subscriptionRef: 'sub_1' });
  });

  const startCheckout = (patch: Partial<Parameters<InMemoryCheckoutRepository['create']>[0]> = {}) =>
    checkouts.create({
      id: 'chk-1',
      provider: 'mercadopago',
      planSlug: 'silver',
      customerRef: null,
      subscriptionRef: null,
      externalReference: 'chk_ref',
      createdAt: new Date('2026-01-01T00:00:00Z'),
      restaurantId: null,
      ownerId: 'u1',
      expected: { amount: 129_900, currency: 'MXN' },
      ...patch,
    });
  const mpPaid = (patch: Partial<BillingEvent> = {}) =>
    event({
      provider: 'mercadopago',
      eventId: 'payment:1:approved',
      customerRef: null,
      subscriptionRef: null,
      externalReference: 'chk_ref',
      ...patch,
    });

  const statusOf = async (id = 'r1') => (await restaurants.findById(id))?.subscriptionStatus;

  it('walks a restaurant through paid, failed, recovered and canceled', async () => {
    const steps: [Partial<BillingEvent>, string][] = [
      [{ eventId: 'e1', kind: 'paid', status: 'active' }, 'active'],
      [{ eventId: 'e2', kind: 'payment_failed', status: 'past_due' }, 'past_due'],
      [{ eventId: 'e3', kind: 'updated', status: 'active' }, 'active'],
      [{ eventId: 'e4', kind: 'canceled', status: 'canceled' }, 'canceled'],
    ];
    for (const [patch, expected] of steps) {
      await applyBillingEvent(event(patch), deps);
      expect(await statusOf()).toBe(expected);
    }
  });

  it('processes an event delivered twice only once', async () => {
    const first = await applyBillingEvent(event(), deps);
    const second = await applyBillingEvent(event(), deps);
    expect(first).toEqual({ outcome: 'applied', restaurantId: 'r1', from: 'trial', to: 'active' });
    expect(second).toEqual({ outcome: 'duplicate' });
    expect(restaurants.updates).toBe(1);
  });

  it('keeps the same event id apart across providers', async () => {
    await billingAccounts.link('r1', { provider: 'mercadopago', externalReference: 'chk_1' });
    await applyBillingEvent(event({ eventId: 'x' }), deps);
    const mp = await applyBillingEvent(
      event({
        provider: 'mercadopago',
        eventId: 'x',
        kind: 'payment_failed',
        status: 'past_due',
        customerRef: null,
        subscriptionRef: null,
        externalReference: 'chk_1',
      }),
      deps,
    );
    expect(mp.outcome).toBe('applied');
    expect(await statusOf()).toBe('past_due');
  });

  it('never routes by customer: an unknown subscription on a paying customer is ignored, logged and not retried', async () => {
    // Someone started a subscription on the customer that pays for r1; its failures are not r1's.
    const stranger = event({
      eventId: 'e9',
      kind: 'payment_failed',
      status: 'past_due',
      customerRef: 'cus_1',
      subscriptionRef: 'sub_other',
    });
    expect(await applyBillingEvent(stranger, deps)).toEqual({ outcome: 'unknown_account' });
    const canceled = event({ eventId: 'e10', kind: 'canceled', status: 'canceled', customerRef: 'cus_1', subscriptionRef: 'sub_other' });
    expect(await applyBillingEvent(canceled, deps)).toEqual({ outcome: 'unknown_account' });
    expect(restaurants.updates).toBe(0);
    expect(await statusOf()).toBe('trial');
    expect(logged.join('\n')).toContain('sub_other');
  });

  it('ignores a link to a restaurant that no longer exists', async () => {
    await billingAccounts.link('gone', { provider: 'stripe', subscriptionRef: 'sub_gone' });
    expect(await applyBillingEvent(event({ subscriptionRef: 'sub_gone' }), deps)).toEqual({ outcome: 'unknown_account' });
  });

  it('keeps what the provider says about a checkout whose restaurant does not exist yet', async () => {
    await startCheckout({ provider: 'stripe', subscriptionRef: 'sub_new', externalReference: null });
    expect(await applyBillingEvent(event({ eventId: 'e1', subscriptionRef: 'sub_new' }), deps)).toEqual({
      outcome: 'pending_checkout',
      checkoutId: 'chk-1',
    });
    expect((await checkouts.find('chk-1'))?.payment).toBe('paid');
    expect(restaurants.updates).toBe(0);
  });

  it('activates on a Mercado Pago payment of exactly the plan’s price in MXN', async () => {
    await startCheckout({ restaurantId: 'r1' });
    await billingAccounts.link('r1', { provider: 'mercadopago', externalReference: 'chk_ref' });
    expect(await applyBillingEvent(mpPaid({ paid: { amount: 129_900, currency: 'MXN' } }), deps)).toMatchObject({
      outcome: 'applied',
      to: 'active',
    });
  });

  it.each([
    ['too little', { amount: 100, currency: 'MXN' }],
    ['another currency', { amount: 129_900, currency: 'USD' }],
    ['no amount at all', null],
  ])('holds a payment of %s for review: nothing activated, the reason kept and logged', async (_, paid) => {
    await startCheckout({ restaurantId: 'r1' });
    await billingAccounts.link('r1', { provider: 'mercadopago', externalReference: 'chk_ref' });
    const result = await applyBillingEvent(mpPaid({ paid }), deps);
    expect(result).toMatchObject({ outcome: 'held_for_review', checkoutId: 'chk-1' });
    expect(await statusOf()).toBe('trial');
    expect(await checkouts.held(10)).toMatchObject([
      { id: 'chk-1', payment: 'review', paid, reviewReason: expect.stringContaining('1299.00 MXN') },
    ]);
    expect(logged.join('\n')).toContain('revisión');
    // Delivered again, it is still held, not applied.
    expect(await applyBillingEvent(mpPaid({ paid }), deps)).toEqual({ outcome: 'duplicate' });
  });

  it('records the plan the restaurant now pays for', async () => {
    await applyBillingEvent(event({ planSlug: 'gold' }), deps);
    expect((await restaurants.findById('r1'))?.subscriptionPlan).toBe('gold');
  });

  it('releases the claim when applying fails, so the provider retry is processed', async () => {
    const failing = {
      ...deps,
      restaurants: {
        ...restaurants,
        findById: restaurants.findById.bind(restaurants),
        updateSubscription: () => Promise.reject(new Error('db down')),
      },
    };
    await expect(applyBillingEvent(event(), failing)).rejects.toThrow('db down');
    expect((await applyBillingEvent(event(), deps)).outcome).toBe('applied');
    expect(await statusOf()).toBe('active');
  });
});
