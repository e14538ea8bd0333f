import { describe, expect, it } from 'vitest';
import type { MenuItem, MenuItemPatch, NewMenuItem } from './menu-item.js';
import { addMenuItem, editMenuItem } from './menu-editing.js';

function menu(initial: Array<Pick<MenuItem, 'id' | 'restaurantId' | 'name' | 'category'>>) {
  const items = initial.map((i) => ({ ...i }) as MenuItem);
  return {
    items,
    list: async (restaurantId: string) => items.filter((i) => i.restaurantId === restaurantId),
    create: async (item: NewMenuItem) => {
      const made = { ...item, id: `m${items.length + 1}` } as MenuItem;
      items.push(made);
      return made;
    },
    update: async (restaurantId: string, id: string, patch: MenuItemPatch) => {
      const item = items.find((i) => i.id === id && i.restaurantId === restaurantId);
      return item ? Object.assign(item, patch) : null;
    },
  };
}

const dish = (restaurantId: string, name: string, category: string) =>
  ({ restaurantId, name, category, description: null, price: 3500, ingredients: [], available: true }) as unknown as NewMenuItem;

describe('menu categories keep the restaurant’s spelling', () => {
  it('a new dish typed "bebidas" goes under the existing "Bebidas"; another restaurant’s spelling does not count', async () => {
    const m = menu([
      { id: 'a', restaurantId: 'r1', name: 'Agua de jamaica', category: 'Bebidas ' },
      { id: 'b', restaurantId: 'r2', name: 'Horchata', category: 'BEBIDAS' },
    ]);
    expect((await addMenuItem(m, dish('r1', 'Refresco', 'bebidas'))).category).toBe('Bebidas');
    expect((await addMenuItem(m, dish('r1', 'Taco de pastor', 'Tacos'))).category).toBe('Tacos');
  });

  it('an edit that changes the category takes the existing spelling; other edits leave it alone', async () => {
    const m = menu([
      { id: 'a', restaurantId: 'r1', name: 'Agua de jamaica', category: 'Bebidas' },
      { id: 'b', restaurantId: 'r1', name: 'Refresco', category: 'Otros' },
    ]);
    expect((await editMenuItem(m, 'r1', 'b', { category: 'BEBIDAS' }))?.category).toBe('Bebidas');
    expect((await editMenuItem(m, 'r1', 'b', { name: 'Refresco de cola' }))?.category).toBe('Bebidas');
    expect(await editMenuItem(m, 'r2', 'b', { category: 'Bebidas' })).toBeNull();
  });
});
