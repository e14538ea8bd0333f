import { Hono, type Context } from 'hono';
import type { WhatsAppConfig } from '../../../core/config/config.js';
import { InvalidWebhookPayloadError } from '../../../core/conversations/inbound.js';
import type { HttpDeps } from '../deps.js';
import { jsonError } from '../errors.js';

export type WebhookRouteDeps = Pick<HttpDeps, 'settings' | 'clock' | 'restaurantSettings' | 'webhooks' | 'intake'>;

/**
 * Webhooks arrive in bursts for the same restaurant: its WhatsApp config, as the reply path's
 * settings loader parsed it (one read), is kept a few seconds, so a saved secret applies to
 * webhooks at most that late.
 */
const CONFIG_TTL_MS = 5000;

function configCache(deps: Pick<WebhookRouteDeps, 'restaurantSettings'>) {
  const cache = new Map<string, { config: WhatsAppConfig | null; at: number }>();
  return async (restaurantId: string): Promise<WhatsAppConfig | null> => {
    const hit = cache.get(restaurantId);
    if (hit && Date.now() - hit.at < CONFIG_TTL_MS) return hit.config;
    const config = (await deps.restaurantSettings.load(restaurantId))?.whatsapp ?? null;
    if (cache.size > 10_000) cache.clear();
    cache.set(restaurantId, { config, at: Date.now() });
    return config;
  };
}

const unknownRestaurant = (c: Context) => jsonError(c, 404, 'Restaurante no encontrado');
const badSignature = (c: Context) => jsonError(c, 401, 'Firma del webhook inválida');

/**
 * Provider webhooks. Each verifies its signature on the raw body, stores what arrived and
 * answers at once; replies are produced later by the inbox worker.
 */
export const webhookRoutes = (deps: WebhookRouteDeps) => {
  const whatsappConfigOf = configCache(deps);
  return new Hono()
    .get('/meta/:restaurantId', async (c) => {
      const config = await whatsappConfigOf(c.req.param('restaurantId'));
      if (!config) return unknownRestaurant(c);
      const challenge = deps.webhooks.meta.handshake(c.req.query(), config.webhookVerifyToken);
      return challenge === null ? jsonError(c, 403, 'Token de verificación incorrecto') : c.text(challenge);
    })
    .post('/meta/:restaurantId', async (c) => {
      const restaurantId = c.req.param('restaurantId');
      const config = await whatsappConfigOf(restaurantId);
      if (!config) return unknownRestaurant(c);
      const raw = await c.req.text();
      if (!deps.webhooks.meta.verify(raw, c.req.header('x-hub-signature-256'), config.appSecret)) return badSignature(c);
      let json: unknown;
      try {
        json = JSON.parse(raw);
      } catch {
        throw new InvalidWebhookPayloadError('El cuerpo del webhook no es JSON válido');
      }
      const result = await deps.intake.accept(restaurantId, 'meta', deps.webhooks.meta.parse(json, deps.clock.now()));
      return c.json({ received: true, ...result });
    })
    .post('/twilio/:restaurantId', async (c) => {
      const restaurantId = c.req.param('restaurantId');
      const config = await whatsappConfigOf(restaurantId);
      if (!config) return unknownRestaurant(c);
      const form = await c.req.parseBody().catch(() => null);
      if (!form) throw new InvalidWebhookPayloadError();
      const params = Object.fromEntries(Object.entries(form).filter((e): e is [string, string] => typeof e[1] === 'string'));
      // Twilio signs the URL it called: the public one, which a proxy may hide from us.
      const { pathname, search } = new URL(c.req.url);
      const url = `${deps.settings.publicUrl}${pathname}${search}`;
      if (!deps.webhooks.twilio.verify(config.twilioAuthToken, url, params, c.req.header('x-twilio-signature'))) {
        return badSignature(c);
      }
      await deps.intake.accept(restaurantId, 'twilio', deps.webhooks.twilio.parse(params, deps.clock.now()));
      // An empty TwiML answer: the reply goes out through the REST API once it is ready.
      return c.body('<?xml version="1.0" encoding="UTF-8"?><Response></Response>', 200, { 'Content-Type': 'text/xml' });
    });
};
