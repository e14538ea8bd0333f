import { Hono } from 'hono';
import { z } from 'zod';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { readBody } from '../validation.js';

const optionalText = (max: number) => z.string().max(max, `Máximo ${max} caracteres`).trim().nullish();
const newRestaurant = z.object({
  name: z.string({ error: 'El nombre es requerido' }).max(120, 'El nombre es demasiado largo'),
  subdomain: z.string({ error: 'El subdominio debe tener al menos 3 caracteres' }).max(63, 'El subdominio es demasiado largo'),
  description: optionalText(500),
  phone: optionalText(30),
  email: optionalText(254),
  address: optionalText(500),
  plan: z.string().trim().max(60).nullish(),
  /** From the payment step: links the provider's references to the new restaurant. */
  checkoutId: z.string().trim().max(100).nullish(),
});

export const restaurantRoutes = (deps: HttpDeps) =>
  new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => c.json(await deps.access.visibleTo(c.get('user')!)))
    // The restaurant a data call without or with `?restaurant=` acts on, for the panel's header.
    .get('/current', async (c) => c.json(await deps.access.resolve(c.get('user'), c.req.query('restaurant'))))
    .post('/', async (c) => {
      const { checkoutId, ...input } = await readBody(c, newRestaurant);
      const user = c.get('user')!;
      if (!checkoutId) return c.json(await deps.restaurantCreator.create(input, user.id, { grantPlan: user.role === 'admin' }), 201);
      // From a payment: created once, for the plan paid for; a failed attempt leaves the payment open for another subdomain.
      // It starts on trial (never granted here): active once the provider's verified webhook confirms the payment.
      return c.json(await deps.billing.completeCheckout(checkoutId, (plan) => deps.restaurantCreator.create({ ...input, plan }, user.id)), 201);
    });
