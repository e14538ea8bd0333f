import { REQUEST_WORDS, spokenText } from './vocabulary.js';
import { FILLER_WORDS, type MenuMatcher } from '../../../core/assistant/menu-matcher.js';
import type { MenuItem } from '../../../core/menu/menu-item.js';
import { normalize, stem } from '../../../core/assistant/text.js';
import { foldNameMeasures, readMeasure, SIZE_WORDS } from '../../../core/assistant/measures.js';
import { INTENTS } from './intents.js';
import type { Memory, PendingChoice } from './memory.js';
import type { Lexicons } from './lexicon.js';
import { isPaidExtra, type ParsedLine, parseOrderLines, wordsOf } from './order-parser.js';
import { quantityAt } from './quantity-words.js';
import type { Tone } from './tone.js';
import { add, type Decision, reply, run, type Turn } from './turn.js';
import { offerSavedAddress } from './acts/returning.js';
import { sharedOut } from './acts/shared-answer.js';
import { houseKind, lateComboChoice } from './acts/combo-choice.js';
import { beingNoted, headNamed } from './acts/aside.js';

/** "bueno 2", "mmm tres": an interjection and a count alone take back the count just said. */
export const TAKES_BACK = /^(?:bueno|mm+|eh|este|ah)\s+(?:\d+|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)$/;
/** "3 no 4", "eran 3, no 4": a count, then "no" and the count it replaces. */
const COUNT_WORD = '(?:\\d+|uno|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)';
const COUNT_NOT_COUNT = new RegExp(`\\b${COUNT_WORD}\\s+no\\s+${COUNT_WORD}\\b`);
const CORRECTION = new RegExp(
  `${/\b(mejor|me equivoque|equivoque|perdon|son|van|sean|sea|eran|ponle|corrige|corrijo|en total|solo|nomas|ay no|cambia\w*)\b|^no\b/.source}|${TAKES_BACK.source}|${COUNT_NOT_COUNT.source}`,
);
const ORDINALS: Record<string, number> = { primero: 0, primera: 0, segundo: 1, segunda: 1, tercero: 2, tercera: 2 };

const found = (lines: ParsedLine<MenuItem>[]) => lines.filter((l) => !l.same && l.candidates.length === 1);

/** Words that only say a size ("la chica", "grande"): an answer's, never a dish of their own. */
const sizeOnly = (words: string) => words.split(' ').every((w) => FILLER_WORDS.has(w) || SIZE_WORDS[w] !== undefined);

/** The answer to "¿de cuál…?": "la grande", "la de res", "el primero", or the product named again. */
/** "quiero pozole" → "rojo": fewer candidates but still a choice; the question narrows. */
function narrowed(t: Turn, choice: PendingChoice): PendingChoice | null {
  const candidates = t.context.menu.filter((i) => choice.candidates.includes(i.name));
  const kept = byTellingWords(t.lexicons, t.rest, candidates);
  if (kept.length < 2 || kept.length >= candidates.length) return null;
  t.lines = t.lines.filter((l) => !l.candidates.some((c) => kept.includes(c)));
  return { ...choice, candidates: kept.map((c) => c.name) };
}

function pick(t: Turn, choice: PendingChoice): MenuItem | null {
  // In the order the question listed them: "la primera" is the first one we said.
  const candidates = choice.candidates.flatMap((name) => t.context.menu.find((i) => i.name === name) ?? []);
  const words = t.lexicons.matcher.contentStems(wordsOf(t.rest, candidates, { headless: true, lexicons: t.lexicons }).join(' '));
  const ordinal = words.map((w) => ORDINALS[w]).find((i) => i !== undefined);
  if (ordinal !== undefined) return candidates[ordinal] ?? null;
  // "la 2", "el #1", "opción 2": the place in the list, when no candidate's name has that number.
  const place = /^(?:(?:la|el|opcion|numero|no)\s*)+#?\s*(\d)$/.exec(t.restN.trim())?.[1];
  if (place && !candidates.some((c) => normalize(c.name).split(' ').includes(place))) return candidates[Number(place) - 1] ?? null;
  if (/\b(ultim[oa])\b/.test(t.restN)) return candidates[candidates.length - 1] ?? null;
  const telling = words.filter((w) => {
    const hits = candidates.filter((c) => t.lexicons.matcher.wordMatchesItem(w, c)).length;
    return hits > 0 && hits < candidates.length;
  });
  if (!telling.length)
    return (
      bySize(t.restN, candidates) ??
      plainOne(t.lexicons.matcher, t.restN, candidates) ??
      byPrice(t.restN, candidates) ??
      byDescription(t.lexicons.matcher, t.restN, candidates) ??
      cheapestOrDearest(t.restN, candidates) ??
      byWordsCutShort(t.lexicons.matcher, words, candidates)
    );
  const matched = candidates.filter((c) => telling.every((w) => t.lexicons.matcher.wordMatchesItem(w, c)));
  return matched.length === 1 ? matched[0]! : plainOne(t.lexicons.matcher, t.restN, matched);
}

/** "¿De cuál pancita?" → "la de 100", "el de $65": the one candidate priced at the number said (in pesos). */
export function byPrice(n: string, candidates: MenuItem[]): MenuItem | null {
  const said = n.match(/\d+/g) ?? [];
  if (
    said.length !== 1 ||
    !/^(?:(?:el|la|los|las|de|una?|mejor|porfa|pues|la que cuesta|el que cuesta)\s+)*\$?\s*\d+(?:\s+pesos)?$/.test(n.trim())
  )
    return null;
  const priced = candidates.filter((c) => c.price === Number(said[0]) * 100);
  return priced.length === 1 ? priced[0]! : null;
}

/** "¿De cuál ceviche?" → "el más barato" / "el más económico" / "el más caro": the one candidate priced lowest or highest. */
export function cheapestOrDearest(n: string, candidates: MenuItem[]): MenuItem | null {
  const low = /\b(?:mas|menos)\s+(?:barat[oa]s?|economic[oa]s?)\b/.test(n);
  if (!low && !/\bmas\s+car[oa]s?\b/.test(n)) return null;
  const prices = candidates.map((c) => c.price);
  const best = low ? Math.min(...prices) : Math.max(...prices);
  const at = candidates.filter((c) => c.price === best);
  return at.length === 1 ? at[0]! : null;
}

/**
 * "¿De cuál arepa?" → "la de pollo", where only "Arepa Reina Pepiada" says "Pollo, aguacate y
 * mayonesa": words no candidate's name has, that one candidate's description lists and no other's,
 * pick it (the words only chose it: no note, see `tellingDescription`).
 */
function byDescription(matcher: MenuMatcher, n: string, candidates: MenuItem[]): MenuItem | null {
  const said = matcher.contentStems(n).filter((w) => !/\d/.test(w) && !candidates.some((c) => matcher.wordMatchesItem(w, c)));
  if (!said.length) return null;
  const listing = candidates.filter((c) => c.description && said.every((w) => matcher.contentStems(c.description!).includes(w)));
  return listing.length === 1 ? listing[0]! : null;
}

/** Description words that tell the dish from the others asked about ("pollo" of the one arepa with pollo): they chose it, no note. */
const tellingDescription = (matcher: MenuMatcher, n: string, item: MenuItem, asked: MenuItem[]) =>
  asked.length > 1 && byDescription(matcher, n, asked) === item;

const RELATIVE: Record<string, number> = { chico: 0, mediano: 1, grande: -1 };

/** "¿De cuál taco?" → "normales": the candidate whose name's words every other one also has (the plain one). */
function plainOne(matcher: MenuMatcher, n: string, candidates: MenuItem[]): MenuItem | null {
  if (!/\b(normal|normales|sencill[oa]s?|simples?|solos?|solas?)\b/.test(n)) return null;
  const plain = candidates.filter((c) => candidates.every((o) => matcher.contentStems(c.name).every((w) => matcher.wordMatchesItem(w, o))));
  return plain.length === 1 ? plain[0]! : null;
}

/**
 * "¿De cuál jugo?" → "el grande", "chico porfa": among candidates sold in measures of one kind
 * ("Jugo 500 ml" / "Jugo 1 L") whose names say no size, a size word is the smallest, the biggest
 * or (of three) the middle one.
 */
export function bySize(n: string, candidates: MenuItem[]): MenuItem | null {
  // "mejor medio" of a dish sold by the kilo or the litre: the half (500 g / 500 ml) one.
  if (/^(?:(?:no|mejor|que sea|de|el|la|solo)\s+)*(medio|media)$/.test(n.trim())) {
    const half = candidates.filter((c) =>
      foldNameMeasures(c.name)
        .split(' ')
        .map(readMeasure)
        .some((m) => m !== null && (m.kind === 'g' || m.kind === 'ml') && m.value === 500),
    );
    if (half.length === 1) return half[0]!;
  }
  const size = n
    .split(' ')
    .map((w) => SIZE_WORDS[w])
    .find((w) => w !== undefined && w in RELATIVE);
  if (
    !size ||
    candidates.some((c) =>
      normalize(c.name)
        .split(' ')
        .some((w) => SIZE_WORDS[w]),
    )
  )
    return null;
  const measured = candidates.map((c) => ({
    c,
    m:
      foldNameMeasures(c.name)
        .split(' ')
        .map(readMeasure)
        .find((m) => m !== null) ?? null,
  }));
  if (measured.some((x) => !x.m) || new Set(measured.map((x) => x.m!.kind)).size !== 1) return null;
  const sorted = measured.sort((a, b) => a.m!.value - b.m!.value).map((x) => x.c);
  if (size === 'mediano' && sorted.length !== 3) return null;
  return sorted.at(RELATIVE[size]!) ?? null;
}

/**
 * A clarifying question stays open until answered: an address, another product or "es todo"
 * said meanwhile leaves it pending (asked again, no confirmation). Only "ya no" / "sin eso"
 * about it, or the same product asked for again (a new question replaces the old), closes it.
 */
