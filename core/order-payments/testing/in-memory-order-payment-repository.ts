import type { InMemoryOrderRepository } from '../../orders/testing/in-memory-order-repository.js';
import type { MarkPaidOutcome, OrderPaidEvent, OrderPaymentRepository } from '../order-payment-repository.js';

/** OrderPaymentRepository over the in-memory orders; passes the same contract as the SQL one. */
export class InMemoryOrderPaymentRepository implements OrderPaymentRepository {
  readonly events = new Map<string, OrderPaidEvent & { orderId: string }>();
  constructor(private readonly orders: InMemoryOrderRepository) {}

  async changePayment(restaurantId: string, orderId: string, change: Parameters<OrderPaymentRepository['changePayment']>[2]) {
    const order = this.orders.orders.find((o) => o.restaurantId === restaurantId && o.id === orderId);
    if (!order) return null;
    const next = change(structuredClone(order.payment));
    if (!next) return null;
    order.payment = structuredClone(next);
    return structuredClone(order);
  }

  async markPaidOnce(restaurantId: string, orderId: string, event: OrderPaidEvent): Promise<MarkPaidOutcome> {
    const order = this.orders.orders.find((o) => o.restaurantId === restaurantId && o.id === orderId);
    if (!order) return 'missing';
    if (this.events.has(event.eventId)) return 'replayed';
    this.events.set(event.eventId, { ...event, orderId });
    if (order.payment?.status === 'paid') return 'already_paid';
    order.payment = {
      ...(order.payment ?? { method: 'mercadopago', status: 'pending' }),
      status: 'paid',
      reference: event.reference,
      paidAt: event.at.toISOString(),
    };
    return 'paid';
  }
}
