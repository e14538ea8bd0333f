import type { Clock } from '../shared/clock.js';
import type { RestaurantRepository } from '../tenancy/restaurant-repository.js';
import type { ConversationRepository, Message, MessageRepository } from './conversation.js';
import type { InboxItem } from './inbox.js';
import type { ReplyGate } from './reply-gate.js';
import type { ChannelDirectory, Responder } from './responder.js';
import { WhatsAppSendError } from './whatsapp-channel.js';

/** A failure worth retrying later; anything else thrown by processing is retried too. */
export class RetryLater extends Error {}

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
      /** Takeover, opening hours, media: whether and how the assistant answers (#12). */
      gate?: ReplyGate;
    },
  ) {}

  /** The reply, or the stored incoming message when nobody answers automatically (staff has the conversation). */
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
        attachment: item.attachment ?? null,
      }));

    let reply = await messages.findReplyTo(restaurant.id, incoming.id);
    if (!reply) {
      // What was said before this message: it is the last the customer sent when we got here.
      const thread = await messages.listByConversation(restaurant.id, conversation.id);
      const at = thread.findIndex((m) => m.id === incoming.id);
      const history = at === -1 ? thread : thread.slice(0, at);
      const fresh = (await conversations.findById(restaurant.id, conversation.id)) ?? conversation;
      const decision = (await this.deps.gate?.screen({ restaurant, conversation: fresh, incoming, history })) ?? { kind: 'assistant' };
      if (decision.kind === 'silent') {
        await conversations.update(restaurant.id, conversation.id, { lastMessageAt: incoming.timestamp });
        return incoming;
      }
      const { text } =
        decision.kind === 'reply'
          ? decision
          : await this.deps.responder.reply({ restaurant, conversation: fresh, incomingText: decision.text ?? incoming.content, history }).then((r) =>
              decision.preface ? { text: `${decision.preface}\n\n${r.text}` } : r,
            );
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
