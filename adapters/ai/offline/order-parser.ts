import {
  contentStems,
  FILLER_WORDS,
  itemVariants,
  type Matchable,
  menuLookup,
  resolveMenuItem,
  wordMatchesItem,
  wordMatchesName,
} from '../../../core/assistant/menu-matcher.js';
import { foldMeasures, SIZE_WORDS, spokenMeasure } from '../../../core/assistant/measures.js';
import { normalize, sound, stem } from '../../../core/assistant/text.js';
import { type Lexicons, readMeasures, spelledAsMenu } from './lexicon.js';
import { quantityAt } from './quantity-words.js';
import { NOTE_ADJECTIVES, NOTE_ENDERS, NOTE_STARTERS, NEUTRAL_WORDS, SHORTHANDS, STOP_WORDS, VERB_FORMS } from './vocabulary.js';

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
  return readMeasures(spelledAsMenu(rawWordsOf(text), menu, options.lexicons), menu, options);
}

function rawWordsOf(text: string): string[] {
  const raw =
    foldMeasures(text.slice(0, MAX_ORDER_TEXT))
      .replace(/\b(buen(o|a)?s?\s+(d[ií]as?|tardes|noches)|qu[eé] (tal|onda|hubo)|ki?ubo)\b/g, ',')
      .replace(/\b(?:x|por)\s*(?:fa|fis|favor|fabor)\b/g, ' porfa ')
      .match(/[\p{L}\p{N}#]+|[,.;:!?¿¡]/gu) ?? [];
  return raw.flatMap((w) => {
    if (PUNCTUATION.test(w)) return [w];
    const n = normalize(w);
    return (SHORTHANDS[n] ?? n).split(' ').filter(Boolean);
  });
}

/** The digit or number word at `i` belongs to a name ("pizza 4 quesos", "refresco de 2 litros", "paquete 5 tacos"). */
function numberInName(tokens: string[], i: number, menu: Matchable[]): boolean {
  const t = tokens[i]!;
  const digit = /^\d+$/.test(t) ? t : String(quantityAt([t], 0)?.value ?? '');
  if (!digit || t === 'un' || t === 'una' || t === 'uno') return false;
  const near = (j: number) => {
    const w = tokens[j];
    return w !== undefined && !FILLER_WORDS.has(w) ? stem(w) : null;
  };
  const next = near(i + 1);
  const prev = near(i - 1) ?? (FILLER_WORDS.has(tokens[i - 1] ?? '') ? near(i - 2) : null);
  return menu.some((item) =>
    itemVariants(item).some((v) => {
      const at = v.indexOf(digit);
      if (at < 0) return false;
      const after = v[at + 1];
      const before = v[at - 1];
      return (
        (after !== undefined && next !== null && similar(after, next)) ||
        (before !== undefined && prev !== null && similar(before, prev) && after === undefined)
      );
    }),
  );
}
const similar = (a: string, b: string) => a === b || wordMatchesName(b, a);

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
  return toLines(segmentsOf(wordsOf(text, menu, { lexicons: options.lexicons }), menu, options), menu).slice(0, MAX_MENTIONS);
}

/** The most products one message can name (a pasted list past this is cut). */
const MAX_MENTIONS = 40;

/** A word that keeps the note being said going: "sin cebolla y sin cilantro" stays one note. */
function continuesNote(tokens: string[], i: number, onMenu: (w: string) => boolean): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1] ?? '';
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
  return !NOTE_ENDERS.has(t) && !quantityAt(tokens, i);
}

