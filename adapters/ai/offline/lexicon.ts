import { BoundedMemo } from '../../../core/assistant/bounded-memo.js';
import { FILLER_WORDS, type Matchable, matchStem, MenuMatcher } from '../../../core/assistant/menu-matcher.js';
import { foldNameMeasures, readMeasure, SIZE_WORDS as FOLDED_SIZES } from '../../../core/assistant/measures.js';
import { editDistance, normalize, soundOf, stem } from '../../../core/assistant/text.js';
import { INTENTS } from './intents.js';
import { MAX_WORD_QUANTITY, numberWord, quantityAt } from './quantity-words.js';
import { EACH_SHORT, NEUTRAL_WORDS, NOTE_ADJECTIVES, NOTE_ENDERS, NOTE_STARTERS, SHORTHANDS, STOP_WORDS, WORD_KIN } from './vocabulary.js';

/*
 * The menu compiled once into what the parser reads: every item's head words (what names the
 * dish: "empanada", "jarrito", "agua jamaica") and its measures ("pz12", "ml355", "g300",
 * folded by core/assistant/measures.ts), with an inverted index word → items, so a customer's
 * word is looked up among the menu's distinct words, never compared with every item.
 */

export interface CompiledItem<T> {
  item: T;
  /** Stems naming the dish (measures left out). */
  heads: ReadonlySet<string>;
  /** Canonical measure words of its name and synonyms ("pz12", "ml1000"). */
  measures: readonly string[];
  /** Whether its own name says a size customers also say of measures ("Pozole Rojo Chico", "Papas Grandes"). */
  sized: boolean;
}

export interface Lexicon<T> {
  items: readonly CompiledItem<T>[];
  /** Exact stem → positions of the items having it. */
  index: ReadonlyMap<string, readonly number[]>;
  /** Measure word → positions of the items having it. */
  byMeasure: ReadonlyMap<string, readonly number[]>;
  /** The plain words of the names and synonyms (normalized, unstemmed): what a misspelt word is folded to. */
  words: ReadonlySet<string>;
  /**
   * Words of the descriptions and option names that no name holds ("papa" of "De papa o de res"
   * beside "Tostada de Pata"): the menu's own words for flavours and choices, never a dish's word misspelt.
   */
  described: ReadonlySet<string>;
  /** "2 bolas" → the items whose description opens with that count and word ("Dos bolas, …"), keyed "2 bola" (stemmed). */
  openings: ReadonlyMap<string, readonly number[]>;
  /** Stems of the first word of every name: the words that head a dish. */
  heads: ReadonlySet<string>;
  /** Two words of a name written as one ("ribeye" → "rib eye", "tbone" → "t bone"). */
  joined: ReadonlyMap<string, readonly string[]>;
  /** The matcher it was compiled with, for the lookups that read it. */
  matcher: MenuMatcher;
}

/** How many menu arrays one engine keeps compiled (a menu, and the cart's part of it, per request). */
const LEXICONS_KEPT = 16;

function sameArray(cached: readonly object[], menu: readonly object[]) {
  return cached.length === menu.length && cached.every((o, i) => o === menu[i]);
}

/**
 * The lexicons one engine instance compiled, per menu array: the same array (same items) is
 * compiled once, a changed one again. Bounded, owned by the engine (no state shared between
 * engines or kept at module level).
 */
export class Lexicons {
  /** The engine's menu matcher: its caches live as long as the engine (one per OfflineLanguageModel). */
  readonly matcher = new MenuMatcher();
  private readonly memo = new BoundedMemo<readonly object[], { objects: readonly object[]; lexicon: Lexicon<never> }>(LEXICONS_KEPT);

  of<T extends Matchable>(menu: readonly T[]): Lexicon<T> {
    const hit = this.memo.get(menu);
    if (hit && sameArray(hit.objects, menu)) return hit.lexicon as unknown as Lexicon<T>;
    const lexicon = compileLexicon(this.matcher, menu);
    this.memo.set(menu, { objects: [...menu], lexicon: lexicon as unknown as Lexicon<never> });
    return lexicon;
  }
}

/** The lexicon of a menu: from the engine's cache when one is given, compiled afresh otherwise. */
export const lexiconOf = <T extends Matchable>(menu: readonly T[], lexicons?: Lexicons): Lexicon<T> =>
  lexicons ? lexicons.of(menu) : compileLexicon(new MenuMatcher(), menu);

/** Where each of core's folded size words sits among a dish's measures. */
const RELATIVE_SIZE: Record<string, 'small' | 'middle' | 'big'> = { chico: 'small', mediano: 'middle', grande: 'big' };
/** Size words by how they sound ("chiko", "grandee" → chico, grande): customers spell them as they say them. */
const SIZE_BY_SOUND = new Map(Object.entries(FOLDED_SIZES).map(([w, size]) => [soundOf(w), size]));
/** The size a customer's word says, written as it sounds or not. */
const sizeWord = (w: string) =>
  Object.hasOwn(FOLDED_SIZES, w) ? FOLDED_SIZES[w] : w.length >= 4 ? SIZE_BY_SOUND.get(soundOf(w)) : undefined;

export function compileLexicon<T extends Matchable>(matcher: MenuMatcher, menu: readonly T[]): Lexicon<T> {
  const items: CompiledItem<T>[] = [];
  const index = new Map<string, number[]>();
  const byMeasure = new Map<string, number[]>();
  const push = (map: Map<string, number[]>, key: string, at: number) => {
    const list = map.get(key) ?? [];
    if (list[list.length - 1] !== at) list.push(at);
    map.set(key, list);
  };
  const words = new Set<string>();
  const joined = new Map<string, string[]>();
  const described = new Set<string>();
  const openings = new Map<string, number[]>();
  const headWords = new Set<string>();
  menu.forEach((item, at) => {
    for (const name of [item.name, ...(item.synonyms ?? [])]) {
      const plain = normalize(name).split(' ');
      for (const w of plain) if (w.length >= 3 && /^[a-zñ]+$/.test(w)) words.add(w);
      plain.forEach((w, k) => {
        const next = plain[k + 1];
        if (next && /^[a-zñ]+$/.test(w + next) && !FILLER_WORDS.has(w) && !FILLER_WORDS.has(next) && (w + next).length >= 5)
          joined.set(w + next, [w, next]);
      });
    }
    const choices = (item as { optionGroups?: { options?: { name: string }[] }[] }).optionGroups ?? [];
    for (const text of [item.description ?? '', ...choices.flatMap((g) => (g.options ?? []).map((o) => o.name))])
      for (const w of normalize(text).split(' ')) if (w.length >= 3 && /^[a-zñ]+$/.test(w)) described.add(w);
    const [count, counted] = normalize(item.description ?? '').split(' ');
    const n = quantityAt([count ?? ''], 0)?.value;
    if (n && counted && /^[a-zñ]{3,}$/.test(counted)) push(openings, `${n} ${stem(counted)}`, at);
    headWords.add(stem(normalize(item.name).split(' ')[0] ?? ''));
    const stems = matcher.itemVariants(item).flat();
    const measures = [...new Set(stems.filter((s) => readMeasure(s)))];
    const heads = new Set(stems.filter((s) => !readMeasure(s)));
    const sized = [item.name, ...(item.synonyms ?? [])].some((name) =>
      normalize(name)
        .split(' ')
        .some((w) => RELATIVE_SIZE[FOLDED_SIZES[w] ?? ''] !== undefined),
    );
    items.push(Object.freeze({ item, heads, measures, sized }));
    for (const s of heads) push(index, s, at);
    for (const m of measures) push(byMeasure, m, at);
  });
  for (const w of described) if (words.has(w) || index.has(matchStem(w)) || FILLER_WORDS.has(w)) described.delete(w);
  return Object.freeze({ items: Object.freeze(items), index, byMeasure, words, described, openings, heads: headWords, joined, matcher });
}

