import type { MenuItem } from '../menu/menu-item.js';
import { BoundedMemo } from './bounded-memo.js';
import { foldNameMeasures, isMeasure, SIZE_WORDS } from './measures.js';
import { editDistance, stem, WordCaches, words } from './text.js';

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
  'numero',
  'num',
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

/** A size or number word as one word ("chica" → "chico", "cuatro" → "4"); own keys only ("constructor" is a word). */
const canonical = (w: string): string =>
  Object.hasOwn(SIZE_WORDS, w) ? SIZE_WORDS[w]! : Object.hasOwn(NUMBER_WORDS, w) ? NUMBER_WORDS[w]! : w;

/**
 * Letters said otherwise than written, folded on both sides after the stem ("brewes" is "brew"):
 * ph is said f ("filadelfia" is "Philadelphia"); English "ew" ending a syllable is said u, as
 * customers write it ("cold bru"): no word of Spanish has it, so words of Spanish keep their letters;
 * and hu or w before a vowel is said gu, the way Mexicans text it either way ("webos", "guevo",
 * "warache", "wacamole", "awa de wayaba" for huevos, huarache, guacamole, agua de guayaba; "sanwich"
 * and "sanguich" meet). The h of ch and sh is no h.
 */
const SAID_OTHERWISE = /ph|ew(?![aeiou])|(?<![cs])hu(?=[aeio])|w(?=[aeio])/g;
const SAID_AS: Record<string, string> = { ph: 'f', ew: 'u', hu: 'gu', w: 'gu' };

/** A word's stem as matching compares it, with the letters said otherwise folded (`SAID_OTHERWISE`). */
export const matchStem = (word: string): string => stem(word).replace(SAID_OTHERWISE, (m) => SAID_AS[m] ?? m);

/** What the matcher reads of an item: its name, the operator's synonyms and its description. */
export type Matchable = Pick<MenuItem, 'id' | 'name'> & { synonyms?: string[]; description?: string | null; category?: string };

function stemsOf(text: string): string[] {
  const stems = words(foldNameMeasures(text))
    .filter((w) => !FILLER_WORDS.has(w))
    .map((w) => matchStem(canonical(w)));
  return [...new Set(stems)];
}
/** Texts longer than this (whole messages) are matched without being remembered. */
const CACHED_TEXT_LENGTH = 200;
/**
 * The most different words of a request the matcher reads: no dish's name has this many, so a
 * longer request fits none, and its closest items are found by its first words. With it, resolving
 * compares at most MAX_REQUEST_WORDS words with each different stem of the menu, whatever the
 * message's length (docs/engine.md, "spell").
 */
export const MAX_REQUEST_WORDS = 24;

/**
 * Matches what customers and models call a product against a menu, and everything it remembers
 * between calls (the sounds of words among them), each cache bounded whatever customers write or
 * operators name (a BoundedMemo keeps at most twice its limit; the WeakMaps hold entries only
 * while their menu arrays and items are alive). Owner: whoever answers customers holds one for
 * its life: apps/server/container.ts makes the assistant's, each OfflineLanguageModel (one per
 * pooled engine's worker thread) its own, a test its own. Nothing clears it, since every entry is
 * keyed by the words it was worked out from and a changed menu simply misses.
 */
export class MenuMatcher extends WordCaches {
  /** Content stems of menu names, synonyms and short requests (callers must not change them). */
  readonly stems = new BoundedMemo<string, string[]>(10_000);
  /** An item's words by the item object, while its name, synonyms and description are unchanged. */
  readonly itemWords = new WeakMap<object, ItemWords>();
  /** The same words by name (then compared in full): the menu is read from storage again for every message, as new objects. */
  readonly itemsByName = new BoundedMemo<string, ItemWords[]>(5_000);
  /** Per menu array: the items it held when last read, and their words. */
  readonly menuWords = new WeakMap<readonly object[], { objects: object[]; words: MenuWords }>();
  /** Menus by the words of their items: the same menu comes back from storage as a new array for every message. */
  readonly menus = new BoundedMemo<string, MenuWords>(500);
  /** Word → whether any item of a menu has it, keyed by menu uid and word. */
  readonly wordsOnMenu = new BoundedMemo<string, boolean>(20_000);
  /** Words of names and synonyms as written, filler kept ("Café con Leche" → café, con, leche). */
  readonly nameWords = new BoundedMemo<string, readonly string[]>(10_000);
  /** Per menu uid and word: the stems of the menu's names and synonyms the word is like (`similar`). */
  readonly nearStems = new BoundedMemo<string, ReadonlySet<string>>(20_000);
  /** Resolutions by menu uid and request: the same names are resolved again and again. */
  readonly resolutions = new BoundedMemo<string, Positions>(10_000);
  /** Counters giving each different item wording and each different menu its uid. */
  itemCount = 0;
  menuCount = 0;
  /** Words of requests compared with stems of menus, ever: what a test bounds the work by. */
  comparisons = 0;

