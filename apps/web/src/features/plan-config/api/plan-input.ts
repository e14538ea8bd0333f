/** Body of POST/PUT /api/subscription-plans (spec §7): numbers already parsed. */
export type PlanInput = {
  name: string;
  slug: string;
  priceMonthly: number;
  conversationsLimit: number;
  features: string[];
  isActive: boolean;
  displayOrder: number;
};

// The plan list's query key (features/plans owns the query); every write refetches it.
export const PLAN_LIST_QUERY_KEY = ['subscription-plans'] as const;
