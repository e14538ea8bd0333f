import type { MenuItem } from '../../../../core/menu/menu-item.js';
import { normalize } from '../../../../core/assistant/text.js';
import type { Lexicons } from '../lexicon.js';
import { isPaidExtra, type ParsedLine, parseOrderLines } from '../order-parser.js';
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

/**
 * "ponle tocino a la doble", "extra queso en la sencilla": the words after "a la" / "en el" that
 * name a dish of theirs (or one this message orders) say where the paid extra goes — no note of
 * the extra.
 */
export function extraPlaced(lines: ParsedLine<MenuItem>[], known: MenuItem[], matcher: MenuMatcher, restN: string): ParsedLine<MenuItem>[] {
  const dishes = [...known, ...lines.flatMap((l) => (l.candidates.length === 1 ? l.candidates : []))].filter((i) => !isPaidExtra(i));
  return onUnits(lines, known, matcher, restN).map((line) => {
    if (!line.notes || line.candidates.length !== 1 || !isPaidExtra(line.candidates[0]!)) return line;
    const said = normalize(line.notes);
    const words = matcher.contentStems(said);
    const placed = new RegExp(`\\b(?:a|al|en|para)\\s+(?:(?:la|el|los|las)\\s+)?${said.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`).test(
      restN,
    );
    const theirs = words.length > 0 && dishes.some((d) => words.every((w) => matcher.wordMatchesItem(w, d)));
    return placed && theirs ? { ...line, notes: null } : line;
  });
}

/**
 * "la pizza cortada en cuadritos", "la hamburguesa cortada a la mitad": a part naming nothing on
 * the menu whose first word is a word of exactly one dish of theirs is about that dish; what
 * follows the word is what is said of it (a late note). Null when no such part.
 */
export function headNamed(
  matcher: MenuMatcher,
  lines: ParsedLine<MenuItem>[],
  known: MenuItem[],
  restN: string,
): { item: MenuItem; rest: string } | null {
  const unnamed = lines.filter((l) => !l.same && !l.candidates.length);
  if (unnamed.length !== 1 || lines.some((l) => !l.same && l.candidates.length)) return null;
  const first = normalize(unnamed[0]!.words).split(' ')[0] ?? '';
  const theirs = first ? known.filter((i) => matcher.wordMatchesItem(first, i)) : [];
  const at = restN.split(' ').indexOf(first);
  if (theirs.length !== 1 || at < 0) return null;
  return {
    item: theirs[0]!,
    rest: restN
      .split(' ')
      .slice(at + 1)
      .join(' '),
  };
}

/**
 * "un combo doble" then "con extra tocino en los dos dogos": "en los / a las <count> …" after a
 * paid extra, naming dishes of theirs (or parts their combo's description lists), is how many
 * units the extra goes on — one extra each — never that many more dishes.
 */
function onUnits(lines: ParsedLine<MenuItem>[], known: MenuItem[], matcher: MenuMatcher, restN: string): ParsedLine<MenuItem>[] {
  const listed = known.flatMap((k) => matcher.contentStems(k.description ?? ''));
  return lines.filter((line, i) => {
    const extra = lines[i - 1];
    if (!extra || extra.candidates.length !== 1 || !isPaidExtra(extra.candidates[0]!) || line.same || !line.quantity) return true;
    const words = matcher.contentStems(line.words);
    const theirs = line.candidates.some((c) => known.includes(c)) || (words.length > 0 && words.every((w) => listed.includes(w)));
    const said = normalize(line.words).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    const where = new RegExp(`\\b(?:en|a|para) (?:los|las) (?:\\d+|dos|tres|cuatro|cinco|seis) ${said}\\b`).test(restN);
    if (!theirs || !where) return true;
    extra.quantity = line.quantity;
    return false;
  });
}
