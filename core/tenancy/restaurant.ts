export type SubscriptionStatus = 'active' | 'trial' | 'canceled' | 'past_due';
export const SUBSCRIPTION_STATUSES: readonly SubscriptionStatus[] = ['active', 'trial', 'canceled', 'past_due'];

export interface Restaurant {
  id: string;
  name: string;
  description: string | null;
  phone: string | null;
  email: string | null;
  address: string | null;
  subdomain: string;
  subscriptionStatus: SubscriptionStatus;
  /** Slug of the plan the restaurant pays for. */
  subscriptionPlan: string | null;
  createdAt: Date;
  trialEndsAt: Date | null;
}

export type NewRestaurant = Omit<Restaurant, 'id' | 'createdAt'>;

export const TRIAL_DAYS = 14;
