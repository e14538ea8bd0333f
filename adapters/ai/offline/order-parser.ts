import { FILLER_WORDS, type Matchable, MenuMatcher, type Resolution } from '../../../core/assistant/menu-matcher.js';
import { foldMeasures, foldNameMeasures, isMeasure, readMeasure, SIZE_WORDS, spokenMeasure } from '../../../core/assistant/measures.js';
import { normalize, soundOf, stem } from '../../../core/assistant/text.js';
import { chatterNotDish, countedByDescription, type Lexicons, readMeasures, spelledAsMenu } from './lexicon.js';
import { quantityAt } from './quantity-words.js';
import {
  COMBO_WORDS,
  DEFINITE_ARTICLES,
  NOTE_ADJECTIVES,
  NOTE_CLAUSE_VERBS,
  NOTE_ENDERS,
  NOTE_STARTERS,
  NEUTRAL_WORDS,
  PLAIN_WORDS,
  SHORTHANDS,
  STOP_WORDS,
  VERB_FORMS,
  CONTAINER_WORDS,
  SHARING_VESSELS,
} from './vocabulary.js';

export interface ParsedLine<T> {
  /** The items the words could mean: one when clear, several when the customer must choose, none when we do not sell it. */
  candidates: T[];
  /** The customer's own words for it. */
  words: string;
  quantity: number | null;
  /** "otra horchata" / "otros 2": on top of what is already ordered. */
  more: boolean;
  notes: string | null;
  /** "otra", "uno sin chile": no product named, it means the one just mentioned. */
  same?: boolean;
}

interface Segment {
  quantity: number | null;
  more: boolean;
  name: string[];
  /** Whether any word of `name` is on the menu. */
  product: boolean;
  note: string[];
  inNote: boolean;
  /** The first word of the name was said after "de" / "con" ("entonces de queso"): it heads no dish. */
  qualifier?: boolean;
  /** The name or quantity was said after "el / la / los / las": what is already named ("los tlacoyos sin salsa", "las 2 sin salsa"). */
  definite?: boolean;
  /** "todas con queso extra" after a list: every unit of every dish the message named. */
  all?: boolean;
  /** Opened by "unos / unas": one order of what follows ("y unos frijoles charros"). */
  some?: boolean;
}

const PUNCTUATION = /^[,.;:!?¿¡]$/;

/** The longest text read as an order: past it, a message is cut (bounded work whatever is pasted in). */
export const MAX_ORDER_TEXT = 4096;

/**
 * Customers' words, lowercased and without accents, shortcuts spelled out ("d" → "de", "kiero" →
 * "quiero"), measures folded to the menu's canonical words ("de litro" → "ml1000", "12 empanadas"
 * → "pz12 empanadas" when the menu sells a 12-piece item).
 */
export function wordsOf(text: string, menu: readonly Matchable[], options: { headless?: boolean; lexicons?: Lexicons } = {}): string[] {
  return forPeople(
    readMeasures(
      countedByDescription(
        takenOff(spelledAsMenu(sizesOfOneDish(eachOfThem(rawWordsOf(text))), menu, options.lexicons), menu, options.lexicons),
        menu,
        options.lexicons,
      ),
      menu,
      options,
    ),
    menu,
  );
}

/**
 * "unas flautas de a 5", "unos boneless de a 16": "de a" before a count is
 * how much each one holds, said as "de 5".
 */
function eachOfThem(tokens: string[]): string[] {
  return tokens.filter((t, i) => !(t === 'a' && tokens[i - 1] === 'de' && quantityAt(tokens, i + 1)));
}

/** The most words of the dish said once after sizes ("de agua de jamaica") that are carried to each size. */
const SHARED_DISH_WORDS = 4;
/** Words that end the dish said after the sizes: what follows is a note, a courtesy or another order. */
const SHARED_DISH_ENDS = new Set(['y', 'e', 'con', 'sin', 'porfa', 'pero', 'para', 'mas', 'tambien']);

const sizeWordAt = (tokens: string[], i: number) => {
  const w = tokens[i] ?? '';
  return Object.hasOwn(SIZE_WORDS, w) && SIZE_WORDS[w] !== 'medio';
};

/**
 * "una grande y dos chicas de horchata", "dos grandes, una mediana y una chica de jamaica": counts
 * said with only a size, joined by "y" or commas, share the dish named once after the last of them —
 * each is read as "una grande de horchata". Before, the first sizes were of whatever dish came before
 * (or of any dish sold in that size). One left-to-right pass; each run is bounded by the message.
 */
function sizesOfOneDish(tokens: string[]): string[] {
  const out: string[] = [];
  let i = 0;
  let skipped = -1;
  while (i < tokens.length) {
    // "dos pizzas chicas y dos familiares, dos grandes y dos chicas de coca": a part right after a size
    // and "y" / "," is one more size of the dish before; the run of the coca starts after it.
    const afterSize = i !== skipped && (tokens[i - 1] === 'y' || tokens[i - 1] === ',') && sizeWordAt(tokens, i - 2);
    if (afterSize && quantityAt(tokens, i)?.length === 1 && sizeWordAt(tokens, i + 1) && (tokens[i + 2] === ',' || tokens[i + 2] === 'y')) {
      out.push(tokens[i]!, tokens[i + 1]!, tokens[i + 2]!);
      i += 3;
      skipped = i;
      continue;
    }
    // a run of "Q SIZE" parts separated by "y" / ","
    const parts: number[] = [];
    let j = i;
    for (;;) {
      const q = quantityAt(tokens, j);
      if (!q || q.more || q.length !== 1 || !sizeWordAt(tokens, j + 1)) break;
      parts.push(j);
      j += 2;
      if ((tokens[j] === 'y' || tokens[j] === ',') && quantityAt(tokens, j + 1)) j++;
      else break;
    }
    const last = parts.at(-1);
    if (parts.length < 2 || last === undefined || tokens[last + 2] !== 'de') {
      out.push(tokens[i]!);
      i++;
      continue;
    }
    let end = last + 3;
    while (
      end < tokens.length &&
      end < last + 3 + SHARED_DISH_WORDS &&
      !PUNCTUATION.test(tokens[end]!) &&
      !SHARED_DISH_ENDS.has(tokens[end]!) &&
      !quantityAt(tokens, end)
    )
      end++;
    const dish = tokens.slice(last + 3, end);
    if (!dish.length) {
      out.push(tokens[i]!);
      i++;
      continue;
    }
    for (const p of parts.slice(0, -1)) out.push(tokens[p]!, tokens[p + 1]!, 'de', ...dish, tokens[p + 2]!);
    out.push(...tokens.slice(last, end));
    i = end;
  }
  return out;
}

/** How many a dish serves, in customers' words and in names ("para 20 personas", "Pastel Grande 20 porciones"). */
const SERVES = new Set(['personas', 'porciones', 'gente', 'pax']);

/**
 * "el pastel de tres leches para 20 personas" beside "Pastel Tres Leches Grande 20 porciones": how
 * many it serves, said in the word the names use, so it picks the dish and leaves no note.
 */
function forPeople(tokens: string[], menu: readonly Matchable[]): string[] {
  /** The word a name says after `n` for how many it serves ("Paquete Familiar 4 personas" → "personas"). */
  const servesWord = (n: string) => {
    for (const item of menu) {
      const name = normalize(item.name).split(' ');
      const at = name.indexOf(n);
      if (at >= 0 && SERVES.has(name[at + 1] ?? '')) return name[at + 1]!;
    }
    return null;
  };
  return tokens.flatMap((t, i) => {
    const n = tokens[i - 1] ?? '';
    if (SERVES.has(t) && /^\d+$/.test(n)) return [servesWord(n) ?? t];
    // "un paquete para 4": "para" and a count with no word after it that the count is of, where a
    // name serves that many, is how many it serves ("para 4" → "4 personas").
    const q = tokens[i - 1] === 'para' && !SERVES.has(tokens[i + 1] ?? '') ? quantityAt(tokens, i) : null;
    const after = tokens[i + 1];
    if (!q || q.more || q.length !== 1 || (after !== undefined && !PUNCTUATION.test(after) && !FOR_PEOPLE_ENDS.has(after))) return [t];
    const serves = servesWord(String(q.value));
    return serves ? [String(q.value), serves] : [t];
  });
}

/** Words that may follow "para 4" and leave it a number of people ("para 4 con coca", "para 4 y …"). */
const FOR_PEOPLE_ENDS = new Set(['y', 'con', 'sin', 'porfa', 'por', 'pero', 'mas', 'tambien', 'igual', 'e']);

/** "quítale", "quítenle", "sin ponerle": what to leave off the dish, when what follows names no dish. */
const TAKE_OFF = /^(quitale|quitales|quitenle|quitenles|quiteles|quitele)$/;

/**
 * "unos chilaquiles, quítale la cebolla": taking off a word that names no dish is the dish's note
 * "sin cebolla" ("quítale la coca" — a dish — is left to mean taking the dish out).
 */
function takenOff(tokens: string[], menu: readonly Matchable[], lexicons?: Lexicons): string[] {
  const matcher = lexicons?.matcher ?? new MenuMatcher();
  return tokens
    .flatMap((t, i) => {
      if (!TAKE_OFF.test(t)) return [t];
      const at = DEFINITE_ARTICLES.has(tokens[i + 1] ?? '') ? i + 2 : i + 1;
      const what = tokens[at] ?? '';
      if (!/^[a-zñ]+$/.test(what) || FILLER_WORDS.has(what) || matcher.wordOnMenu(what, menu)) return [t];
      tokens[i + 1] = at === i + 2 ? '' : tokens[i + 1]!;
      return ['sin'];
    })
    .filter(Boolean);
}

