import type { Conversation, ConversationRepository } from '../conversation.js';

type ConversationPatch = Parameters<ConversationRepository['update']>[2];

const mostRecentlyActiveFirst = (a: Conversation, b: Conversation) =>
  b.lastMessageAt.getTime() - a.lastMessageAt.getTime() ||
  b.createdAt.getTime() - a.createdAt.getTime() ||
  (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/** ConversationRepository in memory, for core tests and the offline evaluation; passes the persistence contract suite. */
export class InMemoryConversationRepository implements ConversationRepository {
  readonly conversations: Conversation[] = [];
  /** Numbers the conversations this repository creates. */
  private sequence = 0;

  async list(restaurantId: string) {
    return this.conversations
      .filter((c) => c.restaurantId === restaurantId)
      .sort(mostRecentlyActiveFirst)
      .map((c) => structuredClone(c));
  }

  async findById(restaurantId: string, id: string) {
    const found = this.conversations.find((c) => c.restaurantId === restaurantId && c.id === id);
    return found ? structuredClone(found) : null;
  }

  async findByPhone(restaurantId: string, phoneNumber: string) {
    const found = this.byPhone(restaurantId, phoneNumber);
    return found ? structuredClone(found) : null;
  }

  /** Like the SQL upsert: the first message creates it; a later one only fills a missing name. */
  async upsertByPhone(restaurantId: string, phoneNumber: string, at: Date, customerName: string | null = null) {
    const name = customerName?.trim() || null;
    const existing = this.byPhone(restaurantId, phoneNumber);
    if (existing) {
      existing.customerName ??= name;
      return structuredClone(existing);
    }
    const created: Conversation = {
      id: `conv_${++this.sequence}`,
      restaurantId,
      phoneNumber,
      customerName: name,
      status: 'active',
      createdAt: new Date(at),
      lastMessageAt: new Date(at),
      lastOrderTime: null,
      totalOrders: 0,
      hasNewOrder: false,
      takeover: null,
    };
    this.conversations.push(created);
    return structuredClone(created);
  }

  async update(restaurantId: string, id: string, patch: ConversationPatch) {
    const found = this.conversations.find((c) => c.restaurantId === restaurantId && c.id === id);
    if (!found) return null;
    const defined = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined));
    Object.assign(found, structuredClone(defined));
    return structuredClone(found);
  }

  async delete(restaurantId: string, ids: string[]) {
    const before = this.conversations.length;
    for (let i = this.conversations.length - 1; i >= 0; i--) {
      const c = this.conversations[i]!;
      if (c.restaurantId === restaurantId && ids.includes(c.id)) this.conversations.splice(i, 1);
    }
    return before - this.conversations.length;
  }

  private byPhone(restaurantId: string, phoneNumber: string) {
    return this.conversations.find((c) => c.restaurantId === restaurantId && c.phoneNumber === phoneNumber);
  }
}