/** A word that starts a note ("sin", "bien", "no muy", "doraditas"), unless it is part of a dish's name ("con queso"). */
function startsNote(tokens: string[], i: number, menu: Matchable[]): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1] ?? '';
  const starts =
    NOTE_STARTERS.has(t) || (t === 'no' && ['muy', 'tan', 'tanto', 'tanta'].includes(next)) || NOTE_ADJECTIVES.some((a) => t.startsWith(a));
  // "con cecina" (or "con cesina", one typo) when the menu sells "Tlayuda con Cecina".
  const partOfName =
    t === 'con' &&
    next !== '' &&
    menu.some((item) => {
      const name = normalize(item.name);
      if (name.includes(`con ${stem(next)}`)) return true;
      const words = name.split(' ');
      return words.some((w, k) => w === 'con' && k + 1 < words.length && wordMatchesName(next, words[k + 1]!));
    });
  return starts && !partOfName;
}

/** "queso extra": a note word that is the rest of a dish's name ("Queso Extra"), not a note. */
function namesMore<T extends Matchable>(c: Segment, t: string, menu: T[], onMenu: (w: string) => boolean): boolean {
  if (!c.product || c.inNote || !onMenu(t)) return false;
  const found = resolveMenuItem([...c.name, t].join(' '), menu);
  return found.kind === 'found' && wordMatchesName(t, found.item.name);
}

/** "y" inside a product's name ("chiles y rajas" when the menu sells it so), not between two products. */
function andInName<T extends Matchable>(c: Segment, tokens: string[], i: number, menu: T[], onMenu: (w: string) => boolean): boolean {
  return (
    !/\d/.test(tokens[i + 1] ?? '') &&
    onMenu(tokens[i - 1] ?? '') &&
    onMenu(tokens[i + 1] ?? '') &&
    resolveMenuItem([...c.name, tokens[i]!, tokens[i + 1]!].join(' '), menu).kind === 'found'
  );
}

/** Two words that only make a menu word together ("agua chile" for "aguachile"). */
function splitMenuWord(tokens: string[], i: number, onMenu: (w: string) => boolean, menuSounds: () => ReadonlySet<string>): boolean {
  const t = tokens[i]!;
  const next = tokens[i + 1] ?? '';
  return (
    /^[a-z]+$/.test(t) &&
    /^[a-z]+$/.test(next) &&
    !FILLER_WORDS.has(t) &&
    !FILLER_WORDS.has(next) &&
    !onMenu(t) &&
    menuSounds().has(sound(stem(t + next)))
  );
}

/** The message cut into segments: a quantity, the words naming a product, and the note said after it. */
function segmentsOf<T extends Matchable>(tokens: string[], menu: T[], options: { notes?: boolean }): Segment[] {
  const segments: Segment[] = [];
  let cur: Segment | null = null;
  const close = () => {
    if (cur && (cur.name.length || cur.note.length || cur.quantity !== null)) segments.push(cur);
    cur = null;
  };
  const open = (quantity: number | null = null, more = false): Segment =>
    (cur = { quantity, more, name: [], product: false, note: [], inNote: false });
  // The menu does not change while one message is read: its words are looked up once.
  const lookup = menuLookup(menu);
  const onMenu = (w: string) => lookup.has(w);

  for (let i = 0; i < tokens.length; i++) {
    const t = tokens[i]!;
    const c = cur as Segment | null;
    if (PUNCTUATION.test(t)) {
      close();
      continue;
    }
    if (c?.inNote && continuesNote(tokens, i, onMenu)) {
      c.note.push(t);
      continue;
    }
    if (t === 'y' || t === 'e') {
      if (c?.product && andInName(c, tokens, i, menu, onMenu)) c.name.push(t);
      else close();
      continue;
    }
    // "para 2" is how many people, never how many of a dish.
    const q = numberInName(tokens, i, menu) || tokens[i - 1] === 'para' ? null : quantityAt(tokens, i);
    if (q) {
      close();
      open(q.value, q.more);
      i += q.length - 1;
      continue;
    }
    if (
      options.notes !== false &&
      c &&
      (c.product || c.quantity !== null) &&
      startsNote(tokens, i, menu) &&
      !namesMore(c, t, menu, onMenu)
    ) {
      c.inNote = true;
      c.note.push(t);
      continue;
    }
    if (splitMenuWord(tokens, i, onMenu, lookup.sounds)) {
      // "agua chile" for "aguachile": two words customers split.
      tokens[i + 1] = t + tokens[i + 1];
      continue;
    }
    if (onMenu(t)) {
      addMenuWord(c, t, tokens, i, menu, open, close);
      continue;
    }
    // "30 tostadas de tinga para una reunión": what it is for is not part of the dish.
    if (NOTE_ENDERS.has(t) || STOP_WORDS.has(t) || VERB_FORMS.test(t) || (t === 'para' && c?.product && !c.inNote)) {
      close();
      continue;
    }
    if (FILLER_WORDS.has(t) || NEUTRAL_WORDS.has(t)) {
      if (c && !FILLER_WORDS.has(t)) continue;
      if (c && (c.name.length || c.quantity !== null)) c.name.push(t);
      continue;
    }
    // A word we do not sell, said as part of a request ("una torta de JAMÓN", "coca LIGHT", "un POZOLE");
    // a stray letter ("x", "k", "q") never names a dish.
    if (c && !c.inNote && (t.length > 1 || /\d/.test(t))) c.name.push(t);
  }
  close();
  return segments;
}

