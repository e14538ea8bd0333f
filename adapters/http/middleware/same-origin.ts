import type { MiddlewareHandler } from 'hono';
import { forbidden } from '../../../core/shared/errors.js';

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Rejects state-changing requests that a browser sent from another site (CSRF). Requests
 * without Origin or Sec-Fetch-Site (curl, the CLI, server-to-server) are not browsers'
 * cross-site requests and pass; SameSite=Lax cookies are the second line.
 */
export const sameOrigin =
  (publicUrl: string): MiddlewareHandler =>
  async (c, next) => {
    if (!SAFE.has(c.req.method)) {
      const origin = c.req.header('origin');
      const site = c.req.header('sec-fetch-site');
      if (origin) {
        const host = c.req.header('host');
        const allowed = new Set([new URL(publicUrl).host, host]);
        let originHost: string | null;
        try {
          originHost = new URL(origin).host;
        } catch {
          originHost = null;
        }
        if (!originHost || !allowed.has(originHost)) throw forbidden('Solicitud de otro sitio rechazada');
      } else if (site === 'cross-site') {
        throw forbidden('Solicitud de otro sitio rechazada');
      }
    }
    await next();
  };