function rawWordsOf(text: string): string[] {
  const raw =
    foldMeasures(text.slice(0, MAX_ORDER_TEXT))
      .replace(/\b(buen(o|a)?s?\s+(d[ií]as?|tardes|noches)|qu[eé] (tal|onda|hubo)|ki?ubo)\b/g, ',')
      .replace(/\b(?:x|por)\s*(?:fa|fis|favor|fabor)\b/g, ' porfa ')
      // "para las 2:30", "como a las 8", "en 15 min": a time is never a count ("las 2 sin salsa" still is).
      .replace(
        /\b(?:a|para)\s+las\s+\d{1,2}(?:[:.]\d{2})?(?:\s*(?:am|pm|hrs?|horas))?\b|\blas\s+\d{1,2}\s*(?:am|pm|hrs?|horas)\b|\b\d{1,2}:\d{2}\b|\b\d{1,3}\s*(?:min|mins|minutos)\b/g,
        ',',
      )
      .match(/\d\/\d|[\p{L}\p{N}#]+|[,.;:!?¿¡]/gu) ?? [];
  return raw.flatMap((w) => {
    if (PUNCTUATION.test(w) || /^\d\/\d$/.test(w)) return [w];
    const n = normalize(w);
    return (SHORTHANDS[n] ?? n).split(' ').filter(Boolean);
  });
}

/** The digit or number word at `i` belongs to a name ("pizza 4 quesos", "refresco de 2 litros", "paquete 5 tacos"). */
function numberInName(matcher: MenuMatcher, tokens: string[], i: number, menu: Matchable[]): boolean {
  const t = tokens[i]!;
  const digit = /^\d+$/.test(t) ? t : String(quantityAt([t], 0)?.value ?? '');
  // "un" / "una" are articles; "uno" is a number only right after a word of the name ("combo uno").
  if (!digit || t === 'un' || t === 'una' || (t === 'uno' && FILLER_WORDS.has(tokens[i - 1] ?? 'y'))) return false;
  const near = (j: number) => {
    const w = tokens[j];
    return w !== undefined && !FILLER_WORDS.has(w) ? stem(w) : null;
  };
  const next = near(i + 1);
  const prev = near(i - 1) ?? (FILLER_WORDS.has(tokens[i - 1] ?? '') ? near(i - 2) : null);
  const fits = (check: (before: string | undefined, after: string | undefined) => boolean) =>
    menu.some((item) =>
      matcher.itemVariants(item).some((v) => {
        const at = v.indexOf(digit);
        return at >= 0 && check(v[at - 1], v[at + 1]);
      }),
    );
  const saidBefore = (before: string | undefined) => before !== undefined && prev !== null && similar(matcher, before, prev);
  if (fits((before, after) => saidBefore(before) && after === undefined)) return true;
  // "una caja de 6" beside "Caja 6 Pastes Salados": the name's count after its word, with nothing said after it.
  const ends = tokens[i + 1] === undefined || PUNCTUATION.test(tokens[i + 1]!) || ['y', 'e', 'porfa', 'xfa'].includes(tokens[i + 1]!);
  if (ends && fits((before) => saidBefore(before))) return true;
  // "5 tacos de suadero" beside "Paquete 5 Tacos": the words after the number name a dish of their own
  // (unless the name's word before the number was said too: "el paquete 5 tacos de suadero").
  if (/^\d+$/.test(t) && !fits((before) => saidBefore(before)) && namesDishWithout(matcher, tokens, i, digit, menu)) return false;
  return fits((_, after) => after !== undefined && next !== null && similar(matcher, after, next));
}
/** The words after the number at i (to the next comma, "y" or number) name one dish whose name has no such number. */
function namesDishWithout(matcher: MenuMatcher, tokens: string[], i: number, digit: string, menu: Matchable[]): boolean {
  const said: string[] = [];
  for (let j = i + 1; j < Math.min(tokens.length, i + 8); j++) {
    const w = tokens[j]!;
    if (PUNCTUATION.test(w) || w === 'y' || /^\d+$/.test(w) || NOTE_STARTERS.has(w)) break;
    said.push(w);
  }
  if (said.filter((w) => !FILLER_WORDS.has(w)).length < 2) return false;
  const found = matcher.resolveMenuItem(said.join(' '), menu);
  return found.kind === 'found' && !matcher.itemVariants(found.item).some((v) => v.includes(digit));
}
const similar = (matcher: MenuMatcher, a: string, b: string) => a === b || matcher.wordMatchesName(b, a);

/**
 * Finds what a message orders: each product with the quantity said before or after it, the
 * notes said after it ("sin cebolla", "bien doradas"), and the lines that only refine the
 * previous one ("2 de pastor, uno con todo y otro sin cebolla").
 */
export function parseOrderLines<T extends Matchable>(
  text: string,
  menu: T[],
  options: { notes?: boolean; lexicons?: Lexicons } = {},
): ParsedLine<T>[] {
  const matcher = options.lexicons?.matcher ?? new MenuMatcher();
  const tokens = pairedCounts(byTheDozen(wordsOf(text, menu, { lexicons: options.lexicons })));
  const each = eachOf(tokens);
  const lines = sizedList(toLines(matcher, segmentsOf(matcher, tokens, menu, options), menu), tokens).slice(0, MAX_MENTIONS);
  if (each) for (const line of lines) if (!line.same) line.quantity = each;
  return lines;
}

/**
 * "media docena de verdes y media de rajas", "una docena de tinga y otra de queso": the dozen is
 * understood ("docena y media" itself is eighteen, quantity-words.ts).
 */
function byTheDozen(tokens: string[]): string[] {
  const at = tokens.indexOf('docena');
  if (at < 0) return tokens;
  return tokens.flatMap((t, i) =>
    i > at + 2 && ['media', 'otra', 'una'].includes(t) && tokens[i + 1] === 'de' && ['y', ','].includes(tokens[i - 1] ?? '')
      ? [t === 'media' ? 'media' : 'una', 'docena']
      : [t],
  );
}

/** The most words one of two kinds paired with two counts may take ("3 y 3 de verdes y rojos"). */
const PAIRED_WORDS = 3;

/**
 * "3 y 3 de verdes y rojos", "2 y 1, de pastor y de suadero": two counts, then two kinds joined by
 * "y", are said in order — the first count of the first kind — as "3 verdes y 3 rojos".
 */
function pairedCounts(tokens: string[]): string[] {
  const words = (from: number) => {
    let to = from;
    while (
      to < tokens.length &&
      to < from + PAIRED_WORDS &&
      tokens[to] !== 'y' &&
      !PUNCTUATION.test(tokens[to]!) &&
      !quantityAt(tokens, to)
    )
      to++;
    return to;
  };
  for (let i = 0; i + 4 < tokens.length; i++) {
    const first = quantityAt(tokens, i);
    if (!first || first.more || first.length !== 1 || tokens[i + 1] !== 'y') continue;
    const second = quantityAt(tokens, i + 2);
    if (!second || second.more || (second.length !== 1 && tokens[i + 3] !== 'de')) continue;
    const from = i + 2 + second.length + (tokens[i + 2 + second.length] === ',' ? 1 : 0);
    const endA = words(from);
    const endB = tokens[endA] === 'y' ? words(endA + 1) : endA;
    if (endA === from || endB === endA + 1 || tokens[endA] !== 'y') continue;
    const a = tokens.slice(from, endA);
    const b = tokens.slice(endA + 1, endB);
    return [...tokens.slice(0, i), tokens[i]!, ...a, 'y', tokens[i + 2]!, ...b, ...tokens.slice(endB)];
  }
  return tokens;
}

/** The one of a line's candidates in that size ("grande" of the Hawaiana's Chica / Mediana / Grande), if one. */
function inSize<T extends Matchable>(line: ParsedLine<T>, size: string): boolean {
  if (line.same || line.candidates.length < 2) return false;
  const sized = line.candidates.filter((c) =>
    normalize(c.name)
      .split(' ')
      .some((w) => SIZE_WORDS[w] === size),
  );
  if (sized.length !== 1) return false;
  line.candidates = sized;
  return true;
}

/**
 * "una pizza hawaiana y una de pepperoni, las dos grandes": a size said alone after the dishes
 * ("las dos", "ambas" or bare) is the size of each one said before that comes in it; true when it was.
 */
function sizeForAll<T extends Matchable>(lines: ParsedLine<T>[], s: Segment, content: string[]): boolean {
  if (!content.length || !content.every((w) => SIZE_WORDS[w] && SIZE_WORDS[w] !== 'medio') || !(s.definite || s.quantity === null))
    return false;
  // Of a list: "el café mejor grande" is a correction of one dish, not this.
  if (lines.filter((l) => !l.same && l.quantity !== null).length < 2) return false;
  const size = SIZE_WORDS[content[0]!]!;
  return lines.map((l) => inSize(l, size)).some(Boolean);
}

/** Size words in the plural ("grandes"), as a list's last word: the size of all the dishes of the list. */
const PLURAL_SIZE = /^(chic|median|grand|pequen|familiar)(o|a|e)?s$/;

/**
 * "una pizza hawaiana y una de pepperoni grandes": a plural size closing the list, said of one
 * unit, is the size of the dishes before it too (each one that comes in it).
 */
function sizedList<T extends Matchable>(lines: ParsedLine<T>[], tokens: string[]): ParsedLine<T>[] {
  const end = tokens.findLastIndex((t) => !PUNCTUATION.test(t));
  const last = lines.findLast((l) => !l.same);
  const size = SIZE_WORDS[tokens[end] ?? ''];
  if (!size || !PLURAL_SIZE.test(tokens[end]!) || !last || (last.quantity ?? 1) !== 1 || last.candidates.length !== 1) return lines;
  if (
    !normalize(last.candidates[0]!.name)
      .split(' ')
      .some((w) => SIZE_WORDS[w] === size)
  )
    return lines;
  for (const line of lines) if (line !== last) inSize(line, size);
  return lines;
}

/** "2 de cada uno", "dos de cada una": the quantity of every dish the message names; its words are taken out. */
function eachOf(tokens: string[]): number | null {
  for (let i = 0; i + 3 < tokens.length; i++) {
    if (tokens[i + 1] !== 'de' || tokens[i + 2] !== 'cada' || !['uno', 'una', 'sabor', 'tipo'].includes(tokens[i + 3]!)) continue;
    const q = quantityAt(tokens, i);
    if (!q || q.more || q.length !== 1) continue;
    tokens.splice(i, 4, ',');
    return q.value;
  }
  return null;
}

/** The most products one message can name (a pasted list past this is cut). */
const MAX_MENTIONS = 40;

/** "con un agua de limón aparte": what follows `i` up to the next comma or "y" ends in "aparte", a dish of its own. */
function saidApart(tokens: string[], i: number): boolean {
  for (let j = i; j < tokens.length && tokens[j] !== ',' && tokens[j] !== 'y'; j++) if (tokens[j] === 'aparte') return true;
  return false;
}

/** A word that keeps the note being said going: "sin cebolla y sin cilantro" stays one note. */
function continuesNote(tokens: string[], i: number, onMenu: (w: string) => boolean, extraAt: (j: number) => boolean, c?: Segment): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1] ?? '';
  // "un combo pareja con 2 cocas": how many of the drinks the set meal includes, its note.
  if (c && tokens[i - 1] === 'con' && COMBO_WORDS.has(c.name.find((w) => !FILLER_WORDS.has(w)) ?? '')) {
    const q = quantityAt(tokens, i);
    if (q && !q.more && q.value <= 4 && /^[a-zñ]+$/.test(tokens[i + q.length] ?? '') && !saidApart(tokens, i)) return true;
  }
  // "con extra queso y crema": "y" and another paid extra keep the dish's extras together.
  if (t === 'y' && extraAt(i + 1)) return true;
  // "sin cebolla y cilantro": "y" and a word that is no dish, no quantity and no request keep the note.
  // "con sprite y aparte unos nachos": "aparte" then another dish is "also", not a note.
  if (t === 'y' && next === 'aparte' && (quantityAt(tokens, i + 2) || onMenu(tokens[i + 2] ?? ''))) return false;
  if (t === 'y')
    return (
      NOTE_STARTERS.has(next) ||
      (next !== '' &&
        !onMenu(next) &&
        !quantityAt(tokens, i + 1) &&
        !STOP_WORDS.has(next) &&
        !FILLER_WORDS.has(next) &&
        !VERB_FORMS.test(next))
    );
  const q = quantityAt(tokens, i);
  // "término tres cuartos": a number word said before a word that is no dish, count or request is part of the note.
  if (q && /^[a-z]+$/.test(t) && !['un', 'una', 'otro', 'otra', 'otros', 'otras'].includes(t)) {
    const after = tokens[i + q.length] ?? '';
    return /^[a-zñ]+$/.test(after) && !onMenu(after) && !FILLER_WORDS.has(after) && !STOP_WORDS.has(after) && !VERB_FORMS.test(after);
  }
  return !NOTE_ENDERS.has(t) && !q;
}

/**
 * After a comma or a period that follows a dish: how many words of a note on that dish come next
 * ("sin salsa", "bien doradas", "la salsa aparte", "que no piquen"), up to the next punctuation;
 * 0 when the words name a dish, a quantity or a request, or hold no note word.
 */
/** Words saying a thing comes on the side ("la salsa aparte"). */
const ASIDE = new Set(['aparte', 'separado', 'separada', 'separados', 'separadas']);

/** Verbs that put something on the dish just named ("ponle", "échale", "pónganles"). */
const PUT_ON = /^(pon|ech|pong)\w*(le|les)$/;

/** Words after which a word of the menu is what to leave out or how much of it, not a dish ("sin crema", "poca salsa"). */
const LEFT_OUT = new Set(['sin', 'ni', 'mitad', 'poca', 'poco', 'mucha', 'mucho', 'harta', 'harto', 'bastante']);

