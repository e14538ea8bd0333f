import type { MenuItem } from '../menu/menu-item.js';
import { normalize } from './text.js';

type ExampleItem = Pick<MenuItem, 'name' | 'category' | 'available'>;

const DRINK_CATEGORY = /bebida|refresco|agua|drink|jugo|malteada|cafe|licuado|cerveza/;

/**
 * An example order made of this restaurant's own available items ("2 Hamburguesa Clásica y 1
 * Refresco 600 ml"), for help texts and suggestions: never another restaurant's dishes. A dish
 * and a drink when the menu has both; null when nothing is available.
 */
export function exampleOrder(menu: readonly ExampleItem[]): string | null {
  const available = menu.filter((i) => i.available);
  const isDrink = (i: ExampleItem) => DRINK_CATEGORY.test(normalize(i.category));
  const dish = available.find((i) => !isDrink(i)) ?? available[0];
  if (!dish) return null;
  const other = available.find((i) => isDrink(i) && i !== dish) ?? available.find((i) => i !== dish && i.category !== dish.category);
  return other ? `2 ${dish.name} y 1 ${other.name}` : `2 ${dish.name}`;
}
