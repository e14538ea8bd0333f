import type { RestaurantRepository } from '../tenancy/restaurant-repository.js';
import type { SubscriptionStatus } from '../tenancy/restaurant.js';
import { refsOf, type BillingEvent } from './billing-event.js';
import type { BillingAccountRepository, ProcessedEventRepository } from './billing-repositories.js';
import { nextSubscriptionStatus } from './subscription-status-rule.js';

export interface ApplyBillingEventDeps {
  processedEvents: ProcessedEventRepository;
  billingAccounts: BillingAccountRepository;
  restaurants: Pick<RestaurantRepository, 'findById' | 'updateSubscription'>;
}

export type ApplyBillingEventResult =
  | { outcome: 'applied'; restaurantId: string; from: SubscriptionStatus; to: SubscriptionStatus }
  | { outcome: 'duplicate' }
  /** Not ours (another product on the same account) or not linked yet: answer 200 anyway. */
  | { outcome: 'unknown_account' };

/**
 * Applies a verified billing event to the restaurant it concerns, once per event id.
 *
 * The claim comes first so two concurrent deliveries cannot both apply; it is released when
 * nothing was applied (failure or unknown account) so the provider's retry gets another go.
 */
export async function applyBillingEvent(event: BillingEvent, deps: ApplyBillingEventDeps): Promise<ApplyBillingEventResult> {
  const { processedEvents, billingAccounts, restaurants } = deps;
  if (!(await processedEvents.markProcessed(event.provider, event.eventId))) return { outcome: 'duplicate' };
  try {
    const restaurantId = await findRestaurantId(event, billingAccounts);
    const restaurant = restaurantId ? await restaurants.findById(restaurantId) : null;
    if (!restaurant) {
      await processedEvents.unmark(event.provider, event.eventId);
      return { outcome: 'unknown_account' };
    }
    // Found through one ref, remember the others: later events may carry only those.
    await billingAccounts.link(restaurant.id, {
      provider: event.provider,
      customerRef: event.customerRef ?? null,
      subscriptionRef: event.subscriptionRef ?? null,
      externalReference: event.externalReference ?? null,
    });
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

async function findRestaurantId(event: BillingEvent, accounts: BillingAccountRepository): Promise<string | null> {
  for (const ref of refsOf(event)) {
    const id = await accounts.findRestaurantId(event.provider, ref);
    if (id) return id;
  }
  return null;
}
