import { Hono } from 'hono';
import { z } from 'zod';
import type { BillingEvent } from '../../../core/billing/billing-event.js';
import type { Billing } from '../../../core/billing/checkout.js';
import type { AppEnv } from '../env.js';
import { jsonError } from '../errors.js';
import { readBody } from '../validation.js';

/** How each provider's webhook is verified and read; null when that provider is not configured. */
export interface BillingWebhooks {
  stripe: ((rawBody: string, signature: string | undefined) => BillingEvent | null) | null;
  mercadoPago: {
    verify(input: { xSignature: string | undefined; xRequestId: string | undefined; dataId: string | undefined }): void;
    parse(body: unknown): Promise<BillingEvent | null>;
  } | null;
  apply(event: BillingEvent): Promise<{ outcome: string }>;
}

export interface PaymentDeps {
  billing: Billing;
  billingWebhooks: BillingWebhooks;
  stripePublishableKey: string | null;
}

const start = z.object({
  planId: z.string({ error: 'Indica el plan' }).trim().min(1, 'Indica el plan').max(40),
  email: z.string().trim().max(200).optional(),
});

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

export const paymentRoutes = (deps: PaymentDeps) =>
  new Hono<AppEnv>()
    .get('/config', (c) =>
      c.json({ stripePublishableKey: deps.stripePublishableKey, mercadoPagoEnabled: deps.billing.providers.mercadoPago }),
    )
    .post('/stripe/create-subscription', async (c) => {
      const { planId, email } = await readBody(c, start);
      // The checkout sends a placeholder address (spec §7): a signed-in buyer's own is better.
      const buyer = c.get('user')?.email ?? email ?? 'cliente@comanda.mx';
      try {
        return c.json(await deps.billing.startStripe(planId, buyer));
      } catch (err) {
        if (err instanceof Error && err.name === 'PaymentGatewayError') return jsonError(c, 502, PROVIDER_DOWN);
        throw err;
      }
    })
    .post('/mercadopago/create', async (c) => {
      const { planId, email } = await readBody(c, start.extend({ amount: z.unknown().optional() }));
      const buyer = c.get('user')?.email ?? email ?? 'cliente@comanda.mx';
      try {
        // The amount the browser sends is ignored: the price comes from the plan.
        const { redirectUrl, ...started } = await deps.billing.startMercadoPago(planId, buyer);
        return c.json({ ...started, init_point: redirectUrl });
      } catch (err) {
        if (err instanceof Error && err.name === 'PaymentGatewayError') return jsonError(c, 502, PROVIDER_DOWN);
        throw err;
      }
    });

/** Provider notifications; each is verified, then applied once per event id. */
export const paymentWebhookRoutes = (deps: PaymentDeps) =>
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
      const bodyId = body.data?.id;
      const dataId = c.req.query('data.id') ?? (bodyId === undefined ? undefined : String(bodyId));
      mp.verify({ xSignature: c.req.header('x-signature'), xRequestId: c.req.header('x-request-id'), dataId: dataId || undefined });
      const event = await mp.parse(body);
      const result = event ? await deps.billingWebhooks.apply(event) : { outcome: 'ignored' };
      return c.json({ received: true, ...result });
    });
