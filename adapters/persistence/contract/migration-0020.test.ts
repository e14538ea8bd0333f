import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import { MIGRATIONS, migrateToLatest } from '../migrations/migrate.js';
import { SqlConversationAdmissions } from '../sql-conversation-admissions.js';
import { POSTGRES_URL, openIsolatedPostgres } from './dialects.js';

const OPENERS = [
  { name: 'sqlite', open: () => openDatabase(':memory:') },
  ...(POSTGRES_URL ? [{ name: 'postgres', open: () => openIsolatedPostgres(POSTGRES_URL!) }] : []),
];

const restaurant = (id: string) => ({
  id,
  name: id,
  description: null,
  phone: null,
  email: null,
  address: null,
  subdomain: id,
  subscription_status: 'active',
  subscription_plan: 'basic',
  created_at: '2026-01-01T00:00:00.000Z',
  trial_ends_at: null,
});
const at = (iso: string) => new Date(iso);

for (const { name, open } of OPENERS) {
  describe(`${name}: migration 0020`, () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => close?.());

    it('counts the admissions already in the ledger per Mexico City month, and keeps counting new ones', async () => {
      const database = await open();
      close = database.close;
      const db = database.db as Kysely<any>;
      const { error } = await new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } }).migrateTo('0018-menu-order');
      if (error) throw error;
      await db.insertInto('restaurants').values(['r1', 'r2'].map(restaurant)).execute();
      // 2026-03-01T05:59Z is still February in Mexico City; 06:00Z is March.
      await db
        .insertInto('conversation_admissions')
        .values([
          { conversation_id: 'a', restaurant_id: 'r1', admitted_at: '2026-03-01T05:59:00.000Z' },
          { conversation_id: 'b', restaurant_id: 'r1', admitted_at: '2026-03-01T06:00:00.000Z' },
          { conversation_id: 'c', restaurant_id: 'r1', admitted_at: '2026-03-20T12:00:00.000Z' },
          { conversation_id: 'd', restaurant_id: 'r2', admitted_at: '2026-03-02T00:00:00.000Z' },
        ])
        .execute();
      await migrateToLatest(db);
      const admissions = new SqlConversationAdmissions(database.db);
      const march = [at('2026-03-01T06:00:00.000Z'), at('2026-04-01T06:00:00.000Z')] as const;
      const february = [at('2026-02-01T06:00:00.000Z'), at('2026-03-01T06:00:00.000Z')] as const;
      expect(await admissions.count('r1', ...march)).toBe(2);
      expect(await admissions.count('r1', ...february)).toBe(1);
      expect(await admissions.count('r2', ...march)).toBe(1);
      await admissions.admit('r1', 'e', at('2026-03-21T00:00:00.000Z'));
      await admissions.admit('r1', 'e', at('2026-03-22T00:00:00.000Z'));
      await admissions.admit('r1', 'b', at('2026-03-22T00:00:00.000Z'));
      expect(await admissions.count('r1', ...march)).toBe(3);
    });
  });
}
