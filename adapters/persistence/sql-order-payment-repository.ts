import type { Kysely } from 'kysely';
import type { MarkPaidOutcome, OrderPaidEvent, OrderPaymentRepository } from '../../core/order-payments/order-payment-repository.js';
import type { Order, OrderPayment } from '../../core/orders/order.js';
import { fromJson, toIso, toJson } from './codec.js';
import type { Schema } from './schema.js';
import { ChangeVersionBumps } from './sql-change-versions.js';
import { toOrder } from './sql-order-repository.js';

const ATTEMPTS = 5;

/** An order's payment JSON, changed by compare-and-set on the stored text; paid events kept once per provider payment. */
export class SqlOrderPaymentRepository implements OrderPaymentRepository {
  constructor(
    private readonly db: Kysely<Schema>,
    /** Shared by the repositories of one database (apps/server/container.ts); a test's repository has its own. */
    private readonly versions = new ChangeVersionBumps(db),
  ) {}

  async changePayment(
    restaurantId: string,
    orderId: string,
    change: (current: OrderPayment | null) => OrderPayment | null,
  ): Promise<Order | null> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const row = await this.db
        .selectFrom('orders')
        .select('payment')
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', orderId)
        .executeTakeFirst();
      if (!row) return null;
      const next = change(row.payment ? fromJson<OrderPayment>(row.payment) : null);
      if (!next) return null;
      const updated = await this.db
        .updateTable('orders')
        .set({ payment: toJson(next) })
        .where('restaurant_id', '=', restaurantId)
        .where('id', '=', orderId)
        .where((eb) => (row.payment === null ? eb('payment', 'is', null) : eb('payment', '=', row.payment)))
        .returningAll()
        .executeTakeFirst();
      if (updated) {
        await this.versions.bump(this.db, restaurantId, 'orders');
        return toOrder(updated);
      }
    }
    return null;
  }

  async markPaidOnce(restaurantId: string, orderId: string, event: OrderPaidEvent): Promise<MarkPaidOutcome> {
    const exists = await this.db
      .selectFrom('orders')
      .select('id')
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', orderId)
      .executeTakeFirst();
    if (!exists) return 'missing';
    const inserted = await this.db
      .insertInto('order_payment_events')
      .values({
        event_id: event.eventId,
        restaurant_id: restaurantId,
        order_id: orderId,
        provider: event.provider,
        amount: event.amount,
        currency: event.currency,
        created_at: toIso(event.at),
      })
      .onConflict((oc) => oc.column('event_id').doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0) === 0) return 'replayed';
    let outcome: MarkPaidOutcome = 'paid';
    await this.changePayment(restaurantId, orderId, (current) => {
      if (current?.status === 'paid') {
        outcome = 'already_paid';
        return null;
      }
      outcome = 'paid';
      return {
        ...(current ?? { method: 'mercadopago', status: 'pending' }),
        status: 'paid',
        reference: event.reference,
        paidAt: toIso(event.at),
      };
    });
    return outcome;
  }
}