function cancelsChoice(t: Turn, choice: PendingChoice): boolean {
  // "no, quiero pad thai" (a comma after "no") wants the dish asked about; "no quiero pad thai" drops it.
  const wanting = /^\s*(?:(?:ay|ah|uy|oh|ups)\s+)?no\s*[,.!]+\s*(?:quiero|queremos)\b/i.test(t.rest);
  const dropping =
    !wanting && /\b(ya no|olvida\w*|sin (el|la|los|las|eso|esa|ese)|mejor no|no quiero|siempre no|ninguno|ninguna)\b/.test(t.restN);
  if (dropping && !t.lines.some((l) => l.candidates.length)) return true;
  // "mejor un consomé grande", "ninguna, mejor 3 tacos": another dish instead of the one asked about.
  const instead = t.lines.filter((l) => !l.same && l.candidates.length === 1 && !choice.candidates.includes(l.candidates[0]!.name));
  if (
    /\b(mejor|ninguno|ninguna|siempre no)\b/.test(t.restN) &&
    instead.length &&
    !t.lines.some((l) => l.candidates.some((c) => choice.candidates.includes(c.name)))
  )
    return true;
  // "siempre no el refresco": the dish asked about, named with the drop; its words are no new request.
  const about = (l: ParsedLine<MenuItem>) => l.candidates.length > 0 && l.candidates.every((c) => choice.candidates.includes(c.name));
  if (dropping && t.lines.some(about) && t.lines.every((l) => !l.candidates.length || about(l))) {
    t.lines = t.lines.filter((l) => !about(l));
    return true;
  }
  return t.lines.some(
    (l) =>
      !l.same &&
      l.candidates.length > 1 &&
      l.candidates.every((c) => choice.candidates.includes(c.name)) &&
      l.candidates.length === choice.candidates.length,
  );
}

/**
 * "¿De cuál carnitas surtidas?" → "medio de maciza": one other dish of the same category as every
 * candidate, named alone, is the answer (it is added as said; the question closes).
 */
function answeredByKin(t: Turn, choice: PendingChoice): boolean {
  const candidates = t.context.menu.filter((i) => choice.candidates.includes(i.name));
  const named = t.lines.filter((l) => !l.same && l.candidates.length);
  if (named.length !== 1 || named[0]!.candidates.length !== 1 || /\b(tambien|otr[oa]s?|ademas|y)\b/.test(t.restN)) return false;
  const dish = named[0]!.candidates[0]!;
  return !candidates.includes(dish) && candidates.every((c) => c.category === dish.category);
}

/**
 * "¿De cuál wrap?" → "uno de pollo y otro vegano": a part whose words the menu reads as another
 * dish ("Bowl de Pollo", by the house's biggest category) but that names exactly one of the dishes
 * asked about is that one; the question is what the customer is answering.
 */
function amongAsked(t: Turn, l: ParsedLine<MenuItem>, choice: PendingChoice, asked: MenuItem[]): MenuItem[] {
  const within = l.candidates.filter((c) => choice.candidates.includes(c.name));
  if (within.length || !l.words.trim()) return within;
  const read = parseOrderLines(l.words, asked, { notes: false, lexicons: t.lexicons }).filter((x) => !x.same && x.candidates.length);
  const one = read.length === 1 && read[0]!.candidates.length === 1 ? read[0]!.candidates[0]! : null;
  // Every word said fits it: "un bowl de pollo" while wraps are asked about is a bowl, never "Wrap de Pollo".
  const { matcher } = t.lexicons;
  return one && matcher.contentStems(l.words).every((w) => matcher.wordMatchesItem(w, one)) ? [one] : [];
}

/** The measure a dish's name says ("ml500", "pz10"), or null. */
const measureOf = (item: MenuItem) =>
  foldNameMeasures(item.name)
    .split(' ')
    .find((w) => readMeasure(w) !== null) ?? null;

/**
 * "¿De cuál agua?" → "una de horchata y una de jamaica de medio litro": a part left between sizes
 * takes the one measure every part that was settled says.
 */
function sameMeasure<X extends { c: MenuItem[] }>(x: X, all: X[]): X {
  if (x.c.length < 2) return x;
  const settled = new Set(all.filter((y) => y.c.length === 1).map((y) => measureOf(y.c[0]!)));
  const measure = settled.size === 1 ? [...settled][0] : null;
  const kept = measure ? x.c.filter((c) => measureOf(c) === measure) : [];
  return kept.length === 1 ? { ...x, c: kept } : x;
}

/** "uno y uno", "las dos", "mitad y mitad": the units shared out among the dishes asked about (true when answered so). */
function answeredShared(t: Turn, choice: PendingChoice, asked: MenuItem[]): boolean {
  const shared = t.lines.some((l) => l.candidates.length) ? null : sharedOut(t.restN, choice, asked);
  if (!shared) return false;
  for (const s of shared) t.calls.push(add(s.item.name, s.quantity, choice.notes));
  t.lines = [];
  t.mem.lastItem = shared[shared.length - 1]!.item.name;
  t.answered = true;
  return true;
}

/**
 * "¿De cuál wrap?" → "y un bowl de pollo": the words of a dish named in full choose nothing among
 * the others. A dish is named in full when one of its words is in none of the dishes asked about
 * ("bowl"; not "grande").
 */
function withoutOtherDishes(t: Turn, other: ParsedLine<MenuItem>[], asked: MenuItem[]): string {
  const { matcher } = t.lexicons;
  const foreign = other.filter(
    (l) => !sizeOnly(normalize(l.words)) && matcher.contentStems(l.words).some((w) => !asked.some((c) => matcher.wordMatchesItem(w, c))),
  );
  return foreign.reduce((n, l) => withoutWords(n, l.words), t.restN);
}

/**
 * "¿De cuál taco?" (the Taco de Pollo is sold out, so not offered) → "el de pollo": that dish, which
 * core answers as sold out while the question stays open — never the "Sope de Pollo" the words alone
 * would name. A sold-out dish of the kind asked about, named by the answer's words.
 */
function soldOutAnswer(t: Turn, choice: PendingChoice): boolean {
  const lead = normalize(sharedLead(choice.candidates));
  const soldOut = lead ? t.context.menu.filter((i) => !i.available && normalize(i.name).startsWith(`${lead} `)) : [];
  if (!soldOut.length) return false;
  for (const l of t.lines) {
    if (l.same || !l.words) continue;
    const found = t.lexicons.matcher.resolveMenuItem(`${lead} ${l.words}`, t.context.menu);
    if (found.kind !== 'found' || !soldOut.includes(found.item)) continue;
    t.calls.push(add(found.item.name, choice.quantity, null));
    t.lines = t.lines.filter((x) => x !== l);
    return true;
  }
  return false;
}

/**
 * How many of the dish an answer to "¿De cuál…?" picks: the count it says, else the units asked about.
 * "¿De cuál agua?" (3 asked) → "una de horchata": "una" opening the answer is the article of the kind
 * ("la de horchata"), not one of the three (the other two were dropped unasked); "1 de horchata" is one.
 */
function answeredCount(t: Turn, choice: PendingChoice, said: number | null): number {
  if (said === 1 && choice.quantity > 1 && /^(?:un|una|uno)\b/.test(t.restN.trim())) return choice.quantity;
  return said ?? choice.quantity;
}

/** Dishes the answer to "¿De cuál…?" named among the candidates: each added, with how many were said or asked. */
function addNamedAnswers(t: Turn, choice: PendingChoice, named: { l: ParsedLine<MenuItem>; c: MenuItem[] }[]): void {
  // "una chica y una grande, la grande sin cebolla": a part with no count naming one already said is its note.
  const parts = named.filter((x, i) => !(x.l.quantity === null && named.slice(0, i).some((y) => y.c[0] === x.c[0])));
  for (const x of named.filter((y) => !parts.includes(y) && y.l.notes)) {
    const first = parts.find((y) => y.c[0] === x.c[0])!;
    parts[parts.indexOf(first)] = { ...first, l: { ...first.l, notes: first.l.notes ? `${first.l.notes}, ${x.l.notes}` : x.l.notes } };
  }
  const split = parts.length > 1;
  for (const { l, c } of parts)
    t.calls.push(add(c[0]!.name, split ? (l.quantity ?? 1) : answeredCount(t, choice, l.quantity), l.notes ?? choice.notes));
  t.lines = t.lines.filter((l) => !named.some((x) => x.l === l));
  t.mem.lastItem = named[named.length - 1]!.c[0]!.name;
  t.answered = true;
}