/** A word of the menu: it joins the product being named or starts another; a size the dish does not have is a note. */
function addMenuWord<T extends Matchable>(
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
    const joined = resolveMenuItem([...c.name, t].join(' '), menu).kind;
    // "tacos AL pastor" joins; "queso extra AL dogo" (a whole name already said) does not.
    const modifier =
      ['de', 'del', 'al', 'con'].includes(tokens[i - 1] ?? '') &&
      !(['al', 'a'].includes(tokens[i - 1] ?? '') && resolveMenuItem(c.name.join(' '), menu).kind === 'found');
    if (joined === 'none' && SIZE_WORDS[t] && SIZE_WORDS[t] !== 'medio') {
      // "una jamaica grande" when the jamaica comes by litre: a size the dish does not have is a note.
      c.note.push(t);
      return;
    }
    if (joined === 'none' && !modifier && resolveMenuItem(c.name.join(' '), menu).kind !== 'none') {
      close();
      target = open();
    }
  } else if (!c || c.inNote) target = open();
  target!.name.push(t);
  target!.product = true;
}

function toLines<T extends Matchable>(segments: Segment[], menu: T[]): ParsedLine<T>[] {
  const lines: ParsedLine<T>[] = [];
  let last: ParsedLine<T> | null = null;
  for (const s of segments) {
    const content = s.name.filter((w) => !FILLER_WORDS.has(w));
    const { rest, extras } = paidExtras(s.note.map(spokenMeasure), menu);
    // "un tejate aparte": "aparte" alone says it is a dish of its own, not how to make it.
    const notes = rest === 'aparte' ? null : rest;
    const extraLines = (quantity: number | null) =>
      extras.map((extra): ParsedLine<T> => ({ candidates: [extra], words: normalize(extra.name), quantity, more: false, notes: null }));
    if (content.length === 0) {
      if (!notes && !extras.length && !s.more && last && last.quantity === null && s.quantity !== null) {
        last.quantity = s.quantity;
        continue;
      }
      if (s.quantity === null && (notes || extras.length) && last) {
        if (notes) last.notes = last.notes ? `${last.notes}, ${notes}` : notes;
        // "una hamburguesa, con extra queso": the extra is its own line, as many as the dish.
        lines.push(...extraLines(last.quantity));
        continue;
      }
      if (s.quantity === null) continue;
      const line: ParsedLine<T> = {
        candidates: last?.candidates ?? [],
        words: last?.words ?? '',
        quantity: s.quantity,
        more: s.more,
        notes,
        same: true,
      };
      if (last && !last.same) splitInto(lines, last, line);
      else lines.push(line);
      lines.push(...extraLines(s.quantity));
      continue;
    }
    const words = s.name
      .map(spokenMeasure)
      .join(' ')
      .replace(/^(de|del|la|el|los|las|al)\s+/, '');
    const found = resolveMenuItem(content.join(' '), menu);
    const trailing = found.kind === 'none' ? trailingNote(s.name, menu) : null;
    let candidates =
      found.kind === 'found'
        ? [found.item]
        : found.kind === 'ambiguous'
          ? found.candidates
          : trailing
            ? [trailing.item]
            : byCategory(content, menu);
    if (candidates.length > 1 && /^(de|al)$/.test(s.name[0] ?? '')) candidates = headless(candidates, menu);
    // "un jarrito de 355 y uno de 600", "una grande y una chica": only a measure or size, of the dish just named.
    if (candidates.length > 1 && last?.candidates.length && content.every((w) => /\d/.test(w) || SIZE_WORDS[w])) {
      const kin = candidates.filter((c) =>
        last!.candidates.some((l) => contentStems(l.name).some((w) => !/\d/.test(w) && wordMatchesItem(w, c))),
      );
      if (kin.length) candidates = kin;
    }
    // "dos pozoles rojos grandes y otro verde": of the verdes, the one closest to the dish just named.
    if (candidates.length > 1 && last && last.candidates.length === 1 && !last.same) {
      const near = closestItems(last.candidates[0]!, candidates);
      if (near.length === 1) candidates = near;
    }
    let lineNotes = trailing ? (notes ? `${trailing.note}, ${notes}` : trailing.note) : notes;
    // "10 nuggets bbq" where the description lists the sauces: the choice is a note on the item.
    const chosen = candidates.length === 1 && !trailing ? described(s.name, candidates[0]!) : [];
    if (chosen.length) lineNotes = lineNotes ? `${chosen.join(' ')}, ${lineNotes}` : chosen.join(' ');
    last = { candidates, words, quantity: s.quantity, more: s.more, notes: lineNotes };
    lines.push(last, ...extraLines(s.quantity));
  }
  return dropHeaders(lines);
}

