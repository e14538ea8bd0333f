import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_MENU } from '../menu/demo-menu.js';
import { isMeasure } from './measures.js';
import { MAX_REQUEST_WORDS, type Matchable, MenuMatcher, type Resolution } from './menu-matcher.js';
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
  // A word near no stem of the menu that begins exactly one, cut three letters short or more, is that one ("capu").
  const all = [...new Set(words.flatMap((i) => i.stems))];
  const cutOf = (w: string) => {
    if (w.length < 4 || /\d/.test(w) || isMeasure(w) || all.some((s) => matcher.similar(w, s))) return null;
    const heard = matcher.sound(w);
    const begun = all.filter(
      (s) => s.length >= w.length + 3 && !isMeasure(s) && (s.startsWith(w) || (heard.length >= 4 && matcher.sound(s).startsWith(heard))),
    );
    return begun.length === 1 ? begun[0]! : null;
  };
  const named = (w: string, stems: readonly string[]) => inStems(w, stems) || stems.includes(cutOf(w) ?? '');
  const fits: T[] = [];
  const full: T[] = [];
  words.forEach((item, i) => {
    let covers = false;
    let whole = false;
    for (const v of item.variants) {
      if (!q.some((w) => named(w, v))) continue;
      if (q.every((w) => named(w, v) || inStems(w, item.description))) {
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
  const every = menu.map((_, i) => i);
  const sharing = every.filter((i) => q.some((w) => named(w, words[i]!.stems)));
  const suggestions = (sharing.length ? sharing : every)
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
      // Without categories: a request naming a category ("una crepa dulce" → the crepas of "Crepas dulces",
      // categoryNamed) is checked by menu-matcher.test.ts; here the names are held to the item-by-item reference.
      fc.property(request, fc.subarray(menu, { minLength: 1 }), (words, chosen) => {
        const items = chosen.map((item) => ({ ...item, category: '' }));
        const query = words.join(' ');
        expect(matcher.resolveMenuItem(query, items)).toEqual(referenceResolve(query, items));
      }),
      { numRuns: 300 },
    );
  });
});

/** A generated menu of `size` distinct names: dishes × fillings × styles, every fifth with a synonym. */
function generatedMenu(size: number): Matchable[] {
  const dishes = ['Tacos', 'Torta', 'Quesadilla', 'Gordita', 'Sope', 'Tlayuda', 'Enchiladas', 'Huarache', 'Burrito', 'Tostada'];
  const fillings = ['Pastor', 'Suadero', 'Bistec', 'Chorizo', 'Longaniza', 'Carnitas', 'Barbacoa', 'Birria', 'Cochinita', 'Tinga'];
  const styles = ['', 'con Queso', 'Dorada', 'Norteña', 'Especial', 'Doble', 'Sencilla', 'Grande', 'Chica', 'Gratinada'];
  const extra = [
    '',
    'Roja',
    'Verde',
    'Ahogada',
    'de la Casa',
    'al Carbón',
    'en Salsa',
    'Light',
    'Mixta',
    'Jumbo',
    'Mini',
    'Premium',
    'Clásica',
    'Suprema',
    'Picante',
    'Vegana',
    'Norteña Especial',
    'Huasteca',
    'Poblana',
    'Tapatía',
  ];
  const menu: Matchable[] = [];
  for (const e of extra)
    for (const s of styles)
      for (const f of fillings)
        for (const d of dishes) {
          if (menu.length >= size) return menu;
          const name = [d, 'de', f, s, e].filter(Boolean).join(' ');
          menu.push({ id: `g${menu.length}`, name, ...(menu.length % 5 === 0 ? { synonyms: [`${d} ${f}`.toLowerCase()] } : {}) });
        }
  return menu;
}

/** Words no name has (syllables drawn by a fixed generator), run together into a message of `length` characters. */
function unknownWords(length: number): string {
  const syllables = ['ka', 'lo', 'mi', 'tu', 'zre', 'pla', 'vos', 'nik', 'dru', 'fe', 'gob', 'quin', 'jas', 'wre', 'yul'];
  let seed = 7;
  const next = () => (seed = (seed * 1103515245 + 12345) % 2147483648) % syllables.length;
  let text = '';
  while (text.length < length) text += `${syllables[next()]}${syllables[next()]}${syllables[next()]} `;
  return text.slice(0, length);
}

describe('resolving is bounded by the request words read, not by the message or the menu items', () => {
  const big = generatedMenu(2000);
  const distinctStems = (menu: Matchable[]) => new Set(menu.flatMap((i) => matcher.itemVariants(i).flat())).size;

  it('a 4,096-character message of unknown words over a 2,000-item menu: no dish and no suggestion, as before', () => {
    expect(big).toHaveLength(2000);
    const m = new MenuMatcher();
    const message = unknownWords(4096);
    expect(m.contentStems(message).length).toBeGreaterThan(MAX_REQUEST_WORDS * 4);
    const before = m.comparisons;
    // The unbounded matcher (main at 75f748b) answered this too, after seconds of work.
    expect(m.resolveMenuItem(message, big)).toEqual({ kind: 'none', suggestions: [] });
    expect(m.closestNames(message, big, 3)).toEqual([]);
    // Each of at most MAX_REQUEST_WORDS words against each different stem of the menu: twice to resolve, twice for closestNames.
    expect(m.comparisons - before).toBeLessThanOrEqual(4 * MAX_REQUEST_WORDS * distinctStems(big));
  });

  it('the same bound for any message length and menu size (fast-check)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2000 }), fc.integer({ min: 1, max: 4096 }), fc.nat(), (size, length, at) => {
        const m = new MenuMatcher();
        const menu = big.slice(0, size);
        const message = `${unknownWords(length)} ${menu[at % size]!.name}`;
        m.resolveMenuItem(message, menu);
        expect(m.comparisons).toBeLessThanOrEqual(2 * MAX_REQUEST_WORDS * distinctStems(menu));
      }),
      { numRuns: 25 },
    );
  });

  it('a name among them is still found when said alone, with a typo', () => {
    const m = new MenuMatcher();
    const found = m.resolveMenuItem('gordita de chorizo gratinda roja', big);
    expect(found.kind === 'found' && found.item.name).toBe('Gordita de Chorizo Gratinada Roja');
  });
});
