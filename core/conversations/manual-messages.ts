import { notFound, validationError } from '../shared/errors.js';
import type { Clock } from '../shared/clock.js';
import type { ConversationRepository, Message, MessageRepository } from './conversation.js';
import type { ChannelDirectory } from './responder.js';
import { NOT_CONFIGURED, OutgoingMessages } from './outgoing-messages.js';
import { normalizePhone } from '../shared/phone.js';
import { insideServiceWindow, lastCustomerMessageAt, OUTSIDE_WINDOW_REASON } from './service-window.js';

export interface ManualSendResult {
  sent: number;
  failed: { phoneNumber: string; error: string }[];
}

/** An operator's message to customers (the bulk send of Conversaciones): stored, then sent. */
export class ManualMessages {
  private readonly outgoing: OutgoingMessages;

  constructor(
    private readonly conversations: ConversationRepository,
    private readonly messages: MessageRepository,
    private readonly channels: ChannelDirectory,
    private readonly clock: Clock,
  ) {
    this.outgoing = new OutgoingMessages({ conversations, messages, channels });
  }

  async send(restaurantId: string, phoneNumbers: string[], text: string): Promise<ManualSendResult> {
    const content = text.trim();
    if (!content) throw validationError('El mensaje no puede estar vacío', { message: 'El mensaje no puede estar vacío' });
    const phones = [...new Set(phoneNumbers.filter((p) => /\d/.test(p)).map(normalizePhone))];
    if (phones.length === 0)
      throw validationError('Selecciona al menos una conversación', { phoneNumbers: 'Selecciona al menos una conversación' });

    const channel = await this.channels.forRestaurant(restaurantId);
    const result: ManualSendResult = { sent: 0, failed: [] };
    for (const phoneNumber of phones) {
      const conversation = await this.conversations.findByPhone(restaurantId, phoneNumber);
      if (!conversation) {
        result.failed.push({ phoneNumber, error: 'No hay una conversación con ese número' });
        continue;
      }
      const now = this.clock.now();
      // Refused before anything is stored: the provider would reject it anyway (Meta 131047).
      const thread = await this.messages.listByConversation(restaurantId, conversation.id);
      if (!insideServiceWindow(lastCustomerMessageAt(thread), now)) {
        result.failed.push({ phoneNumber, error: OUTSIDE_WINDOW_REASON });
        continue;
      }
      const message = await this.outgoing.store({ conversationId: conversation.id, restaurantId, content, timestamp: now });
      const sent = await this.outgoing.send(message, phoneNumber, channel);
      if (sent.status === 'sent') result.sent++;
      else result.failed.push({ phoneNumber, error: sent.error ?? NOT_CONFIGURED });
    }
    return result;
  }

  /**
   * The recipients a free-form message can't reach (no conversation, or their last message is
   * older than 24 hours): a bulk text is refused whole when there are any, never half-sent.
   */
  async outsideWindow(restaurantId: string, phoneNumbers: string[]): Promise<string[]> {
    const phones = [...new Set(phoneNumbers.filter((p) => /\d/.test(p)).map(normalizePhone))];
    const now = this.clock.now();
    const outside: string[] = [];
    for (const phoneNumber of phones) {
      const conversation = await this.conversations.findByPhone(restaurantId, phoneNumber);
      if (!conversation) continue;
      const thread = await this.messages.listByConversation(restaurantId, conversation.id);
      if (!insideServiceWindow(lastCustomerMessageAt(thread), now)) outside.push(phoneNumber);
    }
    return outside;
  }

  /** Sends a failed outgoing message again (the thread's "Reintentar"); the answer says how it went. */
  async retry(restaurantId: string, conversationId: string, messageId: string): Promise<Message> {
    const conversation = await this.conversations.findById(restaurantId, conversationId);
    const message = conversation
      ? (await this.messages.listByConversation(restaurantId, conversation.id)).find((m) => m.id === messageId)
      : undefined;
    if (!conversation || !message) throw notFound('Mensaje no encontrado');
    if (message.direction !== 'outgoing' || message.status !== 'failed')
      throw validationError('Solo se puede reintentar un mensaje enviado que falló');
    return this.outgoing.send(message, conversation.phoneNumber, await this.channels.forRestaurant(restaurantId));
  }
}
