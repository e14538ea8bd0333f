import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import { MIGRATIONS, migrateToLatest } from '../migrations/migrate.js';
import { SqlOrderPaymentRepository } from '../sql-order-payment-repository.js';
import { POSTGRES_URL, openIsolatedPostgres } from './dialects.js';

const OPENERS = [
  { name: 'sqlite', open: () => openDatabase(':memory:') },
  ...(POSTGRES_URL ? [{ name: 'postgres', open: () => openIsolatedPostgres(POSTGRES_URL!) }] : []),
];

for (const { name, open } of OPENERS) {
  describe(`${name}: migration 0017`, () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => close?.());

    it('keeps orders taken before it as they were, and pays them once afterwards', async () => {
      const database = await open();
      close = database.close;
      const db = database.db as Kysely<any>;
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).migrateTo('0014-honest-billing');
      if (error) throw error;
      await db
        .insertInto('restaurants')
        .values({
          id: 'r1',
          name: 'r1',
          description: null,
          phone: null,
          email: null,
          address: null,
          subdomain: 'r1',
          subscription_status: 'active',
          subscription_plan: 'basic',
          created_at: '2026-01-01T00:00:00.000Z',
          trial_ends_at: null,
        })
        .execute();
      const payment = JSON.stringify({ method: 'mercadopago', status: 'pending', changeFor: null });
      await db
        .insertInto('orders')
        .values({
          id: 'o1',
          number: 1,
          restaurant_id: 'r1',
          conversation_id: null,
          status: 'pending',
          created_at: '2026-01-02T00:00:00.000Z',
          customer_phone: '+5215512345678',
          customer_name: null,
          total: 13000,
          delivery_fee: 4000,
          payment,
          delivery_address: 'Uxmal 12',
          notes: null,
          items: '[]',
        })
        .execute();

      await migrateToLatest(db);

      expect(await db.selectFrom('orders').select(['payment', 'delivery_fee', 'total']).execute()).toEqual([
        { payment, delivery_fee: 4000, total: 13000 },
      ]);
      const payments = new SqlOrderPaymentRepository(db);
      const event = {
        eventId: 'mercadopago:payment:9',
        provider: 'mercadopago' as const,
        reference: '9',
        amount: 13000,
        currency: 'MXN',
        at: new Date(),
      };
      expect(await payments.markPaidOnce('r1', 'o1', event)).toBe('paid');
      expect(await payments.markPaidOnce('r1', 'o1', event)).toBe('replayed');
    });
  });
}
