import { type Cart, type CartPayment, emptyCart } from '../orders/cart.js';
import { cartTotal } from './cart-ops.js';
import type { ToolCall } from './language-model.js';
import { executeTool, lockedMessage, orderLines, type ToolOutcome, type ToolResult, type ToolState } from './tool-executor.js';
import type { PaymentMethod } from '../orders/order.js';
import { type Cents, formatMxn, toCents } from '../shared/money.js';
import { type DeliveryQuote, quoteDelivery } from '../delivery/delivery-quote.js';
import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '../delivery/delivery-settings.js';
import { PAYMENT_METHOD_NAMES } from '../orders/order.js';
import { listOr } from '../shared/spanish-list.js';

/** The tool state with the restaurant's delivery settings (the defaults when absent). */
export type DeliveryToolState = ToolState & { delivery?: DeliverySettings };

/** What the context tells an engine about delivery and payment (AssistantContext.delivery). */
export interface DeliveryContext {
  pickup: boolean;
  delivery: boolean;
  paymentMethods: PaymentMethod[];
  /** The fee is known (a zone was found, pickup, or the restaurant has no zones). */
  feeKnown: boolean;
  fee: Cents | null;
  /** Below the zone's minimum: how much is missing (cents). */
  minimumMissing: Cents | null;
  /** Ask the customer for their colonia or a location pin: the zone cannot be told yet. */
  needsZone: boolean;
  /** No zone reaches the customer (refused, or the fee is left "a convenir"). */
  outsideZone: boolean;
  /** The payment the customer chose so far, if any. */
  payment: CartPayment | null;
  /** The restaurant's zones, for questions like "¿cuánto cobran de envío a la Roma?" (fees in cents). */
  zones: { name: string; fee: Cents; minimum: Cents; etaMinutes: number | null; areas: string[]; radiusKm: number | null }[];
  /** Outside every zone: refused, or taken with the fee "a convenir". */
  outsideZones: 'refuse' | 'arrange';
}

const METHOD_WORDS: Record<string, PaymentMethod> = {
  efectivo: 'cash',
  transferencia: 'transfer',
  mercadopago: 'mercadopago',
  'mercado pago': 'mercadopago',
  link: 'mercadopago',
};

/** The methods a customer can really use: a transfer needs a CLABE, a link needs the restaurant's Mercado Pago token. */
export function usableMethods(settings: DeliverySettings): PaymentMethod[] {
  const usable = settings.paymentMethods.filter(
    (m) => (m !== 'transfer' || settings.transferClabe !== '') && (m !== 'mercadopago' || settings.mercadoPagoAccessToken !== ''),
  );
  return usable.length ? usable : ['cash'];
}

/** "Efectivo, Transferencia o Mercado Pago": the customer picks one. */
const paymentChoices = (methods: PaymentMethod[]) => listOr(methods.map((m) => PAYMENT_METHOD_NAMES[m]));

export const cartSubtotal = (cart: Pick<Cart, 'lines'>): Cents => cartTotal(cart);

export function quoteCart(settings: DeliverySettings, cart: Cart): DeliveryQuote {
  return quoteDelivery(
    settings,
    { fulfillment: cart.fulfillment, location: cart.deliveryLocation, address: cart.deliveryAddress, colonia: cart.deliveryColonia },
    cartSubtotal(cart),
  );
}

export function deliveryContext(settings: DeliverySettings, cart: Cart): DeliveryContext {
  const quote = quoteCart(settings, cart);
  return {
    pickup: settings.pickup,
    delivery: settings.delivery,
    paymentMethods: usableMethods(settings),
    feeKnown: quote.fee !== null,
    fee: quote.fee,
    minimumMissing: quote.kind === 'zone' ? quote.minimumMissing : null,
    needsZone: quote.kind === 'needs_zone',
    outsideZone: quote.kind === 'outside',
    payment: cart.payment ?? null,
    zones: settings.zones.map((z) => ({
      name: z.name,
      fee: z.feeCents,
      minimum: z.minimumCents,
      etaMinutes: z.etaMinutes,
      areas: z.areas,
      radiusKm: z.radiusKm,
    })),
    outsideZones: settings.outsideZones,
  };
}

