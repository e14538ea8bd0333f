import { cartsForOneMessage, type CartRepository } from '../orders/cart.js';
import type { Clock } from '../shared/clock.js';
import type { Conversation, ConversationRepository, Message, MessageRepository } from './conversation.js';
import { INBOX_MAX_ATTEMPTS, PermanentFailure, type InboxItem } from './inbox.js';
import type { MessageGate } from './message-gate.js';
import { TEST_REQUEST_TYPE } from './test-message.js';
import type { RestaurantSettings, RestaurantSettingsReader } from './restaurant-settings.js';
import { type ChannelDirectory, MAX_ASSISTANT_INPUT, type Responder, type ResponderReply } from './responder.js';
import { OutgoingMessages } from './outgoing-messages.js';
import type { WhatsAppChannel } from './whatsapp-channel.js';

/** A failure worth retrying later; anything else thrown by processing is retried too. */
export class RetryLater extends Error {}

/** Messages a reply may look back on: more than the largest context an ai_config allows (10). */
export const REPLY_HISTORY_LIMIT = 20;

/**
 * A run of texts a customer sent before the assistant answered is answered once, as a person
 * reads a burst of WhatsApp bubbles: at most this many messages, each written within this
 * window of the one answered. Older ones stay in the history the assistant reads.
 */
export const BURST_MAX_MESSAGES = 10;
export const BURST_WINDOW_MS = 15 * 60_000;

/**
 * Stored without a reply of its own: the customer's next text is already waiting and will
 * answer both (InboxItem.followed). Media and locations are screened one by one, and the test
 * centre waits for the reply to each message it sends.
 */
const foldsIntoNext = (item: InboxItem) => item.followed === true && !item.attachment && item.provider !== 'test';

/**
 * The customer's texts just before `incoming` that nobody answered yet (folded into this
 * reply), oldest first. The run stops at an answered message, an attachment, a message from
 * staff, the window or the cap. A reply stamped later than a message it did not answer (the
 * server's clock against the customer's phone) does not end the run.
 */
export function unansweredRun(earlier: readonly Message[], incoming: Message): Message[] {
  const answered = new Set(earlier.map((m) => m.replyToId).filter((id): id is string => id !== null));
  const run: Message[] = [];
  // The assistant reads at most MAX_ASSISTANT_INPUT characters (responder.ts), however the text was split:
  // bubbles are folded in while they fit, so a customer who wrote in parts is never asked to.
  let length = incoming.content.length;
  for (let i = earlier.length - 1; i >= 0 && run.length < BURST_MAX_MESSAGES; i--) {
    const m = earlier[i]!;
    if (m.direction === 'outgoing') {
      if (m.replyToId !== null) continue;
      break;
    }
    length += m.content.length + 1;
    if (answered.has(m.id) || m.attachment || length > MAX_ASSISTANT_INPUT) break;
    if (incoming.timestamp.getTime() - m.timestamp.getTime() > BURST_WINDOW_MS) break;
    run.unshift(m);
  }
  return run;
}

export const SEND_GAVE_UP = 'WhatsApp no aceptó la respuesta tras varios intentos; el cliente no la recibió';

export type PipelineLog = (line: string, err?: unknown) => void;

export interface InboundProcessorDeps {
  settings: RestaurantSettingsReader;
  carts: CartRepository;
  conversations: ConversationRepository;
  messages: MessageRepository;
  responder: Responder;
  channels: ChannelDirectory;
  clock: Clock;
  log?: PipelineLog;
  /** #12: takeover, opening hours, media and location, screened before the responder. */
  gate?: MessageGate;
}

/**
 * Handles one inbox item end to end. Every step is idempotent, keyed by the inbound
 * message, so a retry after a crash resumes where the last attempt stopped: the message
 * is stored once, the reply is written once, and it is sent only while still pending.
 */
export class InboundProcessor {
  private readonly log: PipelineLog;
  private readonly outgoing: OutgoingMessages;

  constructor(private readonly deps: InboundProcessorDeps) {
    this.log = deps.log ?? ((line, err) => console.error(`[respuestas] ${line}`, err ?? ''));
    this.outgoing = new OutgoingMessages(deps);
  }

