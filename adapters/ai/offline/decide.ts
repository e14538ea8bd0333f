import { REQUEST_WORDS, spokenText } from './vocabulary.js';
import type { AssistantContext } from '../../../core/assistant/language-model.js';
import { normalize, soundOf } from '../../../core/assistant/text.js';
import {
  ADDRESS_MORE,
  cleanAddress,
  extractDeliveryDetails,
  onTheirStreet,
  OPENS_WITH_STREET,
  streetAndNumber,
} from './delivery-details.js';
import type { MenuMatcher } from '../../../core/assistant/menu-matcher.js';
import { INTENTS } from './intents.js';
import { Lexicons } from './lexicon.js';
import { type Memory } from './memory.js';
import { isPaidExtra, type ParsedLine, parseOrderLines, saysExtra } from './order-parser.js';
import { readCandidates } from './acts/candidates.js';
import { comboLineChoice, packFilled } from './acts/combo-choice.js';
import { dishesAside, extraPlaced, unitsNoted } from './acts/aside.js';
import type { MenuItem } from '../../../core/menu/menu-item.js';
import { answerInfo, answerQuestion } from './questions.js';
import { add, type Decision, reply, run, type Turn } from './turn.js';
import { quantityAt } from './quantity-words.js';
import {
  askAddress,
  allNote,
  askWhich,
  changeQuantity,
  closestTo,
  describedWords,
  lateNote,
  otherNote,
  pendingAnswers,
  pendingQuestion,
  removals,
  restNote,
  siblingsOf,
  splitUnits,
  swap,
} from './changes.js';
import { TONES } from './tone.js';
import { listAnd } from '../../../core/shared/spanish-list.js';
import { dropOptionWords, optionAnswer, withOptions } from './acts/options.js';
import { deliveryPayment } from './acts/payment.js';
import { returning } from './acts/returning.js';
import { orderStatus } from './acts/status.js';
import { feeQuestion, minimumBeforeConfirm } from './acts/delivery.js';

export { askAddress, pendingQuestion };
export type { Decision, PlannedCall } from './turn.js';

function readTurn(text: string, context: AssistantContext, memory: Memory, lexicons: Lexicons): Turn {
  const { menu, cart } = context;
  const details = extractDeliveryDetails(text);
  const rest = details.rest;
  const address = details.address;
  const restN = spokenText(normalize(rest));
  const question = /[?¿]/.test(text) || INTENTS.question.test(restN);
  const knownNames = cart.lines.length ? cart.lines.map((l) => l.name) : (memory.placed ?? []);
  const known = menu.filter((i) => knownNames.includes(i.name));
  const had = cart.lines.length
    ? cart.lines
    : (memory.placedLines ?? []).flatMap((l) => {
        const item = menu.find((i) => i.name === l.name);
        return item ? [{ ...l, menuItemId: item.id }] : [];
      });
  const t: Turn = {
    text,
    n: spokenText(normalize(text)),
    rest,
    restN,
    address,
    name: details.name,
    lines: [],
    question,
    context,
    memory,
    mem: { ...memory, lead: [], offer: null, refusedQuantity: null, refused: null, dropped: [] },
    calls: [],
    lead: [],
    tone: TONES[context.personality],
    known,
    had,
    lexicons,
  };
  const asked = memory.lastAsk === 'address' || memory.lastAsk === 'confirm';
  if (asked && cart.deliveryAddress && ADDRESS_MORE.test(text) && !details.name) {
    t.address = `${cart.deliveryAddress}, ${cleanAddress(text)}`;
    t.rest = t.restN = '';
    return t;
  }
  // "3 tacos a domicilio para la calle Pino 12": how it is delivered is no note of the dish.
  const said = rest.replace(/\b(?:a|para)\s+domicilio\b(?!\s+conocido)/gi, ' ');
  t.lines = oneSpan(
    toTheirs(t, withoutReferences(lexicons.matcher, parseOrderLines(said, menu, { lexicons }), normalize(said), known)),
    said,
  );
  const products = t.lines.filter((l) => !l.same && l.candidates.length);
  // "Calle Hidalgo, frente a la iglesia": a street word opening the answer is an address even without a number.
  const placed = /\d/.test(restN) || OPENS_WITH_STREET.test(rest);
  if (memory.lastAsk === 'address' && products.length === 0 && !question && placed && !INTENTS.change.test(restN)) {
    // "Torre B piso 7 oficina 702, Blvd. Bernardo Quintana 4100": what is left around the street is more of it.
    t.address = address && !details.name ? cleanAddress(text) : cleanAddress(rest);
    t.rest = t.restN = '';
    t.lines = [];
  } else if (!address && cart.deliveryAddress && products.length === 0 && !question && onTheirStreet(rest, cart.deliveryAddress)) {
    // "me equivoqué, es Pino 21" after "Calle Pino 12": the street again, with its right number.
    t.address = onTheirStreet(rest, cart.deliveryAddress);
    t.rest = t.restN = '';
    t.lines = [];
  } else if (!address && cart.lines.length && memory.lastAsk === 'more' && products.length === 0 && !question) {
    // "¿Algo más? Si es todo, pásame tu dirección": "Hidalgo 9" answers the second half.
    const street = streetAndNumber(rest, (w) => lexicons.matcher.wordOnMenu(w, menu));
    if (street) {
      t.address = street;
      t.rest = t.restN = '';
      t.lines = [];
    }
  }
  return t;
}

