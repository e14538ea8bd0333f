import { Hono } from 'hono';
import type { PlanUsage } from '../../../core/plans/plan-usage.js';
import { forbidden } from '../../../core/shared/errors.js';
import { TRIAL_DAYS, type Restaurant } from '../../../core/tenancy/restaurant.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { jsonError } from '../errors.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';

const toJson = (restaurant: Restaurant, usage: PlanUsage) => ({
  restaurantId: restaurant.id,
  restaurantName: restaurant.name,
  subscriptionStatus: restaurant.subscriptionStatus,
  trialEndsAt: restaurant.trialEndsAt,
  trialDays: TRIAL_DAYS,
  ...usage,
});

/** The body of GET /api/usage and of each row of GET /api/admin/usage (the SPA reads it through adapters/http/api-types.ts). */
export type UsageBody = ReturnType<typeof toJson>;

/** The month's conversations against the plan: the owner's banner reads this. */
export const usageRoutes = (deps: Pick<HttpDeps, 'access' | 'planGate'>) =>
  new Hono<AppEnv>().use(requireUser, withRestaurant(deps)).get('/', async (c) => {
    if (!deps.planGate) return jsonError(c, 404, 'No disponible');
    const restaurant = c.get('restaurant');
    return c.json(toJson(restaurant, await deps.planGate.usage(restaurant)));
  });

/** Every restaurant's usage against its limit, for the administrator. */
export const adminUsageRoutes = (deps: Pick<HttpDeps, 'planGate' | 'restaurants'>) =>
  new Hono<AppEnv>().use(requireUser).get('/', async (c) => {
    if (c.get('user')!.role !== 'admin') throw forbidden('Solo un administrador puede ver el uso de todos los restaurantes');
    const gate = deps.planGate;
    if (!gate) return jsonError(c, 404, 'No disponible');
    const restaurants = await deps.restaurants.list();
    return c.json(await Promise.all(restaurants.map(async (r) => toJson(r, await gate.usage(r)))));
  });