/**
 * "una torta ahogada grande media ahogada", "medio litro de helado de nuez": a whole dish's name,
 * then words that make it no dish — how it is prepared or a flavour — when they start with "de"
 * or a note word, or say a word of the dish again. "coca light" stays unknown.
 */
function trailingNote<T extends Matchable>(name: string[], menu: T[]): { item: T; note: string } | null {
  for (let cut = name.length - 1; cut >= 1; cut--) {
    const head = name.slice(0, cut).filter((w) => !FILLER_WORDS.has(w));
    const rest = name.slice(cut);
    if (!head.length || !rest.some((w) => !FILLER_WORDS.has(w))) continue;
    const found = resolveMenuItem(head.join(' '), menu);
    if (found.kind !== 'found') continue;
    const said = contentStems(found.item.name).every((w) => head.some((h) => wordMatchesName(h, w) || h === w));
    const noteLike =
      /^(de|con|sin|bien|media|medio|poco|poca|muy|extra|doble|al|a)$/.test(rest[0]!) || rest.some((w) => wordMatchesItem(w, found.item));
    if (said && noteLike) return { item: found.item, note: rest.map(spokenMeasure).join(' ') };
    // "helado de chocolate": the cut before the "de" reads the flavour with its "de".
    if (said && FILLER_WORDS.has(name[cut - 1]!)) continue;
    return null;
  }
  return null;
}

/**
 * "2 refrescos" on a menu selling "Coca-Cola 600 ml" and "Sprite 600 ml" under "Refrescos":
 * a request naming a category is a choice among its items (the other words must fit them).
 */
function byCategory<T extends Matchable>(content: string[], menu: T[]): T[] {
  const inCategory = (w: string, item: T) => !!item.category && wordMatchesName(w, item.category);
  const items = menu.filter(
    (item) => content.some((w) => inCategory(w, item)) && content.every((w) => inCategory(w, item) || wordMatchesItem(w, item)),
  );
  return items.length <= 8 ? items : [];
}

