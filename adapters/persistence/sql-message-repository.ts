import type { Kysely, Selectable } from 'kysely';
import type {
  Message,
  MessageDirection,
  MessagePatch,
  MessageRepository,
  MessageStatus,
  NewMessage,
} from '../../core/conversations/conversation.js';
import { definedOnly, fromIso, newId, toIso, toNumber } from './codec.js';
import type { MessagesTable, Schema } from './schema.js';

const toMessage = (row: Selectable<MessagesTable>): Message => ({
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
});

export class SqlMessageRepository implements MessageRepository {
  constructor(private readonly db: Kysely<Schema>) {}

  /** Fails (foreign key) when the conversation does not belong to message.restaurantId. */
  async append(message: NewMessage): Promise<Message> {
    const created: Message = { ...message, id: newId() };
    await this.db
      .insertInto('messages')
      .values({
        id: created.id,
        conversation_id: created.conversationId,
        restaurant_id: created.restaurantId,
        content: created.content,
        direction: created.direction,
        timestamp: toIso(created.timestamp),
        provider_message_id: created.providerMessageId,
        status: created.status,
        error: created.error,
        reply_to_id: created.replyToId,
      })
      .execute();
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

  /** Two index lookups: the anchor by id, then a backward range of (restaurant, conversation, timestamp, seq). */
  async listBefore(restaurantId: string, conversationId: string, messageId: string, limit: number): Promise<Message[]> {
    const anchor = await this.db
      .selectFrom('messages')
      .select(['timestamp', 'seq'])
      .where('restaurant_id', '=', restaurantId)
      .where('id', '=', messageId)
      .executeTakeFirst();
    if (!anchor) return [];
    const rows = await this.db
      .selectFrom('messages')
      .selectAll()
      .where('restaurant_id', '=', restaurantId)
      .where('conversation_id', '=', conversationId)
      .where((eb) => eb(eb.refTuple('timestamp', 'seq'), '<', eb.tuple(anchor.timestamp, anchor.seq)))
      .orderBy('timestamp', 'desc')
      .orderBy('seq', 'desc')
      .limit(Math.max(0, Math.floor(limit)))
      .execute();
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

  async countSince(restaurantId: string, since: Date): Promise<number> {
    const row = await this.db
      .selectFrom('messages')
      .select((eb) => eb.fn.countAll().as('count'))
      .where('restaurant_id', '=', restaurantId)
      .where('timestamp', '>=', toIso(since))
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
    const set = definedOnly({ status: patch.status, error: patch.error, provider_message_id: patch.providerMessageId });
    if (Object.keys(set).length > 0) {
      await this.db.updateTable('messages').set(set).where('restaurant_id', '=', restaurantId).where('id', '=', id).execute();
    }
    const row = await this.db.selectFrom('messages').selectAll().where('restaurant_id', '=', restaurantId).where('id', '=', id).executeTakeFirst();
    return row ? toMessage(row) : null;
  }

  /** Timestamps are ISO text in both dialects, so the gap is computed here rather than in SQL. */
  async averageReplySeconds(restaurantId: string, since: Date): Promise<number | null> {
    const rows = await this.db
      .selectFrom('messages as reply')
      .innerJoin('messages as incoming', 'incoming.id', 'reply.reply_to_id')
      .select(['reply.timestamp as repliedAt', 'incoming.timestamp as receivedAt'])
      .where('reply.restaurant_id', '=', restaurantId)
      .where('reply.timestamp', '>=', toIso(since))
      .execute();
    if (rows.length === 0) return null;
    const total = rows.reduce((sum, r) => sum + Math.max(0, fromIso(r.repliedAt).getTime() - fromIso(r.receivedAt).getTime()), 0);
    return total / rows.length / 1000;
  }

  /** `error` undefined keeps the stored error; null clears it. */
  async updateStatusByProviderId(
    restaurantId: string,
    providerMessageId: string,
    status: MessageStatus,
    error?: string | null,
  ): Promise<boolean> {
    const result = await this.db
      .updateTable('messages')
      .set(error === undefined ? { status } : { status, error })
      .where('restaurant_id', '=', restaurantId)
      .where('provider_message_id', '=', providerMessageId)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) > 0;
  }
}
