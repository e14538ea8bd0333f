import { sql, type Kysely, type Migration } from 'kysely';

type Db = Kysely<any>;

/**
 * The admin lists at a busy restaurant's scale: keyset pages by each list's sort key, the
 * spec's filters as index range scans, and a per-restaurant change version that lets a poll
 * answer 304 before any list query runs.
 */
export const listPaging: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('change_versions')
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('scope', 'text', (c) => c.notNull())
      .addColumn('version', 'bigint', (c) => c.notNull())
      .addPrimaryKeyConstraint('change_versions_pk', ['restaurant_id', 'scope'])
      .execute();

    // Lower-cased in JavaScript on every write (SQLite's lower() folds ASCII only), so a
    // case-insensitive name search is a plain LIKE; rows written before this migration get SQL's lower().
    await db.schema.alterTable('conversations').addColumn('search_name', 'text').execute();
    await sql`update conversations set search_name = lower(customer_name) where customer_name is not null`.execute(db);

    // Sort key + tie-break for keyset pages; phone and search name ride along so counting a
    // search reads only the index.
    await db.schema
      .createIndex('conversations_restaurant_page')
      .on('conversations')
      .columns(['restaurant_id', 'last_message_at', 'id', 'phone_number', 'search_name'])
      .execute();
    // The date filter's key (spec §5: last order, else last message): same expression in the queries.
    await sql`create index conversations_restaurant_activity on conversations (restaurant_id, (coalesce(last_order_time, last_message_at)))`.execute(
      db,
    );
    await db.schema.dropIndex('conversations_restaurant_last_message').execute();

    await db.schema.createIndex('orders_restaurant_page').on('orders').columns(['restaurant_id', 'created_at', 'id']).execute();
    await db.schema
      .createIndex('orders_restaurant_status_page')
      .on('orders')
      .columns(['restaurant_id', 'status', 'created_at', 'id'])
      .execute();
    await db.schema.dropIndex('orders_restaurant_created').execute();

    // The thread's pages use 0006's messages_restaurant_conversation_time (restaurant, conversation, time, seq).
  },

  async down(db: Db) {
    await db.schema.createIndex('orders_restaurant_created').on('orders').columns(['restaurant_id', 'created_at']).execute();
    await db.schema.dropIndex('orders_restaurant_status_page').execute();
    await db.schema.dropIndex('orders_restaurant_page').execute();
    await db.schema
      .createIndex('conversations_restaurant_last_message')
      .on('conversations')
      .columns(['restaurant_id', 'last_message_at'])
      .execute();
    await sql`drop index conversations_restaurant_activity`.execute(db);
    await db.schema.dropIndex('conversations_restaurant_page').execute();
    await db.schema.alterTable('conversations').dropColumn('search_name').execute();
    await db.schema.dropTable('change_versions').execute();
  },
};