/**
 * "un te thai": one span read as two dishes, "te" (Té Tailandés) and "thai" (a "¿De cuál pad thai?").
 * A word said right after a dish, with no count, comma or "y" between, that several dishes could be
 * but that sounds like the start of a word of that dish's name ("thai" / "Tailandés"), is more of
 * that name, never a dish to ask about.
 */
function oneSpan(lines: ParsedLine<MenuItem>[], said: string): ParsedLine<MenuItem>[] {
  const n = normalize(said);
  return lines.filter((b, i) => {
    const a = lines[i - 1];
    const word = normalize(b.words);
    if (!a || a.candidates.length !== 1 || a.notes || b.same || b.more || b.quantity !== null || b.candidates.length < 2) return true;
    if (!word || /\s/.test(word) || !` ${n} `.includes(` ${normalize(a.words)} ${word} `)) return true;
    const sound = soundOf(word);
    const nameWords = normalize(a.candidates[0]!.name).split(' ');
    return !(sound.length >= 3 && nameWords.some((w) => w.length > word.length && soundOf(w).startsWith(sound)));
  });
}

/**
 * "la tostada sin crema" with a "Tostada de Pata" ordered, where the menu reads "tostada" as "Orden
 * de Tostadas": a dish said with a definite article and no count, whose words name exactly one of
 * the customer's dishes, is that one.
 */
function toTheirs(t: Turn, lines: ParsedLine<MenuItem>[]): ParsedLine<MenuItem>[] {
  if (!t.known.length) return lines;
  // "¿De cuál torta?" → "la de res" with a "Burrito de Res" ordered: words that fit a dish asked about answer the question.
  const asked = new Set(t.memory.pending.flatMap((p) => p.candidates));
  return lines.map((l) => {
    if (l.same || l.quantity !== null || l.more || !l.candidates.length || l.candidates.some((c) => t.known.includes(c))) return l;
    if (l.candidates.some((c) => asked.has(c.name))) return l;
    const words = normalize(l.words).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    if (!words || !new RegExp(`\\b(?:el|la|los|las|del|al)\\s+${words}\\b`).test(t.restN)) return l;
    const theirs = parseOrderLines(l.words, t.known, { notes: false, lexicons: t.lexicons }).filter((x) => !x.same && x.candidates.length);
    const one = theirs.length === 1 && theirs[0]!.candidates.length === 1 ? theirs[0]!.candidates[0]! : null;
    // Every word said fits it ("las papas grandes" is not their "Papas Chicas").
    const fits = one && t.lexicons.matcher.contentStems(l.words).every((w) => t.lexicons.matcher.wordMatchesItem(w, one));
    return fits ? { ...l, candidates: [one] } : l;
  });
}

/**
 * "ponle queso extra al dogo", "agrégale papas a la hamburguesa": a product already in the
 * order, named after "a"/"para", is where the new one goes, not another one.
 */
function withoutReferences(matcher: MenuMatcher, lines: ParsedLine<MenuItem>[], n: string, known: MenuItem[]): ParsedLine<MenuItem>[] {
  if (!known.length || lines.filter((l) => !l.same && l.candidates.length).length < 2) return lines;
  // "con extra queso en el esquite" after a combo that includes an esquite: that esquite.
  const inCombo = (l: ParsedLine<MenuItem>) =>
    known.some((k) => k.description && matcher.contentStems(l.words).every((w) => matcher.contentStems(k.description!).includes(w)));
  return lines.filter((l) => {
    if (l.same || !(l.candidates.some((c) => known.includes(c)) || inCombo(l)) || !l.words) return true;
    const words = l.words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
    return !new RegExp(
      `\\b(al|a la|a el|a las|a los|a mi|a mis|para el|para la|para los|para las|en el|en la|en los|en las)\\s+${words}\\b`,
    ).test(n);
  });
}

