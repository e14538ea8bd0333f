import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { PaymentGatewayError } from '../../../core/billing/billing-errors.js';
import type { Billing, Buyer } from '../../../core/billing/checkout.js';
import { forbidden } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { jsonError } from '../errors.js';
import { requireUser } from '../middleware/sessions.js';
import { readBody } from '../validation.js';

// `email` is read and ignored: spec §7's page sends a fixed placeholder, and an address someone
// types is nobody's identity. The signed-in account is the buyer.
const start = z.object({
  planId: z.string({ error: 'Indica el plan' }).trim().min(1, 'Indica el plan').max(40),
  email: z.string().trim().max(200).optional(),
});

const buyerOf = (c: Context<AppEnv>): Buyer | null => {
  const user = c.get('user');
  return user ? { id: user.id, email: user.email } : null;
};

const id = z.union([z.string().max(200), z.number()]);
/** The fields a Mercado Pago notification may carry; anything else in it is ignored. */
const mercadoPagoNotification = z.looseObject({
  type: z.string().max(100).optional(),
  topic: z.string().max(100).optional(),
  action: z.string().max(100).optional(),
  data: z.looseObject({ id: id.optional() }).optional(),
  resource: z.string().max(500).optional(),
  id: id.optional(),
});

/** Stripe's and Mercado Pago's own messages are English and technical: the buyer gets this. */
const PROVIDER_DOWN = 'El proveedor de pagos no respondió correctamente. Inténtalo de nuevo en unos minutos.';

/** The provider's answer as JSON; a provider failure (not the buyer's fault) is a 502 with PROVIDER_DOWN. */
async function providerCall<T extends object>(c: Context, call: () => Promise<T>) {
  try {
    return c.json(await call());
  } catch (err) {
    if (err instanceof PaymentGatewayError) return jsonError(c, 502, PROVIDER_DOWN);
    throw err;
  }
}

/** GET /api/payments/config: which payment tabs the checkout shows. */
export const paymentsConfigJson = (deps: Pick<HttpDeps, 'billing' | 'stripePublishableKey'>) => ({
  stripePublishableKey: deps.stripePublishableKey,
  mercadoPagoEnabled: deps.billing.providers.mercadoPago,
});

/** POST /api/payments/mercadopago/create: the provider's neutral redirect URL as `init_point` (spec's field name). */
export function mercadoPagoPreferenceJson(started: Awaited<ReturnType<Billing['startMercadoPago']>>) {
  const { redirectUrl, ...rest } = started;
  return { ...rest, init_point: redirectUrl };
}

export const paymentRoutes = (deps: Pick<HttpDeps, 'billing' | 'stripePublishableKey'>) =>
  new Hono<AppEnv>()
    .get('/config', (c) => c.json(paymentsConfigJson(deps)))
    .post('/stripe/create-subscription', async (c) => {
      const { planId } = await readBody(c, start);
      return providerCall(c, () => deps.billing.startStripe(planId, buyerOf(c)));
    })
    .post('/mercadopago/create', async (c) => {
      const { planId } = await readBody(c, start.extend({ amount: z.unknown().optional() }));
      // The amount the browser sends is ignored: the price comes from the plan.
      return providerCall(c, async () => mercadoPagoPreferenceJson(await deps.billing.startMercadoPago(planId, buyerOf(c))));
    })
    // Payments whose amount did not match the plan: held, never activated, until the administrator looks.
    .get('/held', requireUser, async (c) => {
      if (c.get('user')!.role !== 'admin') throw forbidden('Solo el administrador ve los pagos retenidos');
      return c.json(
        (await deps.billing.heldPayments()).map((h) => ({
          checkoutId: h.id,
          provider: h.provider,
          planSlug: h.planSlug,
          restaurantId: h.restaurantId,
          ownerId: h.ownerId,
          expected: h.expected,
          paid: h.paid,
          reason: h.reviewReason,
          createdAt: h.createdAt.toISOString(),
        })),
      );
    });

/**
 * Provider notifications; each is verified, then applied once per event id. Events for
 * subscriptions Comanda does not know are answered 200 (logged), so the provider stops retrying.
 */
export const paymentWebhookRoutes = (deps: Pick<HttpDeps, 'billingWebhooks'>) =>
  new Hono()
    .post('/stripe', async (c) => {
      const parse = deps.billingWebhooks.stripe;
      if (!parse) return jsonError(c, 404, 'Stripe no está configurado');
      const event = parse(await c.req.text(), c.req.header('stripe-signature'));
      const result = event ? await deps.billingWebhooks.apply(event) : { outcome: 'ignored' };
      return c.json({ received: true, ...result });
    })
    .post('/mercadopago', async (c) => {
      const mp = deps.billingWebhooks.mercadoPago;
      if (!mp) return jsonError(c, 404, 'Mercado Pago no está configurado');
      const raw = await c.req.text();
      let json: unknown;
      try {
        json = raw ? JSON.parse(raw) : {};
      } catch {
        return jsonError(c, 400, 'El cuerpo del webhook no es JSON válido');
      }
      const parsed = mercadoPagoNotification.safeParse(json);
      if (!parsed.success) return jsonError(c, 400, 'Notificación de Mercado Pago mal formada');
      const body = parsed.data;
      // Mercado Pago signs the id from the notification URL; older notifications carry it in the body only.
      // Whichever the signature covered is the one fetched: a body naming another id is not believed.
      const bodyId = body.data?.id;
      const dataId = c.req.query('data.id') ?? (bodyId === undefined ? undefined : String(bodyId));
      mp.verify({ xSignature: c.req.header('x-signature'), xRequestId: c.req.header('x-request-id'), dataId: dataId || undefined });
      const event = await mp.parse({ type: body.type ?? body.topic ?? c.req.query('type'), signedId: dataId || undefined });
      const result = event ? await deps.billingWebhooks.apply(event) : { outcome: 'ignored' };
      return c.json({ received: true, ...result });
    });