function noteClause(tokens: string[], from: number, before: Segment | undefined, onMenu: (w: string) => boolean): number {
  if (!before?.product) return 0;
  let end = from;
  while (end < tokens.length && !PUNCTUATION.test(tokens[end]!)) end++;
  const words = tokens.slice(from, end);
  let said = words.length;
  while (said > 0 && NOTE_ENDERS.has(words[said - 1]!) && words[said - 1] !== 'y') said--;
  const clause = words.slice(0, said);
  if (!clause.length || clause.length > 8) return 0;
  const first = clause[0]!;
  // "la crema aparte": what comes on the side, even a word of the menu. "la ahogada con la salsa aparte"
  // names a dish first: the words before "con" / "sin" are that dish, said again for its note.
  const aside = DEFINITE_ARTICLES.has(first) && ASIDE.has(clause[clause.length - 1]!) && !clause.some((w) => w === 'con' || w === 'sin');
  const plain = clause.every(
    (w, k) =>
      (!onMenu(w) || aside || LEFT_OUT.has(clause[k - 1] ?? '')) &&
      !quantityAt(clause, k) &&
      !VERB_FORMS.test(w) &&
      (!STOP_WORDS.has(w) || (w === 'que' && NOTE_CLAUSE_VERBS.has(clause[k + 1] ?? '')) || (w === 'nada' && k <= 1)),
  );
  const noted =
    NOTE_STARTERS.has(first) ||
    NOTE_ADJECTIVES.some((a) => first.startsWith(a)) ||
    (first === 'que' && NOTE_CLAUSE_VERBS.has(clause[1] ?? '')) ||
    // "nada de cebolla": what to leave out.
    (first === 'nada' && clause[1] === 'de' && clause.length > 2) ||
    aside;
  return plain && noted ? said : 0;
}

/** "3 quesadillas, sin salsa", "un sope. la salsa aparte": a note on the dish before, as a segment of its own; how many words it took. */
function pushNoteClause(segments: Segment[], tokens: string[], from: number, onMenu: (w: string) => boolean): number {
  const clause = noteClause(tokens, from, segments[segments.length - 1], onMenu);
  if (clause)
    segments.push({ quantity: null, more: false, name: [], product: false, note: tokens.slice(from, from + clause), inNote: true });
  return clause;
}

/** The words that say a paid extra without naming it. */
const EXTRA_MARK = /^(extra|extras|adicional|adicionales)$/;

/** A note already naming an extra ("con extra queso", "con queso extra"). */
const EXTRA_NOTE = /^(extra|extras|doble|adicional)$/;

/** The word at j (with "extra" after it, if said) names a paid extra the menu sells. */
function extraWordAt<T extends Matchable>(matcher: MenuMatcher, tokens: string[], j: number, menu: T[]): boolean {
  const w = tokens[j] ?? '';
  if (!/^[a-zñ]+$/.test(w) || FILLER_WORDS.has(w) || quantityAt(tokens, j)) return false;
  // Said after another extra, "extra" is understood: "y queso amarillo" → "extra queso amarillo".
  for (let k = j + 1; k <= Math.min(j + 3, tokens.length); k++) {
    const phrase = tokens.slice(j, k);
    if (phrase.some((p) => PUNCTUATION.test(p) || p === 'y')) break;
    if (paidExtra(matcher, `extra ${phrase.join(' ')}`, menu)) return true;
  }
  return false;
}

/** A word that starts a note ("sin", "bien", "no muy", "doraditas"), unless it is part of a dish's name ("con queso"). */
function startsNote(matcher: MenuMatcher, tokens: string[], i: number, menu: Matchable[]): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1] ?? '';
  const starts =
    NOTE_STARTERS.has(t) ||
    (t === 'no' && ['muy', 'tan', 'tanto', 'tanta'].includes(next)) ||
    (t === 'que' && NOTE_CLAUSE_VERBS.has(next)) ||
    // "término 3/4", "tres cuartos": how a steak is cooked.
    t === '3/4' ||
    // ("tres cuartos de pollo" with "Cuarto de Pollo" on the menu is three of them.)
    (t === 'tres' && next === 'cuartos' && !menu.some((item) => matcher.wordMatchesName(next, item.name))) ||
    NOTE_ADJECTIVES.some((a) => t.startsWith(a));
  // "con cecina" (or "con cesina", one typo) when the menu sells "Tlayuda con Cecina".
  // "con queso extra" beside "Hamburguesa de Frijol con Queso": said as an extra, it is one.
  const saysExtra = next === 'extra' || next === 'doble' || tokens[i + 2] === 'extra';
  const partOfName =
    t === 'con' &&
    next !== '' &&
    !saysExtra &&
    menu.some((item) => {
      const name = normalize(item.name);
      if (name.includes(`con ${stem(next)}`)) return true;
      const words = name.split(' ');
      return words.some((w, k) => w === 'con' && k + 1 < words.length && matcher.wordMatchesName(next, words[k + 1]!));
    });
  return starts && !partOfName;
}

/**
 * The word at i starts a note on the request `c` being said — unless it is the rest of a dish's
 * name, or, said right after a count ("una doble queso"), it names a dish that is no paid extra.
 */
function notedHere<T extends Matchable>(
  m: MenuMatcher,
  c: Segment,
  tokens: string[],
  i: number,
  menu: T[],
  onMenu: (w: string) => boolean,
) {
  if (!(c.product || c.quantity !== null) || !startsNote(m, tokens, i, menu) || namesMore(m, c, tokens[i]!, menu, onMenu)) return false;
  if (c.product || c.name.length || !onMenu(tokens[i]!)) return true;
  const said = [tokens[i]!, ...(onMenu(tokens[i + 1] ?? '') ? [tokens[i + 1]!] : [])].join(' ');
  const found = m.resolveMenuItem(said, menu);
  const dishes = found.kind === 'found' ? [found.item] : found.kind === 'ambiguous' ? found.candidates : [];
  return !dishes.some((d) => !isPaidExtra(d));
}

/** "queso extra", "tostada doble": a note word that is the rest of a dish's name ("Queso Extra"), not a note. */
function namesMore<T extends Matchable>(matcher: MenuMatcher, c: Segment, t: string, menu: T[], onMenu: (w: string) => boolean): boolean {
  if (!c.product || c.inNote || !onMenu(t)) return false;
  const found = matcher.resolveMenuItem([...c.name, t].join(' '), menu);
  // "tostada doble chico" with "Tostada Doble Chico" and "Tostada Doble 10 pzas": still naming dishes.
  const named = found.kind === 'found' ? [found.item] : found.kind === 'ambiguous' ? found.candidates : [];
  return named.some((item) => matcher.wordMatchesName(t, item.name));
}

/** "y" inside a product's name ("chiles y rajas" when the menu sells it so), not between two products. */
function andInName<T extends Matchable>(
  matcher: MenuMatcher,
  c: Segment,
  tokens: string[],
  i: number,
  menu: T[],
  onMenu: (w: string) => boolean,
): boolean {
  return (
    !/\d/.test(tokens[i + 1] ?? '') &&
    // "una de medio litro y jarritos de 355": a measure ends what was said of a dish; no name goes on past it.
    !isMeasure(tokens[i - 1] ?? '') &&
    onMenu(tokens[i - 1] ?? '') &&
    onMenu(tokens[i + 1] ?? '') &&
    matcher.resolveMenuItem([...c.name, tokens[i]!, tokens[i + 1]!].join(' '), menu).kind === 'found'
  );
}

/**
 * "un pastel de tres leches de chocolate y fresa": the dish named, then "de" + a flavour no dish
 * is made of, then "y" + one more word that heads no dish and makes no dish with the one named:
 * a second flavour of the same dish, not a second dish ("tacos de pastor y suadero" stays two).
 */
function flavourAfterAnd<T extends Matchable>(matcher: MenuMatcher, c: Segment, tokens: string[], i: number, menu: T[]): boolean {
  const next = tokens[i + 1] ?? '';
  const after = tokens[i + 2];
  if (tokens[i - 2] !== 'de' || !/^[a-zñ]+$/.test(next) || FILLER_WORDS.has(next) || STOP_WORDS.has(next) || VERB_FORMS.test(next))
    return false;
  if (after !== undefined && !PUNCTUATION.test(after) && after !== 'y' && !quantityAt(tokens, i + 2)) return false;
  if (quantityAt(tokens, i + 1) || NOTE_STARTERS.has(next) || menu.some((item) => matcher.wordHeadsItem(next, item))) return false;
  const said = c.name.join(' ');
  const withNext = [...c.name.slice(0, -2), 'de', next].join(' ');
  return matcher.resolveMenuItem(said, menu).kind === 'none' && matcher.resolveMenuItem(withNext, menu).kind !== 'found';
}

/** Two words that only make a menu word together ("agua chile" for "aguachile"). */
function splitMenuWord(
  matcher: MenuMatcher,
  tokens: string[],
  i: number,
  onMenu: (w: string) => boolean,
  menuSounds: () => ReadonlySet<string>,
): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1] ?? '';
  return (
    /^[a-z]+$/.test(t) &&
    /^[a-z]+$/.test(next) &&
    !FILLER_WORDS.has(t) &&
    !FILLER_WORDS.has(next) &&
    !onMenu(t) &&
    menuSounds().has(matcher.sound(stem(t + next)))
  );
}

/** The message cut into segments: a quantity, the words naming a product, and the note said after it. */
/** How a message is read: whether notes are taken, and the engine's compiled menus. */
type SegmentOptions = { notes?: boolean; lexicons?: Lexicons };

function segmentsOf<T extends Matchable>(m: MenuMatcher, tokens: string[], menu: T[], options: SegmentOptions): Segment[] {
  const segments: Segment[] = [];
  let cur: Segment | null = null;
  const close = () => void (cur && saysSomething(cur) && segments.push(cur), (cur = null));
  const open = (quantity: number | null = null, more = false): Segment =>
    (cur = { quantity, more, name: [], product: false, note: [], inNote: false });
  // The menu does not change while one message is read: its words are looked up once.
  const lookup = m.menuLookup(menu);
  const onMenu = (w: string) => lookup.has(w) && !chatterNotDish(w, menu, options.lexicons);
  // "tres cuartos de pollo" beside "Cuarto de Pollo": three of them, not how a steak is cooked.
  const quarters = onMenu('cuartos');

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const c = cur as Segment | null;
    const filled = c && options.notes !== false ? fillPack(m, tokens, i, c, menu) : 0;
    if (filled || PUNCTUATION.test(t)) {
      if (!filled) close();
      i = filled ? filled - 1 : i + (options.notes !== false ? pushNoteClause(segments, tokens, i + 1, onMenu) : 0);
      continue;
    }
    if (c?.inNote && goesOnNote(m, c, tokens, i, menu, onMenu)) {
      c.note.push(t);
      continue;
    }
    if (t === 'y' || t === 'e') {
      if (c?.product && !c.inNote && (andInName(m, c, tokens, i, menu, onMenu) || flavourAfterAnd(m, c, tokens, i, menu))) c.name.push(t);
      else close();
      continue;
    }
    // "para 2" is how many people, never how many of a dish.
    const inName = numberInName(m, tokens, i, menu);
    // "combo uno", "pizza cuatro quesos": the number of a name, read as its digits.
    if (inName && !/^\d+$/.test(t) && onMenu(String(quantityAt(tokens, i)?.value))) {
      addMenuWord(m, c, String(quantityAt(tokens, i)!.value), tokens, i, menu, open, close);
      continue;
    }
    const q = inName || tokens[i - 1] === 'para' ? null : quantityAt(tokens, i, quarters);
    // "unas 3 o 4 tortas": of two counts offered, the first.
    if (q && tokens[i - 1] === 'o' && c && c.quantity !== null && !c.name.length && !c.product) {
      i += q.length - 1;
      continue;
    }
    if (q) {
      // "sin salsa las dos": all the units just named, not more of them.
      if (c?.inNote && DEFINITE_ARTICLES.has(tokens[i - 1] ?? '') && !q.more) c.note.pop();
      else {
        close();
        open(q.value, q.more).definite = DEFINITE_ARTICLES.has(tokens[i - 1] ?? '');
      }
      i += q.length - 1;
      continue;
    }
    if (options.notes !== false && c && notedHere(m, c, tokens, i, menu, onMenu)) {
      c.inNote = true;
      c.note.push(t);
      continue;
    }
    if (splitMenuWord(m, tokens, i, onMenu, lookup.sounds)) {
      // "agua chile" for "aguachile": two words customers split.
      tokens[i + 1] = t + tokens[i + 1];
      continue;
    }
    if (onMenu(t) && !(tokens[i - 1] === 'para' && /^\d+$/.test(t))) {
      addMenuWord(m, c, t, tokens, i, menu, open, close);
      continue;
    }
    if (endsRequest(m, c, tokens, i, menu)) {
      close();
      // "al sope ponle poca salsa": what is put on the dish just named is its note.
      if (PUT_ON.test(t) && options.notes !== false) i += pushNoteClause(segments, tokens, i + 1, onMenu);
      continue;
    }
    // "un bote de salsa", "un vaso de horchata": the container a dish comes in, said before it, names no dish.
    if (c && !c.product && !c.inNote && !c.name.length && CONTAINER_WORDS.has(t) && tokens[i + 1] === 'de') continue;
    plainWord(m, c, t, open, menu, tokens[i - 1], segments[segments.length - 1]);
  }
  close();
  return segments;
}

