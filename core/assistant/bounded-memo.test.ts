import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BoundedMemo, memoized } from './bounded-memo.js';
import { MenuMatcher } from './menu-matcher.js';
import { editDistance, normalize, soundOf } from './text.js';

/** The distance table written out in full: what the reusable-rows editDistance must equal. */
function referenceDistance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => Array.from({ length: b.length + 1 }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)));
  for (let i = 1; i <= a.length; i++) {
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) best = Math.min(best, d[i - 2]![j - 2]! + 1);
      d[i]![j] = best;
    }
  }
  return d[a.length]![b.length]!;
}

describe('bounded caches of word functions', () => {
  it('never holds more than twice its limit, however many keys it sees', () => {
    const memo = new BoundedMemo<string, number>(100);
    for (let i = 0; i < 10_000; i++) memo.set(`k${i}`, i);
    expect(memo.size).toBeLessThanOrEqual(200);
    expect(memo.get('k9999')).toBe(9999);
    expect(memo.get('k0')).toBeUndefined();
  });

  it('keeps what is used often when it turns over', () => {
    const square = memoized((k: string) => Number(k) ** 2, 10);
    square('7');
    for (let i = 100; i < 200; i++) {
      square(String(i));
      expect(square.memo.get('7')).toBe(49);
    }
    expect(square.memo.size).toBeLessThanOrEqual(20);
  });

  it("the matcher's word caches stay bounded under endless new customer words", () => {
    const caches = new MenuMatcher();
    for (let i = 0; i < caches.sounds.limit * 3; i++) {
      const w = `palabra${i.toString(36)}`;
      caches.contentStems(w);
      caches.sound(w);
    }
    for (const cache of caches.bounded()) expect(cache.size).toBeLessThanOrEqual(2 * cache.limit);
    expect(caches.sounds.size).toBeGreaterThanOrEqual(caches.sounds.limit);
    // Long texts (whole messages) are not cached at all.
    const before = caches.stems.size;
    caches.contentStems('x'.repeat(500));
    expect(caches.stems.size).toBe(before);
  });

  it('answers the same from the cache as computed afresh', () => {
    const caches = new MenuMatcher();
    expect(caches.sound('chilaquiles')).toBe(soundOf('chilaquiles'));
    expect(caches.sound('chilaquiles')).toBe(soundOf('chilaquiles'));
    expect(normalize('Jalapeño, ¡Sí!')).toBe('jalapeno si');
    expect(caches.similar('pisa', 'pizza')).toBe(true);
    expect(caches.similar('plan', 'flan')).toBe(false);
  });
});

describe('editDistance', () => {
  it('equals the full optimal-string-alignment table for any pair of words', () => {
    const word = fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'h', 'l', 'o', 's', 'z'), maxLength: 14 });
    fc.assert(
      fc.property(word, word, (a, b) => editDistance(a, b) === referenceDistance(a, b)),
      { numRuns: 2000 },
    );
    const long = 'a'.repeat(70) + 'bc';
    expect(editDistance(long, 'a'.repeat(71) + 'cb')).toBe(referenceDistance(long, 'a'.repeat(71) + 'cb'));
    expect(editDistance('piza', 'pzia')).toBe(1);
    expect(editDistance('', 'taco')).toBe(4);
    expect(editDistance('taco', '')).toBe(4);
  });
});