const ok = (cart: Cart, mensaje: string, extra: Record<string, unknown> = {}): ToolOutcome => ({
  result: { ok: true, mensaje, ...extra },
  cart,
});
const no = (cart: Cart, error: string, mensaje: string, extra: Record<string, unknown> = {}): ToolOutcome => ({
  result: { ok: false, error, mensaje, ...extra },
  cart,
});

const text = (value: unknown): string | null => (typeof value === 'string' && value.trim() ? value.trim() : null);

/** tipo_entrega and colonia of datos_entrega / confirmar_pedido, onto the cart; a refusal when the restaurant does not offer it. */
function withDeliveryArgs(args: Record<string, unknown>, cart: Cart, settings: DeliverySettings): Cart | ToolOutcome {
  const kind = text(args.tipo_entrega);
  let next = cart;
  if (kind === 'recoger') {
    if (!settings.pickup)
      return no(cart, 'sin_recoger', 'Por ahora no tenemos servicio para recoger en el restaurante, solo entrega a domicilio.');
    next = { ...next, fulfillment: 'pickup' };
  } else if (kind === 'domicilio') {
    if (!settings.delivery)
      return no(cart, 'solo_recoger', 'Por ahora no tenemos entrega a domicilio; puedes pasar a recoger tu pedido al restaurante.');
    next = { ...next, fulfillment: 'delivery' };
  } else if (text(args.direccion) && next.fulfillment === 'pickup' && settings.delivery) next = { ...next, fulfillment: 'delivery' };
  const colonia = text(args.colonia);
  if (colonia) next = { ...next, deliveryColonia: colonia.slice(0, 120) };
  return next;
}

/** The cart with the server's fee for where it goes (null while unknown). */
export function pricedCart(cart: Cart, settings: DeliverySettings): Cart {
  const fee = cart.lines.length ? quoteCart(settings, cart).fee : (cart.deliveryFee ?? null);
  return fee === (cart.deliveryFee ?? null) ? cart : { ...cart, deliveryFee: fee };
}

/** Why the order cannot be placed yet as far as delivery and payment go, customer-safe; null when it can. */
export function confirmRefusal(cart: Cart, settings: DeliverySettings): ToolResult | null {
  return deliveryRefusal(quoteCart(settings, cart), settings) ?? paymentRefusal(cart, settings);
}

/** Why an order cannot go where the customer said (no delivery, zone unknown or refused, minimum); null when it can. */
function deliveryRefusal(quote: DeliveryQuote, settings: DeliverySettings): ToolResult | null {
  const pickupHint = settings.pickup ? ' Si quieres, puedes pasar a recoger tu pedido al restaurante.' : '';
  switch (quote.kind) {
    case 'delivery_off':
      return {
        ok: false,
        error: 'solo_recoger',
        mensaje: 'Por ahora no tenemos entrega a domicilio; ¿pasas a recoger tu pedido al restaurante?',
      };
    case 'needs_zone':
      return {
        ok: false,
        error: 'zona_desconocida',
        mensaje: '¿En qué colonia es la entrega? También puedes compartir tu ubicación de WhatsApp para calcular el envío.',
      };
    case 'outside':
      if (settings.outsideZones === 'refuse')
        return { ok: false, error: 'fuera_de_zona', mensaje: `Lo siento, no llegamos hasta tu dirección.${pickupHint}` };
      break;
    case 'zone':
      if (quote.minimumMissing !== null)
        return {
          ok: false,
          error: 'minimo',
          faltan: formatMxn(quote.minimumMissing),
          mensaje: `El pedido mínimo para entregar en tu zona es de ${formatMxn(quote.zone.minimumCents)} (sin contar el envío); te faltan ${formatMxn(quote.minimumMissing)}. ¿Quieres agregar algo más?`,
        };
  }
  return null;
}