/**
 * After a pack ("Tamales docena", "Alitas 10 pzas") with a description listing kinds: counts from
 * `from` (after an optional comma or colon), each followed by kinds the description lists, that add
 * up to what the units ordered hold ("6 de rajas y 6 verdes"). Returns where they end (0: they do not).
 */
function packFill<T extends Matchable>(matcher: MenuMatcher, tokens: string[], from: number, c: Segment, menu: T[]): number {
  if (!c.product || c.inNote || !(/^[,:]$/.test(tokens[from] ?? '') || quantityAt(tokens, from))) return 0;
  const found = matcher.resolveMenuItem(c.name.join(' '), menu);
  if (found.kind !== 'found' || !found.item.description) return 0;
  const holds = matcher
    .contentStems(found.item.name)
    .map(readMeasure)
    .find((r) => r?.kind === 'pz')?.value;
  if (!holds) return 0;
  const total = holds * (c.quantity ?? 1);
  const listed = matcher.contentStems(found.item.description);
  let j = /^[,:]$/.test(tokens[from]!) ? from + 1 : from;
  let sum = 0;
  let parts = 0;
  while (j < tokens.length && sum < total) {
    const q = quantityAt(tokens, j);
    if (!q || q.more) return 0;
    j += q.length;
    const kinds: string[] = [];
    while (j < tokens.length && !PUNCTUATION.test(tokens[j]!) && tokens[j] !== 'y' && !quantityAt(tokens, j)) kinds.push(tokens[j++]!);
    const stems = matcher.contentStems(kinds.join(' '));
    if (!stems.length || !stems.every((w) => listed.includes(w))) return 0;
    sum += q.value;
    parts++;
    if (sum < total && (tokens[j] === 'y' || tokens[j] === ',')) j++;
  }
  return sum === total && parts >= 2 ? j : 0;
}

/** "una docena de tamales, 6 de rajas y 6 verdes": counts filling the pack just named are its note; where they end (0: none). */
function fillPack<T extends Matchable>(matcher: MenuMatcher, tokens: string[], i: number, c: Segment, menu: T[]): number {
  const end = packFill(matcher, tokens, i, c, menu);
  if (end) {
    c.inNote = true;
    c.note.push(...tokens.slice(/^[,:]$/.test(tokens[i]!) ? i + 1 : i, end));
  }
  return end;
}

/** The word at i keeps the note of `c` going (`continuesNote`, with the extras the menu sells). */
function goesOnNote<T extends Matchable>(
  m: MenuMatcher,
  c: Segment,
  tokens: string[],
  i: number,
  menu: T[],
  onMenu: (w: string) => boolean,
) {
  if (comboPart(m, c, tokens, i, menu)) return true;
  // "el paquete fiesta con pastel de tres leches": a number after "de" that is part of a dish's name
  // ("Pastel de Tres Leches") goes on naming what the note names, never a count of its own.
  if (tokens[i - 1] === 'de' && numberInName(m, tokens, i, menu as Matchable[])) return true;
  if (packNamed(m, tokens, i, menu)) return false;
  return continuesNote(tokens, i, onMenu, (j) => c.note.some((w) => EXTRA_NOTE.test(w)) && extraWordAt(m, tokens, j, menu), c);
}

/** A segment that says something (a name, a note or a count), its dangling opener dropped. */
const saysSomething = (s: Segment) => (dropOpener(s), s.name.length > 0 || s.note.length > 0 || s.quantity !== null);

/**
 * "un kilo de birria con 2 consomés", "… con 10 tortillas": a note closed on "con" or "y" (a dish of
 * its own followed) keeps no such word — it opened that dish's request, not the note.
 */
function dropOpener(c: Segment): void {
  while (c.note.length && /^(con|y)$/.test(c.note.at(-1)!)) c.note.pop();
}

/**
 * "un cuarto de barbacoa con 10 tortillas extra" beside "Tortillas 10 pzas": a count the menu sells
 * as one pack, said with that pack's words, names the pack — a dish of its own, never a note.
 */
function packNamed<T extends Matchable>(m: MenuMatcher, tokens: string[], i: number, menu: T[]): boolean {
  const pack = readMeasure(tokens[i]!);
  const next = tokens[i + 1] ?? '';
  if (pack?.kind !== 'pz' || !/^[a-zñ]+$/.test(next) || FILLER_WORDS.has(next)) return false;
  const found = m.resolveMenuItem(`${tokens[i]!} ${next}`, menu);
  return found.kind === 'found' && m.contentStems(found.item.name).includes(tokens[i]!) && m.wordHeadsItem(next, found.item);
}

/** How many words after "y" may name one more thing a combo includes (bounded look-back). */
const COMBO_PART = 4;

/**
 * "un paquete desayuno con una concha y un cuerno", "un combo minero con pastes de papa y tinga":
 * after "y", a dish of what the combo's description says it includes (its head word or its
 * category is in the description: "2 piezas de pan dulce", "Dos pastes salados") is still the
 * combo's choice, its note — never a dish of its own, unless said "aparte".
 */
function comboPart<T extends Matchable>(m: MenuMatcher, c: Segment, tokens: string[], i: number, menu: T[]): boolean {
  let y = i;
  while (y > 0 && y > i - COMBO_PART - 1 && tokens[y] !== 'y' && !PUNCTUATION.test(tokens[y]!)) y--;
  if (tokens[y] !== 'y' || c.note[0] !== 'con' || !COMBO_WORDS.has(c.name.find((w) => !FILLER_WORDS.has(w)) ?? '')) return false;
  if (saidApart(tokens, y + 1)) return false;
  const combo = m.resolveMenuItem(c.name.join(' '), menu);
  if (combo.kind !== 'found' || !combo.item.description) return false;
  const q = quantityAt(tokens, y + 1);
  const from = y + 1 + (q && !q.more && q.value <= 4 ? q.length : 0);
  let to = from;
  while (to < tokens.length && to < from + COMBO_PART && tokens[to] !== 'y' && !PUNCTUATION.test(tokens[to]!)) to++;
  if (to === from || i >= to) return false;
  const said = tokens.slice(from, to);
  const description = normalize(combo.item.description);
  // "y un café de olla grande" where the combo's café is "chico": a size it does not include is a dish of its own.
  const sizes = new Set(
    foldMeasures(description)
      .split(' ')
      .map((w) => SIZE_WORDS[w] ?? w),
  );
  if (said.some((w) => (SIZE_WORDS[w] || isMeasure(w)) && !sizes.has(SIZE_WORDS[w] ?? w))) return false;
  const found = m.resolveMenuItem(said.join(' '), menu);
  // "con california y philadelphia" beside "Extra Queso Philadelphia": an extra is only named by "extra".
  const dishes = (found.kind === 'found' ? [found.item] : found.kind === 'ambiguous' ? found.candidates : []).filter(
    (d) => !isPaidExtra(d),
  );
  // A category said in the singular counts ("una pasta a escoger" holds what "Pastas" sells).
  const included = (d: T) =>
    (d.category && (` ${description} `.includes(` ${normalize(d.category)} `) || categoryListed(m, d.category, description))) ||
    m.contentStems(d.name).some((w, k) => k === 0 && !/\d/.test(w) && m.wordMatchesName(w, description));
  return dishes.length > 0 && !dishes.some((d) => COMBO_WORDS.has(normalize(d.name).split(' ')[0]!)) && dishes.every(included);
}

/** Every word of a category's name (stemmed: "Pastas" / "pasta") is a word of the description. */
const categoryListed = (m: MenuMatcher, category: string, description: string) => {
  const words = m.contentStems(category).filter((w) => !/\d/.test(w));
  const listed = m.contentStems(description);
  return words.length > 0 && words.every((w) => listed.includes(w));
};

/** A word ending the request being said: courtesy, a request verb, or "para" what it is for ("30 tostadas para una reunión"). */
function endsRequest<T extends Matchable>(m: MenuMatcher, c: Segment | null, tokens: string[], i: number, menu: T[]): boolean {
  const t = tokens[i]!;
  return (
    NOTE_ENDERS.has(t) ||
    STOP_WORDS.has(t) ||
    VERB_FORMS.test(t) ||
    (t === 'para' && !!c?.product && !c.inNote && !paraInName(m, c, tokens, i, menu))
  );
}

/** "Camarón para Pelar", "Charola para 4": "para" and the word after it go on naming a dish. */
function paraInName<T extends Matchable>(matcher: MenuMatcher, c: Segment, tokens: string[], i: number, menu: T[]): boolean {
  const next = tokens[i + 1];
  return (
    next !== undefined && !FILLER_WORDS.has(next) && matcher.resolveMenuItem([...c.name, 'para', next].join(' '), menu).kind !== 'none'
  );
}

/** Sizes from smallest to biggest, to read a size a dish is not sold in. */
const SIZE_RANK: Record<string, number> = { individual: 1, chico: 1, mediano: 2, grande: 3, familiar: 3, jumbo: 3, mega: 3 };

/**
 * "una pizza grande" when the pizza comes Mediana and Familiar: a size the dishes named are not sold in
 * is the one of theirs of its rank (grande = familiar = jumbo, chica = individual), or beyond them all
 * the nearest end; null when the size is one of theirs, falls between them, or they have no sizes.
 */
function nearestSize<T extends Matchable>(matcher: MenuMatcher, name: string[], t: string, menu: T[]): string | null {
  const said = SIZE_RANK[SIZE_WORDS[t] ?? ''];
  const found = said === undefined || !name.length ? null : matcher.resolveMenuItem(name.join(' '), menu);
  if (found?.kind !== 'ambiguous') return null;
  const sizes = found.candidates.map((c) =>
    normalize(c.name)
      .split(' ')
      .map((w) => SIZE_WORDS[w] ?? '')
      .find((w) => w in SIZE_RANK),
  );
  if (sizes.some((w) => w === undefined)) return null;
  const ranks = sizes.map((w) => SIZE_RANK[w!]!);
  const [low, high] = [Math.min(...ranks), Math.max(...ranks)];
  if (low === high || sizes.includes(SIZE_WORDS[t])) return null;
  const end = said! > high ? high : said! < low ? low : ranks.includes(said!) ? said! : null;
  const at = new Set(sizes.filter((_, k) => ranks[k] === end));
  return at.size === 1 ? [...at][0]! : null;
}

