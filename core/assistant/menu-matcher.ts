import type { MenuItem } from '../menu/menu-item.js';
import { BoundedMemo, memoized } from './bounded-memo.js';
import { foldNameMeasures, isMeasure, SIZE_WORDS } from './measures.js';
import { editDistance, similarStems, sound, stem, words } from './text.js';

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

function stemsOf(text: string): string[] {
  const stems = words(foldNameMeasures(text))
    .filter((w) => !FILLER_WORDS.has(w))
    .map((w) => SIZE_WORDS[w] ?? NUMBER_WORDS[w] ?? w)
    .map(stem);
  return [...new Set(stems)];
}
/** Cached: menu names and synonyms are read again for every message. Callers must not change what it returns. */
const cachedStems = memoized(stemsOf, 10_000);
const CACHED_TEXT_LENGTH = 200;
const stemsOfText = (text: string) => (text.length <= CACHED_TEXT_LENGTH ? cachedStems(text) : stemsOf(text));

/** The stems that carry meaning in a text: filler out, number words as digits. */
export function contentStems(text: string): string[] {
  return [...stemsOfText(text)];
}

/** What matching reads of one item, worked out once per item object (and again if its words change). */
interface ItemWords {
  /** Different for every different name, synonyms and description. */
  uid: number;
  name: string;
  synonyms: readonly string[];
  description: string | null;
  /** Name and each synonym as content stems, the empty ones left out. */
  variants: string[][];
  /** Every stem of the variants once, in order of first appearance. */
  stems: string[];
  descriptionStems: string[];
}
const itemWords = new WeakMap<object, ItemWords>();
/** The same words by name (then compared in full): the menu is read from storage again for every message, as new objects. */
const itemWordsByName = new BoundedMemo<string, ItemWords[]>(5_000);
/** How many differently worded items of one name are remembered. */
const WORDINGS_PER_NAME = 4;

function sameWords(cached: ItemWords, item: Pick<Matchable, 'name' | 'synonyms' | 'description'>): boolean {
  const synonyms = item.synonyms ?? [];
  if (cached.name !== item.name || cached.description !== (item.description ?? null) || cached.synonyms.length !== synonyms.length)
    return false;
  for (let i = 0; i < synonyms.length; i++) if (cached.synonyms[i] !== synonyms[i]) return false;
  return true;
}

let itemCount = 0;
function readWords(name: string, synonyms: string[], description: string | null): ItemWords {
  const variants = [name, ...synonyms].map(stemsOfText).filter((v) => v.length > 0);
  return {
    uid: ++itemCount,
    name,
    synonyms,
    description,
    variants,
    stems: [...new Set(variants.flat())],
    descriptionStems: description ? stemsOfText(description) : [],
  };
}

/** The item's words, from the caches while its name, synonyms and description are unchanged. */
function wordsOfItem(item: Pick<Matchable, 'name' | 'synonyms' | 'description'>): ItemWords {
  const cached = itemWords.get(item);
  if (cached && sameWords(cached, item)) return cached;
  const named = itemWordsByName.get(item.name) ?? [];
  let found = named.find((w) => sameWords(w, item));
  if (!found) {
    found = readWords(item.name, [...(item.synonyms ?? [])], item.description ?? null);
    itemWordsByName.set(item.name, [found, ...named.slice(0, WORDINGS_PER_NAME - 1)]);
  }
  itemWords.set(item, found);
  return found;
}

/** The item's name and each synonym, as content stems. */
export function variants(item: Pick<Matchable, 'name' | 'synonyms'>): string[][] {
  return wordsOfItem(item).variants.map((v) => [...v]);
}

/** The item's name and synonyms as content stems (read-only, not to be changed by the caller). */
export const itemVariants = (item: Pick<Matchable, 'name' | 'synonyms'>): readonly (readonly string[])[] => wordsOfItem(item).variants;

