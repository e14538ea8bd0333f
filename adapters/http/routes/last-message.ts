import type { Conversation, MessageRepository } from '../../../core/conversations/conversation.js';

/** What a conversation card shows under the customer: the last message, cut to a line. */
export interface LastMessagePreview {
  content: string;
  direction: 'incoming' | 'outgoing';
  timestamp: Date;
}

const PREVIEW_LENGTH = 120;

/** Each conversation of one page with its last message (one small read per card, only when the list changed). */
export async function withLastMessage<C extends Pick<Conversation, 'id'>>(
  messages: Pick<MessageRepository, 'latestInConversation'>,
  restaurantId: string,
  conversations: C[],
): Promise<(C & { lastMessage: LastMessagePreview | null })[]> {
  const latest = await Promise.all(conversations.map((c) => messages.latestInConversation(restaurantId, c.id, 1)));
  return conversations.map((c, i) => {
    const last = latest[i]?.at(-1);
    const text = last?.content.replace(/\s+/g, ' ').trim() ?? '';
    return {
      ...c,
      lastMessage: last
        ? {
            content: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text,
            direction: last.direction,
            timestamp: last.timestamp,
          }
        : null,
    };
  });
}
