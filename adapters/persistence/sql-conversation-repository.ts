import { sql, type Kysely, type Selectable } from 'kysely';
import type { Conversation, ConversationRepository, ConversationStatus } from '../../core/conversations/conversation.js';
import type { HandoverReason, Takeover } from '../../core/conversations/takeover.js';
import { definedOnly, fromFlag, fromIso, fromIsoOrNull, newId, toFlag, toIso, toIsoOrNull } from './codec.js';
import type { ConversationsTable, Schema } from './schema.js';
import { PreparedQueries, PreparedQuery } from './prepared-query.js';
import { ChangeVersionBumps } from './sql-change-versions.js';

type ConversationPatch = Parameters<ConversationRepository['update']>[2];

/** JavaScript's lower-casing (SQLite's lower() folds ASCII only); null for no name. */
const searchName = (name: string | null | undefined) => (name ? name.toLowerCase() : name);

export const toConversation = (row: Selectable<ConversationsTable>): Conversation => ({
  id: row.id,
  restaurantId: row.restaurant_id,
  phoneNumber: row.phone_number,
  customerName: row.customer_name,
  status: row.status as ConversationStatus,
  createdAt: fromIso(row.created_at),
  lastMessageAt: fromIso(row.last_message_at),
  lastOrderTime: fromIsoOrNull(row.last_order_time),
  totalOrders: Number(row.total_orders),
  hasNewOrder: fromFlag(row.has_new_order),
  takeover:
    row.takeover_reason && row.takeover_at && row.takeover_active_at
      ? {
          by: row.takeover_by,
          reason: row.takeover_reason as HandoverReason,
          at: fromIso(row.takeover_at),
          activeAt: fromIso(row.takeover_active_at),
        }
      : null,
});

const takeoverColumns = (takeover: Takeover | null | undefined) =>
  takeover === undefined
    ? {}
    : {
        takeover_by: takeover?.by ?? null,
        takeover_reason: takeover?.reason ?? null,
        takeover_at: takeover ? toIso(takeover.at) : null,
        takeover_active_at: takeover ? toIso(takeover.activeAt) : null,
      };

export class SqlConversationRepository implements ConversationRepository {
  /** A patch sets one of a few column sets (the reply's last message time, a takeover…): prepared per set. */
  private readonly patches = new PreparedQueries(32);
  /** Once per customer message: built once (prepared-query.ts). */
  private readonly upsert = new PreparedQuery(6, (db, arg) =>
    db
      .insertInto('conversations')
      .values({
        id: arg(0),
        restaurant_id: arg(1),
        phone_number: arg(2),
        customer_name: arg(3),
        search_name: arg(4),
        status: 'active',
        created_at: arg(5),
        last_message_at: arg(5),
        last_order_time: null,
        total_orders: 0,
        has_new_order: 0,
        takeover_by: null,
        takeover_reason: null,
        takeover_at: null,
        takeover_active_at: null,
      })
      .onConflict((oc) =>
        oc.columns(['restaurant_id', 'phone_number']).doUpdateSet({
          customer_name: sql<string | null>`coalesce(conversations.customer_name, ${arg(3)})`,
          search_name: sql<string | null>`coalesce(conversations.search_name, ${arg(4)})`,
        }),
      )
      .returningAll(),
  );

  constructor(
    private readonly db: Kysely<Schema>,
    /** Shared by the repositories of one database (apps/server/container.ts); a test's repository has its own. */
    private readonly versions = new ChangeVersionBumps(db),
  ) {}

  async list(restaurantId: string): Promise<Conversation[]> {
    const rows = await this.db
      .selectFrom('conversations')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('last_message_at', 'desc')
      .orderBy('created_at', 'desc')
      .orderBy('id')
      .execute();
    return rows.map(toConversation);
  }

  async findById(restaurantId: string, id: string): Promise<Conversation | null> {
    const row = await this.db
      .selectFrom('conversations')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row ? toConversation(row) : null;
  }

  async findByPhone(restaurantId: string, phoneNumber: string): Promise<Conversation | null> {
    const row = await this.db
      .selectFrom('conversations')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('phone_number', '=', phoneNumber)
      .executeTakeFirst();
    return row ? toConversation(row) : null;
  }

  /**
   * One statement: insert, or on conflict fill a missing name and return the row, so two
   * workers racing on a customer's first message end up with the same row. A name given
   * later only fills a missing one, so a name the customer told the assistant is not
   * overwritten by their WhatsApp profile name.
   */
  async upsertByPhone(restaurantId: string, phoneNumber: string, at: Date, customerName?: string | null): Promise<Conversation> {
    const name = customerName?.trim() || null;
    const [row] = (await this.upsert.execute(this.db, [newId(), restaurantId, phoneNumber, name, searchName(name) ?? null, toIso(at)]))
      .rows;
    if (!row) throw new Error(`La conversación de ${phoneNumber} desapareció justo después de guardarla`);
    await this.versions.bump(this.db, restaurantId, 'conversations');
    return toConversation(row);
  }

  async update(restaurantId: string, id: string, patch: ConversationPatch): Promise<Conversation | null> {
    const set = definedOnly({
      customer_name: patch.customerName,
      search_name: patch.customerName === undefined ? undefined : searchName(patch.customerName),
      status: patch.status,
      last_message_at: patch.lastMessageAt === undefined ? undefined : toIso(patch.lastMessageAt),
      last_order_time: patch.lastOrderTime === undefined ? undefined : toIsoOrNull(patch.lastOrderTime),
      total_orders: patch.totalOrders,
      has_new_order: patch.hasNewOrder === undefined ? undefined : toFlag(patch.hasNewOrder),
      ...takeoverColumns(patch.takeover),
    });
    if (Object.keys(set).length === 0) return this.findById(restaurantId, id);
    const columns = Object.keys(set) as (keyof typeof set)[];
    const {
      rows: [row],
    } = await this.patches.execute(
      this.db,
      columns.join(),
      (db, arg) =>
        db
          .updateTable('conversations')
          .set(Object.fromEntries(columns.map((column, i) => [column, arg(i)])))
          .where('restaurant_id', '=', arg(columns.length))
          .where('id', '=', arg(columns.length + 1))
          .returningAll(),
      [...columns.map((column) => set[column]), restaurantId, id],
    );
    if (row) await this.versions.bump(this.db, restaurantId, 'conversations');
    return row ? toConversation(row) : null;
  }

  /** Explicit child deletes as well as the cascade, so a connection without foreign keys still leaves no orphans. */
  async delete(restaurantId: string, ids: string[]): Promise<number> {
    if (ids.length === 0) return 0;
    return this.db.transaction().execute(async (trx) => {
      const owned = await trx
        .selectFrom('conversations')
        .select('id')
        .where('restaurant_id', '=', restaurantId)
        .where('id', 'in', ids)
        .execute();
      const ownedIds = owned.map((row) => row.id);
      if (ownedIds.length === 0) return 0;
      await trx.deleteFrom('messages').where('restaurant_id', '=', restaurantId).where('conversation_id', 'in', ownedIds).execute();
      await trx.deleteFrom('carts').where('restaurant_id', '=', restaurantId).where('conversation_id', 'in', ownedIds).execute();
      const result = await trx
        .deleteFrom('conversations')
        .where('restaurant_id', '=', restaurantId)
        .where('id', 'in', ownedIds)
        .executeTakeFirst();
      // Their messages go too, and their orders lose the link.
      await this.versions.bump(trx, restaurantId, 'conversations', 'messages', 'orders');
      return Number(result.numDeletedRows);
    });
  }
}
