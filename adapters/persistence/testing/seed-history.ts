import type { Insertable, Kysely } from 'kysely';
import { newId, toIso } from '../codec.js';
import type { ConversationsTable, InboxTable, MessagesTable, OrdersTable, Schema } from '../schema.js';

export interface HistorySize {
  conversations: number;
  messagesPerConversation: number;
  orders: number;
  /** Inbox rows already done (the inbox keeps a month of them to recognise provider retries). */
  inboxDone?: number;
}

/** Rows per INSERT: 11 columns a row stays far below SQLite's 32,766 bound parameters. */
const CHUNK = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

async function insertChunked<T extends 'conversations' | 'messages' | 'orders' | 'inbox'>(
  db: Kysely<Schema>,
  table: T,
  rows: Insertable<Schema[T]>[],
) {
  for (let i = 0; i < rows.length; i += CHUNK)
    await db
      .insertInto(table)
      .values(rows.slice(i, i + CHUNK) as never)
      .execute();
}

/** The window the history is spread over: `days` ending at `until`. */
interface Span {
  start: number;
  span: number;
  until: Date;
}

const historyPhone = (n: number) => `52199${String(n).padStart(8, '0')}`;

function conversationRow(restaurantId: string, size: HistorySize, c: number, id: string, began: number): Insertable<ConversationsTable> {
  const last = new Date(began + size.messagesPerConversation * 60_000);
  return {
    id,
    restaurant_id: restaurantId,
    phone_number: historyPhone(c),
    customer_name: `Cliente ${c}`,
    status: 'active',
    created_at: toIso(new Date(began)),
    last_message_at: toIso(last),
    last_order_time: null,
    total_orders: 0,
    has_new_order: 0,
  };
}

/** Alternating customer messages and replies, one a minute from `began`, each reply linked to its message. */
function conversationMessages(
  restaurantId: string,
  size: HistorySize,
  c: number,
  conversationId: string,
  began: number,
): Insertable<MessagesTable>[] {
  const messages: Insertable<MessagesTable>[] = [];
  let incomingId: string | null = null;
  for (let m = 0; m < size.messagesPerConversation; m++) {
    const incoming = m % 2 === 0;
    const messageId = newId();
    messages.push({
      id: messageId,
      conversation_id: conversationId,
      restaurant_id: restaurantId,
      content: incoming ? 'Quiero 2 tacos al pastor' : '¡Claro! ¿Algo más?',
      direction: incoming ? 'incoming' : 'outgoing',
      timestamp: toIso(new Date(began + m * 60_000)),
      provider_message_id: incoming ? `wamid.history.${c}.${m}` : `wamid.sent.${c}.${m}`,
      status: incoming ? 'received' : 'read',
      error: null,
      reply_to_id: incoming ? null : incomingId,
    });
    incomingId = incoming ? messageId : null;
  }
  return messages;
}

async function seedConversations(db: Kysely<Schema>, restaurantId: string, size: HistorySize, { start, span }: Span) {
  const conversations: Insertable<ConversationsTable>[] = [];
  let messages: Insertable<MessagesTable>[] = [];
  for (let c = 0; c < size.conversations; c++) {
    const began = start + Math.floor((c / size.conversations) * span);
    const id = newId();
    conversations.push(conversationRow(restaurantId, size, c, id, began));
    for (const message of conversationMessages(restaurantId, size, c, id, began)) messages.push(message);
    if (conversations.length >= CHUNK) {
      await insertChunked(db, 'conversations', conversations.splice(0));
      await insertChunked(db, 'messages', messages);
      messages = [];
    }
  }
  await insertChunked(db, 'conversations', conversations);
  await insertChunked(db, 'messages', messages);
}

async function seedOrders(db: Kysely<Schema>, restaurantId: string, size: HistorySize, { start, span }: Span) {
  const orders: Insertable<OrdersTable>[] = Array.from({ length: size.orders }, (_, o) => ({
    id: newId(),
    restaurant_id: restaurantId,
    conversation_id: null,
    status: 'delivered',
    created_at: toIso(new Date(start + Math.floor((o / Math.max(1, size.orders)) * span))),
    customer_phone: historyPhone(o % Math.max(1, size.conversations)),
    customer_name: null,
    total: 9000,
    delivery_address: 'Av. Reforma 222, CDMX',
    notes: null,
    items: JSON.stringify([{ menuItemId: 'x', name: 'Tacos al pastor', unitPrice: 4500, quantity: 2, notes: null }]),
  }));
  await insertChunked(db, 'orders', orders);
}

/** The inbox's done rows, one a minute up to `until`. */
async function seedInbox(db: Kysely<Schema>, restaurantId: string, size: HistorySize, { until }: Span) {
  const done = size.inboxDone ?? 0;
  const inbox: Insertable<InboxTable>[] = Array.from({ length: done }, (_, n) => {
    const receivedAt = toIso(new Date(until.getTime() - (done - n) * 60_000));
    return {
      id: newId(),
      restaurant_id: restaurantId,
      provider: 'meta',
      provider_message_id: `wamid.inbox.${n}`,
      phone: historyPhone(n % Math.max(1, size.conversations)),
      customer_name: null,
      text: 'Quiero 2 tacos al pastor',
      received_at: receivedAt,
      status: 'done',
      attempts: 1,
      due_at: receivedAt,
      lease_until: null,
      claimed_by: null,
      last_error: null,
    };
  });
  await insertChunked(db, 'inbox', inbox);
}

/**
 * A year of a busy restaurant, written straight into the tables: conversations with
 * alternating customer messages and replies (each reply linked to its message), and orders,
 * spread over the `days` before `until`, and the inbox's done rows of its last month.
 * Phones are `52199…`, apart from any a load uses.
 */
export async function seedHistory(db: Kysely<Schema>, restaurantId: string, size: HistorySize, until = new Date(), days = 365) {
  const period: Span = { start: until.getTime() - days * DAY_MS, span: days * DAY_MS, until };
  await seedConversations(db, restaurantId, size, period);
  await seedOrders(db, restaurantId, size, period);
  await seedInbox(db, restaurantId, size, period);
}
