import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../menu/menu-item.js';
import type { OptionGroup } from '../menu/option-groups.js';
import { lineName } from '../orders/option-text.js';
import { emptyCart } from '../orders/cart.js';
import { chooseOptions } from './option-choice.js';
import { executeTool } from './tool-executor.js';
import { MenuMatcher } from './menu-matcher.js';

/** The matcher every tool call of this file resolves names with, as the assistant holds one. */
const matcher = new MenuMatcher();

const groups: OptionGroup[] = [
  {
    name: 'Tamaño',
    kind: 'single',
    required: true,
    max: null,
    options: [
      { name: 'Chico', price: 0, available: true },
      { name: 'Grande', price: 2_000, available: true },
    ],
  },
  {
    name: 'Salsa',
    kind: 'single',
    required: false,
    max: null,
    options: [
      { name: 'Salsa verde', price: 0, available: true },
      { name: 'Salsa roja', price: 0, available: true },
      { name: 'Habanero', price: 0, available: false },
    ],
  },
  {
    name: 'Extras',
    kind: 'multiple',
    required: false,
    max: 2,
    options: [
      { name: 'Tocino', price: 2_500, available: true },
      { name: 'Queso', price: 1_500, available: true },
      { name: 'Aguacate', price: 1_800, available: true },
    ],
  },
  {
    name: 'Quitar',
    kind: 'remove',
    required: false,
    max: null,
    options: [
      { name: 'Cebolla', price: 0, available: true },
      { name: 'Jitomate', price: 0, available: true },
    ],
  },
];

const burger: MenuItem = {
  id: 'b1',
  restaurantId: 'r',
  name: 'Hamburguesa clásica',
  description: null,
  price: 11_900,
  category: 'Hamburguesas',
  ingredients: [],
  available: true,
  synonyms: [],
  optionGroups: groups,
  createdAt: new Date(0),
};
const soda: MenuItem = { ...burger, id: 's1', name: 'Refresco', price: 2_500, category: 'Bebidas', optionGroups: [] };
const menu = [burger, soda];
const add = (producto: string, opciones: unknown, cart = emptyCart(), cantidad = 1) =>
  executeTool(
    { id: 'c', name: 'agregar_producto', arguments: { producto, cantidad, opciones } },
    { menu, cart, orderNotes: null, matcher },
  );

describe('options chosen on WhatsApp are priced by the server', () => {
  it('"la grande con extra tocino, salsa verde y sin cebolla" costs the item plus the extras', () => {
    const { result, cart } = add('hamburguesa', ['la grande', 'con extra tocino', 'salsa verde', 'sin cebolla'], emptyCart(), 2);
    expect(result.ok).toBe(true);
    expect(cart.lines).toEqual([
      {
        menuItemId: 'b1',
        name: 'Hamburguesa clásica',
        unitPrice: 11_900 + 2_000 + 2_500,
        quantity: 2,
        notes: null,
        options: [
          { group: 'Tamaño', name: 'Grande', price: 2_000 },
          { group: 'Salsa', name: 'Salsa verde', price: 0 },
          { group: 'Extras', name: 'Tocino', price: 2_500 },
          { group: 'Quitar', name: 'sin cebolla', price: 0 },
        ],
      },
    ]);
    expect(lineName(cart.lines[0]!)).toBe('Hamburguesa clásica (Grande +$20, Salsa verde, Tocino +$25, sin cebolla)');
  });

  it('a missing required size is a question listing the sizes with their prices', () => {
    const { result, cart } = add('hamburguesa', ['tocino']);
    expect(result).toMatchObject({
      ok: false,
      error: 'faltan_opciones',
      mensaje: '¿De qué tamaño quieres tu Hamburguesa clásica? Chico o Grande (+$20)',
      faltan: [{ grupo: 'Tamaño', opciones: ['Chico', 'Grande (+$20)'] }],
    });
    expect(cart.lines).toEqual([]);
  });

  it('one typo is forgiven; an option the item does not have is refused with what it has', () => {
    expect(add('hamburguesa', ['grnade']).cart.lines[0]?.unitPrice).toBe(13_900);
    const refused = add('hamburguesa', ['chica', 'extra piña']);
    expect(refused.result).toMatchObject({ ok: false, error: 'opcion_invalida' });
    expect(refused.result.mensaje).toContain('"extra piña"');
    expect(refused.result.mensaje).not.toMatch(/undefined|error|zod/i);
  });

  it('refuses two sizes, more extras than allowed and a sold-out sauce', () => {
    expect(add('hamburguesa', ['chico', 'grande']).result.mensaje).toBe(
      'Solo se puede elegir una opción de tamaño. ¿De qué tamaño? Chico o Grande (+$20)',
    );
    expect(add('hamburguesa', ['chico', 'tocino', 'queso', 'aguacate']).result.mensaje).toBe(
      'En extras puedes elegir hasta 2. ¿Cuáles dejamos?',
    );
    expect(add('hamburguesa', ['chico', 'habanero']).result.mensaje).toBe(
      'Hoy no hay Habanero. ¿Qué salsa quieres? Salsa verde o Salsa roja',
    );
  });

  it('different choices make different lines; the same choices add up on one line', () => {
    let cart = add('hamburguesa', ['grande']).cart;
    cart = add('hamburguesa', ['chico'], cart).cart;
    cart = add('hamburguesa', ['Grande'], cart).cart;
    expect(cart.lines.map((l) => [l.quantity, l.unitPrice])).toEqual([
      [2, 13_900],
      [1, 11_900],
    ]);
  });

  it('an item without options ignores a "sin hielo" and keeps working as before', () => {
    expect(add('refresco', ['sin hielo']).cart.lines).toEqual([
      { menuItemId: 's1', name: 'Refresco', unitPrice: 2_500, quantity: 1, notes: null },
    ]);
  });

  it('for any valid choice of extras the unit price is the item plus exactly what those extras cost', () => {
    const extras = groups[2]!.options;
    fc.assert(
      fc.property(fc.subarray(extras, { maxLength: 2 }), fc.constantFrom('Chico', 'Grande'), (picked, size) => {
        const choice = chooseOptions(burger, [size, ...picked.map((o) => `extra ${o.name.toLowerCase()}`)]);
        const expected = (size === 'Grande' ? 2_000 : 0) + picked.reduce((s, o) => s + o.price, 0);
        expect(choice).toMatchObject({ ok: true, extra: expected });
      }),
    );
  });
});
