import type { AssistantContext } from '../../../core/assistant/language-model.js';
import { normalize } from '../../../core/assistant/text.js';
import type { MenuItem } from '../../../core/menu/menu-item.js';
import { correctionBubbles } from './acts/mid-correction.js';
import { type PlannedCart, rememberPlanned, withPlannedCalls } from './acts/planned-cart.js';
import { TAKES_BACK } from './changes.js';
import { decide } from './decide.js';
import { extractDeliveryDetails } from './delivery-details.js';
import { INTENTS } from './intents.js';
import type { Memory, PendingChoice } from './memory.js';
import { Lexicons } from './lexicon.js';
import { isPaidExtra, parseOrderLines } from './order-parser.js';
import { helpText, TONES } from './tone.js';
import type { Decision, PlannedCall } from './turn.js';

/*
 * A run of bubbles ("3 de bistec" / "no, mejor 2" / "a la calle Hidalgo 45") arrives as one
 * message of several lines. Each line is read as the message it was: a line that only adds
 * notes or splits the units of the line before it is read together with that line; every
 * other line is one sub-turn, decided against the lines the calls of the lines before it ask
 * for (`acts/planned-cart.ts`: the engine's own model of its calls, never core's executor).
 * The planned calls of all lines go to the assistant at once, with what was said in between.
 */

interface Step {
  /** The line's own text (possibly several bubbles read together). */
  text: string;
  cart: PlannedCart;
  mem: Memory;
  calls: PlannedCall[];
  /** What the line said besides its calls: an answer, a question we must still ask. */
  said: string | null;
  greeted: boolean;
  /** The line alone said nothing the engine could read (our help text). */
  unread: boolean;
  /** `said` is "¿de cuál…?": the reply asks what is still pending anyway when tools ran. */
  asksWhich: boolean;
  /** The reply the line would have had on its own. */
  reply: string | null;
}

/** The message's lines, or null when it is one line (read as always). */
export function decideRun(text: string, context: AssistantContext, memory: Memory, lexicons: Lexicons = new Lexicons()): Decision | null {
  // "un kimbap, no, mejor el bulgogi": a correction inside a bubble is read as a bubble of its own (acts/mid-correction.ts).
  const bubbles = text
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .flatMap((b) => correctionBubbles(b, context.menu, lexicons));
  if (bubbles.length < 2) return null;
  const groups = withContinuations(withOpeners(addressRuns(bubbles, context.menu, memory, lexicons)), context.menu, lexicons);
  const start = { cart: context.cart, mem: memory };
  const steps: Step[] = [];
  for (let i = 0; i < groups.length; i++) {
    const before = steps[steps.length - 1] ?? start;
    let step = subTurn(groups[i]!, context, before.cart, before.mem, lexicons);
    // A line that cannot be read alone ("va, dame 2" after "¿tienen horchata?") is read with the one before it.
    if (step.unread && steps.length) {
      const previous = steps.pop()!;
      const base = steps[steps.length - 1] ?? start;
      step = subTurn(`${previous.text}\n${groups[i]!}`, context, base.cart, base.mem, lexicons);
    }
    steps.push(step);
  }
  return combine(steps, context);
}

/** One line decided on the lines the calls before it ask for; its own calls are added to that model. */
function subTurn(text: string, context: AssistantContext, cart: PlannedCart, mem: Memory, lexicons: Lexicons): Step {
  const here = { ...context, cart, memory: JSON.stringify(mem) };
  const tone = TONES[context.personality];
  const decision = decide(text, here, mem, lexicons);
  const n = normalize(text);
  const greeted = INTENTS.greeting.test(n);
  if (!decision.calls.length) {
    const said = decision.text ?? '';
    const asked = decision.memory.lastAsk !== mem.lastAsk && decision.memory.lastAsk !== null;
    const question = /[?¿]/.test(text) || INTENTS.question.test(n);
    const keep = !(greeted && said.startsWith(tone.hello(context.restaurant.name))) && (asked || question);
    return {
      text,
      cart,
      mem: keepPending(mem, decision.memory, []),
      calls: [],
      said: keep ? said : null,
      greeted,
      unread: said === helpText(tone, context.menu),
      asksWhich: decision.memory.lastAsk === 'which' && decision.memory.pending.length > 0,
      reply: said,
    };
  }
  const next = withPlannedCalls(cart, decision.calls, context.menu);
  const remembered = rememberPlanned(decision.memory, decision.calls, cart, next, context.menu, tone);
  return {
    text,
    cart: next,
    mem: keepPending(mem, remembered, decision.calls),
    calls: decision.calls,
    said: null,
    greeted: decision.memory.lead.length > 0 && greeted,
    unread: false,
    asksWhich: false,
    reply: null,
  };
}

