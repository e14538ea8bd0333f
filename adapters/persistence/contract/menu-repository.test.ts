import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { NewMenuItem } from '../../../core/menu/menu-item.js';
import type { OptionGroup } from '../../../core/menu/option-groups.js';
import { describeContract } from './implementations.js';

const item = (restaurantId: string, patch: Partial<NewMenuItem> = {}): NewMenuItem => ({
  restaurantId,
  name: 'Taco al pastor',
  description: 'Con piña y cilantro',
  price: 2_500,
  category: 'Tacos',
  ingredients: ['tortilla', 'cerdo', 'piña'],
  available: true,
  ...patch,
});

describeContract('MenuRepository', (store) => {
  const repo = () => store().menu;

  it('round-trips every field', async () => {
    const { id } = await store().givenRestaurant();
    const created = await repo().create(item(id, { description: null, available: false, ingredients: [] }));
    expect(created).toMatchObject(item(id, { description: null, available: false, ingredients: [] }));
    expect(await repo().findById(id, created.id)).toEqual(created);
    expect(await repo().list(id)).toEqual([created]);
  });

  it('keeps synonyms: none by default, replaced whole by a patch', async () => {
    const { id } = await store().givenRestaurant();
    const plain = await repo().create(item(id));
    expect(plain.synonyms).toEqual([]);
    const coca = await repo().create(item(id, { name: 'Coca-Cola', synonyms: ['coca', 'chesco de cola'] }));
    expect(await repo().findById(id, coca.id)).toEqual({ ...coca, synonyms: ['coca', 'chesco de cola'] });
    expect(await repo().update(id, coca.id, { synonyms: ['refresco de cola'] })).toEqual({ ...coca, synonyms: ['refresco de cola'] });
    expect(await repo().update(id, coca.id, { price: 3_100 })).toEqual({ ...coca, price: 3_100, synonyms: ['refresco de cola'] });
  });

  it('keeps option groups: none by default, replaced whole by a patch', async () => {
    const { id } = await store().givenRestaurant();
    const plain = await repo().create(item(id));
    expect(plain.optionGroups).toEqual([]);
    const groups: OptionGroup[] = [
      {
        name: 'Tamaño',
        kind: 'single',
        required: true,
        max: null,
        options: [
          { name: 'Chica', price: 0, available: true },
          { name: 'Grande', price: 2_000, available: true },
        ],
      },
      { name: 'Extras', kind: 'multiple', required: false, max: 3, options: [{ name: 'Tocino', price: 2_500, available: false }] },
      { name: 'Quitar', kind: 'remove', required: false, max: null, options: [{ name: 'Cebolla', price: 0, available: true }] },
    ];
    const burger = await repo().create(item(id, { name: 'Hamburguesa', optionGroups: groups }));
    expect(await repo().findById(id, burger.id)).toEqual({ ...burger, optionGroups: groups });
    expect(await repo().update(id, burger.id, { optionGroups: [] })).toEqual({ ...burger, optionGroups: [] });
    expect(await repo().update(id, burger.id, { price: 9_900 })).toEqual({ ...burger, price: 9_900, optionGroups: [] });
  });

  it('lists by category then name, in Spanish order whatever the case or accents', async () => {
    const { id } = await store().givenRestaurant();
    const names: Array<[string, string]> = [
      ['Tacos', 'Suadero'],
      ['Bebidas', 'Jamaica'],
      ['tacos', 'Barbacoa'],
      ['Bebidas', 'Agua de horchata'],
      ['Postres', 'Ñoquis dulces'],
      ['Postres', 'Nieve'],
      ['Postres', 'Flan'],
    ];
    for (const [category, name] of names) await repo().create(item(id, { category, name }));
    const listed = (await repo().list(id)).map((m) => `${m.category}/${m.name}`);
    expect(listed).toEqual([
      'Bebidas/Agua de horchata',
      'Bebidas/Jamaica',
      'Postres/Flan',
      'Postres/Nieve',
      'Postres/Ñoquis dulces',
      'tacos/Barbacoa',
      'Tacos/Suadero',
    ]);
  });

  it('lists in the order the owner dragged; categories follow their first dish, new dishes go last in theirs', async () => {
    const { id } = await store().givenRestaurant();
    const made: Record<string, string> = {};
    for (const [category, name] of [
      ['Bebidas', 'Horchata'],
      ['Tacos', 'Pastor'],
      ['Tacos', 'Suadero'],
      ['Postres', 'Flan'],
    ] as const)
      made[name] = (await repo().create(item(id, { category, name }))).id;
    await repo().reorder(id, [made.Suadero!, made.Pastor!, made.Flan!, made.Horchata!, 'not-an-item']);
    await repo().create(item(id, { category: 'Tacos', name: 'Barbacoa' }));
    await repo().create(item(id, { category: 'Antojitos', name: 'Sopes' }));
    expect((await repo().list(id)).map((m) => `${m.category}/${m.name}`)).toEqual([
      'Tacos/Suadero',
      'Tacos/Pastor',
      'Tacos/Barbacoa',
      'Postres/Flan',
      'Bebidas/Horchata',
      'Antojitos/Sopes',
    ]);
  });

  it('creates many at once, in their places, or none when one cannot be stored', async () => {
    const { id } = await store().givenRestaurant();
    const created = await repo().createMany([
      item(id, { name: 'Refresco', category: 'Bebidas', position: 1 }),
      item(id, { name: 'Taco', category: 'Tacos', position: 0 }),
    ]);
    expect(created.map((c) => c.name)).toEqual(['Refresco', 'Taco']);
    expect((await repo().list(id)).map((m) => m.name)).toEqual(['Taco', 'Refresco']);
    expect(await repo().findById(id, created[0]!.id)).toEqual(created[0]);
    const other = await store().givenRestaurant();
    const broken = [item(other.id, { name: 'Agua' }), item(other.id, { name: null as unknown as string })];
    await expect(repo().createMany(broken)).rejects.toThrow();
    expect(await repo().list(other.id)).toEqual([]);
  });

  it('applies a partial patch and leaves the other fields alone', async () => {
    const { id } = await store().givenRestaurant();
    const created = await repo().create(item(id));
    expect(await repo().update(id, created.id, { price: 3_000, available: false })).toEqual({ ...created, price: 3_000, available: false });
    const full = { name: 'Gringa', description: null, category: 'Especiales', ingredients: ['harina'], available: true, price: 5_500 };
    expect(await repo().update(id, created.id, full)).toEqual({ ...created, ...full });
    expect(await repo().update(id, created.id, {})).toEqual({ ...created, ...full });
  });

  it("never reads, updates or deletes another restaurant's item through a forged id", async () => {
    const mine = await store().givenRestaurant();
    const theirs = await store().givenRestaurant();
    const their = await repo().create(item(theirs.id));
    expect(await repo().findById(mine.id, their.id)).toBeNull();
    expect(await repo().update(mine.id, their.id, { price: 1 })).toBeNull();
    expect(await repo().update(mine.id, their.id, {})).toBeNull();
    expect(await repo().delete(mine.id, their.id)).toBe(false);
    expect(await repo().list(mine.id)).toEqual([]);
    expect(await repo().findById(theirs.id, their.id)).toEqual(their);
  });

  it('hands out copies: changing a returned item changes nothing stored', async () => {
    const { id } = await store().givenRestaurant();
    const created = await repo().create(item(id));
    (await repo().list(id))[0]!.ingredients.push('queso');
    (await repo().findById(id, created.id))!.price = 1;
    expect(await repo().findById(id, created.id)).toEqual(created);
  });

  it('deletes once', async () => {
    const { id } = await store().givenRestaurant();
    const created = await repo().create(item(id));
    expect(await repo().delete(id, created.id)).toBe(true);
    expect(await repo().delete(id, created.id)).toBe(false);
    expect(await repo().findById(id, created.id)).toBeNull();
  });

  it('keeps any ingredient list, price and availability', async () => {
    const { id } = await store().givenRestaurant();
    const created = await repo().create(item(id));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.string()), fc.nat(100_000_000), fc.boolean(), async (ingredients, price, available) => {
        await repo().update(id, created.id, { ingredients, price, available });
        expect(await repo().findById(id, created.id)).toEqual({ ...created, ingredients, price, available });
      }),
      { numRuns: 40 },
    );
  });
});
