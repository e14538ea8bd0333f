import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { refuseRejectedOpenAiKey } from '../../../core/assistant/openai-key-check.js';
import { AI_PRICING_KEY, pricingFor } from '../../../core/ai-usage/pricing.js';
import { AI_MODELS, isPlatformKey } from '../../../core/config/config.js';
import { forbidden, validationError } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { parseWith, readBody } from '../validation.js';
import { CONFIG_SCHEMAS, isConfigKey, pricingConfigSchema } from './config-schemas.js';

const entry = z.object({
  key: z.string({ error: 'La clave es requerida' }).min(1, 'La clave es requerida').max(60, 'Clave desconocida'),
  value: z.record(z.string().max(60), z.unknown(), { error: 'El valor debe ser un objeto' }),
});

async function readEntry(c: Context<AppEnv>) {
  const { key, value } = await readBody(c, entry);
  if (!isConfigKey(key)) throw validationError(`Clave de configuración desconocida: ${key}`, { key: 'Clave desconocida' });
  return { key, value: parseWith(CONFIG_SCHEMAS[key], value) as Record<string, unknown> };
}

/** A restaurant's own config; GET shows the effective value (for the platform keys, the platform default underneath). */
export const configRoutes = (deps: Pick<HttpDeps, 'access' | 'config' | 'openAiKeyModel' | 'trialNumbers'>) =>
  new Hono<AppEnv>()
    .use(requireUser, withRestaurant(deps))
    .get('/:key', async (c) => {
      const key = c.req.param('key');
      if (!isConfigKey(key)) throw validationError(`Clave de configuración desconocida: ${key}`);
      return c.json({ key, value: await deps.config.read(c.get('restaurant').id, key) });
    })
    .post('/', async (c) => {
      const { key, value } = await readEntry(c);
      const restaurantId = c.get('restaurant').id;
      if (key === 'openai_config') await refuseRejectedOpenAiKey(deps, restaurantId, value);
      if (key === 'whatsapp_config') await deps.trialNumbers.connect(c.get('restaurant'), value);
      await deps.config.write(restaurantId, key, value);
      return c.json({ key, value: await deps.config.read(restaurantId, key) });
    })
    .delete('/:key/secrets/:field', async (c) => {
      const key = c.req.param('key');
      if (!isConfigKey(key)) throw validationError(`Clave de configuración desconocida: ${key}`);
      const restaurantId = c.get('restaurant').id;
      await deps.config.removeSecret(restaurantId, key, c.req.param('field'));
      return c.json({ key, value: await deps.config.read(restaurantId, key) });
    });

/** The platform default of every model, filled in with the built-in prices where none was saved. */
async function platformPricing(deps: Pick<HttpDeps, 'config'>) {
  const stored = await deps.config.resolve(null, AI_PRICING_KEY);
  return Object.fromEntries(AI_MODELS.map((model) => [model, { model, ...pricingFor(model, stored) }]));
}

const assignBody = z.object({ restaurantId: z.string({ error: 'Elige un restaurante' }).min(1, 'Elige un restaurante').max(100) });

/** GET /api/admin/config: the platform-wide values, and the old rows no restaurant was found for. */
export const adminConfigJson = async (deps: Pick<HttpDeps, 'config'>) => ({
  openai_config: await deps.config.read(null, 'openai_config'),
  ai_pricing: await platformPricing(deps),
  unassigned: await deps.config.unassigned(),
});

function requireAdmin(c: Context<AppEnv>) {
  if (c.get('user')!.role !== 'admin') throw forbidden('Solo un administrador puede cambiar la configuración de Plataforma');
}

/**
 * Plataforma: the administrator's platform-wide values, only for the keys that have one
 * (the OpenAI key and the AI pricing defaults), plus the old platform rows of per-restaurant
 * keys that migration 0008 could not assign.
 */
export const adminConfigRoutes = (deps: Pick<HttpDeps, 'config' | 'openAiKeyModel' | 'restaurants'>) =>
  new Hono<AppEnv>()
    .use(requireUser)
    .get('/', async (c) => {
      requireAdmin(c);
      return c.json(await adminConfigJson(deps));
    })
    .post('/', async (c) => {
      requireAdmin(c);
      const { key, value } = await readBody(c, entry);
      if (!isPlatformKey(key)) {
        throw validationError('Esta configuración es de cada restaurante: guárdala desde el restaurante, no en Plataforma', {
          key: 'Clave no válida para Plataforma',
        });
      }
      if (key === AI_PRICING_KEY) {
        const { model, ...pricing } = parseWith(pricingConfigSchema, value);
        await deps.config.write(null, key, { [model]: pricing });
      } else {
        const parsed = parseWith(CONFIG_SCHEMAS.openai_config, value) as Record<string, unknown>;
        await refuseRejectedOpenAiKey(deps, null, parsed);
        await deps.config.write(null, key, parsed);
      }
      return c.json({ key, value: await deps.config.read(null, key) });
    })
    .delete('/:key/secrets/:field', async (c) => {
      requireAdmin(c);
      const key = c.req.param('key');
      await deps.config.removeSecret(null, key, c.req.param('field'));
      return c.json({ key, value: await deps.config.read(null, key) });
    })
    .post('/unassigned/:key/assign', async (c) => {
      requireAdmin(c);
      const { restaurantId } = await readBody(c, assignBody);
      const restaurant = await deps.restaurants.findById(restaurantId);
      if (!restaurant) throw validationError('Restaurante no encontrado', { restaurantId: 'Restaurante no encontrado' });
      await deps.config.assignUnassigned(c.req.param('key'), restaurant.id);
      return c.json({ assigned: true, restaurantId: restaurant.id });
    });
