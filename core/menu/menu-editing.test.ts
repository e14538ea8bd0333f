import { describe, expect, it } from 'vitest';
import type { Cents } from '../shared/money.js';
import type { NewMenuItem } from './menu-item.js';
import { addMenuItem, editMenuItem } from './menu-editing.js';
import { InMemoryMenuRepository } from './testing/in-memory-menu-repository.js';

const dish = (restaurantId: string, name: string, category: string): NewMenuItem => ({
  restaurantId,
  name,
  category,
  description: null,
  price: 3500 as Cents,
  ingredients: [],
  available: true,
});

describe('menu categories keep the restaurant’s spelling', () => {
  it('a new dish typed "bebidas" goes under the existing "Bebidas"; another restaurant’s spelling does not count', async () => {
    const menu = new InMemoryMenuRepository();
    await menu.create(dish('r1', 'Agua de jamaica', 'Bebidas '));
    await menu.create(dish('r2', 'Horchata', 'BEBIDAS'));
    expect((await addMenuItem(menu, dish('r1', 'Refresco', 'bebidas'))).category).toBe('Bebidas');
    expect((await addMenuItem(menu, dish('r1', 'Taco de pastor', 'Tacos'))).category).toBe('Tacos');
    expect((await menu.list('r2')).map((i) => i.category)).toEqual(['BEBIDAS']);
  });

  it('an edit that changes the category takes the existing spelling; other edits leave it alone', async () => {
    const menu = new InMemoryMenuRepository();
    await menu.create(dish('r1', 'Agua de jamaica', 'Bebidas'));
    const soda = await menu.create(dish('r1', 'Refresco', 'Otros'));
    expect((await editMenuItem(menu, 'r1', soda.id, { category: 'BEBIDAS' }))?.category).toBe('Bebidas');
    expect(await editMenuItem(menu, 'r1', soda.id, { name: 'Refresco de cola' })).toMatchObject({
      name: 'Refresco de cola',
      category: 'Bebidas',
    });
    expect(await editMenuItem(menu, 'r2', soda.id, { category: 'Bebidas' })).toBeNull();
  });
});
