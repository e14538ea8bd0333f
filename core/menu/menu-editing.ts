import { conflict, notFound } from '../shared/errors.js';
import type { MenuItem, MenuItemPatch, MenuRepository, NewMenuItem } from './menu-item.js';
import { duplicateNameMessage, MAX_NAME_LENGTH, nameKey } from './menu-names.js';

type Menu = Pick<MenuRepository, 'list' | 'create' | 'update'>;

/**
 * "bebidas" and "Bebidas " are one category: a category typed with other capitals or
 * spaces takes the spelling the restaurant already uses, so the menu never splits in two.
 */
export async function canonicalCategory(menu: Pick<MenuRepository, 'list'>, restaurantId: string, category: string): Promise<string> {
  return categoryIn(await menu.list(restaurantId), category);
}

export function categoryIn(items: Pick<MenuItem, 'category'>[], category: string): string {
  const wanted = category.trim().toLocaleLowerCase('es-MX');
  const existing = items.find((item) => item.category.trim().toLocaleLowerCase('es-MX') === wanted);
  return existing ? existing.category.trim() : category;
}

/**
 * Two dishes called "Hamburguesa Clásica" make the assistant ask "¿Hamburguesa Clásica o
 * Hamburguesa Clásica?": a name already in the restaurant (without case, accents or repeated
 * spaces) is refused with 409 and the field that caused it.
 */
function refuseDuplicate(items: MenuItem[], name: string, exceptId?: string) {
  const key = nameKey(name);
  const taken = items.find((item) => item.id !== exceptId && nameKey(item.name) === key);
  if (taken) throw conflict(duplicateNameMessage(taken.name), { name: duplicateNameMessage(taken.name) });
}

/** A new dish, filed under the restaurant's spelling of its category; its name must be new in the restaurant. */
export async function addMenuItem(menu: Menu, item: NewMenuItem): Promise<MenuItem> {
  const items = await menu.list(item.restaurantId);
  refuseDuplicate(items, item.name);
  return menu.create({ ...item, category: categoryIn(items, item.category) });
}

/** An edit; a changed category takes the restaurant's spelling too. Null when the dish is not the restaurant's. */
export async function editMenuItem(menu: Menu, restaurantId: string, id: string, patch: MenuItemPatch): Promise<MenuItem | null> {
  const needsList = patch.category !== undefined || patch.name !== undefined;
  const items = needsList ? await menu.list(restaurantId) : [];
  if (patch.name !== undefined) refuseDuplicate(items, patch.name, id);
  const category = patch.category === undefined ? undefined : categoryIn(items, patch.category);
  return menu.update(restaurantId, id, category === undefined ? patch : { ...patch, category });
}

/** "Hamburguesa (copia)", then "(copia 2)"…: a copy with every field, placed right after the original. */
export async function duplicateMenuItem(menu: Pick<MenuRepository, 'list' | 'create' | 'reorder'>, restaurantId: string, id: string) {
  const items = await menu.list(restaurantId);
  const original = items.find((item) => item.id === id);
  if (!original) throw notFound('Producto no encontrado');
  const taken = new Set(items.map((item) => nameKey(item.name)));
  const copyName = (n: number) => {
    const suffix = n === 1 ? ' (copia)' : ` (copia ${n})`;
    return `${original.name.slice(0, MAX_NAME_LENGTH - suffix.length)}${suffix}`;
  };
  let n = 1;
  while (taken.has(nameKey(copyName(n)))) n++;
  const name = copyName(n);
  const { id: _id, createdAt: _createdAt, position: _position, ...fields } = original;
  const copy = await menu.create({ ...fields, name });
  const order = items.flatMap((item) => (item.id === id ? [item.id, copy.id] : [item.id]));
  await menu.reorder(restaurantId, order);
  return { ...copy, position: order.indexOf(copy.id) };
}

/**
 * The owner dragged categories and dishes: `ids` is the whole menu in its new order (the panel
 * sends every id). Ids of other restaurants are ignored; dishes not named keep their place after.
 */
export async function reorderMenu(menu: Pick<MenuRepository, 'list' | 'reorder'>, restaurantId: string, ids: string[]) {
  const items = await menu.list(restaurantId);
  const known = new Set(items.map((item) => item.id));
  const named = [...new Set(ids.filter((id) => known.has(id)))];
  const rest = items.map((item) => item.id).filter((id) => !named.includes(id));
  await menu.reorder(restaurantId, [...named, ...rest]);
  return menu.list(restaurantId);
}
