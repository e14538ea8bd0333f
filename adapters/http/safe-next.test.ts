import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safeNext } from './safe-next.js';

describe('safeNext', () => {
  it('keeps paths on this site and refuses everything a browser could read as another host', () => {
    expect(safeNext('/subscription-success?x=1#y')).toBe('/subscription-success?x=1#y');
    expect(safeNext('/a/../b')).toBe('/b');
    for (const evil of ['//evil.example', '/\t/evil.example', '/\n/x', '/\\evil', 'https://evil.example', '', 'x', '/a//b'])
      expect(safeNext(evil)).toBeNull();
  });

  it('whatever it is given, what it returns resolves to this origin, with no control characters or // ', () => {
    const chars = fc.constantFrom('/', '\\', '.', 'a', ':', '@', '%', '\t', '\n', '\u0000', '?', '#', ' ', 'é');
    fc.assert(
      fc.property(
        fc.array(chars, { maxLength: 20 }).map((a) => a.join('')),
        fc.string(),
        (built, random) => {
          for (const raw of [built, `/${built}`, random]) {
            const out = safeNext(raw);
            if (out === null) continue;
            const base = 'https://comanda.mx';
            expect(new URL(out, base).origin).toBe(base);
            expect(out.startsWith('/') && !out.includes('//') && !out.includes('\\')).toBe(true);
            expect([...out].some((ch) => ch.charCodeAt(0) < 0x20 || ch.charCodeAt(0) === 0x7f)).toBe(false);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
