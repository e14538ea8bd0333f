import { normalize } from '../../../core/assistant/text.js';
import type { MenuItem } from '../../../core/menu/menu-item.js';
import { formatMxn } from '../../../core/shared/money.js';
import { askAddress } from './changes.js';
import { INTENTS } from './intents.js';
import { helpText } from './tone.js';
import { cartSummary, deliveryBlocker } from './acts/delivery.js';
import { type Decision, reply, run, type Turn } from './turn.js';
import { listOr } from '../../../core/shared/spanish-list.js';
import type { MenuMatcher } from '../../../core/assistant/menu-matcher.js';

/** Which words name a category, beyond the category's own name. */
const CATEGORY_SYNONYMS: Record<string, string[]> = {
  bebidas: ['tomar', 'beber', 'bebida', 'bebidas', 'aguas', 'agua', 'refrescos', 'tomas'],
  postres: ['postre', 'postres', 'dulce', 'dulces'],
};

function categoryIn(matcher: MenuMatcher, n: string, menu: MenuItem[]): string | null {
  const tokens = n.split(' ');
  for (const category of new Set(menu.map((i) => i.category))) {
    const names = [category, ...(CATEGORY_SYNONYMS[normalize(category)] ?? [])];
    if (tokens.some((tk) => names.some((name) => matcher.matchingStems(tk, { name }).length > 0))) return category;
  }
  return null;
}

/** "¿cuánto cuesta la torta cubana?", "¿tienen pozole?": an answer and an offer, nothing added. */
export function answerQuestion(t: Turn): Decision | null {
  const lines = t.lines.filter((l) => !l.same);
  const asks = lines.length > 0 && t.question && lines.every((l) => l.quantity === null) && !INTENTS.orderVerb.test(t.restN);
  if (!asks || !(INTENTS.price.test(t.restN) || INTENTS.availability.test(t.restN) || INTENTS.contents.test(t.restN))) return null;
  const { menu } = t.context;
  const line = lines[0]!;
  if (line.candidates.length === 0) {
    const near = t.lexicons.matcher
      .closestNames(line.words, menu, 3)
      .filter((i) => i.available)
      .map((i) => i.name);
    return reply(t, `No manejamos "${line.words}".${near.length ? ` Te puedo ofrecer ${listOr(near)}.` : ' ¿Te mando el menú?'}`);
  }
  const category = categoryIn(t.lexicons.matcher, t.restN, menu);
  // "¿Qué pastas tienen?" asks for the category even when one dish's name holds the word ("Pasta al Pesto").
  const onlyCategory =
    category !== null && line.words.split(' ').every((w) => t.lexicons.matcher.matchingStems(w, { name: category }).length > 0);
  if ((line.candidates.length > 1 || onlyCategory) && category && INTENTS.menu.test(t.restN)) {
    t.calls.push({ name: 'ver_menu', arguments: { categoria: category } });
    return run(t);
  }
  if (line.candidates.length === 1) {
    const item = line.candidates[0]!;
    if (!item.available) {
      // "¿tienen cachapa con cochino frito?" → "entonces una con queso": the next dish is read as its kin (`additions`).
      t.mem.refused = item.name;
      return reply(t, `Uy, hoy ${item.name} está agotado. ${t.tone.askMore.split('?')[0]}?`);
    }
    t.mem.offer = item.name;
    t.mem.lastAsk = 'offer';
    return reply(
      t,
      `Sí, tenemos ${item.name} a ${formatMxn(item.price)}.${item.description ? ` ${item.description}.` : ''} ${t.tone.offer}`,
    );
  }
  t.mem.lastAsk = 'which';
  const answers = line.candidates.map((i) => (i.available ? `${i.name}: ${formatMxn(i.price)}` : `${i.name}: agotado por hoy`));
  return reply(
    t,
    `Tenemos:\n${answers.map((a) => `• ${a}`).join('\n')}\n\n${t.tone.offer.replace('lo anoto', 'anoto alguno').replace('que lo agregue', 'que agregue alguno')}`,
  );
}

