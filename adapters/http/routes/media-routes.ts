import { Hono } from 'hono';
import { notFound } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';

const FILE = /^[\w-]+\.[a-z0-9]{1,5}$/;

/** A customer's media, for staff of that restaurant only: keys are scoped by restaurant. */
export const mediaRoutes = (deps: Pick<HttpDeps, 'access' | 'media'>) =>
  new Hono<AppEnv>().get('/media/:file', requireUser, withRestaurant(deps), async (c) => {
    const file = c.req.param('file');
    if (!FILE.test(file)) throw notFound('Archivo no encontrado');
    const media = await deps.media.get(`${c.get('restaurant').id}/${file}`);
    if (!media) throw notFound('Archivo no encontrado');
    return c.body(new Uint8Array(media.bytes), 200, {
      'Content-Type': media.mimeType,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
      'Content-Disposition': `inline; filename="${file}"`,
    });
  });
