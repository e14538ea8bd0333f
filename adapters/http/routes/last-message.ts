import type { Conversation, Message, MessageRepository } from '../../../core/conversations/conversation.js';
import { isTestMessageId } from '../../../core/conversations/test-message.js';

/** What a conversation card shows under the customer: the last message, cut to a line. */
export interface LastMessagePreview {
  content: string;
  direction: 'incoming' | 'outgoing';
  timestamp: Date;
  /** The panel's test message, or the assistant's reply to one: the card marks the chat as a test. */
  isTest: boolean;
}

/** The last message is a test one, or the reply to the test message before it. */
function fromTest(last: Message, before: Message | undefined): boolean {
  if (isTestMessageId(last.providerMessageId)) return true;
  return Boolean(before && last.replyToId === before.id && isTestMessageId(before.providerMessageId));
}

const PREVIEW_LENGTH = 120;

/** One line without WhatsApp's *bold*, _italic_ and ~struck~ marks, which the card would show as they are typed. */
const plainText = (content: string) =>
  content
    .replace(/([*_~])(?=\S)([^*_~\n]*?\S)\1/g, '$2')
    .replace(/\s+/g, ' ')
    .trim();

/** Each conversation of one page with its last message (one small read per card, only when the list changed). */
export async function withLastMessage<C extends Pick<Conversation, 'id'>>(
  messages: Pick<MessageRepository, 'latestInConversation'>,
  restaurantId: string,
  conversations: C[],
): Promise<(C & { lastMessage: LastMessagePreview | null })[]> {
  // Two each: a reply is a test one when the message it answers is.
  const latest = await Promise.all(conversations.map((c) => messages.latestInConversation(restaurantId, c.id, 2)));
  return conversations.map((c, i) => {
    const last = latest[i]?.at(-1);
    const before = latest[i]?.at(-2);
    const text = plainText(last?.content ?? '');
    return {
      ...c,
      lastMessage: last
        ? {
            content: text.length > PREVIEW_LENGTH ? `${text.slice(0, PREVIEW_LENGTH - 1)}…` : text,
            direction: last.direction,
            timestamp: last.timestamp,
            isTest: fromTest(last, before),
          }
        : null,
    };
  });
}
