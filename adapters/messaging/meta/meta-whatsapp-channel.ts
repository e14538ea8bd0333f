import {
  WhatsAppSendError,
  type WhatsAppChannel,
} from '../../../core/conversations/whatsapp-channel.js';
import { metaSendError } from './meta-errors.js';
import type { StoredMedia } from '../../../core/conversations/attachment.js';
import { downloadBytes } from '../media-download.js';

export const DEFAULT_META_GRAPH_URL = 'https://graph.facebook.com';
export const DEFAULT_META_API_VERSION = 'v21.0';

export interface MetaWhatsAppChannelOptions {
  accessToken: string;
  phoneNumberId: string;
  /** META_GRAPH_URL; tests point it at a local fake. */
  graphUrl?: string;
  apiVersion?: string;
  timeoutMs?: number;
}

interface GraphResponse {
  status: number;
  body: unknown;
}

/** WhatsApp Cloud API over plain fetch: the Graph API is two calls, not worth an SDK. */
export class MetaWhatsAppChannel implements WhatsAppChannel {
  private readonly base: string;
  private readonly root: string;
  private readonly timeoutMs: number;

  constructor(private readonly options: MetaWhatsAppChannelOptions) {
    const root = (options.graphUrl || DEFAULT_META_GRAPH_URL).replace(/\/+$/, '');
    this.root = `${root}/${options.apiVersion ?? DEFAULT_META_API_VERSION}`;
    this.base = `${this.root}/${encodeURIComponent(options.phoneNumberId)}`;
    this.timeoutMs = options.timeoutMs ?? 10_000;
  }

  async sendText(to: string, text: string): Promise<{ providerMessageId: string }> {
    if (!this.options.accessToken) throw new WhatsAppSendError('invalid_token');
    const { status, body } = await this.call(`${this.base}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        messaging_product: 'whatsapp',
        recipient_type: 'individual',
        to: to.replace(/\D/g, ''),
        type: 'text',
        text: { preview_url: false, body: text },
      }),
    });
    if (status < 200 || status >= 300) throw metaSendError(status, body);
    const id = (body as { messages?: Array<{ id?: unknown }> } | null)?.messages?.[0]?.id;
    if (typeof id !== 'string') {
      throw new WhatsAppSendError('provider_error', null, { providerMessage: 'Respuesta sin messages[0].id' });
    }
    return { providerMessageId: id };
  }

  /** Cloud API: one call marks the message read (blue ticks) and shows the typing indicator. */
  async showTyping(replyingTo: string): Promise<void> {
    const { status, body } = await this.call(`${this.base}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', status: 'read', message_id: replyingTo, typing_indicator: { type: 'text' } }),
    });
    if (status < 200 || status >= 300) throw metaSendError(status, body);
  }

  async verifyCredentials(): Promise<boolean> {
    if (!this.options.accessToken || !this.options.phoneNumberId) return false;
    const { status, body } = await this.call(`${this.base}?fields=display_phone_number`, { method: 'GET' });
    if (status >= 200 && status < 300) return true;
    // 4xx = token rejected (190), unknown phone number id (100) or missing permission: not usable.
    if (status < 500) return false;
    throw metaSendError(status, body);
  }

  /** Cloud API media: GET /{media-id} gives a short-lived URL, fetched with the same token. */
  async downloadMedia(mediaId: string): Promise<StoredMedia> {
    const { status, body } = await this.call(`${this.root}/${encodeURIComponent(mediaId)}`, { method: 'GET' });
    if (status < 200 || status >= 300) throw metaSendError(status, body);
    const { url, mime_type: mimeType } = (body ?? {}) as { url?: unknown; mime_type?: unknown };
    if (typeof url !== 'string' || !this.isMetaMediaHost(url)) throw new Error('Meta no devolvió una URL de descarga válida');
    const media = await downloadBytes(url, `Bearer ${this.options.accessToken}`, this.timeoutMs);
    return typeof mimeType === 'string' ? { ...media, mimeType } : media;
  }

  /** Only Meta's CDN (or the configured Graph host, e.g. a test fake) gets our token. */
  private isMetaMediaHost(url: string): boolean {
    const host = new URL(url).hostname;
    return host === new URL(this.root).hostname || /(^|\.)(fbsbx\.com|facebook\.com|whatsapp\.net|fbcdn\.net)$/i.test(host);
  }

  private async call(url: string, init: RequestInit): Promise<GraphResponse> {
    let response: Response;
    try {
      response = await fetch(url, {
        ...init,
        headers: { ...(init.headers as Record<string, string>), Authorization: `Bearer ${this.options.accessToken}` },
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (cause) {
      // Timeouts and refused connections: the message may be fine, the network isn't.
      throw new WhatsAppSendError('provider_error', null, {
        cause,
        providerMessage: cause instanceof Error ? cause.message : String(cause),
      });
    }
    const raw = await response.text().catch(() => '');
    let body: unknown;
    try {
      body = raw ? JSON.parse(raw) : null;
    } catch {
      body = null;
    }
    return { status: response.status, body };
  }
}
