import type { Cents } from '../shared/money.js';

export interface Plan {
  id: string;
  name: string;
  slug: string;
  /** Monthly price in MXN cents; the API carries it as a decimal string ("699.00"). */
  priceMonthly: Cents;
  conversationsLimit: number;
  features: string[];
  isActive: boolean;
  displayOrder: number;
}

export type PlanInput = Omit<Plan, 'id'>;

export interface PlanRepository {
  list(): Promise<Plan[]>;
  findById(id: string): Promise<Plan | null>;
  findBySlug(slug: string): Promise<Plan | null>;
  create(plan: PlanInput): Promise<Plan>;
  update(id: string, plan: PlanInput): Promise<Plan | null>;
  delete(id: string): Promise<boolean>;
}

/** Visitors see active plans only, by displayOrder (spec §9). */
export const visiblePlans = (plans: Plan[]) => plans.filter((p) => p.isActive).sort((a, b) => a.displayOrder - b.displayOrder);
