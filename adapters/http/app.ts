import { Hono } from 'hono';
import { compress } from 'hono/compress';
import { secureHeaders } from 'hono/secure-headers';
import { CONTENT_SECURITY_POLICY } from './content-security-policy.js';
import type { HttpDeps } from './deps.js';
import type { AppEnv } from './env.js';
import { handleError, jsonError } from './errors.js';
import { limitBodySize } from './middleware/body-size.js';
import { restaurantSite } from './middleware/restaurant-site.js';
import { sameOrigin } from './middleware/same-origin.js';
import { loadSession } from './middleware/sessions.js';
import { authRoutes } from './routes/auth-routes.js';
import { aiRoutes, aiTestRoutes } from './routes/ai-routes.js';
import { adminConfigRoutes, configRoutes } from './routes/config-routes.js';
import { conversationsRoutes } from './routes/conversations-routes.js';
import { dashboardRoutes } from './routes/dashboard-routes.js';
import { dataRoutes } from './routes/data-routes.js';
import { messagesRoutes } from './routes/messages-routes.js';
import { testMessageRoutes } from './routes/test-message-routes.js';
import { adminWhatsappRoutes, whatsappRoutes } from './routes/whatsapp-routes.js';
import { menuRoutes } from './routes/menu-routes.js';
import { goLiveRoutes } from './routes/go-live-routes.js';
import { orderRoutes } from './routes/order-routes.js';
import { paymentRoutes, paymentWebhookRoutes } from './routes/payment-routes.js';
import { planRoutes } from './routes/plan-routes.js';
import { restaurantRoutes } from './routes/restaurant-routes.js';
import { checkoutRoutes } from './routes/checkout-routes.js';
import { webhookRoutes } from './routes/webhook-routes.js';
import { takeoverRoutes } from './routes/takeover-routes.js';
import { templateRoutes } from './routes/template-routes.js';
import { mediaRoutes, sandboxMedia } from './routes/media-routes.js';
import { adminUsageRoutes, usageRoutes } from './routes/usage-routes.js';
import { serveSpa } from './spa.js';

const MAX_BODY_BYTES = 1024 * 1024;
/**
 * Tighter limits where a legitimate body is small: a sign-in is a few hundred bytes, a
 * payment notification a few KB. Less to read and parse is less an attacker can make us do.
 */
const SMALL_BODY_BYTES = 16 * 1024;
const NOTIFICATION_BODY_BYTES = 64 * 1024;

/** The whole HTTP surface: JSON API under /api, the SPA everywhere else. */
export function createHttpApp(deps: HttpDeps) {
  const api = new Hono<AppEnv>()
    // gzip off the event loop (CompressionStream), streamed exports included; bodies under 1 KB stay plain.
    .use(compress())
    .use(sameOrigin(deps.settings.publicUrl))
    .use(loadSession(deps))
    .route('/', authRoutes(deps))
    .route('/restaurants', restaurantRoutes(deps))
    .route('/checkout', checkoutRoutes(deps))
    .route('/subscription-plans', planRoutes(deps))
    .route('/menu', menuRoutes(deps))
    .route('/onboarding', goLiveRoutes(deps))
    .route('/orders', orderRoutes(deps))
    .route('/config', configRoutes(deps))
    .route('/admin/config', adminConfigRoutes(deps))
    .route('/usage', usageRoutes(deps))
    .route('/admin/usage', adminUsageRoutes(deps))
    .route('/payments', paymentRoutes(deps))
    .route('/ai', aiRoutes(deps))
    .route('/test', aiTestRoutes(deps))
    .route('/test', testMessageRoutes(deps))
    .route('/conversations', conversationsRoutes(deps))
    .route('/messages', messagesRoutes(deps))
    .route('/data', dataRoutes(deps))
    .route('/whatsapp', whatsappRoutes(deps))
    .route('/admin/whatsapp', adminWhatsappRoutes(deps))
    .route('/dashboard', dashboardRoutes(deps))
    .route('/', takeoverRoutes(deps))
    .route('/', templateRoutes(deps))
    .route('/', mediaRoutes(deps))
    .all('*', (c) => jsonError(c, 404, 'Ruta no encontrada'));

  const app = new Hono<AppEnv>()
    // No request Comanda accepts comes near this; anything larger is refused before it is read.
    .use(limitBodySize(MAX_BODY_BYTES))
    .use('/api/auth/*', limitBodySize(SMALL_BODY_BYTES))
    .use('/api/payments/*', limitBodySize(SMALL_BODY_BYTES))
    .use('/webhooks/twilio/*', limitBodySize(NOTIFICATION_BODY_BYTES))
    .use('/webhooks/stripe', limitBodySize(NOTIFICATION_BODY_BYTES))
    .use('/webhooks/mercadopago', limitBodySize(NOTIFICATION_BODY_BYTES))
    // Registered first so the hot path skips the browser-facing middleware below: providers
    // read no security headers, and their bursts are what the acknowledgement budget is for.
    .route('/webhooks', webhookRoutes(deps))
    .route('/webhooks', paymentWebhookRoutes(deps))
    .get('/healthz', (c) => c.json({ ok: true }))
    .get('/readyz', async (c) => {
      const problem = deps.readiness ? await deps.readiness() : null;
      return problem ? c.json({ ok: false, error: problem }, 503) : c.json({ ok: true });
    })
    .use('/api/media/*', sandboxMedia)
    .use(secureHeaders({ crossOriginEmbedderPolicy: false, contentSecurityPolicy: CONTENT_SECURITY_POLICY }))
    .use(restaurantSite(deps))
    .route('/api', api);
  if (deps.settings.webDist) app.use(serveSpa(deps.settings.webDist));
  app.notFound((c) => jsonError(c, 404, 'No encontrado'));
  app.onError(handleError);
  return app;
}

export type HttpApp = ReturnType<typeof createHttpApp>;
