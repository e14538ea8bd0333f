import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Conversation, Message } from '../../core/conversations/conversation.js';
import { normalizePhone } from '../../core/shared/phone.js';
import type { ConversationFilter, ListQueries, MessagePageRequest, OrderFilter } from '../../core/conversations/list-queries.js';
import type { Order } from '../../core/orders/order.js';
import type { Page, PageRequest } from '../../core/shared/paging.js';
import { dialectOf } from './dialect.js';
import { ChangeVersionBumps } from './sql-change-versions.js';
import { toIso, toNumber } from './codec.js';
import { containsPattern, decodeCursor, encodeCursor } from './keyset-cursor.js';
import type { Schema } from './schema.js';
import { toConversation } from './sql-conversation-repository.js';
import { toMessage } from './sql-message-repository.js';
import { toOrder } from './sql-order-repository.js';

/** The date filter's key; the index conversations_restaurant_activity is on this exact expression. */
const ACTIVITY = sql<string>`coalesce(last_order_time, last_message_at)`;

/** The digit forms a phone query can take in the stored canonical number (none when it has no digits). */
function phoneSearchForms(search: string): string[] {
  const digits = search.replace(/\D/g, '');
  if (!digits || digits === search) return [];
  const canonical = normalizePhone(digits).slice(1);
  return canonical === digits ? [digits] : [digits, canonical];
}

function conversationConditions(restaurantId: string, filter: ConversationFilter): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`restaurant_id = ${restaurantId}`];
  const search = filter.search?.trim();
  if (search) {
    const alternatives = [
      sql<SqlBool>`phone_number like ${containsPattern(search)} escape '\\'`,
      sql<SqlBool>`search_name like ${containsPattern(search.toLowerCase())} escape '\\'`,
      // Staff type phones as they like ("+52 55 1234 5678", "5512345678"): compare digits with the stored +521 form.
      ...phoneSearchForms(search).map((digits) => sql<SqlBool>`phone_number like ${containsPattern(digits)} escape '\\'`),
    ];
    conditions.push(sql<SqlBool>`(${sql.join(alternatives, sql` or `)})`);
  }
  if (filter.from) conditions.push(sql<SqlBool>`${ACTIVITY} >= ${toIso(filter.from)}`);
  if (filter.to) conditions.push(sql<SqlBool>`${ACTIVITY} < ${toIso(filter.to)}`);
  return conditions;
}

/** The payment's status inside the stored payment JSON; none (no method chosen) reads as pending. */
const PAYMENT_STATUS = {
  sqlite: sql<string>`coalesce(json_extract(payment, '$.status'), 'pending')`,
  postgres: sql<string>`coalesce(payment::jsonb ->> 'status', 'pending')`,
};

function orderConditions(restaurantId: string, filter: OrderFilter, paymentStatus: Expression<string>): Expression<SqlBool>[] {
  const conditions: Expression<SqlBool>[] = [sql<SqlBool>`restaurant_id = ${restaurantId}`];
  if (filter.status) conditions.push(sql<SqlBool>`status = ${filter.status}`);
  if (filter.payment) conditions.push(sql<SqlBool>`${paymentStatus} = ${filter.payment}`);
  if (filter.from) conditions.push(sql<SqlBool>`created_at >= ${toIso(filter.from)}`);
  if (filter.to) conditions.push(sql<SqlBool>`created_at < ${toIso(filter.to)}`);
  return conditions;
}

/** Reads one row more than asked, to know whether a next page exists without counting. */
function toPage<R, T>(rows: R[], limit: number, map: (row: R) => T, cursorOf: (row: R) => string): Page<T> {
  const more = rows.length > limit;
  const kept = more ? rows.slice(0, limit) : rows;
  return { items: kept.map(map), nextCursor: more ? cursorOf(kept[kept.length - 1]!) : null };
}

export class SqlListQueries implements ListQueries {
  private readonly paymentStatus: Expression<string>;

  constructor(
    private readonly db: Kysely<Schema>,
    /** Shared by the repositories of one database (apps/server/container.ts); a test's repository has its own. */
    private readonly versions = new ChangeVersionBumps(db),
  ) {
    this.paymentStatus = PAYMENT_STATUS[dialectOf(db)];
  }

