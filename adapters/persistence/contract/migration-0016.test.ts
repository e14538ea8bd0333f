import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import { MIGRATIONS, migrateToLatest } from '../migrations/migrate.js';
import { SqlOrderRepository } from '../sql-order-repository.js';
import { POSTGRES_URL, openIsolatedPostgres } from './dialects.js';

const OPENERS = [
  { name: 'sqlite', open: () => openDatabase(':memory:') },
  ...(POSTGRES_URL ? [{ name: 'postgres', open: () => openIsolatedPostgres(POSTGRES_URL!) }] : []),
];

for (const { name, open } of OPENERS) {
  describe(`${name}: migration 0016`, () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => close?.());

    it('keeps every order as it was, with no estimate, no reason and no history, and its customer can be found', async () => {
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
      await db
        .insertInto('orders')
        .values({
          id: 'o1',
          number: 1,
          restaurant_id: 'r1',
          conversation_id: null,
          status: 'preparing',
          created_at: '2026-01-01T12:00:00.000Z',
          customer_phone: '+5215512345678',
          customer_name: 'Ana',
          total: 3600,
          delivery_address: 'Calle Roble 12',
          notes: null,
          items: '[]',
        })
        .execute();
      await migrateToLatest(db);
      const orders = new SqlOrderRepository(database.db);
      const order = await orders.findById('r1', 'o1');
      expect(order).toMatchObject({ status: 'preparing', total: 3600 });
      expect(order).not.toHaveProperty('etaMinutes');
      expect(order).not.toHaveProperty('cancelReason');
      expect((await orders.listByCustomer('r1', '+5215512345678', 5)).map((o) => o.id)).toEqual(['o1']);
      expect(await db.selectFrom('order_changes').selectAll().execute()).toEqual([]);
    });
  });
}
