import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

/** Sign-in throttling shared by every server process, and a row /readyz can write. */
export const hardening: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('login_throttle')
      .addColumn('account', 'text', (c) => c.notNull())
      .addColumn('client', 'text', (c) => c.notNull())
      .addColumn('failures', 'integer', (c) => c.notNull())
      .addColumn('first_failure_at', 'text', (c) => c.notNull())
      .addColumn('last_failure_at', 'text', (c) => c.notNull())
      .addColumn('blocked_until', 'text')
      .addPrimaryKeyConstraint('login_throttle_pk', ['account', 'client'])
      .execute();
    await db.schema
      .createTable('health_probe')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('checked_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('conversations_restaurant_created').on('conversations').columns(['restaurant_id', 'created_at']).execute();
  },

  async down(db: Db) {
    await db.schema.dropIndex('conversations_restaurant_created').execute();
    await db.schema.dropTable('health_probe').execute();
    await db.schema.dropTable('login_throttle').execute();
  },
};
