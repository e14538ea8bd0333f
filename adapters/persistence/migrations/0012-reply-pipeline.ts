import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

/** A model call that failed is still a usage record: marked failed, with the reason for the operator. */
export const replyPipeline: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('ai_usage')
      .addColumn('status', 'text', (c) => c.notNull().defaultTo('ok'))
      .execute();
    await db.schema.alterTable('ai_usage').addColumn('error', 'text').execute();
  },

  async down(db: Db) {
    await db.schema.alterTable('ai_usage').dropColumn('error').execute();
    await db.schema.alterTable('ai_usage').dropColumn('status').execute();
  },
};
