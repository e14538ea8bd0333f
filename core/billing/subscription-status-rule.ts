import type { SubscriptionStatus } from '../tenancy/restaurant.js';
import type { BillingEvent } from './billing-event.js';

/**
 * The restaurant's subscription status after a billing event.
 *
 * Providers deliver events out of order and more than once, so the rule must be
 * idempotent and must not let a stale report revive a canceled subscription: once
 * canceled, only money actually received (`paid`) reactivates the restaurant. A late
 * "payment failed" or "updated: active" about the old subscription is ignored.
 */
export function nextSubscriptionStatus(current: SubscriptionStatus, event: Pick<BillingEvent, 'kind' | 'status'>): SubscriptionStatus {
  switch (event.kind) {
    case 'paid':
      return 'active';
    case 'canceled':
      return 'canceled';
    case 'payment_failed':
      return current === 'canceled' ? 'canceled' : 'past_due';
    case 'updated':
      return current === 'canceled' ? 'canceled' : event.status;
  }
}
