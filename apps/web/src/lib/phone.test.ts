import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone } from './phone';

describe('phones as people read them', () => {
  it('groups Mexican numbers and drops the old mobile 1', () => {
    expect(formatPhone('+5213312345678')).toBe('+52 33 1234 5678');
    expect(formatPhone('5215512345678')).toBe('+52 55 1234 5678');
    expect(formatPhone('+529991234567')).toBe('+52 999 123 4567');
    expect(formatPhone('+14155550100')).toBe('+14155550100');
    expect(formatPhone('+521555000001')).toBe('+521555000001');
  });

  it('keeps every digit of any Mexican number', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[2-9]\d{9}$/), (national) => {
        expect(formatPhone(`+52${national}`).replace(/\D/g, '')).toBe(`52${national}`);
      }),
    );
  });
});
