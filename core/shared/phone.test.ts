import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalizePhone } from './phone.js';

const national = fc.stringMatching(/^[1-9]\d{9}$/);

describe('normalizePhone', () => {
  it('gives +52 and +521 forms of a Mexican mobile the same canonical phone, however typed', () => {
    fc.assert(
      fc.property(national, (n) => {
        const canonical = `+521${n}`;
        expect(normalizePhone(`+52${n}`)).toBe(canonical);
        expect(normalizePhone(`+521${n}`)).toBe(canonical);
        expect(normalizePhone(`whatsapp:+52 1 ${n.slice(0, 2)} ${n.slice(2, 6)}-${n.slice(6)}`)).toBe(canonical);
        expect(normalizePhone(`52${n}`)).toBe(canonical);
      }),
    );
  });

  it('is idempotent and leaves other countries as digits with a plus', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\+?[\d ]{0,16}$/), (raw) => {
        const once = normalizePhone(raw);
        expect(normalizePhone(once)).toBe(once);
      }),
    );
    expect(normalizePhone('+1 (415) 555-0100')).toBe('+14155550100');
    expect(normalizePhone('+34612345678')).toBe('+34612345678');
  });
});