/** Reads one customer message against the menu, the cart and what we asked last; decides what to do. */
export function decide(text: string, context: AssistantContext, memory: Memory, lexicons: Lexicons = new Lexicons()): Decision {
  const t = readTurn(text, context, memory, lexicons);
  if (INTENTS.greeting.test(t.n)) t.lead.push(t.lines.length || t.address || t.name ? '¡Hola!' : t.tone.hello(context.restaurant.name));
  const decision =
    dropOptionWords(t) ??
    cancelOrder(t) ??
    quantityYes(t) ??
    orderStatus(t) ??
    feeQuestion(t) ??
    minimumBeforeConfirm(t) ??
    deliveryPayment(t) ??
    payment(t) ??
    returning(t) ??
    pendingAnswers(t) ??
    optionAnswer(t) ??
    otherNote(t) ??
    (settled(t) ? null : (splitUnits(t) ?? swap(t) ?? removals(t) ?? changeQuantity(t))) ??
    allNote(t) ??
    lateNote(t) ??
    answerQuestion(t) ??
    onlyThat(t) ??
    order(t);
  return withOptions(t, decision);
}

/** "¿De cuál torta?" → "la de res": the answer spent the message's words; none is read again as a change of their dishes. */
const settled = (t: Turn) => t.answered === true && !t.lines.some((l) => !l.same && l.candidates.length);

/**
 * "pago en efectivo", "traigan cambio de 500": how they pay goes to the order's notes for the
 * kitchen (never a product or a quantity); the rest of the message is read as usual.
 */
function payment(t: Turn): Decision | null {
  if (!INTENTS.paying.test(t.restN)) return null;
  const paying =
    /(?:^|[,.;]\s*|\s)((?:y\s+)?(?:pago|pagar|pagare|pagamos|en efectivo|con tarjeta|con transferencia|por transferencia|traigan cambio|traer cambio|llevo|cambio de|billete de|pago con)\b.*)$/i.exec(
      t.rest,
    );
  if (!paying) return null;
  const note = paying[1]!.replace(/^y\s+/i, '').replace(/[\s,.;!]+$/, '');
  const before = t.rest.slice(0, paying.index).trim();
  t.rest = before;
  t.restN = spokenText(normalize(before));
  t.lines = t.lines.filter((l) => !l.same && l.candidates.length > 0 && (l.quantity ?? 1) <= MAX_SAID_QUANTITY);
  t.calls.push({ name: 'datos_entrega', arguments: { notas: note.charAt(0).toUpperCase() + note.slice(1) } });
  return null;
}

/**
 * "sí, son 30, es para una fiesta" after core's "¿Seguro que son 30 …?": the yes in other words
 * is recorded with `confirmar_cantidad` (core refuses it unless the question was shown).
 */
function quantityYes(t: Turn): Decision | null {
  const check = t.context.cart.guards?.check;
  if (!check?.asked || !INTENTS.yes.test(t.n)) return null;
  const tokens = t.restN.split(' ');
  const said = tokens.map((_, i) => quantityAt(tokens, i)).filter((q) => q !== null);
  if (t.lines.some((l) => !l.same && l.candidates.length) && !said.length) return null;
  if (said.some((q) => !check.question.includes(` ${q.value} `))) return null;
  t.calls.push({ name: 'confirmar_cantidad', arguments: {} });
  if (t.context.cart.deliveryAddress) t.calls.push({ name: 'confirmar_pedido', arguments: {} });
  return run(t);
}

/** "ok, solo la coca" after we could not sell the rest: what they already have stands. */
function onlyThat(t: Turn): Decision | null {
  if (!/\b(solo|nomas|nada mas|nada mas|unicamente)\b/.test(t.restN) || !t.context.cart.lines.length) return null;
  const products = t.lines.filter((l) => !l.same);
  // "nomás la tostada" with "Tostada de Pata" ordered: words that name one of theirs are that one.
  const theirs = parseOrderLines(t.rest, t.known, { notes: false, lexicons: t.lexicons }).filter(
    (l) => !l.same && l.candidates.length === 1,
  );
  const isTheirs = (l: ParsedLine<MenuItem>) =>
    l.candidates.some((c) => t.known.includes(c)) || theirs.some((x) => normalize(x.words) === normalize(l.words));
  if (!products.length || !products.every((l) => l.quantity === null && isTheirs(l))) return null;
  t.calls.push({ name: 'ver_pedido', arguments: {} });
  return run(t);
}

/** "cancélalo", "ya no quiero nada", "mejor no, olvídalo": the whole order. */
function cancelOrder(t: Turn): Decision | null {
  // "ninguno" alone after "¿De cuál…?" (core let the question go): that dish, said back, never the help text.
  const none = INTENTS.none.test(t.restN) && t.memory.dropped.length > 0;
  if (!INTENTS.cancel.test(t.restN) && !none) return null;
  // "¿Algo más?" → "ya no": nothing more, not "cancel".
  if (t.memory.lastAsk === 'more' && /^(ya no|no ya)( gracias)?$/.test(t.restN.trim())) return null;
  const named = t.lines.filter((l) => !l.same && l.candidates.some((c) => t.known.includes(c)));
  if (named.length) return null;
  // "¿De cuál torta?" → "ya no": the dish asked about, not the order (unless they say the order).
  const asked = [...t.memory.pending, ...t.memory.dropped];
  if (asked.length && !/\b(pedido|orden|todo|nada)\b/.test(t.restN) && !t.lines.some((l) => l.candidates.length)) {
    t.mem.pending = [];
    t.mem.lastAsk = null;
    t.lead.push(`Sin problema, no agrego ${listAnd(asked.map((p) => p.words))}.`);
    t.calls.push({ name: 'ver_pedido', arguments: {} });
    return run(t);
  }
  if (!t.context.cart.lines.length && !t.memory.placed) return reply(t, t.tone.thanks);
  t.calls.push({ name: 'cancelar_pedido', arguments: {} });
  t.mem.pending = [];
  t.mem.confirmWhenAddress = false;
  return run(t);
}

