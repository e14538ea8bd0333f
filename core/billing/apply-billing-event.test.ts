import { beforeEach, describe, expect, it } from 'vitest';
import { applyBillingEvent, type ApplyBillingEventDeps } from './apply-billing-event.js';
import type { BillingEvent } from './billing-event.js';
import {
  InMemoryBillingAccountRepository,
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
  let deps: ApplyBillingEventDeps;

  beforeEach(async () => {
    processedEvents = new InMemoryProcessedEventRepository();
    billingAccounts = new InMemoryBillingAccountRepository();
    restaurants = new InMemoryRestaurantSubscriptions();
    deps = { processedEvents, billingAccounts, restaurants };
    restaurants.add({ id: 'r1', subscriptionStatus: 'trial' });
    await billingAccounts.link('r1', { provider: 'stripe', customerRef: 'cus_1' });
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

  it('ignores an unknown customer safely and processes a redelivery once linked', async () => {
    const stranger = event({ eventId: 'e9', customerRef: 'cus_other', subscriptionRef: 'sub_other' });
    expect(await applyBillingEvent(stranger, deps)).toEqual({ outcome: 'unknown_account' });
    expect(restaurants.updates).toBe(0);

    restaurants.add({ id: 'r2', subscriptionStatus: 'trial' });
    await billingAccounts.link('r2', { provider: 'stripe', customerRef: 'cus_other' });
    expect((await applyBillingEvent(stranger, deps)).outcome).toBe('applied');
    expect(await statusOf('r2')).toBe('active');
    expect(await statusOf('r1')).toBe('trial');
  });

  it('ignores a link to a restaurant that no longer exists', async () => {
    await billingAccounts.link('gone', { provider: 'stripe', customerRef: 'cus_gone' });
    expect(await applyBillingEvent(event({ customerRef: 'cus_gone', subscriptionRef: null }), deps)).toEqual({
      outcome: 'unknown_account',
    });
  });

  it('learns the other refs, so events carrying only the subscription find the restaurant', async () => {
    await applyBillingEvent(event({ eventId: 'e1' }), deps);
    const onlySubscription = event({ eventId: 'e2', kind: 'canceled', status: 'canceled', customerRef: null });
    expect((await applyBillingEvent(onlySubscription, deps)).outcome).toBe('applied');
    expect(await statusOf()).toBe('canceled');
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