/** Two stems name the same thing; measures ("ml355", "pz12") only when they are the same measure. */
const sameStem = (a: string, b: string) =>
  isMeasure(a) || isMeasure(b) ? a === b : similarStems(a, b) || (a.length >= 5 && b.length >= 5 && similarStems(bare(a), bare(b)));
/** Without every trailing s and e: "boneless" and "boneles" (a plural spelled twice) meet. */
const bare = (w: string) => w.replace(/[se]+$/, '');

const inStems = (word: string, stems: readonly string[]) => {
  for (const s of stems) if (sameStem(word, s)) return true;
  return false;
};

/** Whether a customer's word names part of this item (name or synonym). */
export function wordMatchesItem(word: string, item: Pick<Matchable, 'name' | 'synonyms'>): boolean {
  if (FILLER_WORDS.has(word)) return false;
  return inStems(stem(SIZE_WORDS[word] ?? NUMBER_WORDS[word] ?? word), wordsOfItem(item).stems);
}

/** wordMatchesItem(word, { name }) without an item: whether a customer's word is one of the words of `name`. */
export function wordMatchesName(word: string, name: string): boolean {
  if (FILLER_WORDS.has(word)) return false;
  return inStems(stem(SIZE_WORDS[word] ?? NUMBER_WORDS[word] ?? word), stemsOfText(name));
}

/** What matching reads of a whole menu: the words of its items, in order. */
interface MenuWords {
  /** Different for every different list of item words: what the menu-wide caches are keyed by. */
  uid: number;
  items: ItemWords[];
  /** How each stem of the menu sounds (see `sound`), worked out when first asked. */
  sounds: Set<string> | null;
  /** Each stem of the names and synonyms with the positions of the items having it, worked out when first asked. */
  byStem: Map<string, number[]> | null;
}
let menuCount = 0;
/** Per array: the items it held when last read, and their words. */
const menuWords = new WeakMap<readonly object[], { objects: object[]; words: MenuWords }>();
/** Menus by the words of their items: the same menu comes back from storage as a new array for every message. */
const menuWordsByContent = new BoundedMemo<string, MenuWords>(500);
/** Word → whether any item of a menu has it, keyed by menu uid and word. */
const wordsOnMenu = new BoundedMemo<string, boolean>(20_000);

function unchanged(cached: { objects: object[]; words: MenuWords }, menu: readonly Pick<Matchable, 'name' | 'synonyms'>[]): boolean {
  if (cached.objects.length !== menu.length) return false;
  for (let i = 0; i < menu.length; i++)
    if (cached.objects[i] !== menu[i] || (!frozenWords(menu[i]!) && !sameWords(cached.words.items[i]!, menu[i]!))) return false;
  return true;
}

/** An item whose words cannot have changed since it was read (the reply path's menu cache freezes them): no need to compare them again. */
const frozenWords = (item: Pick<Matchable, 'synonyms'>) => Object.isFrozen(item) && (!item.synonyms || Object.isFrozen(item.synonyms));

/** The menu's words, from the caches while the array holds the same items with the same words. */
function wordsOfMenu(menu: readonly Pick<Matchable, 'name' | 'synonyms'>[]): MenuWords {
  const cached = menuWords.get(menu);
  if (cached && unchanged(cached, menu)) return cached.words;
  const items = menu.map(wordsOfItem);
  const key = items.map((w) => w.uid).join(' ');
  let words = menuWordsByContent.get(key);
  if (!words) {
    words = { uid: ++menuCount, items, sounds: null, byStem: null };
    menuWordsByContent.set(key, words);
  }
  menuWords.set(menu, { objects: [...menu], words });
  return words;
}

/** A menu's words read once, for many lookups while nothing changes it (one message being parsed). */
export interface MenuLookup {
  /** Whether any item has this word (`wordMatchesItem`), remembered per menu. */
  has(word: string): boolean;
  /** How every stem of the names and synonyms sounds: "agua chile" said for "aguachile". */
  sounds(): ReadonlySet<string>;
}

