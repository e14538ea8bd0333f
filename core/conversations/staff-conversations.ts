import type { OperationsSettings } from '../config/operations-config.js';
import type { Clock } from '../shared/clock.js';
import { conflict, notFound, validationError } from '../shared/errors.js';
import { insideServiceWindow, lastCustomerMessageAt, OUTSIDE_WINDOW_REASON } from './service-window.js';
import type { Conversation, ConversationRepository, Message, MessageRepository } from './conversation.js';
import { OutgoingMessages } from './outgoing-messages.js';
import type { ChannelDirectory } from './responder.js';
import { activeTakeover } from './takeover.js';

const MAX_STAFF_MESSAGE = 4096;

/** "Tomar conversación", write to the customer, "Devolver al asistente". */
export class StaffConversations {
  constructor(
    private readonly deps: {
      conversations: ConversationRepository;
      messages: MessageRepository;
      channels: ChannelDirectory;
      settings: OperationsSettings;
      clock: Clock;
    },
  ) {}

  async take(restaurantId: string, conversationId: string, operator: string): Promise<Conversation> {
    await this.find(restaurantId, conversationId);
    const now = this.deps.clock.now();
    return (await this.deps.conversations.update(restaurantId, conversationId, {
      takeover: { by: operator, reason: 'operator', at: now, activeAt: now },
    }))!;
  }

  async release(restaurantId: string, conversationId: string): Promise<Conversation> {
    await this.find(restaurantId, conversationId);
    return (await this.deps.conversations.update(restaurantId, conversationId, { takeover: null }))!;
  }

  /**
   * Writing takes the conversation (an operator who answers doesn't want the assistant
   * to answer too) and restarts the inactivity clock. The message is stored before it is
   * sent, so a failure shows in the thread with its reason.
   */
  async write(restaurantId: string, conversationId: string, operator: string, text: string): Promise<Message> {
    const content = text.trim();
    if (!content) throw validationError('El mensaje no puede estar vacío', { message: 'El mensaje no puede estar vacío' });
    if (content.length > MAX_STAFF_MESSAGE) throw validationError('El mensaje es demasiado largo (máximo 4096 caracteres)');
    const conversation = await this.find(restaurantId, conversationId);
    const { conversations, messages, channels, clock } = this.deps;
    const now = clock.now();
    if (!insideServiceWindow(lastCustomerMessageAt(await messages.listByConversation(restaurantId, conversationId)), now)) {
      throw conflict(OUTSIDE_WINDOW_REASON);
    }
    const { takeoverTimeoutMinutes } = await this.deps.settings(restaurantId);
    const current = activeTakeover(conversation.takeover, now, takeoverTimeoutMinutes);
    await conversations.update(restaurantId, conversationId, {
      takeover: { by: operator, reason: current?.reason ?? 'operator', at: current?.at ?? now, activeAt: now },
    });
    const outgoing = new OutgoingMessages(this.deps);
    const message = await outgoing.store({ conversationId, restaurantId, content, timestamp: now, author: operator });
    return outgoing.send(message, conversation.phoneNumber, await channels.forRestaurant(restaurantId));
  }

  private async find(restaurantId: string, conversationId: string): Promise<Conversation> {
    const conversation = await this.deps.conversations.findById(restaurantId, conversationId);
    if (!conversation) throw notFound('Conversación no encontrada');
    return conversation;
  }
}