  /** The reply stored for the item, or null when the assistant chose to stay silent. */
  async process(item: InboxItem): Promise<Message | null> {
    const { conversations, messages } = this.deps;
    const settings = await this.deps.settings.load(item.restaurantId);
    if (!settings) throw new PermanentFailure(`Restaurante ${item.restaurantId} no existe`);
    const { restaurant } = settings;

    const conversation = await conversations.upsertByPhone(restaurant.id, item.phone, item.receivedAt, item.customerName);
    // A first claim has stored nothing yet (the inbox keeps one item per provider message): no lookups needed.
    const retry = item.attempts > 1;
    const incoming =
      (retry ? await messages.findByProviderId(restaurant.id, item.providerMessageId) : null) ??
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

    let reply = retry ? await messages.findReplyTo(restaurant.id, incoming.id) : null;
    if (!reply && foldsIntoNext(item)) return null;
    // The channel the reply goes out through, resolved once (a test-centre message has none).
    const channel = item.provider === 'test' ? null : this.deps.channels.fromConfig(settings.whatsapp);
    // Buttons live only between answering and sending: a retry after a crash sends the text alone.
    let buttons: readonly string[] | undefined;
    if (!reply) {
      const answered = await this.answer(item, settings, conversation, incoming, channel);
      if (!answered) return null;
      ({ reply, buttons } = answered);
    }
    if (reply.status === 'pending') reply = await this.send(item, channel, reply, buttons);
    return reply;
  }

  private async answer(
    item: InboxItem,
    settings: RestaurantSettings,
    conversation: Conversation,
    incoming: Message,
    channel: WhatsAppChannel | null,
  ): Promise<{ reply: Message; buttons?: readonly string[] } | null> {
    const { conversations, messages, clock } = this.deps;
    const { restaurant } = settings;
    // What was said just before this message, never the whole thread: a reply costs the same after a year.
    // Everything stored is older than the incoming message from the assistant's side (later ones wait
    // in the inbox), even a reply stamped after the customer's phone stamped this message: so the
    // incoming one is taken out wherever its timestamp sorts it, and the assistant puts it last.
    // Texts sent while the assistant was busy are answered here, together with this one.
    const latest = await messages.latestInConversation(restaurant.id, conversation.id, REPLY_HISTORY_LIMIT + BURST_MAX_MESSAGES + 1);
    const earlier = latest.filter((m) => m.id !== incoming.id);
    const run = unansweredRun(earlier, incoming);
    const history = earlier.filter((m) => !run.includes(m)).slice(-REPLY_HISTORY_LIMIT);
    const said = run.length === 0 ? incoming : { ...incoming, content: [...run, incoming].map((m) => m.content).join('\n') };
    const carts = cartsForOneMessage(this.deps.carts);
    const decision = (await this.deps.gate?.screen({
      restaurant,
      conversation,
      incoming: said,
      history,
      operations: settings.operations,
      ...(settings.delivery ? { delivery: settings.delivery } : {}),
      carts,
    })) ?? {
      kind: 'assistant' as const,
    };
    if (decision.kind === 'silent') {
      // Staff answers this conversation: the message is stored and counted, nobody replies automatically.
      await conversations.update(restaurant.id, conversation.id, { lastMessageAt: incoming.timestamp });
      return null;
    }
    const answer: ResponderReply =
      decision.kind === 'reply'
        ? { text: decision.text, error: null }
        : await this.deps.responder
            .reply({
              restaurant,
              settings,
              conversation,
              // A gate's reading of this message (a transcript, a pin's address) still follows the run.
              incomingText: decision.text === undefined ? said.content : [...run.map((m) => m.content), decision.text].join('\n'),
              history,
              ...(item.provider === 'test' ? { requestType: TEST_REQUEST_TYPE } : {}),
              // The last attempt is answered whatever the engine's load: never left without a reply.
              deferIfBusy: item.attempts < INBOX_MAX_ATTEMPTS,
              carts,
              ...(channel ? { typing: { channel, providerMessageId: item.providerMessageId } } : {}),
            })
            .then((r) => (decision.preface && r.text !== null ? { ...r, text: `${decision.preface}\n\n${r.text}` } : r));
    if (answer.text === null) return null;
    if (answer.error) this.log(`restaurante=${restaurant.id} conversación=${conversation.id} mensaje=${incoming.id}: ${answer.error}`);
    const reply = await this.outgoing.store({
      conversationId: conversation.id,
      restaurantId: restaurant.id,
      content: answer.text,
      timestamp: clock.now(),
      error: answer.error ?? null,
      replyToId: incoming.id,
    });
    return { reply, buttons: answer.buttons };
  }

  private async send(item: InboxItem, channel: WhatsAppChannel | null, reply: Message, buttons?: readonly string[]): Promise<Message> {
    // A test-centre message has no provider behind it: the reply is shown, not sent.
    if (item.provider === 'test') return this.outgoing.markTest(reply);
    const sent = await this.outgoing.send(
      reply,
      item.phone,
      channel,
      (err) => {
        // The last attempt settles it: a reply is never left pending once the inbox gives up.
        if (err.retryable && item.attempts < INBOX_MAX_ATTEMPTS) throw new RetryLater(err.message, { cause: err });
        return err.retryable ? SEND_GAVE_UP : err.message;
      },
      buttons,
    );
    if (sent.status === 'failed')
      this.log(`restaurante=${reply.restaurantId} conversación=${reply.conversationId}: la respuesta no se envió: ${sent.error}`);
    return sent;
  }
}
