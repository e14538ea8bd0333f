import { DomainError } from '../shared/errors.js';
import type { BillingProvider } from './billing-event.js';

export type SignatureFailure = 'missing' | 'malformed' | 'mismatch' | 'stale';

/**
 * A webhook we cannot prove came from the provider. It is an `unauthorized` DomainError so
 * the HTTP layer answers 401 and stores nothing, like the WhatsApp webhooks.
 */
export class InvalidWebhookSignatureError extends DomainError {
  constructor(
    readonly provider: BillingProvider,
    readonly reason: SignatureFailure,
  ) {
    super('unauthorized', 'Firma de webhook inválida');
    this.name = 'InvalidWebhookSignatureError';
  }
}

/** The provider refused or failed a call; not the person's fault, so not a DomainError. */
export class PaymentGatewayError extends Error {
  constructor(
    readonly provider: BillingProvider,
    message: string,
    readonly status?: number,
    readonly code?: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'PaymentGatewayError';
  }
}
