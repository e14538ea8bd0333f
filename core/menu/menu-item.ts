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
  createdAt: Date;
}

export const MAX_SYNONYMS = 20;
export const MAX_SYNONYM_LENGTH = 60;

export type NewMenuItem = Omit<MenuItem, 'id' | 'createdAt' | 'synonyms' | 'optionGroups'> & {
  synonyms?: string[];
  optionGroups?: OptionGroup[];
};
export type MenuItemPatch = Partial<Omit<MenuItem, 'id' | 'restaurantId' | 'createdAt'>>;

/*
 * The menu's order: category then name, the Spanish way ("Ñoquis" after "Nachos", "ensalada"
 * beside "Ensalada"), then the oldest first. Every MenuRepository lists in this order.
 */
const spanish = new Intl.Collator('es', { sensitivity: 'base', numeric: true });
export const byCategoryThenName = (a: MenuItem, b: MenuItem) =>
  spanish.compare(a.category, b.category) ||
  spanish.compare(a.name, b.name) ||
  a.createdAt.getTime() - b.createdAt.getTime() ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

export interface MenuRepository {
  list(restaurantId: string): Promise<MenuItem[]>;
  findById(restaurantId: string, id: string): Promise<MenuItem | null>;
  create(item: NewMenuItem): Promise<MenuItem>;
  /** Null when the item does not exist in that restaurant. */
  update(restaurantId: string, id: string, patch: MenuItemPatch): Promise<MenuItem | null>;
  delete(restaurantId: string, id: string): Promise<boolean>;
}