/** A word that is no dish, quantity, note or request: it joins the request being said, or starts one after "unos/unas". */
function plainWord<T extends Matchable>(
  matcher: MenuMatcher,
  c: Segment | null,
  t: string,
  open: (quantity?: number | null) => Segment,
  menu: T[],
  prev?: string,
  before?: Segment,
): void {
  // "4 tacos, todos con queso extra": "todos" after a dish counted is all its units, as "los 4" is.
  if (!c && (t === 'todos' || t === 'todas') && before?.product) {
    const all = open(before.quantity);
    all.definite = true;
    all.all = true;
    return;
  }
  const size = c?.product && !c.inNote ? nearestSize(matcher, c.name, t, menu) : null;
  if (size) {
    c!.name.push(size);
    return;
  }
  // "un guacamole grande" when the guacamole has no sizes: how they want it, a note.
  if (c?.product && !c.inNote && SIZE_WORDS[t] && matcher.resolveMenuItem(c.name.join(' '), menu).kind === 'found') {
    c.inNote = true;
    c.note.push(t);
    return;
  }
  // "mitad de cerdo mitad de verduras" opening a message: how the units are shared out, a note, never a dish.
  if (!c && t === 'mitad') {
    const note = open();
    note.inNote = true;
    note.note.push(...(prev === 'la' ? ['la', t] : [t]));
    return;
  }
  // "unas enchiladas verdes": what follows "unos/unas" is one request, the words we do not sell included.
  if (!c && (t === 'unos' || t === 'unas')) {
    open().some = true;
    return;
  }
  if (FILLER_WORDS.has(t) || NEUTRAL_WORDS.has(t)) {
    if (c && !FILLER_WORDS.has(t)) return;
    if (c && (c.name.length || c.quantity !== null)) c.name.push(t);
    return;
  }
  // A word we do not sell, said as part of a request ("una torta de JAMÓN", "coca LIGHT", "un POZOLE");
  // a stray letter ("x", "k", "q") never names a dish.
  if (c && !c.inNote && (t.length > 1 || /\d/.test(t))) {
    c.name.push(t);
    // "dos hambu doble queso": a word the matcher reads as a dish's word cut short makes this a dish
    // being named, so "doble queso" is more of its name, not a note on every burger asked about.
    if (!c.product && c.name.length === 1 && t.length >= 4 && matcher.resolveMenuItem(t, menu).kind !== 'none') c.product = true;
  }
}

/** A word of the menu: it joins the product being named or starts another; a size the dish does not have is a note. */
function addMenuWord<T extends Matchable>(
  matcher: MenuMatcher,
  c: Segment | null,
  t: string,
  tokens: string[],
  i: number,
  menu: T[],
  open: () => Segment,
  close: () => void,
): void {
  let target = c;
  if (c?.product && !c.inNote) {
    const joined = matcher.resolveMenuItem([...c.name, t].join(' '), menu).kind;
    // "tacos AL pastor" joins; "queso extra AL dogo" (a whole name already said) does not.
    // "con extra aguacate" said alone: "extra" before an ingredient says what it is, even where a name has the word.
    const modifier =
      (['de', 'del', 'al', 'con'].includes(tokens[i - 1] ?? '') &&
        !(['al', 'a'].includes(tokens[i - 1] ?? '') && matcher.resolveMenuItem(c.name.join(' '), menu).kind === 'found')) ||
      c.name.every((w) => EXTRA_MARK.test(w));
    // "una quesadilla sola" beside "Combo Solo": how the dish comes, not another dish.
    if (joined === 'none' && PLAIN_WORDS.has(t) && matcher.resolveMenuItem(c.name.join(' '), menu).kind !== 'none') return;
    const size = joined === 'none' ? nearestSize(matcher, c.name, t, menu) : null;
    if (size) {
      c.name.push(size);
      return;
    }
    if (joined === 'none' && SIZE_WORDS[t] && SIZE_WORDS[t] !== 'medio') {
      // "una jamaica grande" when the jamaica comes by litre: a size the dish does not have is a note.
      c.note.push(t);
      return;
    }
    if (
      joined === 'none' &&
      !modifier &&
      matcher.resolveMenuItem(c.name.join(' '), menu).kind !== 'none' &&
      !qualifiesHead(matcher, c, t, menu)
    ) {
      close();
      target = open();
    }
  } else if (!c || c.inNote) {
    // A dish said after a note starts a request of its own; the one the note was on is kept.
    if (c) close();
    target = open();
    // "entonces de queso", "con tasajo": said after "de" or "con", the word is no dish's head.
    target.qualifier = ['de', 'del', 'al', 'con'].includes(tokens[i - 1] ?? '');
    // "los de tripa sin cebolla": the article before "de" names the dish as much as one right before it.
    const article = ['de', 'del'].includes(tokens[i - 1] ?? '') ? tokens[i - 2] : tokens[i - 1];
    target.definite = DEFINITE_ARTICLES.has(article ?? '') || tokens[i - 1] === 'al';
  }
  target!.name.push(t);
  target!.product = true;
}

/**
 * "unas enchiladas verdes" on a menu with "Enchiladas Rojas" and "Chilaquiles Verdes", "una hamburguesa
 * hawaiana" beside "Pizza Hawaiana": a word that heads no dish, said right after a dish's head, qualifies
 * that head — one dish the menu does not have, to be told so — never a second dish that word qualifies.
 */
function qualifiesHead<T extends Matchable>(matcher: MenuMatcher, c: Segment, t: string, menu: T[]): boolean {
  if (c.name.length !== 1 || FILLER_WORDS.has(c.name[0]!)) return false;
  const headed = menu.filter((i) => matcher.wordHeadsItem(c.name[0]!, i));
  if (!headed.length || menu.some((i) => matcher.wordHeadsItem(t, i))) return false;
  // "un te thai": a word sounding like the start of a word of the head's own dish ("Tailandés") is left to `oneSpan`.
  const sound = soundOf(t);
  return !headed.some((i) =>
    normalize(i.name)
      .split(' ')
      .some((w) => w.length > t.length && soundOf(w).startsWith(sound)),
  );
}

/** "una hamburguesa doble con queso" for "Hamburguesa Doble Queso": "con" + words of the one dish's own name is no note. */
function ownWords<T extends Matchable>(matcher: MenuMatcher, notes: string | null, candidates: T[]): string | null {
  const said = /^con\s+(.+)$/.exec(notes ?? '')?.[1];
  const item = candidates.length === 1 ? candidates[0]! : null;
  if (!said || !item || said.includes(',')) return notes;
  const words = said.split(' ').filter((w) => !FILLER_WORDS.has(w));
  return words.length && words.every((w) => matcher.wordMatchesName(w, item.name)) ? null : notes;
}

/** "un chop suey con extra arroz y 2 extra salsa": a count said right before "extra" + an extra counts the extras only. */
const extrasOnly = (s: Segment, extras: unknown[], notes: string | null) =>
  s.quantity !== null && !s.definite && extras.length > 0 && !notes && /^(extras?|doble)$/.test(s.note[0] ?? '');

/** "solo quiero una quesadilla": a plain word alone ("solo", "normal"), with no count or article, names no dish. */
const plainAlone = (s: Segment, content: string[], notes: string | null) =>
  content.length === 1 && PLAIN_WORDS.has(content[0]!) && s.quantity === null && !s.definite && !notes;

/** A part naming no dish ("uno sin cebolla", "las 2 con queso extra", "y otras 2"): about the dish just named. */
function unnamedPart<T extends Matchable>(
  lines: ParsedLine<T>[],
  last: ParsedLine<T> | null,
  s: Segment,
  notes: string | null,
  extras: T[],
  extraLines: (quantity: number | null) => ParsedLine<T>[],
): void {
  // "hamburguesa doble x2 con extra queso": the count of the dish said with no count, with what follows it.
  if (!s.more && !s.definite && last && !last.same && last.quantity === null && s.quantity !== null) {
    last.quantity = s.quantity;
    if (notes) last.notes = last.notes ? `${last.notes}, ${notes}` : notes;
    lines.push(...extraLines(s.quantity));
    return;
  }
  if (s.all && last && (notes || extras.length)) {
    // "3 hamburguesas: 2 sencillas y 1 doble, todas con queso extra": on each dish, as many extras as units.
    const dishes = lines.filter((l) => !l.same && l.candidates.length === 1 && !isPaidExtra(l.candidates[0]!));
    if (notes) for (const l of dishes) l.notes = l.notes ? `${l.notes}, ${notes}` : notes;
    lines.push(...extraLines(dishes.reduce((sum, l) => sum + (l.quantity ?? 1), 0)));
    return;
  }
  // "2 quesadillas, las 2 sin salsa", "una sencilla y una doble, las dos con queso extra": on all the
  // units said; "una hamburguesa, con extra queso": the extra is its own line, as many as the dish.
  const onAll = (s.definite && last && (s.quantity ?? 1) >= (last.quantity ?? 1)) || extrasOnly(s, extras, notes);
  if ((s.quantity === null || onAll) && (notes || extras.length) && last) {
    if (notes) last.notes = last.notes ? `${last.notes}, ${notes}` : notes;
    lines.push(...extraLines(s.quantity ?? last.quantity));
    return;
  }
  if (s.quantity === null) return;
  const line: ParsedLine<T> = {
    candidates: last?.candidates ?? [],
    words: last?.words ?? '',
    quantity: s.quantity,
    more: s.more,
    notes,
    same: true,
  };
  // "2 de queso y otras 2", "y 2 más": more of the dish, never some of its units ("y otra normal" still is one);
  // "una coca de 600 y otra": one unit has no other to split into, so "otra" alone is one more.
  // ("2 sopes, uno sin salsa y otro normal" has split them already: "otro" is the unit left.)
  const single = (last?.quantity ?? 1) === 1 && lines.at(-1) === last;
  const moreOfIt = s.more && !notes && !extras.length && ((s.quantity ?? 1) > 1 || single);
  if (last && !last.same && !moreOfIt) splitInto(lines, last, line);
  else lines.push(line);
  lines.push(...extraLines(s.quantity));
}

/**
 * The one rule for "orden", which the matcher reads as filler: said before the dish ("una orden de
 * tacos de birria", "dos órdenes de tacos dorados"), it means the dish sold by the order — of the
 * items every word said fits, those whose name says "orden" or a count of pieces ("Orden de Tacos de
 * Birria 5 pzas", "Tacos Dorados 5 pzas"), never "Taco de Birria" or "Taco Dorado de Papa".
 */
function orderOfPieces<T extends Matchable>(
  matcher: MenuMatcher,
  s: Segment,
  content: string[],
  found: Resolution<T>,
  menu: T[],
): Resolution<T> {
  if (found.kind === 'none' || !content.length || !s.name.slice(0, 2).some((w) => /^ordene?s?$/.test(w))) return found;
  const byOrder = (item: Matchable) =>
    matcher.contentStems(item.name).some((w) => /^pz\d+$/.test(w)) || /\bordene?s?\b/.test(normalize(item.name));
  const said = found.kind === 'found' ? [found.item] : found.candidates;
  const held = said.filter(byOrder);
  if (held.length === 1) return { kind: 'found', item: held[0]! };
  if (held.length > 1) return found.kind === 'ambiguous' ? { ...found, candidates: held } : found;
  const packs = menu.filter((item) => byOrder(item) && content.every((w) => matcher.wordMatchesItem(w, item)));
  return packs.length === 1 ? { kind: 'found', item: packs[0]! } : found;
}

/** The items a resolution found: the one, or the candidates it could not choose between. */
const resolved = <T>(found: { kind: 'found'; item: T } | { kind: 'ambiguous'; candidates: T[] }): T[] =>
  found.kind === 'found' ? [found.item] : found.candidates;

/**
 * "la salsa aparte" beside "Salsa de Chipotle Extra": what comes on the side, never the extra (a later
 * message leaves it to the late note; after a dish it is that dish's note). True when it was taken so.
 */
function asideNotExtra<T extends Matchable>(s: Segment, rest: string | null, candidates: T[], last: ParsedLine<T> | null): boolean {
  if (!(s.definite && s.quantity === null && rest === 'aparte' && candidates.length > 0 && candidates.every(isPaidExtra))) return false;
  const aside = [...s.name, 'aparte'].join(' ');
  if (last) last.notes = last.notes ? `${last.notes}, ${aside}` : aside;
  return true;
}

