import { TEST_MESSAGE_ID_PREFIX } from '../../core/conversations/test-message.js';
import { sql, type Kysely, type Selectable } from 'kysely';
import type {
  Message,
  MessageDirection,
  MessagePatch,
  MessageRepository,
  MessageStatus,
  NewMessage,
} from '../../core/conversations/conversation.js';
import { statusesReplacedBy } from '../../core/conversations/delivery-status.js';
import type { InboundDeliveryStatus } from '../../core/conversations/inbound.js';
import { definedOnly, fromIso, newId, toIso, toNumber } from './codec.js';
import type { MessagesTable, Schema } from './schema.js';
import { dialectOf } from './dialect.js';
import { ChangeVersionBumps } from './sql-change-versions.js';
import { PreparedQueries, PreparedQuery } from './prepared-query.js';

export const toMessage = (row: Selectable<MessagesTable>): Message => ({
  id: row.id,
  conversationId: row.conversation_id,
  restaurantId: row.restaurant_id,
  content: row.content,
  direction: row.direction as MessageDirection,
  timestamp: fromIso(row.timestamp),
  providerMessageId: row.provider_message_id,
  status: row.status as MessageStatus,
  error: row.error,
  replyToId: row.reply_to_id,
  ...(row.author ? { author: row.author } : {}),
  ...(row.attachment ? { attachment: JSON.parse(row.attachment) as Message['attachment'] } : {}),
});

export class SqlMessageRepository implements MessageRepository {
  /** Two per customer message (its own and the reply): built once (prepared-query.ts). */
  /** A patch sets one of a few column sets (a reply's status once sent, an error…): prepared per set. */
  private readonly patches = new PreparedQueries(16);
  private readonly insert = new PreparedQuery(12, (db, arg) =>
    db.insertInto('messages').values({
      id: arg(0),
      conversation_id: arg(1),
      restaurant_id: arg(2),
      content: arg(3),
      direction: arg(4),
      timestamp: arg(5),
      provider_message_id: arg(6),
      status: arg(7),
      error: arg(8),
      reply_to_id: arg(9),
      author: arg(10),
      attachment: arg(11),
    }),
  );
  private readonly latest = new PreparedQuery(3, (db, arg) =>
    db
      .selectFrom('messages')
      .selectAll()
      .where('restaurant_id', '=', arg(0))
      .where('conversation_id', '=', arg(1))
      .orderBy('timestamp', 'desc')
      .orderBy('seq', 'desc')
      .limit(arg(2)),
  );

  constructor(
    private readonly db: Kysely<Schema>,
    /** Shared by the repositories of one database (apps/server/container.ts); a test's repository has its own. */
    private readonly versions = new ChangeVersionBumps(db),
  ) {}

  /** Fails (foreign key) when the conversation does not belong to message.restaurantId. */
  async append(message: NewMessage): Promise<Message> {
    const created: Message = { ...message, id: newId() };
    await this.insert.execute(this.db, [
      created.id,
      created.conversationId,
      created.restaurantId,
      created.content,
      created.direction,
      toIso(created.timestamp),
      created.providerMessageId,
      created.status,
      created.error,
      created.replyToId,
      created.author ?? null,
      created.attachment ? JSON.stringify(created.attachment) : null,
    ]);
    await this.versions.bump(this.db, created.restaurantId, 'messages');
    return created;
  }

  async listByConversation(restaurantId: string, conversationId: string): Promise<Message[]> {
    const rows = await this.db
      .selectFrom('messages')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('conversation_id', '=', conversationId)
      .orderBy('timestamp')
      .orderBy('seq')
      .execute();
    return rows.map(toMessage);
  }

  /**
   * The conversation's last `limit` messages by time, then arrival, oldest first: one backward
   * range of (restaurant, conversation, timestamp, seq), however long the conversation.
   */
  async latestInConversation(restaurantId: string, conversationId: string, limit: number): Promise<Message[]> {
    const { rows } = await this.latest.execute(this.db, [restaurantId, conversationId, Math.max(0, Math.floor(limit))]);
    return rows.reverse().map(toMessage);
  }

  async recent(restaurantId: string, limit: number): Promise<Message[]> {
    const rows = await this.db
      .selectFrom('messages')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .orderBy('timestamp', 'desc')
      .orderBy('seq', 'desc')
      .limit(Math.max(0, Math.floor(limit)))
      .execute();
    return rows.map(toMessage);
  }

