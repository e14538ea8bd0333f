import { Hono } from 'hono';
import { z } from 'zod';
import { SALES_PERIODS } from '../../../core/orders/sales.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { validationError } from '../../../core/shared/errors.js';

const period = z.enum(SALES_PERIODS);

function periodOf(value: string | undefined) {
  const parsed = period.safeParse(value ?? 'today');
  if (!parsed.success) throw validationError('Periodo inválido: usa today, week o month', { period: 'Periodo inválido' });
  return parsed.data;
}

/** "The day in money" (docs/order-life.md): the Ventas screen, the dashboard's "Ventas de hoy" card and the CSV. */
export const salesRoutes = (deps: Pick<HttpDeps, 'access' | 'orderLife'>) =>
  new Hono<AppEnv>()
    .use(requireUser, withRestaurant(deps))
    .get('/', async (c) => c.json(await deps.orderLife.sales.summary(c.get('restaurant').id, periodOf(c.req.query('period')))))
    .get('/export.csv', async (c) => {
      const chosen = periodOf(c.req.query('period'));
      const csv = await deps.orderLife.sales.csv(c.get('restaurant').id, chosen);
      return c.body(csv, 200, {
        'Content-Type': 'text/csv; charset=utf-8',
        'Content-Disposition': `attachment; filename="ventas-${chosen}.csv"`,
      });
    });
