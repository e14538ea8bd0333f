import type { Cents } from '../shared/money.js';
import type { OptionGroup } from './option-groups.js';

export interface MenuItem {
  id: string;
  restaurantId: string;
  name: string;
  description: string | null;
  price: Cents;
  category: string;
  ingredients: string[];
  available: boolean;
  /** What customers call it besides its name ("coca", "chesco", "la especial"): both engines match these. */
  synonyms: string[];
  /** Sizes, sauces, paid extras and removable ingredients (core/menu/option-groups.ts); empty for a plain item. */
  optionGroups: OptionGroup[];
  /** Where the owner dragged it (migration 0018); absent until the menu is ordered by hand. */
  position?: number;
  createdAt: Date;
}

export const MAX_SYNONYMS = 20;
export const MAX_SYNONYM_LENGTH = 60;

export type NewMenuItem = Omit<MenuItem, 'id' | 'createdAt' | 'synonyms' | 'optionGroups' | 'position'> & {
  position?: number;
  synonyms?: string[];
  optionGroups?: OptionGroup[];
};
export type MenuItemPatch = Partial<Omit<MenuItem, 'id' | 'restaurantId' | 'createdAt'>>;

/*
 * The menu's order: category then name, the Spanish way ("Ñoquis" after "Nachos", "ensalada"
 * beside "Ensalada"), then the oldest first. Every MenuRepository lists in `inMenuOrder`, which
 * falls back to this order for what the owner has not placed.
 */
const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
export const byCategoryThenName = (a: MenuItem, b: MenuItem) =>
  spanish.compare(a.category, b.category) ||
  spanish.compare(a.name, b.name) ||
  a.createdAt.getTime() - b.createdAt.getTime() ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * The menu as the owner arranged it: categories by their first placed item, items by their
 * place; what was never placed (a menu nobody ordered yet, a dish added since) follows in the
 * Spanish order above. Panel, assistant and public site all read this order.
 */
export function inMenuOrder<T extends MenuItem>(items: T[]): T[] {
  const rank = new Map<string, number>();
  for (const item of items) {
    const key = item.category.trim().toLocaleLowerCase('es-MX');
    rank.set(key, Math.min(rank.get(key) ?? Infinity, item.position ?? Infinity));
  }
  const rankOf = (item: MenuItem) => rank.get(item.category.trim().toLocaleLowerCase('es-MX'))!;
  return [...items].sort((a, b) => {
    const ra = rankOf(a);
    const rb = rankOf(b);
    if (ra !== rb) return ra < rb ? -1 : 1;
    if (ra === Infinity) {
      const byCategory = spanish.compare(a.category, b.category);
      if (byCategory) return byCategory;
    }
    const pa = a.position ?? Infinity;
    const pb = b.position ?? Infinity;
    if (pa !== pb) return pa < pb ? -1 : 1;
    return byCategoryThenName(a, b);
  });
}

export interface MenuRepository {
  list(restaurantId: string): Promise<MenuItem[]>;
  findById(restaurantId: string, id: string): Promise<MenuItem | null>;
  create(item: NewMenuItem): Promise<MenuItem>;
  /** Null when the item does not exist in that restaurant. */
  update(restaurantId: string, id: string, patch: MenuItemPatch): Promise<MenuItem | null>;
  delete(restaurantId: string, id: string): Promise<boolean>;
  /** Creates all of them or none (one transaction): an import never leaves half a menu. */
  createMany(items: NewMenuItem[]): Promise<MenuItem[]>;
  /** Places the restaurant's items in this order (position = index); ids of other restaurants are ignored. */
  reorder(restaurantId: string, ids: string[]): Promise<void>;
}