  /** Customers' messages and their replies: the panel's test messages and their replies are left out. */
  async countSince(restaurantId: string, since: Date): Promise<number> {
    const testLike = `${TEST_MESSAGE_ID_PREFIX}%`;
    const row = await this.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('restaurant_id', '=', restaurantId)
      .where('timestamp', '>=', toIso(since))
      .where((eb) => eb.or([eb('provider_message_id', 'is', null), eb('provider_message_id', 'not like', testLike)]))
      .where((eb) =>
        eb.or([
          eb('reply_to_id', 'is', null),
          eb(
            'reply_to_id',
            'not in',
            // Today's test messages only: an index range like the count's own, never the whole history.
            eb
              .selectFrom('messages')
              .select('messages.id')
              .where('messages.restaurant_id', '=', restaurantId)
              .where('messages.timestamp', '>=', toIso(since))
              .where('messages.provider_message_id', 'like', testLike),
          ),
        ]),
      )
      .executeTakeFirstOrThrow();
    return toNumber(row.count);
  }

  async findByProviderId(restaurantId: string, providerMessageId: string): Promise<Message | null> {
    const row = await this.db
      .selectFrom('messages')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('provider_message_id', '=', providerMessageId)
      .orderBy('seq')
      .executeTakeFirst();
    return row ? toMessage(row) : null;
  }

  async findReplyTo(restaurantId: string, incomingId: string): Promise<Message | null> {
    const row = await this.db
      .selectFrom('messages')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('reply_to_id', '=', incomingId)
      .orderBy('seq')
      .executeTakeFirst();
    return row ? toMessage(row) : null;
  }

  async update(restaurantId: string, id: string, patch: MessagePatch): Promise<Message | null> {
    const set = definedOnly({
      status: patch.status,
      error: patch.error,
      provider_message_id: patch.providerMessageId,
      attachment: patch.attachment === undefined ? undefined : patch.attachment ? JSON.stringify(patch.attachment) : null,
    });
    const columns = Object.keys(set) as (keyof typeof set)[];
    const row =
      columns.length > 0
        ? (
            await this.patches.execute(
              this.db,
              columns.join(),
              (db, arg) =>
                db
                  .updateTable('messages')
                  .set(Object.fromEntries(columns.map((column, i) => [column, arg(i)])))
                  .where('restaurant_id', '=', arg(columns.length))
                  .where('id', '=', arg(columns.length + 1))
                  .returningAll(),
              [...columns.map((column) => set[column]), restaurantId, id],
            )
          ).rows[0]
        : await this.db
            .selectFrom('messages')
            .selectAll()
            .where('restaurant_id', '=', restaurantId)
            .where('id', '=', id)
            .executeTakeFirst();
    if (row && columns.length > 0) await this.versions.bump(this.db, restaurantId, 'messages');
    return row ? toMessage(row) : null;
  }

  /** Timestamps are ISO text in both dialects, so the gap is computed here rather than in SQL. */
  /** Computed by the database over today's replies (indexed by restaurant and time): no rows reach the server. */
  async averageReplySeconds(restaurantId: string, since: Date): Promise<number | null> {
    const seconds =
      dialectOf(this.db) === 'postgres'
        ? sql<number>`extract(epoch from (cast(reply.timestamp as timestamptz) - cast(incoming.timestamp as timestamptz)))`
        : sql<number>`(unixepoch(reply.timestamp, 'subsec') - unixepoch(incoming.timestamp, 'subsec'))`;
    const row = await this.db
      .selectFrom('messages as reply')
      .innerJoin('messages as incoming', 'incoming.id', 'reply.reply_to_id')
      .select(sql<number | string | null>`avg(case when ${seconds} > 0 then ${seconds} else 0 end)`.as('average'))
      .where('reply.restaurant_id', '=', restaurantId)
      .where('reply.timestamp', '>=', toIso(since))
      .executeTakeFirst();
    return row?.average === null || row?.average === undefined ? null : Number(row.average);
  }

  /** `error` undefined keeps the stored error; null clears it. Forward only, in one statement, so racing callbacks can't downgrade. */
  async updateStatusByProviderId(
    restaurantId: string,
    providerMessageId: string,
    status: InboundDeliveryStatus,
    error?: string | null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('messages')
      .set(error === undefined ? { status } : { status, error })
      .where('restaurant_id', '=', restaurantId)
      .where('provider_message_id', '=', providerMessageId)
      .where('status', 'in', [...statusesReplacedBy(status)])
      .executeTakeFirst();
    const updated = Number(result.numUpdatedRows) > 0;
    if (updated) await this.versions.bump(this.db, restaurantId, 'messages');
    return updated;
  }
}
