// Shapes of the server's JSON replies the SPA relies on (spec §3, §7).

export type UserRole = 'admin' | 'operator';

export type User = {
  id: string;
  email: string;
  name: string;
  role: UserRole;
};

export type SubscriptionPlan = {
  id: number | string;
  name: string;
  slug: string;
  /** Decimal MXN carried as a string, e.g. "1299.00". */
  priceMonthly: string;
  conversationsLimit: number;
  features: string[];
  isActive: boolean;
  displayOrder: number;
};

export type SubscriptionStatus = 'active' | 'trial' | 'canceled' | 'past_due';

export type Restaurant = {
  id: number | string;
  name: string;
  subdomain: string;
  subscriptionStatus: SubscriptionStatus | string;
  subscriptionPlan: string | null;
  description?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  createdAt?: string;
  trialEndsAt?: string | null;
};
