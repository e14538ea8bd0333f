import type { Kysely, Selectable } from 'kysely';
import {
  type Fulfillment,
  type NewOrder,
  newOrderRecord,
  type Order,
  type DeliveryAmendment,
  type OrderAmendment,
  type OrderItem,
  orderItemSnapshot,
  type OrderPayment,
  type OrderRepository,
  type OrderStatus,
  type OrderEditPatch,
  type StatusMove,
  type StatusMoveDetails,
} from '../../core/orders/order.js';
import { fromFlag, fromIso, fromJson, newId, toFlag, toIso, toJson, toNumber } from './codec.js';
import type { OrdersTable, Schema } from './schema.js';
import { PreparedQuery } from './prepared-query.js';
import { ChangeVersionBumps } from './sql-change-versions.js';
import { isUniqueViolation } from './unique-violation.js';

export const toOrder = (row: Selectable<OrdersTable>): Order => ({
  id: row.id,
  number: Number(row.number ?? 0),
  restaurantId: row.restaurant_id,
  conversationId: row.conversation_id,
  status: row.status as OrderStatus,
  createdAt: fromIso(row.created_at),
  customerPhone: row.customer_phone,
  customerName: row.customer_name,
  total: Number(row.total),
  deliveryFee: Number(row.delivery_fee ?? 0),
  fulfillment: (row.fulfillment ?? 'delivery') as Fulfillment,
  payment: row.payment ? fromJson<OrderPayment>(row.payment) : null,
  test: fromFlag(row.is_test ?? 0),
  deliveryAddress: row.delivery_address,
  notes: row.notes,
  items: fromJson<OrderItem[]>(row.items),
  ...(row.delivery_latitude !== null && row.delivery_longitude !== null
    ? { deliveryLocation: { latitude: Number(row.delivery_latitude), longitude: Number(row.delivery_longitude) } }
    : {}),
  ...(row.requested_for ? { requestedFor: fromIso(row.requested_for) } : {}),
  ...(row.eta_minutes != null ? { etaMinutes: Number(row.eta_minutes) } : {}),
  ...(row.cancel_reason != null ? { cancelReason: row.cancel_reason } : {}),
});

const snapshot = (items: OrderItem[]): OrderItem[] => items.map(orderItemSnapshot);

/** The columns an amendment that moves the order writes (none when it does not move it). */
const whereTo = (delivery: DeliveryAmendment | undefined) =>
  delivery
    ? {
        delivery_address: delivery.deliveryAddress,
        delivery_fee: delivery.deliveryFee,
        fulfillment: delivery.fulfillment,
        delivery_latitude: delivery.deliveryLocation?.latitude ?? null,
        delivery_longitude: delivery.deliveryLocation?.longitude ?? null,
        notes: delivery.notes,
      }
    : {};

export class SqlOrderRepository implements OrderRepository {
  /** Every reply reads the customer's newest orders: built once (prepared-query.ts). */
  private readonly byCustomer = new PreparedQuery(3, (db, arg) =>
    db
      .selectFrom('orders')
      .selectAll()
      .where('restaurant_id', '=', arg(0))
      .where('customer_phone', '=', arg(1))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(arg(2)),
  );

  constructor(
    private readonly db: Kysely<Schema>,
    /** Shared by the repositories of one database (apps/server/container.ts); a test's repository has its own. */
    private readonly versions = new ChangeVersionBumps(db),
  ) {}

  async list(restaurantId: string): Promise<Order[]> {
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
    return rows.map(toOrder);
  }

  async findById(restaurantId: string, id: string): Promise<Order | null> {
    const row = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toOrder(row) : null;
  }

  /**
   * The number is the restaurant's highest plus one; two orders racing for it collide on
   * the unique (restaurant, number) index and the loser takes the next one.
   */
  async create(order: NewOrder, createdAt: Date): Promise<Order> {
    for (let attempt = 0; ; attempt++) {
      try {
        return await this.insert(order, createdAt);
      } catch (error) {
        if (!isUniqueViolation(error) || attempt >= 20) throw error;
      }
    }
  }

