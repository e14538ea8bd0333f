import type { Restaurant } from './restaurant.js';
import type { User } from './user.js';
import type { CreateRestaurantInput, RestaurantCreator } from './create-restaurant.js';

/** A payment started before its restaurant exists (core/billing's Billing implements it). */
export interface CheckoutCompletion {
  /** Only the owner who started the payment may complete it; `paid` once the provider confirmed it. */
  completeCheckout(
    checkoutId: string,
    ownerId: string,
    create: (checkout: { planSlug: string; paid: boolean }) => Promise<Restaurant>,
  ): Promise<Restaurant>;
}

export interface OpenRestaurantInput extends CreateRestaurantInput {
  /** From the payment step: links the provider's references to the new restaurant. */
  checkoutId?: string | null;
}

/** Who is opening it: the owner-to-be, signed in. */
export type Opener = Pick<User, 'id' | 'role'>;

/**
 * "Crear restaurante": the one way a signed-in person opens a restaurant.
 * - From a payment (`checkoutId`, the opener's own): created once, for the plan that was paid
 *   for (never granted here): active when the provider's verified webhook already confirmed
 *   the payment, else waiting for it. A failed attempt (a subdomain taken meanwhile) leaves
 *   the payment open for another try.
 * - Without one: the owner's one free trial of the plan asked for (or the first on sale), or
 *   402 once it is used; the administrator alone gets the plan outright.
 * Validation, availability, trials and the owner's membership are RestaurantCreator's.
 */
export class RestaurantOpening {
  constructor(
    private readonly creator: Pick<RestaurantCreator, 'create'>,
    private readonly checkouts: CheckoutCompletion,
  ) {}

  async open(input: OpenRestaurantInput, opener: Opener): Promise<Restaurant> {
    const { checkoutId, ...fields } = input;
    if (!checkoutId) return this.creator.create(fields, opener.id, { grantPlan: opener.role === 'admin' });
    return this.checkouts.completeCheckout(checkoutId, opener.id, ({ planSlug, paid }) =>
      this.creator.create({ ...fields, plan: planSlug }, opener.id, { payment: paid ? 'confirmed' : 'unconfirmed' }),
    );
  }
}
