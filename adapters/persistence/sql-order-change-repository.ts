import type { Kysely } from 'kysely';
import type { NewOrderChange, OrderChange, OrderChangeKind, OrderChangeRepository } from '../../core/orders/order-changes.js';
import { fromIso, newId, toIso } from './codec.js';
import type { Schema } from './schema.js';

export class SqlOrderChangeRepository implements OrderChangeRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  async record(change: NewOrderChange): Promise<OrderChange> {
    const stored = { ...change, id: newId() };
    await this.db
      .insertInto('order_changes')
      .values({
        id: stored.id,
        restaurant_id: change.restaurantId,
        order_id: change.orderId,
        at: toIso(change.at),
        author: change.author,
        kind: change.kind,
        summary: change.summary,
      })
      .execute();
    return stored;
  }

  async listByOrder(restaurantId: string, orderId: string): Promise<OrderChange[]> {
    const rows = await this.db
      .selectFrom('order_changes')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('order_id', '=', orderId)
      .orderBy('at')
      .orderBy('id')
      .execute();
    return rows.map((row) => ({
      id: row.id,
      restaurantId: row.restaurant_id,
      orderId: row.order_id,
      at: fromIso(row.at),
      author: row.author,
      kind: row.kind as OrderChangeKind,
      summary: row.summary,
    }));
  }
}
