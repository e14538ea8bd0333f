import { Hono } from 'hono';
import { forbidden } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';

export type WhatsAppRouteDeps = Pick<HttpDeps, 'access' | 'whatsapp'>;

/** /whatsapp: the restaurant's connection, as its staff sees it. */
export const whatsappRoutes = (deps: WhatsAppRouteDeps) =>
  new Hono<AppEnv>().get('/status', requireUser, withRestaurant(deps), async (c) =>
    c.json(await deps.whatsapp.status(c.get('restaurant').id)),
  );

/** /admin/whatsapp: the same status, for the administrator only. */
export const adminWhatsappRoutes = (deps: WhatsAppRouteDeps) =>
  new Hono<AppEnv>().get('/status', requireUser, withRestaurant(deps), async (c) => {
    if (c.get('user')!.role !== 'admin') throw forbidden('Solo un administrador puede ver este estado');
    return c.json(await deps.whatsapp.status(c.get('restaurant').id));
  });
