import twilio from 'twilio';
import { WhatsAppSendError, type WhatsAppChannel } from '../../../core/conversations/whatsapp-channel.js';
import { RebasedRequestClient } from './rebased-request-client.js';
import { twilioSendError } from './twilio-errors.js';
import type { StoredMedia } from '../../../core/conversations/attachment.js';
import { downloadBytes } from '../media-download.js';
import type { MessageTemplate } from '../../../core/conversations/message-templates.js';
import { templateFromContent } from './twilio-templates.js';

export interface TwilioWhatsAppChannelOptions {
  accountSid: string;
  authToken: string;
  /** The WhatsApp sender, `+14155238886` or `whatsapp:+14155238886`. */
  from: string;
  /** TWILIO_API_URL; unset = Twilio's own hosts. */
  apiUrl?: string;
  timeoutMs?: number;
}

const whatsappAddress = (phone: string): string => `whatsapp:${phone.replace(/^whatsapp:/i, '').trim()}`;

export class TwilioWhatsAppChannel implements WhatsAppChannel {
  private client: twilio.Twilio | undefined;

  constructor(private readonly options: TwilioWhatsAppChannelOptions) {}

  async sendText(to: string, text: string): Promise<{ providerMessageId: string }> {
    const client = this.getClient();
    if (!client) throw new WhatsAppSendError('invalid_token');
    try {
      const message = await client.messages.create({
        from: whatsappAddress(this.options.from),
        to: whatsappAddress(to),
        body: text,
      });
      return { providerMessageId: message.sid };
    } catch (error) {
      throw twilioSendError(error);
    }
  }

  /** A content template by its sid (HX…), variables as the JSON object Twilio expects: {"1": "…"}. */
  async sendTemplate(to: string, template: MessageTemplate, values: readonly string[]): Promise<{ providerMessageId: string }> {
    const client = this.getClient();
    if (!client) throw new WhatsAppSendError('invalid_token');
    const contentVariables = Object.fromEntries(template.variables.map((v, i) => [v.key, values[i] ?? '']));
    try {
      const message = await client.messages.create({
        from: whatsappAddress(this.options.from),
        to: whatsappAddress(to),
        contentSid: template.id,
        ...(template.variables.length ? { contentVariables: JSON.stringify(contentVariables) } : {}),
      });
      return { providerMessageId: message.sid };
    } catch (error) {
      throw twilioSendError(error);
    }
  }

  /** Content API templates with their WhatsApp approval (GET content.twilio.com/v1/ContentAndApprovals): approved only. */
  async listTemplates(): Promise<MessageTemplate[]> {
    const client = this.getClient();
    if (!client) throw new WhatsAppSendError('invalid_token');
    try {
      const contents = await client.content.v1.contentAndApprovals.list({ pageSize: 100, limit: 1000 });
      return contents.map(templateFromContent).filter((t): t is MessageTemplate => t !== null);
    } catch (error) {
      throw twilioSendError(error);
    }
  }

  /**
   * Twilio's WhatsApp typing indicator (public beta, Messaging v2): marks the referenced
   * inbound message (its SM… sid) as read and shows the indicator.
   */
  async showTyping(replyingTo: string): Promise<void> {
    const client = this.getClient();
    if (!client) throw new WhatsAppSendError('invalid_token');
    try {
      await client.messaging.v2.typingIndicator.create({ channel: 'whatsapp', messageId: replyingTo });
    } catch (error) {
      throw twilioSendError(error);
    }
  }

  async verifyCredentials(): Promise<boolean> {
    const client = this.getClient();
    if (!client) return false;
    try {
      await client.api.v2010.accounts(this.options.accountSid).fetch();
      return true;
    } catch (error) {
      const mapped = twilioSendError(error);
      // Only "Twilio answered and said no" means bad credentials; outages are re-thrown.
      if (mapped.retryable) throw mapped;
      return false;
    }
  }

  /** MediaUrl0 of the webhook, fetched with the account's credentials (rebased onto TWILIO_API_URL when set). */
  async downloadMedia(mediaUrl: string): Promise<StoredMedia> {
    const target = new URL(mediaUrl);
    if (!/(^|\.)twilio\.com$/i.test(target.hostname)) throw new Error('La URL del archivo no es de Twilio');
    const { accountSid, authToken, apiUrl, timeoutMs = 10_000 } = this.options;
    let url = mediaUrl;
    if (apiUrl) {
      const base = new URL(apiUrl);
      url = `${base.origin}${base.pathname.replace(/\/+$/, '')}${target.pathname}${target.search}`;
    }
    const basic = Buffer.from(`${accountSid}:${authToken}`).toString('base64');
    return downloadBytes(url, `Basic ${basic}`, timeoutMs);
  }

  /** Lazy because the SDK throws synchronously on a SID that doesn't start with "AC". */
  private getClient(): twilio.Twilio | undefined {
    if (this.client) return this.client;
    const { accountSid, authToken, apiUrl, timeoutMs = 10_000 } = this.options;
    if (!accountSid.startsWith('AC') || !authToken) return undefined;
    const httpClient = apiUrl ? new RebasedRequestClient(apiUrl, { timeout: timeoutMs }) : new twilio.RequestClient({ timeout: timeoutMs });
    this.client = twilio(accountSid, authToken, { httpClient });
    return this.client;
  }
}
