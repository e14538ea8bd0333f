import type { Kysely, Selectable } from 'kysely';
import type {
  Message,
  MessageDirection,
  MessageRepository,
  MessageStatus,
  NewMessage,
} from '../../core/conversations/conversation.js';
import { fromIso, newId, toIso, toNumber } from './codec.js';
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
