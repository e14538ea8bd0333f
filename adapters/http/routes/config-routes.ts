import { Hono, type Context } from 'hono';
import { z } from 'zod';
import { forbidden, validationError } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';
import { parseWith, readBody } from '../validation.js';
import { CONFIG_SCHEMAS, isConfigKey } from './config-schemas.js';

const entry = z.object({
  key: z.string({ error: 'La clave es requerida' }).min(1, 'La clave es requerida').max(60, 'Clave desconocida'),
  value: z.record(z.string().max(60), z.unknown(), { error: 'El valor debe ser un objeto' }),
});

async function readEntry(c: Context<AppEnv>) {
  const { key, value } = await readBody(c, entry);
  if (!isConfigKey(key)) throw validationError(`Clave de configuración desconocida: ${key}`, { key: 'Clave desconocida' });
  return { key, value: parseWith(CONFIG_SCHEMAS[key], value) as Record<string, unknown> };
}

/** A restaurant's own config; GET shows the effective value (platform defaults underneath). */
export const configRoutes = (deps: HttpDeps) =>
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
      await deps.config.write(restaurantId, key, value);
      return c.json({ key, value: await deps.config.read(restaurantId, key) });
    });

/** Platform-wide defaults, administrator only. */
export const adminConfigRoutes = (deps: HttpDeps) =>
  new Hono<AppEnv>().use(requireUser).post('/', async (c) => {
    if (c.get('user')!.role !== 'admin') throw forbidden('Solo un administrador puede cambiar la configuración general');
    const { key, value } = await readEntry(c);
    await deps.config.write(null, key, value);
    return c.json({ key, value: await deps.config.read(null, key) });
  });