/** Why the way the customer pays is not settled yet; null when it is. */
function paymentRefusal(cart: Cart, settings: DeliverySettings): ToolResult | null {
  const methods = usableMethods(settings);
  if (!cart.payment && methods.length > 1)
    return {
      ok: false,
      error: 'sin_forma_pago',
      mensaje: `¿Cómo vas a pagar? Aceptamos ${paymentChoices(methods)}.`,
      formasDePago: methods,
    };
  if (cart.payment && !methods.includes(cart.payment.method))
    return {
      ok: false,
      error: 'forma_no_aceptada',
      mensaje: `Por ahora no aceptamos ${PAYMENT_METHOD_NAMES[cart.payment.method]}. Aceptamos ${paymentChoices(methods)}.`,
    };
  return null;
}

/** The tool's cart view with the fee as its own line and the total including it. */
function withFeeView(result: ToolResult, cart: Cart, settings: DeliverySettings): ToolResult {
  const carrito = result.carrito as Record<string, unknown> | undefined;
  if (!carrito || cart.lines.length === 0) return result;
  const subtotal = cartSubtotal(cart);
  const quote = quoteCart(settings, cart);
  if (quote.kind === 'pickup') return { ...result, carrito: { ...carrito, entrega: 'recoger en el restaurante' } };
  if (quote.fee === null) {
    const envio =
      quote.kind === 'needs_zone'
        ? 'por calcular: pregunta la colonia o pide la ubicación de WhatsApp'
        : quote.kind === 'outside'
          ? settings.outsideZones === 'arrange'
            ? 'a convenir con el restaurante'
            : 'fuera de la zona de entrega'
          : 'solo recoger en el restaurante';
    return { ...result, carrito: { ...carrito, subtotal: formatMxn(subtotal), envio } };
  }
  if (quote.fee === 0 && quote.kind !== 'zone') return result;
  return {
    ...result,
    carrito: { ...carrito, subtotal: formatMxn(subtotal), envio: formatMxn(quote.fee), total: formatMxn(subtotal + quote.fee) },
  };
}

/** forma_pago { metodo, paga_con? }: how the customer pays, checked against what the restaurant accepts. */
export function paymentTool(call: ToolCall, state: DeliveryToolState, knownTotal?: Cents): ToolOutcome {
  const settings = state.delivery ?? DEFAULT_DELIVERY_SETTINGS;
  const cart = state.cart;
  const said = text(call.arguments?.metodo)?.toLowerCase() ?? '';
  const method = METHOD_WORDS[said];
  const methods = usableMethods(settings);
  if (!method) return no(cart, 'forma_desconocida', `¿Cómo vas a pagar? Aceptamos ${paymentChoices(methods)}.`, { formasDePago: methods });
  if (!methods.includes(method))
    return no(cart, 'forma_no_aceptada', `Por ahora no aceptamos ${PAYMENT_METHOD_NAMES[method]}. Aceptamos ${paymentChoices(methods)}.`, {
      formasDePago: methods,
    });
  const fee = cart.lines.length ? quoteCart(settings, cart).fee : null;
  const total = knownTotal ?? cartSubtotal(cart) + (fee ?? 0);
  const totalKnown = knownTotal !== undefined || (cart.lines.length > 0 && fee !== null);
  if (method === 'cash') {
    const raw = call.arguments?.paga_con;
    const paysWith =
      raw === undefined || raw === null || raw === ''
        ? null
        : toCents(typeof raw === 'string' ? raw.replace(/[$,\s]/g, '') : (raw as number));
    if (paysWith !== null && (paysWith <= 0 || paysWith > 10_000_000))
      return no(cart, 'paga_con_invalido', '¿Con cuánto pagas? Dime el billete o la cantidad, por ejemplo 500.');
    if (paysWith !== null && totalKnown && paysWith < total)
      return no(cart, 'no_alcanza', `Con ${formatMxn(paysWith)} no alcanza: el total es ${formatMxn(total)}. ¿Con cuánto pagas?`, {
        total: formatMxn(total),
      });
    const next = { ...cart, payment: { method, changeFor: paysWith } };
    if (paysWith === null)
      return ok(next, 'Pago en efectivo. Pregunta al cliente: ¿con cuánto pagas? (para llevarle cambio)', {
        pregunta: '¿Con cuánto pagas?',
      });
    const change = totalKnown ? ` Cambio a llevar: ${formatMxn(paysWith - total)}.` : '';
    return ok(next, `Pago en efectivo con ${formatMxn(paysWith)}.${change}`, {
      pagaCon: formatMxn(paysWith),
      ...(change ? { cambio: formatMxn(paysWith - total) } : {}),
    });
  }
  const next = { ...cart, payment: { method, changeFor: null } };
  if (method === 'transfer') {
    const bank = settings.transferBank ? ` (${settings.transferBank})` : '';
    return ok(
      next,
      `Pago por transferencia a la CLABE ${settings.transferClabe}${bank}, a nombre de ${settings.transferHolder}. Al hacerla, que mande aquí la foto del comprobante.`,
      { clabe: settings.transferClabe, titular: settings.transferHolder },
    );
  }
  return ok(next, 'Pago con link de Mercado Pago: el link se envía en cuanto se confirme el pedido.');
}

