import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

export const billing: Migration = {
  async up(db: Db) {
    // Webhook deduplication: the primary key is the claim.
    await db.schema
      .createTable('billing_processed_events')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('event_id', 'text', (c) => c.notNull())
      .addColumn('processed_at', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('billing_processed_events_pk', ['provider', 'event_id'])
      .execute();
    await db.schema
      .createTable('billing_links')
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('ref', 'text', (c) => c.notNull())
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
      .addPrimaryKeyConstraint('billing_links_pk', ['provider', 'ref'])
      .execute();
    await db.schema
      .createTable('billing_checkouts')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('plan_slug', 'text', (c) => c.notNull())
      .addColumn('customer_ref', 'text')
      .addColumn('subscription_ref', 'text')
      .addColumn('external_reference', 'text')
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('restaurant_id', 'text', (c) => c.references('restaurants.id').onDelete('set null'))
      .execute();
  },

  async down(db: Db) {
    for (const table of ['billing_checkouts', 'billing_links', 'billing_processed_events']) await db.schema.dropTable(table).execute();
  },
};
