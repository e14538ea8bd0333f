import { DEMO_MENU, DEMO_RESTAURANT } from '../menu/demo-menu.js';
import type { MenuRepository } from '../menu/menu-item.js';
import type { Restaurant } from './restaurant.js';
import type { RestaurantRepository } from './restaurant-repository.js';

/** A living example for a newcomer: the demo restaurant with a real menu, owned by `ownerId`. */
export async function seedDemoRestaurant(
  restaurants: RestaurantRepository,
  menu: MenuRepository,
  ownerId: string,
): Promise<Restaurant | null> {
  if ((await restaurants.list()).length > 0) return null;
  const restaurant = await restaurants.create(
    { ...DEMO_RESTAURANT, subscriptionStatus: 'active', subscriptionPlan: 'silver', trialEndsAt: null },
    ownerId,
  );
  for (const item of DEMO_MENU) await menu.create({ ...item, restaurantId: restaurant.id, available: true });
  return restaurant;
}