/**
 * forma_pago after confirming ("mándame el link"): checked against the confirmed order's total
 * and kept on the cart; the responder applies it to the order and sends how to pay.
 */
function paymentForPlaced(call: ToolCall, state: DeliveryToolState, settings: DeliverySettings): ToolOutcome {
  const order = state.placed!;
  if (order.payment?.status === 'paid') return no(state.cart, 'ya_pagado', 'Este pedido ya está pagado. ¡Gracias!');
  const outcome = paymentTool(call, { ...state, delivery: settings }, order.total);
  const payment = outcome.cart.payment;
  if (!outcome.result.ok || !payment) return { result: outcome.result, cart: state.cart };
  const total = formatMxn(order.total);
  const mensaje =
    payment.method === 'mercadopago'
      ? `Forma de pago del pedido cambiada a link de Mercado Pago por ${total}: el link va en este mensaje.`
      : `Forma de pago del pedido cambiada a ${PAYMENT_METHOD_NAMES[payment.method]} (total ${total}).`;
  return { result: { ...outcome.result, mensaje }, cart: { ...state.cart, payment } };
}

const OUTSIDE_NOTE = 'Envío a convenir (fuera de las zonas de entrega)';

/**
 * Runs a tool with delivery and payment rules around it: tipo_entrega/colonia on the cart,
 * forma_pago, the server's fee on the cart and in the cart view, and the checks confirmar_pedido
 * must pass (zone, minimum, payment) before the order is placed.
 */
export function executeWithDelivery(call: ToolCall, state: DeliveryToolState): ToolOutcome {
  const settings = state.delivery ?? DEFAULT_DELIVERY_SETTINGS;
  if (call.name === 'forma_pago' && state.placed && state.cart.lines.length === 0) return paymentForPlaced(call, state, settings);
  if (call.name === 'forma_pago') {
    const outcome = paymentTool(call, state);
    return { ...outcome, cart: pricedCart(outcome.cart, settings) };
  }
  let cart = state.cart;
  const onCart = !(state.placed && cart.lines.length === 0);
  const moved = !onCart && call.name === 'datos_entrega' ? addressForPlaced(call, state, settings) : null;
  if (moved) return moved;
  if (onCart && (call.name === 'datos_entrega' || call.name === 'confirmar_pedido')) {
    const applied = withDeliveryArgs(call.arguments ?? {}, cart, settings);
    if ('result' in applied) return applied;
    cart = applied;
  }
  const outcome = executeTool(call, { ...state, cart });
  const priced = pricedCart(outcome.cart, settings);
  if (outcome.placeOrder) {
    const refusal = confirmRefusal(priced, settings);
    const keepNotes = outcome.orderNotes !== undefined ? { orderNotes: outcome.orderNotes } : {};
    if (refusal) return { result: refusal, cart: priced, ...keepNotes };
    const methods = usableMethods(settings);
    const only = settings.configured && methods.length === 1 ? { method: methods[0]!, changeFor: null } : null;
    const payment = priced.payment ?? only;
    const arrange = quoteCart(settings, priced).kind === 'outside' ? OUTSIDE_NOTE : null;
    const notes = [outcome.placeOrder.notes, arrange].filter(Boolean).join(' · ') || null;
    return { ...outcome, cart: { ...priced, payment }, placeOrder: { notes } };
  }
  return { ...outcome, cart: priced, result: withFeeView(outcome.result, priced, settings) };
}