/** New products, "otra", notes per unit, then delivery details and confirmation. */
function order(t: Turn): Decision {
  const offered = acceptOffer(t);
  if (!offered) {
    notesOffExtras(t);
    bothNotes(t);
    additions(t);
  }
  if (!offered && t.calls.length === 0 && t.mem.pending.length === 0) unknownRequest(t);
  return delivery(t) ?? answerInfo(t);
}

/** A quantity no line can take ("cambio de 500"): not an order line. */
const MAX_SAID_QUANTITY = 99;

function additions(t: Turn) {
  const from = t.calls.length;
  const askedBefore = t.mem.pending.length;
  addLines(t);
  askAfterItsChoices(t, from, askedBefore);
}

/**
 * "2 refrescos y 3 topo chico": a "¿De cuál…?" asked in the same message as a dish it offers goes to
 * core after that dish is added. In the other order core took the dish as the answer and closed the
 * question, and the refrescos were dropped unasked when the address came.
 */
function askAfterItsChoices(t: Turn, from: number, askedBefore: number) {
  const asked = new Set(t.mem.pending.slice(askedBefore).map((p) => p.words));
  if (!asked.size) return;
  const calls = t.calls.slice(from);
  const questions = calls.filter((c) => c.name === 'agregar_producto' && asked.has(String(c.arguments.producto)));
  t.calls.splice(from, calls.length, ...calls.filter((c) => !questions.includes(c)), ...questions);
}

function addLines(t: Turn) {
  comboChoices(t);
  restOfUnits(t);
  for (const said of t.lines) {
    // "un paquete con un agua aparte": a note of only "con" / "de" / "y" (its words went to another line) is none.
    const line = readCandidates(
      t.lexicons.matcher,
      said.notes && /^(?:con|de|y|sin|en)$/.test(normalize(said.notes)) ? { ...said, notes: null } : said,
    );
    if ((line.quantity ?? 1) > MAX_SAID_QUANTITY) continue;
    if (countsTheExtra(t, said)) continue;
    if (addedRefusedKin(t, line)) continue;
    if (line.same && anotherOrder(t)) continue;
    if (line.same) {
      const target = line.candidates.length === 1 ? line.candidates[0]!.name : t.memory.lastItem;
      // "otras igual pero búfalo": the flavour its description lists is the new one's note.
      const item = t.context.menu.find((i) => i.name === target);
      const notes =
        line.notes ?? ((line.more && t.lines.length === 1 && item && describedWords(t.lexicons.matcher, t.restN, item)) || null);
      if (target) {
        t.calls.push(add(target, line.quantity ?? 1, notes));
        t.mem.lastItem = target;
      }
      continue;
    }
    // "la tostada sin crema" after ordering one tostada: that one, with the note.
    const had =
      line.candidates.length > 1 && (line.quantity === null || line.more) ? line.candidates.filter((c) => knownNow(t).includes(c)) : [];
    if (had.length === 1 && !line.more) {
      if (line.notes) noteOn(t, had[0]!, line.notes);
      continue;
    }
    // "otro sope" with one Sope de Bistec ordered, "agrégale otro café" with a café de olla chico: one more of that one.
    const again = line.more && line.candidates.length > 1 ? line.candidates.filter((c) => knownNow(t).includes(c)) : [];
    if (again.length === 1) {
      t.calls.push(add(again[0]!.name, line.quantity ?? 1, line.notes));
      t.mem.lastItem = again[0]!.name;
      continue;
    }
    // "3 quesabirrias" then "con extra queso": the extra goes on each of the dish's units.
    const onlyExtras = t.lines.every((l) => l.candidates.length === 1 && isPaidExtra(l.candidates[0]!));
    if (onlyExtras && saysExtra(t.restN) && line.quantity === null && t.memory.lastItem) {
      const units = t.had.filter((l) => l.name === t.memory.lastItem).reduce((sum, l) => sum + l.quantity, 0);
      if (units > 1) {
        t.calls.push(add(line.candidates[0]!.name, units, line.notes));
        continue;
      }
    }
    if (restated(t, line) || refinesLast(t, line)) continue;
    const available = line.candidates.filter((c) => c.available);
    const last = t.context.menu.find((i) => i.name === t.memory.lastItem);
    const kin = kinOf(t, line, available, last);
    // "un ramen tonkotsu grande y otro picante": "otro" of a kind sold in sizes is the size of the one before.
    const same = line.more && last && kin.length > 1 ? closestTo(t.lexicons.matcher, last, kin) : kin;
    const pick =
      line.candidates.length === 1 ? line.candidates[0]! : available.length === 1 ? available[0]! : same.length === 1 ? same[0]! : null;
    // "2 quesadillas" then "con queso extra": a paid extra said alone goes on every unit of the dish just ordered.
    const onDish = line.quantity === null && t.lines.length === 1 && pick && isPaidExtra(pick) ? unitsOfLast(t) : null;
    const quantity = line.quantity ?? onDish ?? (t.lines.length === 1 ? t.memory.refusedQuantity : null) ?? 1;
    if (pick) {
      t.calls.push(add(pick.name, quantity, line.notes));
      t.mem.lastItem = pick.name;
    } else if (line.candidates.length === 0) {
      t.calls.push(add(line.words, line.quantity ?? 1, line.notes));
    } else {
      askWhich(t, line, available.length ? available : line.candidates);
    }
  }
}

