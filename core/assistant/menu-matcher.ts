import type { MenuItem } from '../menu/menu-item.js';
import { editDistance, similarStems, stem, words } from './text.js';

/** Words that never identify a dish: they join a name together ("tacos AL pastor") or are filler. */
export const FILLER_WORDS = new Set([
  'de',
  'del',
  'd',
  'al',
  'a',
  'la',
  'las',
  'el',
  'los',
  'lo',
  'y',
  'con',
  'en',
  'por',
  'para',
  'pa',
  'un',
  'una',
  'uno',
  'unos',
  'unas',
  'mi',
  'me',
  'que',
  'orden',
  'ordenes',
  'favor',
  'porfa',
  'porfavor',
  'xfa',
  'e',
  'pzas',
  'pza',
  'piezas',
]);

/** "Pizza Cuatro Quesos" and "pizza 4 quesos" are the same words. */
const NUMBER_WORDS: Record<string, string> = {
  dos: '2',
  tres: '3',
  cuatro: '4',
  cinco: '5',
  seis: '6',
  siete: '7',
  ocho: '8',
  nueve: '9',
  diez: '10',
  once: '11',
  doce: '12',
  quince: '15',
  veinte: '20',
};

/** What the matcher reads of an item: its name, the operator's synonyms and its description. */
export type Matchable = Pick<MenuItem, 'id' | 'name'> & { synonyms?: string[]; description?: string | null; category?: string };

/** The stems that carry meaning in a text: filler out, number words as digits. */
export function contentStems(text: string): string[] {
  const stems = words(text)
    .filter((w) => !FILLER_WORDS.has(w))
    .map((w) => NUMBER_WORDS[w] ?? w)
    .map(stem);
  return [...new Set(stems)];
}

/** The item's name and each synonym, as content stems. */
export function variants(item: Pick<Matchable, 'name' | 'synonyms'>): string[][] {
  return [item.name, ...(item.synonyms ?? [])].map(contentStems).filter((v) => v.length > 0);
}

const inStems = (word: string, stems: string[]) => stems.some((s) => similarStems(word, s));

/** Whether a customer's word names part of this item (name or synonym). */
export function wordMatchesItem(word: string, item: Pick<Matchable, 'name' | 'synonyms'>): boolean {
  if (FILLER_WORDS.has(word)) return false;
  const s = stem(NUMBER_WORDS[word] ?? word);
  return variants(item).some((v) => inStems(s, v));
}

/** Kept for callers that ask which name stems a word stands for. */
export function matchingStems(word: string, item: Pick<Matchable, 'name' | 'synonyms'>): string[] {
  if (FILLER_WORDS.has(word)) return [];
  const s = stem(NUMBER_WORDS[word] ?? word);
  return [...new Set(variants(item).flat())].filter((n) => similarStems(s, n));
}

interface Fit {
  /** Every word of the request is in this variant (or the description). */
  covers: boolean;
  /** And every word of the variant is in the request: the customer said this name exactly. */
  full: boolean;
}

function fit(query: string[], item: Matchable): Fit {
  const description = item.description ? contentStems(item.description) : [];
  let covers = false;
  let full = false;
  for (const v of variants(item)) {
    const inVariant = query.filter((w) => inStems(w, v));
    if (inVariant.length === 0) continue;
    if (query.every((w) => inStems(w, v) || inStems(w, description))) {
      covers = true;
      if (v.every((s) => inStems(s, query))) full = true;
    }
  }
  return { covers, full };
}

export type Resolution<T> = { kind: 'found'; item: T } | { kind: 'ambiguous'; candidates: T[] } | { kind: 'none'; suggestions: T[] };

/**
 * Resolves what a model or a customer called a product to one menu item. An item fits only
 * when every distinguishing word of the request is in its name, a synonym or its description:
 * one shared word is not enough ("torta de jamón" is not "Torta de Milanesa", "coca light" is
 * not "Coca-Cola"). Several fits are ambiguous unless exactly one name was said in full.
 */
export function resolveMenuItem<T extends Matchable>(query: string, menu: T[]): Resolution<T> {
  const byId = menu.find((item) => item.id === query);
  if (byId) return { kind: 'found', item: byId };
  const q = contentStems(query);
  if (q.length === 0) return { kind: 'none', suggestions: [] };
  const fits = menu.map((item) => ({ item, ...fit(q, item) })).filter((f) => f.covers);
  const full = fits.filter((f) => f.full);
  if (full.length === 1) return { kind: 'found', item: full[0]!.item };
  if (full.length > 1) return { kind: 'ambiguous', candidates: full.map((f) => f.item) };
  if (fits.length === 1) return { kind: 'found', item: fits[0]!.item };
  if (fits.length > 1) return { kind: 'ambiguous', candidates: fits.map((f) => f.item) };
  return { kind: 'none', suggestions: closestNames(query, menu, 3) };
}

/** Items spelled closest to the query, sharing at least one word with it: suggestions for a dish we do not have. */
export function closestNames<T extends Pick<Matchable, 'name' | 'synonyms'>>(query: string, menu: T[], limit: number): T[] {
  const q = contentStems(query);
  const score = (item: T) => {
    const n = [...new Set(variants(item).flat())];
    if (!n.length) return Infinity;
    let total = 0;
    for (const w of q) total += Math.min(...n.map((s) => lettersApart(w, s)), 1);
    return total / Math.max(q.length, 1);
  };
  // Items sharing a word with the request first ("torta de jamón" → the tortas); else the closest spellings.
  const sharing = menu.filter((item) => q.some((w) => inStems(w, [...new Set(variants(item).flat())])));
  return (sharing.length ? sharing : menu)
    .map((item) => ({ item, s: score(item) }))
    .filter((x) => sharing.length > 0 || x.s < 0.5)
    .sort((a, b) => a.s - b.s)
    .slice(0, limit)
    .map((x) => x.item);
}

function lettersApart(a: string, b: string): number {
  if (similarStems(a, b)) return 0;
  if (a.startsWith(b) || b.startsWith(a)) return 0.2;
  return editDistance(a, b) / Math.max(a.length, b.length);
}