export function menuLookup(menu: readonly Pick<Matchable, 'name' | 'synonyms'>[]): MenuLookup {
  const index = wordsOfMenu(menu);
  return {
    has: (word) => {
      if (FILLER_WORDS.has(word)) return false;
      const key = `${index.uid} ${word}`;
      const known = wordsOnMenu.get(key);
      if (known !== undefined) return known;
      const s = stem(SIZE_WORDS[word] ?? NUMBER_WORDS[word] ?? word);
      const found = index.items.some((w) => inStems(s, w.stems));
      wordsOnMenu.set(key, found);
      return found;
    },
    sounds: () => (index.sounds ??= new Set(index.items.flatMap((w) => w.stems.map(sound)))),
  };
}

/** Whether any item of the menu has this word (`wordMatchesItem`). */
export const wordOnMenu = (word: string, menu: readonly Pick<Matchable, 'name' | 'synonyms'>[]): boolean => menuLookup(menu).has(word);

/** Kept for callers that ask which name stems a word stands for. */
export function matchingStems(word: string, item: Pick<Matchable, 'name' | 'synonyms'>): string[] {
  if (FILLER_WORDS.has(word)) return [];
  const s = stem(SIZE_WORDS[word] ?? NUMBER_WORDS[word] ?? word);
  return wordsOfItem(item).stems.filter((n) => sameStem(s, n));
}

interface Fit {
  /** Every word of the request is in this variant (or the description). */
  covers: boolean;
  /** And every word of the variant is in the request: the customer said this name exactly. */
  full: boolean;
}

/** For each word of a request, the stems of the menu's names and synonyms it matches (`similarStems(word, stem)`). */
type Near = ReadonlyMap<string, ReadonlySet<string>>;

function fit(query: readonly string[], item: ItemWords, near?: Near): Fit {
  let covers = false;
  let full = false;
  const inVariant = near ? (w: string, v: readonly string[]) => v.some((s) => near.get(w)!.has(s)) : inStems;
  for (const v of item.variants) {
    if (!query.some((w) => inVariant(w, v))) continue;
    if (query.every((w) => inVariant(w, v) || inStems(w, item.descriptionStems))) {
      covers = true;
      if (v.every((s) => inStems(s, query))) full = true;
    }
  }
  return { covers, full };
}

export type Resolution<T> = { kind: 'found'; item: T } | { kind: 'ambiguous'; candidates: T[] } | { kind: 'none'; suggestions: T[] };

/** A resolution as positions in the menu: answers any array holding items with the same words. */
interface Positions {
  kind: Resolution<unknown>['kind'];
  at: number[];
}
/** Resolutions by menu uid and request: the same names are resolved again and again. */
const resolutions = new BoundedMemo<string, Positions>(10_000);

function resolvePositions(query: string, index: MenuWords): Positions {
  const q = stemsOfText(query);
  if (q.length === 0) return { kind: 'none', at: [] };
  const { items } = index;
  // Only an item sharing a word with the request can fit it: the others are never compared word by word.
  const { sharing, near } = sharingPositions(q, (index.byStem ??= stemIndex(items)));
  const fits: number[] = [];
  const full: number[] = [];
  for (const i of sharing) {
    const f = fit(q, items[i]!, near);
    if (!f.covers) continue;
    fits.push(i);
    if (f.full) full.push(i);
  }
  if (full.length === 1) return { kind: 'found', at: full };
  if (full.length > 1) return { kind: 'ambiguous', at: full };
  if (fits.length === 1) return { kind: 'found', at: fits };
  if (fits.length > 1) return { kind: 'ambiguous', at: fits };
  return { kind: 'none', at: closestPositions(q, items, 3, sharing) };
}

/** Each stem of the items' names and synonyms, with the positions of the items having it. */
function stemIndex(items: readonly ItemWords[]): Map<string, number[]> {
  const index = new Map<string, number[]>();
  items.forEach((item, i) => {
    for (const s of item.stems) {
      const at = index.get(s);
      if (at) at.push(i);
      else index.set(s, [i]);
    }
  });
  return index;
}

