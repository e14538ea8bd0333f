import { createHash } from 'node:crypto';
import type { MiddlewareHandler } from 'hono';
import type { ChangeVersions, ListScope } from '../../../core/shared/paging.js';
import type { AppEnv } from '../env.js';

/** Bumped when a list response's format changes, so no browser keeps a body of the old shape. */
const FORMAT = 'l1';

/**
 * Conditional GETs for the polled lists: the ETag is the restaurant's change version plus the
 * request's own address (page, filters), so an unchanged list costs one primary-key read and a
 * 304 — no list query runs. The version is read before the handler: rows written meanwhile
 * carry a newer version, so the next poll fetches them.
 */
export const changeEtag =
  (versions: ChangeVersions, scope: ListScope): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    const restaurantId = c.get('restaurant').id;
    const version = await versions.current(restaurantId, scope);
    c.set('listVersion', version);
    const url = new URL(c.req.url);
    const key = createHash('sha1').update(`${restaurantId}\n${url.pathname}\n${url.search}`).digest('base64url').slice(0, 16);
    const tag = `W/"${FORMAT}-${version}-${key}"`;
    const headers = { ETag: tag, 'Cache-Control': 'private, no-cache' };
    const ifNoneMatch = c.req.header('If-None-Match');
    if (ifNoneMatch && ifNoneMatch.split(',').some((t) => t.trim() === tag || t.trim() === '*')) {
      return c.body(null, 304, headers);
    }
    await next();
    if (c.res.status === 200) for (const [name, value] of Object.entries(headers)) c.res.headers.set(name, value);
  };
