import type { WhatsAppConfig } from '../../core/config/config.js';
import type { WhatsAppChannel } from '../../core/conversations/whatsapp-channel.js';
import { MetaWhatsAppChannel } from './meta/meta-whatsapp-channel.js';
import { TwilioWhatsAppChannel } from './twilio/twilio-whatsapp-channel.js';

export interface MessagingEndpoints {
  /** META_GRAPH_URL */
  metaGraphUrl?: string;
  /** TWILIO_API_URL */
  twilioApiUrl?: string;
}

/** The restaurant's channel from its (decrypted) whatsapp_config. */
export function createWhatsAppChannel(config: WhatsAppConfig, endpoints: MessagingEndpoints = {}): WhatsAppChannel {
  if (config.provider === 'twilio') {
    return new TwilioWhatsAppChannel({
      accountSid: config.twilioAccountSid,
      authToken: config.twilioAuthToken,
      from: config.twilioFrom,
      apiUrl: endpoints.twilioApiUrl,
    });
  }
  return new MetaWhatsAppChannel({
    accessToken: config.accessToken,
    phoneNumberId: config.phoneNumberId,
    businessAccountId: config.businessAccountId,
    graphUrl: endpoints.metaGraphUrl,
  });
}