/** What to say when the customer says they are done: the summary to confirm, or where to deliver. */
function finishOrder(t: Turn): Decision {
  const { cart } = t.context;
  if (!cart.lines.length) return reply(t, INTENTS.no.test(t.n) || INTENTS.finish.test(t.n) ? t.tone.thanks : t.tone.nothingYet);
  if (!cart.deliveryAddress && cart.fulfillment !== 'pickup') return reply(t, askAddress(t.mem, t.tone));
  t.mem.lastAsk = 'confirm';
  return reply(t, cartSummary(t.tone, t.context), deliveryBlocker(t.context, t.mem) ?? t.tone.askConfirm);
}

/** Nothing to change: hours, delivery, payment, the menu, the cart, "es todo", "sí", "gracias". */
export function answerInfo(t: Turn): Decision {
  const { restaurant, menu, cart } = t.context;
  const { tone, n, memory } = t;
  const infos: string[] = [];
  const phone = restaurant.phone;
  if (INTENTS.delivery.test(n)) infos.push(restaurant.delivery ?? tone.unknown('entregas a domicilio', phone));
  if (INTENTS.hours.test(n)) infos.push(restaurant.hours ? `Nuestro horario: ${restaurant.hours}` : tone.unknown('horarios', phone));
  if (INTENTS.payment.test(n))
    infos.push(restaurant.payment ? `Formas de pago: ${restaurant.payment}` : tone.unknown('formas de pago', phone));
  if (INTENTS.promotions.test(n))
    infos.push(
      restaurant.promotions
        ? `Promociones: ${restaurant.promotions}`
        : 'Por ahora no tenemos promociones activas, pero todo el menú está buenísimo. ¿Te muestro el menú?',
    );
  if (INTENTS.location.test(n))
    infos.push(restaurant.address ? `Estamos en ${restaurant.address}.` : tone.unknown('nuestra ubicación', phone));
  if (INTENTS.phone.test(n)) infos.push(phone ? `Nuestro teléfono es ${phone}.` : tone.unknown('teléfono', null));
  if (infos.length) return reply(t, ...infos);
  if (INTENTS.menu.test(n) || (t.question && categoryIn(t.lexicons.matcher, n, menu))) {
    const category = categoryIn(t.lexicons.matcher, n, menu);
    t.calls.push({ name: 'ver_menu', arguments: category ? { categoria: category } : {} });
    return run(t);
  }
  if (INTENTS.cart.test(n)) {
    t.calls.push({ name: 'ver_pedido', arguments: {} });
    return run(t);
  }
  const finishing =
    INTENTS.finish.test(n) ||
    (INTENTS.no.test(n) && (memory.lastAsk === 'more' || memory.lastAsk === 'offer')) ||
    (INTENTS.done.test(n) && memory.lastAsk === 'more' && !/^(si|claro)\b/.test(n));
  if (finishing || (INTENTS.yes.test(n) && (memory.lastAsk === 'confirm' || memory.lastAsk === 'address'))) {
    if (!cart.lines.length && memory.placed) return reply(t, tone.thanks);
    return finishOrder(t);
  }
  if (INTENTS.yes.test(n) && memory.lastAsk === 'more') return reply(t, tone.whatElse);
  // "Cambiar" alone is the reply button under the summary (or the word typed): ask what, change nothing yet.
  if ((INTENTS.no.test(n) || n.trim() === 'cambiar') && memory.lastAsk === 'confirm')
    return reply(t, 'Sin problema. ¿Qué te gustaría cambiar?');
  if (INTENTS.startOrder.test(n)) return reply(t, tone.startOrder);
  if (t.lead.length) return reply(t);
  if (INTENTS.thanks.test(n)) return reply(t, tone.thanks);
  return reply(t, helpText(tone, t.context.menu));
}
