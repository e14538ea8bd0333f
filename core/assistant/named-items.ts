import type { MenuItem } from '../menu/menu-item.js';
import { foldNameMeasures, isMeasure } from './measures.js';
import type { MenuLookup, MenuMatcher } from './menu-matcher.js';
import { words } from './text.js';

/*
 * Which menu items a customer's message names in full, so that none is dropped silently
 * (`unansweredItems` in reply-guard.ts). A name counts only when its words are said together:
 *
 * - within a few words of each other: "un litro de helado … y una mangonada de medio litro" names
 *   "Helado 1 Litro" and "Mangonada 500 ml", not "Mangonada 1 L" from a litre said of the helado;
 * - not across "con" or "sin", which start what goes on the dish before: "una hamburguesa clásica
 *   con doble queso" does not name "Hamburguesa Doble Queso" (a name that itself holds "con" or
 *   "sin", "Café con Leche", is read across them);
 * - a number said right before a word is how many, not part of a name, unless the name itself
 *   puts that number before that word: "2 combos 1" names "Combo 1" only; "el paquete 5 tacos"
 *   names "Paquete 5 Tacos".
 *
 * Words joined by "y" or commas stay within reach of each other, so "2 hamburguesas clásicas y una
 * doble queso" still names "Hamburguesa Doble Queso" however the rest of the message is read.
 */

/** Words a name's words may have between them, beyond its own: "hamburguesa grande de doble queso". */
const SPARE_WORDS = 2;
/** Words that open what goes on the dish said before them. */
const WALLS = new Set(['con', 'sin']);
/** Words that start the next dish of a list ("…clásicas y una doble queso"), besides commas, stops and new lines. */
const LIST_WORDS = new Set(['y', 'e']);

/** A message as the names are looked for in it: its content stems in order, each with the stretch ("segment") it was said in. */
class Said {
  readonly stems: string[] = [];
  /** Per stem, its segment: a new one at each comma, stop, new line, "y", and (unless `loose`) "con"/"sin". */
  readonly segment: number[] = [];
  /** Segments opened by "con" or "sin": what goes on the dish before, never a dish of its own by ellipsis. */
  readonly afterWall = new Set<number>();
  private readonly byWord = new Map<string, number[]>();
  private readonly byStem = new Map<string, number[]>();
  private current = 0;

  /**
   * @param menu the menu's words: a word said that is a stem of its names is that word, never a
   *   typo of another ("ramen" beside "Ramen Tonkotsu" does not name "Ramune").
   */
  constructor(
    pieces: readonly string[],
    matcher: MenuMatcher,
    loose: boolean,
    private readonly menu: MenuLookup,
  ) {
    for (const piece of pieces) {
      this.current++;
      for (const word of words(foldNameMeasures(piece))) {
        if (LIST_WORDS.has(word) || WALLS.has(word)) {
          if (loose) continue;
          this.current++;
          if (WALLS.has(word)) this.afterWall.add(this.current);
          continue;
        }
        for (const stem of matcher.stemsOfText(word)) this.add(stem);
      }
    }
  }

  private add(stem: string): void {
    const at = this.stems.push(stem) - 1;
    this.segment.push(this.current);
    const known = this.byWord.get(stem);
    if (known) known.push(at);
    else this.byWord.set(stem, [at]);
  }

  /** Where a stem of a name was said: the word itself, or a word like it (one typo) that is no stem of the menu; measures only as they are. */
  placesOf(stem: string): readonly number[] {
    let places = this.byStem.get(stem);
    if (!places) {
      places = [];
      const exactOnly = isMeasure(stem);
      const menuStems = this.menu.stems();
      for (const [word, at] of this.byWord)
        if (word === stem || (!exactOnly && !menuStems.has(word) && !isMeasure(word) && this.menu.near(word).has(stem))) places.push(...at);
      places.sort((a, b) => a - b);
      this.byStem.set(stem, places);
    }
    return places;
  }

  /** The first place of a segment. */
  startOf(at: number): number {
    let first = at;
    while (first > 0 && this.segment[first - 1] === this.segment[at]) first--;
    return first;
  }

  /** Whether the segment of `at` has a word of a menu name, other than a number or measure, not among `own`. */
  namesMoreThan(at: number, own: readonly number[]): boolean {
    for (let k = this.startOf(at); k < this.stems.length && this.segment[k] === this.segment[at]; k++)
      if (!own.includes(k) && !isMeasure(this.stems[k]!) && this.menu.stems().has(this.stems[k]!)) return true;
    return false;
  }
}

const isNumber = (w: string) => /^\d+$/.test(w);

/** Words of a name and of the message meet when alike (one typo); numbers and measures only when equal ("1 L" is not "2 L"). */
const sameStem = (word: string, stem: string, matcher: MenuMatcher) =>
  isMeasure(word) || isMeasure(stem) ? word === stem : matcher.similar(word, stem);

