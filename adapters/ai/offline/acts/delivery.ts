import type { AssistantContext } from '../../../../core/assistant/language-model.js';
import { normalize } from '../../../../core/assistant/text.js';
import type { DeliveryContext } from '../../../../core/assistant/delivery-tools.js';
import { formatMxn } from '../../../../core/shared/money.js';
import { INTENTS } from '../intents.js';
import type { Memory } from '../memory.js';
import { parseOrderLines } from '../order-parser.js';
import { type SummaryLine, summary, type Tone } from '../tone.js';
import { type Decision, reply, type Turn } from '../turn.js';
import { listOr } from '../../../../core/shared/spanish-list.js';

/**
 * Delivery zones, fees and the minimum order on the offline engine (docs/delivery.md), from
 * context.delivery (the server's own quote): "¿cuánto cobran de envío a la Roma?" and "¿llegan a
 * Coyoacán?" answered from the zones; summaries with subtotal, envío and total; and before
 * "¿Te confirmo el pedido?" whatever still stops the order (the colonia, the minimum, the payment)
 * is asked instead.
 */

type Zone = DeliveryContext['zones'][number];

/** A restaurant that set no zones and takes cash only has nothing to say here (the defaults). */
const hasSettings = (d: DeliveryContext | undefined): d is DeliveryContext =>
  Boolean(d && (d.zones.length > 0 || d.paymentMethods.length > 1));

const METHOD_NAMES: Record<string, string> = { cash: 'efectivo', transfer: 'transferencia', mercadopago: 'link de Mercado Pago' };

/** "Col. Roma Norte" and "roma norte" are one area, as core's zone lookup reads them. */
const areaKey = (area: string) => normalize(area).replace(/^(col|colonia|fracc|fraccionamiento|cp|c p)\s+/, '');

/** The zone whose colonia or postal code the words name; the longest name wins ("Roma Norte" over "Roma"). */
export function zoneNamed(zones: Zone[], words: string): { zone: Zone; area: string } | null {
  const padded = ` ${normalize(words)} `;
  let best: { zone: Zone; area: string } | null = null;
  for (const zone of zones)
    for (const area of [zone.name, ...zone.areas]) {
      const key = areaKey(area);
      if (key && padded.includes(` ${key} `) && (!best || key.length > areaKey(best.area).length)) best = { zone, area };
    }
  return best;
}

const ASKS_FEE =
  /\b(envio|envios|cobran|cuesta (el|la) (envio|entrega)|llegan|entregan|reparten|mandan|llevan|hacen entregas|zona|zonas)\b/;
/** "¿llegan a Polanco?", "envío hasta Santa Fe": the words after the last "a"/"hasta"/"en"/"para" (normalized text). */
function placeAfter(n: string): string | null {
  const words = n.split(' ').filter(Boolean);
  let at = -1;
  for (let i = 0; i < words.length; i++) if (['a', 'hasta', 'en', 'para'].includes(words[i]!)) at = i;
  if (at < 0) return null;
  let rest = words.slice(at + 1);
  while (rest.length && ['la', 'el', 'col', 'colonia'].includes(rest[0]!)) rest = rest.slice(1);
  const place = rest.join(' ');
  return place.length >= 3 && place.length <= 40 ? place : null;
}

/** "¿cuánto cobran de envío a la Roma?", "¿llegan a Coyoacán?", "¿cuánto es el envío?": answered from the zones. */
export function feeQuestion(t: Turn): Decision | null {
  const delivery = t.context.delivery;
  if (!hasSettings(delivery) || !delivery.zones.length || !delivery.delivery) return null;
  const asked = t.question || /[?¿]/.test(t.text);
  const named = zoneNamed(delivery.zones, t.restN);
  // "¿y a la Condesa?", or "Condesa" alone after "¿En qué colonia estás?" with nothing ordered yet
  // (not the colonia of a confirmed order's new address, waiting on the empty cart: that moves the order).
  const waiting = Boolean(t.context.cart.deliveryAddress && t.memory.placed);
  const onlyArea =
    named && !t.context.cart.lines.length && !waiting && areaKey(t.restN.replace(/^(y )?(a |en )?(la |el )?/, '')) === areaKey(named.area);
  if (!onlyArea && !(asked && (ASKS_FEE.test(t.restN) || named))) return null;
  if (parseOrderLines(t.restN, t.context.menu, { lexicons: t.lexicons }).some((l) => !l.same && l.candidates.length && l.quantity !== null))
    return null;
  const formal = t.context.personality === 'professional';
  if (named) return reply(t, zoneWords(named.area, named.zone));
  if (!ASKS_FEE.test(t.restN)) return null;
  const where = placeAfter(t.restN.replace(/\b(de envio|el envio|envio|por favor|porfa)\b/g, ' '));
  const list = delivery.zones.map((z) => `${z.name} (${formatMxn(z.fee)})`);
  if (where && !/^(domicilio|mi casa|casa|donde|todos lados|toda la ciudad)$/.test(where)) {
    const outside =
      delivery.outsideZones === 'arrange'
        ? `${capital(where)} queda fuera de nuestras zonas de entrega; el envío se acuerda con el restaurante.`
        : `Por ahora no llegamos a ${capital(where)}.${delivery.pickup ? ` ${formal ? 'Puede' : 'Puedes'} pasar a recoger al restaurante.` : ''}`;
    return reply(t, `${outside} Entregamos en ${listOr(list)}.`);
  }
  return reply(
    t,
    `El envío depende de la colonia: ${listOr(list)}. ${formal ? '¿En qué colonia se encuentra?' : '¿En qué colonia estás?'}`,
  );
}

