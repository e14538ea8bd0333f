import { conflict, validationError } from '../shared/errors.js';
import type { RestaurantRepository } from './restaurant-repository.js';
import { normalizeTypedSubdomain, subdomainProblem } from './subdomain.js';

export interface Availability {
  available: true;
  name: string;
  subdomain: string;
}

/**
 * Checkout asks before any payment starts: would a restaurant with this name and
 * subdomain be created? Same rules and messages as creating it; a taken subdomain is a 409.
 */
export async function checkRestaurantAvailability(
  restaurants: Pick<RestaurantRepository, 'findBySubdomain'>,
  input: { name: string; subdomain: string },
): Promise<Availability> {
  const fields: Record<string, string> = {};
  const name = input.name.trim();
  if (!name) fields.name = 'El nombre es requerido';
  const typed = input.subdomain.trim();
  const subdomain = normalizeTypedSubdomain(typed);
  const problem = subdomain === typed ? subdomainProblem(subdomain) : 'Solo letras minúsculas, números y guiones';
  if (problem) fields.subdomain = problem;
  const first = Object.values(fields)[0];
  if (first) throw validationError(first, fields);
  if (await restaurants.findBySubdomain(subdomain)) {
    const message = `El subdominio "${subdomain}" ya está en uso, elige otro`;
    throw conflict(message, { subdomain: message });
  }
  return { available: true, name, subdomain };
}
