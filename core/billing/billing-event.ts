import type { SubscriptionStatus } from '../tenancy/restaurant.js';

export type BillingProvider = 'stripe' | 'mercadopago';

/**
 * What happened to a subscription, whatever the provider. `kind` is kept beside `status`
 * because the transition rule treats a payment differently from a mere status report.
 */
export type BillingEventKind = 'paid' | 'payment_failed' | 'canceled' | 'updated';

/** The provider's handles on a paying restaurant; each may be unknown for a given event. */
export interface BillingRefs {
  customerRef?: string | null;
  subscriptionRef?: string | null;
  /** Our own reference round-tripped by the provider (Mercado Pago external_reference). */
  externalReference?: string | null;
}

export interface BillingEvent extends BillingRefs {
  provider: BillingProvider;
  /**
   * Unique per provider and per state change: deduplication key. Stripe's event id; for
   * Mercado Pago the resource id plus its status, since one state is notified several times.
   */
  eventId: string;
  kind: BillingEventKind;
  /** The status the provider reports, already translated to Comanda's vocabulary. */
  status: SubscriptionStatus;
  /** Plan slug when the provider carries it back (metadata we set at checkout). */
  planSlug?: string | null;
  /** What was actually paid, when the provider says (Mercado Pago payments): checked against the checkout. */
  paid?: Money | null;
}

/** An amount in the currency's cents, the currency in upper case (MXN). */
export interface Money {
  amount: number;
  currency: string;
}

/** Refs in lookup order: the most specific handle first. */
export function refsOf(refs: BillingRefs): string[] {
  return [refs.subscriptionRef, refs.customerRef, refs.externalReference].filter(
    (ref): ref is string => typeof ref === 'string' && ref.length > 0,
  );
}

/**
 * The one handle an event is routed by: its subscription when it carries one, else our own
 * reference round-tripped by the provider. Never the customer: a customer may hold other
 * subscriptions, started by someone else, whose failures are not this restaurant's.
 */
export function routingRef(refs: BillingRefs): string | null {
  if (refs.subscriptionRef) return refs.subscriptionRef;
  return refs.externalReference || null;
}
