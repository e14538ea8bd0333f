import { visiblePlans, type PlanRepository } from '../plans/plan.js';
import type { Clock } from '../shared/clock.js';
import { isEmail } from '../shared/email.js';
import { conflict, validationError } from '../shared/errors.js';
import type { Restaurant } from './restaurant.js';
import { TRIAL_DAYS } from './restaurant.js';
import type { RestaurantRepository } from './restaurant-repository.js';
import { normalizeTypedSubdomain, subdomainProblem } from './subdomain.js';

export interface CreateRestaurantInput {
  name: string;
  subdomain: string;
  description?: string | null;
  phone?: string | null;
  email?: string | null;
  address?: string | null;
  /** Plan slug chosen at checkout; without one, a trial of the first plan on sale. */
  plan?: string | null;
}

/** Bounds in core too, whoever calls (HTTP, CLI): the HTTP schema repeats them with Spanish messages. */
const RESTAURANT_LIMITS = { name: 120, subdomain: 63, description: 500, phone: 30, email: 254, address: 500 } as const;

const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export class RestaurantCreator {
  constructor(
    private readonly restaurants: RestaurantRepository,
    private readonly clock: Clock,
    private readonly plans: PlanRepository,
  ) {}

  /**
   * Creates the restaurant on a trial of a real, active plan. Only the administrator
   * (`grantPlan`) may give it the plan outright; anyone else pays through a provider, whose
   * verified webhook turns the trial into an active subscription.
   */
  async create(input: CreateRestaurantInput, ownerId: string, options: { grantPlan?: boolean } = {}): Promise<Restaurant> {
    const fields: Record<string, string> = {};
    for (const [key, max] of Object.entries(RESTAURANT_LIMITS)) {
      const value = input[key as keyof typeof RESTAURANT_LIMITS];
      if (typeof value === 'string' && value.length > max) fields[key] = `Máximo ${max} caracteres`;
    }
    const name = input.name.trim();
    if (!name) fields.name ??= 'El nombre es requerido';
    const subdomain = normalizeTypedSubdomain(input.subdomain.trim().slice(0, 200));
    const problem = subdomain === input.subdomain.trim() ? subdomainProblem(subdomain) : 'Solo letras minúsculas, números y guiones';
    if (problem) fields.subdomain ??= problem;
    const email = blankToNull(input.email);
    if (email && !isEmail(email)) fields.email ??= 'Correo electrónico inválido';
    const plan = await this.planFor(blankToNull(input.plan));
    if (!plan) fields.plan = 'Plan desconocido o no disponible';
    const first = Object.values(fields)[0];
    if (first || !plan) throw validationError(first ?? 'Plan desconocido o no disponible', fields);

    if (await this.restaurants.findBySubdomain(subdomain)) {
      const message = `El subdominio "${subdomain}" ya está en uso, elige otro`;
      throw conflict(message, { subdomain: message });
    }
    const now = this.clock.now();
    const granted = !!options.grantPlan;
    return this.restaurants.create(
      {
        name,
        subdomain,
        description: blankToNull(input.description),
        phone: blankToNull(input.phone),
        email,
        address: blankToNull(input.address),
        subscriptionPlan: plan,
        subscriptionStatus: granted ? 'active' : 'trial',
        trialEndsAt: granted ? null : new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
      },
      ownerId,
    );
  }

  /** The slug of an active plan: the one asked for, or the first on sale; null when unknown. */
  private async planFor(slug: string | null): Promise<string | null> {
    if (slug) {
      const plan = await this.plans.findBySlug(slug);
      return plan?.isActive ? plan.slug : null;
    }
    return visiblePlans(await this.plans.list())[0]?.slug ?? null;
  }
}
