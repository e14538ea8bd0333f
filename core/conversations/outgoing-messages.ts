import type { ConversationRepository, Message, MessageRepository, NewMessage } from './conversation.js';
import type { ChannelDirectory } from './responder.js';
import { WhatsAppSendError, type WhatsAppChannel } from './whatsapp-channel.js';

export const NOT_CONFIGURED = 'WhatsApp no está configurado para este restaurante; la respuesta no se envió';

export type OutgoingDraft = Pick<NewMessage, 'conversationId' | 'restaurantId' | 'content' | 'timestamp'> &
  Partial<Pick<NewMessage, 'replyToId' | 'error' | 'author'>>;

/**
 * The one way a message leaves for a customer, whoever wrote it (the assistant, an operator,
 * a bulk send): stored as pending first, so a failure shows in the thread with its reason, then
 * sent and marked sent or failed.
 */
export class OutgoingMessages {
  constructor(
    private readonly deps: {
      conversations: ConversationRepository;
      messages: MessageRepository;
      channels: Pick<ChannelDirectory, 'markTokenInvalid'>;
    },
  ) {}

  /** Stores the message as pending and moves the conversation's activity to it. */
  async store(draft: OutgoingDraft): Promise<Message> {
    const message = await this.deps.messages.append({
      replyToId: null,
      error: null,
      ...draft,
      direction: 'outgoing',
      providerMessageId: null,
      status: 'pending',
    });
    await this.deps.conversations.update(draft.restaurantId, draft.conversationId, { lastMessageAt: draft.timestamp });
    return message;
  }

  /**
   * Sends a stored message to `to` and records the outcome. `reasonFor` turns a provider's
   * refusal into the reason stored with the failed message; it may throw instead, leaving the
   * message pending for another attempt (the inbox retries the assistant's replies). `buttons`
   * go under the text as reply buttons where the provider has them (the order confirmation).
   */
  async send(
    message: Message,
    to: string,
    channel: WhatsAppChannel | null,
    reasonFor: (error: WhatsAppSendError) => string = (error) => error.message,
    buttons?: readonly string[],
  ): Promise<Message> {
    if (!channel) return this.mark(message, { status: 'failed', error: NOT_CONFIGURED });
    try {
      const { providerMessageId } =
        buttons?.length && channel.sendButtons
          ? await channel.sendButtons(to, message.content, buttons)
          : await channel.sendText(to, message.content);
      // A message sent after a failed attempt no longer carries that attempt's reason.
      return this.mark(message, { status: 'sent', providerMessageId, ...(message.status === 'failed' ? { error: null } : {}) });
    } catch (err) {
      if (!(err instanceof WhatsAppSendError)) throw err;
      if (err.reason === 'invalid_token') this.deps.channels.markTokenInvalid(message.restaurantId);
      return this.mark(message, { status: 'failed', error: reasonFor(err) });
    }
  }

  /** Settles it without a provider: test-centre replies are shown, not sent. */
  async markTest(message: Message): Promise<Message> {
    return this.mark(message, { status: 'test' });
  }

  private async mark(message: Message, patch: Parameters<MessageRepository['update']>[2]): Promise<Message> {
    return (await this.deps.messages.update(message.restaurantId, message.id, patch)) ?? { ...message, ...patch };
  }
}
