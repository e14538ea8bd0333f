import { Hono } from 'hono';
import { z } from 'zod';
import { checkRestaurantAvailability } from '../../../core/tenancy/restaurant-availability.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { parseWith } from '../validation.js';

const query = z.object({
  name: z.string({ error: 'El nombre es requerido' }).max(120, 'El nombre es demasiado largo'),
  subdomain: z.string({ error: 'El subdominio debe tener al menos 3 caracteres' }).max(60, 'El subdominio es demasiado largo'),
});

/** Public: the checkout checks the restaurant's name and subdomain before starting a payment. */
export const checkoutRoutes = (deps: Pick<HttpDeps, 'restaurants'>) =>
  new Hono<AppEnv>().get('/availability', async (c) =>
    c.json(
      await checkRestaurantAvailability(
        deps.restaurants,
        parseWith(query, { name: c.req.query('name'), subdomain: c.req.query('subdomain') }),
      ),
    ),
  );
