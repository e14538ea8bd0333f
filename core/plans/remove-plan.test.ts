import { describe, expect, it } from 'vitest';
import type { Plan } from '../tenancy/plan.js';
import { removePlan } from './remove-plan.js';

const plan = (slug: string, name: string): Plan => ({
  id: `p-${slug}`,
  name,
  slug,
  priceMonthly: 69_900 as Plan['priceMonthly'],
  conversationsLimit: 500,
  features: [],
  isActive: true,
  displayOrder: 1,
});

function setup(subscribedTo: Array<string | null>) {
  const plans = new Map([plan('basico', 'Básico'), plan('pro', 'Pro')].map((p) => [p.id, p]));
  const deps = {
    plans: {
      findById: async (id: string) => plans.get(id) ?? null,
      delete: async (id: string) => plans.delete(id),
    },
    restaurants: { list: async () => subscribedTo.map((subscriptionPlan) => ({ subscriptionPlan })) },
  };
  return { plans, deps };
}

describe('removing a plan', () => {
  it('deletes a plan nobody is subscribed to', async () => {
    const { plans, deps } = setup(['basico', null]);
    await removePlan(deps, 'p-pro');
    expect([...plans.keys()]).toEqual(['p-basico']);
  });

  it('refuses while restaurants are subscribed, saying how many and how to retire it', async () => {
    const { plans, deps } = setup(['basico', 'basico', 'pro']);
    await expect(removePlan(deps, 'p-basico')).rejects.toMatchObject({
      kind: 'conflict',
      message: 'No se puede eliminar el plan «Básico»: 2 restaurantes están suscritos. Desactívalo para que nadie más lo compre.',
    });
    await expect(removePlan(deps, 'p-pro')).rejects.toThrow('«Pro»: un restaurante está suscrito.');
    expect(plans.size).toBe(2);
  });

  it('answers "Plan no encontrado" for an unknown plan', async () => {
    const { deps } = setup([]);
    await expect(removePlan(deps, 'p-nada')).rejects.toMatchObject({ kind: 'not_found', message: 'Plan no encontrado' });
  });
});
