import { normalize } from '../../../core/assistant/text.js';

const UNITS = [
  'cero',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciseis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidos',
  'veintitres',
  'veinticuatro',
  'veinticinco',
  'veintiseis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
  'treinta',
];
export const MAX_WORD_QUANTITY = UNITS.length - 1;

/** Each quantity word and its number: the units but "cero", and the short forms customers write. Never changed. */
const WORDS: ReadonlyMap<string, number> = new Map<string, number>([
  ...UNITS.flatMap((w, n): [string, number][] => (n === 0 ? [] : [[w, n]])),
  ['un', 1],
  ['una', 1],
  ['otro', 1],
  ['otra', 1],
  ['veintiun', 21],
  ['veintiuna', 21],
]);

/** Spanish word for 1..30, accents off as customers type them ("dieciseis"). */
export const numberWord = (n: number): string => UNITS[n] ?? String(n);

export interface QuantityMatch {
  value: number;
  /** How many words the quantity took, so the caller skips past "media docena de". */
  length: number;
  /** "otra horchata": one more of something, said as a quantity. */
  more: boolean;
}

/** A quantity of `length` words at `i`, and the "de" after it ("media docena DE tacos"). */
const quantityWithDe = (tokens: string[], i: number, value: number, length: number): QuantityMatch => ({
  value,
  length: tokens[i + length] === 'de' ? length + 1 : length,
  more: false,
});

/**
 * Reads a quantity starting at `tokens[i]` (normalized words): "3", "x3", "tres", "un par de", "media docena", "2 docenas".
 * `quarters`: the menu sells quarters ("Cuarto de Pollo"), so "tres cuartos" counts three of them.
 */
export function quantityAt(tokens: string[], i: number, quarters = false): QuantityMatch | null {
  const t = tokens[i];
  if (t === undefined) return null;
  const next = tokens[i + 1];
  if ((t === 'media' || t === 'medio') && next === 'docena') return quantityWithDe(tokens, i, 6, 2);
  if ((t === 'un' || t === 'una') && next === 'par') return quantityWithDe(tokens, i, 2, 2);
  if (t === 'par') return quantityWithDe(tokens, i, 2, 1);
  // "una docena y media", "docena y media": eighteen.
  if ((t === 'un' || t === 'una') && next === 'docena' && tokens[i + 2] === 'y' && tokens[i + 3] === 'media')
    return quantityWithDe(tokens, i, 18, 4);
  if (t === 'docena' && next === 'y' && tokens[i + 2] === 'media') return quantityWithDe(tokens, i, 18, 3);
  if ((t === 'un' || t === 'una') && next === 'docena') return quantityWithDe(tokens, i, 12, 2);
  if (t === 'docena') return quantityWithDe(tokens, i, 12, 1);
  // "otros 2", "otras dos": more of the same, said with a number.
  if (t === 'otros' || t === 'otras' || t === 'otro' || t === 'otra') {
    const n = next === undefined ? undefined : /^\d{1,3}$/.test(next) ? Number(next) : WORDS.get(next);
    if (n !== undefined && n > 1 && next !== 'un' && next !== 'una') return { value: n, length: 2, more: true };
    if (t === 'otros' || t === 'otras') return { value: 1, length: 1, more: true };
  }
  // "tres cuartos" (how a steak is cooked) counts nothing — unless quarters are what the menu sells.
  if (next === 'cuartos' && !quarters) return null;
  const digits = /^x?(\d{1,3})x?$/.exec(t);
  const base = digits ? Number(digits[1]) : WORDS.get(t);
  if (base === undefined || base <= 0) return null;
  if (next === 'docenas' || next === 'docena') return quantityWithDe(tokens, i, base * 12, 2);
  // "y 2 más": on top of what is ordered.
  if (next === 'mas' && base > 1 && t !== 'un' && t !== 'una') return { value: base, length: 2, more: true };
  // "una más de horchata", "1 más de california": one more of the dish named after "de" ("uno más grande" is no count of more).
  if (next === 'mas' && base === 1 && tokens[i + 2] === 'de') return { value: 1, length: 3, more: true };
  return { value: base, length: 1, more: t === 'otro' || t === 'otra' };
}

/** Parses a whole phrase as one quantity ("media docena" → 6); null when it is not just a quantity. */
export function parseQuantity(text: string): number | null {
  const tokens = normalize(text).split(' ').filter(Boolean);
  const q = quantityAt(tokens, 0);
  return q && q.length >= tokens.length ? q.value : null;
}