function toLines<T extends Matchable>(matcher: MenuMatcher, segments: Segment[], menu: T[]): ParsedLine<T>[] {
  const lines: ParsedLine<T>[] = [];
  let last: ParsedLine<T> | null = null;
  // The weight or volume the last dish was said in ("dos kilos de maciza"): what a bare count after it means.
  let unit: string | null = null;
  for (const s of segments) {
    const content = s.name.filter((w) => !FILLER_WORDS.has(w));
    const { rest, extras, chosen: extraNotes } = paidExtras(matcher, s.note.map(spokenMeasure), menu);
    // "un tejate aparte": "aparte" alone says it is a dish of its own, not how to make it.
    // "un paste de piña extra" with no paid extra of that name: "extra" alone means one more, not a note.
    const notes = rest === 'aparte' || rest === 'extra' ? null : rest;
    const extraLines = (quantity: number | null) =>
      extras.map((extra): ParsedLine<T> => ({
        candidates: [extra],
        words: normalize(extra.name),
        quantity,
        more: false,
        notes: extraNotes.get(extra) ?? null,
      }));
    if (plainAlone(s, content, notes)) continue;
    if (content.length === 0) {
      unnamedPart(lines, last, s, notes, extras, extraLines);
      continue;
    }
    if (sizeForAll(lines, s, content)) continue;
    const words = s.name
      .map(spokenMeasure)
      .join(' ')
      .replace(/^(de|del|la|el|los|las|al)\s+/, '');
    const found = extraSaid(
      matcher,
      content,
      orderOfPieces(matcher, s, content, matcher.resolveMenuItem(content.join(' '), menu), menu),
      menu,
    );
    // "2 sopes de bistec salsa aparte": the words before "aparte" are what comes on the side.
    const aside = rest === 'aparte' && found.kind === 'none' ? trailingNote(matcher, [...s.name, 'aparte'], menu) : null;
    const trailing = aside ?? (found.kind === 'none' ? trailingNote(matcher, s.name, menu) : null);
    // "2 órdenes de alitas, una bbq y otra búfalo": words only the last dish's description has are some of its units.
    if ((found.kind === 'none' || ofPack(s, last)) && !trailing && pushedFlavour(matcher, lines, s, content, last, menu)) continue;
    const said: T[] = found.kind === 'none' ? (trailing ? [trailing.item] : byCategory(matcher, content, menu)) : resolved(found);
    const candidates: T[] = sameUnit(matcher, narrowed(matcher, said, s, content, last, menu), s, unit);
    // "con chamoy y tajín extra": the extra just put on the dish, named again by another of its words, is that one.
    if (s.quantity === null && candidates.length === 1 && isPaidExtra(candidates[0]!) && lines.at(-1)?.candidates[0] === candidates[0])
      continue;
    if (asideNotExtra(s, rest, candidates, last)) continue;
    unit = s.name.find((w) => /^(g|ml)\d+$/.test(w)) ?? unit;
    const split: 'noted' | 'taken' | null = trailing ? null : restOfSplit(matcher, lines, last, s, candidates, notes);
    if (split === 'noted') continue;
    let lineNotes = ownWords(matcher, trailing ? (notes ? `${trailing.note}, ${notes}` : trailing.note) : notes, candidates);
    // "10 nuggets bbq" where the description lists the sauces: the choice is a note on the item.
    const chosen = candidates.length === 1 && !trailing ? described(matcher, s.name, candidates[0]!) : [];
    if (chosen.length) lineNotes = lineNotes ? `${chosen.join(' ')}, ${lineNotes}` : chosen.join(' ');
    // "un pozole y 2 tlacoyos, los tlacoyos sin salsa", "al sope ponle …": the line already naming that dish.
    const named =
      s.definite && s.quantity === null && candidates.length === 1
        ? lines.find((l) => !l.same && l.candidates.length === 1 && l.candidates[0] === candidates[0])
        : undefined;
    if (named) {
      if (lineNotes) named.notes = named.notes ? `${named.notes}, ${lineNotes}` : lineNotes;
      last = named;
      continue;
    }
    // "y unos frijoles charros" beside "Frijoles Charros" under Extras: a side said with "unos" is one
    // order of its own, never one per unit of the dish before (only an extra by its name is).
    const side = s.some && candidates.length === 1 && isPaidExtra(candidates[0]!) && !extraByName(candidates[0]!.name);
    last = {
      candidates,
      words,
      quantity: s.quantity ?? (side ? 1 : perUnit(s, candidates, last)),
      more: s.more && split !== 'taken',
      notes: lineNotes,
    };
    lines.push(last, ...extraLines(s.quantity));
  }
  return dropHeaders(matcher, lines);
}

/**
 * "extra aguacate" said with no dish before it beside "Aguacate Adicional": words naming no item by
 * themselves but saying "extra" are the paid extra the rest of them name.
 */
function extraSaid<T extends Matchable>(matcher: MenuMatcher, content: string[], found: Resolution<T>, menu: T[]): Resolution<T> {
  // "ponles queso extra", "agrégale queso" beside "Queso Adicional" and "Queso Oaxaca Extra": of the paid
  // extras the words could be, the one whose name says only that ingredient.
  const extrasOnly = found.kind === 'found' ? isPaidExtra(found.item) : found.kind === 'ambiguous' && found.candidates.every(isPaidExtra);
  // "ponle chorizo extra" beside "Taco de Chorizo" and "Chorizo Adicional": said with "extra", the extra.
  if (extrasOnly || content.some((w) => EXTRA_MARK.test(w))) {
    const said = ingredientOf(content.join(' '));
    const exact = menu.filter((i) => isPaidExtra(i) && sameStems(matcher, ingredientOf(normalize(i.name)), said));
    if (exact.length === 1) return { kind: 'found', item: exact[0]! };
  }
  if (found.kind === 'found' || !content.some((w) => EXTRA_MARK.test(w))) return found;
  const paid = paidExtraOf(matcher, content.join(' '), menu);
  return paid ? { kind: 'found', item: paid } : found;
}

/**
 * "3 clásicas y ponles champiñones extra", "2 tortas, agrégales queso extra": a paid extra named with no
 * count of its own right after a dish goes on each of its units, as "con queso extra" does — one extra
 * line per unit. "y unos aros" (a side said with "unos") and "y un extra queso" keep their own count.
 */
function perUnit<T extends Matchable>(s: Segment, candidates: T[], dish: ParsedLine<T> | null): number | null {
  if (s.quantity !== null || s.some || candidates.length !== 1 || !isPaidExtra(candidates[0]!)) return null;
  if (!dish || dish.same || !dish.candidates.length || dish.candidates.some(isPaidExtra)) return null;
  return dish.quantity;
}

/**
 * "dos caguamas, una bien fría y otra al tiempo", "dos micheladas de litro, una normal y otra de
 * clamato": after a part that split a dish's units, "otra …" is the rest of those units — with what
 * it says of them ('noted', pushed here), or as the sibling it names ('taken' from them) — never one more.
 */
function restOfSplit<T extends Matchable>(
  matcher: MenuMatcher,
  lines: ParsedLine<T>[],
  open: ParsedLine<T> | null,
  s: Segment,
  candidates: T[],
  notes: string | null,
): 'noted' | 'taken' | null {
  const split = lines.at(-1);
  if (!open || !s.more || open.same || open.candidates.length !== 1 || !lines.includes(open) || !split?.same) return null;
  if (split.candidates !== open.candidates || (s.quantity ?? 1) > (open.quantity ?? 1)) return null;
  const dish = open.candidates[0]!;
  const kin = (c: T) =>
    matcher.contentStems(dish.name).some((w) => !/\d/.test(w) && matcher.contentStems(c.name).includes(w) && !FILLER_WORDS.has(w));
  // "otra de pollo" names another kind of dish: that stays a dish of its own.
  const said = s.name.join(' ');
  const noted = !candidates.length && !/^(de|del|con)$/.test(s.name[0] ?? '');
  if (!noted && !(candidates.length === 1 && candidates[0] !== dish && kin(candidates[0]!))) return null;
  const part: ParsedLine<T> = { ...open, quantity: s.quantity ?? 1, more: false, same: true, notes: notes ? `${said}, ${notes}` : said };
  if (noted) {
    splitInto(lines, open, part);
    return 'noted';
  }
  open.quantity = (open.quantity ?? 1) - (s.quantity ?? 1);
  if (open.quantity === 0) lines.splice(lines.indexOf(open), 1);
  return 'taken';
}

/** Some word said is the head word of every candidate ("micheladas" of every Michelada): a dish of its own was named. */
const headsAll = <T extends Matchable>(matcher: MenuMatcher, candidates: T[], content: string[]) =>
  content.some((w) => candidates.every((c) => matcher.wordHeadsItem(w, c)));

/** Of dishes said by a measure or size alone, the one whose other words every other one has (none when no single one). */
function plainSibling<T extends Matchable>(matcher: MenuMatcher, candidates: T[]): T[] {
  const words = (c: T) => matcher.contentStems(c.name).filter((w) => !/\d/.test(w));
  const plain = candidates.filter((c) => candidates.every((o) => o === c || words(c).every((w) => words(o).includes(w))));
  return plain.length === 1 && candidates.length > 1 ? plain : candidates;
}

/**
 * "dos kilos de maciza y 2 de tortillas" beside "Tortillas 1 kg" and "Tortillas 1/2 kg": a count
 * said with no unit, right after a dish said with one, is in that unit.
 */
function sameUnit<T extends Matchable>(matcher: MenuMatcher, candidates: T[], s: Segment, unit: string | null): T[] {
  if (!unit || candidates.length < 2 || s.quantity === null || s.name.some(isMeasure)) return candidates;
  const inUnit = candidates.filter((c) => matcher.contentStems(c.name).includes(unit));
  return inUnit.length === 1 ? inUnit : candidates;
}

/** Of several dishes the words fit, the ones the way they were said points to (the dish just named, a head word, "de …"). */
function narrowed<T extends Matchable>(
  matcher: MenuMatcher,
  candidates: T[],
  s: Segment,
  content: string[],
  last: ParsedLine<T> | null,
  menu: T[],
): T[] {
  // "una orden de flautas de pollo y otra de papa": of the dishes "de papa" names, the one closest to the dish just named.
  if (candidates.length > 1 && /^(de|al)$/.test(s.name[0] ?? '') && s.more && last?.candidates.length === 1) {
    const near = closestItems(matcher, last.candidates[0]!, candidates);
    if (near.length === 1) candidates = near;
  }
  // "un jugo rojo y un verde" beside "Jugo Verde" and "Verde Detox": a word said alone that qualifies a
  // sibling of the dish just named (same head word) is that sibling, not the dish it heads.
  if (candidates.length > 1 && !s.qualifier && content.length === 1 && last?.candidates.length === 1 && !last.same) {
    const head = (c: T) => matcher.contentStems(c.name)[0];
    const kin = candidates.filter(
      (c) => head(c) === head(last.candidates[0]!) && c !== last.candidates[0] && !matcher.wordHeadsItem(content[0]!, c),
    );
    if (kin.length === 1) candidates = kin;
  }
  if (candidates.length > 1 && /^(de|al)$/.test(s.name[0] ?? '')) candidates = headless(matcher, candidates, menu);
  // "un chocolate" with "Chocolate Caliente" and "Dona de Chocolate": the dish the word heads.
  else if (candidates.length > 1 && !s.qualifier) candidates = headed(matcher, candidates, content);
  // "una clásica" with "Hamburguesa Clásica" and "Combo Clásico": a set meal is asked for by its word
  // (an answer with no quantity, "el clásico", may be choosing among combos).
  if (candidates.length > 1 && s.quantity !== null) {
    const asked = (c: T) => !COMBO_WORDS.has(normalize(c.name).split(' ')[0]!) || content.some((w) => matcher.wordHeadsItem(w, c));
    const dishes = candidates.filter(asked);
    if (dishes.length) candidates = dishes;
  }
  // "un jarrito de 355 y uno de 600", "una grande y una chica": only a measure or size, of the dish just named.
  if (candidates.length > 1 && last?.candidates.length && content.every((w) => /\d/.test(w) || SIZE_WORDS[w])) {
    const kin = candidates.filter((c) =>
      last!.candidates.some((l) => matcher.contentStems(l.name).some((w) => !/\d/.test(w) && matcher.wordMatchesItem(w, c))),
    );
    if (kin.length) candidates = kin;
    // "dos chicas y dos de litro" beside "Michelada de Litro" and "Michelada Clamato 1 L": said by its
    // measure alone, the plain one (whose words all the others have), not the one with more in it.
    candidates = plainSibling(matcher, candidates);
  }
  // "dos pozoles rojos, uno chico y uno grande": of the dishes the header left open, the one said now.
  if (candidates.length > 1 && last && last.candidates.length > 1) {
    const open = candidates.filter((c) => last.candidates.includes(c));
    if (open.length === 1) candidates = open;
  }
  // "dos pozoles rojos grandes y otro verde": of the verdes, the one closest to the dish just named —
  // said as one more of it ("otro") or by a qualifier alone; "1 torta chica, dos micheladas" is no michelada chica.
  if (candidates.length > 1 && last && last.candidates.length === 1 && !last.same && (s.more || !headsAll(matcher, candidates, content))) {
    const near = closestItems(matcher, last.candidates[0]!, candidates);
    if (near.length === 1) candidates = near;
  }
  return candidates.length > 1 ? singleServing(fewerPieces(matcher, candidates, s, content), content) : candidates;
}

