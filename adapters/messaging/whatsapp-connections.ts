import type { ConfigService } from '../../core/config/config-service.js';
import type { WhatsAppConfig } from '../../core/config/config.js';
import type { ChannelDirectory } from '../../core/conversations/responder.js';
import type { WhatsAppChannel } from '../../core/conversations/whatsapp-channel.js';
import type { WhatsAppStatus, WhatsAppStatusReader } from '../../core/conversations/whatsapp-status.js';
import { createWhatsAppChannel, type MessagingEndpoints } from './create-whatsapp-channel.js';

const VERIFIED_TTL_MS = 5 * 60_000;

type Config = WhatsAppConfig & Record<string, unknown>;

/**
 * What WhatsAppConnections remembers. Owner: the composition root (apps/server/container.ts)
 * creates one per process with the connections and it lives as long as they do; entries are
 * replaced, never cleared: a channel is keyed by its credentials (a changed token builds a new
 * one), a verification expires after VERIFIED_TTL_MS or when the credentials change.
 */
export class WhatsAppConnectionCaches {
  /** Channels built per credentials (a Twilio client is worth reusing across messages), the oldest dropped past the bound. */
  readonly channels = new Map<string, WhatsAppChannel>();
  /** Per restaurant: whether the provider accepted its credentials, and when it was asked. At most one entry per restaurant. */
  readonly verified = new Map<string, { key: string; ok: boolean; at: number }>();

  constructor(readonly maxChannels = 500) {}

  channel(key: string, build: () => WhatsAppChannel): WhatsAppChannel {
    let channel = this.channels.get(key);
    if (!channel) {
      channel = build();
      if (this.channels.size >= this.maxChannels) this.channels.delete(this.channels.keys().next().value!);
      this.channels.set(key, channel);
    }
    return channel;
  }
}

/**
 * Each restaurant's WhatsApp channel, built from its decrypted config, plus the cached
 * answer to "does the provider accept these credentials?" that drives the dashboard banners.
 */
export class WhatsAppConnections implements ChannelDirectory, WhatsAppStatusReader {
  constructor(
    private readonly config: Pick<ConfigService, 'resolve'>,
    private readonly endpoints: MessagingEndpoints & { publicUrl: string },
    private readonly caches: WhatsAppConnectionCaches,
    private readonly makeChannel: (config: WhatsAppConfig, endpoints: MessagingEndpoints) => WhatsAppChannel = createWhatsAppChannel,
  ) {}

  private get verified() {
    return this.caches.verified;
  }

  async forRestaurant(restaurantId: string): Promise<WhatsAppChannel | null> {
    return this.fromConfig(await this.config.resolve(restaurantId, 'whatsapp_config'));
  }

  fromConfig(config: WhatsAppConfig): WhatsAppChannel | null {
    if (!hasCredentials(config)) return null;
    const key = [
      config.provider,
      config.accessToken,
      config.phoneNumberId,
      config.businessAccountId,
      config.twilioAccountSid,
      config.twilioAuthToken,
      config.twilioFrom,
    ].join('\u0000');
    return this.caches.channel(key, () => this.makeChannel(config, this.endpoints));
  }

  markTokenInvalid(restaurantId: string): void {
    const entry = this.verified.get(restaurantId);
    this.verified.set(restaurantId, { key: entry?.key ?? '', ok: false, at: Date.now() });
  }

  webhookUrl(restaurantId: string, provider: 'meta' | 'twilio'): string {
    return `${this.endpoints.publicUrl}/webhooks/${provider}/${restaurantId}`;
  }

  async status(restaurantId: string): Promise<WhatsAppStatus> {
    const config = await this.config.resolve(restaurantId, 'whatsapp_config');
    const provider = config.provider === 'twilio' ? 'twilio' : 'meta';
    const hasAccessToken = provider === 'twilio' ? Boolean(config.twilioAuthToken) : Boolean(config.accessToken);
    return {
      configured: hasCredentials(config) && (await this.isVerified(restaurantId, config)),
      provider,
      hasAccessToken,
      hasVerifyToken: provider === 'twilio' ? hasAccessToken : Boolean(config.webhookVerifyToken),
      phoneNumber: config.businessPhone || (provider === 'twilio' ? config.twilioFrom : '') || null,
      webhookUrl: this.webhookUrl(restaurantId, provider),
    };
  }

  /** Asks the provider, remembering the answer for the same credentials a few minutes. */
  private async isVerified(restaurantId: string, config: Config): Promise<boolean> {
    const key = [config.provider, config.accessToken, config.phoneNumberId, config.twilioAccountSid, config.twilioAuthToken].join('|');
    const cached = this.verified.get(restaurantId);
    if (cached && (cached.key === key || cached.key === '') && Date.now() - cached.at < VERIFIED_TTL_MS) return cached.ok;
    let ok: boolean;
    try {
      ok = await this.makeChannel(config, this.endpoints).verifyCredentials();
    } catch {
      ok = false; // Unreachable provider: show it as not connected rather than fail the dashboard.
    }
    this.verified.set(restaurantId, { key, ok, at: Date.now() });
    return ok;
  }
}

function hasCredentials(config: WhatsAppConfig): boolean {
  return config.provider === 'twilio'
    ? Boolean(config.twilioAccountSid && config.twilioAuthToken && config.twilioFrom)
    : Boolean(config.accessToken && config.phoneNumberId);
}