/** Positions of the items one customer word names part of: exact stems first, then one typo away. */
function itemsOfWord<T>(lexicon: Lexicon<T>, word: string): number[] {
  if (FILLER_WORDS.has(word) || /^\d+$/.test(word)) return [];
  const s = matchStem(word);
  const exact = lexicon.index.get(s);
  if (exact) return [...exact];
  const out = new Set<number>();
  for (const [known, at] of lexicon.index) if (lexicon.matcher.similar(s, known)) for (const i of at) out.add(i);
  return [...out];
}

const MEASURE_CONTEXT = 4;

/** The content words around position i (before and after), for "which dish is this measure about". */
function around(tokens: string[], from: number, to: number): string[] {
  const out: string[] = [];
  for (let j = Math.max(0, from - MEASURE_CONTEXT); j < Math.min(tokens.length, to + 3); j++) {
    if (j >= from && j < to) continue;
    const w = tokens[j]!;
    if (/^[,.;:!?¿¡]$/.test(w)) {
      if (j < from) out.length = 0;
      else break;
      continue;
    }
    if (!FILLER_WORDS.has(w) && !readMeasure(w)) out.push(w);
  }
  return out;
}

/** Items having `measure` whose head words include one of `context` (all of them when `headless`). */
function measured<T extends Matchable>(lexicon: Lexicon<T>, measure: string, context: string[], headless: boolean): number[] {
  const at = lexicon.byMeasure.get(measure) ?? [];
  if (headless) return [...at];
  // "2 pollos" beside "Rollos Primavera 2 pzas": a word exactly naming another dish is not a typo of this one.
  const names = (w: string, i: number) =>
    lexicon.items[i]!.heads.has(matchStem(w)) ||
    (!lexicon.index.has(matchStem(w)) && lexicon.matcher.wordMatchesItem(w, lexicon.items[i]!.item));
  return at.filter((i) => context.some((w) => names(w, i)));
}

/** The measure words a bare number stands for on this menu: 12 → pz12, 355 → ml355, "de 2" → ml2000 (2 L). */
function measuresFor<T>(lexicon: Lexicon<T>, n: number): string[] {
  const out: string[] = [];
  for (const m of lexicon.byMeasure.keys()) {
    const r = readMeasure(m)!;
    if (r.value === n || ((r.kind === 'ml' || r.kind === 'g') && n <= 5 && r.value === n * 1000)) out.push(m);
  }
  return out;
}

/**
 * Reads the measures a customer said against the menu: "unas empanadas de 12" and "12 empanadas"
 * mean the 12-piece item (one order), "un jarrito de 355" the 355 ml one, "2 kilos de carnitas"
 * two of "Carnitas 1 kg". Tokens come folded (foldMeasures); the result replaces the numbers that
 * are measures with their canonical word. `headless` (answering "¿de cuál?") needs no dish word near.
 */
export function readMeasures<T extends Matchable>(
  tokens: readonly string[],
  menu: readonly T[],
  options: { headless?: boolean; lexicons?: Lexicons } = {},
): string[] {
  const lexicon = lexiconOf(menu, options.lexicons);
  let out: readonly string[] = andAHalf(lexicon, [...tokens]);
  if (!lexicon.byMeasure.size) return [...out];
  const headless = options.headless ?? false;
  // One pass from left to right: each step reads the tokens as they stand and returns them rewritten
  // with where to read next (never before the start). A rewrite may be read again once ("tres
  // cuartos" → "g750"), so the steps are bounded by a few per token whatever is pasted in.
  let i = 0;
  for (let steps = 0; i < out.length && steps < out.length * READS_PER_TOKEN; steps++) {
    const step = measureAt(lexicon, menu, out, i, headless);
    out = step.tokens;
    i = step.next;
  }
  return [...out];
}

/** How many times, at most, the pass reads each token (a rewrite is read again; the bound ends any input). */
const READS_PER_TOKEN = 4;

/**
 * One step of `readMeasures` at i: a copy of the tokens with what is said there read against the
 * menu, and the position to read next. The tokens given are never changed.
 */
function measureAt<T extends Matchable>(
  lexicon: Lexicon<T>,
  menu: readonly T[],
  tokens: readonly string[],
  i: number,
  headless: boolean,
): { tokens: string[]; next: number } {
  const out = [...tokens];
  const said = readMeasure(out[i]!);
  if (said && halfOfAnother(lexicon, out, i, said)) return { tokens: out, next: i + 1 };
  if (said) {
    const added = splitMultiple(lexicon, out, i, said, headless);
    return { tokens: out, next: i + 1 + (added || ofTheDishBefore(lexicon, out, i, headless)) };
  }
  // "tres cuartos" became one measure just before i (or at i): read again from the token before it.
  if (readHalf(lexicon, out, i)) return { tokens: out, next: Math.max(0, i - 1) };
  if (readCan(lexicon, out, i) || readRelativeSize(lexicon, out, i, headless) || readDecimal(lexicon, out, i))
    return { tokens: out, next: i + 1 };
  // "una coca de seiscientos", "un jarrito de trescientos cincuenta y cinco".
  const big = out[i - 1] === 'de' ? hundreds(out, i) : null;
  if (big) {
    const fits = measuresFor(lexicon, big.value).filter((m) => measured(lexicon, m, around(out, i, i + big.length), false).length);
    if (new Set(fits).size === 1) out.splice(i, big.length, fits[0]!);
    return { tokens: out, next: i + 1 };
  }
  readCountAt(lexicon, menu, out, i, headless);
  return { tokens: out, next: i + 1 };
}

type SaidMeasure = NonNullable<ReturnType<typeof readMeasure>>;

/**
 * "una coca de 2 litros y medio de arrachera": "y medio" was folded into the litres ("ml2500"), but
 * the dish named after "de" is sold by weight and never poured — the half is a half kilo of it
 * ("ml2000 y g500 de arrachera"): the dish after "de" is sold in the other unit and never in this one.
 */
function halfOfAnother<T extends Matchable>(lexicon: Lexicon<T>, out: string[], i: number, said: SaidMeasure): boolean {
  if ((said.kind !== 'ml' && said.kind !== 'g') || said.value % 1000 !== 500 || said.value < 1500 || out[i + 1] !== 'de') return false;
  const other = said.kind === 'ml' ? 'g' : 'ml';
  const after: string[] = [];
  for (let k = i + 2; k < Math.min(out.length, i + 2 + MEASURE_CONTEXT) && !isStop(out[k]!); k++)
    if (!FILLER_WORDS.has(out[k]!)) after.push(out[k]!);
  const named = itemsOfAll(lexicon, after);
  const soldIn = (kind: string) => named.some((at) => lexicon.items[at]!.measures.some((m) => readMeasure(m)!.kind === kind));
  if (!named.length || soldIn(said.kind) || !soldIn(other)) return false;
  out.splice(i, 1, `${said.kind}${said.value - 500}`, 'y', `${other}500`);
  return true;
}

const HALF = new Set(['medio', 'media']);
/** Words saying a dish is whole or a half ("Pollo Entero", "Medio Pollo"), left out when comparing the two. */
const WHOLE_OR_HALF = new Set(['medio', 'media', 'mitad', 'entero', 'entera', 'completo', 'completa'].map(stem));
const isStop = (w: string) => /^[,.;:!?¿¡]$/.test(w) || w === 'y' || /^\d+$/.test(w) || quantityAt([w], 0) !== null;

/** An item's name as the words a customer would say for it (measures folded): always resolves to it. */
const nameWords = (item: Matchable) => normalize(foldNameMeasures(item.name)).split(' ');

/** Rewrites out[from, to) as "N <whole> y 1 <half>…": each part by its item's own name. */
function sayParts<T extends Matchable>(out: string[], from: number, to: number, parts: { count: number; item: T }[]): void {
  out.splice(from, to - from, ...parts.flatMap((p, n) => [...(n ? ['y'] : []), String(p.count), ...nameWords(p.item)]));
}

