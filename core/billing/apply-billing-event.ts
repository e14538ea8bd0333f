import type { RestaurantRepository } from '../tenancy/restaurant-repository.js';
import type { SubscriptionStatus } from '../tenancy/restaurant.js';
import type { Clock } from '../shared/clock.js';
import { routingRef, type BillingEvent } from './billing-event.js';
import type { BillingAccountRepository, ProcessedEventRepository } from './billing-repositories.js';
import { paymentMismatch, type CheckoutPayment, type CheckoutRepository, type PendingCheckout } from './pending-checkout.js';
import { nextSubscriptionStatus } from './subscription-status-rule.js';

export interface ApplyBillingEventDeps {
  processedEvents: ProcessedEventRepository;
  billingAccounts: BillingAccountRepository;
  restaurants: Pick<RestaurantRepository, 'findById' | 'updateSubscription'>;
  checkouts: Pick<CheckoutRepository, 'findByRef' | 'recordPayment'>;
  clock?: Clock;
  /** Where ignored and held events are reported for the operator (the server's log). */
  log?: (line: string) => void;
}

export type ApplyBillingEventResult =
  | { outcome: 'applied'; restaurantId: string; from: SubscriptionStatus; to: SubscriptionStatus }
  | { outcome: 'duplicate' }
  /** Not ours (another product on the same account, a subscription someone else started): answered 200, logged. */
  | { outcome: 'unknown_account' }
  /** For a checkout whose restaurant is not created yet: kept on the checkout, applied when it is. */
  | { outcome: 'pending_checkout'; checkoutId: string }
  /** Money that does not match the plan's price: nothing activated, held for the administrator. */
  | { outcome: 'held_for_review'; checkoutId: string; reason: string };

/**
 * Applies a verified billing event to the restaurant it concerns, once per event id.
 *
 * The event is routed by its subscription (else our own checkout reference), never by the
 * customer: an owner's customer may carry a subscription someone else started, and that
 * subscription's failures must not reach the owner's restaurant. The claim comes first so
 * two concurrent deliveries cannot both apply; it is released when applying failed or the
 * event concerned nobody, so a later delivery gets another go.
 */
export async function applyBillingEvent(event: BillingEvent, deps: ApplyBillingEventDeps): Promise<ApplyBillingEventResult> {
  const { processedEvents, billingAccounts, restaurants, checkouts } = deps;
  const log = deps.log ?? ((line: string) => console.warn(`[pagos] ${line}`));
  if (!(await processedEvents.markProcessed(event.provider, event.eventId))) return { outcome: 'duplicate' };
  try {
    const ref = routingRef(event);
    const checkout = ref ? await checkouts.findByRef(event.provider, ref) : null;
    const mismatch = event.kind === 'paid' && checkout ? paymentMismatch(checkout.expected, event.paid) : null;
    if (checkout && mismatch) {
      await checkouts.recordPayment(checkout.id, { payment: 'review', paid: event.paid ?? null, reviewReason: mismatch }, now(deps));
      log(`${event.provider} ${event.eventId}: pago retenido para revisión (checkout ${checkout.id}): ${mismatch}`);
      return { outcome: 'held_for_review', checkoutId: checkout.id, reason: mismatch };
    }
    const restaurantId = ref ? await billingAccounts.findRestaurantId(event.provider, ref) : null;
    const restaurant = restaurantId ? await restaurants.findById(restaurantId) : null;
    if (checkout) await recordOnCheckout(checkout, event, deps);
    if (!restaurant) {
      if (checkout && !checkout.restaurantId) return { outcome: 'pending_checkout', checkoutId: checkout.id };
      await processedEvents.unmark(event.provider, event.eventId);
      log(`${event.provider} ${event.eventId}: ignorado, ninguna suscripción de Comanda con la referencia ${JSON.stringify(ref)}`);
      return { outcome: 'unknown_account' };
    }
    const from = restaurant.subscriptionStatus;
    const to = nextSubscriptionStatus(from, event);
    const planChanged = to === 'active' && !!event.planSlug && event.planSlug !== restaurant.subscriptionPlan;
    if (to !== from || planChanged) {
      await restaurants.updateSubscription(restaurant.id, {
        subscriptionStatus: to,
        ...(planChanged ? { subscriptionPlan: event.planSlug } : {}),
      });
    }
    return { outcome: 'applied', restaurantId: restaurant.id, from, to };
  } catch (error) {
    await processedEvents.unmark(event.provider, event.eventId);
    throw error;
  }
}

const now = (deps: ApplyBillingEventDeps) => deps.clock?.now() ?? new Date();

/** What the event says about the checkout's payment, or null when it says nothing new. */
function paymentAfter(event: BillingEvent): CheckoutPayment | null {
  if (event.kind === 'paid' || (event.kind === 'updated' && event.status === 'active')) return 'paid';
  if (event.kind === 'payment_failed' || event.kind === 'canceled' || event.status === 'past_due') return 'failed';
  return null;
}

async function recordOnCheckout(checkout: PendingCheckout, event: BillingEvent, deps: ApplyBillingEventDeps) {
  const payment = paymentAfter(event);
  // A payment held for review stays held: only the administrator releases it.
  if (!payment || checkout.payment === 'review' || checkout.payment === payment) return;
  await deps.checkouts.recordPayment(checkout.id, { payment, ...(event.paid ? { paid: event.paid } : {}) }, now(deps));
}
