import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMxn } from '../shared/money.js';
import { readPrice } from './price-text.js';

describe('prices as owners write them', () => {
  it.each([
    ['119', 11_900],
    ['$119', 11_900],
    ['89,50', 8_950],
    ['89.5', 8_950],
    ['$1,299.00', 129_900],
    ['1.299,00', 129_900],
    ['1,299', 129_900],
    ['1 299', 129_900],
    ['$ 45 MXN', 4_500],
    ['0', 0],
  ])('"%s" is %i cents', (text, cents) => {
    expect(readPrice(text)).toEqual({ ok: true, cents });
  });

  it.each([
    ['', 'Falta el precio'],
    ['abc', 'El precio «abc» no es un número'],
    ['-5', 'El precio no puede ser negativo'],
    ['12,5,0', 'El precio «12,5,0» no es un número'],
    ['1,299,00', 'El precio «1,299,00» no es un número'],
    ['200000', 'El precio es demasiado alto (máximo $100,000.00)'],
  ])('"%s" is refused: %s', (text, problem) => {
    expect(readPrice(text)).toEqual({ ok: false, problem });
  });

  it('reads back every amount the app itself prints, with or without the sign and cents', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_00 }), (cents) => {
        const printed = formatMxn(cents);
        expect(readPrice(printed)).toEqual({ ok: true, cents });
        expect(readPrice(printed.slice(1).replace(/,/g, '').replace('.', ','))).toEqual({ ok: true, cents });
      }),
    );
  });
});
