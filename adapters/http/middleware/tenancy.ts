import type { MiddlewareHandler } from 'hono';
import type { RestaurantAccess } from '../../../core/tenancy/access.js';
import type { AppEnv } from '../env.js';

/** Resolves `?restaurant=` to a restaurant the user may access (401 signed out, 403 otherwise). */
export const withRestaurant =
  (deps: { access: Pick<RestaurantAccess, 'resolve'> }): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    c.set('restaurant', await deps.access.resolve(c.get('user'), c.req.query('restaurant')));
    await next();
  };