/**
 * The dishes a line that could be several is most likely about: the kin of a dish we could not sell
 * ("¿tienen X?" → "entonces uno de pollo"), else of the dish touched last ("un curry" → "y un pad
 * thai"). None when the line names again, with its words, the dish a "¿De cuál…?" asked about
 * ("no, quiero pad thai"): that is asked again, never guessed from another dish.
 */
function kinOf(t: Turn, line: ParsedLine<MenuItem>, available: MenuItem[], last: MenuItem | undefined): MenuItem[] {
  const refused = t.context.menu.find((i) => i.name === t.memory.refused);
  if (refused && available.length > 1 && t.lines.length === 1) return closestTo(t.lexicons.matcher, refused, available);
  const reasked = t.memory.pending.some((p) => line.candidates.every((c) => p.candidates.includes(c.name)));
  return last && available.length > 1 && !reasked ? siblingsOf(t.lexicons.matcher, last, available) : [];
}

/**
 * "un bowl de pollo con proteína extra y sin cebolla": what is left out ("sin …") is left out of the
 * dish the paid extra goes on, never of the extra; the note moves to the dish said before it.
 */
function notesOffExtras(t: Turn) {
  t.lines = t.lines.map((l, i) => {
    const leftOut = l.notes && /^(?:y\s+)?sin\b/.test(normalize(l.notes)) ? normalize(l.notes).replace(/^y\s+/, '') : null;
    if (!leftOut || !(l.candidates.length === 1 && isPaidExtra(l.candidates[0]!))) return l;
    const dish = t.lines.slice(0, i).findLast((d) => !d.same && d.candidates.length && !d.candidates.every(isPaidExtra));
    if (!dish) return l;
    const at = t.lines.indexOf(dish);
    t.lines[at] = { ...dish, notes: dish.notes ? `${dish.notes}, ${leftOut}` : leftOut };
    return { ...l, notes: null };
  });
}

/** "un atole" (taken as "Atole de Chocolate") then "de chocolate": the dish just added, said again, is no second one. */
function restated(t: Turn, line: ParsedLine<MenuItem>): boolean {
  const same = line.candidates.length === 1 && line.candidates[0]!.name === t.memory.lastItem && t.known.includes(line.candidates[0]!);
  if (!same || line.quantity !== null || line.more || t.lines.length !== 1) return false;
  if (!/^(?:(?:el|la|los|las)\s+)?de\b/.test(t.restN) && !onlyItsWords(t, line.candidates[0]!)) return false;
  if (line.notes) noteOn(t, line.candidates[0]!, line.notes);
  // Nothing to change: the order as it stands is the answer (never the help text).
  else t.calls.push({ name: 'ver_pedido', arguments: {} });
  return true;
}

/**
 * "2 cervezas" (taken as "Cerveza Media 355 ml") then "medias": a message of only words of the dish
 * just added, no count and nothing that adds ("y", "otra", an order verb), says which one it is
 * (the answer to a question never asked); it is no second order of it.
 */
function onlyItsWords(t: Turn, item: MenuItem): boolean {
  const { matcher } = t.lexicons;
  if (/\b(y|tambien|otr[oa]s?|mas|ademas|agrega\w*|ponme|dame|quiero|manda\w*|sin|con)\b/.test(t.restN)) return false;
  const said = matcher.contentStems(t.restN);
  return said.length > 0 && said.every((w) => matcher.wordMatchesItem(w, item));
}

