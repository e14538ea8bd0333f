import { normalize } from '../../../../core/assistant/text.js';
import type { MenuItem } from '../../../../core/menu/menu-item.js';
import { INTENTS } from '../intents.js';
import type { Lexicons } from '../lexicon.js';
import { parseOrderLines } from '../order-parser.js';
import { quantityAt } from '../quantity-words.js';

/*
 * "un kimbap, no, mejor el bulgogi", "un filete empanizado no mejor a la diabla": a correction said
 * in the middle of one message is read as the bubbles it would have been ("un kimbap" / "no, mejor
 * el bulgogi"), so the dish before it is replaced exactly as when the correction comes as a bubble
 * of its own (`ratherThan` in changes.ts, over the lines the first part planned). Before, "mejor"
 * only counted at the start of a message and both dishes were kept.
 *
 * Read word by word (no pattern over the whole message): a message is at most 4,096 characters.
 */

/** Words that open a correction before its "mejor": "no", "no espera", "ay no, perdón". */
const OPENERS = new Set(['no', 'nel', 'o', 'espera', 'esperame', 'perdon', 'perdona', 'ay', 'ah', 'uy', 'oh', 'ups']);
/** Opening words that say the dish before is not it ("no mejor", "o mejor"), with no comma needed. */
const SAYS_NO = new Set(['no', 'nel', 'o']);
/** At most this many words in a count's correction ("no, 3", "no perdón, 4 causas"). */
const MAX_RECOUNT = 4;
/** At most this many words between "no" and a closing "mejor" ("no, de 500 mejor"). */
const MAX_BETWEEN = 5;

/** What the part before the correction must not be: a removal, a cancellation or a change of its own. */
const NOT_AN_ORDER = /\b(cambia\w*|en vez|en lugar|eran|que sean|sean|mejor|me equivoque|sin (?:el|la|los|las))\b|^(?:ya )?no\b/;

const bare = (word: string) => normalize(word.replace(/[,;.!¡¿?]/g, ''));
const endsClause = (word: string | undefined) => word !== undefined && /[,;.!]$/.test(word);

/** Where the correction starts, and where its "mejor" is (-1 when it has none first). */
function correctionAt(words: string[]): { start: number; mejor: number } | null {
  const said = words.map(bare);
  const mejor = said.indexOf('mejor');
  if (mejor > 0) {
    let start = mejor;
    while (start > 0 && OPENERS.has(said[start - 1]!)) start--;
    // ", mejor …" (a clause ends before it) or "… no mejor …", "… o mejor …" (an opener says it).
    const saysNo = said.slice(start, mejor).some((w) => SAYS_NO.has(w));
    if (start > 0 && (saysNo || endsClause(words[start - 1]))) return { start, mejor };
  }
  const recount = recountAt(words, said);
  if (recount !== null) return { start: recount, mejor: -1 };
  // "una leche de tigre de 250, no, de 500 mejor": "no" after a clause, and the message closing with "mejor".
  const last = said.lastIndexOf('mejor');
  if (last !== said.length - 1) return null;
  for (let i = Math.max(1, last - MAX_BETWEEN); i < last; i++)
    if ((said[i] === 'no' || said[i] === 'nel') && endsClause(words[i - 1])) return { start: i, mejor: -1 };
  return null;
}

/** "2 inca kolas, no, 3", "3 causas, no perdón, 4 causas": "no" after a clause, then a count alone: the dish before, recounted. */
function recountAt(words: string[], said: string[]): number | null {
  for (let i = 1; i < said.length - 1; i++) {
    if (!(said[i] === 'no' || said[i] === 'nel') || !endsClause(words[i - 1])) continue;
    let j = i + 1;
    while (j < said.length && OPENERS.has(said[j]!)) j++;
    if (j < said.length && said.length - j <= MAX_RECOUNT && quantityAt(said, j) !== null) return i;
  }
  return null;
}

/**
 * The bubbles one message is read as: itself, or — when a dish is named and then corrected in the
 * same message — the order before the correction and the correction ("no, mejor …").
 */
export function correctionBubbles(bubble: string, menu: MenuItem[], lexicons: Lexicons): string[] {
  const words = bubble.split(/\s+/).filter(Boolean);
  const at = correctionAt(words);
  if (!at) return [bubble];
  const before = words
    .slice(0, at.start)
    .join(' ')
    .replace(/[,;.!]$/, '');
  const beforeN = normalize(before);
  if (NOT_AN_ORDER.test(beforeN) || INTENTS.cancel.test(beforeN) || INTENTS.remove.test(beforeN)) return [bubble];
  // "no espera, mejor …", "perdón, mejor …": whatever the opener's words, before "mejor" it is "no, mejor …" (as `withOpeners`).
  const after = at.mejor >= 0 ? `no, ${words.slice(at.mejor).join(' ')}` : words.slice(at.start).join(' ');
  // The correction says what they want instead: more than its opening words.
  if (words.slice(at.mejor >= 0 ? at.mejor + 1 : at.start + 1).every((w) => OPENERS.has(bare(w)) || bare(w) === 'mejor')) return [bubble];
  const ordered = parseOrderLines(before, menu, { lexicons }).some((l) => !l.same && l.candidates.length > 0);
  return ordered ? [before, ...andThen(after)] : [bubble];
}

/**
 * "no, mejor pelúa, y un papelón chico", "no, mejor grande y una chicha": what is ordered after the
 * correction ("y" and a count) is a bubble of its own, so the correction names one dish.
 */
function andThen(correction: string): string[] {
  const words = correction.split(/\s+/).filter(Boolean);
  const said = words.map(bare);
  for (let k = 3; k < said.length - 1; k++)
    if (said[k] === 'y' && quantityAt(said, k + 1) !== null)
      return [
        words
          .slice(0, k)
          .join(' ')
          .replace(/[,;.!]$/, ''),
        words.slice(k).join(' '),
      ];
  return [correction];
}
