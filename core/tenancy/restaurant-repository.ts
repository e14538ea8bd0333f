import type { NewRestaurant, Restaurant, SubscriptionStatus } from './restaurant.js';

export interface RestaurantRepository {
  /** Creates the restaurant and makes `ownerId` its first member, atomically. */
  create(restaurant: NewRestaurant, ownerId: string): Promise<Restaurant>;
  findById(id: string): Promise<Restaurant | null>;
  findBySubdomain(subdomain: string): Promise<Restaurant | null>;
  list(): Promise<Restaurant[]>;
  listForUser(userId: string): Promise<Restaurant[]>;
  isMember(restaurantId: string, userId: string): Promise<boolean>;
  /** The restaurant when `userId` is one of its members, in one lookup; null otherwise (unknown or foreign alike). */
  findForMember(restaurantId: string, userId: string): Promise<Restaurant | null>;
  addMember(restaurantId: string, userId: string): Promise<void>;
  updateSubscription(
    id: string,
    patch: { subscriptionStatus?: SubscriptionStatus; subscriptionPlan?: string | null },
  ): Promise<Restaurant | null>;
}
