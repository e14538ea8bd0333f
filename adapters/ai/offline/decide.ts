import type { AssistantContext, ToolName } from '../../../core/assistant/language-model.js';
import type { MenuItem } from '../../../core/menu/menu-item.js';
import { matchingStems } from '../../../core/assistant/menu-matcher.js';
import { normalize, words } from '../../../core/assistant/text.js';
import { formatMxn } from '../../../core/shared/money.js';
import { cleanAddress, extractDeliveryDetails } from './delivery-details.js';
import { INTENTS } from './intents.js';
import { type Memory, type PendingChoice } from './memory.js';
import { type ParsedLine, parseOrderLines } from './order-parser.js';
import { quantityAt } from './quantity-words.js';
import { summary, TONES } from './tone.js';

export interface PlannedCall {
  name: ToolName;
  arguments: Record<string, unknown>;
}

/** Either tools to run (the reply is composed from their results) or the reply itself. */
export interface Decision {
  calls: PlannedCall[];
  text: string | null;
  memory: Memory;
}

/** Which words name a category, beyond the category's own name. */
const CATEGORY_SYNONYMS: Record<string, string[]> = {
  bebidas: ['tomar', 'beber', 'bebida', 'bebidas', 'aguas', 'agua', 'refrescos', 'tomas'],
  postres: ['postre', 'postres', 'dulce', 'dulces'],
};

function categoryIn(n: string, menu: MenuItem[]): string | null {
  const tokens = n.split(' ');
  for (const category of new Set(menu.map((i) => i.category))) {
    const names = [category, ...(CATEGORY_SYNONYMS[normalize(category)] ?? [])];
    if (tokens.some((t) => names.some((name) => matchingStems(t, { name }).length > 0))) return category;
  }
  return null;
}

const add = (item: string, quantity: number, notes: string | null): PlannedCall => ({
  name: 'agregar_producto',
  arguments: { producto: item, cantidad: quantity, ...(notes ? { notas: notes } : {}) },
});