  /** The bounded caches, to check their bounds. */
  bounded(): BoundedMemo<string, unknown>[] {
    return [
      this.stems,
      this.sounds,
      this.alike,
      this.nameWords,
      this.itemsByName,
      this.menus,
      this.wordsOnMenu,
      this.nearStems,
      this.resolutions,
    ];
  }

  stemsOfText(text: string): string[] {
    if (text.length > CACHED_TEXT_LENGTH) return stemsOf(text);
    let found = this.stems.get(text);
    if (!found) this.stems.set(text, (found = stemsOf(text)));
    return found;
  }

  /** The words of a name or synonym as written, filler kept (read-only). */
  wordsOfName(name: string): readonly string[] {
    if (name.length > CACHED_TEXT_LENGTH) return words(name);
    let found = this.nameWords.get(name);
    if (!found) this.nameWords.set(name, (found = words(name)));
    return found;
  }

  /** The stems that carry meaning in a text: filler out, number words as digits. */
  contentStems(text: string): string[] {
    return contentStems(text, this);
  }

  /** The item's name and each synonym, as content stems. */
  variants(item: Pick<Matchable, 'name' | 'synonyms'>): string[][] {
    return variants(item, this);
  }

  /** The item's name and synonyms as content stems (read-only, not to be changed by the caller). */
  itemVariants(item: Pick<Matchable, 'name' | 'synonyms'>): readonly (readonly string[])[] {
    return itemVariants(item, this);
  }

  /** Whether a customer's word names part of this item (name or synonym). */
  wordMatchesItem(word: string, item: Pick<Matchable, 'name' | 'synonyms'>): boolean {
    return wordMatchesItem(word, item, this);
  }

  /** Whether a customer's word is the head of one of the item's names (see `wordHeadsItem`). */
  wordHeadsItem(word: string, item: Pick<Matchable, 'name' | 'synonyms'>): boolean {
    return wordHeadsItem(word, item, this);
  }

  /** wordMatchesItem(word, { name }) without an item: whether a customer's word is one of the words of `name`. */
  wordMatchesName(word: string, name: string): boolean {
    return wordMatchesName(word, name, this);
  }

  /** A menu's words read once, for many lookups while nothing changes it (one message being parsed). */
  menuLookup(menu: readonly Pick<Matchable, 'name' | 'synonyms'>[]): MenuLookup {
    return menuLookup(menu, this);
  }

  /** Whether any item of the menu has this word (`wordMatchesItem`). */
  wordOnMenu(word: string, menu: readonly Pick<Matchable, 'name' | 'synonyms'>[]): boolean {
    return menuLookup(menu, this).has(word);
  }

  /** Which name stems of the item a word stands for. */
  matchingStems(word: string, item: Pick<Matchable, 'name' | 'synonyms'>): string[] {
    return matchingStems(word, item, this);
  }

  /** What a model or a customer called a product, resolved to one menu item (see `resolveMenuItem`). */
  resolveMenuItem<T extends Matchable>(query: string, menu: T[]): Resolution<T> {
    return resolveMenuItem(query, menu, this);
  }

  /** Items spelled closest to the query, sharing at least one word with it: suggestions for a dish we do not have. */
  closestNames<T extends Pick<Matchable, 'name' | 'synonyms'>>(query: string, menu: T[], limit: number): T[] {
    return closestNames(query, menu, limit, this);
  }
}

