import { Migrator, type Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import { MIGRATIONS, migrateToLatest } from '../migrations/migrate.js';
import { SqlMenuRepository } from '../sql-menu-repository.js';
import { POSTGRES_SKIPPED, POSTGRES_URL, openIsolatedPostgres } from './dialects.js';

const OPENERS = [
  { name: 'sqlite', open: () => openDatabase(':memory:') },
  ...(POSTGRES_URL ? [{ name: 'postgres', open: () => openIsolatedPostgres(POSTGRES_URL!) }] : []),
];

if (!POSTGRES_URL) describe.skip(`postgres: migration 0018 (${POSTGRES_SKIPPED})`, () => it('keeps existing menus in their order'));

const AT = '2025-01-02T00:00:00.000Z';
const dish = (id: string, name: string, category: string) => ({
  id,
  restaurant_id: 'r1',
  name,
  price: 100,
  category,
  ingredients: '[]',
  available: 1,
  created_at: AT,
});

for (const { name, open } of OPENERS) {
  describe(`${name}: migration 0018`, () => {
    let close: (() => Promise<void>) | undefined;
    afterEach(async () => close?.());

    it('existing dishes have no place yet and keep listing alphabetically; placing them changes the order', async () => {
      const database = await open();
      close = database.close;
      const db = database.db as Kysely<any>;
      const migrator = new Migrator({ db, provider: { getMigrations: async () => MIGRATIONS } });
      const { error } = await migrator.migrateTo('0014-honest-billing');
      if (error) throw error;
      await db
        .insertInto('restaurants')
        .values({ id: 'r1', name: 'Tacos', subdomain: 'tacos', subscription_status: 'trial', created_at: AT })
        .execute();
      await db
        .insertInto('menu_items')
        .values([dish('a', 'Suadero', 'Tacos'), dish('b', 'Horchata', 'Bebidas'), dish('c', 'Pastor', 'Tacos')])
        .execute();
      await migrateToLatest(db);

      const menu = new SqlMenuRepository(database.db);
      const names = async () => (await menu.list('r1')).map((i) => i.name);
      expect(await names()).toEqual(['Horchata', 'Pastor', 'Suadero']);
      expect((await menu.list('r1')).every((i) => i.position === undefined)).toBe(true);
      await menu.reorder('r1', ['a', 'c', 'b']);
      expect(await names()).toEqual(['Suadero', 'Pastor', 'Horchata']);
    });
  });
}
