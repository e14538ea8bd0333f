import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import { MIGRATIONS, migrateToLatest } from '../migrations/migrate.js';
import { POSTGRES_URL, openIsolatedPostgres } from './dialects.js';

const OPENERS = [
  { name: 'sqlite', open: () => openDatabase(':memory:') },
  ...(POSTGRES_URL ? [{ name: 'postgres', open: () => openIsolatedPostgres(POSTGRES_URL!) }] : []),
];

const restaurant = (id: string, trialEndsAt: string | null) => ({
  id,
  name: id,
  description: null,
  phone: null,
  email: null,
  address: null,
  subdomain: id,
  subscription_status: trialEndsAt ? 'trial' : 'active',
  subscription_plan: 'basic',
  created_at: '2026-01-01T00:00:00.000Z',
  trial_ends_at: trialEndsAt,
});
const user = (id: string, role = 'operator') => ({
  id,
  email: `${id}@tacos.mx`,
  name: null,
  role,
  password_hash: 'x',
  failed_logins: 0,
  locked_until: null,
  created_at: '2026-01-01T00:00:00.000Z',
});

for (const { name, open } of OPENERS) {
  describe(`${name}: migration 0014`, () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => close?.());

    it('keeps the month’s usage, frees it from conversations, and marks owners who already had a trial', async () => {
      const database = await open();
      close = database.close;
      const db = database.db as Kysely<any>;
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).migrateTo('0012-reply-pipeline');
      if (error) throw error;
      await db
        .insertInto('users')
        .values([user('ana'), user('beto'), user('admin', 'admin')])
        .execute();
      await db
        .insertInto('restaurants')
        .values([restaurant('r-trial', '2026-01-15T00:00:00.000Z'), restaurant('r-paid', null)])
        .execute();
      await db
        .insertInto('restaurant_members')
        .values([
          { restaurant_id: 'r-trial', user_id: 'ana', created_at: '2026-01-01T00:00:00.000Z' },
          { restaurant_id: 'r-trial', user_id: 'admin', created_at: '2026-01-01T00:00:00.000Z' },
          { restaurant_id: 'r-paid', user_id: 'beto', created_at: '2026-01-01T00:00:00.000Z' },
        ])
        .execute();
      await db
        .insertInto('conversations')
        .values({
          id: 'c1',
          restaurant_id: 'r-trial',
          phone_number: '+5215512345678',
          customer_name: null,
          status: 'active',
          created_at: '2026-01-02T00:00:00.000Z',
          last_message_at: '2026-01-02T00:00:00.000Z',
          last_order_time: null,
          total_orders: 0,
          has_new_order: 0,
        })
        .execute();
      await db
        .insertInto('conversation_admissions')
        .values({ conversation_id: 'c1', restaurant_id: 'r-trial', admitted_at: '2026-01-02T00:00:00.000Z' })
        .execute();

      await migrateToLatest(db);

      await db.deleteFrom('conversations').where('id', '=', 'c1').execute();
      expect(await db.selectFrom('conversation_admissions').selectAll().execute()).toEqual([
        { conversation_id: 'c1', restaurant_id: 'r-trial', admitted_at: '2026-01-02T00:00:00.000Z' },
      ]);
      expect(await db.selectFrom('trial_claims').select(['kind', 'claim_key', 'restaurant_id']).execute()).toEqual([
        { kind: 'owner', claim_key: 'ana', restaurant_id: 'r-trial' },
      ]);
    });
  });
}