/** Positions of the items every dish-naming word of `said` names (words naming nothing skipped). */
function itemsOfAll<T>(lexicon: Lexicon<T>, said: string[]): number[] {
  const named = said.filter((w) => !FILLER_WORDS.has(w)).map((w) => itemsOfWord(lexicon, w));
  if (!named.length || named.some((at) => !at.length)) return [];
  return named.reduce((a, b) => a.filter((x) => b.includes(x)));
}

/**
 * Of the items a dish's words name, the one sold whole and the one sold as its half: "Pollo Entero" /
 * "Medio Pollo", "Carnitas 1 kg" / "Carnitas 1/2 kg", "Birria por Kilo" / "Birria Medio Kilo".
 */
function wholeAndHalf<T extends Matchable>(lexicon: Lexicon<T>, named: number[]): { whole: T; half: T } | null {
  const isHalf = (at: number) =>
    nameWords(lexicon.items[at]!.item).some((w) => HALF.has(w) || w === 'mitad') ||
    lexicon.items[at]!.measures.some((m) => m === 'g500' || m === 'ml500');
  const halves = named.filter(isHalf);
  const whole = named.filter((at) => !isHalf(at));
  const byUnit = whole.filter((at) => lexicon.items[at]!.measures.some((m) => m === 'g1000' || m === 'ml1000'));
  const wholes = byUnit.length ? byUnit : whole;
  // The same dish: "Café Hawaiana" is no whole of "Gordita Hawaiana 500 g".
  const dish = (at: number) => [...lexicon.items[at]!.heads].filter((h) => !WHOLE_OR_HALF.has(h)).sort();
  const pairs = halves.flatMap((h) => wholes.filter((w) => dish(w).join(' ') === dish(h).join(' ')).map((w) => ({ h, w })));
  // "un pollo y medio" beside "Pollo Adobado Entero" / "Medio Pollo Adobado": the plain pair, whose
  // words every other pair has (the flavoured ones are said by their flavour).
  const plain = pairs.filter((p) => pairs.every((o) => dish(p.h).every((w) => dish(o.h).includes(w))));
  if (plain.length !== 1) return null;
  return { whole: lexicon.items[plain[0]!.w]!.item, half: lexicon.items[plain[0]!.h]!.item };
}

/**
 * "2 pollos y medio", "un pollo y medio", "3 y media de carnitas": N and a half of a dish the menu
 * sells whole and as a half is N of the whole and one of the half (each said by its own name).
 */
function andAHalf<T extends Matchable>(lexicon: Lexicon<T>, out: string[]): string[] {
  for (let i = 0; i < out.length; i++) {
    // "pollo y medio": a dish named with no count before it is one.
    const before = out[i - 1] ?? ',';
    const bare =
      !quantityAt(out, i - 1) && before !== 'de' && !itemsOfWord(lexicon, before).length && itemsOfWord(lexicon, out[i]!).length > 0;
    const q = bare ? { value: 1, length: 0, more: false } : quantityAt(out, i);
    if (!q || q.more || q.length !== 1 - Number(bare) || q.value > 20 || (i > 0 && out[i - 1] === 'de')) continue;
    let end = i + q.length;
    let said: string[];
    if (!bare && out[i + 1] === 'y' && HALF.has(out[i + 2] ?? '')) {
      // "3 y media de carnitas", "2 y medio de pollo"
      const from = out[i + 3] === 'de' ? i + 4 : i + 3;
      end = from;
      while (end < out.length && end < from + MEASURE_CONTEXT && !isStop(out[end]!)) end++;
      said = out.slice(from, end);
    } else {
      // "2 pollos y medio"
      while (end < out.length && end < i + 1 + MEASURE_CONTEXT && !isStop(out[end]!)) end++;
      said = out.slice(i + q.length, end);
      const after = out[end + 2];
      if (out[end] !== 'y' || !HALF.has(out[end + 1] ?? '') || /^(de|docena)$/.test(after ?? '')) continue;
      end += 2;
      // "2 pollos y medio adobados": a word after "medio" that, with the dish, names a whole and its
      // half; "un kilo de surtida y medio de maciza" is half of another dish.
      if (after !== undefined && itemsOfWord(lexicon, after).length) {
        if (!wholeAndHalf(lexicon, itemsOfAll(lexicon, [...said, after]))) continue;
        said = [...said, after];
        end += 1;
      }
    }
    const pair = wholeAndHalf(lexicon, itemsOfAll(lexicon, said));
    if (!said.length || !pair) continue;
    const parts = [
      { count: q.value, item: pair.whole },
      { count: 1, item: pair.half },
    ];
    sayParts(out, i, end, parts);
    i += nameWords(pair.whole).length + nameWords(pair.half).length + 3;
  }
  return out;
}

/**
 * A measure no item near has: a multiple of one that is ("2 kilos" of "1 kg") is a quantity of it.
 * Rewrites `out` in place; returns how many extra tokens it inserted.
 */
function splitMultiple<T extends Matchable>(lexicon: Lexicon<T>, out: string[], i: number, said: SaidMeasure, headless: boolean): number {
  const context = around(out, i, i + 1);
  if (measured(lexicon, out[i]!, context, headless).length) return 0;
  const kin = [...lexicon.byMeasure.keys()].filter((m) => {
    const r = readMeasure(m)!;
    return r.kind === said.kind && r.value <= said.value && said.value / r.value <= 20 && measured(lexicon, m, context, headless).length;
  });
  // The biggest that divides it: "2 kilos" of "Carnitas 1 kg" rather than four of "1/2 kg".
  const best = kin.filter((m) => said.value % readMeasure(m)!.value === 0).sort((a, b) => readMeasure(b)!.value - readMeasure(a)!.value)[0];
  const mixed = best && readMeasure(best)!.value < 1000 ? wholesAndHalf(lexicon, out, i, said, context) : 0;
  if (mixed) return mixed;
  // "tres cuartos de surtida" with 1/4, 1/2 and 1 kg: the fewest items holding it (1/2 + 1/4).
  const fill = fewestPacks(said.value, kin);
  if (!fill) return 0;
  const length = out.length;
  spliceFill(out, i, 1, fill, false);
  return out.length - length;
}

/**
 * "medio litro de helado de limón y un litro de vainilla": a measure no dish near is sold in, said
 * after a dish of which exactly one sibling is, is that sibling — its head word is said before the
 * measure ("… y helado ml1000 de vainilla"). Returns how many tokens it added.
 */
function ofTheDishBefore<T extends Matchable>(lexicon: Lexicon<T>, out: string[], i: number, headless: boolean): number {
  const sold = lexicon.byMeasure.get(out[i]!) ?? [];
  if (!sold.length || headless || (i > 0 && !isStop(out[i - 1]!))) return 0;
  // The words after it name no dish of their own ("de vainilla" is a flavour).
  for (let k = i + 1; k < Math.min(out.length, i + 1 + MEASURE_CONTEXT) && !isStop(out[k]!); k++)
    if (!FILLER_WORDS.has(out[k]!) && lexicon.items.some((it) => lexicon.matcher.wordMatchesItem(out[k]!, it.item))) return 0;
  // The clause before it ("medio litro de helado de limón"): of what its words name, one sibling sold so.
  let j = i - 1;
  while (j >= 0 && isStop(out[j]!) && !/^\d+$/.test(out[j]!)) j--;
  const clause: string[] = [];
  for (; j >= Math.max(0, i - LOOK_BACK) && !(isStop(out[j]!) && !readMeasure(out[j]!)); j--) clause.push(out[j]!);
  const sibling = sold.filter((at) => clause.some((w) => itemsOfWord(lexicon, w).includes(at)));
  const word = sibling.length === 1 ? clause.findLast((w) => itemsOfWord(lexicon, w).includes(sibling[0]!)) : undefined;
  if (!word) return 0;
  out.splice(i, 0, word);
  return 1;
}

/**
 * Rewrites the `length` tokens of an amount at i as the items filling it: "2 g1000", or "1 pz12
 * alitas y 1 pz6 alitas" (the dish's words said after the amount, repeated for the second part).
 */
