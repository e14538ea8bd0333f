import type { MenuItem, MenuItemPatch, MenuRepository, NewMenuItem } from './menu-item.js';

type Menu = Pick<MenuRepository, 'list' | 'create' | 'update'>;

/**
 * "bebidas" and "Bebidas " are one category: a category typed with other capitals or
 * spaces takes the spelling the restaurant already uses, so the menu never splits in two.
 */
export async function canonicalCategory(menu: Pick<MenuRepository, 'list'>, restaurantId: string, category: string): Promise<string> {
  const wanted = category.toLocaleLowerCase('es-MX');
  const existing = (await menu.list(restaurantId)).find((item) => item.category.trim().toLocaleLowerCase('es-MX') === wanted);
  return existing ? existing.category.trim() : category;
}

/** A new dish, filed under the restaurant's spelling of its category. */
export async function addMenuItem(menu: Menu, item: NewMenuItem): Promise<MenuItem> {
  return menu.create({ ...item, category: await canonicalCategory(menu, item.restaurantId, item.category) });
}

/** An edit; a changed category takes the restaurant's spelling too. Null when the dish is not the restaurant's. */
export async function editMenuItem(menu: Menu, restaurantId: string, id: string, patch: MenuItemPatch): Promise<MenuItem | null> {
  const category = patch.category === undefined ? undefined : await canonicalCategory(menu, restaurantId, patch.category);
  return menu.update(restaurantId, id, category === undefined ? patch : { ...patch, category });
}
