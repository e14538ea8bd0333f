import type { ConversationRepository, Message, MessageRepository } from './conversation.js';
import { checkTemplateValues, renderTemplate, type MessageTemplate } from './message-templates.js';
import { OutgoingMessages } from './outgoing-messages.js';
import type { ChannelDirectory } from './responder.js';
import { insideServiceWindow, lastCustomerMessageAt } from './service-window.js';
import { WhatsAppSendError, type WhatsAppChannel } from './whatsapp-channel.js';
import type { Clock } from '../shared/clock.js';
import { DomainError } from '../shared/errors.js';
import { formatOrderNumber } from '../orders/order-number.js';
import type { Order } from '../orders/order.js';
import type { OrderStatusNotifier, StatusNotice } from '../orders/status-notice.js';
import {
  DEFAULT_CANCEL_REASON,
  formatEta,
  noticeKindFor,
  renderStatusMessage,
  type StatusMessagesConfig,
} from '../orders/status-messages-config.js';

export const NO_TEMPLATE_REASON =
  'El cliente no ha escrito en las últimas 24 horas y no hay una plantilla aprobada para avisos de pedido: elige una en Configuración IA';
export const TEMPLATE_GONE_REASON = 'La plantilla para avisos de pedido ya no está aprobada: elige otra en Configuración IA';
export const TEMPLATE_SHAPE_REASON =
  'La plantilla para avisos de pedido debe tener una variable (el mensaje) o dos (el número de pedido y el mensaje)';

export interface StatusMessagesDeps {
  conversations: ConversationRepository;
  messages: MessageRepository;
  channels: ChannelDirectory;
  clock: Clock;
  settings: (restaurantId: string) => Promise<StatusMessagesConfig>;
}

/**
 * Tells the customer their order moved: one message per move, in the restaurant's words,
 * through the one outgoing path (stored first, so a failure shows in the thread with its reason).
 * Inside the 24-hour window a text; outside it the restaurant's approved template, or a failed
 * message whose reason the operator reads.
 */
export class OrderStatusMessages implements OrderStatusNotifier {
  private readonly outgoing: OutgoingMessages;

  constructor(private readonly deps: StatusMessagesDeps) {
    this.outgoing = new OutgoingMessages(deps);
  }

  /** The text the customer would read for this order's current status (null when that status has none or it is off). */
  async preview(order: Order): Promise<string | null> {
    return this.textFor(order, await this.deps.settings(order.restaurantId));
  }

  async notify(order: Order, author: string | null): Promise<StatusNotice> {
    if (order.test) return { outcome: 'skipped', reason: 'test_order' };
    const settings = await this.deps.settings(order.restaurantId);
    const content = this.textFor(order, settings);
    if (content === null) return { outcome: 'skipped', reason: noticeKindFor(order.status, order.fulfillment) ? 'disabled' : 'no_message' };
    return this.sendToCustomer(order, content, author, settings.templateId);
  }

  /** Sends `content` about `order` to its customer (the status message, or staff's "we changed your order"). */
  async sendToCustomer(order: Order, content: string, author: string | null, templateId?: string): Promise<StatusNotice> {
    const { conversations, messages, channels, clock } = this.deps;
    if (order.test) return { outcome: 'skipped', reason: 'test_order' };
    const conversation = order.conversationId ? await conversations.findById(order.restaurantId, order.conversationId) : null;
    if (!conversation) return { outcome: 'skipped', reason: 'no_conversation' };
    const now = clock.now();
    const thread = await messages.listByConversation(order.restaurantId, conversation.id);
    const inside = insideServiceWindow(lastCustomerMessageAt(thread), now);
    const channel = await channels.forRestaurant(order.restaurantId);
    const template = templateId ?? (await this.deps.settings(order.restaurantId)).templateId;
    const draft = { conversationId: conversation.id, restaurantId: order.restaurantId, content, timestamp: now, author };
    if (inside || !channel) {
      const sent = await this.outgoing.send(await this.outgoing.store(draft), conversation.phoneNumber, channel);
      return outcomeOf(sent, 'text');
    }
    const prepared = await this.prepareTemplate(order.restaurantId, channel, template, content, formatOrderNumber(order.number));
    // Stored as the customer reads it: the template's text, filled.
    const message = await this.outgoing.store({ ...draft, content: 'error' in prepared ? content : prepared.content });
    if ('error' in prepared) return this.fail(message, prepared.error);
    try {
      const { providerMessageId } = await channel.sendTemplate!(conversation.phoneNumber, prepared.template, prepared.values);
      await messages.update(message.restaurantId, message.id, { status: 'sent', providerMessageId });
      return { outcome: 'sent', via: 'template', content: message.content };
    } catch (err) {
      if (!(err instanceof WhatsAppSendError)) throw err;
      if (err.reason === 'invalid_token') channels.markTokenInvalid(order.restaurantId);
      return this.fail(message, err.message);
    }
  }

  private textFor(order: Order, settings: StatusMessagesConfig): string | null {
    const kind = noticeKindFor(order.status, order.fulfillment);
    if (!kind || !settings[kind].enabled) return null;
    return renderStatusMessage(settings[kind].text, {
      numero: formatOrderNumber(order.number),
      tiempo: formatEta(order.etaMinutes ?? settings.defaultEtaMinutes),
      motivo: order.cancelReason?.trim() || DEFAULT_CANCEL_REASON,
      nombre: order.customerName?.trim().split(/\s+/)[0] ?? '',
    });
  }

  private async prepareTemplate(
    restaurantId: string,
    channel: WhatsAppChannel,
    templateId: string,
    text: string,
    number: string,
  ): Promise<{ template: MessageTemplate; values: string[]; content: string } | { error: string }> {
    if (!templateId) return { error: NO_TEMPLATE_REASON };
    if (!channel.listTemplates || !channel.sendTemplate) return { error: 'Este proveedor de WhatsApp no admite plantillas' };
    try {
      const template = (await channel.listTemplates()).find((t) => t.id === templateId);
      if (!template) return { error: TEMPLATE_GONE_REASON };
      const raw = templateValues(template, text, number);
      if (!raw) return { error: TEMPLATE_SHAPE_REASON };
      const values = checkTemplateValues(template, raw);
      return { template, values, content: renderTemplate(template, values) };
    } catch (err) {
      if (err instanceof WhatsAppSendError) {
        if (err.reason === 'invalid_token') this.deps.channels.markTokenInvalid(restaurantId);
        return { error: err.message };
      }
      if (err instanceof DomainError) return { error: err.message };
      throw err;
    }
  }

  private async fail(message: Message, error: string): Promise<StatusNotice> {
    await this.deps.messages.update(message.restaurantId, message.id, { status: 'failed', error });
    return { outcome: 'failed', error, content: message.content };
  }
}

function templateValues(template: MessageTemplate, text: string, number: string): string[] | null {
  if (template.variables.length === 1) return [text];
  if (template.variables.length === 2) return [number, text];
  return null;
}

function outcomeOf(message: Message, via: 'text'): StatusNotice {
  return message.status === 'failed'
    ? { outcome: 'failed', error: message.error ?? 'No se pudo enviar', content: message.content }
    : { outcome: 'sent', via, content: message.content };
}