/**
 * "2 tamales" beside "Tamal Verde", "Tamal de Rajas" and "Tamales Docena": a count of pieces said with
 * no measure is never of a pack holding more pieces than that, while dishes sold by the piece fit
 * ("2 rollos california" with only "Rollo California 10 pzas" still counts rolls).
 */
function fewerPieces<T extends Matchable>(matcher: MenuMatcher, candidates: T[], s: Segment, content: string[]): T[] {
  if (s.quantity === null || s.quantity < 2 || content.some((w) => /\d/.test(w))) return candidates;
  const pieces = (c: T) => readMeasure(matcher.contentStems(c.name).find((w) => /^pz\d+$/.test(w)) ?? '')?.value ?? 0;
  const fit = candidates.filter((c) => pieces(c) <= s.quantity!);
  return fit.length && fit.some((c) => !pieces(c)) ? fit : candidates;
}

/**
 * "una limonada" beside "Limonada 500 ml" and "Limonada Jarra 2 L", "un café de olla" beside "Café de
 * Olla Taza" and "Café de Olla Jarra 1 L": a dish shared from a vessel (a jug, a bucket) is asked for
 * by it; said with no vessel, measure or size, the others are meant.
 */
function singleServing<T extends Matchable>(candidates: T[], content: string[]): T[] {
  if (content.some((w) => /\d/.test(w) || SIZE_WORDS[w] || SHARING_VESSELS.has(w))) return candidates;
  const single = candidates.filter(
    (c) =>
      !normalize(c.name)
        .split(' ')
        .some((w) => SHARING_VESSELS.has(w)),
  );
  return single.length ? single : candidates;
}

/**
 * "una torta ahogada grande media ahogada", "medio litro de helado de nuez": a whole dish's name,
 * then words that make it no dish — how it is prepared or a flavour — when they start with "de"
 * or a note word, or say a word of the dish again. "coca light" stays unknown.
 */
function trailingNote<T extends Matchable>(matcher: MenuMatcher, name: string[], menu: T[]): { item: T; note: string } | null {
  for (let cut = name.length - 1; cut >= 1; cut--) {
    const head = name.slice(0, cut).filter((w) => !FILLER_WORDS.has(w));
    const rest = name.slice(cut);
    if (!head.length || !rest.some((w) => !FILLER_WORDS.has(w))) continue;
    const found = matcher.resolveMenuItem(head.join(' '), menu);
    if (found.kind !== 'found') continue;
    const said = matcher.contentStems(found.item.name).every((w) => head.some((h) => matcher.wordMatchesName(h, w) || h === w));
    // "unos boneless de 250 bbq": a name said down to its measure, then a word of no dish, is how it comes.
    const measured =
      !FILLER_WORDS.has(name[cut - 1]!) &&
      head.some((h) => isMeasure(h)) &&
      rest.every((w) => FILLER_WORDS.has(w) || !matcher.wordOnMenu(w, menu));
    const noteLike =
      measured ||
      // "2 sopes de bistec salsa aparte": what comes on the side.
      ASIDE.has(rest[rest.length - 1]!) ||
      /^(de|con|sin|bien|media|medio|poco|poca|muy|extra|doble|al|a|en)$/.test(rest[0]!) ||
      rest.some((w) => matcher.wordMatchesItem(w, found.item)) ||
      // "un combo alitas bbq": a flavour some dish's description lists, that no name has.
      (!FILLER_WORDS.has(name[cut - 1]!) && rest.every((w) => FILLER_WORDS.has(w) || listedFlavour(matcher, w, menu)));
    if (said && noteLike) return { item: found.item, note: rest.map(spokenMeasure).join(' ') };
    // "helado de chocolate": the cut before the "de" reads the flavour with its "de".
    if (said && FILLER_WORDS.has(name[cut - 1]!)) continue;
    break;
  }
  return oneWordMore(matcher, name, menu);
}

/** "un jugo de naranja natural de litro": one word no item has, inside words naming one dish, is how it comes. */
function oneWordMore<T extends Matchable>(matcher: MenuMatcher, name: string[], menu: T[]): { item: T; note: string } | null {
  // A word after "de" / "por" is a flavour or a unit, read elsewhere ("helado de mamey", "por kilo").
  const unknown = name.filter(
    (w, i) => /^[a-zñ]{4,}$/.test(w) && !/^(de|por|x)$/.test(name[i - 1] ?? '') && !FILLER_WORDS.has(w) && !matcher.wordOnMenu(w, menu),
  );
  if (unknown.length !== 1 || name.filter((w) => !FILLER_WORDS.has(w)).length < 3) return null;
  const found = matcher.resolveMenuItem(name.filter((w) => w !== unknown[0]).join(' '), menu);
  return found.kind === 'found' ? { item: found.item, note: unknown[0]! } : null;
}

/** A word some item's description lists and no name has ("bbq" of "Alitas: BBQ, búfalo…"). */
const listedFlavour = <T extends Matchable>(matcher: MenuMatcher, w: string, menu: T[]) =>
  !matcher.wordOnMenu(w, menu) && menu.some((i) => i.description && matcher.wordMatchesName(w, i.description));

/** The candidates whose name the request's words head, when some but not all are: both heads, or neither, stays a question. */
function headed<T extends Matchable>(matcher: MenuMatcher, candidates: T[], content: string[]): T[] {
  const heads = candidates.filter((c) => content.some((w) => matcher.wordHeadsItem(w, c)));
  return heads.length > 0 ? heads : candidates;
}

/**
 * "2 refrescos" on a menu selling "Coca-Cola 600 ml" and "Sprite 600 ml" under "Refrescos":
 * a request naming a category is a choice among its items (the other words must fit them).
 */
function byCategory<T extends Matchable>(matcher: MenuMatcher, content: string[], menu: T[]): T[] {
  const inCategory = (w: string, item: T) => !!item.category && matcher.wordMatchesName(w, item.category);
  const items = menu.filter(
    (item) => content.some((w) => inCategory(w, item)) && content.every((w) => inCategory(w, item) || matcher.wordMatchesItem(w, item)),
  );
  return items.length <= 8 ? items : [];
}

/** The candidates sharing the most words with `item`, when some share any (ties all kept). */
function closestItems<T extends Matchable>(matcher: MenuMatcher, item: T, candidates: T[]): T[] {
  const own = matcher.contentStems(item.name).filter((w) => !/\d/.test(w));
  const score = (c: T) => own.filter((w) => matcher.wordMatchesItem(w, c)).length;
  const best = Math.max(0, ...candidates.map(score));
  return best > 0 ? candidates.filter((c) => score(c) === best) : [];
}

/** A line of some units of the dish just named, with the choice its description lists as the note; whether one was pushed. */
function pushedFlavour<T extends Matchable>(
  matcher: MenuMatcher,
  lines: ParsedLine<T>[],
  s: Segment,
  content: string[],
  last: ParsedLine<T> | null,
  menu: T[],
): boolean {
  const onMenu = !ofPack(s, last) && (content.some((w) => matcher.wordOnMenu(w, menu)) || byCategory(matcher, content, menu).length > 0);
  if (s.quantity === null || onMenu) return false;
  const flavour = flavourOf(matcher, s.name, content, last);
  if (!flavour || !last) return false;
  // "6 alitas lemon pepper y 6 bbq" with "Alitas 6 pzas": pieces, as the dish was counted — one pack of them.
  const pack = matcher
    .contentStems(last.candidates[0]!.name)
    .map(readMeasure)
    .find((r) => r?.kind === 'pz');
  const packs = pack && s.quantity >= pack.value && s.quantity % pack.value === 0 ? s.quantity / pack.value : s.quantity;
  const line: ParsedLine<T> = {
    candidates: last.candidates,
    words: last.words,
    quantity: packs,
    more: s.more,
    notes: flavour,
    same: true,
  };
  if (!last.same) splitInto(lines, last, line);
  else lines.push(line);
  return true;
}

/**
 * "24 gyozas, 12 de cerdo y 12 de verduras" (read as 2 packs, "1 de cerdo y 1 de verduras"), "3
 * conchas de vainilla y 2 de chocolate": a count said with "de" right after a dish may be a flavour
 * its description lists even where other dishes have that word ("Bao de Cerdo", "Dona de
 * Chocolate"); `flavourOf` still checks the description.
 */
const ofPack = <T extends Matchable>(s: Segment, last: ParsedLine<T> | null) =>
  s.name[0] === 'de' && s.quantity !== null && last?.candidates.length === 1;

/** The words of a request, all of them only in the description of the one dish just named: that choice, as a note. */
function flavourOf<T extends Matchable>(
  matcher: MenuMatcher,
  name: string[],
  content: string[],
  last: ParsedLine<T> | null,
): string | null {
  if (!last || last.candidates.length !== 1 || last.same || COMBO_WORDS.has(normalize(last.candidates[0]!.name).split(' ')[0]!))
    return null;
  const item = last.candidates[0]!;
  const chosen = described(matcher, name, item);
  const listed = chosen.filter((w) => !FILLER_WORDS.has(w));
  return listed.length === content.length && listed.every((w) => matcher.wordMatchesName(w, item.description ?? ''))
    ? chosen.join(' ')
    : null;
}

/** The words of a request that only the item's description has (a flavour or choice it lists), in order. */
function described(matcher: MenuMatcher, name: string[], item: Matchable): string[] {
  if (!item.description) return [];
  // "un helado sencillo de mamey": the flavour keeps its "de", as the customer said it.
  const out: string[] = [];
  name.forEach((w, i) => {
    if (FILLER_WORDS.has(w) || readMeasureWord(w) || matcher.wordMatchesItem(w, item)) return;
    if (name[i - 1] === 'de' && out[out.length - 1] !== 'de' && !out.length) out.push('de');
    out.push(w);
  });
  return out;
}
const readMeasureWord = (w: string) => /\d/.test(w);

/**
 * A note's parts naming a paid extra the menu sells as its own item ("con extra aguacate", "con
 * queso extra"). An extra by its name: the word opens or closes it, measures aside ("Extra
 * Aguacate", "Queso Extra 50 g", "Doble Carne"), never "Hamburguesa Doble Queso".
 */
