import fc from 'fast-check';

/*
 * How Mexican customers misspell a menu's names on WhatsApp, as a generator: each word of a name
 * may be written the way it sounds (b/v, s/z/c, ll/y, a dropped h, qu/c → k, gue → ge, x → j,
 * rr → r, hu/gu → w; "esmuti", "expreso", "fetuchini", "stiky", "bolio", "cold bru" for smoothie, espresso, fettuccine, sticky,
 * bolillo, cold brew), with one slip of the thumb (a letter dropped, doubled or two swapped) when it has five
 * letters or more, as a plural or a diminutive, with a stray accent; and voice-to-text or a hurried
 * thumb joins a word to the next or splits a long one. Shared by the misspelling properties.
 */

/** The ways one word is misspelt; each returns null where it does not apply to that word. */
export const WORD_SLIPS = [
  'bv',
  'sz',
  'lly',
  'h',
  'k',
  'gue',
  'xj',
  'rr',
  'double',
  'drop',
  'swap',
  'plural',
  'diminutive',
  'accent',
  'english',
  'spoken',
  'w',
] as const;
export type WordSlip = (typeof WORD_SLIPS)[number];

const VOWELS = 'aeiou';
const ACCENTED: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú' };

/** The position `at` picks among the matches of `re` in `w` (null when there are none). */
function nth(w: string, re: RegExp, at: number): number | null {
  const found = [...w.matchAll(new RegExp(re.source, 'g'))].map((m) => m.index);
  return found.length ? found[at % found.length]! : null;
}
const replaceAt = (w: string, i: number, length: number, by: string) => w.slice(0, i) + by + w.slice(i + length);

/** Where a slip of the thumb may fall: never the first letter (people see it), never on a word under five letters. */
const thumbAt = (w: string, at: number) => (w.length >= 5 ? 1 + (at % (w.length - 2)) : null);

/** "taco" → "taquito", "papas" → "papitas", "cafe" → "cafecito", "flan" → "flancito": the customer's diminutive. */
export function diminutive(w: string): string | null {
  const plural = /[aeiou]s$/.test(w);
  const base = plural ? w.slice(0, -1) : w;
  if (base.length < 4 || !/^[a-z]+$/.test(base)) return null;
  const end = base.at(-1)!;
  const s = plural ? 's' : '';
  if (end === 'o' || end === 'a') {
    const root = base.slice(0, -1).replace(/c$/, 'qu').replace(/g$/, 'gu').replace(/z$/, 'c');
    return `${root}it${end}${s}`;
  }
  if (end === 'e' || /[nrl]$/.test(base)) return `${base}cito${s}`;
  return null;
}

/** One word misspelt by `slip`; `at` picks where when the slip could fall in several places. */
export function slipWord(w: string, slip: WordSlip, at: number): string | null {
  const change = (re: RegExp, by: (m: string) => string) => {
    const i = nth(w, re, at);
    if (i === null) return null;
    const m = new RegExp(re.source).exec(w.slice(i))![0];
    return replaceAt(w, i, m.length, by(m));
  };
  switch (slip) {
    case 'bv':
      return change(/[bv]/, (m) => (m === 'b' ? 'v' : 'b'));
    case 'sz':
      return change(/z|c(?=[ei])|s(?=[aeiou])/, (m) => (m === 's' ? 'z' : 's'));
    case 'lly':
      return change(/ll|y(?=[aeiou])/, (m) => (m === 'll' ? 'y' : 'll'));
    case 'h':
      return change(/(?<!c)h/, () => '');
    case 'k':
      return change(/qu(?=[ei])|c(?=[aou])/, () => 'k');
    case 'gue':
      return change(/gu(?=[ei])/, () => 'g');
    case 'xj':
      return change(/x(?=[aeiou])/, () => 'j');
    case 'rr':
      return change(/rr/, () => 'r');
    case 'w':
      // hu / gu before a vowel texted as it sounds: "webos", "warache", "wacamole", "awa".
      return change(/(?<![cs])hu(?=[aeio])|gu(?=[ao])/, () => 'w');
    case 'double': {
      const i = thumbAt(w, at);
      // "hamburguesaaa": the last letter held down is as common as a doubled one inside.
      return i === null ? null : at % 3 === 0 ? `${w}${w.at(-1)!.repeat(2)}` : replaceAt(w, i, 1, w[i]!.repeat(2));
    }
    case 'drop': {
      // A letter missed between two of a kind ("cheese" → "cheee") reads as a letter held down: not this slip.
      const i = thumbAt(w, at);
      const out = i === null ? null : replaceAt(w, i, 1, '');
      return out === null || /(.)\1\1/.test(out) ? null : out;
    }
    case 'swap': {
      const i = thumbAt(w, at);
      return i === null || i + 1 >= w.length ? null : replaceAt(w, i, 2, w[i + 1]! + w[i]!);
    }
    case 'plural':
      return w.length < 4 || !/[a-z]$/.test(w) ? null : w.endsWith('s') ? null : /[aeiou]$/.test(w) ? `${w}s` : `${w}es`;
    case 'diminutive':
      return diminutive(w);
    case 'english':
      // English words written from their sound: "smuti", "rap", "baget", "vegui", "nugets", "bru".
      return change(/oo|^wr|gue|gg|tt|ew(?![aeiou])/, (m) => ({ oo: 'u', wr: 'r', gue: 'ge', gg: 'g', tt: 't', ew: 'u' })[m] ?? m);
    case 'spoken':
      // Said, then written: "esmuti" (an e before s and a consonant), "expreso" (that es written ex),
      // "fetuchini" (Italian cc), "stiky", "bolio".
      return change(
        /^s(?=[^aeiouhy])|^es(?=[^aeiouhy])|cc(?=[ei])|ck|ill(?=[aeiou])/,
        (m) => ({ s: 'es', es: 'ex', cc: 'ch', ck: 'k', ill: 'i' })[m] ?? m,
      );
    case 'accent': {
      const i = nth(w, /[aeiou]/, at);
      return i === null ? null : replaceAt(w, i, 1, ACCENTED[w[i]!]!);
    }
  }
}