function spliceFill(out: string[], i: number, length: number, fill: PackFill, de: boolean): void {
  const [[first, times], second] = fill;
  const head = [...(times > 1 || second ? [String(times)] : []), first, ...(de ? ['de'] : [])];
  if (second) {
    let end = i + length;
    if (out[end] === 'de') end++;
    while (end < out.length && end < i + length + MEASURE_CONTEXT + 1 && !isStop(out[end]!)) end++;
    const dish = out.slice(i + length, end);
    out.splice(end, 0, 'y', String(second[1]), second[0], ...(de ? ['de'] : []), ...dish);
  }
  out.splice(i, length, ...head);
}

/**
 * "kilo y medio de carnitas" with "Carnitas 1 kg" and "Carnitas 1/2 kg": the whole ones and one half
 * (1 + 1), not three halves. The dish's words are said after "de" or just before the measure;
 * returns how many tokens it added (0 when it does not apply).
 */
function wholesAndHalf<T extends Matchable>(lexicon: Lexicon<T>, out: string[], i: number, said: SaidMeasure, context: string[]): number {
  const unit = said.kind === 'g' ? 'g' : 'ml';
  const whole = measured(lexicon, `${unit}1000`, context, false);
  const half = measured(lexicon, `${unit}500`, context, false);
  if (said.kind !== unit || said.value % 1000 !== 500 || said.value > 20_000 || whole.length !== 1 || half.length !== 1) return 0;
  let from = i;
  let to = i + 1;
  if (out[i + 1] === 'de') {
    to = i + 2;
    while (to < out.length && to < i + 2 + MEASURE_CONTEXT && !isStop(out[to]!)) to++;
  } else while (from > 0 && from > i - MEASURE_CONTEXT && !isStop(out[from - 1]!)) from--;
  const length = out.length;
  sayParts(out, from, to, [
    { count: Math.floor(said.value / 1000), item: lexicon.items[whole[0]!]!.item },
    { count: 1, item: lexicon.items[half[0]!]!.item },
  ]);
  return out.length - length;
}

/**
 * "1/2 de maciza", "un cuarto de surtida", "medio de horchata", "unas costillas de un cuarto", "tres
 * cuartos de surtida": half, a quarter or three quarters of a kilo or a litre of what the menu sells so
 * (an amount no item holds is filled by the fewest items, `splitMultiple`).
 */
function readHalf<T extends Matchable>(lexicon: Lexicon<T>, out: string[], i: number): boolean {
  const t = out[i];
  // "3/4 de surtida" is "tres cuartos" written (kept as written, for "un rib eye 3/4" is how it is cooked).
  const written = t === '3/4';
  const threeQuarters = (t === 'cuartos' && (out[i - 1] === 'tres' || out[i - 1] === '3')) || written;
  // "2 cuartos de carnitas", "dos medios de birria": a count of quarters (halves), each its own item;
  // the count stays a count.
  const counted = (t === 'cuartos' || t === 'medios') && !threeQuarters && quantityAt([out[i - 1] ?? ''], 0) !== null;
  const from = (threeQuarters && !written) || (t === 'cuarto' && out[i - 1] === 'un' && out[i - 2] === 'de') ? i - 1 : i;
  const atEnd = !out[i + 1] || isStop(out[i + 1]!);
  // "de 1/2" and "medio de carnitas" are "de media", "media de carnitas" by then.
  const half = t === 'medio' || t === 'media';
  const afterDe = out[from - 1] === 'de' && atEnd;
  // "un cuarto" answering "¿De cuál carnitas?": a quarter said last, with its count, names what is sold by it.
  const quarterSaid = t === 'cuarto' && atEnd && (out[i - 1] === 'un' || out[i - 1] === '1');
  if ((!half && t !== 'cuarto' && !threeQuarters && !counted) || !(out[i + 1] === 'de' || afterDe || quarterSaid)) return false;
  const value = half || t === 'medios' ? 500 : threeQuarters ? 750 : 250;
  const context = around(out, from, i + 1);
  const kinds = [`g${value}`, `ml${value}`];
  const sold = (unit: string) =>
    [...lexicon.byMeasure.keys()].some((m) => m.startsWith(unit) && measured(lexicon, m, context, false).length);
  let fits = threeQuarters
    ? kinds.filter((m) => sold(m.startsWith('g') ? 'g' : 'ml'))
    : kinds.filter((m) => measured(lexicon, m, context, false).length);
  // "3/4 de chicharrón prensado" beside "Hamburguesa de Chicharrón 1 L": the unit of the dish all the words name —
  // the words after "de" when said ("2 jamaicas de medio litro y tres cuartos de maciza" is of the maciza).
  if (threeQuarters && fits.length > 1) {
    const of = out[i + 1] === 'de' ? dishWords(out, i + 1, 'after') : [];
    const named = itemsOfAll(
      lexicon,
      (of.length ? of : context).filter((w) => /^[a-zñ]+$/.test(w)),
    );
    const units = kinds.filter((m) =>
      named.some((at) => lexicon.items[at]!.measures.some((n) => n.startsWith(m.startsWith('g') ? 'g' : 'ml'))),
    );
    if (units.length === 1) fits = units;
  }
  // "uno de litro y otro de medio": no dish named, the menu's only kind of half.
  if (!fits.length && out[i + 1] !== 'de' && !threeQuarters) fits = kinds.filter((m) => lexicon.byMeasure.has(m));
  if (fits.length !== 1) return false;
  out.splice(from, i + 1 - from, fits[0]!);
  return true;
}

/**
 * "una cheve de 1.2" beside "Caguama 1.2 L": a number with decimals said after "de" (split by the
 * tokenizer as "1 . 2") is the one volume or weight of the menu it can be, when only one is.
 */
function readDecimal<T extends Matchable>(lexicon: Lexicon<T>, out: string[], i: number): boolean {
  const [whole, point, part] = [out[i], out[i + 1], out[i + 2]];
  if (out[i - 1] !== 'de' || !/^\d{1,2}$/.test(whole ?? '') || !/^[.,]$/.test(point ?? '') || !/^\d{1,3}$/.test(part ?? '')) return false;
  const value = Number(`${whole}.${part}`);
  if (Number.isInteger(value)) return false;
  const fits = [...lexicon.byMeasure.keys()].filter((m) => /^(ml|g)\d+$/.test(m) && readMeasure(m)!.value === Math.round(value * 1000));
  if (fits.length !== 1) return false;
  out.splice(i, 3, fits[0]!);
  return true;
}

/** "una coca de lata": of the volumes the dish named is sold in, the one a can holds (250–355 ml). */
function readCan<T extends Matchable>(lexicon: Lexicon<T>, out: string[], i: number): boolean {
  if (out[i] !== 'lata' || !/^(de|en)$/.test(out[i - 1] ?? '')) return false;
  if (!dishWords(out, i).some((w) => itemsOfWord(lexicon, w).length)) return false;
  const said = dishSaid(lexicon, out, i);
  const cans = [...new Set(said.flatMap((at) => lexicon.items[at]!.measures))].filter((m) => {
    const r = readMeasure(m)!;
    return r.kind === 'ml' && r.value >= 250 && r.value <= 355;
  });
  if (cans.length !== 1) return false;
  out.splice(i, 1, cans[0]!);
  return true;
}

/**
 * "un café de olla grande" where the menu sells "Café de Olla 12 oz" and "16 oz": a size word
 * said of a dish sold in measures of one kind is the biggest, the smallest or (of three) the middle
 * one — unless the names of the dish said with it use size words ("Pozole Rojo Chico", "Papas
 * Grandes"): other dishes of the menu naming sizes do not matter.
 */
