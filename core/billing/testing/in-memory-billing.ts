import type { BillingProvider, BillingRefs } from '../billing-event.js';
import { refsOf } from '../billing-event.js';
import type { BillingAccountRepository, BillingCustomerRepository, ProcessedEventRepository } from '../billing-repositories.js';
import type { CheckoutPaymentUpdate, CheckoutRepository, NewCheckout, PendingCheckout } from '../pending-checkout.js';
import type { RestaurantRepository } from '../../tenancy/restaurant-repository.js';
import type { Restaurant } from '../../tenancy/restaurant.js';

export class InMemoryProcessedEventRepository implements ProcessedEventRepository {
  readonly seen = new Set<string>();

  async markProcessed(provider: BillingProvider, eventId: string): Promise<boolean> {
    const key = `${provider}:${eventId}`;
    if (this.seen.has(key)) return false;
    this.seen.add(key);
    return true;
  }

  async unmark(provider: BillingProvider, eventId: string): Promise<void> {
    this.seen.delete(`${provider}:${eventId}`);
  }
}

/** One row per (provider, ref), like the SQL table the lead adds. */
export class InMemoryBillingAccountRepository implements BillingAccountRepository {
  readonly links = new Map<string, string>();

  async link(restaurantId: string, link: BillingRefs & { provider: BillingProvider }): Promise<void> {
    for (const ref of refsOf(link)) {
      const key = `${link.provider}:${ref}`;
      if (!this.links.has(key)) this.links.set(key, restaurantId);
    }
  }

  async findRestaurantId(provider: BillingProvider, ref: string): Promise<string | null> {
    return this.links.get(`${provider}:${ref}`) ?? null;
  }
}

export class InMemoryBillingCustomerRepository implements BillingCustomerRepository {
  private readonly customers = new Map<string, string>();

  async find(provider: BillingProvider, ownerId: string): Promise<string | null> {
    return this.customers.get(`${provider}:${ownerId}`) ?? null;
  }

  async remember(provider: BillingProvider, ownerId: string, customerRef: string): Promise<string> {
    const key = `${provider}:${ownerId}`;
    if (!this.customers.has(key)) this.customers.set(key, customerRef);
    return this.customers.get(key)!;
  }
}

/** Checkouts in a map, handed out as copies like rows read back. */
export class InMemoryCheckoutRepository implements CheckoutRepository {
  private readonly checkouts = new Map<string, PendingCheckout & { updatedAt: Date }>();

  async create(checkout: NewCheckout): Promise<void> {
    this.checkouts.set(checkout.id, {
      ...structuredClone(checkout),
      payment: 'open',
      paid: null,
      reviewReason: null,
      updatedAt: checkout.createdAt,
    });
  }

  async find(id: string): Promise<PendingCheckout | null> {
    const found = this.checkouts.get(id);
    return found ? this.copy(found) : null;
  }

  async findByRef(provider: BillingProvider, ref: string): Promise<PendingCheckout | null> {
    const found = [...this.checkouts.values()].find(
      (c) => c.provider === provider && (c.subscriptionRef === ref || c.externalReference === ref),
    );
    return found ? this.copy(found) : null;
  }

  async markLinked(id: string, restaurantId: string): Promise<boolean> {
    const found = this.checkouts.get(id);
    if (!found || found.restaurantId) return false;
    found.restaurantId = restaurantId;
    return true;
  }

  async recordPayment(id: string, update: CheckoutPaymentUpdate, at: Date): Promise<void> {
    const found = this.checkouts.get(id);
    if (!found) return;
    found.payment = update.payment;
    if (update.paid !== undefined) found.paid = update.paid ? { ...update.paid } : null;
    if (update.reviewReason !== undefined) found.reviewReason = update.reviewReason;
    found.updatedAt = at;
  }

  async held(limit: number): Promise<PendingCheckout[]> {
    return [...this.checkouts.values()]
      .filter((c) => c.payment === 'review')
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || (a.id < b.id ? 1 : -1))
      .slice(0, limit)
      .map((c) => this.copy(c));
  }

  private copy({ updatedAt: _at, ...checkout }: PendingCheckout & { updatedAt: Date }): PendingCheckout {
    return structuredClone(checkout);
  }
}

export type SubscriptionStore = Pick<RestaurantRepository, 'findById' | 'updateSubscription'>;

/** Just the restaurant operations billing needs; passes the persistence contract suite. */
export class InMemoryRestaurantSubscriptions implements SubscriptionStore {
  readonly restaurants = new Map<string, Restaurant>();
  updates = 0;

  add(patch: Partial<Restaurant> & { id: string }): Restaurant {
    const restaurant: Restaurant = {
      name: 'Tacos El Güero',
      description: null,
      phone: null,
      email: null,
      address: null,
      subdomain: `r${this.restaurants.size + 1}`,
      subscriptionStatus: 'trial',
      subscriptionPlan: 'basic',
      createdAt: new Date('2025-01-01T00:00:00Z'),
      trialEndsAt: null,
      ...patch,
    };
    this.restaurants.set(restaurant.id, restaurant);
    return structuredClone(restaurant);
  }

  async findById(id: string): Promise<Restaurant | null> {
    const found = this.restaurants.get(id);
    return found ? structuredClone(found) : null;
  }

  async updateSubscription(id: string, patch: Parameters<SubscriptionStore['updateSubscription']>[1]): Promise<Restaurant | null> {
    const current = this.restaurants.get(id);
    if (!current) return null;
    this.updates += 1;
    const next: Restaurant = {
      ...current,
      ...(patch.subscriptionStatus !== undefined ? { subscriptionStatus: patch.subscriptionStatus } : {}),
      ...(patch.subscriptionPlan !== undefined ? { subscriptionPlan: patch.subscriptionPlan } : {}),
    };
    this.restaurants.set(id, next);
    return structuredClone(next);
  }
}