/** A choice asked about on an earlier line stays open unless a later line answered it or cancelled. */
function keepPending(before: Memory, after: Memory, calls: PlannedCall[]): Memory {
  if (calls.some((c) => c.name === 'cancelar_pedido')) return after;
  const answered = (p: PendingChoice) =>
    calls.some((c) => c.name === 'agregar_producto' && p.candidates.includes(String(c.arguments.producto)));
  const cancelled = (p: PendingChoice) => after.dropped.some((q) => q.words === p.words);
  const dropped = before.pending.filter((p) => !after.pending.some((q) => q.words === p.words) && !answered(p) && !cancelled(p));
  return dropped.length ? { ...after, pending: [...dropped, ...after.pending] } : after;
}

/** All the lines' calls for the assistant, with what was said before them (lead) and after them (tail). */
function combine(steps: Step[], context: AssistantContext): Decision {
  const last = steps[steps.length - 1]!;
  const greeting = steps.some((s) => s.greeted) ? ['¡Hola!'] : [];
  const lastCalls = steps.map((s) => s.calls.length > 0).lastIndexOf(true);
  const said = (from: number, to: number, all = false) =>
    steps.slice(from, to).flatMap((s) => (s.said && (all || !s.asksWhich) ? [s.said] : []));
  const mem = { ...last.mem, tail: [] };
  if (lastCalls < 0) {
    const parts = said(0, steps.length, true);
    const text = parts.length ? [...greeting, ...parts].join('\n\n') : (steps.find((s) => s.greeted)?.reply ?? last.reply ?? '');
    return { calls: [], text, memory: { ...mem, lead: [] } };
  }
  const calls = folded(
    steps.flatMap((s) => s.calls),
    context.cart,
  );
  return {
    calls: calls.length ? calls : [{ name: 'ver_pedido', arguments: {} }],
    text: null,
    memory: { ...mem, lead: [...greeting, ...said(0, lastCalls)], tail: said(lastCalls + 1, steps.length) },
  };
}

/**
 * "3 de bistec" then "no, mejor 2": a product the run added and then corrected is added once,
 * with the last quantity, so the reply reads "Anoté 2" rather than "Anoté 3… ahora son 2".
 * Products the cart already had keep their calls as they are.
 */
function folded(calls: PlannedCall[], cart: Pick<PlannedCart, 'lines'>): PlannedCall[] {
  const out = calls.map((c) => ({ ...c, arguments: { ...c.arguments } }));
  const had = new Set(cart.lines.map((l) => l.name));
  for (let i = 0; i < out.length; i++) {
    const c = out[i]!;
    if (c.name !== 'cambiar_cantidad' && c.name !== 'quitar_producto') continue;
    const name = String(c.arguments.producto);
    const adds = out.slice(0, i).filter((a) => a.name === 'agregar_producto' && a.arguments.producto === name);
    if (had.has(name) || adds.length !== 1) continue;
    const add = adds[0]!;
    const left =
      c.name === 'cambiar_cantidad'
        ? Number(c.arguments.cantidad)
        : c.arguments.cantidad == null
          ? 0
          : Number(add.arguments.cantidad) - Number(c.arguments.cantidad);
    if (!(left >= 0)) continue;
    out.splice(i, 1);
    if (left === 0) out.splice(out.indexOf(add), 1);
    else add.arguments.cantidad = left;
    i = -1;
  }
  return out;
}

/**
 * "Calle Pavo 230" / "Centro" / "es un zaguán verde": the bubbles after an address that name no
 * dish, ask nothing and say no yes, no name and no payment are more of that address, one text.
 */
function addressRuns(bubbles: string[], menu: MenuItem[], memory: Memory, lexicons: Lexicons): string[] {
  const out: string[] = [];
  let inAddress = false;
  for (const bubble of bubbles) {
    if (inAddress && addressTail(bubble, menu, lexicons)) {
      out[out.length - 1] = `${withoutTrailingStops(out[out.length - 1]!)}, ${bubble}`;
      continue;
    }
    // The first bubble after "¿A qué dirección?" with a number and no dish is the street.
    const answersAsk = out.length === 0 && memory.lastAsk === 'address' && /\d/.test(bubble) && !orders(bubble, menu, lexicons);
    inAddress = answersAsk || extractDeliveryDetails(bubble).address !== null;
    out.push(bubble);
  }
  return out;
}