function readRelativeSize<T extends Matchable>(lexicon: Lexicon<T>, out: string[], i: number, headless: boolean): boolean {
  const size = RELATIVE_SIZE[sizeWord(out[i]!) ?? ''];
  const said = size ? dishSaid(lexicon, out, i) : [];
  if (!size || said.some((at) => lexicon.items[at]!.sized)) return false;
  const context = around(out, i, i + 1);
  // Answering "¿de cuál?" ("la chica"), the dishes asked about are the menu.
  let sizes = [...lexicon.byMeasure.keys()].filter((m) => measured(lexicon, m, context, headless).some((at) => said.includes(at)));
  // "dos aguas de horchata, una chica y una grande": the dish named before the comma.
  if (!sizes.length && said.length < lexicon.items.length) sizes = [...new Set(said.flatMap((at) => lexicon.items[at]!.measures))];
  sizes.sort((a, b) => volumeOrValue(a) - volumeOrValue(b));
  // One size only: that is the one they get (the summary shows it). Ounces and litres are one kind
  // ("Champurrado 12 oz" / "Champurrado 1 L"): both are volumes.
  if (!sizes.length || new Set(sizes.map((m) => (readMeasure(m)!.kind === 'oz' ? 'ml' : readMeasure(m)!.kind))).size !== 1) return false;
  if (size === 'middle' && sizes.length !== 3 && sizes.length !== 1) return false;
  if (sizes.length === 1) {
    out.splice(i, 1, sizes[0]!);
    return true;
  }
  out.splice(i, 1, size === 'small' ? sizes[0]! : size === 'big' ? sizes.at(-1)! : sizes[1]!);
  return true;
}

/** Millilitres an ounce holds, to order "12 oz" against "1 L". */
const ML_PER_OZ = 29.57;
/** A measure's value to order sizes by: ounces in millilitres, the rest as written. */
const volumeOrValue = (m: string) => {
  const r = readMeasure(m)!;
  return r.kind === 'oz' ? r.value * ML_PER_OZ : r.value;
};

/**
 * The words naming the dish a word at i is said of: those just before it ("un pozole rojo CHICO"),
 * else (or when asked for) those just after ("una CHICA de horchata", "12 FLAUTAS DE PAPA").
 */
function dishWords(out: string[], i: number, side: 'before' | 'after' = 'before'): string[] {
  const stop = (w: string) => /^[,.;:!?¿¡]$/.test(w) || w === 'y' || /^\d+$/.test(w) || quantityAt([w], 0) !== null;
  const before: string[] = [];
  for (let j = i - 1; side === 'before' && j >= Math.max(0, i - MEASURE_CONTEXT) && !stop(out[j]!); j--)
    if (!FILLER_WORDS.has(out[j]!)) before.unshift(out[j]!);
  if (before.length && side === 'before') return before;
  const after: string[] = [];
  for (let j = i + 1; j < Math.min(out.length, i + 1 + MEASURE_CONTEXT) && !stop(out[j]!); j++)
    if (!FILLER_WORDS.has(out[j]!)) after.push(out[j]!);
  return after;
}

/** How far back a size word said alone looks for its dish (bounded work whatever is pasted in). */
const LOOK_BACK = 12;

/**
 * Positions of the items the words naming the dish at i could mean; "un esquite chico y uno
 * GRANDE": with no dish word beside it, the dish named last before it; with none, every item.
 */
function dishSaid<T>(lexicon: Lexicon<T>, out: string[], i: number): number[] {
  // "agua de jamaica CHICA" beside "Torta de Jamaica Chica": the items all the words name, when some do.
  const named = dishWords(out, i)
    .map((w) => itemsOfWord(lexicon, w))
    .filter((at) => at.length);
  const all = named.length ? named.reduce((a, b) => a.filter((x) => b.includes(x))) : [];
  if (all.length) return all;
  const near = named.flat();
  if (near.length) return [...new Set(near)];
  for (let j = i - 1; j >= Math.max(0, i - LOOK_BACK); j--) {
    const named = itemsOfWord(lexicon, out[j]!);
    if (named.length) return named;
  }
  return lexicon.items.map((_, at) => at);
}

/** A number read as a measure ("empanadas de 12", "250 de quesillo") or as a count the menu sells as one item ("12 empanadas"). */
function readCountAt<T extends Matchable>(lexicon: Lexicon<T>, menu: readonly T[], out: string[], i: number, headless: boolean): void {
  const t = out[i]!;
  const q = quantityAt(out, i);
  if (!q || q.more) return;
  const length = out[i + q.length - 1] === 'de' ? q.length - 1 : q.length;
  const afterDe = out[i - 1] === 'de' || (out[i - 1] === 'la' && out[i - 2] === 'de');
  const context = around(out, i, i + length);
  // "un jarrito de 355 y uno de 600": the dish named last in the message — also when a dish named after
  // it ("… y otro de 600 y 1 arrachera") is sold in no such measure.
  const fitting = () => measuresFor(lexicon, q.value).filter((m) => measured(lexicon, m, context, headless && afterDe).length > 0);
  let options = fitting();
  // "unas empanadas de 12 y 5 americanos, tres de 12 onzas": of the measures the number may be, the one
  // of the dish said right before "de".
  if (afterDe && new Set(options).size > 1) {
    const own = options.filter((m) => measured(lexicon, m, dishWords(out, out[i - 1] === 'de' ? i - 1 : i - 2), false).length);
    if (new Set(own).size === 1) options = own;
  }
  if (afterDe && !options.length) {
    const named = out.slice(0, i).findLast((w) => itemsOfWord(lexicon, w).length > 0);
    if (named) {
      context.push(named);
      options = fitting();
    }
  }
  if (afterDe && /^\d+$|^[a-z]+$/.test(t)) {
    // "empanadas de 12", "jarrito de 355", "la de 600".
    const unique = [...new Set(options)];
    if (unique.length === 1 && q.value > 1) out.splice(i, length, unique[0]!);
    return;
  }
  // "250 de quesillo", "600 de coca": a number no one orders as a count, said before "de" a dish sold in that measure.
  if ((length < q.length || out[i + length] === 'de') && q.value > 20) {
    const unique = [...new Set(options)];
    if (unique.length === 1) {
      out.splice(i, length, unique[0]!);
      return;
    }
  }
  // "12 empanadas", "media docena de tamales": a count the menu sells as one item; "20 alitas"
  // with only "Alitas 10 pzas": two of them (the biggest count that divides it).
  const next = out.slice(i + q.length).find((w) => !FILLER_WORDS.has(w));
  // "2 órdenes de bao" beside "Bao de Cerdo 2 pzas": a count of orders is of packs, never of pieces.
  if (q.value < 2 || !next || statesCount(out, i + q.length) || /^ordene?s?$/.test(out[i + q.length] ?? '')) return;
  const packs = [...lexicon.byMeasure.keys()]
    .filter((m) => m.startsWith('pz') && readMeasure(m)!.value > 1 && readMeasure(m)!.value <= q.value)
    .filter((m) => measured(lexicon, m, [next], false).length)
    .sort((a, b) => readMeasure(b)!.value - readMeasure(a)!.value);
  // "12 flautas de papa": the pack of the dish all its words name, not another sharing "flautas"
  // (when none has them all — a flavour only the description lists — any pack of the head word).
  const said = dishWords(out, i + q.length - 1, 'after').filter((w) => itemsOfWord(lexicon, w).length);
  const allSaid = packs.filter((m) =>
    measured(lexicon, m, [next], false).some((at) => said.every((w) => measured(lexicon, m, [w], false).includes(at))),
  );
  if (namesOther(out, i + q.length, menu, lexicon, allSaid.length ? allSaid : packs)) return;
  const sizes = allSaid.length ? allSaid : packs;
  // "30 alitas, 10 bbq y 20 búfalo": counts said next that share the pieces keep packs of one size.
  const dividing = sizes.filter((m) => q.value % readMeasure(m)!.value === 0).slice(0, 1);
  const shared = dividing.length > 0 && countsFollow(lexicon, out, i + q.length, q.value, sizes);
  const fill = fewestPacks(q.value, shared ? dividing : sizes);
  if (!fill) return;
  const [[count, times], second] = fill;
  spliceFill(out, i, q.length, fill, q.length > length);
  // "18 alitas" with packs of 12 and 6: one of each, said as two dishes.
  if (times > 1 && !second) packsByFlavour(lexicon, out, i + 2 + Number(q.length > length), q.value, count);
}

