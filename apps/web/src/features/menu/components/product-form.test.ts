import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseIngredients, priceToCents, toCreateMenuItemInput, validateProduct } from './product-form';

describe('product form rules', () => {
  it('converts any two-decimal peso amount to the exact number of cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000 }), (cents) => {
        const typed = (cents / 100).toFixed(2);
        expect(priceToCents(Number.parseFloat(typed))).toBe(cents);
      }),
    );
  });

  it('always yields an integer within half a cent of price × 100', () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1_000_000, noNaN: true }), (price) => {
        const cents = priceToCents(price);
        expect(Number.isInteger(cents)).toBe(true);
        expect(Math.abs(cents - price * 100)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it('splits ingredients on commas, trimming and dropping empties', () => {
    fc.assert(
      fc.property(fc.array(fc.string()), (parts) => {
        const result = parseIngredients(parts.join(','));
        expect(result.every((p) => p.length > 0 && p === p.trim() && !p.includes(','))).toBe(true);
      }),
    );
    expect(parseIngredients(' queso ,, chile,  ')).toEqual(['queso', 'chile']);
  });

  it('bounds synonyms like the API: at most 20, each up to 60 characters, repeats dropped', () => {
    const base = { name: 'Coca-Cola', price: '30', category: 'Bebidas', description: '', ingredients: '' };
    expect(toCreateMenuItemInput({ ...base, synonyms: ' coca , chesco,coca,' }).synonyms).toEqual(['coca', 'chesco']);
    expect(validateProduct({ ...base, synonyms: Array.from({ length: 21 }, (_, i) => `s${i}`).join(',') })).toEqual({
      synonyms: 'Puedes agregar hasta 20 sinónimos',
    });
    expect(validateProduct({ ...base, synonyms: 'x'.repeat(61) })).toEqual({ synonyms: 'Cada sinónimo puede tener hasta 60 caracteres' });
    expect(validateProduct({ ...base, synonyms: 'coca' })).toEqual({});
  });

  it('treats blank required fields as missing', () => {
    expect(validateProduct({ name: '  ', price: '', category: ' ', description: '', ingredients: '' })).toEqual({
      name: 'El nombre es requerido',
      price: 'El precio es requerido',
      category: 'La categoría es requerida',
    });
    expect(toCreateMenuItemInput({ name: 'a', price: '0.1', category: 'b', description: ' d ', ingredients: '' })).toMatchObject({
      price: 10,
      description: 'd',
    });
  });
});
