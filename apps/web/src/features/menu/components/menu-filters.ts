import type { MenuItem } from '../api/get-menu';

export const ALL_CATEGORIES = 'all';

export function menuCategories(items: MenuItem[]): string[] {
  return [...new Set(items.map((item) => item.category))].sort((a, b) => a.localeCompare(b, 'es'));
}

/** Case-insensitive match on name, description, category or an ingredient. */
export function filterMenu(items: MenuItem[], search: string, category: string): MenuItem[] {
  const needle = search.trim().toLocaleLowerCase('es');
  return items.filter((item) => {
    if (category !== ALL_CATEGORIES && item.category !== category) return false;
    if (!needle) return true;
    const haystack = [item.name, item.description ?? '', item.category, ...item.ingredients]
      .join('\n')
      .toLocaleLowerCase('es');
    return haystack.includes(needle);
  });
}

export function groupByCategory(items: MenuItem[]): Array<[string, MenuItem[]]> {
  const groups = new Map<string, MenuItem[]>();
  for (const item of items) {
    const group = groups.get(item.category) ?? [];
    group.push(item);
    groups.set(item.category, group);
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b, 'es'));
}
