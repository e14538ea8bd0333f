import { forbidden, notFound, unauthorized } from '../shared/errors.js';
import type { Restaurant } from './restaurant.js';
import type { RestaurantRepository } from './restaurant-repository.js';
import type { PublicUser } from './user.js';

/**
 * Resolves the restaurant a data request acts on. The server enforces tenancy here and
 * nowhere else: an operator reaches only restaurants they belong to, an admin reaches all.
 */
export class RestaurantAccess {
  constructor(private readonly restaurants: RestaurantRepository) {}

  async resolve(user: PublicUser | null, requestedId: string | null | undefined): Promise<Restaurant> {
    if (!user) throw unauthorized();
    if (requestedId) {
      const restaurant =
        user.role === 'admin' ? await this.restaurants.findById(requestedId) : await this.restaurants.findForMember(requestedId, user.id);
      // Unknown and foreign ids answer alike, so ids cannot be probed.
      if (!restaurant) throw forbidden();
      return restaurant;
    }
    // An admin reaches every restaurant but lands on their own first.
    const own = await this.restaurants.listForUser(user.id);
    const [first] = own.length > 0 ? own : await this.visibleTo(user);
    if (!first) throw notFound('Aún no tienes un restaurante. Crea uno para empezar.');
    return first;
  }

  visibleTo(user: PublicUser): Promise<Restaurant[]> {
    return user.role === 'admin' ? this.restaurants.list() : this.restaurants.listForUser(user.id);
  }
}
