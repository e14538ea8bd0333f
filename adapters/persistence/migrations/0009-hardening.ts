import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

/** Sign-in throttling shared by every server process, a row /readyz can write, plan usage. */
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
    // What a plan's monthly conversation limit counts (core/plans/conversation-admissions.ts).
    await db.schema
      .createTable('conversation_admissions')
      .addColumn('conversation_id', 'text', (c) => c.primaryKey().references('conversations.id').onDelete('cascade'))
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
      .addColumn('admitted_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('conversation_admissions_restaurant_time')
      .on('conversation_admissions')
      .columns(['restaurant_id', 'admitted_at'])
      .execute();
  },

  async down(db: Db) {
    await db.schema.dropTable('conversation_admissions').execute();
    await db.schema.dropTable('health_probe').execute();
    await db.schema.dropTable('login_throttle').execute();
  },
};
