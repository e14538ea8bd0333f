import { Hono } from 'hono';
import { etag } from 'hono/etag';
import { z } from 'zod';
import { ORDER_STATUSES } from '../../../core/orders/order.js';
import { notFound } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';

const statusChange = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Estado de pedido inválido' }),
});

export const orderRoutes = (deps: HttpDeps) =>
  new Hono<AppEnv>()
    .use(requireUser, withRestaurant(deps))
    // Polled every 10 s by Pedidos: unchanged lists cost a 304.
    .get('/', etag(), async (c) => c.json(await deps.orders.list(c.get('restaurant').id)))
    .patch('/:id', async (c) => {
      const { status } = await readBody(c, statusChange);
      const order = await deps.orders.updateStatus(c.get('restaurant').id, c.req.param('id'), status);
      if (!order) throw notFound('Pedido no encontrado');
      return c.json(order);
    })
    .delete('/:id', async (c) => {
      if (!(await deps.orders.delete(c.get('restaurant').id, c.req.param('id')))) throw notFound('Pedido no encontrado');
      return c.json({ success: true });
    });
