import type { Kysely, Selectable } from 'kysely';
import { inMenuOrder, type MenuItem, type MenuItemPatch, type MenuRepository, type NewMenuItem } from '../../core/menu/menu-item.js';
import { definedOnly, fromFlag, fromIso, fromJson, newId, toFlag, toIso, toJson } from './codec.js';
import type { OptionGroup } from '../../core/menu/option-groups.js';
import type { MenuItemsTable, Schema } from './schema.js';
import { ChangeVersionBumps } from './sql-change-versions.js';

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
  ...(row.position === null || row.position === undefined ? {} : { position: Number(row.position) }),
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
  constructor(
    private readonly db: Kysely<Schema>,
    /** Shared by the repositories of one database (apps/server/container.ts); a test's repository has its own. */
    private readonly versions = new ChangeVersionBumps(db),
  ) {}

  async list(restaurantId: string): Promise<MenuItem[]> {
    const rows = await this.db.selectFrom('menu_items').selectAll().where('restaurant_id', '=', restaurantId).execute();
    return inMenuOrder(rows.map(toMenuItem));
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
    const [created] = await this.insert(this.db, [item]);
    await this.versions.bump(this.db, created!.restaurantId, 'menu');
    return created!;
  }

  async createMany(items: NewMenuItem[]): Promise<MenuItem[]> {
    if (items.length === 0) return [];
    return this.db.transaction().execute(async (trx) => {
      const created = await this.insert(trx, items);
      for (const restaurantId of new Set(items.map((i) => i.restaurantId))) await this.versions.bump(trx, restaurantId, 'menu');
      return created;
    });
  }

  async reorder(restaurantId: string, ids: string[]): Promise<void> {
    if (ids.length === 0) return;
    await this.db.transaction().execute(async (trx) => {
      for (const [position, id] of ids.entries()) {
        await trx.updateTable('menu_items').set({ position }).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
      }
      await this.versions.bump(trx, restaurantId, 'menu');
    });
  }

  private async insert(db: Kysely<Schema>, items: NewMenuItem[]): Promise<MenuItem[]> {
    const now = new Date();
    const created: MenuItem[] = items.map(({ position, ...item }) => ({
      ...item,
      ingredients: [...item.ingredients],
      synonyms: [...(item.synonyms ?? [])],
      optionGroups: structuredClone(item.optionGroups ?? []),
      ...(position === undefined ? {} : { position }),
      id: newId(),
      createdAt: now,
    }));
    await db
      .insertInto('menu_items')
      .values(
        created.map((created) => ({
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
          position: created.position ?? null,
          created_at: toIso(created.createdAt),
        })),
      )
      .execute();
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
      position: patch.position,
    });
    if (Object.keys(set).length === 0) return this.findById(restaurantId, id);
    const row = await this.db
      .updateTable('menu_items')
      .set(set)
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (row) await this.versions.bump(this.db, restaurantId, 'menu');
    return row ? toMenuItem(row) : null;
  }

  async delete(restaurantId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('menu_items').where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
    const deleted = Number(result.numDeletedRows) > 0;
    if (deleted) await this.versions.bump(this.db, restaurantId, 'menu');
    return deleted;
  }
}
