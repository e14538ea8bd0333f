import { DEFAULT_PLANS } from './default-plans.js';
import type { PlanRepository } from '../tenancy/plan.js';

/** Adds the default plans whose slug is missing; never touches plans an administrator edited. */
export async function seedPlans(plans: PlanRepository): Promise<string[]> {
  const existing = new Set((await plans.list()).map((p) => p.slug));
  const added: string[] = [];
  for (const plan of DEFAULT_PLANS) {
    if (existing.has(plan.slug)) continue;
    await plans.create(plan);
    added.push(plan.slug);
  }
  return added;
}