/** The stems that carry meaning in a text: filler out, number words as digits. */
function contentStems(text: string, caches: MenuMatcher): string[] {
  return [...caches.stemsOfText(text)];
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
  /** The category the operator filed it under ("Crepas dulces"), and its content stems. */
  category: string | null;
  categoryStems: string[];
}
/** How many differently worded items of one name are remembered. */
const WORDINGS_PER_NAME = 4;

function sameWords(cached: ItemWords, item: Pick<Matchable, 'name' | 'synonyms' | 'description' | 'category'>): boolean {
  const synonyms = item.synonyms ?? [];
  if (cached.name !== item.name || cached.description !== (item.description ?? null) || cached.synonyms.length !== synonyms.length)
    return false;
  if (cached.category !== (item.category ?? null)) return false;
  for (let i = 0; i < synonyms.length; i++) if (cached.synonyms[i] !== synonyms[i]) return false;
  return true;
}

function readWords(c: MenuMatcher, name: string, synonyms: string[], description: string | null, category: string | null): ItemWords {
  const variants = [name, ...synonyms].map((text) => c.stemsOfText(text)).filter((v) => v.length > 0);
  return {
    uid: ++c.itemCount,
    name,
    synonyms,
    description,
    variants,
    stems: [...new Set(variants.flat())],
    descriptionStems: description ? c.stemsOfText(description) : [],
    category,
    categoryStems: category ? c.stemsOfText(category) : [],
  };
}

/** The item's words, from the caches while its name, synonyms and description are unchanged. */
function wordsOfItem(c: MenuMatcher, item: Pick<Matchable, 'name' | 'synonyms' | 'description' | 'category'>): ItemWords {
  const cached = c.itemWords.get(item);
  if (cached && sameWords(cached, item)) return cached;
  const named = c.itemsByName.get(item.name) ?? [];
  let found = named.find((w) => sameWords(w, item));
  if (!found) {
    found = readWords(c, item.name, [...(item.synonyms ?? [])], item.description ?? null, item.category ?? null);
    c.itemsByName.set(item.name, [found, ...named.slice(0, WORDINGS_PER_NAME - 1)]);
  }
  c.itemWords.set(item, found);
  return found;
}

/** The item's name and each synonym, as content stems. */
function variants(item: Pick<Matchable, 'name' | 'synonyms'>, caches: MenuMatcher): string[][] {
  return wordsOfItem(caches, item).variants.map((v) => [...v]);
}

/** The item's name and synonyms as content stems (read-only, not to be changed by the caller). */
const itemVariants = (item: Pick<Matchable, 'name' | 'synonyms'>, caches: MenuMatcher): readonly (readonly string[])[] =>
  wordsOfItem(caches, item).variants;

/** Two stems name the same thing; measures ("ml355", "pz12") only when they are the same measure. */
const sameStem = (c: MenuMatcher, a: string, b: string) =>
  isMeasure(a) || isMeasure(b) ? a === b : c.similar(a, b) || (a.length >= 5 && b.length >= 5 && c.similar(bare(a), bare(b)));
/** Without every trailing s and e: "boneless" and "boneles" (a plural spelled twice) meet. */
const bare = (w: string) => w.replace(/[se]+$/, '');

const inStems = (c: MenuMatcher, word: string, stems: readonly string[]) => {
  for (const s of stems) if (sameStem(c, word, s)) return true;
  return false;
};

/** Whether a customer's word names part of this item (name or synonym). */
function wordMatchesItem(word: string, item: Pick<Matchable, 'name' | 'synonyms'>, caches: MenuMatcher): boolean {
  if (FILLER_WORDS.has(word)) return false;
  return inStems(caches, matchStem(canonical(word)), wordsOfItem(caches, item).stems);
}

/**
 * Whether a customer's word is the head of one of the item's names: the first word that carries
 * meaning ("chocolate" heads "Chocolate Caliente", not "Dona de Chocolate").
 */
function wordHeadsItem(word: string, item: Pick<Matchable, 'name' | 'synonyms'>, caches: MenuMatcher): boolean {
  if (FILLER_WORDS.has(word)) return false;
  const heads = wordsOfItem(caches, item).variants.map((v) => v[0]!);
  return inStems(caches, matchStem(canonical(word)), heads);
}

