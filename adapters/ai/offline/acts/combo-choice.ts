import { normalize, stem } from '../../../../core/assistant/text.js';
import type { MenuItem } from '../../../../core/menu/menu-item.js';
import type { MenuMatcher } from '../../../../core/assistant/menu-matcher.js';
import type { ParsedLine } from '../order-parser.js';
import { quantityAt } from '../quantity-words.js';

/**
 * A combo or pack that says in its description what it includes ("Paquete Individual: 3 tacos de
 * barbacoa o de panza, …"), or any dish whose description says its parts are chosen ("Orden de 5
 * Tacos: Cinco tacos de guisado a escoger").
 */
export const isCombo = (item: MenuItem): boolean =>
  !!item.description?.trim() && (/^(paquete|combo)\b/i.test(item.name) || /\ba (?:escoger|elegir)\b/i.test(item.description));

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Whether dishes said with no count are a kind the combo holds: every word said is listed in its
 * description ("de panza" of "3 tacos de barbacoa o de panza"), or every dish those words name
 * shares a word with it ("con jamaica" → "Agua de Jamaica 500 ml" of "… y un agua de 500 ml a escoger").
 */
export function ofComboKind(matcher: MenuMatcher, combo: MenuItem, words: string, candidates: MenuItem[]): boolean {
  if (!isCombo(combo) || !candidates.length || candidates.includes(combo)) return false;
  const listed = matcher.contentStems(combo.description ?? '').filter((w) => !/\d/.test(w));
  const said = matcher.contentStems(words).filter((w) => !/\d/.test(w));
  if (said.length && said.every((w) => listed.includes(w))) return true;
  return candidates.every((c) => !isCombo(c) && matcher.contentStems(c.name).some((w) => !/\d/.test(w) && listed.includes(w)));
}

/**
 * "un paquete individual" / "de panza" / "con agua de tamarindo" (one burst or one message): a line
 * right after a combo, with no count, said with "de" or "con" before its words, naming a kind the
 * combo holds, is the combo's choice — its note in the customer's words (the line's own note
 * following), never a dish of its own. Returns the note, or null.
 */
export function comboLineChoice(
  matcher: MenuMatcher,
  combo: ParsedLine<MenuItem> | undefined,
  line: ParsedLine<MenuItem>,
  restN: string,
): string | null {
  const item = combo?.candidates.length === 1 ? combo.candidates[0]! : null;
  if (!combo || !item || combo.notes || line.same || line.quantity !== null || !line.candidates.length) return null;
  const words = normalize(line.words).replace(/^(?:de|del|con)\s+/, '');
  if (!words || !ofComboKind(matcher, item, words, line.candidates)) return null;
  // "el combo de la cubeta con nachos" of "Combo Cubeta + Nachos": its own name said in full, no choice.
  if (matcher.contentStems(words).every((w) => matcher.wordMatchesItem(w, item))) return null;
  const lead = new RegExp(`(?:^|\\n|${escape(normalize(combo.words))})\\s*(de|con)\\s+(?:(?:el|la|los|las)\\s+)?${escape(words)}\\b`).exec(
    restN,
  );
  if (!lead) return null;
  return `${lead[1]} ${words}${line.notes ? ` ${line.notes}` : ''}`;
}

/**
 * "un combo trompo" then "con jamaica" (a later message, no count): a choice of a kind the combo
 * holds, said alone, is the combo's note in the customer's words; null when it is not one.
 */
