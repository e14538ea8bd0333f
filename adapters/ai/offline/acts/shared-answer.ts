import type { MenuItem } from '../../../../core/menu/menu-item.js';
import type { PendingChoice } from '../memory.js';
import { quantityAt } from '../quantity-words.js';

/**
 * "¿De cuál taco de chicharrón? Tenemos … o …" → "uno y uno", "las dos", "ambas", "de cada uno",
 * "mitad y mitad", "2 y 2": the answer shares the units out among the dishes asked about, instead of
 * choosing one. Read only when the message names no dish of its own (that is the usual answer).
 */

/** What may be said around the sharing words without changing them. */
const AROUND = /\b(?:porfa|por favor|plis|pues|ps|si|sii+|mejor|entonces|va|ok|oki|dame|deme|ponme|quiero)\b/g;

/** Words saying "all the dishes you listed": how many they name, when they do ("las dos" = 2). */
const ALL =
  /^(?:(?:de\s+)?(?:los|las)\s+(dos|2|tres|3)|(?:de\s+)?amb[oa]s|(?:de\s+)?tod[oa]s|mitad\s+y\s+mitad|(?:un[oa]?\s+)?de\s+cada\s+(?:un[oa]|sabor)?)$/;

/** The counts said one after another ("uno y uno", "una y otra", "2 y 2"), with nothing else. */
function listedCounts(n: string): number[] | null {
  const tokens = n
    .replace(/\b(?:otro|otra)\b/g, 'una')
    .split(/\s+(?:y|e)\s+|\s*,\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (tokens.length < 2) return null;
  const values = tokens.map((p) => {
    const words = p.split(' ');
    const q = words.length === 1 ? quantityAt(words, 0) : null;
    return q && !q.more ? q.value : null;
  });
  return values.every((v): v is number => v !== null) ? values : null;
}

/**
 * The dishes and units the answer shares out, in the order the question listed them; null when
 * the message is no such answer, or the units cannot be shared evenly ("los dos" of 3 units).
 */
export function sharedOut(restN: string, choice: PendingChoice, candidates: MenuItem[]): { item: MenuItem; quantity: number }[] | null {
  const listed = choice.candidates.flatMap((name) => candidates.find((c) => c.name === name) ?? []);
  if (listed.length < 2) return null;
  const n = restN.replace(/[,.!]/g, ' ').replace(AROUND, ' ').replace(/\s+/g, ' ').trim();
  const counts = listedCounts(n);
  if (counts) return counts.length === listed.length ? listed.map((item, i) => ({ item, quantity: counts[i]! })) : null;
  const all = ALL.exec(n);
  if (!all) return null;
  const said = all[1] ? quantityAt([all[1]], 0)?.value : undefined;
  if (said !== undefined && said !== listed.length) return null;
  if (/^mitad/.test(all[0]) && listed.length !== 2) return null;
  const units = choice.quantity;
  // "2 tacos" → "las dos": one each; "4 tacos" → "mitad y mitad": two each; "3 tacos" → "los dos": no even share.
  const each = units <= listed.length ? 1 : units % listed.length === 0 ? units / listed.length : null;
  if (each === null || (units > 1 && units < listed.length)) return null;
  return listed.map((item) => ({ item, quantity: each }));
}
