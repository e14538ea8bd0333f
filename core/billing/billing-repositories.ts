import type { BillingProvider, BillingRefs } from './billing-event.js';

/** Webhook deduplication: providers redeliver, we apply each event once. */
export interface ProcessedEventRepository {
  /** Claims the event atomically; false when it was already claimed. */
  markProcessed(provider: BillingProvider, eventId: string): Promise<boolean>;
  /** Releases a claim whose processing failed, so the provider's retry is processed. */
  unmark(provider: BillingProvider, eventId: string): Promise<void>;
}

/** Which restaurant a provider's customer, subscription or external reference belongs to. */
export interface BillingAccountRepository {
  /** Idempotent: linking the same ref to the same restaurant again is a no-op. */
  link(restaurantId: string, link: BillingRefs & { provider: BillingProvider }): Promise<void>;
  /** The restaurant owning `ref` (any kind of ref) at this provider, or null. */
  findRestaurantId(provider: BillingProvider, ref: string): Promise<string | null>;
}

/**
 * The provider's customer that bills an owner: created by Comanda for that account and
 * remembered, never looked up by an e-mail someone typed.
 */
export interface BillingCustomerRepository {
  find(provider: BillingProvider, ownerId: string): Promise<string | null>;
  /** Remembers the customer; when another was remembered first (a concurrent checkout) that one wins and is returned. */
  remember(provider: BillingProvider, ownerId: string, customerRef: string, at: Date): Promise<string>;
}
