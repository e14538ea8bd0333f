import type { Kysely, Migration } from 'kysely';
import { dialectOf } from '../dialect.js';

type Db = Kysely<any>;

export const inboxAndReplies: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('messages').addColumn('reply_to_id', 'text').execute();
    await db.schema.createIndex('messages_reply_to').on('messages').column('reply_to_id').execute();

    const postgres = dialectOf(db) === 'postgres';
    await db.schema
      .createTable('inbox')
      .addColumn('seq', postgres ? 'bigserial' : 'integer', (c) => (postgres ? c.primaryKey() : c.primaryKey().autoIncrement()))
      .addColumn('id', 'text', (c) => c.notNull().unique())
      .addColumn('restaurant_id', 'text', (c) => c.notNull().references('restaurants.id').onDelete('cascade'))
      .addColumn('provider', 'text', (c) => c.notNull())
      .addColumn('provider_message_id', 'text', (c) => c.notNull())
      .addColumn('phone', 'text', (c) => c.notNull())
      .addColumn('customer_name', 'text')
      .addColumn('text', 'text', (c) => c.notNull())
      .addColumn('received_at', 'text', (c) => c.notNull())
      .addColumn('status', 'text', (c) => c.notNull())
      .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('due_at', 'text', (c) => c.notNull())
      .addColumn('lease_until', 'text')
      .addColumn('claimed_by', 'text')
      .addColumn('last_error', 'text')
      // Providers retry deliveries: the same message id must land once.
      .addUniqueConstraint('inbox_restaurant_provider_message_unique', ['restaurant_id', 'provider_message_id'])
      .execute();
    await db.schema.createIndex('inbox_status_seq').on('inbox').columns(['status', 'seq']).execute();
    // "Is an earlier message of this conversation unfinished?" must not scan its finished history.
    await db.schema.createIndex('inbox_conversation_status_seq').on('inbox').columns(['restaurant_id', 'phone', 'status', 'seq']).execute();
    await db.schema.createIndex('inbox_status_lease').on('inbox').columns(['status', 'lease_until']).execute();
  },

  async down(db: Db) {
    await db.schema.dropTable('inbox').execute();
    await db.schema.dropIndex('messages_reply_to').execute();
    await db.schema.alterTable('messages').dropColumn('reply_to_id').execute();
  },
};
