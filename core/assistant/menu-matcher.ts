import type { MenuItem } from '../menu/menu-item.js';
import { editDistance, similarStems, stem, words } from './text.js';

/** Words that never identify a dish: they join a name together ("tacos AL pastor") or are filler. */
export const FILLER_WORDS = new Set([
  'de', 'del', 'al', 'a', 'la', 'las', 'el', 'los', 'lo', 'y', 'con', 'en', 'por', 'para', 'un', 'una', 'uno',
  'unos', 'unas', 'mi', 'me', 'te', 'que', 'orden', 'ordenes', 'favor', 'porfa', 'porfavor', 'e',
]);

/** The stems that identify an item: its name minus filler. */
export function nameStems(name: string): string[] {
  const stems = words(name).filter((w) => !FILLER_WORDS.has(w)).map(stem);
  return [...new Set(stems)];
}

/** Which stems of `item` the customer's word stands for. */
export function matchingStems(word: string, item: Pick<MenuItem, 'name'>): string[] {
  if (FILLER_WORDS.has(word)) return [];
  const s = stem(word);
  return nameStems(item.name).filter((n) => similarStems(s, n));
}

/**
 * Picks the items best described by a set of customer words: most name words matched, then the
 * largest share of the name covered. Several winners means the customer has to choose.
 */
export function bestItems<T extends Pick<MenuItem, 'name'>>(customerWords: string[], menu: T[]): T[] {
  let best: T[] = [];
  let bestCount = 0;
  let bestCoverage = 0;
  for (const item of menu) {
    const matched = new Set(customerWords.flatMap((w) => matchingStems(w, item)));
    if (matched.size === 0) continue;
    const coverage = matched.size / nameStems(item.name).length;
    if (matched.size > bestCount || (matched.size === bestCount && coverage > bestCoverage)) {
      best = [item];
      bestCount = matched.size;
      bestCoverage = coverage;
    } else if (matched.size === bestCount && coverage === bestCoverage) {
      best.push(item);
    }
  }
  return best;
}

export type Resolution<T> =
  | { kind: 'found'; item: T }
  | { kind: 'ambiguous'; candidates: T[] }
  | { kind: 'none'; suggestions: T[] };

/** Resolves what a model or a customer called a product (an id or a loose name) to one menu item. */
export function resolveMenuItem<T extends Pick<MenuItem, 'id' | 'name'>>(query: string, menu: T[]): Resolution<T> {
  const byId = menu.find((item) => item.id === query);
  if (byId) return { kind: 'found', item: byId };
  const exact = menu.filter((item) => words(item.name).join(' ') === words(query).join(' '));
  if (exact.length === 1) return { kind: 'found', item: exact[0]! };
  const best = bestItems(words(query), menu);
  if (best.length === 1) return { kind: 'found', item: best[0]! };
  if (best.length > 1) return { kind: 'ambiguous', candidates: best };
  return { kind: 'none', suggestions: closestNames(query, menu, 3) };
}

/** Items whose whole name is spelled closest to the query: suggestions for a dish we do not have. */
export function closestNames<T extends Pick<MenuItem, 'name'>>(query: string, menu: T[], limit: number): T[] {
  const q = words(query).map(stem);
  const score = (item: T) => {
    const n = nameStems(item.name);
    let total = 0;
    for (const w of q) total += Math.min(...n.map((s) => lettersApart(w, s)), 1);
    return total / Math.max(q.length, 1);
  };
  return [...menu]
    .map((item) => ({ item, s: score(item) }))
    .filter((x) => x.s < 0.6)
    .sort((a, b) => a.s - b.s)
    .slice(0, limit)
    .map((x) => x.item);
}

function lettersApart(a: string, b: string): number {
  if (a.startsWith(b) || b.startsWith(a)) return 0.2;
  return editDistance(a, b) / Math.max(a.length, b.length);
}
