import type { Clock } from '../shared/clock.js';
import type { MessageRepository } from './conversation.js';
import type { InboxProvider, InboxRepository, NewInboxItem } from './inbox.js';
import { InvalidWebhookPayloadError, type InboundEvent } from './inbound.js';
import { cleanInbound, cleanText, inboundProblem } from './inbound-validation.js';
import { normalizePhone } from '../shared/phone.js';

/** WhatsApp's own limit on a text message; nothing longer reaches the assistant. */
export const MAX_INBOUND_TEXT = 4096;

export interface IntakeResult {
  /** Messages stored for the first time. */
  stored: number;
  /** Messages the provider had delivered before. */
  duplicates: number;
  /** Delivery-status updates applied to stored outgoing messages. */
  statuses: number;
  /** Events that could not be stored (logged): the rest of the webhook was. */
  skipped: number;
}

export interface IntakeOptions {
  clock?: Clock;
  log?: (line: string, error?: unknown) => void;
}

/**
 * What a verified webhook does before it answers: store each customer message in the
 * inbox (once) and apply delivery statuses. The slow part, the reply, happens later.
 * Each event stands alone: one that cannot be stored is skipped and logged, and the
 * others in the same request are kept; a request holding nothing else is refused (400).
 */
export class InboundIntake {
  private readonly clock: Clock;
  private readonly log: (line: string, error?: unknown) => void;

  constructor(
    private readonly inbox: InboxRepository,
    private readonly messages: MessageRepository,
    private readonly onStored: () => void = () => {},
    options: IntakeOptions = {},
  ) {
    this.clock = options.clock ?? { now: () => new Date() };
    this.log = options.log ?? ((line, error) => console.warn(`[webhook] ${line}`, error instanceof Error ? error.message : (error ?? '')));
  }

  async accept(restaurantId: string, provider: InboxProvider, events: InboundEvent[]): Promise<IntakeResult> {
    const now = this.clock.now();
    const usable: InboundEvent[] = [];
    let skipped = 0;
    for (const event of events) {
      const problem = inboundProblem(event, now);
      if (problem) {
        skipped++;
        this.log(`${provider} ${restaurantId}: evento ${JSON.stringify(event.providerMessageId.slice(0, 80))} descartado (${problem})`);
      } else usable.push(cleanInbound(event));
    }
    if (skipped > 0 && usable.length === 0) throw new InvalidWebhookPayloadError('Ningún evento del webhook se pudo guardar');

    const incoming = usable.filter((e) => e.kind === 'message');
    const { stored, failed } = await this.enqueue(incoming.map((e) => inboxItem(restaurantId, provider, e)));
    let statuses = 0;
    let statusFailures = 0;
    for (const event of usable) {
      if (event.kind !== 'status') continue;
      try {
        const error = event.status === 'failed' ? event.error : undefined;
        if (await this.messages.updateStatusByProviderId(restaurantId, event.providerMessageId, event.status, error)) statuses++;
      } catch (err) {
        statusFailures++;
        this.log(`${provider} ${restaurantId}: estado de ${JSON.stringify(event.providerMessageId.slice(0, 80))} no aplicado`, err);
      }
    }
    if (stored > 0) this.onStored();
    return { stored, duplicates: incoming.length - stored - failed, statuses, skipped: skipped + failed + statusFailures };
  }

  /**
   * All messages in one write; if it fails, each on its own so only the one the database
   * refuses is lost. When none can be written (the database is down), the error stands and
   * the provider retries.
   */
  private async enqueue(items: NewInboxItem[]): Promise<{ stored: number; failed: number }> {
    try {
      return { stored: await this.inbox.enqueue(items), failed: 0 };
    } catch (error) {
      if (items.length <= 1) throw error;
      const results = await Promise.allSettled(items.map((item) => this.inbox.enqueue([item])));
      const failures = results.filter((r): r is PromiseRejectedResult => r.status === 'rejected');
      if (failures.length === items.length) throw failures[0]!.reason;
      failures.forEach((f) => this.log(`mensaje no guardado`, f.reason));
      return { stored: results.reduce((sum, r) => sum + (r.status === 'fulfilled' ? r.value : 0), 0), failed: failures.length };
    }
  }
}

function inboxItem(restaurantId: string, provider: InboxProvider, e: InboundEvent & { kind: 'message' }): NewInboxItem {
  return {
    restaurantId,
    provider,
    providerMessageId: e.providerMessageId,
    phone: normalizePhone(e.from.slice(0, 40)),
    // Cut, then cleaned again: a cut may split a surrogate pair.
    customerName: e.customerName ? cleanText(e.customerName.slice(0, 120)) : null,
    text: cleanText(e.text.slice(0, MAX_INBOUND_TEXT)),
    receivedAt: e.timestamp,
    attachment: e.attachment ?? null,
  };
}