export function pendingAnswers(t: Turn): Decision | null {
  if (!t.memory.pending.length) return null;
  const still: PendingChoice[] = [];
  for (const choice of t.memory.pending) {
    if (soldOutAnswer(t, choice)) {
      still.push(choice);
      continue;
    }
    // "uno rojo y uno verde", "la de 12": each line read among the choice's candidates only.
    const asked = t.context.menu.filter((i) => choice.candidates.includes(i.name));
    // "uno de litro y otro de medio": a part naming no dish may still say the size among those asked about.
    const sized = (l: ParsedLine<MenuItem>) => (l.candidates.length ? null : bySize(normalize(l.words), asked));
    const named = t.lines
      .filter((l) => !l.same && (l.candidates.length || sized(l)))
      .map((l) => ({ l, c: l.candidates.length ? amongAsked(t, l, choice, asked) : [sized(l)!] }))
      .map((x, _, all) => sameMeasure(x, all))
      .filter(
        (x, _, all) =>
          x.c.length === 1 &&
          (x.l.candidates.length === 1 ||
            all.filter((y) => y.c.length === 1).length > 1 ||
            // "el de pollo y también 2 empanadas": the one line, with no count of its own, that meets the question in one dish.
            (x.l.quantity === null && all.filter((y) => y.c.length > 0).length === 1)),
      );
    if (named.length) {
      addNamedAnswers(t, choice, named);
      continue;
    }
    if (answeredShared(t, choice, asked)) continue;
    // "mejor un consomé grande": the words of another dish named in full answer nothing about this one.
    const other = t.lines.filter((l) => !l.same && l.candidates.length === 1 && !choice.candidates.includes(l.candidates[0]!.name));
    const spoken = withoutOtherDishes(t, other, asked);
    const item =
      other.length && /\b(mejor|ninguno|ninguna|siempre no)\b/.test(t.restN)
        ? null
        : // the customer's own text when nothing was taken out of it: "de 1/2" keeps its fraction (restN drops the "/")
          pick(spoken === t.restN ? t : { ...t, rest: spoken, restN: spoken }, choice);
    if (item) {
      const own = t.lines.find((l) => l.candidates.includes(item));
      // "de 6 búfalo": the flavour the dish's description lists is its note, not a dish we lack.
      const flavour = tellingDescription(t.lexicons.matcher, spoken, item, asked) ? '' : describedWords(t.lexicons.matcher, t.restN, item);
      if (flavour)
        t.lines = t.lines.filter(
          (l) =>
            l.candidates.length ||
            !normalize(l.words)
              .split(' ')
              .every((w) => flavour.includes(w)),
        );
      t.calls.push(add(item.name, answeredCount(t, choice, own?.quantity ?? null), own?.notes ?? choice.notes ?? (flavour || null)));
      // The answer's own words ("de 6", "la chica") are not another line.
      t.lines = t.lines.filter(
        (l) => l !== own && !l.same && !sizeOnly(l.words) && !(l.candidates.length > 1 && l.candidates.includes(item)),
      );
      t.mem.lastItem = item.name;
      t.answered = true;
    } else if (!cancelsChoice(t, choice) && !answeredByKin(t, choice)) still.push(narrowed(t, choice) ?? choice);
    else {
      // "siempre no el refresco": the question is closed here and in core's record (a dish they do not have is never taken off).
      t.mem.dropped.push(choice);
      if (!t.known.some((k) => choice.candidates.includes(k.name)))
        t.calls.push({ name: 'quitar_producto', arguments: { producto: choice.words } });
    }
  }
  t.mem.pending = still;
  // "es todo" while a choice is open: ask it again rather than forget what they wanted, and say how
  // to let it go (a customer who never meant that dish would otherwise be asked forever).
  if (still.length && !t.calls.length && (INTENTS.finish.test(t.n) || INTENTS.yes.test(t.n)))
    return reply(t, ...pendingQuestion(t.mem, t.tone), t.tone.whichNone);
  return null;
}

/**
 * "2 paquetes" then "uno con atole en vez de café", "uno con horchata y otro con chaya": notes for
 * some of the units the last dish already has split its line; they never add more units. Only
 * when the dish is one plain line in the cart and the parts are no more than its units; a message
 * opening with "otro"/"otra" ("otra con queso") adds one more, as before.
 */