/**
 * "una coca" (taken as the plain "Coca-Cola") then "light": words said alone, with no count, that
 * only tell a variant of the dish just added from it are that variant, units kept; never one more.
 */
function refinesLast(t: Turn, line: ParsedLine<MenuItem>): boolean {
  const { matcher } = t.lexicons;
  const last = t.known.find((i) => i.name === t.memory.lastItem);
  if (!last || line.quantity !== null || line.more || t.lines.length !== 1) return false;
  if (/\b(y|tambien|otr[oa]s?|mas|ademas|agrega\w*|ponme|dame)\b/.test(t.restN)) return false;
  const said = matcher.contentStems(line.words);
  const lastWords = matcher.contentStems(last.name);
  // The variant has every word of the dish's name ("especial" may name others too), and the customer said only what it adds.
  const variants = line.candidates.filter((c) => c !== last && c.available && lastWords.every((w) => matcher.wordMatchesItem(w, c)));
  const variant = variants.length === 1 ? variants[0]! : null;
  if (!variant || !said.length || said.some((w) => lastWords.includes(w))) return false;
  const units = t.had.filter((l) => l.name === last.name).reduce((sum, l) => sum + l.quantity, 0);
  t.calls.push(add(variant.name, units || 1, line.notes), { name: 'quitar_producto', arguments: { producto: last.name } });
  t.mem.lastItem = variant.name;
  return true;
}

/**
 * "¿tienen gordita de chicharrón?" (sold out) → "entonces una con queso": a count and words naming
 * no dish, right after a dish we could not sell, are its kin those words pick ("Gordita de
 * Queso"); the words only chose it, so they are no note.
 */
function addedRefusedKin(t: Turn, line: ParsedLine<MenuItem>): boolean {
  const { matcher } = t.lexicons;
  const refused = t.context.menu.find((i) => i.name === t.memory.refused);
  if (!refused || !line.same || line.candidates.length || !line.notes || t.lines.length !== 1) return false;
  const said = matcher.contentStems(normalize(line.notes).replace(/^(?:con|de)\s+/, ''));
  if (!said.length) return false;
  const kin = siblingsOf(matcher, refused, t.context.menu).filter(
    (c) => c !== refused && c.available && said.every((w) => matcher.wordMatchesItem(w, c)),
  );
  const closest = closestTo(matcher, refused, kin);
  if (closest.length !== 1) return false;
  t.calls.push(add(closest[0]!.name, line.quantity ?? 1, null));
  t.mem.lastItem = closest[0]!.name;
  return true;
}

/** "quiero pedir otro, un ramen de birria": "otro" after "pedir" / "hacer" is another order, not one more unit, when a dish is named. */
const anotherOrder = (t: Turn) =>
  /\b(?:pedir|hacer|ordenar|encargar)\s+otr[oa]\b(?!\s+(?:igual|mas|de)\b)/.test(t.restN) &&
  t.lines.some((l) => !l.same && l.candidates.length > 0);

/** "5 tacos de barbacoa, 3 sin cebolla y el resto con todo": the plain units of that dish get the rest's note. */
function restOfUnits(t: Turn) {
  const rest = restNote(t.restN);
  if (!rest) return;
  const plain = t.lines.filter(
    (l) =>
      !l.same &&
      !l.notes &&
      l.candidates.length === 1 &&
      t.lines.some((o) => o !== l && o.notes && (o.same || o.candidates[0] === l.candidates[0])),
  );
  if (plain.length === 1) t.lines = t.lines.map((l) => (l === plain[0] ? { ...l, notes: rest } : l));
}

/** "un dogo jumbo y otro sencillo, los dos sin mostaza": the note said of all goes on every dish of the message. */
function bothNotes(t: Turn) {
  const all = /\b(?:los dos|las dos|ambos|ambas|los tres|las tres|todos|todas)\s+((?:sin|con|bien|poco|poca)\b.*)$/.exec(t.restN);
  const dishes = t.lines.filter((l) => l.candidates.length && !(l.candidates.length === 1 && isPaidExtra(l.candidates[0]!)));
  const last = dishes[dishes.length - 1];
  // "2 tortas de lomo, las dos con extra carne": a paid extra this message adds as its own line is that line, not a note too.
  if (all && noteIsAddedExtra(t, all[1]!)) return;
  // "3 tacos de panza, todos sin salsa": the one dish of the message, its units all with the note.
  if (all && dishes.length === 1 && last && !last.notes && !last.same) {
    t.lines = t.lines.map((l) => (l === last ? { ...l, notes: all[1]!.replace(/\s+(porfa|por favor|plis)$/, '') } : l));
    return;
  }
  if (!all || dishes.length < 2 || !last?.notes) return;
  const note = last.notes.replace(/^(?:los dos|las dos|ambos|ambas|los tres|las tres|todos|todas)\s+/, '');
  if (normalize(note) !== normalize(all[1]!)) return;
  t.lines = t.lines.map((l) => (dishes.includes(l) ? { ...l, notes: l.notes && l !== last ? `${l.notes}, ${note}` : note } : l));
}