/**
 * Positions, in menu order, of the items sharing a word with the request: each different stem
 * of the menu is compared with the request once, not once per item that has it (a 2,000-item
 * menu has far fewer different words than items), so the work stays bounded on the event loop.
 */
function sharingPositions(q: readonly string[], byStem: ReadonlyMap<string, readonly number[]>): { sharing: number[]; near: Near } {
  const hit = new Set<number>();
  const near = new Map(q.map((w) => [w, new Set<string>()]));
  for (const [s, at] of byStem) {
    let shared = false;
    for (const w of q)
      if (similarStems(w, s)) {
        near.get(w)!.add(s);
        shared = true;
      }
    if (shared) for (const i of at) hit.add(i);
  }
  return { sharing: [...hit].sort((a, b) => a - b), near };
}

/**
 * Resolves what a model or a customer called a product to one menu item. An item fits only
 * when every distinguishing word of the request is in its name, a synonym or its description:
 * one shared word is not enough ("torta de jamón" is not "Torta de Milanesa", "coca light" is
 * not "Coca-Cola"). Several fits are ambiguous unless exactly one name was said in full.
 */
export function resolveMenuItem<T extends Matchable>(query: string, menu: T[]): Resolution<T> {
  const byId = menu.find((item) => item.id === query);
  if (byId) return { kind: 'found', item: byId };
  const index = wordsOfMenu(menu);
  const cacheable = query.length <= CACHED_TEXT_LENGTH;
  const key = `${index.uid} ${query}`;
  let positions = cacheable ? resolutions.get(key) : undefined;
  if (!positions) {
    positions = resolvePositions(query, index);
    if (cacheable) resolutions.set(key, positions);
  }
  const items = positions.at.map((i) => menu[i]!);
  if (positions.kind === 'found') return { kind: 'found', item: items[0]! };
  return positions.kind === 'ambiguous' ? { kind: 'ambiguous', candidates: items } : { kind: 'none', suggestions: items };
}

/** Items spelled closest to the query, sharing at least one word with it: suggestions for a dish we do not have. */
export function closestNames<T extends Pick<Matchable, 'name' | 'synonyms'>>(query: string, menu: T[], limit: number): T[] {
  return closestPositions(stemsOfText(query), menu.map(wordsOfItem), limit).map((i) => menu[i]!);
}

function closestPositions(q: readonly string[], items: readonly ItemWords[], limit: number, shared?: number[]): number[] {
  // Many items share their words: each pair of words is measured once.
  const apart = new Map<string, number>();
  const lettersApartOnce = (w: string, s: string) => {
    const key = `${w} ${s}`;
    let known = apart.get(key);
    if (known === undefined) apart.set(key, (known = lettersApart(w, s)));
    return known;
  };
  const score = (item: ItemWords) => {
    const n = item.stems;
    if (!n.length) return Infinity;
    let total = 0;
    for (const w of q) total += Math.min(...n.map((s) => lettersApartOnce(w, s)), 1);
    return total / Math.max(q.length, 1);
  };
  const all = items.map((_, i) => i);
  // Items sharing a word with the request first ("torta de jamón" → the tortas); else the closest spellings.
  const sharing = shared ?? all.filter((i) => q.some((w) => inStems(w, items[i]!.stems)));
  return (sharing.length ? sharing : all)
    .map((i) => ({ i, s: score(items[i]!) }))
    .filter((x) => sharing.length > 0 || x.s < 0.5)
    .sort((a, b) => a.s - b.s)
    .slice(0, limit)
    .map((x) => x.i);
}

function lettersApart(a: string, b: string): number {
  if (sameStem(a, b)) return 0;
  if (a.startsWith(b) || b.startsWith(a)) return 0.2;
  return editDistance(a, b) / Math.max(a.length, b.length);
}

/** The matcher's caches, for tests: each stays bounded whatever customers write or operators name. */
export const MATCHER_CACHES = {
  stems: cachedStems.memo,
  itemsByName: itemWordsByName,
  menus: menuWordsByContent,
  wordsOnMenu,
  resolutions,
};
