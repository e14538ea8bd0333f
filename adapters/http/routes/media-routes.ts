import { Hono, type MiddlewareHandler } from 'hono';
import { notFound } from '../../../core/shared/errors.js';
import type { HttpDeps } from '../deps.js';
import type { AppEnv } from '../env.js';
import { requireUser } from '../middleware/sessions.js';
import { withRestaurant } from '../middleware/tenancy.js';

const FILE = /^[\w-]+\.[a-z0-9]{1,5}$/;

/**
 * What the browser may show in the panel: images a browser renders as pictures (never SVG,
 * which is a document that runs scripts), audio, video and PDF. The type is the customer's
 * word, so anything else goes out as bytes to download, never as a page of our origin.
 */
const INLINE = /^(image\/(jpeg|png|gif|webp|avif|bmp|heic|heif)|audio\/[\w.+-]+|video\/[\w.+-]+|application\/pdf)$/;

export const inlineType = (mimeType: string): string | null => {
  const type = mimeType.split(';')[0]!.trim().toLowerCase();
  return INLINE.test(type) ? type : null;
};

/** A customer's media, for staff of that restaurant only: keys are scoped by restaurant. */
export const mediaRoutes = (deps: Pick<HttpDeps, 'access' | 'media'>) =>
  new Hono<AppEnv>().get('/media/:file', requireUser, withRestaurant(deps), async (c) => {
    const file = c.req.param('file');
    if (!FILE.test(file)) throw notFound('Archivo no encontrado');
    const media = await deps.media.get(`${c.get('restaurant').id}/${file}`);
    if (!media) throw notFound('Archivo no encontrado');
    const inline = inlineType(media.mimeType);
    return c.body(new Uint8Array(media.bytes), 200, {
      'Content-Type': inline ?? 'application/octet-stream',
      'Content-Disposition': `${inline ? 'inline' : 'attachment'}; filename="${file}"`,
      'Cache-Control': 'private, max-age=86400',
      'X-Content-Type-Options': 'nosniff',
    });
  });

/** Even opened on its own, a customer's file is an opaque origin: no cookies, no scripts, no forms, nothing fetched. */
export const MEDIA_CONTENT_SECURITY_POLICY = "sandbox; default-src 'none'";

/**
 * Registered outside the site-wide security headers, so it runs after them and its policy is
 * the one media responses carry (the panel's own policy allows scripts).
 */
export const sandboxMedia: MiddlewareHandler = async (c, next) => {
  await next();
  c.res.headers.set('Content-Security-Policy', MEDIA_CONTENT_SECURITY_POLICY);
  c.res.headers.set('X-Content-Type-Options', 'nosniff');
};
