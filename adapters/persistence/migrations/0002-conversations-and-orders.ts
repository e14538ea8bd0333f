import type { Kysely, Migration } from 'kysely';
import { dialectOf } from '../dialect.js';

type Db = Kysely<any>;

export const conversationsAndOrders: Migration = {
  async up(db: Db) {
    await db.schema
      .createTable('conversations')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
      .addColumn('phone_number', 'text', (c) => c.notNull())
      .addColumn('customer_name', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('last_message_at', 'text', (c) => c.notNull())
      .addColumn('last_order_time', 'text')
      .addColumn('total_orders', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('has_new_order', 'integer', (c) => c.notNull().defaultTo(0))
      .addUniqueConstraint('conversations_restaurant_phone_unique', ['restaurant_id', 'phone_number'])
      // Target of the composite foreign keys below: a message or cart can only point at a
      // conversation of its own restaurant.
      .addUniqueConstraint('conversations_restaurant_id_unique', ['restaurant_id', 'id'])
      .execute();
    await db.schema
      .createIndex('conversations_restaurant_last_message')
      .on('conversations')
      .columns(['restaurant_id', 'last_message_at'])
      .execute();

    const postgres = dialectOf(db) === 'postgres';
    await db.schema
      .createTable('messages')
      // No portable spelling for an auto-incrementing key: BIGSERIAL on Postgres, AUTOINCREMENT on SQLite.
      .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('conversation_id', 'text', (c) => c.notNull())
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('content', 'text', (c) => c.notNull())
      .addColumn('direction', 'text', (c) => c.notNull())
      .addColumn('timestamp', 'text', (c) => c.notNull())
      .addColumn('provider_message_id', 'text')
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('error', 'text')
      .addForeignKeyConstraint(
        'messages_conversation_fk',
        ['restaurant_id', 'conversation_id'],
        'conversations',
        ['restaurant_id', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();
    await db.schema.createIndex('messages_conversation_time').on('messages').columns(['conversation_id', 'timestamp']).execute();
    await db.schema.createIndex('messages_restaurant_time').on('messages').columns(['restaurant_id', 'timestamp']).execute();
    await db.schema
      .createIndex('messages_restaurant_provider_id')
      .on('messages')
      .columns(['restaurant_id', 'provider_message_id'])
      .execute();

    await db.schema
      .createTable('carts')
      .addColumn('conversation_id', 'text', (c) => c.primaryKey())
      .addColumn('restaurant_id', 'text', (c) => c.notNull())
      .addColumn('data', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'text', (c) => c.notNull())
      .addForeignKeyConstraint(
        'carts_conversation_fk',
        ['restaurant_id', 'conversation_id'],
        'conversations',
        ['restaurant_id', 'id'],
        (fk) => fk.onDelete('cascade'),
      )
      .execute();

    await db.schema
      .createTable('orders')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
      // An order is a business record: it outlives the chat it came from.
      .addColumn('conversation_id', 'text', (c) => c.references('conversations.id').onDelete('set null'))
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('created_at', 'text', (c) => c.notNull())
      .addColumn('customer_phone', 'text', (c) => c.notNull())
      .addColumn('customer_name', 'text')
      .addColumn('total', 'integer', (c) => c.notNull())
      .addColumn('delivery_address', 'text', (c) => c.notNull())
      .addColumn('notes', 'text')
      .addColumn('items', 'text', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('orders_restaurant_created').on('orders').columns(['restaurant_id', 'created_at']).execute();
    await db.schema.createIndex('orders_conversation_id').on('orders').column('conversation_id').execute();
  },

  async down(db: Db) {
    for (const table of ['orders', 'carts', 'messages', 'conversations']) await db.schema.dropTable(table).execute();
  },
};