/** Whether a note ("con extra carne") names a paid extra that the message already adds as a line of its own. */
function noteIsAddedExtra(t: Turn, note: string): boolean {
  const found = t.lexicons.matcher.resolveMenuItem(note.replace(/^con\s+/, ''), t.context.menu);
  return (
    found.kind === 'found' && isPaidExtra(found.item) && t.lines.some((l) => l.candidates.length === 1 && l.candidates[0] === found.item)
  );
}

/**
 * "un combo ramen con picante y jamaica": after a combo's "con …", a word said with no count that
 * the combo's description lists ("jamaica" of "té verde o jamaica a escoger") is more of that
 * choice, the combo's note; never a dish of its own. "… y una jamaica" (a count) is still a dish.
 * First "… y aparte unos nachos" is cut from a note as dishes of their own (`dishesAside`) and a
 * pack filled with its parts becomes its note (`packFilled`, acts/combo-choice.ts).
 */
function comboChoices(t: Turn) {
  const { matcher } = t.lexicons;
  const aside = unitsNoted(dishesAside(t.lines, t.context.menu, t.lexicons), t.lexicons, t.restN);
  t.lines = packFilled(matcher, extraPlaced(aside, t.known, matcher, t.restN), t.rest, t.restN);
  t.lines = t.lines.filter((line, i) => {
    const combo = t.lines[i - 1];
    const item = combo?.candidates.length === 1 ? combo.candidates[0]! : null;
    // "un paquete individual" / "de panza": a kind the combo holds, said with "de" / "con" and no count, is its choice.
    const choice = comboLineChoice(matcher, combo, line, t.restN);
    if (choice && combo) {
      combo.notes = choice;
      return false;
    }
    if (!combo || !item || line.same || line.quantity !== null || line.notes || !line.candidates.length) return true;
    // "un paquete compadre pero con agua de tamarindo": "con" + what the combo includes (its head word listed) is its choice.
    if (!combo.notes) {
      const words = line.words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
      const includes = item.description && /^(paquete|combo)\b/i.test(item.name) ? matcher.contentStems(item.description) : [];
      const head = matcher.contentStems(line.words)[0];
      if (!head || !includes.includes(head) || !new RegExp(`\\bcon\\s+${words}\\b`).test(normalize(t.rest))) return true;
      // "el combo de la cubeta con nachos" of "Combo Cubeta + Nachos": its own name said in full, no choice.
      if (matcher.contentStems(line.words).every((w) => matcher.wordMatchesItem(w, item))) return false;
      combo.notes = `con ${line.words}`;
      return false;
    }
    if (!new RegExp(`\\by\\s+${line.words.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\b`).test(normalize(t.rest))) return true;
    const said = matcher.contentStems(line.words);
    // "un helado doble de chocolate y fresa": a lone word after a flavour ("de …"), that alone would be a
    // question among several dishes ("Fresas con Crema Chicas / Grandes"), is a second flavour.
    const flavour =
      /^de\b/.test(normalize(combo.notes)) && said.length === 1 && !/\s/.test(line.words.trim()) && line.candidates.length > 1;
    const listed = item.description && /^con\b/.test(normalize(combo.notes)) ? matcher.contentStems(item.description) : [];
    if (!flavour && (!said.length || !said.every((w) => listed.includes(w)))) return true;
    combo.notes = `${combo.notes} y ${line.words}`;
    return false;
  });
}

/**
 * "agrégale un extra blue cheese" (that "un" counts the extra), "2 licuados" then "uno con extra
 * proteína" (the extra goes on one of them): a count naming no dish before a paid extra adds no
 * more units of the dish.
 */
function countsTheExtra(t: Turn, line: ParsedLine<MenuItem>): boolean {
  const next = t.lines[t.lines.indexOf(line) + 1];
  if (!line.same || line.notes || line.more || !(next?.candidates.length === 1 && isPaidExtra(next.candidates[0]!))) return false;
  if (/\b(un|una)\s+extra\b/.test(t.restN)) return true;
  const dishNamed = t.lines.some((l) => !l.same && !(l.candidates.length === 1 && isPaidExtra(l.candidates[0]!)));
  const units = t.had.filter((l) => l.name === t.memory.lastItem).reduce((sum, l) => sum + l.quantity, 0);
  return !dishNamed && (line.quantity ?? 1) <= units;
}

/** How many of the dish touched last the cart holds (none when it is itself an extra). */
function unitsOfLast(t: Turn): number | null {
  const last = t.context.menu.find((i) => i.name === t.memory.lastItem);
  if (!last || isPaidExtra(last)) return null;
  const units = t.context.cart.lines.filter((l) => l.menuItemId === last.id).reduce((sum, l) => sum + l.quantity, 0);
  return units > 0 ? units : null;
}

