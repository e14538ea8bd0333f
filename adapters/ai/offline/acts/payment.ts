import { spokenText } from '../vocabulary.js';
import { normalize } from '../../../../core/assistant/text.js';
import { INTENTS } from '../intents.js';
import type { Decision, Turn } from '../turn.js';

const CASH = /\b(en efectivo|efectivo|cash|billete de \$?\d+|traigan cambio|traer cambio|cambio de \$?\d+|pago con \$?\d+)\b/;
const TRANSFER = /\b(transferencia|transfiero|transferir|deposito|spei)\b/;
const LINK = /\b(link|liga|mercado ?pago|con tarjeta|pago con tarjeta)\b/;
const PICKUP =
  /\b(paso a recoger|pasare a recoger|pasamos a recoger|voy a recoger|para recoger|recoger en|lo recojo|la recojo|los recojo|voy por el|voy por ella|voy por ellos|paso por el|paso por ella|paso por ellos|para llevar|lo paso a traer|paso por mi pedido|voy a pasar por el|voy a pasar por ella|voy a pasar por ellos)\b/;
/** "es a domicilio", "me lo traen": delivered (what the cart assumes, said so the restaurant without it answers). */
const HOME =
  /\b(es a domicilio|a domicilio|para entrega a domicilio|me lo (traen|mandan|llevan)|me los (traen|mandan|llevan)|que me lo (traigan|manden|lleven))\b/;
const PAYS_WITH = /\b(?:cambio de|billete de|pago con|pagare con|pagamos con|con)\s+\$?\s?(\d{2,5})\b/;
/** "en la Obrera", "col. Obrera", "CP 06800": a colonia or postal code said on its own. */
const COLONIA =
  /^(?:es\s+)?(?:en\s+)?(?:la\s+)?(?:col(?:onia)?\.?\s+)?(?:(?:c\.?\s?p\.?|codigo postal)\s*)?([\p{L}\d][\p{L}\d .'-]{1,60})$/u;

/**
 * Delivery and payment said in words (docs/delivery.md), when the restaurant has delivery
 * settings (context.delivery): "pago en efectivo, traigan cambio de 500" → forma_pago
 * {metodo:'efectivo', paga_con:500}; "por transferencia", "mándame el link"; "paso a recoger" →
 * datos_entrega {tipo_entrega:'recoger'}; the answer to "¿en qué colonia?" → datos_entrega
 * {colonia}. Without delivery settings it does nothing (the payment stays an order note).
 * Leaves the rest of the message to the other acts.
 */
export function deliveryPayment(t: Turn): Decision | null {
  const delivery = t.context.delivery;
  // The defaults (cash only, no zones) are what a restaurant without delivery settings gets: notes as before.
  if (!delivery || (delivery.paymentMethods.length < 2 && delivery.zones.length === 0)) return null;
  const n = t.restN;
  let said = false;
  if (PICKUP.test(n) && delivery.pickup) {
    t.calls.push({ name: 'datos_entrega', arguments: { tipo_entrega: 'recoger' } });
    said = true;
  }
  if (!said && HOME.test(n) && !t.question) {
    t.calls.push({ name: 'datos_entrega', arguments: { tipo_entrega: 'domicilio' } });
    said = true;
  }
  const method = CASH.test(n) ? 'efectivo' : TRANSFER.test(n) ? 'transferencia' : LINK.test(n) ? 'mercadopago' : null;
  if (method) {
    const amount = method === 'efectivo' ? PAYS_WITH.exec(n) : null;
    t.calls.push({ name: 'forma_pago', arguments: { metodo: method, ...(amount ? { paga_con: Number(amount[1]) } : {}) } });
    said = true;
  }
  // The colonia asked for the cart's zone, or for the confirmed order's new address (waiting on the empty cart).
  const waiting = t.context.cart.lines.length > 0 || Boolean(t.context.cart.deliveryAddress && t.memory.placed);
  if (!said && delivery.needsZone && !t.address && waiting) {
    const colonia = coloniaSaid(t);
    if (colonia) {
      t.calls.push({ name: 'datos_entrega', arguments: { colonia } });
      said = true;
    }
  }
  if (!said) return null;
  // What is left after the payment words is read as usual ("2 más de pastor y pago en efectivo").
  const left = t.rest
    .replace(
      /(?:^|[,.;]\s*|\s)((?:y\s+)?(?:pago|pagar|pagare|pagamos|en efectivo|efectivo|con tarjeta|con transferencia|por transferencia|traigan cambio|traer cambio|llevo|cambio de|billete de|mandame|mándame|paso a recoger|voy por|para llevar|es a domicilio|a domicilio)\b.*)$/i,
      '',
    )
    .trim();
  t.rest = left;
  t.restN = spokenText(normalize(left));
  t.lines = t.lines.filter((l) => !l.same && l.candidates.length > 0 && (l.quantity ?? 1) <= 99 && t.restN.includes(l.words));
  return null;
}

/** The colonia or postal code of a short answer, when it names one of the restaurant's areas or looks like a CP. */
function coloniaSaid(t: Turn): string | null {
  if (t.lines.some((l) => !l.same && l.candidates.length)) return null;
  const m = COLONIA.exec(t.rest.trim().replace(/[.!]+$/, ''));
  if (!m) return null;
  const value = m[1]!.trim();
  const v = normalize(value);
  if (/^\d{5}$/.test(v)) return value;
  const areas = t.context.delivery!.zones.flatMap((z) => [z.name, ...z.areas]).map(normalize);
  if (areas.includes(v)) return value;
  // A colonia no zone lists ("es en Zapopan"), said short when only the zone is missing: core decides it is outside.
  const words = v.split(' ');
  const other = [INTENTS.yes, INTENTS.no, INTENTS.finish, INTENTS.thanks, INTENTS.greeting, INTENTS.cancel, INTENTS.question];
  // Tested on the whole message too: "es todo" is a closing, not a colonia called "todo".
  const closing = other.some((re) => re.test(v) || re.test(t.restN));
  return words.length <= 3 && !/\d/.test(v) && !t.question && !closing ? value : null;
}

/** The customer's words for a forma_pago result (the tool's mensaje is written for the model, not the customer). */
export function paymentWords(
  call: { arguments: Record<string, unknown> },
  r: { ok: boolean; mensaje: string } & Record<string, unknown>,
): string {
  if (!r.ok) return r.mensaje;
  switch (call.arguments.metodo) {
    case 'efectivo':
      if (typeof r.pagaCon === 'string')
        return `Pago en efectivo con ${r.pagaCon}${typeof r.cambio === 'string' ? `; te llevamos ${r.cambio} de cambio` : ''}.`;
      return 'Pago en efectivo, anotado. ¿Con cuánto pagas, para llevarte cambio?';
    case 'transferencia':
      return `Puedes transferir a la CLABE ${String(r.clabe)} a nombre de ${String(r.titular)}. Al hacerla, mándanos aquí la foto del comprobante.`;
    default:
      return 'Te mando el link de pago de Mercado Pago en cuanto confirmemos tu pedido.';
  }
}