/** Amounts about delivery and payment the server itself computed for this cart: the reply may state them. */
export function deliveryAmounts(cart: Cart, settings: DeliverySettings = DEFAULT_DELIVERY_SETTINGS): Cents[] {
  const fee = cart.deliveryFee ?? 0;
  const subtotal = cartSubtotal(cart);
  const total = subtotal + fee;
  const paysWith = cart.payment?.changeFor ?? null;
  const zones = settings.zones.flatMap((z) => [z.feeCents, z.minimumCents, Math.max(0, z.minimumCents - subtotal)]);
  return [fee, total, ...zones, ...(paysWith ? [paysWith, paysWith - total] : [])].filter((a) => a > 0);
}

/** The order's notes saying, or no longer saying, that the delivery is to be arranged. */
function outsideNote(notes: string | null, outside: boolean): string | null {
  const kept = (notes ?? '').split(' · ').filter((n) => n && n !== OUTSIDE_NOTE);
  return [...kept, ...(outside ? [OUTSIDE_NOTE] : [])].join(' · ') || null;
}

/**
 * datos_entrega after confirming with a new address, colonia or way of delivery ("mejor mándalo
 * a Colima 40"): the confirmed order moves there, at the fee its zone charges, while the kitchen
 * has not taken it. Until the zone is known the new address waits on the cart and the colonia is
 * asked; a refused zone or an unmet minimum leaves the order as it was. Null for a call that only
 * names the customer or adds notes: that goes on as before.
 */
function addressForPlaced(call: ToolCall, state: DeliveryToolState, settings: DeliverySettings): ToolOutcome | null {
  const order = state.placed!;
  const args = call.arguments ?? {};
  const said = text(args.direccion);
  if (!said && !text(args.colonia) && !text(args.tipo_entrega)) return null;
  if (order.status !== 'pending') return no(state.cart, 'no_modificable', lockedMessage(order, state.phone), { estado: order.status });
  const address = said ?? state.cart.deliveryAddress ?? order.deliveryAddress;
  const working: Cart = {
    ...emptyCart(),
    lines: orderLines(order),
    deliveryAddress: address,
    deliveryLocation: address === order.deliveryAddress ? (order.deliveryLocation ?? null) : null,
    deliveryColonia: state.cart.deliveryColonia ?? null,
    fulfillment: order.fulfillment,
  };
  const applied = withDeliveryArgs(args, working, settings);
  if ('result' in applied) return { result: applied.result, cart: state.cart };
  const waiting = { ...state.cart, deliveryAddress: applied.deliveryAddress, deliveryColonia: applied.deliveryColonia ?? null };
  const pickup = applied.fulfillment === 'pickup';
  if (!pickup && !applied.deliveryAddress) return no(waiting, 'sin_direccion', '¿A qué dirección te lo llevamos?');
  const quote = quoteCart(settings, applied);
  const refusal = deliveryRefusal(quote, settings);
  if (refusal) return { result: refusal, cart: refusal.error === 'zona_desconocida' ? waiting : state.cart };
  const delivery = {
    deliveryAddress: pickup ? order.deliveryAddress : (applied.deliveryAddress ?? ''),
    deliveryFee: quote.fee ?? 0,
    fulfillment: applied.fulfillment ?? 'delivery',
    // A pin shared for the old address does not locate a new one.
    deliveryLocation: pickup ? (order.deliveryLocation ?? null) : (applied.deliveryLocation ?? null),
    notes: outsideNote(order.notes, quote.kind === 'outside'),
  };
  const cart = { ...state.cart, deliveryAddress: null, deliveryColonia: null };
  return { result: { ok: true, mensaje: 'Dirección de entrega actualizada' }, cart, amendOrder: { lines: working.lines, delivery } };
}
