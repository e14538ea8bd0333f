import { visiblePlans, type Plan, type PlanRepository } from './plan.js';
import type { Clock } from '../shared/clock.js';
import { isEmail } from '../shared/email.js';
import { conflict, paymentRequired, validationError } from '../shared/errors.js';
import type { Restaurant, SubscriptionStatus } from './restaurant.js';
import { TRIAL_DAYS } from './restaurant.js';
import type { RestaurantRepository } from './restaurant-repository.js';
import { normalizeTypedSubdomain, subdomainProblem } from './subdomain.js';
import { TRIAL_USED, type TrialClaims } from './trials.js';

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

export interface CreateOptions {
  /** The administrator: the plan outright, no trial, no payment. */
  grantPlan?: boolean;
  /** Opened from a checkout: the provider confirmed the payment, or has not said yet. */
  payment?: 'confirmed' | 'unconfirmed';
}

interface Standing {
  subscriptionStatus: SubscriptionStatus;
  trialEndsAt: Date | null;
  /** The owner's one trial was claimed for this restaurant (given back if it is not created). */
  claimed: boolean;
}

export class RestaurantCreator {
  constructor(
    private readonly restaurants: RestaurantRepository,
    private readonly clock: Clock,
    private readonly plans: PlanRepository,
    private readonly trials: TrialClaims,
  ) {}

  /**
   * Creates the restaurant on a real, active plan. Only the administrator (`grantPlan`) may
   * give it the plan outright. Anyone else gets one free trial of a paid plan per account;
   * after it a paid plan needs its payment (402), and a restaurant opened from a payment is
   * active once the provider confirmed it, else it waits for that confirmation (its trial if
   * the owner still has one, otherwise past due). The free plan needs nothing.
   */
  async create(input: CreateRestaurantInput, ownerId: string, options: CreateOptions = {}): Promise<Restaurant> {
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
    const { claimed, ...standing } = await this.standingOf(plan, ownerId, options);
    try {
      return await this.restaurants.create(
        {
          name,
          subdomain,
          description: blankToNull(input.description),
          phone: blankToNull(input.phone),
          email,
          address: blankToNull(input.address),
          subscriptionPlan: plan.slug,
          ...standing,
        },
        ownerId,
      );
    } catch (error) {
      if (claimed) await this.trials.release('owner', ownerId);
      throw error;
    }
  }

  private async standingOf(plan: Plan, ownerId: string, options: CreateOptions): Promise<Standing> {
    const now = this.clock.now();
    if (options.grantPlan || options.payment === 'confirmed') return { subscriptionStatus: 'active', trialEndsAt: null, claimed: false };
    const trial = { subscriptionStatus: 'trial' as const, trialEndsAt: new Date(now.getTime() + TRIAL_DAYS * 86_400_000) };
    if (plan.priceMonthly === 0 && !options.payment) return { ...trial, claimed: false };
    if (await this.trials.claim('owner', ownerId, null, now)) return { ...trial, claimed: true };
    if (options.payment === 'unconfirmed') return { subscriptionStatus: 'past_due', trialEndsAt: null, claimed: false };
    throw paymentRequired(TRIAL_USED);
  }

  /** An active plan: the one asked for, or the first on sale; null when unknown. */
  private async planFor(slug: string | null): Promise<Plan | null> {
    if (slug) {
      const plan = await this.plans.findBySlug(slug);
      return plan?.isActive ? plan : null;
    }
    return visiblePlans(await this.plans.list())[0] ?? null;
  }
}
