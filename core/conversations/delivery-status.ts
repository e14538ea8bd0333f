import type { MessageStatus } from './conversation.js';
import type { InboundDeliveryStatus } from './inbound.js';

/**
 * Which stored statuses a provider's delivery callback may replace. Callbacks arrive out of
 * order and more than once, so the status only moves forward: pending → sent → delivered →
 * read. A failure replaces a message not yet delivered and then stays, with its reason, until
 * the operator retries it (a retry stores a new provider id, so no late callback reaches it).
 * Incoming messages ('received') and replies that were never sent ('test') are never touched.
 */
const MAY_REPLACE: Record<InboundDeliveryStatus, readonly MessageStatus[]> = {
  sent: ['pending'],
  delivered: ['pending', 'sent'],
  read: ['pending', 'sent', 'delivered'],
  failed: ['pending', 'sent'],
};

/** The stored statuses a callback reporting `next` moves forward; empty when it moves none. */
export const statusesReplacedBy = (next: InboundDeliveryStatus): readonly MessageStatus[] => MAY_REPLACE[next];

/** The status after a callback reporting `next` reaches a message stored as `current`. */
export const afterDeliveryCallback = (current: MessageStatus, next: InboundDeliveryStatus): MessageStatus =>
  MAY_REPLACE[next].includes(current) ? next : current;
