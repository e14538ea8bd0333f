import type { AiUsageRecord, AiUsageRepository, AiUsageTotals, NewAiUsageRecord } from '../../ai-usage/ai-usage.js';
import { summariseHealth } from '../../ai-usage/ai-health.js';
import type { Conversation, ConversationRepository } from '../../conversations/conversation.js';
import type { MenuItem, MenuRepository, NewMenuItem } from '../../menu/menu-item.js';
import type { NewOrder, Order, OrderAmendment, OrderRepository } from '../../orders/order.js';
import type { Cart, CartRepository } from '../cart.js';

/** In-memory ports for core tests and the offline evaluation; the SQL adapters pass the same contract suites. */

let sequence = 0;
const nextId = (prefix: string) => `${prefix}_${++sequence}`;

export class InMemoryMenuRepository implements MenuRepository {
  readonly items: MenuItem[] = [];
  async list(restaurantId: string) {
    return this.items.filter((i) => i.restaurantId === restaurantId).map((i) => ({ ...i }));
  }
  async findById(restaurantId: string, id: string) {
    return this.items.find((i) => i.restaurantId === restaurantId && i.id === id) ?? null;
  }
  async create(item: NewMenuItem) {
    const created = { ...item, synonyms: [...(item.synonyms ?? [])], id: nextId('item'), createdAt: new Date(0) };
    this.items.push(created);
    return { ...created };
  }
  async update(restaurantId: string, id: string, patch: Partial<MenuItem>) {
    const item = this.items.find((i) => i.restaurantId === restaurantId && i.id === id);
    if (!item) return null;
    Object.assign(item, patch);
    return { ...item };
  }
  async delete(restaurantId: string, id: string) {
    const index = this.items.findIndex((i) => i.restaurantId === restaurantId && i.id === id);
    if (index >= 0) this.items.splice(index, 1);
    return index >= 0;
  }
}

export class InMemoryCartRepository implements CartRepository {
  readonly carts = new Map<string, Cart>();
  async get(restaurantId: string, conversationId: string) {
    const cart = this.carts.get(`${restaurantId}/${conversationId}`);
    return cart ? structuredClone(cart) : null;
  }
  async save(restaurantId: string, conversationId: string, cart: Cart) {
    this.carts.set(`${restaurantId}/${conversationId}`, structuredClone(cart));
  }
  async clear(restaurantId: string, conversationId: string) {
    this.carts.delete(`${restaurantId}/${conversationId}`);
  }
}

export class InMemoryOrderRepository implements OrderRepository {
  readonly orders: Order[] = [];
  async list(restaurantId: string) {
    return this.orders.filter((o) => o.restaurantId === restaurantId);
  }
  async findById(restaurantId: string, id: string) {
    return this.orders.find((o) => o.restaurantId === restaurantId && o.id === id) ?? null;
  }
  async create(order: NewOrder, createdAt: Date) {
    const number = Math.max(0, ...this.orders.filter((o) => o.restaurantId === order.restaurantId).map((o) => o.number)) + 1;
    const created: Order = { ...structuredClone(order), status: order.status ?? 'pending', id: nextId('order'), number, createdAt };
    this.orders.push(created);
    return structuredClone(created);
  }
  async amendIfPending(restaurantId: string, id: string, change: OrderAmendment) {
    const order = this.orders.find((o) => o.restaurantId === restaurantId && o.id === id);
    if (!order || order.status !== 'pending') return null;
    Object.assign(order, 'status' in change ? { status: change.status } : { items: structuredClone(change.items), total: change.total });
    return structuredClone(order);
  }
  async updateStatus(restaurantId: string, id: string, status: Order['status']) {
    const order = this.orders.find((o) => o.restaurantId === restaurantId && o.id === id);
    if (order) order.status = status;
    return order ?? null;
  }
  async delete(restaurantId: string, id: string) {
    const index = this.orders.findIndex((o) => o.restaurantId === restaurantId && o.id === id);
    if (index >= 0) this.orders.splice(index, 1);
    return index >= 0;
  }
  async countSince(restaurantId: string, since: Date) {
    return this.orders.filter((o) => o.restaurantId === restaurantId && o.createdAt >= since).length;
  }
}

export class InMemoryConversationRepository implements ConversationRepository {
  readonly conversations: Conversation[] = [];
  async list(restaurantId: string) {
    return this.conversations.filter((c) => c.restaurantId === restaurantId);
  }
  async findById(restaurantId: string, id: string) {
    const found = this.conversations.find((c) => c.restaurantId === restaurantId && c.id === id);
    return found ? { ...found } : null;
  }
  async findByPhone(restaurantId: string, phoneNumber: string) {
    const found = this.conversations.find((c) => c.restaurantId === restaurantId && c.phoneNumber === phoneNumber);
    return found ? { ...found } : null;
  }
  async upsertByPhone(restaurantId: string, phoneNumber: string, at: Date, customerName: string | null = null) {
    const existing = await this.findByPhone(restaurantId, phoneNumber);
    if (existing) return existing;
    const created: Conversation = {
      id: nextId('conv'), restaurantId, phoneNumber, customerName, status: 'active', createdAt: at,
      lastMessageAt: at, lastOrderTime: null, totalOrders: 0, hasNewOrder: false, takeover: null,
    };
    this.conversations.push(created);
    return { ...created };
  }
  async update(restaurantId: string, id: string, patch: Partial<Conversation>) {
    const found = this.conversations.find((c) => c.restaurantId === restaurantId && c.id === id);
    if (!found) return null;
    Object.assign(found, patch);
    return { ...found };
  }
  async delete(restaurantId: string, ids: string[]) {
    const before = this.conversations.length;
    for (let i = this.conversations.length - 1; i >= 0; i--) {
      const c = this.conversations[i]!;
      if (c.restaurantId === restaurantId && ids.includes(c.id)) this.conversations.splice(i, 1);
    }
    return before - this.conversations.length;
  }
}

export class InMemoryAiUsageRepository implements AiUsageRepository {
  readonly records: AiUsageRecord[] = [];
  async record(usage: NewAiUsageRecord) {
    const created: AiUsageRecord = { status: 'ok', error: null, ...usage, id: nextId('usage') };
    this.records.push(created);
    return { ...created };
  }
  async recent(restaurantId: string, limit: number) {
    return this.records.filter((r) => r.restaurantId === restaurantId).slice(-limit).reverse();
  }
  async totalsSince(restaurantId: string, since: Date): Promise<AiUsageTotals> {
    const rows = this.records.filter((r) => r.restaurantId === restaurantId && r.createdAt >= since);
    return {
      totalConversations: new Set(rows.map((r) => r.conversationId).filter(Boolean)).size,
      totalTokens: rows.reduce((s, r) => s + r.totalTokens, 0),
      totalBaseCostUSD: rows.reduce((s, r) => s + r.baseCostUSD, 0),
      totalFinalCostUSD: rows.reduce((s, r) => s + r.finalCostUSD, 0),
    };
  }
  async healthSince(restaurantId: string, since: Date) {
    const rows = this.records.filter((r) => r.restaurantId === restaurantId && r.createdAt >= since);
    return summariseHealth(rows.reverse().slice(0, 50));
  }
}
