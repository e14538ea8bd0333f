import type { NewOrderChange, OrderChange, OrderChangeRepository } from '../order-changes.js';

/** OrderChangeRepository in memory; passes the persistence contract suite. */
export class InMemoryOrderChangeRepository implements OrderChangeRepository {
  /** Ids in creation order, per repository like a table's own sequence. */
  private sequence = 0;
  readonly changes: OrderChange[] = [];

  async record(change: NewOrderChange) {
    const stored = { ...structuredClone(change), id: `change_${(++this.sequence).toString().padStart(9, '0')}` };
    this.changes.push(stored);
    return structuredClone(stored);
  }

  async listByOrder(restaurantId: string, orderId: string) {
    return this.changes
      .filter((c) => c.restaurantId === restaurantId && c.orderId === orderId)
      .sort((a, b) => a.at.getTime() - b.at.getTime() || (a.id < b.id ? -1 : 1))
      .map((c) => structuredClone(c));
  }
}
