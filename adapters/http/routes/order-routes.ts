import { Hono } from 'hono';
import { z } from 'zod';
import { markOrderSeen } from '../../../core/orders/order-handling.js';
import { notFound } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { orderFilterSchema, orderListParams, pageHeaders } from '../list-params.js';
import { ListTotals } from '../list-totals.js';
import { changeEtag } from '../middleware/change-etag.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';
import { orderLifeRoutes } from './order-life-routes.js';

const MAX_LISTED = 1000;
const DELETE_SLICE = 500;
const MAX_FILTER_DELETE = 100_000;

/** Explicit ids, or the whole filtered set minus `excludeIds` (select-all in Pedidos). */
const bulkDelete = z.union(
  [
    z.object({ orderIds: z.array(z.string().max(100)).max(MAX_LISTED, `Como máximo ${MAX_LISTED} pedidos por solicitud`) }),
    z.object({ filter: orderFilterSchema, excludeIds: z.array(z.string().max(100)).max(MAX_LISTED).optional() }),
  ],
  { error: 'Indica los pedidos a eliminar' },
);

const yieldToEventLoop = () => new Promise<void>((resolve) => setImmediate(resolve));

export type OrderRouteDeps = Pick<HttpDeps, 'access' | 'changeVersions' | 'lists' | 'orders' | 'conversations' | 'orderLife'>;

export const orderRoutes = (deps: OrderRouteDeps) => {
  const totals = new ListTotals();
  return (
    new Hono<AppEnv>()
      .use(requireUser, withRestaurant(deps))
      // Polled every 10 s by Pedidos: an unchanged list costs a version read and a 304.
      .get('/', changeEtag(deps.changeVersions, 'orders'), async (c) => {
        const restaurantId = c.get('restaurant').id;
        const { filter, page } = orderListParams(c);
        const filtered = filter.status || filter.payment || filter.from || filter.to;
        const [result, counts] = await Promise.all([
          deps.lists.orders(restaurantId, filter, page),
          totals.read(
            c.get('listVersion'),
            restaurantId,
            'orders',
            () => deps.lists.countOrders(restaurantId, {}),
            filtered ? { key: JSON.stringify(filter), count: () => deps.lists.countOrders(restaurantId, filter) } : null,
          ),
        ]);
        return c.json(result.items, 200, pageHeaders(counts, result.nextCursor));
      })
      .delete('/', async (c) => {
        const restaurantId = c.get('restaurant').id;
        const body = await readBody(c, bulkDelete);
        const ids =
          'orderIds' in body
            ? [...new Set(body.orderIds)]
            : await deps.lists.matchingOrderIds(restaurantId, body.filter, body.excludeIds ?? [], MAX_FILTER_DELETE);
        let deletedCount = 0;
        for (let i = 0; i < ids.length; i += DELETE_SLICE) {
          if (i > 0) await yieldToEventLoop();
          deletedCount += await deps.lists.deleteOrders(restaurantId, ids.slice(i, i + DELETE_SLICE));
        }
        return c.json({ deletedCount, totalRequested: ids.length });
      })
      // Order life (docs/order-life.md): status moves that tell the customer, the ticket, the history, staff edits.
      .route('/', orderLifeRoutes(deps))
      .post('/:id/seen', async (c) => {
        await markOrderSeen(deps, c.get('restaurant').id, c.req.param('id'));
        return c.json({ success: true });
      })
      .delete('/:id', async (c) => {
        if (!(await deps.orders.delete(c.get('restaurant').id, c.req.param('id')))) throw notFound('Pedido no encontrado');
        return c.json({ success: true });
      })
  );
};
