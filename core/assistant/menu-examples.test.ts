import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { exampleOrder } from './menu-examples.js';

const item = (name: string, category: string, available = true) => ({ name, category, available });

describe('help examples come from the restaurant’s own menu', () => {
  it('a burger place is offered burgers and its own drink, never tacos or horchata', () => {
    const menu = [
      item('Aros de Cebolla', 'Complementos', false),
      item('Hamburguesa Clásica', 'Hamburguesas'),
      item('Refresco 600 ml', 'Bebidas'),
    ];
    expect(exampleOrder(menu)).toBe('2 Hamburguesa Clásica y 1 Refresco 600 ml');
    expect(exampleOrder([item('Pozole Rojo', 'Pozoles')])).toBe('2 Pozole Rojo');
    expect(exampleOrder([item('Pozole Rojo', 'Pozoles', false)])).toBeNull();
  });

  it('for any menu, the example names only available items of that menu', () => {
    const arbItem = fc.record({
      name: fc.stringMatching(/^[A-Za-zÁÉÍÓÚáéíóúñ][A-Za-zÁÉÍÓÚáéíóúñ0-9 ]{0,20}$/),
      category: fc.constantFrom('Bebidas', 'Tacos', 'Hamburguesas', 'Postres', 'Aguas frescas'),
      available: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.array(arbItem, { maxLength: 12 }), (menu) => {
        const example = exampleOrder(menu);
        const names = menu.filter((i) => i.available).map((i) => i.name);
        const possible = new Set(names.flatMap((a) => [`2 ${a}`, ...names.map((b) => `2 ${a} y 1 ${b}`)]));
        expect(example === null ? names.length === 0 : possible.has(example)).toBe(true);
      }),
    );
  });
});
