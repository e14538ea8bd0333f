import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_WORD_QUANTITY, numberWord, parseQuantity } from './quantity-words.js';

describe('quantity words', () => {
  it('parse every Spanish number word and every digit string in range', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: MAX_WORD_QUANTITY }), (n) => {
        expect(parseQuantity(numberWord(n))).toBe(n);
        expect(parseQuantity(numberWord(n).toUpperCase())).toBe(n);
        expect(parseQuantity(String(n))).toBe(n);
        expect(parseQuantity(`x${n}`)).toBe(n);
      }),
    );
  });

  it('parse dozens and pairs', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 8 }), (n) => {
        expect(parseQuantity(`${numberWord(n)} docenas`)).toBe(12 * n);
      }),
    );
    expect(parseQuantity('un par')).toBe(2);
    expect(parseQuantity('media docena')).toBe(6);
    expect(parseQuantity('una docena')).toBe(12);
    expect(parseQuantity('una docena y media')).toBe(18);
    expect(parseQuantity('docena y media')).toBe(18);
    expect(parseQuantity('2 más')).toBe(2);
    expect(parseQuantity('Dieciséis')).toBe(16);
    expect(parseQuantity('una')).toBe(1);
    expect(parseQuantity('tacos')).toBeNull();
    expect(parseQuantity('cero')).toBeNull();
  });
});