/** Counts said after the dish at `from` (past its words and a comma) that add up to `total` ("…, 10 bbq y 20 búfalo"). */
function countsFollow<T extends Matchable>(
  lexicon: Lexicon<T>,
  out: string[],
  from: number,
  total: number,
  packs: readonly string[] = [],
): boolean {
  // "30 alitas, 20 bbq y 10 búfalo" beside "Hamburguesa BBQ": a word the packs' description lists is a flavour of them.
  const listed = new Set(
    packs.flatMap((m) =>
      (lexicon.byMeasure.get(m) ?? []).flatMap((at) => lexicon.matcher.contentStems(lexicon.items[at]!.item.description ?? '')),
    ),
  );
  let j = from;
  while (j < out.length && j < from + MEASURE_CONTEXT && !isStop(out[j]!)) j++;
  let sum = 0;
  let parts = 0;
  for (; j < Math.min(out.length, from + 16) && sum < total; j++) {
    const q = /^\d+$/.test(out[j]!) ? quantityAt(out, j) : null;
    if (q && !q.more) {
      // "10 buñuelos, 5 sopes y 5 tacos": counts of other dishes share nothing.
      const said = out[j + q.length] ?? '';
      if (itemsOfWord(lexicon, said).length && !listed.has(matchStem(said))) return false;
      sum += q.value;
      parts++;
    }
  }
  return parts >= 2 && sum === total;
}

/**
 * The fewest packs holding exactly `total` pieces, of one size or of two ("18 alitas" with packs of
 * 6 and 12 → 12 + 6; "24" → 2 × 12); of as many, one size only, then the biggest. Null when none does.
 */
/** One item of an amount and how many of it, and maybe a second (the fewest items holding it). */
type PackFill = [[string, number], [string, number]?];

export function fewestPacks(total: number, packs: readonly string[]): PackFill | null {
  const sizes = [...new Set(packs)].map((m) => ({ m, v: readMeasure(m)!.value })).filter((p) => p.v > 0);
  let best: { n: number; parts: PackFill } | null = null;
  const better = (n: number, two: boolean) => !best || n < best.n || (n === best.n && !two && best.parts.length === 2);
  for (const a of sizes) {
    if (total % a.v === 0 && total / a.v <= 20 && better(total / a.v, false)) best = { n: total / a.v, parts: [[a.m, total / a.v]] };
    for (const b of sizes) {
      if (b.v >= a.v) continue;
      for (let k = 1; k * a.v < total && k <= 20; k++) {
        const rest = total - k * a.v;
        if (rest % b.v === 0 && better(k + rest / b.v, true))
          best = {
            n: k + rest / b.v,
            parts: [
              [a.m, k],
              [b.m, rest / b.v],
            ],
          };
      }
    }
  }
  return best?.parts ?? null;
}

/**
 * "20 alitas, 10 bbq y 10 búfalo" with "Alitas 10 pzas": the counts said next, each a whole number
 * of packs and adding up to what was ordered, are how many packs of each ("1 bbq y 1 búfalo").
 */
function packsByFlavour<T extends Matchable>(lexicon: Lexicon<T>, out: string[], from: number, total: number, pack: string): void {
  // "24 gyozas, 12 de cerdo y 12 de verduras" beside "Bao de Cerdo": a filling the pack's description lists, said after "de", is no other dish.
  const listed = (lexicon.byMeasure.get(pack) ?? []).flatMap((at) =>
    lexicon.matcher.contentStems(lexicon.items[at]!.item.description ?? ''),
  );
  const size = readMeasure(pack)!.value;
  let j = from;
  while (j < out.length && !isStop(out[j]!)) j++;
  const at: number[] = [];
  let sum = 0;
  for (; j < Math.min(out.length, from + 16) && sum < total; j++) {
    const w = out[j]!;
    const q = /^\d+$/.test(w) || quantityAt([w], 0) ? quantityAt(out, j) : null;
    if (q) {
      if (q.more || q.length !== 1 || q.value % size !== 0) return;
      at.push(j);
      sum += q.value;
    } else if (itemsOfWord(lexicon, w).length && !(out[j - 1] === 'de' && listed.includes(matchStem(w)))) return;
  }
  if (sum !== total || at.length < 2) return;
  for (const k of at) out[k] = String(quantityAt(out, k)!.value / size);
}

const HUNDREDS: Record<string, number> = {
  cien: 100,
  ciento: 100,
  doscientos: 200,
  trescientos: 300,
  cuatrocientos: 400,
  quinientos: 500,
  seiscientos: 600,
  setecientos: 700,
  ochocientos: 800,
  novecientos: 900,
};
const TENS: Record<string, number> = {
  diez: 10,
  veinte: 20,
  treinta: 30,
  cuarenta: 40,
  cincuenta: 50,
  sesenta: 60,
  setenta: 70,
  ochenta: 80,
  noventa: 90,
};
const ONES: Record<string, number> = { uno: 1, dos: 2, tres: 3, cuatro: 4, cinco: 5, seis: 6, siete: 7, ocho: 8, nueve: 9 };

/** A number from 100 to 999 in words at i ("trescientos cincuenta y cinco"). */
function hundreds(tokens: string[], i: number): { value: number; length: number } | null {
  const h = HUNDREDS[tokens[i] ?? ''];
  if (!h) return null;
  let value = h;
  let j = i + 1;
  const tens = TENS[tokens[j] ?? ''];
  if (tens) {
    value += tens;
    j++;
    if (tokens[j] === 'y' && ONES[tokens[j + 1] ?? '']) {
      value += ONES[tokens[j + 1]!]!;
      j += 2;
    }
  } else if (ONES[tokens[j] ?? ''] && tokens[j + 1] !== 'de') {
    value += ONES[tokens[j]!]!;
    j++;
  }
  return { value, length: j - i };
}

/** "3 Torta 3 pzas", "4 flautas de 6": the name that follows states its own count, so the number before it is a quantity. */
function statesCount(tokens: string[], from: number): boolean {
  for (let j = from; j < Math.min(tokens.length, from + 10); j++) {
    const w = tokens[j]!;
    // "4 flautas de pollo de 6": the pack is said after the dish, so 4 is how many.
    if (w === 'de' && /^\d+$/.test(tokens[j + 1] ?? '') && j > from) return true;
    if (/^[,.;:!?¿¡]$/.test(w) || w === 'y' || /^\d+$/.test(w)) return false;
    if (readMeasure(w)?.kind === 'pz') return true;
  }
  return false;
}

/** How many first words after a number are tried as a name of their own. */
const NAME_PREFIXES = 7;

/**
 * "3 Pollo de Pollo 1 L": the words after the number already name one item that has no count —
 * unless that item is the very dish the pack holds (same head words, no measure of its own said):
 * "3 tostadas de ceviche" beside "Tostada de Ceviche" and "Tostadas de Ceviche 3 pzas" (a kind
 * only the pack's description lists stays the single dish: "5 tacos de papa" beside "Orden de Tacos 5 pzas").
 */