/** The candidates sharing the most words with `item`, when some share any (ties all kept). */
function closestItems<T extends Matchable>(item: T, candidates: T[]): T[] {
  const own = contentStems(item.name).filter((w) => !/\d/.test(w));
  const score = (c: T) => own.filter((w) => wordMatchesItem(w, c)).length;
  const best = Math.max(0, ...candidates.map(score));
  return best > 0 ? candidates.filter((c) => score(c) === best) : [];
}

/** The words of a request that only the item's description has (a flavour or choice it lists), in order. */
function described(name: string[], item: Matchable): string[] {
  if (!item.description) return [];
  // "un helado sencillo de mamey": the flavour keeps its "de", as the customer said it.
  const out: string[] = [];
  name.forEach((w, i) => {
    if (FILLER_WORDS.has(w) || readMeasureWord(w) || wordMatchesItem(w, item)) return;
    if (name[i - 1] === 'de' && out[out.length - 1] !== 'de' && !out.length) out.push('de');
    out.push(w);
  });
  return out;
}
const readMeasureWord = (w: string) => /\d/.test(w);

/** A note's parts naming a paid extra the menu sells as its own item ("con extra aguacate", "con queso extra"). */
const EXTRA_WORDS = /\b(extra|extras|adicional|adicionales|doble)\b/;
const EXTRA_CATEGORY = /\b(extra|extras|adicional|adicionales|complemento|complementos|topping|toppings|ingrediente|ingredientes)\b/;

/** A paid extra the menu sells as an item ("Extra Queso", anything of an Extras category); `saysExtra`: the words ask for one. */
export const isPaidExtra = (item: Matchable) =>
  EXTRA_WORDS.test(normalize(item.name)) || EXTRA_CATEGORY.test(normalize(item.category ?? ''));
export const saysExtra = (words: string) => EXTRA_WORDS.test(normalize(words));

function paidExtras<T extends Matchable>(note: string[], menu: T[]): { rest: string | null; extras: T[] } {
  if (!note.length) return { rest: null, extras: [] };
  const parts = note
    .join(' ')
    .split(/\s*(?:,|\by\b)\s*/)
    .filter(Boolean);
  const extras: T[] = [];
  const rest: string[] = [];
  for (const part of parts) {
    const bare = part.replace(/^(con|de|y)\s+/, '');
    const found = /^sin\b/.test(bare) ? null : resolveMenuItem(bare, menu);
    const item = found?.kind === 'found' ? found.item : null;
    const paid = item !== null && (EXTRA_WORDS.test(normalize(item.name)) || EXTRA_CATEGORY.test(normalize(item.category ?? '')));
    if (paid) extras.push(item);
    else rest.push(part);
  }
  return {
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
 */
function headless<T extends Matchable>(candidates: T[], menu: T[]): T[] {
  const sizes = new Map<string | undefined, number>();
  for (const item of menu) sizes.set(item.category, (sizes.get(item.category) ?? 0) + 1);
  const size = (c: T) => sizes.get(c.category) ?? 0;
  const biggest = Math.max(...candidates.map(size));
  const inBiggest = candidates.filter((c) => size(c) === biggest);
  return inBiggest.length === 1 ? inBiggest : candidates;
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
function dropHeaders<T>(lines: ParsedLine<T>[]): ParsedLine<T>[] {
  return lines.filter((line, i) => {
    if (line.candidates.length < 2 || line.notes) return true;
    const rest = lines.slice(i + 1).filter((l) => l.candidates.length === 1 && line.candidates.includes(l.candidates[0]!));
    const sum = rest.reduce((s, l) => s + (l.quantity ?? 1), 0);
    return !(rest.length > 0 && (line.quantity === null || sum === line.quantity));
  });
}
