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
}

export type WhatsAppSendFailure =
  | 'outside_window'
  | 'invalid_token'
  | 'rate_limited'
  | 'invalid_recipient'
  | 'provider_error';

/** Operator-facing Spanish text per failure; also used for failed-status webhooks. */
export const WHATSAPP_FAILURE_MESSAGES: Record<WhatsAppSendFailure, string> = {
  outside_window:
    'El cliente no ha escrito en las últimas 24 horas; WhatsApp solo permite responder dentro de esa ventana',
  invalid_token: 'El Access Token expiró o no es válido; genera uno nuevo permanente',
  rate_limited: 'WhatsApp limitó temporalmente los envíos; se reintentará',
  invalid_recipient: 'El número del cliente no es válido o no tiene WhatsApp',
  provider_error: 'El proveedor de WhatsApp no respondió correctamente; se reintentará',
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
