import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

/**
 * The restaurants with messages waiting, found a restaurant at a time (a seek per restaurant,
 * not a walk over their messages), and one restaurant's waiting messages in arrival order. A
 * claim that leaves out the restaurants at their share of the worker used to walk every waiting
 * message of theirs: a flood from one restaurant slowed every claim for the others.
 */
export const inboxPendingByRestaurant: Migration = {
  async up(db: Db) {
    await db.schema.createIndex('inbox_status_restaurant_seq').on('inbox').columns(['status', 'restaurant_id', 'seq']).execute();
  },
  async down(db: Db) {
    await db.schema.dropIndex('inbox_status_restaurant_seq').execute();
  },
};