const EXTRA_WORDS = /^(extra|extras|adicional|doble)\b|\b(extra|extras|adicional|adicionales)$/;
/** An item the menu sells as a paid extra: by its name or its category ("Extras", "Adicionales"). */
export const isPaidExtra = (item: Matchable): boolean =>
  extraByName(item.name) || (EXTRA_CATEGORY.test(normalize(item.category ?? '')) && !SIDE_ORDER.test(foldNameMeasures(item.name)));
/** "Orden de Tostadas 6 pzas" listed under Extras: an order of its own (a side), never put on a dish. */
const SIDE_ORDER = /^orden\b|\bpz\d+\b/;
const extraByName = (name: string) => EXTRA_WORDS.test(normalize(name).replace(/(?:\s+(?:\d+\S*|ml|g|gr|kg|l|oz|pzas?))+$/, ''));
const EXTRA_CATEGORY = /\b(extra|extras|adicional|adicionales|topping|toppings|ingrediente|ingredientes)\b/;

/** The words ask for a paid extra ("con extra queso", "doble carne"). */
export const saysExtra = (words: string) => /\b(extra|extras|adicional|adicionales|doble)\b/.test(normalize(words));

/**
 * The paid extra a part of a note names: "con queso extra", "extra aguacate", and — when the words
 * alone name no item — "con doble queso", "con extra de queso", "que lleve queso extra".
 */
function paidExtra<T extends Matchable>(matcher: MenuMatcher, part: string, menu: T[]): T | null {
  return paidExtraSaid(matcher, part, menu)?.item ?? null;
}

/**
 * "con extra de champiñones" beside "Ingrediente Extra" (description: "Champiñón, jalapeño, …"): the
 * words said of a paid extra beyond its own name, which its description lists, are which one — the
 * extra line's note in the customer's words; "Extra Champiñones" said so has none.
 */
function paidExtraSaid<T extends Matchable>(matcher: MenuMatcher, part: string, menu: T[]): { item: T; note: string | null } | null {
  const item = paidExtraOf(matcher, part, menu);
  if (!item?.description) return item && { item, note: null };
  const said = normalize(part)
    .replace(/^(?:(?:con|de|y)\s+|que\s+\w+\s+)/, '')
    .split(' ')
    .filter((w) => !FILLER_WORDS.has(w) && !EXTRA_WORDS.test(w) && !/^(mas|de|del)$/.test(w));
  const chosen = said.filter((w) => !matcher.wordMatchesItem(w, item));
  const listed = matcher.contentStems(item.description);
  const note = chosen.length && chosen.every((w) => matcher.contentStems(w).every((st) => listed.includes(st))) ? chosen.join(' ') : null;
  return { item, note };
}

/**
 * "sin chile con queso oaxaca extra" → "sin chile", "con queso oaxaca extra": a "con" whose words, up to
 * the next "con", say "extra" / "doble" / "adicional" starts a part of its own (one pass from the end).
 */
function extraParts(part: string): string[] {
  const words = part.split(' ');
  const starts = new Set<number>();
  let marked = false;
  for (let k = words.length - 1; k > 0; k--) {
    if (/^(extra|extras|doble|adicional|adicionales)$/.test(words[k]!)) marked = true;
    if (words[k] !== 'con') continue;
    if (marked) starts.add(k);
    marked = false;
  }
  const out: string[] = [];
  let from = 0;
  for (const k of [...starts].sort((a, b) => a - b)) {
    out.push(words.slice(from, k).join(' '));
    from = k;
  }
  out.push(words.slice(from).join(' '));
  return out;
}

/** "queso extra", "extra de queso", "doble queso" → "queso": the words left when the ones saying "extra" are taken off. */
const ingredientOf = (words: string) =>
  words.replace(/^(?:doble|extra|extras|adicional|mas)\s+(?:de\s+)?/, '').replace(/\s+(?:extra|extras|adicional|adicionales)$/, '');

const sameStems = (matcher: MenuMatcher, a: string, b: string) =>
  [...matcher.contentStems(a)].sort().join(' ') === [...matcher.contentStems(b)].sort().join(' ');

function paidExtraOf<T extends Matchable>(matcher: MenuMatcher, part: string, menu: T[]): T | null {
  // "con extra queso en las papas": where it goes is not part of the extra's name.
  const bare = part.replace(/^(?:(?:con|de|y)\s+|que\s+\w+\s+)/, '').replace(/\s+(?:en|para)\s+(?:el|la|los|las|su|sus)\s+.*$/, '');
  // "un tlacoyo extra": "extra" alone names none of the extras sold, even when the menu has only one.
  if (/^sin\b/.test(bare) || /^(?:extra|extras|doble|mas)$/.test(bare)) return null;
  // "la salsa aparte": what comes on the side of the dish, never a paid extra of that word.
  if (/\baparte$/.test(bare) && !saysExtra(bare)) return null;
  const isPaid = isPaidExtra;
  // "aguacate extra" beside "Aguacate Adicional", "tocino adicional" beside "Extra Tocino": the word saying
  // it is an extra, first or last, is any of them; what is left names the ingredient.
  const rest = ingredientOf(bare);
  // "extra queso" beside "Queso Adicional" and "Extra Queso Oaxaca": the extra whose name says only that ingredient.
  const exact = rest === bare ? [] : menu.filter((i) => isPaid(i) && sameStems(matcher, ingredientOf(normalize(i.name)), rest));
  if (exact.length === 1) return exact[0]!;
  const found = matcher.resolveMenuItem(bare, menu);
  if (found.kind === 'found') return isPaid(found.item) ? found.item : null;
  if (rest === bare) return null;
  // "doble queso" with "Quesadilla de Queso" and "Queso Extra": said as an extra, the one sold as one.
  const named = matcher.resolveMenuItem(rest, menu);
  const paid = named.kind === 'found' ? [named.item] : named.kind === 'ambiguous' ? named.candidates : [];
  const extras = paid.filter(isPaid);
  return extras.length === 1 ? extras[0]! : null;
}

function paidExtras<T extends Matchable>(
  matcher: MenuMatcher,
  note: string[],
  menu: T[],
): { rest: string | null; extras: T[]; chosen: Map<T, string> } {
  const chosen = new Map<T, string>();
  if (!note.length) return { rest: null, extras: [], chosen };
  // "sin cebolla con extra queso", "bien cocida con queso extra": each "con" saying an extra opens a part of its own.
  const parts = note
    .join(' ')
    .split(/\s*(?:,|\by\b)\s*/)
    .flatMap(extraParts)
    .filter(Boolean);
  const extras: T[] = [];
  const rest: string[] = [];
  for (const part of parts) {
    const found = paidExtraSaid(matcher, part, menu);
    const item = found?.item;
    // "con chamoy y tajín extra" with "Extra Chamoy/Tajín": one extra, however many of its words are said.
    if (item && !extras.includes(item)) extras.push(item);
    else if (!item) rest.push(part);
    if (found?.note) chosen.set(found.item, chosen.has(found.item) ? `${chosen.get(found.item)} y ${found.note}` : found.note);
  }
  return {
    chosen,
    rest: rest.length
      ? rest
          .join(' y ')
          .replace(/^con (extra|poco|poca|pocos|pocas|poquit[oa]s?|mucho|mucha|muchos|muchas|doble|bastante|harto|harta)\b/, '$1')
      : null,
    extras,
  };
}

/**
 * "4 de bistec" names no dish: it means the one from the house's biggest category (tacos, not
 * specialities), when that settles it. Sizes, not menu order, decide, so any listing order agrees.
 * Dishes sold by weight or volume are left out while a counted one is among them.
 */
function headless<T extends Matchable>(matcher: MenuMatcher, all: T[], menu: T[]): T[] {
  // "3 de birria" beside "Birria 1 kg": a count said with "de" is of dishes counted, not weighed or poured.
  const counted = all.filter((c) => !matcher.contentStems(c.name).some((w) => /^(g|ml)\d+$/.test(w)));
  const candidates = counted.length ? counted : all;
  if (candidates.length === 1) return candidates;
  const sizes = new Map<string | undefined, number>();
  for (const item of menu) sizes.set(item.category, (sizes.get(item.category) ?? 0) + 1);
  const size = (c: T) => sizes.get(c.category) ?? 0;
  const biggest = Math.max(...candidates.map(size));
  const inBiggest = candidates.filter((c) => size(c) === biggest);
  // A category of three dishes or more, as `houseKind` asks of a head: "uno de chorizo" beside a
  // "Taco de Chorizo" and two gorditas is asked about, not taken as the gordita.
  return inBiggest.length === 1 && biggest >= 3 ? inBiggest : candidates;
}

/** "2 de pastor, uno con todo y otro sin cebolla": the units of the line take the notes. */
function splitInto<T>(lines: ParsedLine<T>[], parent: ParsedLine<T>, part: ParsedLine<T>) {
  const units = part.quantity ?? 1;
  if (parent.notes === null && units <= (parent.quantity ?? 1)) {
    parent.quantity = (parent.quantity ?? 1) - units;
    part.more = false;
  }
  lines.push(part);
  const at = lines.indexOf(parent);
  if (parent.quantity === 0 && at >= 0) lines.splice(at, 1);
}

/** "quiero 4 tacos: 2 de pastor y 2 de suadero": the first mention only announces the others. */
function dropHeaders<T extends Matchable>(matcher: MenuMatcher, lines: ParsedLine<T>[]): ParsedLine<T>[] {
  return lines.filter((line, i) => {
    if (line.candidates.length === 1 && !line.notes) return !packHeader(matcher, line, lines.slice(i + 1));
    if (line.candidates.length < 2 || line.notes) return true;
    const rest = lines.slice(i + 1).filter((l) => l.candidates.length === 1 && line.candidates.includes(l.candidates[0]!));
    const sum = rest.reduce((s, l) => s + (l.quantity ?? 1), 0);
    return !(rest.length > 0 && (line.quantity === null || sum === line.quantity));
  });
}

/**
 * "5 tacos: 4 de suadero y 1 de tripa" beside "Tacos de Canasta (5)": a count read as the pack of that
 * many pieces, followed by two or more single dishes having every word it was said with, whose counts
 * add up to it, only announces them — it is no pack ("10 tacos de canasta, 5 de pastor …" still is).
 * So does "7 cocas, 4 de 2 litros y 3 de 355" where the dish named before ("un jarrito de 600")
 * narrowed "cocas" to one size: the parts are the order, the header is no line of its own.
 */
function packHeader<T extends Matchable>(matcher: MenuMatcher, line: ParsedLine<T>, after: ParsedLine<T>[]): boolean {
  // the line's words are said back with the pieces spoken ("5 pzas tacos")
  const pieces = Number(/(?:^| )(\d{1,3}) pzas(?: |$)/.exec(line.words)?.[1] ?? 0);
  const total = line.quantity ?? pieces;
  if (!total || (line.quantity !== null && pieces)) return false;
  // "2 cocas de 600 y 1 de 355": a header said with a measure or a size of its own is a dish.
  const own = line.words.replace(/(?:^| )\d{1,3} pzas(?= |$)/, '').split(' ');
  if (own.some((w) => /\d/.test(w) || Object.hasOwn(SIZE_WORDS, w))) return false;
  const heads = own.filter((w) => /^[a-zñ]{3,}$/.test(w) && w !== 'pzas' && !FILLER_WORDS.has(w));
  // the parts right after it, until their counts add up to it ("… y dos órdenes de tacos de canasta" is another dish)
  let parts = 0;
  let sum = 0;
  for (const l of after) {
    const c = l.candidates[0];
    if (l.candidates.length !== 1 || l.same || l.quantity === null || (pieces && c === line.candidates[0])) break;
    if (!heads.length || !heads.every((w) => matcher.wordMatchesItem(w, c!))) break;
    parts++;
    sum += l.quantity;
    if (sum >= total) break;
  }
  return parts >= 2 && sum === total;
}