/** wordMatchesItem(word, { name }) without an item: whether a customer's word is one of the words of `name`. */
function wordMatchesName(word: string, name: string, caches: MenuMatcher): boolean {
  if (FILLER_WORDS.has(word)) return false;
  return inStems(caches, matchStem(canonical(word)), caches.stemsOfText(name));
}

/** What matching reads of a whole menu: the words of its items, in order. */
interface MenuWords {
  /** Different for every different list of item words: what the menu-wide caches are keyed by. */
  uid: number;
  items: ItemWords[];
  /** How each stem of the menu sounds (see `sound`), worked out when first asked. */
  sounds: Set<string> | null;
  /** Every stem of the names and synonyms, worked out when first asked. */
  stems: Set<string> | null;
  /** Each stem of the names and synonyms with the positions of the items having it, worked out when first asked. */
  byStem: Map<string, number[]> | null;
  /** The items' categories, worked out when first asked. */
  categories: Map<string, { stems: string[]; at: number[] }> | null;
}
function unchanged(cached: { objects: object[]; words: MenuWords }, menu: readonly Pick<Matchable, 'name' | 'synonyms'>[]): boolean {
  if (cached.objects.length !== menu.length) return false;
  for (let i = 0; i < menu.length; i++)
    if (cached.objects[i] !== menu[i] || (!frozenWords(menu[i]!) && !sameWords(cached.words.items[i]!, menu[i]!))) return false;
  return true;
}

/** An item whose words cannot have changed since it was read (the reply path's menu cache freezes them): no need to compare them again. */
const frozenWords = (item: Pick<Matchable, 'synonyms'>) => Object.isFrozen(item) && (!item.synonyms || Object.isFrozen(item.synonyms));

/** The menu's words, from the caches while the array holds the same items with the same words. */
function wordsOfMenu(c: MenuMatcher, menu: readonly Pick<Matchable, 'name' | 'synonyms'>[]): MenuWords {
  const cached = c.menuWords.get(menu);
  if (cached && unchanged(cached, menu)) return cached.words;
  const items = menu.map((item) => wordsOfItem(c, item));
  const key = items.map((w) => w.uid).join(' ');
  let words = c.menus.get(key);
  if (!words) {
    words = { uid: ++c.menuCount, items, sounds: null, stems: null, byStem: null, categories: null };
    c.menus.set(key, words);
  }
  c.menuWords.set(menu, { objects: [...menu], words });
  return words;
}

/** A menu's words read once, for many lookups while nothing changes it (one message being parsed). */
export interface MenuLookup {
  /** Whether any item has this word (`wordMatchesItem`), remembered per menu. */
  has(word: string): boolean;
  /** Every stem of the items' names and synonyms. */
  stems(): ReadonlySet<string>;
  /** The stems of `stems()` a word said is like (`similar`, the word itself included when it is one), remembered per menu. */
  near(word: string): ReadonlySet<string>;
  /** How every stem of the names and synonyms sounds: "agua chile" said for "aguachile". */
  sounds(): ReadonlySet<string>;
}

function menuLookup(menu: readonly Pick<Matchable, 'name' | 'synonyms'>[], caches: MenuMatcher): MenuLookup {
  const c = caches;
  const index = wordsOfMenu(c, menu);
  return {
    has: (word) => {
      if (FILLER_WORDS.has(word)) return false;
      const key = `${index.uid} ${word}`;
      const known = c.wordsOnMenu.get(key);
      if (known !== undefined) return known;
      const s = matchStem(canonical(word));
      const found = index.items.some((w) => inStems(c, s, w.stems));
      c.wordsOnMenu.set(key, found);
      return found;
    },
    sounds: () => (index.sounds ??= new Set(index.items.flatMap((w) => w.stems.map((s) => c.sound(s))))),
    stems: () => (index.stems ??= new Set(index.items.flatMap((w) => w.stems))),
    near: (word) => {
      const key = `${index.uid} ${word}`;
      let found = c.nearStems.get(key);
      if (!found) {
        const like = new Set<string>();
        for (const s of (index.stems ??= new Set(index.items.flatMap((w) => w.stems)))) if (c.similar(word, s)) like.add(s);
        c.nearStems.set(key, (found = like));
      }
      return found;
    },
  };
}

