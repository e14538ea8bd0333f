import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

/** What customers call a dish besides its name: a JSON array of strings, empty for existing items. */
export const menuSynonyms: Migration = {
  async up(db: Db) {
    await db.schema
      .alterTable('menu_items')
      .addColumn('synonyms', 'text', (c) => c.notNull().defaultTo('[]'))
      .execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('menu_items').dropColumn('synonyms').execute();
  },
};
