import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

/**
 * An order's life after "confirmado" (issue #23):
 * - `orders.eta_minutes`: the estimate the kitchen gave with Preparando / En camino;
 * - `orders.cancel_reason`: why it was cancelled, as the customer was told;
 * - `order_changes`: who changed what on an order and when (status moves, staff edits);
 * - an index on (restaurant, customer phone, time): a customer's history.
 */
export const orderLife: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('orders').addColumn('eta_minutes', 'integer').execute();
    await db.schema.alterTable('orders').addColumn('cancel_reason', 'text').execute();
    await db.schema
      .createTable('order_changes')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
      .addColumn('order_id', 'text', (c) => c.notNull().references('orders.id').onDelete('cascade'))
      .addColumn('at', 'text', (c) => c.notNull())
      .addColumn('author', 'text')
      .addColumn('kind', 'text', (c) => c.notNull())
      .addColumn('summary', 'text', (c) => c.notNull())
      .execute();
    // A customer's history (their page, what the assistant remembers) is read by phone.
    await db.schema
      .createIndex('orders_restaurant_customer')
      .on('orders')
      .columns(['restaurant_id', 'customer_phone', 'created_at'])
      .execute();
    await db.schema.createIndex('order_changes_order').on('order_changes').columns(['restaurant_id', 'order_id', 'at']).execute();
  },

  async down(db: Db) {
    await db.schema.dropTable('order_changes').execute();
    await db.schema.dropIndex('orders_restaurant_customer').execute();
    await db.schema.alterTable('orders').dropColumn('cancel_reason').execute();
    await db.schema.alterTable('orders').dropColumn('eta_minutes').execute();
  },
};
