import type { Order, OrderPayment } from '../orders/order.js';
import type { Cents } from '../shared/money.js';

/** A provider's verified "this order was paid" (a Mercado Pago payment read from Mercado Pago itself). */
export interface OrderPaidEvent {
  /** Unique per provider payment: `mercadopago:payment:{id}`. */
  eventId: string;
  provider: 'mercadopago';
  reference: string;
  amount: Cents;
  currency: string;
  at: Date;
}

export type MarkPaidOutcome = 'paid' | 'replayed' | 'already_paid' | 'missing';

/** Port: an order's payment, changed atomically. */
export interface OrderPaymentRepository {
  /**
   * Replaces the order's payment with `change(current)` only if the payment is still `current`
   * when written (compare-and-set); null when the order is missing or `change` returned null.
   */
  changePayment(
    restaurantId: string,
    orderId: string,
    change: (current: OrderPayment | null) => OrderPayment | null,
  ): Promise<Order | null>;
  /** Records the event and marks the order paid, once: a second delivery of the same event is 'replayed'. */
  markPaidOnce(restaurantId: string, orderId: string, event: OrderPaidEvent): Promise<MarkPaidOutcome>;
}
