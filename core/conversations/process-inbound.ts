import type { Clock } from '../shared/clock.js';
import type { RestaurantRepository } from '../tenancy/restaurant-repository.js';
import type { ConversationRepository, Message, MessageRepository } from './conversation.js';
import type { InboxItem } from './inbox.js';
import type { ChannelDirectory, Responder } from './responder.js';
import { WhatsAppSendError } from './whatsapp-channel.js';

/** A failure worth retrying later; anything else thrown by processing is retried too. */
export class RetryLater extends Error {}

/** Messages a reply may look back on: more than the largest context an ai_config allows (10). */
export const REPLY_HISTORY_LIMIT = 20;

export const NOT_CONFIGURED = 'WhatsApp no está configurado para este restaurante; la respuesta no se envió';

/**
 * Handles one inbox item end to end. Every step is idempotent, keyed by the inbound
 * message, so a retry after a crash resumes where the last attempt stopped: the message
 * is stored once, the reply is written once, and it is sent only while still pending.
 */
export class InboundProcessor {
  constructor(
    private readonly deps: {
      restaurants: RestaurantRepository;
      conversations: ConversationRepository;
      messages: MessageRepository;
      responder: Responder;
      channels: ChannelDirectory;
      clock: Clock;
    },
  ) {}

  async process(item: InboxItem): Promise<Message> {
    const { restaurants, conversations, messages, clock } = this.deps;
    const restaurant = await restaurants.findById(item.restaurantId);
    if (!restaurant) throw new Error(`Restaurante ${item.restaurantId} no existe`);

    const conversation = await conversations.upsertByPhone(restaurant.id, item.phone, item.receivedAt, item.customerName);
    const incoming =
      (await messages.findByProviderId(restaurant.id, item.providerMessageId)) ??
      (await messages.append({
        conversationId: conversation.id,
        restaurantId: restaurant.id,
        content: item.text,
        direction: 'incoming',
        timestamp: item.receivedAt,
        providerMessageId: item.providerMessageId,
        status: 'received',
        error: null,
        replyToId: null,
      }));

    let reply = await messages.findReplyTo(restaurant.id, incoming.id);
    if (!reply) {
      // What was said just before this message, never the whole thread: a reply costs the same after a year.
      const history = await messages.listBefore(restaurant.id, conversation.id, incoming.id, REPLY_HISTORY_LIMIT);
      const fresh = (await conversations.findById(restaurant.id, conversation.id)) ?? conversation;
      const { text } = await this.deps.responder.reply({ restaurant, conversation: fresh, incomingText: incoming.content, history });
      reply = await messages.append({
        conversationId: conversation.id,
        restaurantId: restaurant.id,
        content: text,
        direction: 'outgoing',
        timestamp: clock.now(),
        providerMessageId: null,
        status: 'pending',
        error: null,
        replyToId: incoming.id,
      });
      await conversations.update(restaurant.id, conversation.id, {
        lastMessageAt: reply.timestamp,
        ...(item.customerName && !fresh.customerName ? { customerName: item.customerName } : {}),
      });
    }

    if (reply.status === 'pending') reply = await this.send(item, reply);
    return reply;
  }

  private async send(item: InboxItem, reply: Message): Promise<Message> {
    const { messages, channels } = this.deps;
    // A test-centre message has no provider behind it: the reply is shown, not sent.
    if (item.provider === 'test') return (await messages.update(reply.restaurantId, reply.id, { status: 'sent' })) ?? reply;
    const channel = await channels.forRestaurant(item.restaurantId);
    if (!channel) return (await messages.update(reply.restaurantId, reply.id, { status: 'failed', error: NOT_CONFIGURED })) ?? reply;
    try {
      const { providerMessageId } = await channel.sendText(item.phone, reply.content);
      return (await messages.update(reply.restaurantId, reply.id, { status: 'sent', providerMessageId })) ?? reply;
    } catch (err) {
      if (!(err instanceof WhatsAppSendError)) throw err;
      if (err.reason === 'invalid_token') channels.markTokenInvalid(item.restaurantId);
      if (err.retryable) throw new RetryLater(err.message, { cause: err });
      return (await messages.update(reply.restaurantId, reply.id, { status: 'failed', error: err.message })) ?? reply;
    }
  }
}
