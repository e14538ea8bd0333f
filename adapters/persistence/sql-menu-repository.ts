import type { Kysely, Selectable } from 'kysely';
import { byCategoryThenName, type MenuItem, type MenuItemPatch, type MenuRepository, type NewMenuItem } from '../../core/menu/menu-item.js';
import { definedOnly, fromFlag, fromIso, fromJson, newId, toFlag, toIso, toJson } from './codec.js';
import type { OptionGroup } from '../../core/menu/option-groups.js';
import type { MenuItemsTable, Schema } from './schema.js';
import { bumpChangeVersion } from './sql-change-versions.js';

const toMenuItem = (row: Selectable<MenuItemsTable>): MenuItem => ({
  id: row.id,
  restaurantId: row.restaurant_id,
  name: row.name,
  description: row.description,
  price: Number(row.price),
  category: row.category,
  ingredients: fromJson<string[]>(row.ingredients),
  available: fromFlag(row.available),
  synonyms: fromJson<string[]>(row.synonyms ?? '[]'),
  optionGroups: fromJson<OptionGroup[]>(row.option_groups ?? '[]'),
  createdAt: fromIso(row.created_at),
});

/*
 * Sorted here, not in SQL: SQLite compares bytes and Postgres follows the database's
 * collation, so only a Spanish collator gives one order on both.
 *
 * Every write bumps the restaurant's 'menu' change version after it: the reply path's menu
 * cache (menu-cache.ts) is keyed by it, in every process sharing the database.
 */
export class SqlMenuRepository implements MenuRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async list(restaurantId: string): Promise<MenuItem[]> {
    const rows = await this.db.selectFrom('menu_items').selectAll().where('restaurant_id', '=', restaurantId).execute();
    return rows.map(toMenuItem).sort(byCategoryThenName);
  }

  async findById(restaurantId: string, id: string): Promise<MenuItem | null> {
    const row = await this.db
      .selectFrom('menu_items')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toMenuItem(row) : null;
  }

  async create(item: NewMenuItem): Promise<MenuItem> {
    const created: MenuItem = {
      ...item,
      ingredients: [...item.ingredients],
      synonyms: [...(item.synonyms ?? [])],
      optionGroups: structuredClone(item.optionGroups ?? []),
      id: newId(),
      createdAt: new Date(),
    };
    await this.db
      .insertInto('menu_items')
      .values({
        id: created.id,
        restaurant_id: created.restaurantId,
        name: created.name,
        description: created.description,
        price: created.price,
        category: created.category,
        ingredients: toJson(created.ingredients),
        available: toFlag(created.available),
        synonyms: toJson(created.synonyms),
        option_groups: toJson(created.optionGroups),
        created_at: toIso(created.createdAt),
      })
      .execute();
    await bumpChangeVersion(this.db, created.restaurantId, 'menu');
    return created;
  }

  async update(restaurantId: string, id: string, patch: MenuItemPatch): Promise<MenuItem | null> {
    const set = definedOnly({
      name: patch.name,
      description: patch.description,
      price: patch.price,
      category: patch.category,
      ingredients: patch.ingredients === undefined ? undefined : toJson(patch.ingredients),
      available: patch.available === undefined ? undefined : toFlag(patch.available),
      synonyms: patch.synonyms === undefined ? undefined : toJson(patch.synonyms),
      option_groups: patch.optionGroups === undefined ? undefined : toJson(patch.optionGroups),
    });
    if (Object.keys(set).length === 0) return this.findById(restaurantId, id);
    const row = await this.db
      .updateTable('menu_items')
      .set(set)
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (row) await bumpChangeVersion(this.db, restaurantId, 'menu');
    return row ? toMenuItem(row) : null;
  }

  async delete(restaurantId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('menu_items').where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
    const deleted = Number(result.numDeletedRows) > 0;
    if (deleted) await bumpChangeVersion(this.db, restaurantId, 'menu');
    return deleted;
  }
}
