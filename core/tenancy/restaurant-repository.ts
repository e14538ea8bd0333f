import type { NewRestaurant, Restaurant, SubscriptionStatus } from './restaurant.js';

export type RestaurantProfilePatch = Partial<Pick<Restaurant, 'name' | 'description' | 'address' | 'phone' | 'email'>>;

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
  /** The facts the owner edits after creation (Perfil del restaurante); null when the restaurant is missing. */
  updateProfile(id: string, patch: RestaurantProfilePatch): Promise<Restaurant | null>;
  updateSubscription(
    id: string,
    patch: { subscriptionStatus?: SubscriptionStatus; subscriptionPlan?: string | null },
  ): Promise<Restaurant | null>;
}
