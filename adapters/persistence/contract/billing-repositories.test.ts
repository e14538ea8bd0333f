import { expect, it } from 'vitest';
import { SqlCheckoutRepository } from '../sql-billing-repositories.js';
import { describeDialects } from './dialects.js';
import { describeContract } from './implementations.js';
import { givenRestaurant, useDatabase } from './harness.js';

describeContract('billing repositories', (store) => {
  it('claims a webhook event once, and again after it is released', async () => {
    const events = store().processedEvents;
    expect(await events.markProcessed('stripe', 'evt_1')).toBe(true);
    expect(await events.markProcessed('stripe', 'evt_1')).toBe(false);
    expect(await events.markProcessed('mercadopago', 'evt_1')).toBe(true);
    const concurrent = await Promise.all([events.markProcessed('stripe', 'evt_2'), events.markProcessed('stripe', 'evt_2')]);
    expect(concurrent.filter(Boolean)).toHaveLength(1);
    await events.unmark('stripe', 'evt_1');
    expect(await events.markProcessed('stripe', 'evt_1')).toBe(true);
  });

  it('finds a restaurant by any linked ref, the first owner keeping a ref', async () => {
    const accounts = store().billingAccounts;
    const a = await store().givenRestaurant();
    const b = await store().givenRestaurant();
    await accounts.link(a.id, { provider: 'stripe', customerRef: 'cus_1', subscriptionRef: 'sub_1' });
    await accounts.link(a.id, { provider: 'stripe', customerRef: 'cus_1', subscriptionRef: 'sub_1' });
    await accounts.link(b.id, { provider: 'stripe', customerRef: 'cus_1' });
    expect(await accounts.findRestaurantId('stripe', 'sub_1')).toBe(a.id);
    expect(await accounts.findRestaurantId('stripe', 'cus_1')).toBe(a.id);
    expect(await accounts.findRestaurantId('mercadopago', 'cus_1')).toBeNull();
  });

  it("changes a restaurant's subscription field by field, and nothing for an unknown restaurant", async () => {
    const subscriptions = store().subscriptions;
    const { id } = await store().givenRestaurant();
    const before = (await subscriptions.findById(id))!;
    const active = await subscriptions.updateSubscription(id, { subscriptionStatus: 'active', subscriptionPlan: 'silver' });
    expect(active).toEqual({ ...before, subscriptionStatus: 'active', subscriptionPlan: 'silver' });
    expect(await subscriptions.updateSubscription(id, { subscriptionStatus: 'past_due' })).toEqual({
      ...active,
      subscriptionStatus: 'past_due',
    });
    expect((await subscriptions.updateSubscription(id, { subscriptionPlan: null }))?.subscriptionPlan).toBeNull();
    expect(await subscriptions.updateSubscription(id, {})).toEqual(await subscriptions.findById(id));
    expect(await subscriptions.updateSubscription('nope', { subscriptionStatus: 'canceled' })).toBeNull();
    expect(await subscriptions.findById('nope')).toBeNull();
  });

  it('hands out copies: changing what it returned changes nothing stored', async () => {
    const { id } = await store().givenRestaurant();
    const found = (await store().subscriptions.findById(id))!;
    found.subscriptionStatus = 'canceled';
    expect((await store().subscriptions.findById(id))?.subscriptionStatus).not.toBe('canceled');
  });
});

describeDialects('CheckoutRepository (no in-memory fake)', (dialect) => {
  const db = useDatabase(dialect);

  it('links a pending checkout to one restaurant only', async () => {
    const checkouts = new SqlCheckoutRepository(db());
    const a = await givenRestaurant(db());
    const b = await givenRestaurant(db());
    const checkout = {
      id: 'chk1',
      provider: 'mercadopago' as const,
      planSlug: 'silver',
      customerRef: null,
      subscriptionRef: null,
      externalReference: 'chk_x',
      createdAt: new Date('2025-01-01T00:00:00.000Z'),
      restaurantId: null,
    };
    await checkouts.create(checkout);
    expect(await checkouts.find('chk1')).toEqual(checkout);
    expect(await checkouts.markLinked('chk1', a.id)).toBe(true);
    expect(await checkouts.markLinked('chk1', b.id)).toBe(false);
    expect((await checkouts.find('chk1'))?.restaurantId).toBe(a.id);
  });
});
