import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { EMAIL_MAX, isEmail } from './email.js';

describe('isEmail', () => {
  it('accepts ordinary addresses and refuses malformed ones', () => {
    for (const ok of ['ana@taqueria.mx', 'a.b+c@sub.dominio.com.mx', 'x@y.co']) expect(isEmail(ok)).toBe(true);
    for (const bad of ['', 'ana', '@x.mx', 'ana@', 'ana@mx', 'ana@.mx', 'ana@x.', 'a b@x.mx', 'a@b@c.mx', 'ana@x..mx'])
      expect(isEmail(bad)).toBe(false);
  });

  it('refuses anything longer than RFC 5321 allows, whatever it contains', () => {
    fc.assert(fc.property(fc.string({ minLength: EMAIL_MAX + 1, maxLength: EMAIL_MAX + 500 }), (s) => !isEmail(s)));
    expect(isEmail(`${'a'.repeat(60)}@${'b'.repeat(EMAIL_MAX)}.mx`)).toBe(false);
  });

  it('agrees with the simple pattern it replaces on short inputs', () => {
    const simple = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
    const alphabet = fc.constantFrom('a', 'b', '.', '@', ' ', '-');
    fc.assert(
      fc.property(
        fc.array(alphabet, { maxLength: 12 }).map((a) => a.join('')),
        (s) => {
          // The new rule is stricter only about empty labels around dots in the domain.
          if (isEmail(s)) expect(simple.test(s)).toBe(true);
        },
      ),
    );
  });
});