/** The text without the spaces and stops it ends with (a loop: a regex anchored at the end backtracks). */
function withoutTrailingStops(text: string): string {
  let end = text.length;
  while (end > 0 && ' \t,.;'.includes(text[end - 1]!)) end--;
  return text.slice(0, end);
}

function addressTail(bubble: string, menu: MenuItem[], lexicons: Lexicons): boolean {
  const n = normalize(bubble);
  if (/[?¿]/.test(bubble) || !n) return false;
  const intents = [
    INTENTS.greeting,
    INTENTS.question,
    INTENTS.cancel,
    INTENTS.finish,
    INTENTS.no,
    INTENTS.yes,
    INTENTS.explicitConfirm,
    INTENTS.paying,
    INTENTS.orderVerb,
    INTENTS.thanks,
  ];
  if (intents.some((re) => re.test(n))) return false;
  const details = extractDeliveryDetails(bubble);
  if (details.name) return false;
  // "#300", "x 20 y 22 García Ginerés", "int 4": numbers naming no dish and carrying no note are the
  // house number and cross streets; "uno sin cebolla", "otros 2" are about a dish.
  return !parseOrderLines(bubble, menu, { lexicons }).some((l) => l.candidates.length > 0 || l.notes || l.more);
}

/** "ay no", "no espera", "perdón": a bubble that only opens a correction, with nothing of its own. */
const OPENER =
  /^(?:(?:ay|ah|uy|oh|ups|mm+|eh|este|oye)\s+)*(?:no|espera|esperame|perdon|perdona|mejor|siempre no)(?:\s+(?:no|espera|esperame|perdon|mejor))*$/;

/**
 * "2 wraps de pollo" / "ay no" / "solo 1": a bubble that only opens a correction is the start of the
 * next one ("ay no, solo 1"), never read alone (as a "no", or as more words of the dish before);
 * before "mejor" it is "no, mejor…" ("no espera" / "mejor el bulgogi" replaces the dish before).
 */
function withOpeners(bubbles: string[]): string[] {
  const out: string[] = [];
  for (let i = 0; i < bubbles.length; i++) {
    const next = bubbles[i + 1];
    if (i > 0 && next !== undefined && OPENER.test(normalize(bubbles[i]!))) {
      // "no espera" / "mejor el bulgogi": whatever the opener's words, a correction before "mejor" is "no, mejor…".
      out.push(/^mejor\b/.test(normalize(next)) ? `no, ${next}` : `${withoutTrailingStops(bubbles[i]!)}, ${next}`);
      i++;
    } else out.push(bubbles[i]!);
  }
  return out;
}

/**
 * "2 de suadero" / "uno sin cebolla", "2 al pastor" / "sin cebolla porfa": a line that names no
 * product and only adds notes or splits the units of the line before it is read with that line.
 */
function withContinuations(bubbles: string[], menu: MenuItem[], lexicons: Lexicons): string[] {
  const groups: string[] = [];
  let previous = '';
  for (const bubble of bubbles) {
    // "uno de pork belly" / "y otro de pollo frito": the other units of a split are read with the first part.
    const otherPart = SPLIT_PART.test(normalize(previous)) && OTHER_PART.test(normalize(bubble));
    previous = bubble;
    if (otherPart && groups.length) {
      groups[groups.length - 1] = `${groups[groups.length - 1]!}, ${bubble}`;
      continue;
    }
    let target = groups.length - 1;
    // A bare note after a correction ("2 de bistec" / "no, mejor 1" / "sin cebolla") is about the line that ordered.
    if (target >= 0 && !continues(groups[target]!, bubble, menu, lexicons))
      target = /\d/.test(bubble) ? -1 : lastOrdering(groups, menu, lexicons);
    if (target >= 0 && continues(groups[target]!, bubble, menu, lexicons))
      groups[target] = `${groups[target]!}${joiner(groups[target]!, bubble, menu, lexicons)}${bubble}`;
    else groups.push(bubble);
  }
  return groups;
}

/** "la salsa aparte porfa" → "la salsa aparte": a courtesy word closing a bubble says nothing of the dish. */
function withoutCourtesy(n: string): string {
  const words = n.split(' ');
  const drop = words.slice(-2).join(' ') === 'por favor' ? 2 : /^(porfa|plis|gracias)$/.test(words.at(-1) ?? '') ? 1 : 0;
  return words.slice(0, words.length - drop).join(' ');
}

