import { describe, expect, it } from 'vitest';
import type { Message } from '../../../core/conversations/conversation.js';
import { withLastMessage } from './last-message.js';

let id = 0;
const message = (
  conversationId: string,
  providerMessageId: string | null,
  direction: Message['direction'],
  replyTo?: Message,
): Message => ({
  id: `m${++id}`,
  conversationId,
  restaurantId: 'r1',
  content: `mensaje ${id}`,
  direction,
  timestamp: new Date(Date.UTC(2026, 10, 25, 12, id)),
  providerMessageId,
  status: 'sent',
  error: null,
  replyToId: replyTo?.id ?? null,
});

describe("a conversation card's last message", () => {
  it("is marked as a test when it is the test centre's message or the reply to it, and not otherwise", async () => {
    const asked = message('test-chat', 'test-1', 'incoming');
    const customer = message('customer-chat', 'wamid.A1', 'incoming');
    const byConversation: Record<string, Message[]> = {
      'test-reply': [asked, message('test-reply', 'wamid.out', 'outgoing', asked)],
      'test-chat': [customer, asked],
      'customer-reply': [customer, message('customer-reply', 'wamid.out2', 'outgoing', customer)],
      'customer-chat': [asked, customer],
    };
    const messages = { latestInConversation: async (_r: string, c: string, limit: number) => byConversation[c]!.slice(-limit) };
    const cards = await withLastMessage(
      messages,
      'r1',
      Object.keys(byConversation).map((c) => ({ id: c })),
    );
    expect(Object.fromEntries(cards.map((c) => [c.id, c.lastMessage?.isTest]))).toEqual({
      'test-reply': true,
      'test-chat': true,
      'customer-reply': false,
      'customer-chat': false,
    });
  });

  it("shows the text without WhatsApp's formatting marks, on one line", async () => {
    const reply = { ...message('c', 'wamid.B', 'outgoing'), content: '*Pastas*\n• Pasta al Pesto — $150.00\n_¿Qué se te antoja?_ 2*3' };
    const [card] = await withLastMessage({ latestInConversation: async () => [reply] }, 'r1', [{ id: 'c' }]);
    expect(card!.lastMessage?.content).toBe('Pastas • Pasta al Pesto — $150.00 ¿Qué se te antoja? 2*3');
  });
});
