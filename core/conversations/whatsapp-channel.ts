import type { StoredMedia } from './attachment.js';
import type { MessageTemplate } from './message-templates.js';

/**
 * Port to the provider that delivers the restaurant's WhatsApp replies (Meta Cloud API
 * or Twilio). Adapters translate every provider failure into a WhatsAppSendError so the
 * pipeline decides on retries and operator messages without knowing the provider.
 */
export interface WhatsAppChannel {
  /** `to` is E.164 (`+5215512345678`); adapters format it as their provider expects. */
  sendText(to: string, text: string): Promise<{ providerMessageId: string }>;
  /**
   * Marks the customer's message as read and shows "escribiendo…" until the reply arrives (or
   * ~25 s). Best effort: callers ignore its failures. `replyingTo` is the provider's message id.
   */
  showTyping(replyingTo: string): Promise<void>;
  /** True when the stored credentials are accepted; throws only when the provider can't be reached. */
  verifyCredentials(): Promise<boolean>;
  /** Fetches an inbound media file by the provider's reference (Meta media id, Twilio media URL). */
  downloadMedia?(mediaRef: string): Promise<StoredMedia>;
  /**
   * A text with up to three reply buttons (Meta interactive "button" message). Providers without
   * them free-form (Twilio needs approved content) leave it out and the text goes alone.
   */
  sendButtons?(to: string, text: string, buttons: readonly string[]): Promise<{ providerMessageId: string }>;
  /** The restaurant's approved templates (Meta message templates, Twilio Content API). */
  listTemplates?(): Promise<MessageTemplate[]>;
  /** An approved template with its variables filled, allowed outside the 24-hour window. */
  sendTemplate?(to: string, template: MessageTemplate, values: readonly string[]): Promise<{ providerMessageId: string }>;
}

/** WhatsApp media tops out at 16 MB (documents 100 MB); we keep what a kitchen needs to see. */
export const MAX_MEDIA_BYTES = 20 * 1024 * 1024;

/** `not_configured`: a setting the restaurant has not filled in yet (nothing was sent to the provider). */
export type WhatsAppSendFailure =
  'outside_window' | 'invalid_token' | 'rate_limited' | 'invalid_recipient' | 'provider_error' | 'not_configured';

/** Operator-facing Spanish text per failure; also used for failed-status webhooks. */
export const WHATSAPP_FAILURE_MESSAGES: Record<WhatsAppSendFailure, string> = {
  outside_window: 'El cliente no ha escrito en las últimas 24 horas; WhatsApp solo permite responder dentro de esa ventana',
  invalid_token: 'El Access Token expiró o no es válido; genera uno nuevo permanente',
  rate_limited: 'WhatsApp limitó temporalmente los envíos; se reintentará',
  invalid_recipient: 'El número del cliente no es válido o no tiene WhatsApp',
  provider_error: 'El proveedor de WhatsApp no respondió correctamente; se reintentará',
  not_configured: 'Falta completar la configuración de WhatsApp en Configuración API',
};

/** Failures worth retrying as-is; the others need a person (new token, customer writes again). */
const RETRYABLE: ReadonlySet<WhatsAppSendFailure> = new Set(['rate_limited', 'provider_error']);

export class WhatsAppSendError extends Error {
  readonly retryable: boolean;
  /** The provider's raw (usually English) explanation, for logs rather than operators. */
  readonly providerMessage: string | null;

  constructor(
    readonly reason: WhatsAppSendFailure,
    /** The provider's own error code (Meta `error.code`, Twilio `code`), or null for network failures. */
    readonly providerCode: number | null = null,
    options: { retryable?: boolean; message?: string; providerMessage?: string; cause?: unknown } = {},
  ) {
    super(options.message ?? WHATSAPP_FAILURE_MESSAGES[reason], { cause: options.cause });
    this.name = 'WhatsAppSendError';
    this.retryable = options.retryable ?? RETRYABLE.has(reason);
    this.providerMessage = options.providerMessage ?? null;
  }
}
