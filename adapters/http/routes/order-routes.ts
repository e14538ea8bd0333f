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

/** 'PEDIDO NUEVO' means nobody has looked yet: it clears once the operator opens or handles the order. */
async function markHandled(deps: HttpDeps, restaurantId: string, conversationId: string | null) {
  if (conversationId) await deps.conversations.update(restaurantId, conversationId, { hasNewOrder: false });
}

export const orderRoutes = (deps: HttpDeps) =>
  new Hono<AppEnv>()
    .use(requireUser, withRestaurant(deps))
    // Polled every 10 s by Pedidos: unchanged lists cost a 304.
    .get('/', etag(), async (c) => c.json(await deps.orders.list(c.get('restaurant').id)))
    .patch('/:id', async (c) => {
      const { status } = await readBody(c, statusChange);
      const order = await deps.orders.updateStatus(c.get('restaurant').id, c.req.param('id'), status);
      if (!order) throw notFound('Pedido no encontrado');
      await markHandled(deps, order.restaurantId, order.conversationId);
      return c.json(order);
    })
    .post('/:id/seen', async (c) => {
      const restaurantId = c.get('restaurant').id;
      const order = await deps.orders.findById(restaurantId, c.req.param('id'));
      if (!order) throw notFound('Pedido no encontrado');
      await markHandled(deps, restaurantId, order.conversationId);
      return c.json({ success: true });
    })
    .delete('/:id', async (c) => {
      if (!(await deps.orders.delete(c.get('restaurant').id, c.req.param('id')))) throw notFound('Pedido no encontrado');
      return c.json({ success: true });
    });
