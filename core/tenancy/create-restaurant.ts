import type { Clock } from '../shared/clock.js';
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
  /** Plan slug chosen at checkout; a restaurant without one starts on a trial. */
  plan?: string | null;
}

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const blankToNull = (value: string | null | undefined) => (value?.trim() ? value.trim() : null);

export class RestaurantCreator {
  constructor(
    private readonly restaurants: RestaurantRepository,
    private readonly clock: Clock,
  ) {}

  async create(input: CreateRestaurantInput, ownerId: string): Promise<Restaurant> {
    const fields: Record<string, string> = {};
    const name = input.name.trim();
    if (!name) fields.name = 'El nombre es requerido';
    const subdomain = normalizeTypedSubdomain(input.subdomain.trim());
    const problem = subdomain === input.subdomain.trim() ? subdomainProblem(subdomain) : 'Solo letras minúsculas, números y guiones';
    if (problem) fields.subdomain = problem;
    const email = blankToNull(input.email);
    if (email && !EMAIL.test(email)) fields.email = 'Correo electrónico inválido';
    const first = Object.values(fields)[0];
    if (first) throw validationError(first, fields);

    if (await this.restaurants.findBySubdomain(subdomain)) {
      const message = `El subdominio "${subdomain}" ya está en uso, elige otro`;
      throw conflict(message, { subdomain: message });
    }
    const now = this.clock.now();
    const plan = blankToNull(input.plan);
    return this.restaurants.create(
      {
        name,
        subdomain,
        description: blankToNull(input.description),
        phone: blankToNull(input.phone),
        email,
        address: blankToNull(input.address),
        subscriptionPlan: plan,
        subscriptionStatus: plan ? 'active' : 'trial',
        trialEndsAt: plan ? null : new Date(now.getTime() + TRIAL_DAYS * 86_400_000),
      },
      ownerId,
    );
  }
}