function namesOther<T extends Matchable>(
  tokens: string[],
  from: number,
  menu: readonly T[],
  lexicon: Lexicon<T>,
  packs: string[],
): boolean {
  const words: string[] = [];
  for (let j = from; j < tokens.length; j++) {
    const w = tokens[j]!;
    if (/^[,.;:!?¿¡]$/.test(w) || w === 'y' || /^\d+$/.test(w)) break;
    words.push(w);
  }
  const holds = (pack: CompiledItem<T>, single: CompiledItem<T>) =>
    pack.heads.size === single.heads.size && [...pack.heads].every((h) => single.heads.has(h));
  const packOf = (single: CompiledItem<T>) =>
    !words.some((w) => readMeasure(w)) &&
    packs.some((m) => (lexicon.byMeasure.get(m) ?? []).some((at) => holds(lexicon.items[at]!, single)));
  // "3 Pollo de Pollo 1 L sin cebolla", "4 Elote Suizas que lleve queso extra": the name may end before the words do.
  const cuts = words.slice(1, NAME_PREFIXES).map((_, k) => words.slice(0, k + 1));
  return [words, ...cuts.reverse()].some((said) => {
    const found = lexicon.matcher.resolveMenuItem(said.join(' '), menu as T[]);
    const single = found.kind === 'found' ? lexicon.items.find((c) => c.item === found.item) : undefined;
    return single !== undefined && !single.measures.some((m) => m.startsWith('pz')) && !packOf(single);
  });
}

/** Items a word could name (for tests and bounded lookups). */
export function itemsNamedBy<T extends Matchable>(word: string, menu: readonly T[], lexicons?: Lexicons): T[] {
  const lexicon = lexiconOf(menu, lexicons);
  return itemsOfWord(lexicon, word).map((i) => lexicon.items[i]!.item);
}

/** Words of the conversation itself, never folded to a dish's word. */
const SHORTHAND_WORDS = new Set(Object.values(SHORTHANDS).flatMap((v) => v.split(' ')));
function conversational(word: string): boolean {
  return (
    STOP_WORDS.has(word) ||
    FILLER_WORDS.has(word) ||
    NOTE_STARTERS.has(word) ||
    NOTE_ENDERS.has(word) ||
    NEUTRAL_WORDS.has(word) ||
    NOTE_ADJECTIVES.some((a) => word.startsWith(a)) ||
    SHORTHAND_WORDS.has(word) ||
    quantityAt([word], 0) !== null ||
    Object.values(INTENTS).some((re) => re.test(word))
  );
}

/**
 * "como 3 sopes" beside "Combo …": a word of the conversation itself ("como", "poco", "pues") is
 * never read as a typo of a dish's word; only a word the names hold as written names a dish.
 * Number words keep their reading ("pizza cuatro quesos").
 */
export function chatterNotDish<T extends Matchable>(word: string, menu: readonly T[], lexicons?: Lexicons): boolean {
  const chatter =
    STOP_WORDS.has(word) || NOTE_STARTERS.has(word) || NOTE_ENDERS.has(word) || NEUTRAL_WORDS.has(word) || SHORTHAND_WORDS.has(word);
  const lexicon = lexiconOf(menu, lexicons);
  // "de papa" beside "Tostada de Pata" where a description says "de papa o de res": the menu's word for a flavour.
  if (lexicon.described.has(word)) return true;
  if (!chatter || quantityAt([word], 0) !== null) return false;
  return !lexicon.words.has(word) && !lexicon.index.has(matchStem(word));
}

/**
 * "un helado de dos bolas de nuez y chocolate" beside "Helado Doble" (description "Dos bolas, …"):
 * after "de", a count and a word heading no name, with which exactly one description opens, is that
 * dish — said by its name ("un helado de helado doble de nuez y chocolate" reads as the one dish).
 * One lookup per count said (the openings are compiled with the menu).
 */
export function countedByDescription<T extends Matchable>(tokens: string[], menu: readonly T[], lexicons?: Lexicons): string[] {
  const lexicon = lexiconOf(menu, lexicons);
  if (!lexicon.openings.size) return tokens;
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const q = tokens[i - 1] === 'de' ? quantityAt(tokens, i) : null;
    const w = q && !q.more && q.length === 1 ? (tokens[i + 1] ?? '') : '';
    const fits = /^[a-zñ]{3,}$/.test(w) && !lexicon.heads.has(stem(w)) ? (lexicon.openings.get(`${q!.value} ${stem(w)}`) ?? []) : [];
    if (fits.length !== 1) {
      out.push(tokens[i]!);
      continue;
    }
    out.push(...normalize(lexicon.items[fits[0]!]!.item.name).split(' '));
    i++;
  }
  return out;
}

/** "hot cakes" for "Hotcakes", "agua chile" for "Aguachile": two words that are one word of the names, joined before any is read as a typo. */
function joinedWords<T>(tokens: string[], lexicon: Lexicon<T>): string[] {
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const next = tokens[i + 1] ?? '';
    const both = t + next;
    // "agua chile" beside "Agua de Horchata": a word of the names may start it when the next is none.
    if (
      /^[a-zñ]{2,}$/.test(t) &&
      /^[a-zñ]{2,}$/.test(next) &&
      !(lexicon.words.has(t) && lexicon.words.has(next)) &&
      (lexicon.words.has(both) || (both.endsWith('s') && lexicon.words.has(both.slice(0, -1))))
    ) {
      out.push(both);
      i++;
    } else out.push(t);
  }
  return out;
}

/** "taquitos" → "tacos", "cafecito" → "cafe", "juguito" → "jugo": the menu word a diminutive is made from. */
function undiminished(word: string, menuWords: ReadonlySet<string>): string | null {
  const m = /^([a-zñ]{2,}?)(?:c?it)([oa])(s?)$/.exec(word);
  if (!m) return null;
  // "taquito" is "taco" (qu said c), but "aguita" is "agua": the root as written is tried too; and
  // "pambacito" is "pambazo" (z written c before i: the c read as the diminutive's).
  const said = m[1]!;
  const roots = [...new Set([said.replace(/qu$/, 'c').replace(/gu$/, 'g'), said, ...(/cit[oa]s?$/.test(word) ? [`${said}z`] : [])])];
  for (const root of roots)
    for (const end of [m[2]!, 'o', 'a', 'e', '']) {
      const base = `${root}${end}`;
      if (menuWords.has(base)) return `${base}${m[3] ? (/[aeiou]$/.test(base) ? 's' : 'es') : ''}`;
      if (m[3] && menuWords.has(`${base}s`)) return `${base}s`;
    }
  return null;
}

/** "burger" on a menu of "Hamburguesa …" (and the other way round): the kin word its names use, plural kept. */
function kinOnMenu(word: string, menuWords: ReadonlySet<string>): string | null {
  const plural = word.endsWith('s') && !WORD_KIN.some((g) => g.includes(word));
  const base = plural ? word.slice(0, -1) : word;
  const group = WORD_KIN.find((g) => g.includes(base));
  for (const w of group ?? []) {
    if (menuWords.has(w)) return plural ? `${w}s` : w;
    if (menuWords.has(`${w}s`)) return `${w}s`;
  }
  return null;
}

/**
 * A customer's word folded to the menu's own spelling when it is one typo from exactly one word
 * of the menu's names ("mien" → "mein", "nues" → "nuez"), a diminutive of one ("taquitos"), or two
 * words of one name written together ("ribeye" → "rib eye").
 * Words the matcher already ties to a dish, numbers, measures and the conversation's own words
 * ("para", "gracias") are left as they are; short words must keep their first letter.
 */
export function spelledAsMenu<T extends Matchable>(tokens: string[], menu: readonly T[], lexicons?: Lexicons): string[] {
  const lexicon = lexiconOf(menu, lexicons);
  if (!lexicon.words.size) return tokens;
  return joinedWords(
    eachSpelledOut(tokens).map((t) => held(t, lexicon)),
    lexicon,
  ).flatMap((t) => asMenuSpells(t, lexicon));
}

/** "2 c/u" (or "2 d c/u") after the dishes is "2 de cada uno": each of them that many. */
function eachSpelledOut(tokens: string[]): string[] {
  const at = tokens.findIndex((t, i) => t === EACH_SHORT[0] && tokens[i + 1] === EACH_SHORT[1]);
  if (at < 0) return tokens;
  const de = tokens[at - 1] === 'de';
  if (!quantityAt(tokens, at - (de ? 2 : 1))) return tokens;
  return [...tokens.slice(0, at), ...(de ? [] : ['de']), 'cada', 'uno', ...tokens.slice(at + 2)];
}

