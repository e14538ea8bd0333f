import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

/**
 * Provider payments that paid an order (#24): one row per Mercado Pago payment, so its
 * notification marks the order paid once however often it is delivered or replayed.
 */
export const orderPayments: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('order_payment_events')
      .addColumn('event_id', 'text', (c) => c.primaryKey())
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('amount', 'integer', (c) => c.notNull())
      .addColumn('currency', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('order_payment_events_order').on('order_payment_events').columns(['restaurant_id', 'order_id']).execute();
  },

  async down(db: Db) {
    await db.schema.dropTable('order_payment_events').execute();
  },
};
