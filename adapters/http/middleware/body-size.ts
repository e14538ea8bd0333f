import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { jsonError } from '../errors.js';

const tooLarge = (c: Context) => jsonError(c, 413, 'La solicitud es demasiado grande');

/**
 * Refuses bodies over `maxBytes` before they are read. The declared length decides when
 * there is one: Hono's bodyLimit materialises the request to inspect it, which the
 * webhook hot path cannot afford; only streamed (chunked) bodies go through it.
 */
export function limitBodySize(maxBytes: number): MiddlewareHandler {
  const streamed = bodyLimit({ maxSize: maxBytes, onError: tooLarge });
  return async (c, next) => {
    if (c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    const declared = c.req.header('content-length');
    if (declared !== undefined && !c.req.header('transfer-encoding')) {
      return Number(declared) > maxBytes ? tooLarge(c) : next();
    }
    return streamed(c, next);
  };
}
