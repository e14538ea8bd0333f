import type { Cents } from '../shared/money.js';

export interface MenuItem {
  id: string;
  restaurantId: string;
  name: string;
  description: string | null;
  price: Cents;
  category: string;
  ingredients: string[];
  available: boolean;
  createdAt: Date;
}

export type NewMenuItem = Omit<MenuItem, 'id' | 'createdAt'>;
export type MenuItemPatch = Partial<Omit<MenuItem, 'id' | 'restaurantId' | 'createdAt'>>;

export interface MenuRepository {
  list(restaurantId: string): Promise<MenuItem[]>;
  findById(restaurantId: string, id: string): Promise<MenuItem | null>;
  create(item: NewMenuItem): Promise<MenuItem>;
  /** Null when the item does not exist in that restaurant. */
  update(restaurantId: string, id: string, patch: MenuItemPatch): Promise<MenuItem | null>;
  delete(restaurantId: string, id: string): Promise<boolean>;
}