const capital = (s: string) => s.replace(/(^|\s)(\p{L})/gu, (m) => m.toUpperCase());

function zoneWords(area: string, zone: Zone): string {
  const minimum = zone.minimum > 0 ? `, el pedido mínimo es de ${formatMxn(zone.minimum)}` : '';
  const eta = zone.etaMinutes ? ` y tarda unos ${zone.etaMinutes} minutos` : '';
  return `Sí, llegamos a ${area.replace(/^(col\.?|colonia)\s+/i, '')}: el envío cuesta ${formatMxn(zone.fee)}${minimum}${eta}.`;
}

/**
 * What stops the order before "¿Te confirmo el pedido?": outside every zone, the colonia unknown,
 * below the zone's minimum (how much is missing), or how they pay. Null when nothing does.
 */
export function deliveryBlocker(context: Pick<AssistantContext, 'delivery' | 'cart' | 'personality'>, mem: Memory): string | null {
  const delivery = context.delivery;
  if (!hasSettings(delivery)) return null;
  const formal = context.personality === 'professional';
  if (context.cart.fulfillment !== 'pickup') {
    if (delivery.outsideZone && delivery.outsideZones === 'refuse') {
      mem.lastAsk = 'more';
      return `Lo siento, no llegamos hasta esa dirección.${delivery.pickup ? ` Si ${formal ? 'desea, puede' : 'quieres, puedes'} pasar a recoger tu pedido al restaurante.` : ''}`;
    }
    if (delivery.needsZone) {
      mem.lastAsk = 'confirm';
      return '¿En qué colonia es la entrega? También puedes compartir tu ubicación de WhatsApp para calcular el envío.';
    }
    if (delivery.minimumMissing) {
      mem.lastAsk = 'more';
      const subtotal = context.cart.lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
      return `El pedido mínimo para entregar en tu zona es de ${formatMxn(subtotal + delivery.minimumMissing)} (sin contar el envío); te faltan ${formatMxn(delivery.minimumMissing)}. ¿${formal ? 'Desea' : 'Quieres'} agregar algo más?`;
    }
  }
  if (!delivery.payment && delivery.paymentMethods.length > 1) {
    mem.lastAsk = 'confirm';
    return `¿Cómo ${formal ? 'va a pagar' : 'vas a pagar'}? Aceptamos ${listOr(delivery.paymentMethods.map((m) => METHOD_NAMES[m] ?? m))}.`;
  }
  return null;
}

/** "confirmo" / "sí" while below the minimum and adding nothing: the engine says what is missing itself. */
export function minimumBeforeConfirm(t: Turn): Decision | null {
  const { delivery, cart } = t.context;
  if (!hasSettings(delivery) || !delivery.minimumMissing || cart.fulfillment === 'pickup' || !cart.lines.length) return null;
  const confirming = INTENTS.explicitConfirm.test(t.n) || (INTENTS.yes.test(t.n) && t.memory.lastAsk === 'confirm');
  if (!confirming || t.lines.some((l) => l.candidates.length) || t.address) return null;
  const words = deliveryBlocker(t.context, t.mem);
  return words ? reply(t, words) : null;
}

/**
 * The order as the customer reads it, with the fee as its own line ("Subtotal / Envío / Total")
 * once the zone is known, and "Para recoger en el restaurante" for a pickup.
 */
export function deliverySummary(tone: Tone, lines: SummaryLine[], address: string | null, fee: number | null, pickup: boolean): string {
  const text = summary(tone, lines, pickup ? null : address);
  const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const withFee =
    fee && fee > 0
      ? text.replace(
          `Total: ${formatMxn(subtotal)}`,
          `Subtotal: ${formatMxn(subtotal)}\nEnvío: ${formatMxn(fee)}\nTotal: ${formatMxn(subtotal + fee)}`,
        )
      : text;
  return pickup ? `${withFee}\nPara recoger en el restaurante` : withFee;
}

/** The cart's summary: its fee once the server priced it, or "a convenir" outside the zones where the restaurant agrees it. */
export function cartSummary(tone: Tone, context: Pick<AssistantContext, 'cart' | 'delivery'>): string {
  const { cart, delivery } = context;
  const pickup = cart.fulfillment === 'pickup';
  const text = deliverySummary(tone, cart.lines, cart.deliveryAddress, cart.deliveryFee ?? null, pickup);
  const arrange = !pickup && delivery?.outsideZone && delivery.outsideZones === 'arrange';
  return arrange ? `${text}\nEnvío: a convenir con el restaurante (fuera de nuestras zonas)` : text;
}

/** A confirmed order's summary: its fee is what its total has beyond the lines ("$270.00" of $240.00 in dishes). */
export function placedSummary(tone: Tone, lines: SummaryLine[], address: string, total: string | undefined): string {
  // A run of bubbles composes its parts before the order exists: no total yet, no fee to show.
  const cents = typeof total === 'string' ? Math.round(Number(total.replace(/[^\d.]/g, '')) * 100) : NaN;
  const subtotal = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
  const fee = Number.isFinite(cents) && cents > subtotal ? cents - subtotal : 0;
  return deliverySummary(tone, lines, address, fee, !address);
}