/** Whether the number at `at` may stand for the name's number: not a count said before a word the name does not put after it. */
function numberFits(said: Said, at: number, variant: readonly string[], index: number, matcher: MenuMatcher): boolean {
  const next = said.stems[at + 1];
  if (next === undefined || isNumber(next) || said.segment[at + 1] !== said.segment[at]) return true;
  const after = variant[index + 1];
  return after !== undefined && sameStem(next, after, matcher);
}

/** Where each stem of `stems` was said: one window of at most `reach` words inside one segment, or null. */
function window(places: readonly (readonly number[])[], said: Said, reach: number): number[] | null {
  for (const first of places[0]!) {
    for (let from = first - reach + 1; from <= first; from++) {
      const to = from + reach - 1;
      const chosen = places.map((p) => p.find((at) => at >= from && at <= to && said.segment[at] === said.segment[first]));
      if (chosen.every((at) => at !== undefined)) return chosen as number[];
    }
  }
  return null;
}

/**
 * Where the variant was said, as the places of its words: all together in one segment, or (the
 * head word carried forward, "2 hamburguesas clásicas y una doble queso") its other words opening
 * a later segment with the head said before. The head's place is left out then.
 */
function saidTogether(said: Said, variant: readonly string[], matcher: MenuMatcher): number[] | null {
  const places: (readonly number[])[] = [];
  for (const [index, stem] of variant.entries()) {
    let at = said.placesOf(stem);
    if (isNumber(stem)) at = at.filter((p) => numberFits(said, p, variant, index, matcher));
    if (at.length === 0) return null;
    places.push(at);
  }
  const together = window(places, said, variant.length + SPARE_WORDS);
  // "una orden de 6 empanadas y 12 donas" beside "Media Docena de Donas": only a word is carried forward
  // to a later part, never a measure ("pz6" said of the empanadas).
  if (together || variant.length < 2 || isMeasure(variant[0]!)) return together;
  const rest = window(places.slice(1), said, variant.length - 1 + SPARE_WORDS);
  if (!rest) return null;
  const start = said.startOf(Math.min(...rest));
  const opens = rest.includes(start) || (isNumber(said.stems[start]!) && rest.includes(start + 1));
  // "unas empanadas de 6 y una docena de tamales": a measure alone carried forward is the amount of the
  // dish its own segment names, never of the head said before ("… y una de 2 litros" still is).
  if (rest.every((at) => isMeasure(said.stems[at]!)) && said.namesMoreThan(start, rest)) return null;
  return opens && !said.afterWall.has(said.segment[start]!) && places[0]!.some((at) => at < start) ? rest : null;
}

/** How many the customer asked for: a number said right before the name's words when they are said in one run ("2 hamburguesas doble queso"), else one. */
function countBefore(said: Said, chosen: readonly number[]): number {
  const sorted = [...chosen].sort((a, b) => a - b);
  const run = sorted.every((at, i) => i === 0 || at === sorted[i - 1]! + 1);
  const before = said.stems[sorted[0]! - 1];
  const sameSegment = said.segment[sorted[0]! - 1] === said.segment[sorted[0]!];
  return run && sameSegment && before !== undefined && isNumber(before) && Number(before) > 0 ? Number(before) : 1;
}

/** A name that itself holds "con", "sin" or "y" ("Café con Leche", "Agua de Jamaica y Limón") is read across them. */
const crossesWalls = (item: Pick<MenuItem, 'name' | 'synonyms'>, matcher: MenuMatcher) =>
  [item.name, ...item.synonyms].some((n) => matcher.wordsOfName(n).some((w) => WALLS.has(w) || LIST_WORDS.has(w)));

/** A dish the customer named, and how many of it they asked for. */
export interface NamedItem {
  item: MenuItem;
  quantity: number;
}

/** Menu items the customer named in full (name or synonym), the longest name when one contains another. */
export function namedItems(text: string, menu: readonly MenuItem[], matcher: MenuMatcher): NamedItem[] {
  const pieces = text.split(/[\n,;!?¿¡]+|\.(?!\d)/);
  const lookup = matcher.menuLookup(menu);
  const strict = new Said(pieces, matcher, false, lookup);
  let loose: Said | null = null;
  const hits = menu.flatMap((item) => {
    const said = crossesWalls(item, matcher) ? (loose ??= new Said(pieces, matcher, true, lookup)) : strict;
    return matcher.itemVariants(item).flatMap((v) => {
      const chosen = saidTogether(said, v, matcher);
      return chosen ? [{ item, v, quantity: countBefore(said, chosen) }] : [];
    });
  });
  const maximal = hits.filter((h) => !hits.some((o) => o.item !== h.item && o.v.length > h.v.length && h.v.every((s) => o.v.includes(s))));
  const byItem = new Map<MenuItem, NamedItem>();
  for (const h of maximal) if (!byItem.has(h.item)) byItem.set(h.item, { item: h.item, quantity: h.quantity });
  return [...byItem.values()];
}
