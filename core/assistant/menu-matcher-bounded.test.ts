import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_MENU } from '../menu/demo-menu.js';
import { type Matchable, MenuMatcher, type Resolution } from './menu-matcher.js';
import { editDistance } from './text.js';

/** One matcher for the file, as the assistant holds one for its life. */
const matcher = new MenuMatcher();

/*
 * Resolving a name compares each different word of the menu once (docs/engine-pool.md: the event loop's
 * work per tool call stays bounded on a 2,000-item menu). The answers are those of comparing
 * the request with every item word by word, as the matcher did before.
 */
const inStems = (w: string, stems: readonly string[]) => stems.some((s) => matcher.similar(w, s));

function referenceResolve<T extends Matchable>(query: string, menu: T[]): Resolution<T> {
  const byId = menu.find((item) => item.id === query);
  if (byId) return { kind: 'found', item: byId };
  const q = matcher.contentStems(query);
  if (q.length === 0) return { kind: 'none', suggestions: [] };
  const words = menu.map((item) => {
    const variants = matcher.itemVariants(item);
    return { variants, stems: [...new Set(variants.flat())], description: item.description ? matcher.contentStems(item.description) : [] };
  });
  const fits: T[] = [];
  const full: T[] = [];
  words.forEach((item, i) => {
    let covers = false;
    let whole = false;
    for (const v of item.variants) {
      if (!q.some((w) => inStems(w, v))) continue;
      if (q.every((w) => inStems(w, v) || inStems(w, item.description))) {
        covers = true;
        if (v.every((s) => inStems(s, q))) whole = true;
      }
    }
    if (covers) fits.push(menu[i]!);
    if (whole) full.push(menu[i]!);
  });
  if (full.length === 1) return { kind: 'found', item: full[0]! };
  if (full.length > 1) return { kind: 'ambiguous', candidates: full };
  if (fits.length === 1) return { kind: 'found', item: fits[0]! };
  if (fits.length > 1) return { kind: 'ambiguous', candidates: fits };
  const apart = (a: string, b: string) =>
    matcher.similar(a, b) ? 0 : a.startsWith(b) || b.startsWith(a) ? 0.2 : editDistance(a, b) / Math.max(a.length, b.length);
  const score = (stems: string[]) =>
    stems.length ? q.reduce((t, w) => t + Math.min(...stems.map((s) => apart(w, s)), 1), 0) / q.length : Infinity;
  const all = menu.map((_, i) => i);
  const sharing = all.filter((i) => q.some((w) => inStems(w, words[i]!.stems)));
  const suggestions = (sharing.length ? sharing : all)
    .map((i) => ({ i, s: score(words[i]!.stems) }))
    .filter((x) => sharing.length > 0 || x.s < 0.5)
    .sort((a, b) => a.s - b.s)
    .slice(0, 3)
    .map((x) => menu[x.i]!);
  return { kind: 'none', suggestions };
}

const menu = DEMO_MENU.map((item, i) => ({ ...item, id: `item-${i}`, synonyms: item.synonyms ?? [] }));
const vocabulary = [...new Set(menu.flatMap((i) => `${i.name} ${i.synonyms.join(' ')}`.toLowerCase().split(/\s+/)))];

describe('resolveMenuItem compares each word of the menu once', () => {
  it('answers as comparing the request with every item would, for names, typos, partial and unknown requests', () => {
    const typo = (word: string, at: number) =>
      word.length > 3 ? word.slice(0, at % word.length) + word.slice((at % word.length) + 1) : word;
    const request = fc.array(
      fc.oneof(
        fc.constantFrom(...vocabulary),
        fc.tuple(fc.constantFrom(...vocabulary), fc.nat()).map(([w, at]) => typo(w, at)),
        fc.constantFrom('de', 'con', 'sin', 'jamón', 'pizza', 'xyz', '2', 'dos'),
      ),
      { minLength: 1, maxLength: 5 },
    );
    fc.assert(
      fc.property(request, fc.subarray(menu, { minLength: 1 }), (words, items) => {
        const query = words.join(' ');
        expect(matcher.resolveMenuItem(query, items)).toEqual(referenceResolve(query, items));
      }),
      { numRuns: 300 },
    );
  });
});
