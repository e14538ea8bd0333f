import { Hono } from 'hono';
import { z } from 'zod';
import { ORDER_STATUSES } from '../../../core/orders/order.js';
import { markOrderSeen } from '../../../core/orders/order-handling.js';
import { moveOrder } from '../../../core/orders/move-order.js';
import { editOrder, MAX_EDITED_LINES, MAX_LINE_QUANTITY } from '../../../core/orders/edit-order.js';
import { DEFAULT_STATUS_MESSAGES, MAX_ETA_MINUTES, MAX_CANCEL_REASON } from '../../../core/orders/status-messages-config.js';
import { notFound } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { orderFilterSchema, orderListParams, pageHeaders } from '../list-params.js';
import { ListTotals } from '../list-totals.js';
import { changeEtag } from '../middleware/change-etag.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';
import { operatorName } from '../views/conversation-json.js';

const statusChange = z.object({
  status: z.enum(ORDER_STATUSES, { error: 'Estado de pedido inválido' }),
  /** With cancelled: the reason the customer reads. */
  reason: z
    .string({ error: 'El motivo debe ser texto' })
    .trim()
    .max(MAX_CANCEL_REASON, `El motivo puede tener hasta ${MAX_CANCEL_REASON} caracteres`)
    .nullish(),
  /** With preparing / on_the_way: the estimate the customer reads. */
  etaMinutes: z
    .number({ error: 'El tiempo estimado debe ser un número de minutos' })
    .int('El tiempo estimado debe ser un número entero de minutos')
    .min(1, 'El tiempo estimado debe ser de al menos 1 minuto')
    .max(MAX_ETA_MINUTES, `El tiempo estimado puede ser de hasta ${MAX_ETA_MINUTES} minutos`)
    .nullish(),
});

/** Staff's fix of an order: lines by menu item, quantity, note and options; never prices. */
const orderEdit = z.object({
  items: z
    .array(
      z.object({
        menuItemId: z.string({ error: 'Producto inválido' }).min(1, 'Producto inválido').max(100),
        quantity: z
          .number({ error: 'La cantidad debe ser un número' })
          .int('La cantidad debe ser un número entero')
          .min(1, 'La cantidad mínima es 1')
          .max(MAX_LINE_QUANTITY, `La cantidad máxima es ${MAX_LINE_QUANTITY}`),
        notes: z.string({ error: 'La nota debe ser texto' }).trim().max(200, 'La nota puede tener hasta 200 caracteres').nullish(),
        options: z
          .array(z.object({ group: z.string().max(100), name: z.string().max(100) }))
          .max(20)
          .optional(),
      }),
      { error: 'Indica los productos del pedido' },
    )
    .max(MAX_EDITED_LINES, `Como máximo ${MAX_EDITED_LINES} productos`),
  deliveryAddress: z
    .string({ error: 'La dirección debe ser texto' })
    .trim()
    .max(500, 'La dirección puede tener hasta 500 caracteres')
    .optional(),
  notes: z.string({ error: 'Las notas deben ser texto' }).trim().max(500, 'Las notas pueden tener hasta 500 caracteres').nullish(),
});

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
        const filtered = filter.status || filter.from || filter.to;
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
      .patch('/:id', async (c) => {
        const body = await readBody(c, statusChange);
        const { order, notice } = await moveOrder(
          deps.orderLife.moves,
          c.get('restaurant').id,
          c.req.param('id'),
          body,
          operatorName(c.get('user')),
        );
        // The order as before, and what became of the customer's message (the panel shows a failure).
        return c.json({ ...order, notification: notice });
      })
      // Configuración IA: the effective messages (defaults filled) and the defaults, to restore one.
      .get('/status-messages', async (c) =>
        c.json({ settings: await deps.orderLife.settings(c.get('restaurant').id), defaults: DEFAULT_STATUS_MESSAGES }),
      )
      // The kitchen ticket: the order and the restaurant's name and phone for its header.
      .get('/:id/ticket', async (c) => {
        const restaurant = c.get('restaurant');
        const order = await deps.orders.findById(restaurant.id, c.req.param('id'));
        if (!order) throw notFound('Pedido no encontrado');
        return c.json({ order, restaurant: { name: restaurant.name, phone: restaurant.phone, address: restaurant.address } });
      })
      .get('/:id/changes', async (c) => {
        const restaurantId = c.get('restaurant').id;
        if (!(await deps.orders.findById(restaurantId, c.req.param('id')))) throw notFound('Pedido no encontrado');
        return c.json(await deps.orderLife.changes.listByOrder(restaurantId, c.req.param('id')));
      })
      .put('/:id', async (c) => {
        const body = await readBody(c, orderEdit);
        const { order, notice } = await editOrder(
          deps.orderLife.edits,
          c.get('restaurant').id,
          c.req.param('id'),
          body,
          operatorName(c.get('user')),
        );
        return c.json({ ...order, notification: notice });
      })
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
