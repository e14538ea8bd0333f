import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

/*
 * Neither table has a foreign key to restaurants: config holds platform-wide rows under a
 * sentinel scope, and AI usage is billing history that should survive a restaurant's removal.
 */
export const configAndAiUsage: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('config_entries')
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('key', 'text', (c) => c.notNull())
      .addColumn('value', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('config_entries_pk', ['scope', 'key'])
      .execute();

    await db.schema
      .createTable('ai_usage')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('model', 'text', (c) => c.notNull())
      .addColumn('request_type', 'text', (c) => c.notNull())
      .addColumn('input_tokens', 'integer', (c) => c.notNull())
      .addColumn('output_tokens', 'integer', (c) => c.notNull())
      .addColumn('total_tokens', 'integer', (c) => c.notNull())
      .addColumn('base_cost_usd', 'double precision', (c) => c.notNull())
      .addColumn('final_cost_usd', 'double precision', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('ai_usage_restaurant_created').on('ai_usage').columns(['restaurant_id', 'created_at']).execute();
  },

  async down(db: Db) {
    await db.schema.dropTable('ai_usage').execute();
    await db.schema.dropTable('config_entries').execute();
  },
};
