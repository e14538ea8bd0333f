import { DEFAULT_DELIVERY_SETTINGS, type DeliverySettings } from '../delivery/delivery-settings.js';
import { formatOrderNumber } from '../orders/order-number.js';
import type { Order, OrderPayment, OrderRepository } from '../orders/order.js';
import type { Clock } from '../shared/clock.js';
import { type Cents, formatMxn } from '../shared/money.js';
import type { OrderPaymentRepository } from './order-payment-repository.js';

/** A payment as the provider reports it, read from the provider with the restaurant's own credentials. */
export interface ProviderPayment {
  id: string;
  status: string;
  externalReference: string | null;
  amount: { amount: Cents; currency: string } | null;
}

/** Port: payment links paid into the restaurant's own account (Mercado Pago Checkout Pro). */
export interface PaymentLinkGateway {
  createOrderLink(input: {
    accessToken: string;
    title: string;
    total: Cents;
    externalReference: string;
    notificationUrl: string | null;
  }): Promise<{ url: string; id: string }>;
  getPayment(accessToken: string, id: string): Promise<ProviderPayment | null>;
}

export interface OrderPaymentsDeps {
  orders: OrderRepository;
  payments: OrderPaymentRepository;
  /** Null when the server cannot reach Mercado Pago at all. */
  links: PaymentLinkGateway | null;
  settings(restaurantId: string): Promise<DeliverySettings>;
  /** Where Mercado Pago notifies this restaurant's order payments. */
  notificationUrl(restaurantId: string): string | null;
  clock: Clock;
  log?: (line: string, error?: unknown) => void;
}

/** The external reference an order's link carries: the notification is matched back to exactly this order. */
export const orderReference = (order: Pick<Order, 'restaurantId' | 'id'>) => `order:${order.restaurantId}:${order.id}`;

export const PROOF_RECEIVED = '¡Gracias! Recibimos tu comprobante de transferencia 🧾. El restaurante lo va a verificar y te confirmamos.';
const LINK_FAILED = 'No pude generar el link de pago en este momento; el restaurante te lo enviará en breve.';

export type NotificationOutcome = 'paid' | 'replayed' | 'already_paid' | 'ignored' | 'held';

/** Collecting an order's payment: how to pay after confirming, the transfer's proof, the Mercado Pago link and its notification. */
export class OrderPayments {
  constructor(private readonly deps: OrderPaymentsDeps) {}

  /** What the customer reads after confirming, about paying; null when there is nothing to add. */
  async instructions(order: Order, restaurantName: string): Promise<string | null> {
    const payment = order.payment;
    if (!payment) return null;
    const settings = await this.deps.settings(order.restaurantId);
    if (payment.method === 'cash') {
      if (!payment.changeFor) return null;
      const change = payment.changeFor - order.total;
      return change > 0
        ? `Pagas en efectivo con ${formatMxn(payment.changeFor)}: te llevamos ${formatMxn(change)} de cambio.`
        : `Pagas en efectivo con ${formatMxn(payment.changeFor)}.`;
    }
    if (payment.method === 'transfer') {
      const bank = settings.transferBank ? ` (${settings.transferBank})` : '';
      return `Para pagar por transferencia: CLABE ${settings.transferClabe}${bank} a nombre de ${settings.transferHolder}, por ${formatMxn(order.total)}. Cuando la hagas, mándanos aquí la foto del comprobante.`;
    }
    const url = await this.link(order, restaurantName, settings);
    return url
      ? `Paga tu pedido ${formatOrderNumber(order.number)} (${formatMxn(order.total)}) con Mercado Pago aquí: ${url}`
      : LINK_FAILED;
  }

