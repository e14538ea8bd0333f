import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

/**
 * A customer's newest orders are read on every reply (`listByCustomer`), ordered by
 * `created_at, id`. The index stopped at `created_at`, so SQLite preferred the restaurant's
 * paging index, which holds the whole order, and walked every order of the restaurant to
 * find none for a new customer: a lunch rush made each new conversation slower than the last.
 * With `id` in it the customer's index answers the whole query.
 */
export const customerOrdersIndex: Migration = {
  async up(db: Db) {
    await db.schema.dropIndex('orders_restaurant_customer').execute();
    await db.schema
      .createIndex('orders_restaurant_customer')
      .on('orders')
      .columns(['restaurant_id', 'customer_phone', 'created_at', 'id'])
      .execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('orders_restaurant_customer').execute();
    await db.schema
      .createIndex('orders_restaurant_customer')
      .on('orders')
      .columns(['restaurant_id', 'customer_phone', 'created_at'])
      .execute();
  },
};
