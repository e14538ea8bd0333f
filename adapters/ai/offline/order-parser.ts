import { bestItems, FILLER_WORDS, matchingStems } from '../../../core/assistant/menu-matcher.js';
import { normalize, stem } from '../../../core/assistant/text.js';
import { type QuantityMatch, quantityAt } from './quantity-words.js';

export interface Token {
  raw: string;
  norm: string;
  start: number;
  end: number;
}

export interface ParsedLine<T> {
  /** The items the words could mean: one when clear, several when the customer must choose. */
  candidates: T[];
  /** The customer's own words for it. */
  words: string;
  quantity: number | null;
  /** "otra horchata": one more on top of what is already ordered. */
  more: boolean;
  notes: string | null;
}

const PUNCTUATION = new Set([',', '.', ';', '!', '?', '¿', '¡', ':']);
/** Words after which the customer describes how they want the item, not another item. */
const NOTE_STARTERS = new Set(['sin', 'extra', 'con', 'bien', 'poco', 'poca', 'mucho', 'mucha', 'doble', 'aparte', 'bastante', 'termino', 'solo', 'puro', 'pura']);
const NOTE_QUE = new Set(['no', 'sea', 'sean', 'este', 'esten', 'venga', 'vengan', 'lleve', 'lleven']);
/** Words that end a note: courtesy and filler customers put at the end of a request. */
const NOTE_ENDERS = new Set(['porfa', 'porfavor', 'gracias', 'favor', 'plis', 'please', 'tambien', 'ademas', 'y', 'mas']);

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const m of text.matchAll(/[\p{L}\p{N}#]+|[,.;!?¿¡:]/gu)) {
    const raw = m[0];
    tokens.push({ raw, norm: PUNCTUATION.has(raw) ? raw : normalize(raw), start: m.index!, end: m.index! + raw.length });
  }
  return tokens;
}

const isNoteStart = (tokens: Token[], i: number) =>
  NOTE_STARTERS.has(tokens[i]?.norm ?? '') || (tokens[i]?.norm === 'que' && NOTE_QUE.has(tokens[i + 1]?.norm ?? ''));

/**
 * Finds the menu items a message mentions, each with the quantity said before it (or right
 * after it: "horchata x2") and the notes said after it ("sin cebolla y sin cilantro").
 */
export function parseOrderLines<T extends { name: string }>(text: string, menu: T[], options: { notes?: boolean } = {}): ParsedLine<T>[] {
  const tokens = tokenize(text);
  const norms = tokens.map((t) => t.norm);
  const lines: ParsedLine<T>[] = [];
  let span: { words: string[]; first: number; last: number; quantity: number | null; more: boolean; stems: Set<string> } | null = null;
  let pending: { value: number; more: boolean } | null = null;
  let lastClosed: ParsedLine<T> | null = null;

  const matchesOf = (word: string) => menu.filter((item) => matchingStems(word, item).length > 0);
  const close = () => {
    if (!span) return;
    const candidates = bestItems(span.words, menu);
    const line: ParsedLine<T> = {
      candidates,
      words: text.slice(tokens[span.first]!.start, tokens[span.last]!.end),
      quantity: span.quantity,
      more: span.more,
      notes: null,
    };
    if (candidates.length) lines.push(line);
    lastClosed = candidates.length ? line : lastClosed;
    span = null;
  };

  let i = 0;
  while (i < tokens.length) {
    const t = norms[i]!;
    if (PUNCTUATION.has(t)) {
      close();
      pending = null;
      i++;
      continue;
    }
    const q: QuantityMatch | null = partOfName(span, norms, i, menu) ? null : quantityAt(norms, i);
    if (q) {
      const after = norms[i + q.length];
      const hadSpan = span !== null;
      close();
      const closed = lastClosed as ParsedLine<T> | null;
      const trailing = hadSpan && closed && closed.quantity === null && (after === undefined || PUNCTUATION.has(after) || after === 'y');
      if (trailing && closed) {
        closed.quantity = q.value;
      } else pending = { value: q.value, more: q.more };
      i += q.length;
      continue;
    }
    if (options.notes !== false && (span || lastClosed) && isNoteStart(tokens, i) && !continuesSpan(span, norms, i, menu)) {
      close();
      let end = i + 1;
      while (end < tokens.length) {
        const n = norms[end]!;
        if (PUNCTUATION.has(n) || quantityAt(norms, end)) break;
        if (n === 'y' && isNoteStart(tokens, end + 1)) {
          end += 1;
          continue;
        }
        if (NOTE_ENDERS.has(n) || (n === 'por' && norms[end + 1] === 'favor')) break;
        end++;
      }
      let noteText = text.slice(tokens[i]!.start, tokens[end - 1]!.end).toLowerCase();
      if (/^con (extra|poco|poca|mucho|mucha|doble)\b/.test(noteText)) noteText = noteText.slice(4);
      const target = lastClosed as ParsedLine<T> | null;
      if (target && end > i + 0) target.notes = target.notes ? `${target.notes}, ${noteText}` : noteText;
      i = end;
      continue;
    }
    const matches = FILLER_WORDS.has(t) ? [] : matchesOf(t);
    if (matches.length) {
      const s = stem(t);
      const best = span ? bestItems(span.words, menu) : [];
      const joins = span && !span.stems.has(s) && matches.some((m) => best.includes(m));
      if (!joins) {
        close();
        span = { words: [], first: i, last: i, quantity: pending?.value ?? null, more: pending?.more ?? false, stems: new Set() };
        pending = null;
      }
      span!.words.push(t);
      span!.stems.add(s);
      span!.last = i;
    } else if (!(span && FILLER_WORDS.has(t) && t !== 'y')) {
      close();
    }
    i++;
  }
  close();
  return lines;
}

/** "café con leche": a note word that is really part of the dish being named. */
function continuesSpan(span: { words: string[] } | null, norms: string[], i: number, menu: { name: string }[]): boolean {
  if (!span) return false;
  const next = norms[i + 1];
  if (!next) return false;
  const current = bestItems(span.words, menu);
  return current.some((item) => matchingStems(next, item).length > 0) && bestItems([...span.words, next], menu).length > 0;
}

/** "pizza cuatro quesos": a number word that belongs to the dish's name, not a quantity. */
function partOfName(span: { words: string[] } | null, norms: string[], i: number, menu: { name: string }[]): boolean {
  const word = norms[i]!;
  if (/^\d+$/.test(word)) return false;
  const named = menu.filter((item) => matchingStems(word, item).length > 0);
  if (!named.length) return false;
  if (span && bestItems(span.words, menu).some((item) => named.includes(item))) return true;
  const next = norms[i + 1];
  return next !== undefined && named.some((item) => matchingStems(next, item).length > 0);
}
