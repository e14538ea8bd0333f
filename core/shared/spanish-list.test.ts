import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { listAnd, listOr } from './spanish-list.js';

describe('Spanish lists', () => {
  it('join every item with commas and the last with "y" or "o"', () => {
    expect(listAnd(['2 Tacos', '1 Agua', '3 Tortas'])).toBe('2 Tacos, 1 Agua y 3 Tortas');
    expect(listOr(['Chico', 'Mediano', 'Grande (+$20)'])).toBe('Chico, Mediano o Grande (+$20)');
    expect(listOr(['Efectivo', 'Transferencia'])).toBe('Efectivo o Transferencia');
    expect(listAnd(['Gringa'])).toBe('Gringa');
    expect(listOr([])).toBe('');
  });

  it('keep every item, in order, and differ only in the last joining word', () => {
    const item = fc.string({ minLength: 1, maxLength: 12 }).filter((s) => !s.includes(','));
    fc.assert(
      fc.property(fc.array(item, { minLength: 2, maxLength: 6 }), (items) => {
        const and = listAnd(items);
        const or = listOr(items);
        expect(and.startsWith(items.slice(0, -1).join(', '))).toBe(true);
        expect(and.endsWith(` y ${items.at(-1)}`)).toBe(true);
        expect(or.endsWith(` o ${items.at(-1)}`)).toBe(true);
        expect(and.slice(0, -(items.at(-1)!.length + 3))).toBe(or.slice(0, -(items.at(-1)!.length + 3)));
      }),
    );
  });
});