  private async insert(order: NewOrder, createdAt: Date): Promise<Order> {
    const last = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.max('number').as('last'))
      .where('restaurant_id', '=', order.restaurantId)
      .executeTakeFirst();
    const number = toNumber(last?.last) + 1;
    const created = newOrderRecord(order, newId(), number, createdAt);
    await this.db
      .insertInto('orders')
      .values({
        id: created.id,
        number,
        restaurant_id: created.restaurantId,
        conversation_id: created.conversationId,
        status: created.status,
        created_at: toIso(createdAt),
        customer_phone: created.customerPhone,
        customer_name: created.customerName,
        total: created.total,
        delivery_fee: created.deliveryFee,
        fulfillment: created.fulfillment,
        payment: created.payment ? toJson(created.payment) : null,
        is_test: toFlag(created.test),
        delivery_address: created.deliveryAddress,
        notes: created.notes,
        items: toJson(created.items),
        delivery_latitude: created.deliveryLocation?.latitude ?? null,
        delivery_longitude: created.deliveryLocation?.longitude ?? null,
        requested_for: created.requestedFor ? toIso(created.requestedFor) : null,
      })
      .execute();
    await this.versions.bump(this.db, created.restaurantId, 'orders');
    return created;
  }

  async updateStatus(restaurantId: string, id: string, status: OrderStatus): Promise<Order | null> {
    const row = await this.db
      .updateTable('orders')
      .set({ status })
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirst();
    if (row) await this.versions.bump(this.db, restaurantId, 'orders');
    return row ? toOrder(row) : null;
  }

  async moveStatus(restaurantId: string, id: string, status: OrderStatus, details: StatusMoveDetails = {}): Promise<StatusMove | null> {
    const row = await this.db
      .updateTable('orders')
      .set({
        status,
        ...(details.etaMinutes != null ? { eta_minutes: details.etaMinutes } : {}),
        ...(details.cancelReason != null ? { cancel_reason: details.cancelReason } : {}),
      })
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', id)
      .where('status', '<>', status)
      .returningAll()
      .executeTakeFirst();
    if (row) {
      await this.versions.bump(this.db, restaurantId, 'orders');
      return { order: toOrder(row), changed: true };
    }
    const current = await this.findById(restaurantId, id);
    return current ? { order: current, changed: false } : null;
  }

  async editIfOpen(restaurantId: string, id: string, edit: OrderEditPatch): Promise<Order | null> {
    const row = await this.db
      .updateTable('orders')
      .set({ items: toJson(snapshot(edit.items)), total: edit.total, delivery_address: edit.deliveryAddress, notes: edit.notes })
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', id)
      .where('status', 'not in', ['delivered', 'cancelled'])
      .returningAll()
      .executeTakeFirst();
    if (row) await this.versions.bump(this.db, restaurantId, 'orders');
    return row ? toOrder(row) : null;
  }

  async amendIfPending(restaurantId: string, id: string, change: OrderAmendment): Promise<Order | null> {
    const set =
      'status' in change
        ? { status: change.status }
        : { items: toJson(snapshot(change.items)), total: change.total, ...whereTo(change.delivery) };
    const row = await this.db
      .updateTable('orders')
      .set(set)
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    // The kitchen's Pedidos polls by version: an amended or cancelled order must show at once.
    if (row) await this.versions.bump(this.db, restaurantId, 'orders');
    return row ? toOrder(row) : null;
  }

  async delete(restaurantId: string, id: string): Promise<boolean> {
    const result = await this.db.deleteFrom('orders').where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
    const deleted = Number(result.numDeletedRows) > 0;
    if (deleted) await this.versions.bump(this.db, restaurantId, 'orders');
    return deleted;
  }

  async listBetween(restaurantId: string, from: Date, to: Date): Promise<Order[]> {
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('created_at', '>=', toIso(from))
      .where('created_at', '<=', toIso(to))
      .orderBy('created_at')
      .orderBy('id')
      .execute();
    return rows.map(toOrder);
  }

  async listByCustomer(restaurantId: string, customerPhone: string, limit: number): Promise<Order[]> {
    const { rows } = await this.byCustomer.execute(this.db, [restaurantId, customerPhone, limit]);
    return rows.map(toOrder);
  }

  async countSince(restaurantId: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('restaurant_id', '=', restaurantId)
      .where('created_at', '>=', toIso(since))
      // Orders taken in the panel's test centre are not customers' orders.
      .where('is_test', '=', 0)
      .executeTakeFirstOrThrow();
    return toNumber(row.count);
  }

  async recentTotals(restaurantId: string, limit: number): Promise<number[]> {
    const rows = await this.db
      .selectFrom('orders')
      .select('total')
      .where('restaurant_id', '=', restaurantId)
      .where('status', '!=', 'cancelled')
      .where('is_test', '=', 0)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .execute();
    return rows.map((r) => toNumber(r.total));
  }
}
