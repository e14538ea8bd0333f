import type { MenuItem } from '../../../../core/menu/menu-item.js';
import { normalize } from '../../../../core/assistant/text.js';
import type { Lexicons } from '../lexicon.js';
import { type ParsedLine, parseOrderLines } from '../order-parser.js';
import { quantityAt } from '../quantity-words.js';
import type { MenuMatcher } from '../../../../core/assistant/menu-matcher.js';

/** "… y aparte unos nachos con queso", "… y además 2 cocas": what follows says another dish, not how to make this one. */
const ALSO = /\by (?:aparte|ademas|tambien) /;

/** The note before "y aparte" and what follows it, or null. */
function splitAlso(notes: string): [string, string] | null {
  const n = normalize(notes);
  const at = ALSO.exec(n);
  return at ? [n.slice(0, at.index).trim(), n.slice(at.index + at[0].length).trim()] : null;
}

/**
 * "un combo dogo con sprite y aparte unos nachos con queso": a note that goes on with "y aparte" /
 * "y además" / "y también" and then names dishes of the menu is cut there; those dishes are lines
 * of their own (with their counts and notes), after the noted line. Notes that name no dish stay.
 */
export function dishesAside(lines: ParsedLine<MenuItem>[], menu: MenuItem[], lexicons: Lexicons): ParsedLine<MenuItem>[] {
  return lines.flatMap((line) => {
    const said = line.notes ? splitAlso(line.notes) : null;
    if (!said || !said[1]) return [line];
    const dishes = parseOrderLines(said[1], menu, { lexicons });
    if (!dishes.length || dishes.some((d) => d.same || !d.candidates.length)) return [line];
    const kept = said[0];
    return [{ ...line, notes: kept && !/^(?:con|de|y)$/.test(kept) ? kept : null }, ...dishes];
  });
}

/**
 * "dos tortas ahogadas, una media ahogada", "… una de ellas media ahogada": a part right after a
 * dish of several units, counting fewer of them, that names nothing on the menu but speaks of
 * that dish (a word of its name) is how those units come — their note, never a dish we lack;
 * "… y la otra bien ahogada" after it is the note of the other units.
 */
export function unitsNoted(lines: ParsedLine<MenuItem>[], lexicons: Lexicons, restN: string): ParsedLine<MenuItem>[] {
  const { matcher } = lexicons;
  return lines.flatMap((line, i) => {
    const dish = lines[i - 1];
    const item = dish?.candidates.length === 1 ? dish.candidates[0]! : null;
    if (!dish || !item || dish.same || line.candidates.length || line.same || line.quantity === null) return [line];
    if (dish.quantity === null || line.quantity >= dish.quantity) return [line];
    const note = normalize(line.words).replace(/^(?:de\s+)?(?:ellas|ellos|esas|esos)\s+/, '');
    const said = matcher.contentStems(note);
    if (!said.some((w) => matcher.wordMatchesItem(w, item)) || said.every((w) => matcher.wordMatchesItem(w, item))) return [line];
    dish.quantity -= line.quantity;
    // "… y la otra bien ahogada": what is said of the other units is theirs.
    const others = line.notes ? normalize(line.notes) : '';
    const ofOthers = others !== '' && (restN.includes(`otra ${others}`) || restN.includes(`otro ${others}`));
    if (ofOthers) dish.notes = dish.notes ? `${dish.notes}, ${others}` : others;
    const notes = [note, ofOthers ? null : line.notes].filter(Boolean).join(', ');
    return [{ candidates: [item], words: dish.words, quantity: line.quantity, more: false, notes }];
  });
}

/**
 * "2 tortas ahogadas" → "que una sea media ahogada": after "que <count> sea", words that speak of
 * the dish (a word of its name) but name nothing else are how that many units come — one part
 * with that note, never one more dish. Null when "que … sea" was not said or the words tell a sibling.
 */
export function beingNoted(
  matcher: MenuMatcher,
  target: MenuItem,
  being: RegExpExecArray | null,
  restN: string,
): { quantity: number | null; notes: string | null; same: boolean }[] | null {
  if (!being) return null;
  const words = restN.split(' ');
  const count = quantityAt(words, 0);
  if (!count) return null;
  const note = words
    .slice(count.length)
    .filter((w) => !/^(porfa|plis|gracias)$/.test(w))
    .join(' ')
    .replace(/\bpor favor\b/g, '')
    .trim();
  const said = matcher.contentStems(note);
  if (!said.some((w) => matcher.wordMatchesItem(w, target)) || said.every((w) => matcher.wordMatchesItem(w, target))) return null;
  return [{ quantity: count.value, notes: note, same: true }];
}