/**
 * "hamburguesaaa", "siii": a letter held down. No word has three of one letter in a row, so the run
 * is cut to two, which the matcher reads as it sounds (one): "cheee" (cheese with a letter missed)
 * stays "chee", one typo from "cheese".
 */
function held<T>(t: string, lexicon: Lexicon<T>): string {
  return /([a-zñ])\1\1/.test(t) && !lexicon.words.has(t) ? t.replace(/([a-zñ])\1{2,}/g, '$1$1') : t;
}

/** One customer word as the menu spells it (see `spelledAsMenu`): the word, or the words it stands for. */
function asMenuSpells<T>(t: string, lexicon: Lexicon<T>): string | string[] {
  {
    // "2papas", "3aguas": a count glued to a word that is (or is spelled as) a word of the names.
    const counted = /^(\d{1,2})([a-zñ]{3,})$/.exec(t);
    if (counted) {
      const said = [asMenuSpells(counted[2]!, lexicon)].flat();
      if (said.some((w) => lexicon.words.has(w) || itemsOfWord(lexicon, w).length)) return [counted[1]!, ...said];
    }
    // "tes" for "Té": the plural of a short word of the names (the stems keep words of three letters whole).
    if (t.length <= 4 && t.endsWith('s') && !lexicon.index.has(t) && lexicon.index.has(t.slice(0, -1))) return t.slice(0, -1);
    if (t.length < 4 || !/^[a-zñ]+$/.test(t) || lexicon.words.has(t) || lexicon.described.has(t) || conversational(t)) return t;
    if (itemsOfWord(lexicon, t).length) return t;
    const number = spokenNumber(t, lexicon.matcher);
    if (number) return number;
    const split = lexicon.joined.get(t);
    if (split) return [...split];
    const kin = kinOnMenu(t, lexicon.words);
    if (kin) return kin;
    // "dekeso", "delitro": "de" written together with a word of the menu.
    const rest = t.startsWith('de') ? t.slice(2) : '';
    if (rest.length >= 3 && (lexicon.words.has(rest) || itemsOfWord(lexicon, rest).length)) return ['de', rest];
    const small = undiminished(t, lexicon.words);
    if (small) return small;
    // "una enchil suizas": a word cut short of one word of the names is left for the matcher to read
    // (`sharingPositions`), never split into two ("en" + "chil", a typo of "chía").
    if (cutShortOfOne(t, lexicon)) return t;
    // Two words said exactly, glued, beat a typo; a typo beats a glued pair with a typo in it ("ordeen").
    const glued = unglued(t, lexicon);
    const near = glued?.exact ? null : nearWord(t, lexicon);
    if (near) return near;
    const pair = glued?.exact ? null : nearPair(t, lexicon);
    if (pair) return [...pair];
    // Each half is read again as a word of its own: "taquitode" → "taquito" "de" → "tacos" "de".
    if (glued) return glued.parts.flatMap((part) => asMenuSpells(part, lexicon));
    return t;
  }
}

/** Whether `t` begins exactly one word of the names, at least three letters short of it ("enchil" of "enchiladas"). */
function cutShortOfOne<T>(t: string, lexicon: Lexicon<T>): boolean {
  let found = 0;
  for (const w of lexicon.words) if (w.length >= t.length + 3 && w.startsWith(t) && ++found > 1) return false;
  return found === 1;
}

/** "jotdog", "chesburger": two words of one name written as one with a typo, when exactly one such pair is that near. */
function nearPair<T>(t: string, lexicon: Lexicon<T>): readonly string[] | null {
  let found: readonly string[] | null = null;
  for (const [both, pair] of lexicon.joined) {
    if (Math.abs(both.length - t.length) > 3 || !lexicon.matcher.similar(t, both)) continue;
    if (found) return null;
    found = pair;
  }
  return found;
}

/** The one word of the names a word is a typo from (same first letter, one edit, a transposition counting one). */
function nearWord<T>(t: string, lexicon: Lexicon<T>): string | null {
  const near = new Set<string>();
  for (const w of lexicon.words) {
    if (w[0] !== t[0] || Math.abs(w.length - t.length) > 1 || w.length < 4) continue;
    if (editDistance(t, w) <= 1 || editDistance(stem(t), stem(w)) <= 1) near.add(w);
  }
  return near.size === 1 ? [...near][0]! : null;
}

/** The number words customers write out ("dos" … "treinta"), each spelled right. */
const NUMBER_WORDS = Array.from({ length: MAX_WORD_QUANTITY - 1 }, (_, n) => numberWord(n + 2));

/**
 * "sinco", "kuatro", "dies", "cuatros": a number word spelled as it sounds, or with an s, is that
 * number (only the sound is forgiven: "cuarto" stays a quarter).
 */
function spokenNumber(t: string, matcher: MenuMatcher): string | null {
  const base = t.endsWith('s') && NUMBER_WORDS.includes(t.slice(0, -1)) ? t.slice(0, -1) : null;
  return base ?? NUMBER_WORDS.find((n) => matcher.sound(n) === matcher.sound(t)) ?? null;
}

/** Words a customer glues to a dish's word before it: "dekeso", "unahamburguesa", "tresconsome", "conqueso". */
const GLUED_BEFORE = new Set([
  'de',
  'del',
  'con',
  'al',
  'la',
  'el',
  'los',
  'las',
  'sin',
  'en',
  'un',
  'una',
  'unos',
  'unas',
  ...NUMBER_WORDS,
]);
/** Words glued after a dish's word: "pozolede papa", "bonelessal pastor", "micheladacon pollo". */
const GLUED_AFTER = new Set(['de', 'del', 'con', 'al', 'sin']);

/**
 * Two words written as one ("unahamburguesa", "pozolede", "tamalahogada", "licuadodobles"): the
 * split whose halves are a joining word or a number and a word of the names, or two words of the
 * names; a half may be a typo of a name's word only when the other is said exactly. Only a split
 * that no other equals is taken; a word that is itself a typo of a dish's word never gets here.
 */
function unglued<T>(t: string, lexicon: Lexicon<T>): { parts: string[]; exact: boolean } | null {
  if (t.length < 5 || t.length > 40) return null;
  // A half said exactly: a word of the names, or a joining word on its side.
  const exactly = (w: string, glue: ReadonlySet<string>) =>
    glue.has(w) || (w.length >= 3 && (lexicon.words.has(w) || lexicon.index.has(matchStem(w))));
  // A half said loosely: a typo or a diminutive of a name's word, or ("cinkoelote") a number spelled as it sounds.
  const loosely = (w: string, first: boolean) =>
    w.length >= 4 &&
    (itemsOfWord(lexicon, w).length > 0 ||
      undiminished(w, lexicon.words) !== null ||
      nearWord(w, lexicon) !== null ||
      (first && spokenNumber(w, lexicon.matcher) !== null));
  let best: string[][] = [];
  let bestScore = 0;
  for (let k = 2; k <= t.length - 2; k++) {
    const left = t.slice(0, k);
    const right = t.slice(k);
    const l = exactly(left, GLUED_BEFORE) ? 2 : 0;
    const r = exactly(right, GLUED_AFTER) ? 2 : 0;
    // One half said exactly, and never two joining words ("conde").
    if ((!l && !r) || (GLUED_BEFORE.has(left) && GLUED_AFTER.has(right))) continue;
    const lf = l || (loosely(left, true) ? 1 : 0);
    const rf = r || (loosely(right, false) ? 1 : 0);
    if (!lf || !rf) continue;
    // Ties go to the longest half said exactly ("una kesadilla" over "un akesadilla", "alitas espesial" over "alita sespesial").
    const score = (lf + rf) * 100 + (l ? left.length : 0) + (r ? right.length : 0);
    if (score > bestScore) [best, bestScore] = [[[left, right]], score];
    else if (score === bestScore) best.push([left, right]);
  }
  return best.length === 1 ? { parts: best[0]!, exact: bestScore >= 400 } : null;
}
