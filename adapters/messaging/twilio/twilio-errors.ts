import { WHATSAPP_FAILURE_MESSAGES, WhatsAppSendError, type WhatsAppSendFailure } from '../../../core/conversations/whatsapp-channel.js';

// Codes from https://www.twilio.com/docs/api/errors
const REASON_BY_CODE: Record<number, WhatsAppSendFailure> = {
  63016: 'outside_window',
  20003: 'invalid_token',
  20429: 'rate_limited',
  63018: 'rate_limited',
  21211: 'invalid_recipient',
  63003: 'invalid_recipient',
};

export function twilioReason(code: number | undefined): WhatsAppSendFailure | undefined {
  return code === undefined ? undefined : REASON_BY_CODE[code];
}

interface TwilioFailure {
  status?: unknown;
  code?: unknown;
  message?: unknown;
}

/** Maps the SDK's RestException (status + code) or an axios network error. */
export function twilioSendError(error: unknown): WhatsAppSendError {
  const failure = (typeof error === 'object' && error !== null ? error : {}) as TwilioFailure;
  const status = typeof failure.status === 'number' ? failure.status : undefined;
  const code = typeof failure.code === 'number' ? failure.code : null;
  const providerMessage = typeof failure.message === 'string' ? failure.message : String(error);
  const known = twilioReason(code ?? undefined);
  if (known) return new WhatsAppSendError(known, code, { providerMessage, cause: error });
  if (status === 401) return new WhatsAppSendError('invalid_token', code, { providerMessage, cause: error });
  if (status === 429) return new WhatsAppSendError('rate_limited', code, { providerMessage, cause: error });
  // No HTTP status means the request never got an answer (refused, reset, timed out).
  const retryable = status === undefined || status >= 500;
  return new WhatsAppSendError('provider_error', code, {
    retryable,
    providerMessage,
    cause: error,
    message: retryable
      ? WHATSAPP_FAILURE_MESSAGES.provider_error
      : `Twilio rechazó el mensaje (código ${code ?? status}): ${providerMessage}`,
  });
}

/** Spanish text for an `undelivered`/`failed` status callback's ErrorCode. */
export function twilioStatusErrorText(errorCode: string | undefined): string {
  const code = errorCode ? Number(errorCode) : undefined;
  const reason = twilioReason(Number.isFinite(code) ? code : undefined);
  if (reason === 'outside_window' || reason === 'invalid_recipient' || reason === 'invalid_token') {
    return WHATSAPP_FAILURE_MESSAGES[reason];
  }
  return errorCode ? `WhatsApp no pudo entregar el mensaje (código ${errorCode})` : 'WhatsApp no pudo entregar el mensaje';
}
