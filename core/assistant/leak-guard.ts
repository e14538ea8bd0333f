import { formatOrderNumber } from '../orders/order-number.js';
import { formatMxn } from '../shared/money.js';
import { cartTotal } from './cart-ops.js';
import type { ReplyFacts } from './reply-guard.js';
import { normalize } from './text.js';

/**
 * Text a customer must never read: what the server, a tool or a validator says to a program or
 * to the model. Each rule names what it catches, for the operator.
 */
const INTERNAL: { what: string; pattern: RegExp }[] = [
  { what: 'JSON', pattern: /[{[]\s*"[^"\n]{1,40}"\s*:|"(ok|mensaje|error|producto|cantidad|carrito)"\s*:/ },
  {
    what: 'un error de programa',
    pattern: /\b(TypeError|ReferenceError|SyntaxError|RangeError|DomainError|ModelFailure|ZodError|Error):\s/,
  },
  { what: 'una traza de error', pattern: /\bat\s+[\w.<>]+\s+\([^)]*:\d+:\d+\)|\bnode:internal\b|\.(ts|js):\d+:\d+/ },
  { what: 'un valor de programa', pattern: /\bundefined\b|\bNaN\b|\[object Object\]|\bnull\b/ },
  { what: 'un nombre interno', pattern: /\b[a-z]+_[a-z_]+\b|\bmenuItemId\b|\btool_?calls?\b/ },
  {
    what: 'una regla de validación',
    pattern:
      /debe ser un n[uú]mero entero|entre 1 y \d+\.|Herramienta desconocida|(pregunta|p[ií]de(sela|le)?|ofrece|dile|preg[uú]ntale) al cliente|\bal cliente\b.*\bantes de confirmar\b|\bvalidaci[oó]n\b|El modelo (fall[oó]|no respondi[oó])/i,
  },
];

/** English words with no Spanish twin: three different ones in a reply mean it is not written for the customer. */
const ENGLISH = new Set(
  'the is are was were you your please with for and of to this that not be have it we can cannot could should must error invalid failed order item quantity between tool request response required missing found sorry'.split(
    ' ',
  ),
);

/**
 * What the restaurant itself wrote, URLs (payment links) and e-mail addresses are not the model's
 * prose: their words and underscores say nothing about a leak.
 */
function prose(text: string, own: readonly string[]): string {
  let out = text.replace(/https?:\/\/\S+/g, ' ').replace(/\S+@\S+\.\w+/g, ' ');
  for (const t of own) if (t.trim().length >= 8) out = out.split(t.trim()).join(' ');
  return out;
}

/**
 * The longest reply WhatsApp takes as one text message. A longer one could not be sent as it is,
 * and the checks below (and the reply guard after them) only ever read text within this bound.
 */
export const MAX_REPLY_TEXT = 4096;

/** What internal text the reply carries, or null when it is all for the customer. */
/** Whether a short text (a name a customer or a model typed, echoed back) reads like program output ("a__", "null"). */
export const looksInternal = (text: string): boolean => INTERNAL.some((rule) => rule.pattern.test(text));

export function leakedText(text: string, facts: Pick<ReplyFacts, 'menu' | 'profileTexts'>): string | null {
  if (text.length > MAX_REPLY_TEXT) return 'una respuesta más larga de lo que WhatsApp envía';
  const said = prose(text, facts.profileTexts);
  for (const rule of INTERNAL) if (rule.pattern.test(said)) return rule.what;
  const english = new Set(
    normalize(said)
      .split(' ')
      .filter((w) => ENGLISH.has(w)),
  );
  if (english.size < 3) return null;
  // Only then the menu's and the profile's own words, which a reply may quote ("Chicken Wings"): most replies never get here.
  const own = new Set(
    [...facts.menu.flatMap((i) => [i.name, i.category, ...(i.synonyms ?? [])]), ...facts.profileTexts].flatMap((t) =>
      normalize(t).split(' '),
    ),
  );
  for (const word of english) if (own.has(word)) english.delete(word);
  return english.size >= 3 ? 'texto en inglés' : null;
}

/** What the customer reads instead of a leaked reply: polite, and never losing what is already saved. */
export function leakFallback(facts: Pick<ReplyFacts, 'cart' | 'order'>): string {
  const { cart, order } = facts;
  if (order && order.status !== 'cancelled') {
    const items = order.items.map((i) => `${i.quantity} ${i.name}`).join(', ');
    return `Tu pedido ${formatOrderNumber(order.number)} quedó registrado: ${items}. Total: ${formatMxn(order.total)}.`;
  }
  if (order) return 'Tu pedido quedó cancelado. ¿Te ayudo con algo más?';
  if (cart.lines.length === 0) return 'Una disculpa, no te entendí bien. ¿Me dices de otra forma qué necesitas?';
  const items = cart.lines.map((l) => `${l.quantity} ${l.name}`).join(', ');
  return `Una disculpa, no te entendí bien. Tu pedido va así: ${items} (total ${formatMxn(cartTotal(cart))}). ¿Qué más necesitas?`;
}
