import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

/*
 * Every query on the ingest and reply paths binds the restaurant first. A conversation's
 * messages were reachable only through (conversation_id, timestamp) or
 * (restaurant_id, timestamp), and SQLite picked the latter: each reply read the
 * restaurant's whole message history. This index answers "the last N messages of this
 * conversation" (and the composite foreign key to conversations, which a cascade walks)
 * with both equalities bound; seq breaks timestamp ties as the queries do (on SQLite it is
 * the rowid, present in every index anyway). It supersedes (conversation_id, timestamp).
 */
export const historyIndependentIndexes: Migration = {
  async up(db: Db) {
    await db.schema
      .createIndex('messages_restaurant_conversation_time')
      .on('messages')
      .columns(['restaurant_id', 'conversation_id', 'timestamp', 'seq'])
      .execute();
    await db.schema.dropIndex('messages_conversation_time').execute();
  },

  async down(db: Db) {
    await db.schema.createIndex('messages_conversation_time').on('messages').columns(['conversation_id', 'timestamp']).execute();
    await db.schema.dropIndex('messages_restaurant_conversation_time').execute();
  },
};
