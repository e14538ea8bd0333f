import { memoized } from './bounded-memo.js';

/** Entries each word cache keeps (two generations of this many at most). */
const WORD_CACHE_LIMIT = 20_000;
/** Texts longer than this (whole messages and replies) are normalised without being cached. */
const CACHED_TEXT_LENGTH = 64;

function normalizeText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
const normalizeShort = memoized(normalizeText, WORD_CACHE_LIMIT);

/** Lowercase, no accents (ñ → n), punctuation folded to single spaces: how customers' words are compared. */
export function normalize(text: string): string {
  return text.length <= CACHED_TEXT_LENGTH ? normalizeShort(text) : normalizeText(text);
}

export const words = (text: string): string[] => normalize(text).split(' ').filter(Boolean);

/**
 * A crude Spanish singular: both sides of every comparison go through it, so "sopes"/"sope"
 * and "verdes"/"verde" meet at the same stem without a real morphology table.
 */
export function stem(word: string): string {
  if (word.length <= 3 || /^\d+$/.test(word)) return word;
  let w = word.endsWith('s') ? word.slice(0, -1) : word;
  if (w.length > 3 && w.endsWith('e')) w = w.slice(0, -1);
  return w;
}

// Three rows of the distance table, reused by every call (editDistance never re-enters).
let twoBack = new Int32Array(32);
let oneBack = new Int32Array(32);
let current = new Int32Array(32);

/** Optimal-string-alignment distance: a transposed pair ("piza"/"pzia") costs one typo, not two. */
export function editDistance(a: string, b: string): number {
  const cols = b.length + 1;
  if (a.length === 0) return b.length;
  if (current.length < cols) {
    twoBack = new Int32Array(cols * 2);
    oneBack = new Int32Array(cols * 2);
    current = new Int32Array(cols * 2);
  }
  for (let j = 0; j < cols; j++) oneBack[j] = j;
  for (let i = 1; i <= a.length; i++) {
    const ai = a.charCodeAt(i - 1);
    const aPrev = i > 1 ? a.charCodeAt(i - 2) : -1;
    current[0] = i;
    for (let j = 1; j < cols; j++) {
      const bj = b.charCodeAt(j - 1);
      const cost = ai === bj ? 0 : 1;
      let best = Math.min(oneBack[j]! + 1, current[j - 1]! + 1, oneBack[j - 1]! + cost);
      if (i > 1 && j > 1 && ai === b.charCodeAt(j - 2) && aPrev === bj) best = Math.min(best, twoBack[j - 2]! + 1);
      current[j] = best;
    }
    const spare = twoBack;
    twoBack = oneBack;
    oneBack = current;
    current = spare;
  }
  return oneBack[b.length]!;
}

function soundOf(word: string): string {
  return word
    .replace(/[cs]h/g, 'x')
    .replace(/ll/g, 'y')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[aou])/g, 'k')
    .replace(/z/g, 's')
    .replace(/c(?=[ei])/g, 's')
    .replace(/v/g, 'b')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1');
}
const soundCached = memoized(soundOf, WORD_CACHE_LIMIT);

/** How a word sounds in Mexican Spanish: doubled letters, k/qu/c, z/s, ll/y, v/b and a silent h folded. */
export function sound(word: string): string {
  return word.length <= CACHED_TEXT_LENGTH ? soundCached(word) : soundOf(word);
}

/**
 * Two stems name the same thing. Short words must match exactly, because "para"/"papa" or
 * "plan"/"flan" are one letter apart; longer words forgive one typo, very long ones two.
 */
export function similarStems(a: string, b: string): boolean {
  if (a === b) return true;
  // "late"/"latte", "pisa"/"pizza", "kesos"/"quesos", "poyo"/"pollo": spelled as it sounds.
  if (a.length > 2 && sound(a) === sound(b)) return true;
  const longest = Math.max(a.length, b.length);
  const allowed = longest >= 9 ? 2 : longest >= 5 ? 1 : 0;
  if (allowed === 0 || Math.abs(a.length - b.length) > allowed) return false;
  return editDistance(a, b) <= allowed;
}

/** The word caches, for tests: they stay bounded whatever customers write. */
export const WORD_CACHES = { normalize: normalizeShort.memo, sound: soundCached.memo, limit: WORD_CACHE_LIMIT };
