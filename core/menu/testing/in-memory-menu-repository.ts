import { inMenuOrder, type MenuItem, type MenuItemPatch, type MenuRepository, type NewMenuItem } from '../menu-item.js';

/** MenuRepository in memory, for core tests and the offline evaluation; passes the persistence contract suite. */
export class InMemoryMenuRepository implements MenuRepository {
  /** Ids in creation order, per repository like a table's own sequence. */
  private sequence = 0;
  readonly items: MenuItem[] = [];

  async list(restaurantId: string) {
    return inMenuOrder(this.items.filter((i) => i.restaurantId === restaurantId)).map((i) => structuredClone(i));
  }

  async findById(restaurantId: string, id: string) {
    const found = this.find(restaurantId, id);
    return found ? structuredClone(found) : null;
  }

  async createMany(items: NewMenuItem[]) {
    // Like the SQL column's NOT NULL: one bad row and nothing is stored.
    if (items.some((i) => typeof i.name !== 'string')) throw new Error('menu item without a name');
    const created: MenuItem[] = [];
    for (const item of items) created.push(await this.create(item));
    return created;
  }

  async reorder(restaurantId: string, ids: string[]) {
    ids.forEach((id, position) => {
      const item = this.find(restaurantId, id);
      if (item) item.position = position;
    });
  }

  async create({ position, ...item }: NewMenuItem) {
    const created: MenuItem = {
      ...structuredClone(item),
      ...(position === undefined ? {} : { position }),
      synonyms: [...(item.synonyms ?? [])],
      optionGroups: structuredClone(item.optionGroups ?? []),
      id: `item_${++this.sequence}`,
      createdAt: new Date(0),
    };
    this.items.push(created);
    return structuredClone(created);
  }

  async update(restaurantId: string, id: string, patch: MenuItemPatch) {
    const item = this.find(restaurantId, id);
    if (!item) return null;
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    Object.assign(item, structuredClone(defined));
    return structuredClone(item);
  }

  async delete(restaurantId: string, id: string) {
    const index = this.items.findIndex((i) => i.restaurantId === restaurantId && i.id === id);
    if (index >= 0) this.items.splice(index, 1);
    return index >= 0;
  }

  private find(restaurantId: string, id: string) {
    return this.items.find((i) => i.restaurantId === restaurantId && i.id === id);
  }
}
