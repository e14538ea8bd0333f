import { describe, expect, it } from 'vitest';
import { SqlBillingAccountRepository, SqlCheckoutRepository, SqlProcessedEventRepository } from '../sql-billing-repositories.js';
import { DIALECTS } from './dialects.js';
import { givenRestaurant, useDatabase } from './harness.js';

for (const dialect of DIALECTS) {
  describe(`${dialect.name}: billing repositories`, () => {
    const db = useDatabase(dialect);

    it('claims a webhook event once, and again after it is released', async () => {
      const events = new SqlProcessedEventRepository(db());
      expect(await events.markProcessed('stripe', 'evt_1')).toBe(true);
      expect(await events.markProcessed('stripe', 'evt_1')).toBe(false);
      expect(await events.markProcessed('mercadopago', 'evt_1')).toBe(true);
      const concurrent = await Promise.all([events.markProcessed('stripe', 'evt_2'), events.markProcessed('stripe', 'evt_2')]);
      expect(concurrent.filter(Boolean)).toHaveLength(1);
      await events.unmark('stripe', 'evt_1');
      expect(await events.markProcessed('stripe', 'evt_1')).toBe(true);
    });

    it('finds a restaurant by any linked ref, the first owner keeping a ref', async () => {
      const accounts = new SqlBillingAccountRepository(db());
      const a = await givenRestaurant(db());
      const b = await givenRestaurant(db());
      await accounts.link(a.id, { provider: 'stripe', customerRef: 'cus_1', subscriptionRef: 'sub_1' });
      await accounts.link(a.id, { provider: 'stripe', customerRef: 'cus_1', subscriptionRef: 'sub_1' });
      await accounts.link(b.id, { provider: 'stripe', customerRef: 'cus_1' });
      expect(await accounts.findRestaurantId('stripe', 'sub_1')).toBe(a.id);
      expect(await accounts.findRestaurantId('stripe', 'cus_1')).toBe(a.id);
      expect(await accounts.findRestaurantId('mercadopago', 'cus_1')).toBeNull();
    });

    it('links a pending checkout to one restaurant only', async () => {
      const checkouts = new SqlCheckoutRepository(db());
      const a = await givenRestaurant(db());
      const b = await givenRestaurant(db());
      const checkout = { id: 'chk1', provider: 'mercadopago' as const, planSlug: 'silver', customerRef: null, subscriptionRef: null, externalReference: 'chk_x', createdAt: new Date('2025-01-01T00:00:00.000Z'), restaurantId: null };
      await checkouts.create(checkout);
      expect(await checkouts.find('chk1')).toEqual(checkout);
      expect(await checkouts.markLinked('chk1', a.id)).toBe(true);
      expect(await checkouts.markLinked('chk1', b.id)).toBe(false);
      expect((await checkouts.find('chk1'))?.restaurantId).toBe(a.id);
    });
  });
}
