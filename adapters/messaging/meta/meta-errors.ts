import { WHATSAPP_FAILURE_MESSAGES, WhatsAppSendError, type WhatsAppSendFailure } from '../../../core/conversations/whatsapp-channel.js';

/** The Graph API error envelope: `{"error": {"message", "type", "code", "error_subcode", "error_data", "fbtrace_id"}}`. */
export interface GraphErrorBody {
  error?: {
    message?: string;
    type?: string;
    code?: number;
    error_subcode?: number;
    error_data?: { messaging_product?: string; details?: string };
    fbtrace_id?: string;
  };
}

// Codes from https://developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes
const REASON_BY_CODE: Record<number, WhatsAppSendFailure> = {
  131047: 'outside_window',
  190: 'invalid_token',
  4: 'rate_limited',
  80007: 'rate_limited',
  130429: 'rate_limited',
  131048: 'rate_limited',
  131056: 'rate_limited',
  131026: 'invalid_recipient',
  131030: 'invalid_recipient',
  // Meta's own "temporary, try again" codes.
  1: 'provider_error',
  2: 'provider_error',
  131000: 'provider_error',
  131016: 'provider_error',
};

export function metaReason(code: number | undefined): WhatsAppSendFailure | undefined {
  return code === undefined ? undefined : REASON_BY_CODE[code];
}

export function metaSendError(status: number, body: unknown): WhatsAppSendError {
  const error = (body as GraphErrorBody | null)?.error;
  const code = typeof error?.code === 'number' ? error.code : null;
  const providerMessage = [error?.message, error?.error_data?.details].filter(Boolean).join(' — ') || `HTTP ${status}`;
  const known = metaReason(code ?? undefined);
  if (known) return new WhatsAppSendError(known, code, { providerMessage });
  if (status === 401) return new WhatsAppSendError('invalid_token', code, { providerMessage });
  if (status === 429) return new WhatsAppSendError('rate_limited', code, { providerMessage });
  // A 4xx that isn't listed above is a request Meta will keep refusing (bad parameter, permissions).
  const retryable = status >= 500;
  return new WhatsAppSendError('provider_error', code, {
    retryable,
    providerMessage,
    message: retryable
      ? WHATSAPP_FAILURE_MESSAGES.provider_error
      : `WhatsApp rechazó el mensaje (código ${code ?? status}): ${providerMessage}`,
  });
}

/** Spanish text for a failed-delivery status webhook, which carries the same codes. */
export function metaStatusErrorText(errors: unknown): string {
  const first = Array.isArray(errors) ? (errors[0] as Record<string, unknown> | undefined) : undefined;
  const code = typeof first?.code === 'number' ? first.code : undefined;
  const reason = metaReason(code);
  // Retryable reasons promise a retry that a status webhook can't trigger, so they get the generic text.
  if (reason && reason !== 'provider_error' && reason !== 'rate_limited') return WHATSAPP_FAILURE_MESSAGES[reason];
  const details = (first?.error_data as { details?: unknown } | undefined)?.details;
  const detail = [first?.title ?? first?.message, details].filter((part) => typeof part === 'string' && part);
  const suffix = detail.length > 0 ? `: ${detail.join(' — ')}` : '';
  return code === undefined
    ? `WhatsApp no pudo entregar el mensaje${suffix}`
    : `WhatsApp no pudo entregar el mensaje (código ${code})${suffix}`;
}
