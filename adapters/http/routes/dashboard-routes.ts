import { Hono } from 'hono';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';

export type DashboardRouteDeps = Pick<HttpDeps, 'access' | 'dashboard'>;

/** /dashboard: the panel's figures. */
export const dashboardRoutes = (deps: DashboardRouteDeps) =>
  new Hono<AppEnv>().get('/stats', requireUser, withRestaurant(deps), async (c) =>
    c.json(await deps.dashboard.read(c.get('restaurant').id)),
  );