  /** Newest activity first: (last_message_at, id) descending, a range scan of conversations_restaurant_page. */
  async conversations(restaurantId: string, filter: ConversationFilter, page: PageRequest): Promise<Page<Conversation>> {
    const conditions = conversationConditions(restaurantId, filter);
    if (page.cursor) {
      const [at, id] = decodeCursor(page.cursor);
      conditions.push(sql<SqlBool>`(last_message_at, id) < (${at}, ${id})`);
    }
    const rows = await this.db
      .selectFrom('conversations')
      .selectAll()
      .where(({ and }) => and(conditions))
      .orderBy('last_message_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit + 1)
      .execute();
    return toPage(rows, page.limit, toConversation, (r) => encodeCursor(r.last_message_at, r.id));
  }

  async countConversations(restaurantId: string, filter: ConversationFilter): Promise<number> {
    const row = await this.db
      .selectFrom('conversations')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(({ and }) => and(conversationConditions(restaurantId, filter)))
      .executeTakeFirstOrThrow();
    return toNumber(row.n);
  }

  /** Newest first: (created_at, id) descending. */
  async orders(restaurantId: string, filter: OrderFilter, page: PageRequest): Promise<Page<Order>> {
    const conditions = orderConditions(restaurantId, filter, this.paymentStatus);
    if (page.cursor) {
      const [at, id] = decodeCursor(page.cursor);
      conditions.push(sql<SqlBool>`(created_at, id) < (${at}, ${id})`);
    }
    const rows = await this.db
      .selectFrom('orders')
      .selectAll()
      .where(({ and }) => and(conditions))
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit + 1)
      .execute();
    return toPage(rows, page.limit, toOrder, (r) => encodeCursor(r.created_at, r.id));
  }

  async countOrders(restaurantId: string, filter: OrderFilter): Promise<number> {
    const row = await this.db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll().as('n'))
      .where(({ and }) => and(orderConditions(restaurantId, filter, this.paymentStatus)))
      .executeTakeFirstOrThrow();
    return toNumber(row.n);
  }

  async messages(restaurantId: string, conversationId: string, page: MessagePageRequest): Promise<Page<Message>> {
    const base = this.db
      .selectFrom('messages')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('conversation_id', '=', conversationId);
    if (page.afterId !== undefined) {
      const anchor = await base.clearSelect().select(['timestamp', 'seq']).where('id', '=', page.afterId).executeTakeFirst();
      if (!anchor) return this.messages(restaurantId, conversationId, { limit: page.limit, cursor: null });
      const rows = await base
        .where(sql<SqlBool>`(timestamp, seq) > (${anchor.timestamp}, ${Number(anchor.seq)})`)
        .orderBy('timestamp')
        .orderBy('seq')
        .limit(page.limit)
        .execute();
      return { items: rows.map(toMessage), nextCursor: null };
    }
    let query = base;
    if (page.cursor) {
      const [at, seq] = decodeCursor(page.cursor);
      query = query.where(sql<SqlBool>`(timestamp, seq) < (${at}, ${Number(seq)})`);
    }
    const rows = await query
      .orderBy('timestamp', 'desc')
      .orderBy('seq', 'desc')
      .limit(page.limit + 1)
      .execute();
    const newest = toPage(rows, page.limit, toMessage, (r) => encodeCursor(r.timestamp, Number(r.seq)));
    return { items: newest.items.reverse(), nextCursor: newest.nextCursor };
  }

  async conversationBatch(restaurantId: string, afterId: string | null, limit: number): Promise<Conversation[]> {
    let query = this.db.selectFrom('conversations').selectAll().where('restaurant_id', '=', restaurantId);
    if (afterId !== null) query = query.where('id', '>', afterId);
    return (await query.orderBy('id').limit(limit).execute()).map(toConversation);
  }

  async messagesOf(restaurantId: string, conversationIds: string[]): Promise<Message[]> {
    if (conversationIds.length === 0) return [];
    const rows = await this.db
      .selectFrom('messages')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('conversation_id', 'in', conversationIds)
      .orderBy('conversation_id')
      .orderBy('timestamp')
      .orderBy('seq')
      .execute();
    return rows.map(toMessage);
  }

  async matchingConversations(restaurantId: string, filter: ConversationFilter, excludeIds: string[], max: number) {
    const conditions = conversationConditions(restaurantId, filter);
    let query = this.db
      .selectFrom('conversations')
      .select(['id', 'phone_number'])
      .where(({ and }) => and(conditions));
    if (excludeIds.length > 0) query = query.where('id', 'not in', excludeIds);
    const rows = await query.orderBy('last_message_at', 'desc').orderBy('id', 'desc').limit(max).execute();
    return rows.map((r) => ({ id: r.id, phoneNumber: r.phone_number }));
  }

  async matchingOrderIds(restaurantId: string, filter: OrderFilter, excludeIds: string[], max: number): Promise<string[]> {
    let query = this.db
      .selectFrom('orders')
      .select('id')
      .where(({ and }) => and(orderConditions(restaurantId, filter, this.paymentStatus)));
    if (excludeIds.length > 0) query = query.where('id', 'not in', excludeIds);
    return (await query.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(max).execute()).map((r) => r.id);
  }

  async deleteOrders(restaurantId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    const result = await this.db.deleteFrom('orders').where('restaurant_id', '=', restaurantId).where('id', 'in', ids).executeTakeFirst();
    await this.versions.bump(this.db, restaurantId, 'orders');
    return Number(result.numDeletedRows);
  }
}