  /** A Checkout Pro link for the order's total (fee included) with the restaurant's own token, kept on the order. */
  async link(order: Order, restaurantName: string, settings?: DeliverySettings): Promise<string | null> {
    if (order.payment?.link) return order.payment.link;
    const s = settings ?? (await this.deps.settings(order.restaurantId));
    if (!this.deps.links || !s.mercadoPagoAccessToken) return null;
    try {
      const created = await this.deps.links.createOrderLink({
        accessToken: s.mercadoPagoAccessToken,
        title: `Pedido ${formatOrderNumber(order.number)} - ${restaurantName}`,
        total: order.total,
        externalReference: orderReference(order),
        notificationUrl: this.deps.notificationUrl(order.restaurantId),
      });
      await this.deps.payments.changePayment(order.restaurantId, order.id, (p) => (p ? { ...p, link: created.url } : null));
      return created.url;
    } catch (error) {
      this.deps.log?.(
        `restaurante=${order.restaurantId} pedido=${formatOrderNumber(order.number)}: no se creó el link de Mercado Pago`,
        error,
      );
      return null;
    }
  }

  /** A photo the customer sent after choosing transfer: the order's proof, "por verificar" for staff. Null when it is not one. */
  async attachProof(restaurantId: string, orderId: string, storageKey: string): Promise<Order | null> {
    return this.deps.payments.changePayment(restaurantId, orderId, (p) =>
      p && p.method === 'transfer' && p.status !== 'paid' ? { ...p, status: 'to_verify', proofKey: storageKey } : null,
    );
  }

  /**
   * The customer changed how they pay a confirmed order ("mándame el link"): the new method,
   * unless it is already paid; then how to pay it. Null when nothing changed.
   */
  async changeMethod(
    restaurantId: string,
    orderId: string,
    payment: { method: OrderPayment['method']; changeFor?: Cents | null },
    restaurantName: string,
  ) {
    const changed = await this.deps.payments.changePayment(restaurantId, orderId, (p) =>
      p?.status === 'paid'
        ? null
        : {
            method: payment.method,
            status: 'pending',
            changeFor: payment.changeFor ?? null,
            ...(p?.method === payment.method && p.link ? { link: p.link } : {}),
          },
    );
    return changed ? this.instructions(changed, restaurantName) : null;
  }

  /** Staff set the payment status by hand (a verified transfer, cash received); null when the order has no payment method. */
  async setStatus(restaurantId: string, orderId: string, status: OrderPayment['status']): Promise<Order | null> {
    return this.deps.payments.changePayment(restaurantId, orderId, (p) =>
      p ? { ...p, status, ...(status === 'paid' ? { paidAt: this.deps.clock.now().toISOString() } : {}) } : null,
    );
  }

  /**
   * A signed notification's payment, read from Mercado Pago with the restaurant's token: an
   * approved payment of this restaurant's order for its exact total in MXN marks it paid, once.
   */
  async mercadoPagoNotification(restaurantId: string, signedId: string): Promise<NotificationOutcome> {
    const settings = await this.deps.settings(restaurantId);
    if (!this.deps.links || !settings.mercadoPagoAccessToken) return 'ignored';
    const payment = await this.deps.links.getPayment(settings.mercadoPagoAccessToken, signedId);
    if (!payment || payment.status !== 'approved') return 'ignored';
    const [kind, ref, orderId] = (payment.externalReference ?? '').split(':');
    if (kind !== 'order' || ref !== restaurantId || !orderId) return 'ignored';
    const order = await this.deps.orders.findById(restaurantId, orderId);
    if (!order) return 'ignored';
    if (!payment.amount || payment.amount.currency !== 'MXN' || payment.amount.amount !== order.total) {
      this.deps.log?.(
        `restaurante=${restaurantId} pedido=${formatOrderNumber(order.number)}: pago ${payment.id} de ${payment.amount ? `${payment.amount.amount} ${payment.amount.currency}` : 'monto desconocido'} no coincide con el total ${order.total}; no se marcó pagado`,
      );
      return 'held';
    }
    const outcome = await this.deps.payments.markPaidOnce(restaurantId, orderId, {
      eventId: `mercadopago:payment:${payment.id}`,
      provider: 'mercadopago',
      reference: payment.id,
      amount: payment.amount.amount,
      currency: payment.amount.currency,
      at: this.deps.clock.now(),
    });
    return outcome === 'missing' ? 'ignored' : outcome;
  }
}

/** The defaults when a restaurant's settings cannot be read. */
export const noDeliverySettings = async () => DEFAULT_DELIVERY_SETTINGS;
