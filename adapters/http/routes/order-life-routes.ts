import { Hono } from 'hono';
import { z } from 'zod';
import { editOrder, MAX_EDITED_LINES, MAX_LINE_QUANTITY } from '../../../core/orders/edit-order.js';
import { moveOrder } from '../../../core/orders/move-order.js';
import { ORDER_STATUSES } from '../../../core/orders/order.js';
import { DEFAULT_STATUS_MESSAGES, MAX_CANCEL_REASON, MAX_ETA_MINUTES } from '../../../core/orders/status-messages-config.js';
import { notFound } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
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

/**
 * Order life (docs/order-life.md), mounted inside the order routes (their session and restaurant middleware apply): status
 * moves that tell the customer, Configuración IA's notices, the kitchen ticket, the change
 * history and staff's fixes.
 */
export const orderLifeRoutes = (deps: Pick<HttpDeps, 'orders' | 'orderLife'>) =>
  new Hono<AppEnv>()
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
    });
