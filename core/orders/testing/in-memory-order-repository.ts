import {
  type NewOrder,
  newOrderRecord,
  type Order,
  type OrderAmendment,
  type OrderRepository,
  type OrderStatus,
  type OrderEditPatch,
  type StatusMoveDetails,
} from '../order.js';

const newestFirst = (a: Order, b: Order) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : a.id > b.id ? -1 : 0);

/** OrderRepository in memory, for core tests and the offline evaluation; passes the persistence contract suite. */
export class InMemoryOrderRepository implements OrderRepository {
  /** Ids in creation order, per repository like a table's own sequence. */
  private sequence = 0;
  readonly orders: Order[] = [];

  async list(restaurantId: string) {
    return this.orders
      .filter((o) => o.restaurantId === restaurantId)
      .sort(newestFirst)
      .map((o) => structuredClone(o));
  }

  async findById(restaurantId: string, id: string) {
    const found = this.find(restaurantId, id);
    return found ? structuredClone(found) : null;
  }

  async create(order: NewOrder, createdAt: Date) {
    const number = Math.max(0, ...this.orders.filter((o) => o.restaurantId === order.restaurantId).map((o) => o.number)) + 1;
    const id = `order_${(++this.sequence).toString().padStart(9, '0')}`;
    const created = newOrderRecord(structuredClone(order), id, number, new Date(createdAt));
    this.orders.push(created);
    return structuredClone(created);
  }

  async amendIfPending(restaurantId: string, id: string, change: OrderAmendment) {
    const order = this.find(restaurantId, id);
    if (!order || order.status !== 'pending') return null;
    if ('status' in change) order.status = change.status;
    else Object.assign(order, { items: structuredClone(change.items), total: change.total });
    if ('items' in change && change.delivery) {
      const { deliveryLocation, ...where } = change.delivery;
      Object.assign(order, where);
      // As the SQL repository reads it back: no pin is no field.
      if (deliveryLocation) order.deliveryLocation = { ...deliveryLocation };
      else delete order.deliveryLocation;
    }
    return structuredClone(order);
  }

  async updateStatus(restaurantId: string, id: string, status: OrderStatus) {
    const order = this.find(restaurantId, id);
    if (!order) return null;
    order.status = status;
    return structuredClone(order);
  }

  async moveStatus(restaurantId: string, id: string, status: OrderStatus, details: StatusMoveDetails = {}) {
    const order = this.find(restaurantId, id);
    if (!order) return null;
    if (order.status === status) return { order: structuredClone(order), changed: false };
    order.status = status;
    if (details.etaMinutes != null) order.etaMinutes = details.etaMinutes;
    if (details.cancelReason != null) order.cancelReason = details.cancelReason;
    return { order: structuredClone(order), changed: true };
  }

  async editIfOpen(restaurantId: string, id: string, edit: OrderEditPatch) {
    const order = this.find(restaurantId, id);
    if (!order || order.status === 'delivered' || order.status === 'cancelled') return null;
    Object.assign(order, structuredClone(edit));
    return structuredClone(order);
  }

  async delete(restaurantId: string, id: string) {
    const index = this.orders.findIndex((o) => o.restaurantId === restaurantId && o.id === id);
    if (index >= 0) this.orders.splice(index, 1);
    return index >= 0;
  }

  async countSince(restaurantId: string, since: Date) {
    return this.orders.filter((o) => o.restaurantId === restaurantId && o.createdAt >= since && !o.test).length;
  }

  async listBetween(restaurantId: string, from: Date, to: Date) {
    return this.orders
      .filter((o) => o.restaurantId === restaurantId && o.createdAt >= from && o.createdAt <= to)
      .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime() || (a.id < b.id ? -1 : 1))
      .map((o) => structuredClone(o));
  }

  async listByCustomer(restaurantId: string, customerPhone: string, limit: number) {
    return this.orders
      .filter((o) => o.restaurantId === restaurantId && o.customerPhone === customerPhone)
      .sort(newestFirst)
      .slice(0, limit)
      .map((o) => structuredClone(o));
  }

  async recentTotals(restaurantId: string, limit: number) {
    return this.orders
      .filter((o) => o.restaurantId === restaurantId && o.status !== 'cancelled' && !o.test)
      .sort(newestFirst)
      .slice(0, limit)
      .map((o) => o.total);
  }

  private find(restaurantId: string, id: string) {
    return this.orders.find((o) => o.restaurantId === restaurantId && o.id === id);
  }
}
