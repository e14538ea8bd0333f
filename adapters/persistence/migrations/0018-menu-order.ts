import type { Kysely, Migration } from 'kysely';

type Db = Kysely<any>;

/**
 * Where the owner placed each dish when ordering the menu by dragging. Null for every existing
 * item: a menu nobody ordered keeps listing in the Spanish alphabetical order it had.
 */
export const menuOrder: Migration = {
  async up(db: Db) {
    await db.schema.alterTable('menu_items').addColumn('position', 'integer').execute();
  },
  async down(db: Db) {
    await db.schema.alterTable('menu_items').dropColumn('position').execute();
  },
};
