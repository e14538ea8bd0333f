import { request } from 'undici';
import { WhatsAppSendError, type WhatsAppChannel } from '../../../core/conversations/whatsapp-channel.js';
import { metaSendError } from './meta-errors.js';
import type { StoredMedia } from '../../../core/conversations/attachment.js';
import { downloadBytes } from '../media-download.js';
import type { MessageTemplate } from '../../../core/conversations/message-templates.js';
import { graphTemplatePayload, templateFromGraph, type GraphTemplate } from './meta-templates.js';

const MISSING_WABA = 'Falta el ID de la cuenta de WhatsApp Business (WABA) en Configuración API: sin él no se pueden leer las plantillas';

export const DEFAULT_META_GRAPH_URL = 'https://graph.facebook.com';
export const DEFAULT_META_API_VERSION = 'v21.0';

export interface MetaWhatsAppChannelOptions {
  accessToken: string;
  phoneNumberId: string;
  /** The WhatsApp Business Account (WABA) id: where the message templates live. */
  businessAccountId?: string;
  /** META_GRAPH_URL; tests point it at a local fake. */
  graphUrl?: string;
  apiVersion?: string;
  timeoutMs?: number;
}

interface GraphResponse {
  status: number;
  body: unknown;
}

/** A Graph API call: what `call` sends besides the token. */
interface GraphRequest {
  method: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

/** Meta's media ids are digits; letters, `_` and `-` are let through for fixtures. Never a dot or a slash. */
const META_MEDIA_ID = /^[\w-]{1,128}$/;

/** WhatsApp Cloud API over plain HTTP: the Graph API is two calls, not worth an SDK. */
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
    return this.send(to, { type: 'text', text: { preview_url: false, body: text } });
  }

  /** An interactive "button" message: the customer taps a reply instead of typing it. */
  async sendButtons(to: string, text: string, buttons: readonly string[]): Promise<{ providerMessageId: string }> {
    // Meta's limits: body 1024 characters, 3 buttons of 20; beyond them the plain text says the same.
    if (text.length > 1024 || buttons.length === 0 || buttons.length > 3 || buttons.some((b) => b.length > 20))
      return this.sendText(to, text);
    return this.send(to, {
      type: 'interactive',
      interactive: {
        type: 'button',
        body: { text },
        action: { buttons: buttons.map((title) => ({ type: 'reply', reply: { id: title.toLowerCase(), title } })) },
      },
    });
  }

  async sendTemplate(to: string, template: MessageTemplate, values: readonly string[]): Promise<{ providerMessageId: string }> {
    return this.send(to, { type: 'template', template: graphTemplatePayload(template, values) });
  }

  /** GET /{WABA-ID}/message_templates, approved only, every page (a business has at most a few hundred). */
  async listTemplates(): Promise<MessageTemplate[]> {
    if (!this.options.accessToken) throw new WhatsAppSendError('invalid_token');
    if (!this.options.businessAccountId) throw new WhatsAppSendError('not_configured', null, { message: MISSING_WABA });
    const fields = 'id,name,language,status,category,parameter_format,components';
    const first = `${this.root}/${encodeURIComponent(this.options.businessAccountId)}/message_templates?status=APPROVED&fields=${fields}&limit=100`;
    let url: string | null = first;
    const templates: MessageTemplate[] = [];
    for (let page = 0; url && page < 20; page++) {
      const { status, body } = await this.call(url, { method: 'GET' });
      if (status < 200 || status >= 300) throw metaSendError(status, body);
      const { data, paging } = (body ?? {}) as { data?: GraphTemplate[]; paging?: { cursors?: { after?: string }; next?: string } };
      for (const raw of data ?? []) {
        const template = templateFromGraph(raw);
        if (template) templates.push(template);
      }
      const after = paging?.next ? paging.cursors?.after : undefined;
      url = after ? `${first}&after=${encodeURIComponent(after)}` : null;
    }
    return templates;
  }

  private async send(to: string, message: Record<string, unknown>): Promise<{ providerMessageId: string }> {
    if (!this.options.accessToken) throw new WhatsAppSendError('invalid_token');
    const { status, body } = await this.call(`${this.base}/messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ messaging_product: 'whatsapp', recipient_type: 'individual', to: to.replace(/\D/g, ''), ...message }),
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
    // The id comes from a webhook: '..' survives encodeURIComponent and would climb the Graph path.
    if (!META_MEDIA_ID.test(mediaId)) throw new Error('Identificador de archivo de Meta inválido');
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

  /**
   * One Graph API call through undici's `request`, not `fetch`: the WHATWG layers of `fetch`
   * (streams, a Response, an AbortSignal per call) cost the event loop about four times as much
   * per call, twice per reply (the typing indicator and the reply). The timeout bounds the wait
   * for the answer's headers and then for each part of its body.
   */
  private async call(url: string, init: GraphRequest): Promise<GraphResponse> {
    try {
      const response = await request(url, {
        method: init.method,
        headers: { ...init.headers, Authorization: `Bearer ${this.options.accessToken}` },
        body: init.body,
        headersTimeout: this.timeoutMs,
        bodyTimeout: this.timeoutMs,
      });
      const raw = await response.body.text().catch(() => '');
      return { status: response.statusCode, body: parseJson(raw) };
    } catch (cause) {
      // Timeouts and refused connections: the message may be fine, the network isn't.
      throw new WhatsAppSendError('provider_error', null, {
        cause,
        providerMessage: cause instanceof Error ? cause.message : String(cause),
      });
    }
  }
}

/** Graph answers JSON; anything else (an HTML error page from a proxy) reads as no body. */
function parseJson(raw: string): unknown {
  try {
    return raw ? JSON.parse(raw) : null;
  } catch {
    return null;
  }
}
