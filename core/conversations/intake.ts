import type { MessageRepository } from './conversation.js';
import type { InboxProvider, InboxRepository } from './inbox.js';
import type { InboundEvent } from './inbound.js';
import { normalizePhone } from './phone.js';

/** WhatsApp's own limit on a text message; nothing longer reaches the assistant. */
export const MAX_INBOUND_TEXT = 4096;

export interface IntakeResult {
  /** Messages stored for the first time. */
  stored: number;
  /** Messages the provider had delivered before. */
  duplicates: number;
  /** Delivery-status updates applied to stored outgoing messages. */
  statuses: number;
}

/**
 * What a verified webhook does before it answers: store each customer message in the
 * inbox (once) and apply delivery statuses. The slow part, the reply, happens later.
 */
export class InboundIntake {
  constructor(
    private readonly inbox: InboxRepository,
    private readonly messages: MessageRepository,
    private readonly onStored: () => void = () => {},
  ) {}

  async accept(restaurantId: string, provider: InboxProvider, events: InboundEvent[]): Promise<IntakeResult> {
    const incoming = events.filter((e) => e.kind === 'message');
    const stored = await this.inbox.enqueue(
      incoming.map((e) => ({
        restaurantId,
        provider,
        providerMessageId: e.providerMessageId,
        phone: normalizePhone(e.from.slice(0, 40)),
        customerName: e.customerName?.slice(0, 120) ?? null,
        text: e.text.slice(0, MAX_INBOUND_TEXT),
        receivedAt: e.timestamp,
        attachment: e.attachment ?? null,
      })),
    );
    let statuses = 0;
    for (const event of events) {
      if (event.kind !== 'status') continue;
      const updated = await this.messages.updateStatusByProviderId(
        restaurantId,
        event.providerMessageId,
        event.status,
        event.status === 'failed' ? event.error : undefined,
      );
      if (updated) statuses++;
    }
    if (stored > 0) this.onStored();
    return { stored, duplicates: incoming.length - stored, statuses };
  }
}
