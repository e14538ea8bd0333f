import { expect, it } from 'vitest';
import type { NewCheckout } from '../../../core/billing/pending-checkout.js';
import { describeContract } from './implementations.js';
import { unique } from './harness.js';

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

describeContract('checkouts, customers and trial claims', (store) => {
  const checkout = (patch: Partial<NewCheckout> = {}): NewCheckout => ({
    id: unique('chk'),
    provider: 'mercadopago',
    planSlug: 'silver',
    customerRef: null,
    subscriptionRef: null,
    externalReference: unique('chk_'),
    createdAt: new Date('2025-01-01T00:00:00.000Z'),
    restaurantId: null,
    ownerId: null,
    expected: { amount: 129_900, currency: 'MXN' },
    ...patch,
  });

  it('links a pending checkout to one restaurant only', async () => {
    const checkouts = store().checkouts;
    const a = await store().givenRestaurant();
    const b = await store().givenRestaurant();
    const owner = await store().givenOwner();
    const started = checkout({ ownerId: owner.id });
    await checkouts.create(started);
    expect(await checkouts.find(started.id)).toEqual({ ...started, payment: 'open', paid: null, reviewReason: null });
    expect(await checkouts.markLinked(started.id, a.id)).toBe(true);
    expect(await checkouts.markLinked(started.id, b.id)).toBe(false);
    expect((await checkouts.find(started.id))?.restaurantId).toBe(a.id);
  });

  it('finds a checkout by its subscription or its reference at one provider, and keeps what the provider said', async () => {
    const checkouts = store().checkouts;
    const stripe = checkout({ provider: 'stripe', subscriptionRef: 'sub_1', customerRef: 'cus_1', externalReference: null });
    const mp = checkout({ externalReference: 'chk_ref' });
    await checkouts.create(stripe);
    await checkouts.create(mp);
    expect((await checkouts.findByRef('stripe', 'sub_1'))?.id).toBe(stripe.id);
    expect((await checkouts.findByRef('mercadopago', 'chk_ref'))?.id).toBe(mp.id);
    expect(await checkouts.findByRef('stripe', 'cus_1')).toBeNull();
    expect(await checkouts.findByRef('mercadopago', 'sub_1')).toBeNull();

    await checkouts.recordPayment(stripe.id, { payment: 'paid' }, new Date('2025-01-02T00:00:00.000Z'));
    expect(await checkouts.find(stripe.id)).toMatchObject({ payment: 'paid', paid: null, reviewReason: null });
    const paid = { amount: 100, currency: 'MXN' };
    await checkouts.recordPayment(mp.id, { payment: 'review', paid, reviewReason: 'monto' }, new Date('2025-01-03T00:00:00.000Z'));
    expect(await checkouts.find(mp.id)).toMatchObject({ payment: 'review', paid, reviewReason: 'monto' });
    expect((await checkouts.held(10)).map((c) => c.id)).toEqual([mp.id]);
  });

  it('remembers one customer per owner and provider, the first one winning a race', async () => {
    const customers = store().billingCustomers;
    const owner = await store().givenOwner();
    expect(await customers.find('stripe', owner.id)).toBeNull();
    const at = new Date('2025-01-01T00:00:00.000Z');
    const raced = await Promise.all([
      customers.remember('stripe', owner.id, 'cus_a', at),
      customers.remember('stripe', owner.id, 'cus_b', at),
    ]);
    expect(raced[0]).toBe(raced[1]);
    expect(await customers.find('stripe', owner.id)).toBe(raced[0]);
    expect(await customers.find('mercadopago', owner.id)).toBeNull();
  });

  it('lets a trial be claimed once, by whoever comes first, and kept by the restaurant holding it', async () => {
    const claims = store().trialClaims;
    const a = await store().givenRestaurant();
    const b = await store().givenRestaurant();
    const at = new Date('2025-01-01T00:00:00.000Z');
    const raced = await Promise.all([claims.claim('owner', 'u1', null, at), claims.claim('owner', 'u1', null, at)]);
    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(await claims.claim('whatsapp', 'tel:+5215512345678', a.id, at)).toBe(true);
    expect(await claims.claim('whatsapp', 'tel:+5215512345678', a.id, at)).toBe(true);
    expect(await claims.claim('whatsapp', 'tel:+5215512345678', b.id, at)).toBe(false);
    expect(await claims.claim('owner', 'tel:+5215512345678', b.id, at)).toBe(true);
    await claims.release('owner', 'u1');
    expect(await claims.claim('owner', 'u1', null, at)).toBe(true);
  });
});