export function splitUnits(t0: Turn): Decision | null {
  // "una de las arepas que sea pelúa", "uno de los tamales que sea rojo": "que una sea pelúa".
  const said = t0.rest.replace(
    /^\s*(un[oa]|\d+|dos|tres|cuatro|cinco)\s+de\s+(?:los|las|esos|esas)(?:\s+(?:[a-záéíóúñ]+|\d+))?\s+que\s+(sea|sean|este|esten|venga|vengan)\s+/i,
    'que $1 $2 ',
  );
  // "de los 3, 2 sin cebollín": the units they already have, named before the split, are no order.
  const ofThose = /^\s*(?:y\s+)?de\s+(?:los|las|esos|esas)\s+(?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\s*,?\s*/i.exec(said);
  // "que una sea sin salsa", "que 2 vengan sin cebolla": the count, then how those units go.
  const being =
    /^\s*(?:(?:oye|y|ah|porfa|perdon)\s+)*que\s+(un[oa]s?|\d+|dos|tres|cuatro|cinco)\s+(?:sea|sean|este|esten|venga|vengan)\s+/i.exec(said);
  const rest = ofThose ? said.slice(ofThose[0].length) : being ? `${being[1]} ${said.slice(being[0].length)}` : t0.rest;
  const t =
    ofThose || being
      ? { ...t0, rest, restN: spokenText(normalize(rest)), lines: parseOrderLines(rest, t0.context.menu, { lexicons: t0.lexicons }) }
      : t0;
  // "uno con …", "unas bbq y otras …", "2 sin salsa": a count opens the message, then how those units go.
  const opening = t.restN.replace(/^(?:(?:y|pero|oye|ah|porfa|perdon|de esos?|de esas?)\s+)*/, '').split(' ');
  if (!/^(unos|unas)$/.test(opening[0] ?? '') && !quantityAt(opening, 0)) return null;
  const target = t.known.find((i) => i.name === t.memory.lastItem);
  const parts = t.lines.every((l) => l.same && !l.candidates.length && l.notes)
    ? t.lines
    : target
      ? (beingNoted(t.lexicons.matcher, target, being, t.restN) ?? siblingPart(t, target, being) ?? comboParts(t, target))
      : [];
  if (!parts.length) return null;
  // The cart's lines, or the confirmed order's (core returned them); "options" only the cart's carry.
  const lines = target ? t.had.filter((l) => l.menuItemId === target.id) : [];
  const cartLine = target && t.context.cart.lines.find((l) => l.menuItemId === target.id);
  if (!target || lines.length !== 1 || lines[0]!.notes || cartLine?.options?.length) return null;
  const units = lines[0]!.quantity;
  const split = parts.reduce((sum, l) => sum + (l.quantity ?? 1), 0);
  if (units < 2 || split > units) return null;
  // Taking a confirmed order's only dish off first would cancel it: the parts first, then the plain line by its (empty) notes.
  if (split === units && !t.context.cart.lines.length && new Set(t.had.map((l) => l.menuItemId)).size < 2) {
    for (const part of parts) t.calls.push(partCall(t, target, part));
    t.calls.push({ name: 'quitar_producto', arguments: { producto: target.name, notas: '' } });
    return run(t);
  }
  // "3 sin cebolla y los demás con todo": the units left get that note.
  const others = split < units ? restNote(t.restN) : null;
  if (others && !t.context.cart.lines.length) {
    for (const part of [...parts, { quantity: units - split, notes: others }]) t.calls.push(partCall(t, target, part));
    t.calls.push({ name: 'quitar_producto', arguments: { producto: target.name, notas: '' } });
    return run(t);
  }
  if (others) t.calls.push({ name: 'quitar_producto', arguments: { producto: target.name } }, add(target.name, units - split, others));
  else if (split < units) t.calls.push({ name: 'cambiar_cantidad', arguments: { producto: target.name, cantidad: units - split } });
  else t.calls.push({ name: 'quitar_producto', arguments: { producto: target.name } });
  for (const part of parts) t.calls.push(partCall(t, target, part));
  return run(t);
}

/**
 * "2 arepas dominó" → "que una sea pelúa" (also after "confirmado"): the count, then the name of a
 * sibling of the dish (its head word) alone, is that many of them changed to it (`partCall`).
 */
function siblingPart(t: Turn, target: MenuItem, being: RegExpExecArray | null): { quantity: number | null; notes: string | null }[] | null {
  const named = t.lines.filter((l) => !l.same && l.candidates.length);
  const head = (i: MenuItem) => t.lexicons.matcher.contentStems(i.name)[0];
  // "verde" may name other dishes too ("Hamburguesa Verde"): only the dish's own kind counts.
  const kin = named.length === 1 ? named[0]!.candidates.filter((c) => c !== target && head(c) === head(target)) : [];
  if (!being || kin.length !== 1) return null;
  return [{ quantity: named[0]!.quantity, notes: named[0]!.words }];
}

/**
 * "3 tamales rojos" → "uno que sea verde": a part whose words tell one sibling of the dish (every
 * word fits it) is that many of the sibling, not a note on the dish.
 */
function partCall(t: Turn, target: MenuItem, part: { quantity: number | null; notes: string | null }) {
  const said = normalize(part.notes ?? '').replace(/^(?:(?:que|sea|sean|de|mejor)\s+)+/, '');
  const { matcher } = t.lexicons;
  // "uno con pollo frito" of a combo is what it comes with; only a kind said plainly names a sibling.
  const head = (i: MenuItem) => matcher.contentStems(i.name)[0];
  const words = said && !/^con\b/.test(normalize(part.notes ?? '')) ? matcher.contentStems(said) : [];
  const kin = words.length ? byTellingWords(t.lexicons, said, siblingsOf(matcher, target, t.context.menu)).filter((c) => c !== target) : [];
  const sibling =
    kin.length === 1 && kin[0]!.available && head(kin[0]!) === head(target) && words.every((w) => matcher.wordMatchesItem(w, kin[0]!))
      ? kin[0]!
      : null;
  return sibling ? add(sibling.name, part.quantity ?? 1, null) : add(target.name, part.quantity ?? 1, part.notes);
}

/**
 * "2 quesadillas" → "una con salsa verde" → "la otra sin salsa": "el otro / la otra" with a note is the
 * plain units left of the last dish (one of its lines noted, one plain), never one more.
 */
export function otherNote(t: Turn): Decision | null {
  const said =
    /^(?:(?:y|pero|oye|ah|porfa)\s+)*(?:el otro|la otra|los otros|las otras)\s+((?:sin|con|bien|poco|poca|que)\b.*?)(?:\s+(?:porfa|por favor|plis))?$/.exec(
      t.restN,
    );
  const target = t.known.find((i) => i.name === t.memory.lastItem);
  if (!said || !target || t.lines.some((l) => !l.same && l.candidates.length)) return null;
  const lines = t.had.filter((l) => l.menuItemId === target.id);
  const plain = lines.filter((l) => !l.notes);
  if (plain.length !== 1 || lines.length < 2) return null;
  t.calls.push(add(target.name, plain[0]!.quantity, said[1]!), {
    name: 'quitar_producto',
    arguments: { producto: target.name, notas: '' },
  });
  return run(t);
}

/** "…, y el resto con todo", "los demás sin salsa": the note for the units no part named. */
export function restNote(n: string): string | null {
  const said =
    /\b(?:el resto|los demas|las demas|lo demas)\s+((?:sin|con|bien|poco|poca|que|todo)\b.*?)(?:\s+(?:porfa|por favor|plis))?$/.exec(n);
  return said?.[1] ?? null;
}

/**
 * "2 combos 1" → "uno con 2 californias y otro con 2 philadelphia": each part names what the
 * combo says it includes ("Dos rollos a escoger (California o Philadelphia)…"), so it is that
 * unit's note, not a dish of its own.
 */
function comboParts(t: Turn, combo: MenuItem): { quantity: number | null; notes: string | null }[] {
  if (!combo.description) return [];
  const includes = t.lexicons.matcher.contentStems(combo.description);
  const parts = t.restN
    .split(/\s*(?:,|\by\b)?\s*\b(?:el otro|la otra|los otros|las otras|otros|otras|otro|otra)\b\s*/)
    .map((p) => p.replace(/^(?:(?:y|pero|oye|ah|porfa|de esos?|de esas?)\s+)*(?:un|uno|una|unos|unas)\s+/, '').trim());
  if (parts.length < 2 && !/^(con|sin|de)\b/.test(parts[0] ?? '')) return [];
  // "unas bbq y otras búfalo": flavours the description lists; "uno con 2 californias": what a combo includes.
  const fits = parts.every(
    (p) => p && t.lexicons.matcher.contentStems(p).every((w) => includes.includes(w) || /\d/.test(w) || w === 'con'),
  );
  return fits ? parts.map((p) => ({ quantity: 1, notes: p })) : [];
}

/** "cámbiame la horchata por una jamaica", "en vez de la limonada una pacífico", "cámbialo por uno rojo". */
export function swap(t: Turn): Decision | null {
  if (!t.known.length) return null;
  const insteadOf = /^(.*?)\b(?:en vez d|en lugar d)(?:e|el)\b(.+)/.exec(t.restN);
  // "mejor unas gringas en vez de los tacos": the dish of theirs after "en vez de" is the one replaced, never the last one.
  const namesTheirs =
    insteadOf &&
    (theirsThenWanted(t, insteadOf[2]!) !== null ||
      parseOrderLines(insteadOf[2]!, t.context.menu, { lexicons: t.lexicons }).some((l) => l.candidates.some((c) => t.known.includes(c))));
  const rather = namesTheirs ? null : (ratherThan(t) ?? theirsRather(t));
  if (rather) return rather;
  // "cámbialas x unas de 6": "x" is how "por" is texted.
  const change = /^(.*?)\b(cambia\w*)\b(.*?)\b(?:por|x)\b(.+)$/.exec(t.restN);
  let fromText: string;
  let toText: string;
  const split = insteadOf ? theirsThenWanted(t, insteadOf[2]!) : null;
  if (split) [fromText, toText] = split;
  else if (insteadOf) {
    const after = insteadOf[2]!;
    const lines = parseOrderLines(after, t.context.menu, { lexicons: t.lexicons });
    const from = lines.find((l) => l.candidates.some((c) => t.known.includes(c)));
    const to = lines.find((l) => l !== from && l.candidates.length > 0);
    // "mejor unas gringas en vez de los tacos": what they want is said before "en vez de", what they had after.
    const before = insteadOf[1]!.replace(/^(?:(?:y|ay|oye|pues|no|mejor|siempre no)\s+)+/, '');
    if (!from) return null;
    // "en vez de una de pollo ponme una doble" with 2 ordered: the count said is how many of them change.
    fromText = from.quantity !== null ? `${from.quantity} ${from.words}` : from.words;
    toText = to || !before.trim() ? after.slice(after.indexOf(from.words) + from.words.length) : before;
  } else if (change) {
    fromText = change[3]!.trim() || change[1]!.trim();
    toText = change[4]!;
  } else return null;
  const fromLine = found(parseOrderLines(fromText, t.known, { lexicons: t.lexicons }))[0];
  // "cámbialo por un res con brócoli" right after we could not sell a dish: "lo" is that dish, none of theirs.
  const refused = fromLine ? undefined : t.context.menu.find((i) => i.name === t.memory.refused && !t.known.includes(i));
  const from =
    fromLine?.candidates[0] ??
    refused ??
    t.known.find((i) => i.name === t.memory.lastItem) ??
    (t.known.length === 1 ? t.known[0] : undefined);
  let to = parseOrderLines(toText, t.context.menu, { lexicons: t.lexicons }).find((l) => l.candidates.length > 0);
  // "cámbialas por unas de 6": only a measure or size, of the dish being changed.
  if (from && !to) {
    const kin = byTellingWords(t.lexicons, toText, siblingsOf(t.lexicons.matcher, from, t.context.menu)).filter((c) => c !== from);
    const count = counts(normalize(toText)).find((q) => !kin.some((c) => normalize(c.name).includes(String(q.value))));
    if (kin.length) to = { candidates: kin, words: toText, quantity: count?.value ?? null, more: false, notes: null };
  }
  if (from && !to) return unsoldInstead(t, toText);
  if (!from || !to) return null;
  let target = to.candidates.length === 1 ? to.candidates[0]! : null;
  if (!target) {
    // "cámbialo por uno rojo": the sibling of what it replaces.
    const siblings = closestTo(
      t.lexicons.matcher,
      from,
      to.candidates.filter((c) => c !== from && c.available),
    );
    target = siblings.length === 1 ? siblings[0]! : null;
  }
  if (!target) return null;
  const had = t.had.filter((l) => l.menuItemId === from.id).reduce((s, l) => s + l.quantity, 0);
  // "cambia una por un taco dorado" with 3 ordered: one of them changes.
  const some = counts(normalize(fromText))[0]?.value;
  const changing = some !== undefined && some < had ? some : null;
  // Added first: removing the only product of a confirmed order would cancel it. A sibling keeps how they wanted it.
  const kept = siblingsOf(t.lexicons.matcher, from, [target]).length
    ? (t.had.find((l) => l.menuItemId === from.id && l.notes)?.notes ?? null)
    : null;
  t.calls.push(
    add(target.name, to.quantity ?? changing ?? (had || (from === refused ? t.memory.refusedQuantity : null) || 1), to.notes ?? kept),
  );
  if (from !== refused)
    t.calls.push({ name: 'quitar_producto', arguments: { producto: from.name, ...(changing ? { cantidad: changing } : {}) } });
  t.mem.lastItem = target.name;
  return run(t);
}

/**
 * "en vez de la de bistec un sope de bistec", "en vez de las horchatas aguas de jamaica": the first
 * words (at most five) that name exactly one of their dishes, and the rest when it names another
 * dish of the menu; null otherwise. Read whole, the two would run together into one dish.
 */
function theirsThenWanted(t: Turn, after: string): [string, string] | null {
  const words = after.trim().split(/\s+/);
  for (let i = 1; i < Math.min(words.length, 6); i++) {
    const head = words.slice(0, i).join(' ');
    const tail = words.slice(i).join(' ');
    const theirs = found(parseOrderLines(head, t.known, { notes: false, lexicons: t.lexicons }));
    if (theirs.length !== 1) continue;
    // "los arroces | con leche": the rest still naming their dish is more of its name.
    const wanted = parseOrderLines(tail, t.context.menu, { lexicons: t.lexicons });
    const first = wanted.find((l) => !l.same && l.candidates.length);
    if (first && !first.candidates.includes(theirs[0]!.candidates[0]!)) return [head, tail];
  }
  return null;
}

/**
 * "cámbiame el flan por un hot dog": a dish the menu does not sell, asked for instead of one of
 * theirs. It is asked of core by the customer's words (core answers that we do not sell it, and the
 * reply says so) and their dish stays; it is never read as one more of theirs.
 */
function unsoldInstead(t: Turn, said: string): Decision | null {
  const unsold = unsoldWanted(t, said);
  if (!unsold) return null;
  t.calls.push(add(unsold, 1, null));
  return run(t);
}

/** The words of a dish wanted that name nothing on the menu ("un hot dog porfa" → "hot dog"), or null. */
export function unsoldWanted(t: Turn, said: string): string | null {
  const words = spokenText(normalize(said))
    .split(' ')
    .filter((w) => w && !REQUEST_WORDS.has(w) && !/^\d+$/.test(w));
  if (!words.length || words.some((w) => t.lexicons.matcher.wordOnMenu(w, t.context.menu))) return null;
  return words.join(' ');
}

/**
 * "la inca kola mejor chicha", "el lomo mejor un pollo saltado": one of their dishes named with its
 * article, then "mejor" and another dish that is no sibling of it (that case is `ratherThan`'s): the
 * other dish instead, units kept; never both.
 */
function theirsRather(t: Turn): Decision | null {
  const at = /\bmejor\b/.exec(t.restN);
  const before = at ? t.restN.slice(0, at.index) : '';
  if (!at || !/^(?:(?:oye|y|pero|ah|porfa)\s+)*(?:el|la|los|las)\s+\S/.test(before)) return null;
  const theirs = found(parseOrderLines(before, t.known, { notes: false, lexicons: t.lexicons }));
  const said = parseOrderLines(t.restN.slice(at.index + 'mejor'.length), t.context.menu, { lexicons: t.lexicons });
  const instead = said.filter((l) => !l.same && l.candidates.length);
  if (theirs.length !== 1 || theirs[0]!.quantity !== null || instead.length !== 1) return null;
  const from = theirs[0]!.candidates[0]!;
  const kin = instead[0]!.candidates.length === 1 ? instead[0]!.candidates : closestTo(t.lexicons.matcher, from, instead[0]!.candidates);
  const to = kin.length === 1 && kin[0] !== from && kin[0]!.available ? kin[0]! : null;
  if (!to) return null;
  const had = t.had.filter((l) => l.menuItemId === from.id).reduce((sum, l) => sum + l.quantity, 0);
  t.calls.push(add(to.name, instead[0]!.quantity ?? (had || 1), instead[0]!.notes));
  t.calls.push({ name: 'quitar_producto', arguments: { producto: from.name } });
  t.mem.lastItem = to.name;
  return run(t);
}

/** "no, mejor…", "ay no, de pavo": an interjection before the "no" is still a correction. */
const RATHER =
  /\b(mejor|que sea|que sean|perdon|me equivoque|siempre si|eran|cambia\w* a|en vez|(?:me )?(?:lo|la|los|las) (?:pueden|puedes|podrian|podrias) (?:hacer|dar|mandar|cambiar))\b|^(?:(?:ay|ah|uy|oh|ups)\s+)?no\b/;

/** The items sharing the most words with `item` (all of them when they tie). */
export function closestTo(matcher: MenuMatcher, item: MenuItem, candidates: MenuItem[]): MenuItem[] {
  const own = matcher.contentStems(item.name);
  const score = (c: MenuItem) => own.filter((w) => matcher.wordMatchesItem(w, c)).length;
  const best = Math.max(0, ...candidates.map(score));
  return best > 0 ? candidates.filter((c) => score(c) === best) : [];
}

/** Whether the message reads as a change of one of their dishes into another (`ratherThan`). */
function correctsADish(t: Turn): boolean {
  // "2 lattes" → "los de vainilla": an article and "de" refine the dish just ordered.
  const refines = /^(el|la|los|las) de\b/.test(t.restN);
  // "los de panza sin salsa" with tacos de panza ordered: a dish of theirs, named for its note, is no refinement —
  // also when the words fit other dishes of the menu too ("los de bistec" beside "Alambre de Bistec"): one of theirs.
  const theirsNamed = (l: ParsedLine<MenuItem>) => !l.same && l.candidates.filter((c) => t.known.includes(c)).length === 1;
  if (refines && !RATHER.test(t.restN) && t.lines.some(theirsNamed)) return false;
  if (!(RATHER.test(t.restN) || refines) || /\b(tambien|otr[oa]s?|mas|agrega\w*|ademas)\b/.test(t.restN)) return false;
  // "no, eran 4 y uno de panza": a recount of the last dish plus another one (changeQuantity).
  // "mejor sin el agua", "mejor ya no la coca": a dish taken out, never changed for its sibling.
  // "mejor no los de cochinita": the same, said with "mejor no".
  if (RECOUNT.test(t.restN) || /\b(?:sin|(?:ya|mejor) no|quita\w*)\s+(?:el|la|los|las)\b/.test(t.restN)) return false;
  // "no quiero pad thai", as written (no comma after "no"): a dish they do not want, never "no, quiero…" swapping the last one.
  return !/^\s*(?:(?:ay|ah|uy|oh|ups)\s+)?no\s+(?:quiero|queremos)\b/i.test(t.rest);
}

/**
 * "unos chilaquiles verdes" → "mejor rojos", "2 empanadas de 6" → "no, mejor de 12", "mejor la
 * grande": the same dish in its other kind, size or measure, read against the dish's siblings.
 */
function ratherThan(t: Turn): Decision | null {
  if (!correctsADish(t)) return null;
  let products = t.lines.filter((l) => !l.same && l.candidates.length > 0);
  // "no, quiero pad thai" while "¿De cuál pad thai?" is open: the dish asked about, named again, changes none of theirs.
  if (products.length && t.memory.pending.some((p) => products.every((l) => l.candidates.every((c) => p.candidates.includes(c.name)))))
    return null;
  // "la horchata mejor de litro": the dish of theirs named first, then what it becomes (its sibling).
  const own = products.length === 2 ? products[0]!.candidates.filter((c) => t.known.includes(c)) : [];
  if (own.length === 1 && products.every((l) => l.quantity === null)) {
    const becomes = products[1]!.candidates.filter((c) => c !== own[0] && siblingsOf(t.lexicons.matcher, own[0]!, [c]).length);
    products = becomes.length ? [{ ...products[1]!, candidates: becomes }] : products;
  }
  // "no, mejor uno entero": with a count only when the message corrects ("no", "mejor"), not when it only refines.
  // A count for a dish they already have ("que los de tripa sean 2") changes its quantity instead.
  const counted = products.length === 1 && products[0]!.quantity !== null;
  // "me equivoqué, eran 2 tostadas" with "Tostada de Pata" ordered: a count for a dish of theirs (changeQuantity).
  const theirs = counted && found(parseOrderLines(t.rest, t.known, { notes: false, lexicons: t.lexicons })).length > 0;
  if (products.length > 1 || (counted && (!RATHER.test(t.restN) || theirs || products[0]!.candidates.some((c) => t.known.includes(c)))))
    return null;
  // "mejor las papas grandes" after "papas chicas y churros": the dish of theirs the named one is a sibling of.
  const said = products[0]?.candidates ?? [];
  const replaced = t.known.filter(
    (k) =>
      !said.includes(k) && said.some((c) => siblingsOf(t.lexicons.matcher, k, [c]).length && closestTo(t.lexicons.matcher, k, [c]).length),
  );
  const kinOfSaid =
    replaced.length > 1 ? replaced.filter((k) => said.some((c) => closestTo(t.lexicons.matcher, c, replaced).includes(k))) : replaced;
  const last = kinOfSaid.length === 1 ? kinOfSaid[0] : t.known.find((i) => i.name === t.memory.lastItem);
  if (!last) return null;
  const siblings = siblingsOf(t.lexicons.matcher, last, t.context.menu);
  const told = products.length ? [] : byTellingWords(t.lexicons, t.rest, siblings);
  const halved = products.length || told.length ? null : bySize(t.restN, siblings);
  const named = products.length ? products[0]!.candidates.filter((c) => c !== last) : halved ? [halved] : told;
  // "un pozole rojo grande" → "mejor chico": of the chicos, the one closest to what they had.
  const kin = closestTo(
    t.lexicons.matcher,
    last,
    named.filter((c) => c !== last),
  );
  // "2 cusqueñas chicas" → "mejor grandes" beside "330 ml" / "620 ml": a size alone that names only other dishes is the sibling's size.
  if (products.length === 1 && sizeOnly(normalize(products[0]!.words)) && !kin.some((c) => ofItsKind(t.lexicons.matcher, last, c))) {
    const sized = bySize(
      t.restN,
      siblings.filter((c) => ofItsKind(t.lexicons.matcher, last, c)),
    );
    kin.splice(0, kin.length, ...(sized && sized !== last ? [sized] : []));
  }
  // "2 cervezas" → "nel, mejor 2 limonadas": "no, mejor" replaces the last dish with any other one.
  // "siempre no, mejor atoles de chocolate", "perdón, mejor una coca", "mejor unas alitas", "no perdón, mejor…": the same, opening the message.
  const replacing =
    /^(?:(?:ay|ah|uy|oye)\s+)?(?:(?:siempre\s+)?(?:no|nel|nop|nah)\s+|perdon\s+|pensandolo bien\s+)*mejor\b/.test(t.restN) &&
    products.length === 1;
  const other = replacing ? named.filter((c) => c.available && !t.known.includes(c)) : [];
  if (kin.length !== 1 && other.length === 1) kin.splice(0, kin.length, other[0]!);
  if (kin.length > 1) kin.splice(0, kin.length, ...plainKin(t, last, kin, products[0]?.words ?? ''));
  if (kin.length !== 1) return null;
  const had = t.had.filter((l) => l.menuItemId === last.id).reduce((s, l) => s + l.quantity, 0);
  // "2 aguas de tamarindo" → "una mejor de limón": that many of them change, the rest stay.
  const some = /^(?:(?:y|pero|bueno)\s+)?(una?|uno|\d+)\s+mejor\b/.exec(t.restN);
  const changing = some ? (quantityAt([some[1]!], 0)?.value ?? null) : null;
  if (changing !== null && changing < had && !products[0]?.quantity) {
    t.calls.push(add(kin[0]!.name, changing, products[0]?.notes ?? null));
    t.calls.push({ name: 'quitar_producto', arguments: { producto: last.name, cantidad: changing } });
    t.mem.lastItem = kin[0]!.name;
    return run(t);
  }
  t.calls.push(
    add(
      kin[0]!.name,
      products[0]?.quantity ?? (had || 1),
      // "unos boneless bbq" → "mejor de 500": the sibling keeps how they wanted it ("que sea grande" only chose it).
      (products[0]?.notes && !choosing(t.lexicons.matcher, products[0].notes, kin[0]!) ? products[0].notes : null) ??
        (t.had.find((l) => l.menuItemId === last.id && l.notes)?.notes || null),
    ),
  );
  t.calls.push({ name: 'quitar_producto', arguments: { producto: last.name } });
  t.mem.lastItem = kin[0]!.name;
  return run(t);
}

/** "el napo", "la hawa": an answer cut short, read as the matcher reads names among the dishes asked about. */
function byWordsCutShort(matcher: MenuMatcher, words: string[], candidates: MenuItem[]): MenuItem | null {
  if (!words.length) return null;
  const found = matcher.resolveMenuItem(words.join(' '), candidates);
  return found.kind === 'found' ? found.item : null;
}

/**
 * "un pollo entero" → "no, mejor medio" beside "Medio Pollo" and "Medio Pollo Adobado": of the dishes
 * tied as closest to the one replaced, the plain one, as a waiter writes it when none of the words
 * that make the others different was said. Only among dishes of its kind (a word of its name, not
 * only a measure: "Refresco 600 ml" → "que sea coca" is never "Coca-Cola 600 ml").
 */
function plainKin(t: Turn, last: MenuItem, kin: MenuItem[], said: string): MenuItem[] {
  const plain = kin.every((c) => ofItsKind(t.lexicons.matcher, last, c)) ? plainAmong(t, said, kin) : null;
  return plain ? [plain] : kin;
}

/** Whether a dish shares a word of the other's name, a measure aside ("Gordita 250 g" and "Torta 250 g" are no kin). */
const ofItsKind = (matcher: MenuMatcher, item: MenuItem, c: MenuItem) =>
  matcher.contentStems(item.name).some((w) => !/\d/.test(w) && matcher.wordMatchesItem(w, c));

/** A note that only says which dish ("que sea grande" of "Café de Olla Grande"): no note for the kitchen. */
const choosing = (matcher: MenuMatcher, note: string, item: MenuItem) =>
  // "mejor el pollo saltado en vez del lomo": what it replaces is no note either.
  /^(?:en vez|en lugar)\b/.test(normalize(note)) ||
  matcher
    .contentStems(normalize(note).replace(/\b(que|sea|sean|mejor|el|la|los|las)\b/g, ' '))
    .every((w) => matcher.wordMatchesItem(w, item));

/** The candidates the customer's distinguishing words pick ("de 12", "la grande", "sencillas"). */
function byTellingWords(lexicons: Lexicons, text: string, candidates: MenuItem[]): MenuItem[] {
  const matcher = lexicons.matcher;
  const words = matcher.contentStems(wordsOf(text, candidates, { headless: true, lexicons }).join(' '));
  const telling = words.filter((w) => {
    const hits = candidates.filter((c) => matcher.wordMatchesItem(w, c)).length;
    return hits > 0 && hits < candidates.length;
  });
  if (!telling.length) return [];
  return candidates.filter((c) => telling.every((w) => matcher.wordMatchesItem(w, c)));
}

/** The candidates that share a word with `item`: "otros empanizados" after camarones are camarones. */
export function siblingsOf(matcher: MenuMatcher, item: MenuItem, candidates: MenuItem[]): MenuItem[] {
  return candidates.filter((c) => matcher.contentStems(item.name).some((w) => matcher.wordMatchesItem(w, c)));
}

/**
 * "quítale la cebolla a los tacos", "quítale el chile porfa": what is taken off names none of the
 * customer's dishes, so it is an ingredient — the dish's note in their words, never the dish
 * removed (on a confirmed order of one dish that would cancel it).
 */
function ingredientOff(t: Turn): Decision | null {
  const off =
    /^(?:(?:oye|y|ah|porfa|perdon)\s+)*(quita(?:le|les)?\s+(?:el|la|los|las|lo)\s+([a-z]+(?: [a-z]+)?))(?:\s+(?:a|al)\s+((?:(?:el|la|los|las)\s+)?.+?))?(?:\s+(?:porfa|por favor|plis))?$/.exec(
      t.restN,
    );
  if (!off) return null;
  const { matcher } = t.lexicons;
  if (found(parseOrderLines(off[2]!, t.known, { notes: false, lexicons: t.lexicons })).length) return null;
  // A word of their dishes, or of a dish the menu sells (a paid extra aside: "Extra Cebolla"), is no ingredient.
  const dishes = [...t.known, ...t.context.menu.filter((i) => !isPaidExtra(i))];
  if (matcher.contentStems(off[2]!).some((w) => dishes.some((k) => matcher.wordMatchesItem(w, k)))) return null;
  const named = off[3] ? found(parseOrderLines(off[3], t.known, { notes: false, lexicons: t.lexicons }))[0]?.candidates[0] : undefined;
  const target = named ?? t.known.find((i) => i.name === t.memory.lastItem) ?? (t.known.length === 1 ? t.known[0] : undefined);
  return target ? rewriteNote(t, target, off[1]!) : null;
}

/** Whether words read against their dishes as one of them are read so by the whole menu too (or name nothing else there). */
function theirsToo(t: Turn, x: ParsedLine<MenuItem>): boolean {
  const wide = t.lines.find((l) => !l.same && normalize(l.words) === normalize(x.words));
  return !wide?.candidates.length || wide.candidates.includes(x.candidates[0]!);
}

/** "eran 2 tostadas" with "Tostada de Pata" ordered beside an "Orden de Tostadas": every word said fits theirs. */
function fitsEveryWord(t: Turn, x: ParsedLine<MenuItem>): boolean {
  const { matcher } = t.lexicons;
  return matcher.contentStems(x.words).every((w) => matcher.wordMatchesItem(w, x.candidates[0]!));
}

/** "quita la coca", "sin el refresco", "ya no quiero las papas", "quítale un refresco". */
export function removals(t: Turn): Decision | null {
  if (!INTENTS.remove.test(t.restN) || !t.known.length) return null;
  const ingredient = ingredientOff(t);
  if (ingredient) return ingredient;
  // "ya no quiero las quesabirrias, mejor 4 tacos": words the whole menu reads as other dishes ("tacos") are none of theirs.
  const targets = found(parseOrderLines(t.rest, t.known, { notes: false, lexicons: t.lexicons })).filter((x) => theirsToo(t, x));
  if (!targets.length) return removeUnits(t);
  // "quítale el chow mein y ponme un arroz frito": what else it orders is added first (an order never empties).
  const removed = targets.map((l) => l.candidates[0]!);
  // "quítale las tostadas" with "Tostada de Tinga" in the order: the words that named it name nothing else to add.
  const saidOfTheirs = (l: ParsedLine<MenuItem>) => targets.some((x) => normalize(x.words) === normalize(l.words));
  for (const line of t.lines) {
    if (line.same || !line.candidates.length || line.candidates.some((c) => removed.includes(c)) || saidOfTheirs(line)) continue;
    if (line.candidates.length === 1) t.calls.push(add(line.candidates[0]!.name, line.quantity ?? 1, line.notes));
    else {
      // "ya no quiero las quesabirrias, mejor 4 tacos": what they want instead is asked about, never dropped.
      const available = line.candidates.filter((c) => c.available);
      askWhich(t, line, available.length ? available : line.candidates);
    }
  }
  // "quítale las papas y ponme un sushi": what they want instead, when we do not sell it, is asked of core (it says so).
  const instead = /\b(?:ponme|pon|dame|mandame|traeme|agregame|agregale|mejor)\b(.+)$/.exec(t.restN);
  const unsold = instead && !parseOrderLines(instead[1]!, t.context.menu, { lexicons: t.lexicons }).some((l) => l.candidates.length);
  if (unsold) {
    const wanted = unsoldWanted(t, instead[1]!);
    if (wanted) t.calls.push(add(wanted, 1, null));
  }
  for (const line of targets) {
    const all = /^(la|el|los|las)\b/.test(normalize(line.words)) || allOfThem(t.restN, line.words);
    const units = line.quantity !== null && line.quantity > 0 && !all ? line.quantity : null;
    t.calls.push({ name: 'quitar_producto', arguments: { producto: line.candidates[0]!.name, ...(units ? { cantidad: units } : {}) } });
  }
  return run(t);
}

/** "ya no quiero las pepperoni, mejor una cuatro quesos": "las …" is all of them (not "una de las …"), whatever count comes after. */
function allOfThem(n: string, said: string): boolean {
  const words = normalize(said).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const at = new RegExp(`\\b(?:el|la|los|las)\\s+${words}\\b`).exec(n);
  return !!at && !/\bde\s*$/.test(n.slice(0, at.index));
}

/** A note said alone in a later message: "sin cebolla porfa", "bien dorado", "la salsa aparte", "con la crema aparte". */
const LATE_NOTE =
  /^(?:(?:y|pero|oye|ah|porfa|que|sean?|vengan?|esten?|este|todo|todos|todas|la|el|los|las|lo|le|ponle|ponles|que la|que el|(?:los|las) (?:\d+|dos|tres|cuatro|cinco|seis))\s+)*((?:sin|bien \S+|poco|poca|con poco|con poca|con mucho|con mucha|con todo|con (?:el|la|los|las|su|sus) (?=.{0,40}\baparte\b)|(?:el|la|los|las) (?=.{0,40}\baparte\b)|que no \S+|extra|aparte|no muy|muy|termino|doraditas?|doraditos?|cocid[oa]s?|cortad[oa]s?|partid[oa]s?|en cuadritos|en rebanadas)\b.*)$/;

/**
 * "un dogo jumbo" then "sin cebolla porfa": a note said alone is about the product touched
 * last; its line is written again with the note (same units).
 */
export function lateNote(t: Turn): Decision | null {
  if (!t.had.length) return null;
  // "que los tacos sean sin salsa", "se me olvidó, sin cebolla los tacos": the dish of theirs named is the one.
  const named = t.lines.filter((l) => !l.same && l.candidates.length && l.candidates.some((c) => t.known.includes(c)));
  const own = named.length === 1 ? named[0]!.candidates.filter((c) => t.known.includes(c)) : [];
  // "la pizza cortada en cuadritos": a word of one dish of theirs, then what is said of it.
  const headed = headNamed(t.lexicons.matcher, t.lines, t.known, t.restN);
  const touched =
    headed?.item ?? (own.length === 1 && named[0]!.quantity === null ? own[0]! : t.known.find((i) => i.name === t.memory.lastItem));
  // "un bowl con proteína extra" then "sin cebolla": left out of the dish the extra goes on, not of the extra.
  const dish = touched && isPaidExtra(touched) && /^(?:y\s+)?sin\b/.test(t.restN) ? t.known.findLast((i) => !isPaidExtra(i)) : undefined;
  const target = dish ?? touched;
  if (!target) return null;
  const rest = headed?.rest ?? (own.length === 1 ? withoutWords(t.restN, named[0]!.words) : t.restN);
  const component = componentChoice(t, target) ?? packChoice(t, target) ?? lateComboChoice(t.lexicons.matcher, target, t.restN, t.lines);
  const said =
    LATE_NOTE.exec(rest.replace(/^(?:(?:ah|oye|y|una cosa|se me olvido(?: decirte)?)\s+)+/, ''))?.[1] ??
    describedChoice(t, target) ??
    component;
  // "sin crema porfa" with "Crema Batida Extra" on the menu: what follows "sin" is left out, never added.
  const without = said !== undefined && said !== null && /^sin(?: \S+){1,4}$/.test(said) && !/\b(y|tambien|mas)\b/.test(said);
  const others = t.lines.some((l) => !l.same && l.candidates.length && l !== named[0]);
  if (!said || (!without && (others || (named.length && own.length !== 1)) && !describedChoice(t, target) && !component)) return null;
  const note = said
    .replace(/\b(porfa|por favor|gracias|plis)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  // "sin cebollín" / "y sin huevo": a note opening with "y" goes on with it.
  return rewriteNote(t, target, note, /^y\s/.test(t.restN) ? ' y ' : ', ');
}

/** The dish's lines written again as one, with the note added (same units); null when they have none of it. */
function rewriteNote(t: Turn, target: MenuItem, note: string, joiner = ', '): Decision | null {
  const lines = t.had.filter((l) => l.menuItemId === target.id);
  if (!note || !lines.length) return null;
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  const before = lines.map((l) => l.notes).filter(Boolean);
  const noted = add(target.name, units, [...before, note].join(joiner));
  if (t.context.cart.lines.length) {
    t.calls.push({ name: 'quitar_producto', arguments: { producto: target.name } }, noted);
    return run(t);
  }
  // A confirmed order: the noted line first, then the old lines by their notes (taking its only dish off first would cancel it).
  t.calls.push(
    noted,
    ...lines.map((l) => ({ name: 'quitar_producto' as const, arguments: { producto: target.name, notas: l.notes ?? '' } })),
  );
  return run(t);
}

/**
 * "un combo familiar" then "el refresco que sea de manzana", "un paquete familiar 2" then "los
 * panuchos de cochinita": a definite article and a word of what the combo says it includes, with
 * no count and no order verb, is about that part of the combo — the combo's note, never a new dish.
 */
function componentChoice(t: Turn, combo: MenuItem): string | null {
  // "que el agua sea de limón" opens like a question ("qué …") but asks nothing.
  const asks = t.question && (/[?¿]/.test(t.text) || !/^que (el|la|los|las)\b/.test(t.restN));
  if (!combo.description || asks || INTENTS.orderVerb.test(t.restN)) return null;
  const opening = /^(?:(?:y|oye|ah|porfa|con|que)\s+)*(el|la|los|las)\s+(\S+)(.*)$/.exec(t.restN);
  if (!opening || t.lines.some((l) => l.quantity !== null)) return null;
  const { matcher } = t.lexicons;
  const part = matcher.contentStems(opening[2]!);
  const includes = matcher.contentStems(combo.description);
  // "el bao de pork belly" of a "Combo Bao": a part the combo's own name has, told by words only its description has.
  const telling = matcher.contentStems(opening[3]!).filter((w) => includes.includes(w) && !matcher.wordMatchesItem(w, combo));
  if (!part.length || !part.every((w) => includes.includes(w)) || (matcher.wordMatchesItem(part[0]!, combo) && !telling.length))
    return null;
  const note = t.restN
    .replace(/^(?:(?:y|oye|ah|porfa)\s+)+/, '')
    .replace(/\b(porfa|por favor|gracias|plis)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return note || null;
}

/**
 * "una docena de tamales" then "6 verdes y 6 rojos", "un paquete desayuno" ("Dos tamales a
 * escoger…") then "uno verde y uno rojo": counts that add up to what the pack holds, naming kinds
 * its description lists, are how the pack is filled — its note, not more dishes.
 */
function packChoice(t: Turn, pack: MenuItem): string | null {
  if (!pack.description || t.question || /\b(tambien|aparte|ademas|otr[oa]s?|mas)\b/.test(t.restN)) return null;
  const lines = t.lines.filter((l) => !l.same || l.quantity !== null);
  if (lines.length < 2 || lines.some((l) => l.quantity === null)) return null;
  const holds =
    foldNameMeasures(pack.name)
      .split(' ')
      .map(readMeasure)
      .find((m) => m?.kind === 'pz')?.value ?? quantityAt(normalize(pack.description).split(' '), 0)?.value;
  const units = t.had.filter((l) => l.menuItemId === pack.id).reduce((sum, l) => sum + l.quantity, 0) || 1;
  if (!holds || lines.reduce((sum, l) => sum + l.quantity!, 0) !== holds * units) return null;
  const listed = t.lexicons.matcher.contentStems(pack.description);
  const kinds = lines.flatMap((l) => t.lexicons.matcher.contentStems(l.words)).filter((w) => !/\d/.test(w));
  if (!kinds.length || !kinds.every((w) => listed.includes(w))) return null;
  return (
    t.restN
      .replace(/\b(porfa|por favor|gracias|plis)\b/g, '')
      .replace(/\s+/g, ' ')
      .trim() || null
  );
}

/** The text without the words of a dish named in it (and the article before them). */
function withoutWords(n: string, words: string): string {
  const at = n.indexOf(normalize(words));
  if (!words || at < 0) return n;
  // "sin salsa la de queso": the article and its "de" go with the dish's words.
  return `${n.slice(0, at).replace(/\b(el|la|los|las)(\s+de)?\s*$/, '')} ${n.slice(at + normalize(words).length)}`
    .replace(/\s+/g, ' ')
    .trim();
}

const ALL =
  /^(?:(?:y|ah|oye|porfa)\s+)*(los dos|las dos|ambos|ambas|los tres|las tres|todos|todas)\s+((?:sin|con|bien|poco|poca|muy)\b.*)$/;

/** "un dogo jumbo" / "y otro sencillo" / "los dos sin mostaza": the note goes on each of the last dishes (all for "todos"). */
export function allNote(t: Turn): Decision | null {
  const said = ALL.exec(t.restN);
  // "todos con poca salsa" with "… en Salsa Verde" on the menu: a word the note itself says, with no count, is no dish.
  const inNote = (l: ParsedLine<MenuItem>) =>
    l.quantity === null &&
    !l.candidates.some(isPaidExtra) &&
    normalize(l.words)
      .split(' ')
      .every((w) => said![2]!.split(' ').includes(w));
  // What they have: the cart's lines, or the confirmed order's ("todos con cebolla y cilantro" after "confirmado").
  if (!said || !t.had.length || t.lines.some((l) => !l.same && l.candidates.length && !inNote(l))) return null;
  const dishes = [...new Set(t.had.map((l) => l.menuItemId))];
  // "todos" holds "dos": whole words only.
  const count = /\b(?:dos|ambos|ambas)\b/.test(said[1]!) ? 2 : /\btres\b/.test(said[1]!) ? 3 : dishes.length;
  if (dishes.length < count) return null;
  const note = said[2]!
    .replace(/\b(porfa|por favor|gracias|plis)\b/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    // As the order parser writes notes: "con" goes before an amount ("poca salsa"), stays before a thing.
    .replace(/^con (poco|poca|pocos|pocas|poquit[oa]s?|mucho|mucha|muchos|muchas|bastante|harto|harta)\b/, '$1');
  for (const id of dishes.slice(-count)) {
    const lines = t.had.filter((l) => l.menuItemId === id);
    const units = lines.reduce((sum, l) => sum + l.quantity, 0);
    const noted = add(lines[0]!.name, units, [...lines.map((l) => l.notes).filter(Boolean), note].join(', '));
    if (t.context.cart.lines.length) t.calls.push({ name: 'quitar_producto', arguments: { producto: lines[0]!.name } }, noted);
    // A confirmed order: the noted line first, then the old lines by their notes (its only dish taken off first would cancel it).
    else
      t.calls.push(
        noted,
        ...lines.map((l) => ({ name: 'quitar_producto' as const, arguments: { producto: lines[0]!.name, notas: l.notes ?? '' } })),
      );
  }
  return run(t);
}

/**
 * "unos boneless" then "en mango habanero", "un paquete familiar" then "los 4 rojos": words that
 * only the last product's description has (a flavour or the combo's choice), with no other
 * product clearly named, are that product's note.
 */
function describedChoice(t: Turn, target: MenuItem): string | null {
  if (!target.description || t.question) return null;
  // "un paquete individual" → "de panza": a combo's choice opening with "de" / "con", with no count, names no dish of its own.
  const choosing =
    /^(paquete|combo)\b/i.test(target.name) && /^(?:y\s+)?(?:de|con)\b/.test(t.restN) && t.lines.every((l) => l.quantity === null);
  if (!choosing && t.lines.some((l) => !l.same && l.candidates.length === 1 && l.candidates[0] !== target)) return null;
  // "que sea coca": how it is said is no word of the choice.
  const choice = t.rest.replace(/^\s*(?:y\s+)?(?:que\s+)?(?:sea|sean)\s+/i, '');
  const words = t.lexicons.matcher.contentStems(choice).filter((w) => !/^(porfa|favor|gracias|salsa|sabor|mitad)$/.test(w));
  // A combo's choice may be a flavour other dishes list ("12 alitas en dos salsas" → "mitad búfalo y mitad bbq").
  // Only the customer's own words are looked up in the other descriptions (bounded by the message, not menu × menu).
  const matcher = t.lexicons.matcher;
  const own = matcher.contentStems(target.description);
  const listed = (w: string) => t.context.menu.some((i) => i.description?.length && matcher.contentStems(i.description).includes(w));
  // "medio litro de helado" → "de mamey": a flavour said alone, that another dish's description lists, is this one's too.
  const flavour = (w: string) =>
    (/^(paquete|combo)\b/i.test(target.name) || /^(?:y\s+)?de\s+\S+$/.test(t.restN.replace(/\s+(porfa|por favor|plis)$/, ''))) &&
    listed(w) &&
    !t.context.menu.some((i) => matcher.wordMatchesItem(w, i));
  const description = [...own, ...words.filter((w) => !own.includes(w) && flavour(w))];
  if (!words.length || !words.every((w) => description.includes(w) || /\d/.test(w))) return null;
  if (words.every((w) => t.lexicons.matcher.wordMatchesItem(w, target) || /\d/.test(w))) return null;
  // A combo's choice keeps its "con" ("con tonkotsu y té verde"), as the combo's drink does.
  // "los dos con jamaica": which units is not how they come.
  // A flavour said alone keeps its "de" ("de mamey"), as the convention for flavours of a dish sold by size.
  const alone = /^(?:y\s+)?de\s+\S+$/.test(t.restN.replace(/\s+(porfa|por favor|plis)$/, ''));
  const lead =
    /^(paquete|combo)\b/i.test(target.name) || alone
      ? /^(?:(?:los dos|las dos|ambos|ambas|todos|todas|(?:los|las) (?:\d+|tres|cuatro|cinco)|y|en|la|el|los|las|que sean?|porfa)\s+)+/
      : /^(?:(?:y|en|de|con|la|el|los|las|que sean?|porfa)\s+)+/;
  return (
    t.restN
      .replace(lead, '')
      .replace(/\b(porfa|por favor|gracias)\b/g, '')
      .trim() || null
  );
}

/**
 * The customer's words that only the dish's description has — a flavour or a choice it lists
 * ("de 6 búfalo" of "Alitas 6 pzas: Búfalo, BBQ…"), in the customer's order; '' when none.
 */
export function describedWords(matcher: MenuMatcher, n: string, item: MenuItem): string {
  if (!item.description) return '';
  const description = matcher.contentStems(item.description);
  return n
    .split(' ')
    .filter((w) => {
      const stem = matcher.contentStems(w)[0];
      return stem !== undefined && !/\d/.test(w) && description.includes(stem) && !matcher.wordMatchesItem(stem, item);
    })
    .join(' ');
}

/** "quita uno", "quítale 2": units of the product touched last. */
function removeUnits(t: Turn): Decision | null {
  // "siempre no, mejor 4": the number is the new quantity (changeQuantity), not units to take off.
  if (/\b(mejor|que sean|sean|son|van)\s+\S/.test(t.restN)) return null;
  const tokens = t.restN.split(' ');
  const bare = tokens.map((_, i) => quantityAt(tokens, i)).find((q) => q !== null);
  const target = t.known.find((i) => i.name === t.memory.lastItem) ?? (t.known.length === 1 ? t.known[0] : undefined);
  if (!bare || bare.more || !target || t.lines.some((l) => !l.same && l.candidates.length)) return null;
  t.calls.push({ name: 'quitar_producto', arguments: { producto: target.name, cantidad: bare.value } });
  return run(t);
}

/** "me equivoqué, van 3", "mejor ponle 5", "son 3 comidas": the quantity of what they already have. */
export function changeQuantity(t: Turn): Decision | null {
  if (!t.known.length || !CORRECTION.test(t.restN) || t.memory.lastAsk === 'offer') return null;
  // "ponle un taco al pastor" with a "Burrito al Pastor" ordered: words the whole menu reads as another dish recount none of theirs.
  const named = found(parseOrderLines(t.rest, t.known, { lexicons: t.lexicons })).filter(
    (x) => x.quantity !== null && !x.more && (theirsToo(t, x) || fitsEveryWord(t, x)),
  );
  if (named.length) {
    for (const l of named) t.calls.push({ name: 'cambiar_cantidad', arguments: { producto: l.candidates[0]!.name, cantidad: l.quantity } });
    const changed = named[named.length - 1]!.candidates[0]!;
    t.mem.lastItem = changed.name;
    // "no, 2 rojos y uno verde": the rest of the correction adds, the kind closest to what was changed.
    for (const line of t.lines) {
      if (line.same || !line.candidates.length || line.candidates.some((c) => t.known.includes(c))) continue;
      // "eran 2 tostadas" with "Tostada de Pata" ordered: the words that named theirs name nothing to add.
      if (named.some((l) => normalize(l.words) === normalize(line.words))) continue;
      const pick =
        line.candidates.length === 1
          ? line.candidates
          : closestTo(
              t.lexicons.matcher,
              changed,
              line.candidates.filter((c) => c.available),
            );
      if (pick.length === 1) t.calls.push(add(pick[0]!.name, line.quantity ?? 1, line.notes));
      else askWhich(t, line, line.candidates);
    }
    return run(t);
  }
  const others = t.lines.filter((l) => !l.same && l.candidates.length > 0 && !l.candidates.some((c) => t.known.includes(c)));
  if (others.length) return recountAndAdd(t, others);
  const said = counts(t.restN);
  const bare = said[0];
  if (!bare || bare.more) return null;
  // "eran 4, no 3": the dish they have 3 of.
  const old = said.length === 2 && said[1]!.afterNo ? said[1]!.value : null;
  const units = (i: MenuItem) => t.had.filter((l) => l.menuItemId === i.id).reduce((sum, l) => sum + l.quantity, 0);
  const wasOld = old === null ? [] : t.known.filter((i) => units(i) === old);
  const target =
    (wasOld.length === 1 ? wasOld[0] : undefined) ?? t.known.find((i) => i.name === t.memory.lastItem) ?? t.known[t.known.length - 1]!;
  t.calls.push({ name: 'cambiar_cantidad', arguments: { producto: target.name, cantidad: bare.value } });
  t.mem.lastItem = target.name;
  return run(t);
}

/** "no, eran 4 y uno de panza": the count opening the correction is the last dish's; the dishes named after it are added. */
const RECOUNT =
  /^(?:(?:no|perdon|me equivoque|ay no|ah no|espera)[, ]+)*(?:eran|son|van|que sean)\s+(\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez)\b/;

function recountAndAdd(t: Turn, others: ParsedLine<MenuItem>[]): Decision | null {
  const opening = RECOUNT.exec(t.restN);
  const last = t.known.find((i) => i.name === t.memory.lastItem);
  const value = opening ? quantityAt([opening[1]!], 0)?.value : undefined;
  if (!last || !value || others.some((l) => l.quantity === null)) return null;
  const picks = others.map((l) =>
    l.candidates.length === 1
      ? l.candidates
      : closestTo(
          t.lexicons.matcher,
          last,
          l.candidates.filter((c) => c.available),
        ),
  );
  if (picks.some((p) => p.length !== 1)) return null;
  t.calls.push({ name: 'cambiar_cantidad', arguments: { producto: last.name, cantidad: value } });
  others.forEach((l, i) => t.calls.push(add(picks[i]![0]!.name, l.quantity!, l.notes)));
  return run(t);
}

/**
 * The counts a message says, in order, with whether "no" comes right before one ("4, no 3").
 * "una cosa", "un favor": "un"/"una" before a word that is no dish's is no count.
 */
function counts(n: string): { value: number; more: boolean; afterNo: boolean }[] {
  const tokens = n.split(' ');
  const out: { value: number; more: boolean; afterNo: boolean }[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const q = quantityAt(tokens, i);
    if (!q) continue;
    const next = tokens[i + 1];
    if (/^(un|una)$/.test(tokens[i]!) && next && !/^(de|del|mas|nada|sola|solo|porfa|y)$/.test(next) && !/\d/.test(next)) continue;
    out.push({ value: q.value, more: q.more, afterNo: tokens[i - 1] === 'no' });
  }
  return out;
}

/**
 * "¿De cuál…?": the dish goes to core with the customer's words, so core records the open
 * question (`error: 'ambiguo'`) and holds any confirmation until it is answered or dropped
 * (docs/assistant-guarantees.md item 2); the engine keeps the candidates it read to word the
 * question and read the answer. Core may know the words as one dish: then it is simply added.
 */
/**
 * "una coca" with "Coca-Cola 600 ml" and "Coca-Cola Light 600 ml": the one dish whose name's words
 * every other candidate's name also has is the plain one a waiter writes down, when the customer
 * said none of the words that make the others different.
 */
export function plainAmong(t: Turn, words: string, candidates: MenuItem[]): MenuItem | null {
  const { matcher } = t.lexicons;
  if (candidates.length < 2) return null;
  const plain = candidates.filter((c) => candidates.every((o) => matcher.contentStems(c.name).every((w) => matcher.wordMatchesItem(w, o))));
  if (plain.length !== 1) return null;
  const said = matcher.contentStems(words);
  return said.every((w) => matcher.wordMatchesItem(w, plain[0]!)) ? plain[0]! : null;
}

export function askWhich(t: Turn, line: ParsedLine<MenuItem>, candidates: MenuItem[]) {
  const quantity = line.quantity ?? 1;
  const available = candidates.filter((c) => c.available);
  const plain =
    plainAmong(t, line.words, available) ??
    (line.quantity !== null ? houseKind(t.lexicons.matcher, line.words, available, t.context.menu) : null);
  if (plain) {
    t.calls.push(add(plain.name, quantity, line.notes));
    t.mem.lastItem = plain.name;
    return;
  }
  t.mem.pending.push({ words: line.words, candidates: candidates.map((c) => c.name), quantity, notes: line.notes });
  t.calls.push(add(line.words, quantity, line.notes));
}

/** The word the question is about: the customer's last dish word, never a measure or "de". */
function askedWord(p: PendingChoice): string {
  // The words every candidate's name starts with, as the menu writes them ("Chop Suey de Pollo" /
  // "Chop Suey de Res" → "chop suey"): never a stem or a typo of the customer's.
  const shared = sharedLead(p.candidates);
  if (shared) return shared.replace(/s$/, '');
  const words = normalize(p.words)
    .split(' ')
    .filter((w) => w.length > 2 && !/\d/.test(w) && !FILLER_WORDS.has(w));
  const said = words.pop();
  const word = said && p.candidates.some((c) => normalize(c).split(' ').includes(said)) ? said : null;
  return (word ?? '').replace(/s$/, '');
}

/**
 * The leading words all the names share, lower-cased, without a dangling "de" / "con"; '' when
 * none. A word counts as shared in the singular or the plural ("Taco Dorado de Papa" / "Tacos
 * Dorados 5 pzas" → "taco dorado"), and is said in its shortest form.
 */
function sharedLead(names: readonly string[]): string {
  const split = names.map((n) => n.toLowerCase().split(/\s+/).filter(Boolean));
  const lead: string[] = [];
  const sameAt = (i: number) => split.every((w) => w[i] !== undefined && stem(normalize(w[i]!)) === stem(normalize(split[0]![i]!)));
  for (let i = 0; split.length > 1 && sameAt(i); i++) {
    lead.push(split.map((w) => w[i]!).reduce((a, b) => (b.length < a.length ? b : a)));
  }
  while (lead.length && /^(de|del|con|la|el|en|y)$/.test(lead.at(-1)!)) lead.pop();
  return lead.filter((w) => /\p{L}/u.test(w) && !/\d/.test(w)).join(' ');
}

export function pendingQuestion(mem: Memory, tone: Tone): string[] {
  mem.lastAsk = 'which';
  return mem.pending.map((p) => tone.which(askedWord(p), p.candidates));
}

/** Asks where to deliver, offering the address of the customer's previous order when we know it. */
export function askAddress(mem: Memory, tone: Tone): string {
  mem.lastAsk = 'address';
  return mem.lastAddress ? offerSavedAddress(mem.lastAddress, tone) : tone.askAddress;
}
