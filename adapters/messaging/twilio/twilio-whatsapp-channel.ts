import twilio from 'twilio';
import {
  WhatsAppSendError,
  type WhatsAppChannel,
} from '../../../core/conversations/whatsapp-channel.js';
import { RebasedRequestClient } from './rebased-request-client.js';
import { twilioSendError } from './twilio-errors.js';

export interface TwilioWhatsAppChannelOptions {
  accountSid: string;
  authToken: string;
  /** The WhatsApp sender, `+14155238886` or `whatsapp:+14155238886`. */
  from: string;
  /** TWILIO_API_URL; unset = Twilio's own hosts. */
  apiUrl?: string;
  timeoutMs?: number;
}

const whatsappAddress = (phone: string): string =>
  `whatsapp:${phone.replace(/^whatsapp:/i, '').trim()}`;

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

  /** Lazy because the SDK throws synchronously on a SID that doesn't start with "AC". */
  private getClient(): twilio.Twilio | undefined {
    if (this.client) return this.client;
    const { accountSid, authToken, apiUrl, timeoutMs = 10_000 } = this.options;
    if (!accountSid.startsWith('AC') || !authToken) return undefined;
    const httpClient = apiUrl
      ? new RebasedRequestClient(apiUrl, { timeout: timeoutMs })
      : new twilio.RequestClient({ timeout: timeoutMs });
    this.client = twilio(accountSid, authToken, { httpClient });
    return this.client;
  }
}
