import { Hono } from 'hono';
import { normalizePhone } from '../../../core/shared/phone.js';
import { readCustomer } from '../../../core/customers/customer-profile.js';
import { validationError } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';

/** A customer's page (docs/order-life.md), by phone (E.164, URL-encoded): name, addresses, orders, total spent. */
export const customerRoutes = (deps: Pick<HttpDeps, 'access' | 'orders'>) =>
  new Hono<AppEnv>().use(requireUser, withRestaurant(deps)).get('/:phone', async (c) => {
    const raw = c.req.param('phone');
    if (!/\d{6,}/.test(raw.replace(/\D/g, '')) || raw.length > 40) throw validationError('Teléfono inválido');
    return c.json(await readCustomer(deps.orders, c.get('restaurant').id, normalizePhone(raw)));
  });
