import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { WordCaches } from './text.js';

/* The comparisons a WordCaches remembers answer exactly what a first comparison answers, in either order. */
describe('remembered word comparisons', () => {
  const word = fc.stringMatching(/^[aclsy]{1,4}$/);

  it('give the answer of a fresh comparison, however often and in whichever order they are asked', () => {
    const remembering = new WordCaches();
    fc.assert(
      fc.property(fc.array(fc.tuple(word, word), { minLength: 1, maxLength: 20 }), (pairs) => {
        for (const [a, b] of [...pairs, ...pairs.map(([x, y]) => [y, x] as const)]) {
          expect(remembering.similar(a, b), `${a} / ${b}`).toBe(new WordCaches().similar(a, b));
        }
      }),
      { numRuns: 500, seed: 8 },
    );
  });

  it('keep the order of the words: a two-letter word is compared by its spelling only', () => {
    const caches = new WordCaches();
    expect(caches.similar('ssa', 'sa')).toBe(true);
    expect(caches.similar('sa', 'ssa')).toBe(false);
    expect(caches.similar('lla', 'ya')).toBe(true);
    expect(caches.similar('ya', 'lla')).toBe(false);
  });

  it('stay bounded', () => {
    const caches = new WordCaches();
    for (let i = 0; i < 60_000; i++) caches.similar(`palabra${i}`, `otra${i}`);
    expect(caches.alike.size).toBeLessThanOrEqual(2 * caches.alike.limit);
  });
});
