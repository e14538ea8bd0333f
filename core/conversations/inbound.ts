import { DomainError } from '../shared/errors.js';
import type { Attachment } from './attachment.js';

/**
 * What a provider webhook means for Comanda, independent of Meta's or Twilio's payloads:
 * a customer wrote, or an outgoing message changed delivery state.
 */
export interface InboundMessageEvent {
  kind: 'message';
  providerMessageId: string;
  /** E.164 with the leading `+`. */
  from: string;
  customerName: string | null;
  /** Always readable Spanish text: media, locations and buttons are rendered as text. */
  text: string;
  timestamp: Date;
  /** Media, a location pin or contacts that came with the message. */
  attachment?: Attachment | null;
}

export type InboundDeliveryStatus = 'sent' | 'delivered' | 'read' | 'failed';

export interface InboundStatusEvent {
  kind: 'status';
  providerMessageId: string;
  status: InboundDeliveryStatus;
  /** Spanish explanation when the provider reports a failure. */
  error: string | null;
  timestamp: Date;
}

export type InboundEvent = InboundMessageEvent | InboundStatusEvent;

/** A webhook body that passed the signature check but isn't the provider's shape (→ 400). */
export class InvalidWebhookPayloadError extends DomainError {
  constructor(message = 'El cuerpo del webhook no tiene el formato esperado') {
    super('validation', message);
    this.name = 'InvalidWebhookPayloadError';
  }
}