/** How a whole name is texted: the slips of its words, and one word joined to the next or split. */
export interface Texting {
  /** Per word of the name (cycled): a slip, or null to write the word right. */
  slips: (WordSlip | null)[];
  at: number;
  /** Join word i to the next ("unahamburguesa", "dekeso"), split word i in two ("ham burguesa"), or neither. */
  voice: { kind: 'join' | 'split'; word: number } | null;
}

/** Number words are misspelt as they sound ("sinco", "kuatro"), never shortened: "cuarto" is a quarter. */
const NUMBERS = new Set(['una', 'dos', 'tres', 'cuatro', 'cinco', 'seis', 'siete', 'ocho', 'nueve', 'diez', 'once', 'doce']);
const SOUND_SLIPS = new Set<WordSlip>(['bv', 'sz', 'lly', 'h', 'k', 'accent']);

/** The measure words of names ("6 pzas", "1 L"): customers write them as the menu does or not at all. */
const MEASURE_WORDS = new Set(['pzas', 'pza', 'piezas', 'ml', 'l', 'g', 'kg', 'oz', 'lt', 'lts']);
const lowered = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** Splits a long word where voice-to-text does: at a syllable (before a consonant and its vowel), near the middle. */
function splitWord(w: string): string[] | null {
  if (w.length < 8) return null;
  const middle = Math.floor(w.length / 2);
  for (let d = 0; d < middle; d++)
    for (const i of [middle + d, middle - d])
      if (i >= 3 && w.length - i >= 3 && !VOWELS.includes(w[i]!) && VOWELS.includes(w[i + 1]!) && w[i] !== w[i - 1])
        return [w.slice(0, i), w.slice(i)];
  return null;
}

/** The words a customer types for `text` (a quantity and a name), and which slips really applied. */
export function texted(text: string, how: Texting): { text: string; slips: string[] } {
  // Lowercase and without the owner's accents, as customers type; "1/2 kg" stays as written.
  let words = lowered(text).split(/\s+/).filter(Boolean);
  const slips: string[] = [];
  const slipped = new Set<number>();
  words = words.map((w, i) => {
    const slip = how.slips[i % how.slips.length] ?? null;
    if (!slip || !/^[a-z]+$/.test(w) || w.length < 4 || MEASURE_WORDS.has(w) || (NUMBERS.has(w) && !SOUND_SLIPS.has(slip))) return w;
    const out = slipWord(w, slip, how.at + i);
    if (out === null) return w;
    slips.push(`${slip}:${w}→${out}`);
    slipped.add(i);
    return out;
  });
  if (how.voice) {
    const i = how.voice.word % words.length;
    const letters = (w: string) => /^[a-záéíóú]+$/.test(w) && !MEASURE_WORDS.has(w);
    // A thumb joins a misspelt word to a right one, not two misspelt ones (nor "boneless" to "suizas": a letter
    // seen as doubled is read as held down); voice splits only words it wrote right.
    // A count is glued to its dish too ("2papas").
    const joinable =
      i + 1 < words.length &&
      (letters(words[i]!) || /^\d{1,2}$/.test(words[i]!)) &&
      letters(words[i + 1]!) &&
      !(slipped.has(i) && slipped.has(i + 1)) &&
      words[i]!.at(-1) !== words[i + 1]![0];
    if (how.voice.kind === 'join' && joinable) {
      slips.push(`join:${words[i]}+${words[i + 1]}`);
      words = [...words.slice(0, i), words[i]! + words[i + 1]!, ...words.slice(i + 2)];
    } else if (how.voice.kind === 'split' && letters(words[i]!) && !slipped.has(i)) {
      const parts = splitWord(words[i]!);
      if (parts) {
        slips.push(`split:${words[i]}→${parts.join(' ')}`);
        words = [...words.slice(0, i), ...parts, ...words.slice(i + 1)];
      }
    }
  }
  return { text: words.join(' '), slips };
}

export const textingArb: fc.Arbitrary<Texting> = fc.record({
  slips: fc.array(fc.option(fc.constantFrom(...WORD_SLIPS), { nil: null, freq: 2 }), { minLength: 1, maxLength: 4 }),
  at: fc.nat(50),
  voice: fc.option(fc.record({ kind: fc.constantFrom('join' as const, 'split' as const), word: fc.nat(5) }), { nil: null, freq: 2 }),
});
