import { Hono } from 'hono';
import { z } from 'zod';
import { PAYMENT_STATUSES } from '../../../core/orders/order.js';
import { notFound } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { jsonError } from '../errors.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { readBody } from '../validation.js';

const optionalText = (max: number) =>
  z.string({ error: 'Debe ser texto' }).trim().max(max, `Máximo ${max} caracteres`).nullable().optional();

/** What the owner may change after creation (Perfil del restaurante); the subdomain and plan are not here. */
const profilePatch = z.object({
  name: z
    .string({ error: 'El nombre es requerido' })
    .trim()
    .min(1, 'El nombre es requerido')
    .max(120, 'El nombre es demasiado largo')
    .optional(),
  description: optionalText(500),
  address: optionalText(500),
  phone: z
    .string({ error: 'El teléfono debe ser texto' })
    .trim()
    .max(30, 'El teléfono es demasiado largo')
    .refine((v) => v === '' || v.replace(/\D/g, '').length >= 10, 'Escribe un teléfono con lada (10 dígitos o más)')
    .nullable()
    .optional(),
  email: z
    .union([z.literal(''), z.email('Correo inválido').max(254, 'Correo demasiado largo')])
    .nullable()
    .optional(),
});

const blankToNull = (v: string | null | undefined) => (v === undefined ? undefined : v === null || v === '' ? null : v);

/** PATCH /api/restaurants/:id: address, phone, description (and name, email) after creation. */
export const restaurantProfileRoutes = (deps: Pick<HttpDeps, 'access' | 'restaurants'>) =>
  new Hono<AppEnv>().patch('/:id', requireUser, async (c) => {
    const restaurant = await deps.access.resolve(c.get('user'), c.req.param('id'));
    const patch = await readBody(c, profilePatch);
    const updated = await deps.restaurants.updateProfile(restaurant.id, {
      ...(patch.name !== undefined ? { name: patch.name } : {}),
      description: blankToNull(patch.description),
      address: blankToNull(patch.address),
      phone: blankToNull(patch.phone),
      email: blankToNull(patch.email),
    });
    if (!updated) throw notFound('Restaurante no encontrado');
    return c.json(updated);
  });

const paymentStatus = z.object({ status: z.enum(PAYMENT_STATUSES, { error: 'Estado de pago inválido' }) });

/** PATCH /api/orders/:id/payment {status}: staff mark a verified transfer (or cash) as paid. */
export const orderPaymentRoutes = (deps: Pick<HttpDeps, 'access' | 'orderPayments'>) =>
  new Hono<AppEnv>().patch('/:id/payment', requireUser, withRestaurant(deps), async (c) => {
    const { status } = await readBody(c, paymentStatus);
    if (!deps.orderPayments) throw notFound('Pagos de pedidos no disponibles');
    const order = await deps.orderPayments.payments.setStatus(c.get('restaurant').id, c.req.param('id'), status);
    if (!order) throw notFound('Pedido no encontrado o sin forma de pago');
    return c.json(order);
  });

/**
 * POST /webhooks/mercadopago/orders/:restaurantId: a restaurant's own Mercado Pago notifies an
 * order's payment. Signed with that restaurant's secret; the payment is read from Mercado Pago
 * with its token, so a forged or replayed body marks nothing.
 */
export const orderPaymentWebhookRoutes = (deps: Pick<HttpDeps, 'orderPayments'>) =>
  new Hono().post('/mercadopago/orders/:restaurantId', async (c) => {
    const restaurantId = c.req.param('restaurantId');
    const orderPayments = deps.orderPayments;
    if (!orderPayments) return jsonError(c, 404, 'Pagos de pedidos no disponibles');
    let body: { data?: { id?: unknown }; type?: unknown; topic?: unknown } = {};
    try {
      const raw = await c.req.text();
      body = raw ? (JSON.parse(raw) as typeof body) : {};
    } catch {
      return jsonError(c, 400, 'El cuerpo del webhook no es JSON válido');
    }
    const bodyId = body?.data?.id;
    const dataId = c.req.query('data.id') ?? (typeof bodyId === 'string' || typeof bodyId === 'number' ? String(bodyId) : undefined);
    const type =
      c.req.query('type') ?? (typeof body?.type === 'string' ? body.type : typeof body?.topic === 'string' ? body.topic : undefined);
    await orderPayments.verify(restaurantId, {
      xSignature: c.req.header('x-signature'),
      xRequestId: c.req.header('x-request-id'),
      dataId: dataId || undefined,
    });
    if (type !== 'payment' || !dataId) return c.json({ received: true, outcome: 'ignored' });
    const outcome = await orderPayments.payments.mercadoPagoNotification(restaurantId, dataId);
    return c.json({ received: true, outcome });
  });
