import type { OperationsSettings } from '../config/operations-config.js';
import type { Clock } from '../shared/clock.js';
import { notFound, validationError } from '../shared/errors.js';
import type { ConversationRepository, Message, MessageRepository } from './conversation.js';
import type { ManualSendResult } from './manual-messages.js';
import { checkTemplateValues, renderTemplate, type MessageTemplate } from './message-templates.js';
import { OutgoingMessages } from './outgoing-messages.js';
import { normalizePhone } from '../shared/phone.js';
import type { ChannelDirectory } from './responder.js';
import { activeTakeover } from './takeover.js';
import { WhatsAppSendError, type WhatsAppChannel } from './whatsapp-channel.js';

export interface TemplateChoice {
  templateId: string;
  variables: string[];
}

/**
 * Approved templates: the only way to write to a customer outside the 24-hour window.
 * The template and every variable are checked before the first send, so a bad form never
 * reaches some customers and not others; each recipient's outcome is then reported.
 */
export class TemplateMessages {
  constructor(
    private readonly deps: {
      conversations: ConversationRepository;
      messages: MessageRepository;
      channels: ChannelDirectory;
      settings: OperationsSettings;
      clock: Clock;
    },
  ) {}

  /** Provider failures surface as WhatsAppSendError (the route answers 502 with the reason). */
  async list(restaurantId: string): Promise<MessageTemplate[]> {
    const channel = await this.channel(restaurantId);
    return this.templatesOf(restaurantId, channel);
  }

  /** The bulk send: one template, the same variables, many customers. */
  async sendToPhones(restaurantId: string, phoneNumbers: string[], choice: TemplateChoice): Promise<ManualSendResult> {
    const phones = [...new Set(phoneNumbers.filter((p) => /\d/.test(p)).map(normalizePhone))];
    if (phones.length === 0)
      throw validationError('Selecciona al menos una conversación', { phoneNumbers: 'Selecciona al menos una conversación' });
    const { channel, template, values } = await this.prepare(restaurantId, choice);
    const result: ManualSendResult = { sent: 0, failed: [] };
    for (const phoneNumber of phones) {
      const conversation = await this.deps.conversations.findByPhone(restaurantId, phoneNumber);
      if (!conversation) {
        result.failed.push({ phoneNumber, error: 'No hay una conversación con ese número' });
        continue;
      }
      const message = await this.deliver(restaurantId, conversation.id, phoneNumber, channel, template, values, null);
      if (message.status === 'failed') result.failed.push({ phoneNumber, error: message.error ?? 'No se pudo enviar' });
      else result.sent++;
    }
    return result;
  }

  /** An operator re-opens one conversation: like writing to it, the operator takes it over. */
  async sendToConversation(restaurantId: string, conversationId: string, operator: string, choice: TemplateChoice): Promise<Message> {
    const conversation = await this.deps.conversations.findById(restaurantId, conversationId);
    if (!conversation) throw notFound('Conversación no encontrada');
    const { channel, template, values } = await this.prepare(restaurantId, choice);
    const now = this.deps.clock.now();
    const { takeoverTimeoutMinutes } = await this.deps.settings(restaurantId);
    const current = activeTakeover(conversation.takeover, now, takeoverTimeoutMinutes);
    await this.deps.conversations.update(restaurantId, conversationId, {
      takeover: { by: operator, reason: current?.reason ?? 'operator', at: current?.at ?? now, activeAt: now },
    });
    return this.deliver(restaurantId, conversationId, conversation.phoneNumber, channel, template, values, operator);
  }

  private async prepare(restaurantId: string, choice: TemplateChoice) {
    const channel = await this.channel(restaurantId);
    const template = (await this.templatesOf(restaurantId, channel)).find((t) => t.id === choice.templateId);
    if (!template)
      throw validationError('La plantilla no existe o ya no está aprobada; actualiza la lista', {
        templateId: 'Elige una plantilla aprobada',
      });
    return { channel, template, values: checkTemplateValues(template, choice.variables) };
  }

  /** Stored before it is sent, like every outgoing message, so a failure shows in the thread with its reason. */
  private async deliver(
    restaurantId: string,
    conversationId: string,
    phone: string,
    channel: WhatsAppChannel,
    template: MessageTemplate,
    values: string[],
    author: string | null,
  ): Promise<Message> {
    const { messages, channels, clock } = this.deps;
    const message = await new OutgoingMessages(this.deps).store({
      conversationId,
      restaurantId,
      content: renderTemplate(template, values),
      timestamp: clock.now(),
      author,
    });
    try {
      const { providerMessageId } = await channel.sendTemplate!(phone, template, values);
      return (await messages.update(restaurantId, message.id, { status: 'sent', providerMessageId })) ?? message;
    } catch (err) {
      if (!(err instanceof WhatsAppSendError)) throw err;
      if (err.reason === 'invalid_token') channels.markTokenInvalid(restaurantId);
      return (await messages.update(restaurantId, message.id, { status: 'failed', error: err.message })) ?? message;
    }
  }

  private async channel(restaurantId: string): Promise<WhatsAppChannel> {
    const channel = await this.deps.channels.forRestaurant(restaurantId);
    if (!channel) throw validationError(NOT_CONFIGURED_TEMPLATES);
    if (!channel.listTemplates || !channel.sendTemplate) throw validationError('Este proveedor de WhatsApp no admite plantillas');
    return channel;
  }

  private async templatesOf(restaurantId: string, channel: WhatsAppChannel): Promise<MessageTemplate[]> {
    try {
      return await channel.listTemplates!();
    } catch (err) {
      if (err instanceof WhatsAppSendError && err.reason === 'invalid_token') this.deps.channels.markTokenInvalid(restaurantId);
      throw err;
    }
  }
}

export const NOT_CONFIGURED_TEMPLATES =
  'WhatsApp no está configurado para este restaurante: configúralo en Configuración API para usar plantillas';