/** Reads one customer message against the menu, the cart and what we asked last; decides what to do. */
export function decide(text: string, context: AssistantContext, memory: Memory): Decision {
  const tone = TONES[context.personality];
  const { menu, cart, restaurant } = context;
  const n = normalize(text);
  const mem: Memory = { ...memory, lead: [], offer: null };
  const calls: PlannedCall[] = [];
  const lead: string[] = [];
  const reply = (...parts: string[]): Decision => ({ calls: [], text: [...lead, ...parts].join('\n\n'), memory: mem });
  const run = (): Decision => ({ calls, text: null, memory: { ...mem, lead } });

  const details = extractDeliveryDetails(text);
  let rest = details.rest;
  let address = details.address;
  const restN = normalize(rest);
  const isQuestion = /[?¿]/.test(text) || INTENTS.question.test(restN);
  let lines = parseOrderLines(rest, menu);
  if (!address && memory.lastAsk === 'address' && lines.length === 0 && !isQuestion && /\d|calle|avenida|colonia|col /.test(restN)) {
    address = cleanAddress(rest);
    rest = '';
    lines = [];
  }
  if (INTENTS.greeting.test(n)) lead.push(lines.length || address || details.name ? '¡Hola!' : tone.hello(restaurant.name));

  const cartItems = cart.lines.map((l) => ({ id: l.menuItemId, name: l.name }));
  const uniqueCart = [...new Map(cartItems.map((c) => [c.id, c])).values()];
  const inCart = (line: ParsedLine<MenuItem>) => {
    const hits = parseOrderLines(line.words, uniqueCart, { notes: false })[0]?.candidates ?? [];
    return hits.length === 1 ? hits[0]! : null;
  };
  const explicitQuantity = (line: ParsedLine<MenuItem>) => line.quantity;

  // An answer to "¿de cuál…?" resolves the waiting choice with the quantity said back then.
  const pending: PendingChoice[] = [];
  if (memory.pending.length) {
    for (const choice of memory.pending) {
      const answer = lines.find((l) => l.candidates.length > 0 && l.candidates.every((c) => choice.candidates.includes(c.name)));
      if (answer && answer.candidates.length === 1) {
        calls.push(add(answer.candidates[0]!.name, answer.quantity ?? choice.quantity, answer.notes ?? choice.notes));
        lines = lines.filter((l) => l !== answer);
      } else if (!lines.length && !address) pending.push(choice);
    }
  }
  mem.pending = pending;

  // Swaps: "cámbiame la horchata por una jamaica".
  const swap = INTENTS.swap.exec(restN);
  if (swap && cart.lines.length) {
    const from = parseOrderLines(swap[1]!, uniqueCart, { notes: false })[0]?.candidates;
    const to = parseOrderLines(swap[2]!, menu);
    if (from?.length === 1 && to.length && to[0]!.candidates.length === 1) {
      const removed = cart.lines.filter((l) => l.menuItemId === from[0]!.id).reduce((s, l) => s + l.quantity, 0);
      calls.push({ name: 'quitar_producto', arguments: { producto: from[0]!.name } });
      calls.push(add(to[0]!.candidates[0]!.name, to[0]!.quantity ?? removed, to[0]!.notes));
      lines = [];
    }
  }

  // Removals and cancellation.
  if (INTENTS.remove.test(restN) || INTENTS.cancel.test(restN)) {
    const targets = parseOrderLines(rest, uniqueCart, { notes: false }).filter((l) => l.candidates.length === 1);
    if (targets.length) {
      for (const t of targets) {
        calls.push({ name: 'quitar_producto', arguments: { producto: t.candidates[0]!.name, ...(t.quantity && !/\b(la|el|los|las)\b/.test(normalize(t.words)) ? { cantidad: t.quantity } : {}) } });
      }
      return run();
    }
    if (INTENTS.cancel.test(restN) && !lines.length) {
      calls.push({ name: 'cancelar_pedido', arguments: {} });
      mem.pending = [];
      mem.confirmWhenAddress = false;
      return run();
    }
    if (INTENTS.remove.test(restN) && lines.length && !INTENTS.orderVerb.test(restN.replace(/\b(ya )?no quiero\b/, ''))) {
      for (const l of lines) calls.push({ name: 'quitar_producto', arguments: { producto: l.candidates[0]!.name } });
      return run();
    }
  }

  // Quantity changes: "mejor que sean 3", "cambia los tacos a 4".
  if (INTENTS.change.test(restN) && cart.lines.length && !swap) {
    const tokens = restN.split(' ');
    const bare = tokens.map((_, i) => quantityAt(tokens, i)).find((q) => q !== null);
    if (lines.length) {
      const changes = lines.filter((l) => explicitQuantity(l) !== null && inCart(l));
      for (const l of changes) calls.push({ name: 'cambiar_cantidad', arguments: { producto: inCart(l)!.name, cantidad: l.quantity } });
      lines = lines.filter((l) => !changes.includes(l));
    } else if (bare && !bare.more) {
      calls.push({ name: 'cambiar_cantidad', arguments: { producto: cart.lines[cart.lines.length - 1]!.name, cantidad: bare.value } });
    }
  }

  // Questions about dishes: price or "¿tienen…?" without a quantity get an answer and an offer.
  const asksAbout = lines.length > 0 && isQuestion && lines.every((l) => l.quantity === null) && !INTENTS.orderVerb.test(restN);
  if (asksAbout && (INTENTS.price.test(restN) || INTENTS.availability.test(restN))) {
    const line = lines[0]!;
    const category = categoryIn(restN, menu);
    if (line.candidates.length > 1 && category && INTENTS.menu.test(restN)) {
      calls.push({ name: 'ver_menu', arguments: { categoria: category } });
      return run();
    }
    const answers = line.candidates.map((i) => (i.available ? `${i.name}: ${formatMxn(i.price)}` : `${i.name}: agotado por hoy`));
    if (line.candidates.length === 1) {
      const item = line.candidates[0]!;
      if (!item.available) return reply(`Uy, hoy ${item.name} está agotado. ${tone.askMore.split('?')[0]}?`);
      mem.offer = item.name;
      mem.lastAsk = 'offer';
      return reply(`Sí, tenemos ${item.name} a ${formatMxn(item.price)}.${item.description ? ` ${item.description}.` : ''} ${tone.offer}`);
    }
    mem.lastAsk = 'which';
    return reply(`Tenemos:\n${answers.map((a) => `• ${a}`).join('\n')}\n\n${tone.offer.replace('lo', 'alguno')}`);
  }

  // Additions.
  for (const line of lines) {
    const available = line.candidates.filter((c) => c.available);
    if (line.candidates.length === 1) calls.push(add(line.candidates[0]!.name, line.quantity ?? 1, line.notes));
    else if (available.length === 1) calls.push(add(available[0]!.name, line.quantity ?? 1, line.notes));
    else mem.pending.push({ words: line.words, candidates: (available.length ? available : line.candidates).map((c) => c.name), quantity: line.quantity ?? 1, notes: line.notes });
  }
  // "sí, 2 porfa" / "ok dame 2" right after "¿Te lo anoto?": the offered dish.
  const tokens = restN.split(' ');
  const said = tokens.map((_, i) => quantityAt(tokens, i)).find((q) => q !== null);
  if (!lines.length && !calls.length && memory.lastAsk === 'offer' && memory.offer && (INTENTS.yes.test(n) || INTENTS.orderVerb.test(restN) || said)) {
    calls.push(add(memory.offer, said?.value ?? 1, null));
  }
  if (calls.length === 0 && mem.pending.length === 0 && INTENTS.orderVerb.test(restN) && !INTENTS.startOrder.test(restN) && !isQuestion) {
    const unknown = words(rest).filter((w) => !/^(ok|va|si|sale|bueno|entonces|quiero|quisiera|dame|deme|me|das|da|manda|mandame|traeme|ponme|porfa|por|favor|un|una|unos|unas|de|el|la|los|las|y|tambien|otro|otra|\d+)$/.test(w));
    if (unknown.length) calls.push(add(unknown.join(' '), 1, null));
  }

  // Delivery details and confirmation.
  if (!address && memory.lastAsk === 'address' && memory.lastAddress && INTENTS.yes.test(n)) address = memory.lastAddress;
  const confirmNow =
    INTENTS.explicitConfirm.test(n) || (INTENTS.yes.test(n) && memory.lastAsk === 'confirm') || (address !== null && memory.confirmWhenAddress);
  if (address || details.name) calls.push({ name: 'datos_entrega', arguments: { ...(address ? { direccion: address } : {}), ...(details.name ? { nombre: details.name } : {}) } });
  const willHaveLines = cart.lines.length > 0 || calls.some((c) => c.name === 'agregar_producto');
  const willHaveAddress = Boolean(address || cart.deliveryAddress);
  if (confirmNow && mem.pending.length === 0) {
    if (!willHaveLines) return calls.length ? run() : reply(tone.nothingYet);
    if (!willHaveAddress) {
      mem.confirmWhenAddress = true;
      if (!calls.length) return reply(askAddress(mem, tone));
      return run();
    }
    calls.push({ name: 'confirmar_pedido', arguments: {} });
    return run();
  }
  if (calls.length || mem.pending.length) return calls.length ? run() : reply(...pendingQuestion(mem, tone));

  // Nothing to change: answer what was asked.
  const infos: string[] = [];
  const phone = restaurant.phone;
  if (INTENTS.delivery.test(n)) infos.push(restaurant.delivery ?? tone.unknown('entregas a domicilio', phone));
  if (INTENTS.hours.test(n)) infos.push(restaurant.hours ? `Nuestro horario: ${restaurant.hours}` : tone.unknown('horarios', phone));
  if (INTENTS.payment.test(n)) infos.push(restaurant.payment ? `Formas de pago: ${restaurant.payment}` : tone.unknown('formas de pago', phone));
  if (INTENTS.promotions.test(n)) infos.push(restaurant.promotions ? `Promociones: ${restaurant.promotions}` : 'Por ahora no tenemos promociones activas, pero todo el menú está buenísimo. ¿Te muestro el menú?');
  if (INTENTS.location.test(n)) infos.push(restaurant.address ? `Estamos en ${restaurant.address}.` : tone.unknown('nuestra ubicación', phone));
  if (INTENTS.phone.test(n)) infos.push(phone ? `Nuestro teléfono es ${phone}.` : tone.unknown('teléfono', null));
  if (infos.length) return reply(...infos);
  if (INTENTS.menu.test(n) || (isQuestion && categoryIn(n, menu))) {
    const category = categoryIn(n, menu);
    calls.push({ name: 'ver_menu', arguments: category ? { categoria: category } : {} });
    return run();
  }
  if (INTENTS.cart.test(n)) {
    calls.push({ name: 'ver_pedido', arguments: {} });
    return run();
  }

  const finishing = INTENTS.finish.test(n) || (INTENTS.no.test(n) && (memory.lastAsk === 'more' || memory.lastAsk === 'offer'));
  if (finishing || (INTENTS.yes.test(n) && (memory.lastAsk === 'confirm' || memory.lastAsk === 'address'))) {
    if (!cart.lines.length) return reply(INTENTS.no.test(n) || finishing ? tone.thanks : tone.nothingYet);
    if (!cart.deliveryAddress) return reply(askAddress(mem, tone));
    mem.lastAsk = 'confirm';
    return reply(summary(tone, cart.lines, cart.deliveryAddress), tone.askConfirm);
  }
  if (INTENTS.yes.test(n) && memory.lastAsk === 'more') return reply(tone.whatElse);
  if (INTENTS.no.test(n) && memory.lastAsk === 'confirm') return reply('Sin problema. ¿Qué te gustaría cambiar?');
  if (INTENTS.startOrder.test(n)) return reply(tone.startOrder);
  if (lead.length) return reply();
  if (INTENTS.thanks.test(n)) return reply(tone.thanks);
  return reply(tone.help);
}

export function pendingQuestion(mem: Memory, tone: (typeof TONES)['friendly']): string[] {
  mem.lastAsk = 'which';
  return mem.pending.map((p) => tone.which(normalize(p.words).split(' ').pop()!.replace(/s$/, ''), p.candidates));
}

/** Asks where to deliver, offering the address of the customer's previous order when we know it. */
export function askAddress(mem: Memory, tone: (typeof TONES)['friendly']): string {
  mem.lastAsk = 'address';
  return mem.lastAddress ? `${tone.askAddress.replace(/\?$/, '')}: ¿a ${mem.lastAddress}, como la vez pasada?` : tone.askAddress;
}
