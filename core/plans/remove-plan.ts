import { conflict, notFound } from '../shared/errors.js';
import type { PlanRepository } from '../tenancy/plan.js';

export interface RemovePlanDeps {
  plans: Pick<PlanRepository, 'findById' | 'delete'>;
  /** Every restaurant's plan slug (a structural view of the tenancy repository). */
  restaurants: { list(): Promise<Array<{ subscriptionPlan: string | null }>> };
}

/**
 * Deleting a plan: refused while a restaurant is subscribed to it (409, with how many), so
 * no restaurant is left on a plan that no longer exists; deactivating it is the way out.
 */
export async function removePlan(deps: RemovePlanDeps, planId: string): Promise<void> {
  const plan = await deps.plans.findById(planId);
  if (!plan) throw notFound('Plan no encontrado');
  const subscribed = (await deps.restaurants.list()).filter((r) => r.subscriptionPlan === plan.slug).length;
  if (subscribed > 0) {
    const who = subscribed === 1 ? 'un restaurante está suscrito' : `${subscribed} restaurantes están suscritos`;
    throw conflict(`No se puede eliminar el plan «${plan.name}»: ${who}. Desactívalo para que nadie más lo compre.`);
  }
  if (!(await deps.plans.delete(plan.id))) throw notFound('Plan no encontrado');
}
