import type { Kysely, Selectable } from 'kysely';
import type { NewOrder, Order, OrderAmendment, OrderItem, OrderRepository, OrderStatus } from '../../core/orders/order.js';
import { fromIso, fromJson, newId, toIso, toJson, toNumber } from './codec.js';
import type { OrdersTable, Schema } from './schema.js';

const toOrder = (row: Selectable<OrdersTable>): Order => ({
  id: row.id,
  restaurantId: row.restaurant_id,
  conversationId: row.conversation_id,
  status: row.status as OrderStatus,
  createdAt: fromIso(row.created_at),
  customerPhone: row.customer_phone,
  customerName: row.customer_name,
  total: Number(row.total),
  deliveryAddress: row.delivery_address,
  notes: row.notes,
  items: fromJson<OrderItem[]>(row.items),
});

/** Only the fields of OrderItem, so nothing a caller tacked on leaks into the stored snapshot. */
const snapshot = (items: OrderItem[]): OrderItem[] =>
  items.map(({ menuItemId, name, unitPrice, quantity, notes }) => ({ menuItemId, name, unitPrice, quantity, notes }));

export class SqlOrderRepository implements OrderRepository {
  constructor(private readonly db: Kysely<Schema>) {}

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

  async create(order: NewOrder, createdAt: Date): Promise<Order> {
    const created: Order = { ...order, items: snapshot(order.items), status: order.status ?? 'pending', id: newId(), createdAt };
    await this.db
      .insertInto('orders')
      .values({
        id: created.id,
        restaurant_id: created.restaurantId,
        conversation_id: created.conversationId,
        status: created.status,
        created_at: toIso(createdAt),
        customer_phone: created.customerPhone,
        customer_name: created.customerName,
        total: created.total,
        delivery_address: created.deliveryAddress,
        notes: created.notes,
        items: toJson(created.items),
      })
      .execute();
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
    return row ? toOrder(row) : null;
  }

  async amendIfPending(restaurantId: string, id: string, change: OrderAmendment): Promise<Order | null> {
    const set = 'status' in change ? { status: change.status } : { items: toJson(snapshot(change.items)), total: change.total };
    const row = await this.db
      .updateTable('orders')
      .set(set)
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', id)
      .where('status', '=', 'pending')
      .returningAll()
      .executeTakeFirst();
    return row ? toOrder(row) : null;
  }

  async delete(restaurantId: string, id: string): Promise<boolean> {
    const result = await this.db
      .deleteFrom('orders')
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return Number(result.numDeletedRows) > 0;
  }

  async countSince(restaurantId: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('restaurant_id', '=', restaurantId)
      .where('created_at', '>=', toIso(since))
      .executeTakeFirstOrThrow();
    return toNumber(row.count);
  }
}
