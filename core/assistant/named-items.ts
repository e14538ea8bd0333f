import type { MenuItem } from '../menu/menu-item.js';
import { foldNameMeasures } from './measures.js';
import type { MenuMatcher } from './menu-matcher.js';
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

/** One stretch of the message between "con"/"sin": its stems in order, and each different stem's places. */
class Part {
  readonly stems: string[] = [];
  private readonly byWord = new Map<string, number[]>();
  private readonly byStem = new Map<string, number[]>();

  add(stems: readonly string[]): void {
    for (const s of stems) {
      const at = this.stems.push(s) - 1;
      const known = this.byWord.get(s);
      if (known) known.push(at);
      else this.byWord.set(s, [at]);
    }
  }

  /** Where a stem of a name was said in this part (each different word compared once). */
  placesOf(stem: string, matcher: MenuMatcher): readonly number[] {
    let places = this.byStem.get(stem);
    if (!places) {
      places = [];
      for (const [word, at] of this.byWord) if (matcher.similar(word, stem)) places.push(...at);
      this.byStem.set(stem, places);
    }
    return places;
  }
}

/** A message's content stems in order, cut into parts at "con" and "sin"; and all of them as one part. */
function saidParts(text: string, matcher: MenuMatcher): { parts: Part[]; whole: Part } {
  const parts = [new Part()];
  const whole = new Part();
  for (const word of words(foldNameMeasures(text))) {
    if (WALLS.has(word)) {
      parts.push(new Part());
      continue;
    }
    const stems = matcher.stemsOfText(word);
    parts[parts.length - 1]!.add(stems);
    whole.add(stems);
  }
  return { parts: parts.filter((p) => p.stems.length > 0), whole };
}

const isNumber = (w: string) => /^\d+$/.test(w);

/** Whether the number at `at` may stand for the name's number: not a count said before a word the name does not put after it. */
function numberFits(part: Part, at: number, variant: readonly string[], index: number, matcher: MenuMatcher): boolean {
  const next = part.stems[at + 1];
  if (next === undefined || isNumber(next)) return true;
  const after = variant[index + 1];
  return after !== undefined && matcher.similar(next, after);
}

/** Whether every stem of the variant was said in one stretch of the part no longer than the name plus its spare words. */
function saidTogether(part: Part, variant: readonly string[], matcher: MenuMatcher): boolean {
  const places: (readonly number[])[] = [];
  for (const [index, stem] of variant.entries()) {
    let at = part.placesOf(stem, matcher);
    if (isNumber(stem)) at = at.filter((p) => numberFits(part, p, variant, index, matcher));
    if (at.length === 0) return false;
    places.push(at);
  }
  const reach = variant.length + SPARE_WORDS;
  // A window of `reach` words that holds one place of every stem starts at most `reach - 1` before one of the first stem's places.
  return places[0]!.some((first) => {
    for (let from = first - reach + 1; from <= first; from++) {
      const to = from + reach - 1;
      if (places.every((p) => p.some((at) => at >= from && at <= to))) return true;
    }
    return false;
  });
}

const crossesWalls = (item: Pick<MenuItem, 'name' | 'synonyms'>) =>
  [item.name, ...item.synonyms].some((n) => words(n).some((w) => WALLS.has(w)));

/** Menu items the customer named in full (name or synonym), the longest name when one contains another. */
export function namedItems(text: string, menu: readonly MenuItem[], matcher: MenuMatcher): MenuItem[] {
  const { parts, whole } = saidParts(text, matcher);
  const hits = menu.flatMap((item) => {
    const within = crossesWalls(item) ? [whole] : parts;
    return matcher
      .itemVariants(item)
      .filter((v) => within.some((part) => saidTogether(part, v, matcher)))
      .map((v) => ({ item, v }));
  });
  const maximal = hits.filter((h) => !hits.some((o) => o.item !== h.item && o.v.length > h.v.length && h.v.every((s) => o.v.includes(s))));
  return [...new Set(maximal.map((h) => h.item))];
}