const ASIDE_NOTE = /^(?:el|la|los|las) [a-zñ ]{1,40} (?:aparte|separado|separada|separados|separadas)$/;
const SPLIT_PART = /^(?:(?:y|pero|oye|ah|porfa|perdon)\s+)*(?:uno|una|unos|unas|\d+)\s+(?:con|sin|de|bien|poco|poca)\b/;
const OTHER_PART = /^(?:y\s+)?(?:(?:el|la|los|las)\s+)?(?:otro|otra|otros|otras)\s+\S/;

const orders = (text: string, menu: MenuItem[], lexicons: Lexicons) =>
  parseOrderLines(text, menu, { lexicons }).some((l) => !l.same && l.candidates.length > 0);

function lastOrdering(groups: string[], menu: MenuItem[], lexicons: Lexicons): number {
  for (let i = groups.length - 1; i >= 0; i--) if (orders(groups[i]!, menu, lexicons)) return i;
  return -1;
}

const shape = (lines: ReturnType<typeof parseOrderLines<MenuItem>>) =>
  lines.map((l) => `${l.candidates.map((c) => c.name).join('/')}|${l.quantity}|${l.notes}|${l.same ?? false}`).join(';');

/** The dishes named (paid extras aside when `withoutExtras`: an extra said with a split of units is part of it). */
const products = (lines: ReturnType<typeof parseOrderLines<MenuItem>>, withoutExtras = false) =>
  lines
    .filter((l) => !l.same && !(withoutExtras && l.candidates.length === 1 && isPaidExtra(l.candidates[0]!)))
    .map((l) => `${l.candidates.map((c) => c.name).join('/')}|${l.words}`)
    .join(';');

/** "sin mostaza" / "con extra tocino": after a note, a bubble opening with "con" is a note of its own, not the end of that one. */
function joiner(previous: string, bubble: string, menu: MenuItem[], lexicons: Lexicons): string {
  if (!/^con\b/.test(normalize(bubble))) return ', ';
  const lines = parseOrderLines(previous, menu, { lexicons });
  return lines[lines.length - 1]?.notes ? ', ' : ' ';
}

function continues(previous: string, bubble: string, menu: MenuItem[], lexicons: Lexicons): boolean {
  const n = normalize(bubble);
  if (/[?¿]/.test(bubble)) return false;
  const intents = [
    INTENTS.greeting,
    INTENTS.question,
    INTENTS.cancel,
    INTENTS.remove,
    INTENTS.change,
    INTENTS.finish,
    INTENTS.no,
    INTENTS.yes,
  ];
  // "no muy picoso" is a note, not a "no"; "ay no, de pavo" is one.
  if (!/^no (muy|tan)\b/.test(n) && intents.some((re) => re.test(n))) return false;
  if (/^(ay|ah|uy|oh|ups) no\b/.test(n) || TAKES_BACK.test(n)) return false;
  // "los dos sin mostaza": about the dishes of the bubbles before, read on its own against them.
  if (/^(y )?(los dos|las dos|ambos|ambas|los tres|las tres|todos|todas)\b/.test(n)) return false;
  const details = extractDeliveryDetails(bubble);
  if (details.address || details.name) return false;
  const before = parseOrderLines(previous, menu, { lexicons });
  if (!before.some((l) => !l.same && l.candidates.length > 0)) return false;
  // "la salsa aparte", "las cebollas aparte": what comes on the side of the dish before, even a word of the menu.
  const courteous = withoutCourtesy(n);
  if (ASIDE_NOTE.test(courteous) && !/\b(con|sin)\b/.test(courteous)) return true;
  // It must only add notes or split units: the products named, and their words, stay as they were.
  const joined = parseOrderLines(`${previous}${joiner(previous, bubble, menu, lexicons)}${bubble}`, menu, { lexicons });
  const own = parseOrderLines(bubble, menu, { lexicons });
  // "4 tamales rojos" / "2 con crema extra": a paid extra said with a split of units is part of it.
  const splits = own[0]?.same === true && own[0].quantity !== null;
  const onlyRefines = products(joined, splits) === products(before, splits) && shape(joined) !== shape(before);
  // "un combo antojo" / "con malteada de fresa": read with the dish before, it is that dish's note.
  if (/^con\b/.test(n) && onlyRefines) return true;
  const extra = (l: (typeof own)[number]) => splits && l.candidates.length === 1 && isPaidExtra(l.candidates[0]!);
  if (own.some((l) => l.more || (!l.same && !extra(l) && (l.candidates.length > 0 || l.words)))) return false;
  return onlyRefines;
}