/** Kept for callers that ask which name stems a word stands for. */
function matchingStems(word: string, item: Pick<Matchable, 'name' | 'synonyms'>, caches: MenuMatcher): string[] {
  if (FILLER_WORDS.has(word)) return [];
  const s = matchStem(canonical(word));
  return wordsOfItem(caches, item).stems.filter((n) => sameStem(caches, s, n));
}

interface Fit {
  /** Every word of the request is in this variant (or the description). */
  covers: boolean;
  /** And every word of the variant is in the request: the customer said this name exactly. */
  full: boolean;
}

/** For each word of a request, the stems of the menu's names and synonyms it matches (`similarStems(word, stem)`). */
type Near = ReadonlyMap<string, ReadonlySet<string>>;

function fit(c: MenuMatcher, query: readonly string[], item: ItemWords, near: Near): Fit {
  let covers = false;
  let full = false;
  const inVariant = (w: string, v: readonly string[]) => v.some((s) => near.get(w)!.has(s));
  for (const v of item.variants) {
    if (!query.some((w) => inVariant(w, v))) continue;
    if (query.every((w) => inVariant(w, v) || inStems(c, w, item.descriptionStems))) {
      covers = true;
      if (v.every((s) => inStems(c, s, query))) full = true;
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
function resolvePositions(c: MenuMatcher, query: string, index: MenuWords): Positions {
  const said = c.stemsOfText(query);
  if (said.length === 0) return { kind: 'none', at: [] };
  const { items } = index;
  const byStem = (index.byStem ??= stemIndex(items));
  // A request of more words than any name is no name: none fits; the closest are found by its first words.
  const q = said.length > MAX_REQUEST_WORDS ? said.slice(0, MAX_REQUEST_WORDS) : said;
  // Only an item sharing a word with the request can fit it: the others are never compared word by word.
  const { sharing, near } = sharingPositions(c, q, byStem);
  const fits: number[] = [];
  const full: number[] = [];
  for (const i of q === said ? sharing : []) {
    const f = fit(c, q, items[i]!, near);
    if (!f.covers) continue;
    fits.push(i);
    if (f.full) full.push(i);
  }
  if (full.length === 1) return { kind: 'found', at: full };
  if (full.length > 1) return { kind: 'ambiguous', at: full };
  const family = q === said ? categoryNamed(c, q, index, near, fits.length === 0) : [];
  if (family.length > 1) return { kind: 'ambiguous', at: family };
  if (fits.length === 1) return { kind: 'found', at: fits };
  if (fits.length > 1) return { kind: 'ambiguous', at: fits };
  return { kind: 'none', at: closestPositions(c, q, index, 3, sharing) };
}

/**
 * "una crepa dulce" on a menu filing four crepas under "Crepas dulces": a request whose every word
 * is in one category's name, one of them a word none of its dishes' names has ("dulce"), names that
 * category: its dishes are the ones to choose from, not a combo whose description holds "crepa".
 * Each category's name is compared once; its dishes' names through the words near the request's.
 * When some dish fits the request, its words must be the category's as written or as said: a typo
 * of the category that is also a typo of a dish's word is the dish.
 */
function categoryNamed(c: MenuMatcher, q: readonly string[], index: MenuWords, near: Near, typos: boolean): number[] {
  const byStem = (index.byStem ??= stemIndex(index.items));
  for (const { stems, at } of (index.categories ??= categoriesOf(index.items)).values()) {
    c.comparisons += q.length * stems.length;
    // A word some name has exactly is that word here too ("ramune" is not the category "Ramen"); a
    // typo names the category only when it fits no dish ("pastr" is the Taco al Pastor, not "Postres").
    const said = (w: string) =>
      byStem.has(w) && !isMeasure(w) ? stems.includes(w) : typos ? inStems(c, w, stems) : stems.some((s) => spelledAs(c, w, s));
    if (at.length < 2 || !q.every(said)) continue;
    const inCategory = new Set(at);
    const named = (w: string) => [...near.get(w)!].some((s) => byStem.get(s)?.some((i) => inCategory.has(i)));
    if (q.some((w) => !named(w))) return at;
  }
  return [];
}

/** The same word, or spelled as it sounds ("dulse" for "dulces"): no typo of another. */
const spelledAs = (c: MenuMatcher, w: string, s: string) => w === s || (isMeasure(w) || isMeasure(s) ? false : c.sound(w) === c.sound(s));

/** The menu's categories, each with its content stems and the positions of its items. */
function categoriesOf(items: readonly ItemWords[]): Map<string, { stems: string[]; at: number[] }> {
  const categories = new Map<string, { stems: string[]; at: number[] }>();
  items.forEach((item, i) => {
    if (!item.category) return;
    const known = categories.get(item.category);
    if (known) known.at.push(i);
    else categories.set(item.category, { stems: item.categoryStems, at: [i] });
  });
  return categories;
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
function sharingPositions(
  c: MenuMatcher,
  q: readonly string[],
  byStem: ReadonlyMap<string, readonly number[]>,
): { sharing: number[]; near: Near } {
  const hit = new Set<number>();
  const near = new Map(q.map((w) => [w, new Set<string>()]));
  // "ramune" beside "Ramune 200 ml" and "Ramen Miso": a word some name has exactly is never a typo of another's.
  const exact = new Set(q.filter((w) => byStem.has(w) && !isMeasure(w)));
  for (const w of exact) {
    near.get(w)!.add(w);
    for (const i of byStem.get(w)!) hit.add(i);
  }
  c.comparisons += q.length * byStem.size;
  // Words that may be written short ("capu"), with the one stem each begins (null once two do), found in the same pass.
  const short = new Map(
    q.filter((w) => !exact.has(w) && mayBeShort(w)).map((w) => [w, { heard: c.sound(w), begins: undefined as string | null | undefined }]),
  );
  for (const [s, at] of byStem) {
    let shared = false;
    for (const w of q)
      if (!exact.has(w) && c.similar(w, s)) {
        near.get(w)!.add(s);
        shared = true;
      }
    if (shared) for (const i of at) hit.add(i);
    if (short.size && s.length >= ABBREVIATION_KEEPS + ABBREVIATION_DROPS && !isMeasure(s))
      for (const [w, cut] of short)
        if (s.length >= w.length + ABBREVIATION_DROPS && begins(c, w, cut.heard, s)) cut.begins = cut.begins === undefined ? s : null;
  }
  for (const [w, cut] of short) {
    // "quesa de tinga": a word one typo from a stem ("queso") may still be another cut short; both are
    // kept, and the request's other words pick (Quesadilla de Tinga fits, no queso does).
    if (!cut.begins || near.get(w)!.has(cut.begins)) continue;
    near.get(w)!.add(cut.begins);
    for (const i of byStem.get(cut.begins)!) hit.add(i);
  }
  return { sharing: [...hit].sort((a, b) => a - b), near };
}

/** The fewest letters a word cut short keeps, and the fewest it leaves out ("capu" of capuchino, "refre" of refresco). */
const ABBREVIATION_KEEPS = 4;
const ABBREVIATION_DROPS = 3;

/**
 * "un capu", "un refre", "una hamb", "un croiss": a word near no stem of the menu that begins
 * exactly one of them (as written or as said), cut at least three letters short, is that word
 * written short, as customers text the long words of names. Only where nothing else fits: a word
 * that begins two stems ("champ": champurrado, champiñones) is no one's, and a whole word of
 * Spanish a few letters short of a name ("coca" beside "Cocada") is not cut that far. Checked in
 * the one pass `sharingPositions` makes over the menu's stems, so it adds no comparisons.
 */
const mayBeShort = (w: string) => w.length >= ABBREVIATION_KEEPS && !isMeasure(w) && !/\d/.test(w);
const begins = (c: MenuMatcher, w: string, heard: string, s: string) =>
  s.startsWith(w) || (heard.length >= ABBREVIATION_KEEPS && c.sound(s).startsWith(heard));

/**
 * Resolves what a model or a customer called a product to one menu item. An item fits only
 * when every distinguishing word of the request is in its name, a synonym or its description:
 * one shared word is not enough ("torta de jamón" is not "Torta de Milanesa", "coca light" is
 * not "Coca-Cola"). Several fits are ambiguous unless exactly one name was said in full.
 */
function resolveMenuItem<T extends Matchable>(query: string, menu: T[], caches: MenuMatcher): Resolution<T> {
  const byId = menu.find((item) => item.id === query);
  if (byId) return { kind: 'found', item: byId };
  const index = wordsOfMenu(caches, menu);
  const cacheable = query.length <= CACHED_TEXT_LENGTH;
  const key = `${index.uid} ${query}`;
  let positions = cacheable ? caches.resolutions.get(key) : undefined;
  if (!positions) {
    positions = resolvePositions(caches, query, index);
    if (cacheable) caches.resolutions.set(key, positions);
  }
  const items = positions.at.map((i) => menu[i]!);
  if (positions.kind === 'found') return { kind: 'found', item: items[0]! };
  return positions.kind === 'ambiguous' ? { kind: 'ambiguous', candidates: items } : { kind: 'none', suggestions: items };
}

/** Items spelled closest to the query, sharing at least one word with it: suggestions for a dish we do not have. */
function closestNames<T extends Pick<Matchable, 'name' | 'synonyms'>>(query: string, menu: T[], limit: number, caches: MenuMatcher): T[] {
  const q = caches.stemsOfText(query).slice(0, MAX_REQUEST_WORDS);
  return closestPositions(caches, q, wordsOfMenu(caches, menu), limit).map((i) => menu[i]!);
}

/**
 * The `limit` items spelled closest to the request (at most MAX_REQUEST_WORDS words): among the
 * items sharing a word with it if any ("torta de jamón" → the tortas), else among all whose
 * spelling is less than half apart. Each word of the request is measured once against each
 * different stem of the menu (`c.comparisons` counts them), never once per item.
 */
function closestPositions(c: MenuMatcher, q: readonly string[], index: MenuWords, limit: number, shared?: number[]): number[] {
  const { items } = index;
  const byStem = (index.byStem ??= stemIndex(items));
  const sharing = shared ?? sharingAny(c, q, byStem);
  // For each stem of the menu, how far each word of the request is from it (lettersApart, capped at 1).
  const apart = new Map<string, Float64Array>();
  for (const s of byStem.keys()) {
    const row = new Float64Array(q.length);
    for (let k = 0; k < q.length; k++) row[k] = Math.min(lettersApart(c, q[k]!, s), 1);
    apart.set(s, row);
  }
  c.comparisons += q.length * byStem.size;
  if (!sharing.length && !couldBeNear(q.length, apart)) return [];
  const score = (item: ItemWords) => {
    const n = item.stems;
    if (!n.length) return Infinity;
    let total = 0;
    for (let k = 0; k < q.length; k++) {
      let best = 1;
      for (const s of n) best = Math.min(best, apart.get(s)![k]!);
      total += best;
    }
    return total / Math.max(q.length, 1);
  };
  return (sharing.length ? sharing : items.map((_, i) => i))
    .map((i) => ({ i, s: score(items[i]!) }))
    .filter((x) => sharing.length > 0 || x.s < 0.5)
    .sort((a, b) => a.s - b.s)
    .slice(0, limit)
    .map((x) => x.i);
}

/**
 * Whether any item could be less than half apart from the request: each word counts at least its
 * distance to the nearest stem of the whole menu, so when those alone reach half, none can (and no
 * item is scored: a long message of words no name has answers at once).
 */
function couldBeNear(words: number, apart: ReadonlyMap<string, Float64Array>): boolean {
  let total = 0;
  for (let k = 0; k < words; k++) {
    let best = 1;
    for (const row of apart.values()) best = Math.min(best, row[k]!);
    total += best;
  }
  return total / Math.max(words, 1) < 0.5;
}

/** Positions, in menu order, of the items having a stem some word of the request is (`sameStem`): each stem compared once. */
function sharingAny(c: MenuMatcher, q: readonly string[], byStem: ReadonlyMap<string, readonly number[]>): number[] {
  const hit = new Set<number>();
  for (const [s, at] of byStem) if (q.some((w) => sameStem(c, w, s))) for (const i of at) hit.add(i);
  c.comparisons += q.length * byStem.size;
  return [...hit].sort((a, b) => a - b);
}

function lettersApart(c: MenuMatcher, a: string, b: string): number {
  if (sameStem(c, a, b)) return 0;
  if (a.startsWith(b) || b.startsWith(a)) return 0.2;
  return editDistance(a, b, c.rows) / Math.max(a.length, b.length);
}
