import { normalize } from '../shared/normalize-text.js';
import { BoundedMemo } from './bounded-memo.js';

// Word functions. What is worth remembering between calls (how words sound, compared again for
// every stem of a menu) lives in a WordCaches object the caller passes; the menu matcher's
// MatcherCaches is one.

// The assistant's word tools all build on it; delivery's area names use it too, so it lives in core/shared.
export { normalize };

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

/**
 * Three rows of the distance table, reused by every editDistance given them (it never
 * re-enters): one object per WordCaches, growing to the longest word compared.
 */
export class DistanceRows {
  twoBack = new Int32Array(32);
  oneBack = new Int32Array(32);
  current = new Int32Array(32);
}

/** Optimal-string-alignment distance: a transposed pair ("piza"/"pzia") costs one typo, not two. */
export function editDistance(a: string, b: string, rows: DistanceRows = new DistanceRows()): number {
  const cols = b.length + 1;
  if (a.length === 0) return b.length;
  if (rows.current.length < cols) {
    rows.twoBack = new Int32Array(cols * 2);
    rows.oneBack = new Int32Array(cols * 2);
    rows.current = new Int32Array(cols * 2);
  }
  let { twoBack, oneBack, current } = rows;
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
  rows.twoBack = twoBack;
  rows.oneBack = oneBack;
  rows.current = current;
  return oneBack[b.length]!;
}

/**
 * How a word sounds in Mexican Spanish: doubled letters, k/qu/c, z/s, ll/y, v/b, gue/ge, a silent h
 * and y after a consonant ("gyoza" / "gioza") folded, and the y of "illo"/"illa" barely said after i
 * ("bolio", "tortia" for bolillo, tortilla); and the foreign words of menus as Mexicans write them
 * from their sound: "oo" said u ("smuti" for smoothie), a silent w before r ("rap" for wrap), ck said k, the e
 * Spanish puts before s and a consonant ("esmuti", "espagueti", "estiky"; written x too: "expreso"), Italian cc before e/i
 * said ch ("capuchino", "fetuchini" for cappuccino, fettuccine).
 */
export function soundOf(word: string): string {
  return word
    .replace(/^wr/, 'r')
    .replace(/^e[sx](?=[^aeiouhy\W\d])/, 's')
    .replace(/oo/g, 'u')
    .replace(/gu(?=[ei])/g, 'g')
    .replace(/cc(?=[ei])/g, 'x')
    .replace(/ck/g, 'k')
    .replace(/[cs]h/g, 'x')
    .replace(/(?<=[^aeiouy\W\d])y(?=[aeiou])/g, 'i')
    .replace(/ll/g, 'y')
    .replace(/iy(?=[aeiou])/g, 'i')
    .replace(/qu(?=[ei])/g, 'k')
    .replace(/c(?=[aou])/g, 'k')
    .replace(/z/g, 's')
    .replace(/c(?=[ei])/g, 's')
    .replace(/v/g, 'b')
    .replace(/h/g, '')
    .replace(/(.)\1+/g, '$1');
}
/** Texts longer than this are never remembered: they are whole messages, not words. */
const CACHED_WORD_LENGTH = 64;

/**
 * How words sound, remembered: bounded whatever customers write (at most twice the limit).
 * Owner: the composition root creates one per process and passes it to whoever compares words;
 * nothing clears it, since a word always sounds the same.
 */
export class WordCaches {
  readonly sounds = new BoundedMemo<string, string>(20_000);
  /** editDistance's rows, reused by every comparison made with these caches. */
  readonly rows = new DistanceRows();

  sound(word: string): string {
    if (word.length > CACHED_WORD_LENGTH) return soundOf(word);
    const known = this.sounds.get(word);
    if (known !== undefined) return known;
    const value = soundOf(word);
    this.sounds.set(word, value);
    return value;
  }

  /** Pairs of words already compared (`similarStems`): customers say the same words to the same menus all day. */
  readonly alike = new BoundedMemo<string, boolean>(20_000);

  /** `similarStems` with the sounds and the answers remembered here. */
  readonly similar = (a: string, b: string): boolean => {
    if (a === b) return true;
    if (a.length + b.length > 2 * CACHED_WORD_LENGTH) return similarStems(a, b, this);
    // Ordered: similarStems reads the sound of `a` only when it is longer than two letters.
    const key = `${a}\u0000${b}`;
    const known = this.alike.get(key);
    if (known !== undefined) return known;
    const value = similarStems(a, b, this);
    this.alike.set(key, value);
    return value;
  };
}

/**
 * Two stems name the same thing. Short words must match exactly, because "para"/"papa" or
 * "plan"/"flan" are one letter apart; longer words forgive one typo, very long ones two; a long
 * word spelled as it sounds forgives one more letter ("kesadias").
 */
function similarStems(a: string, b: string, caches: WordCaches): boolean {
  if (a === b) return true;
  // "late"/"latte", "pisa"/"pizza", "kesos"/"quesos", "poyo"/"pollo": spelled as it sounds.
  if (a.length > 2 && caches.sound(a) === caches.sound(b)) return true;
  const longest = Math.max(a.length, b.length);
  const allowed = longest >= 9 ? 2 : longest >= 5 ? 1 : 0;
  if (allowed === 0 || Math.abs(a.length - b.length) > allowed + 1) return false;
  if (Math.abs(a.length - b.length) <= allowed && editDistance(a, b, caches.rows) <= allowed) return true;
  // "kesadias" for "quesadillas": spelled as it sounds AND one letter off, in a long word.
  const sa = caches.sound(a);
  const sb = caches.sound(b);
  return (
    sa[0] === sb[0] && Math.max(sa.length, sb.length) >= 7 && Math.abs(sa.length - sb.length) <= 1 && editDistance(sa, sb, caches.rows) <= 1
  );
}
