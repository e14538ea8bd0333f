import type { MenuItem } from '@/features/menu/api/get-menu';

export const ALL_CATEGORIES = 'all';

/** "Bebidas" and "bebidas " are one category: compared trimmed and without case. */
const categoryKey = (category: string) => category.trim().toLocaleLowerCase('es');

export function menuCategories(items: MenuItem[]): string[] {
  const byKey = new Map<string, string>();
  for (const item of items) if (!byKey.has(categoryKey(item.category))) byKey.set(categoryKey(item.category), item.category.trim());
  return [...byKey.values()].sort((a, b) => a.localeCompare(b, 'es'));
}

/** Case-insensitive match on name, description, category or an ingredient. */
export function filterMenu(items: MenuItem[], search: string, category: string): MenuItem[] {
  const needle = search.trim().toLocaleLowerCase('es');
  return items.filter((item) => {
    if (category !== ALL_CATEGORIES && categoryKey(item.category) !== categoryKey(category)) return false;
    if (!needle) return true;
    const haystack = [item.name, item.description ?? '', item.category, ...item.ingredients].join('\n').toLocaleLowerCase('es');
    return haystack.includes(needle);
  });
}

export function groupByCategory(items: MenuItem[]): Array<[string, MenuItem[]]> {
  const groups = new Map<string, [string, MenuItem[]]>();
  for (const item of items) {
    const group = groups.get(categoryKey(item.category)) ?? [item.category.trim(), []];
    group[1].push(item);
    groups.set(categoryKey(item.category), group);
  }
  // The server lists the menu in the order the owner set (categories by their first dish).
  return [...groups.values()];
}