/** What the customer has, counting what this message already added. */
function knownNow(t: Turn): MenuItem[] {
  const added = t.calls.filter((c) => c.name === 'agregar_producto').map((c) => String(c.arguments.producto));
  return [...t.known, ...t.context.menu.filter((i) => added.includes(i.name))];
}

/** A note for a product already ordered: on the line this message adds, or written again on the cart's. */
function noteOn(t: Turn, item: MenuItem, note: string) {
  const adding = t.calls.find((c) => c.name === 'agregar_producto' && c.arguments.producto === item.name);
  if (adding) {
    adding.arguments.notas = adding.arguments.notas ? `${String(adding.arguments.notas)}, ${note}` : note;
    return;
  }
  const lines = t.context.cart.lines.filter((l) => l.menuItemId === item.id);
  if (!lines.length) return;
  const units = lines.reduce((sum, l) => sum + l.quantity, 0);
  t.calls.push({ name: 'quitar_producto', arguments: { producto: item.name } });
  t.calls.push(add(item.name, units, [...lines.map((l) => l.notes).filter(Boolean), note].join(', ')));
}

/** "sí, 2 porfa" right after "¿Te lo anoto?": the offered dish. */
function acceptOffer(t: Turn): boolean {
  const tokens = t.restN.split(' ');
  // "va, dame uno": a count naming no dish is of the offered one.
  const bare = t.lines.length > 0 && t.lines.every((l) => l.same && !l.candidates.length);
  // "va, dame un kilo" after "¿Te lo anoto?" of "Arrachera 1 kg": an amount that leaves a choice among
  // dishes, the offered one among them, is the offered one.
  const amount = t.lines.length === 1 && t.lines[0]!.candidates.length > 1 && t.lines[0]!.candidates.some((c) => c.name === t.memory.offer);
  const said = amount ? { value: t.lines[0]!.quantity ?? 1 } : tokens.map((_, i) => quantityAt(tokens, i)).find((q) => q !== null);
  if ((t.lines.length && !bare && !amount) || t.calls.length || t.memory.lastAsk !== 'offer' || !t.memory.offer) return false;
  if (!(INTENTS.yes.test(t.n) || INTENTS.orderVerb.test(t.restN) || said)) return false;
  // "dame uno con horchata": the note said with the count goes on the offered dish.
  const notes = bare
    ? t.lines
        .map((l) => l.notes)
        .filter(Boolean)
        .join(', ') || null
    : null;
  t.calls.push(add(t.memory.offer, said?.value ?? 1, notes));
  t.mem.lastItem = t.memory.offer;
  return true;
}

/** "quiero un pozole": asked for by name, answered as not on the menu rather than ignored. */
function unknownRequest(t: Turn) {
  if (!INTENTS.orderVerb.test(t.restN) || INTENTS.startOrder.test(t.restN) || t.question) return;
  const unknown = t.restN.split(' ').filter((w) => w && !REQUEST_WORDS.has(w) && !/^\d+$/.test(w));
  if (unknown.length) t.calls.push(add(unknown.join(' '), 1, null));
}

function delivery(t: Turn): Decision | null {
  const { cart } = t.context;
  let address = t.address;
  if (!address && t.memory.lastAsk === 'address' && t.memory.lastAddress && INTENTS.yes.test(t.n)) address = t.memory.lastAddress;
  const placedOnly = !cart.lines.length && t.memory.placed !== null;
  const confirmNow =
    INTENTS.explicitConfirm.test(t.n) ||
    (INTENTS.yes.test(t.n) && t.memory.lastAsk === 'confirm') ||
    (address !== null && t.memory.confirmWhenAddress);
  if (address || t.name)
    t.calls.push({
      name: 'datos_entrega',
      arguments: { ...(address ? { direccion: address } : {}), ...(t.name ? { nombre: t.name } : {}) },
    });
  const willHaveLines = cart.lines.length > 0 || t.calls.some((c) => c.name === 'agregar_producto');
  if (confirmNow && t.mem.pending.length === 0 && !placedOnly) {
    if (!willHaveLines) return t.calls.length ? run(t) : reply(t, t.tone.nothingYet);
    if (!(
      address ||
      cart.deliveryAddress ||
      cart.fulfillment === 'pickup' ||
      t.calls.some((c) => c.arguments.tipo_entrega === 'recoger')
    )) {
      t.mem.confirmWhenAddress = true;
      return t.calls.length ? run(t) : reply(t, askAddress(t.mem, t.tone));
    }
    t.calls.push({ name: 'confirmar_pedido', arguments: {} });
    return run(t);
  }
  if (t.calls.length) return run(t);
  if (t.mem.pending.length) return reply(t, ...pendingQuestion(t.mem, t.tone));
  return null;
}