export function lateComboChoice(matcher: MenuMatcher, combo: MenuItem, restN: string, lines: ParsedLine<MenuItem>[]): string | null {
  if (!isCombo(combo)) return null;
  const said = restN
    .replace(/\b(porfa|por favor|gracias|plis)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  const choice = /^(?:(?:y|oye|ah|pero|que sea|que sean)\s+)*((?:con|de)\s+\S.*)$/.exec(said)?.[1];
  const named = lines.filter((l) => !l.same && l.candidates.length);
  if (!choice || !named.length || lines.some((l) => l.quantity !== null)) return null;
  return named.every((l) => ofComboKind(matcher, combo, l.words, l.candidates)) ? choice : null;
}

/** How many things a combo holds, read from the count opening its description ("Dos órdenes de 5 tacos…" → 2). */
function holds(combo: MenuItem): number | null {
  const first = normalize(combo.description ?? '').split(' ');
  return quantityAt(first, 0)?.value ?? null;
}

/**
 * "una orden de 5 tacos, 3 de chicharrón prensado y 2 de tinga", "un combo pareja, una orden de
 * pastor y una de suadero, con horchata y jamaica": after a combo said with a comma (or in its own
 * bubble), parts whose counts add up to what it holds, every one a kind it holds, and the choices
 * after them with no count, are how the combo is filled — its note in the customer's words, never
 * dishes of their own. Only when those parts end the message ("y aparte 2 cocas" keeps them).
 */
export function packFilled(matcher: MenuMatcher, lines: ParsedLine<MenuItem>[], rest: string, restN: string): ParsedLine<MenuItem>[] {
  const at = lines.findIndex((l) => !l.same && l.candidates.length === 1 && isCombo(l.candidates[0]!));
  const combo = lines[at];
  if (!combo || at === lines.length - 1 || combo.notes || /\b(tambien|aparte|ademas|otr[oa]s?|mas)\b/.test(restN)) return lines;
  const item = combo.candidates[0]!;
  const count = holds(item);
  const after = lines.slice(at + 1);
  const counted = after.filter((l) => l.quantity !== null);
  const units = combo.quantity ?? 1;
  if (!count || !counted.length || counted.reduce((sum, l) => sum + l.quantity!, 0) !== count * units) return lines;
  const kinds = after.every((l) => l.candidates.length && ofComboKind(matcher, item, l.words, l.candidates));
  // The combo is said before the first comma, colon or bubble; every part after it.
  const cut = rest.search(/[,:\n]/);
  const before = matcher.contentStems(rest.slice(0, Math.max(cut, 0)));
  const tail = matcher.contentStems(rest.slice(cut + 1));
  const inTail = (l: ParsedLine<MenuItem>) => matcher.contentStems(l.words).some((w) => tail.includes(w) && !before.includes(w));
  if (!kinds || cut < 0 || !matcher.contentStems(item.name).some((w) => before.includes(w)) || !after.every(inTail)) return lines;
  const note = rest
    .slice(cut + 1)
    .replace(/\b(porfa|por favor|gracias|plis)\b/gi, '')
    .replace(/\s+/g, ' ')
    .trim();
  return [...lines.slice(0, at), { ...combo, notes: trimPunctuation(note) }];
}

/** The text without the commas, stops and spaces around it (a bounded scan, no regex over the ends). */
function trimPunctuation(text: string): string {
  const edge = (c: string | undefined) => c !== undefined && ' ,.;:!'.includes(c);
  let start = 0;
  let end = text.length;
  while (start < end && edge(text[start])) start++;
  while (end > start && edge(text[end - 1])) end--;
  return text.slice(start, end);
}

/**
 * "6 de pastor" in a taquería with "Taco al Pastor", "Gringa de Pastor" and "Orden de Pastor 5
 * pzas": a count said with only the words the dishes share (no head word: no "gringa", no
 * "orden") is of the kind of dish the menu sells most of — the head word of at least three of its
 * dishes and of more than any other candidate's head. Null when no kind stands out.
 */
export function houseKind(matcher: MenuMatcher, words: string, candidates: MenuItem[], menu: MenuItem[]): MenuItem | null {
  if (candidates.length < 2 || candidates.length > 8) return null;
  const said = matcher.contentStems(words).filter((w) => !/\d/.test(w));
  if (!said.length || !candidates.every((c) => said.every((w) => matcher.wordMatchesItem(w, c)))) return null;
  const head = (i: MenuItem) => stem(normalize(i.name).split(' ')[0] ?? '');
  // A head word said is a dish named, not the kind left unsaid.
  if (candidates.some((c) => said.includes(head(c)))) return null;
  const heads = new Map<string, number>();
  for (const i of menu) heads.set(head(i), (heads.get(head(i)) ?? 0) + 1);
  const ranked = [...candidates].sort((a, b) => (heads.get(head(b)) ?? 0) - (heads.get(head(a)) ?? 0));
  const top = heads.get(head(ranked[0]!)) ?? 0;
  const next = heads.get(head(ranked[1]!)) ?? 0;
  const sameHead = candidates.filter((c) => head(c) === head(ranked[0]!)).length;
  return top >= 3 && top > next && sameHead === 1 ? ranked[0]! : null;
}
