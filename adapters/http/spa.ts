import { readFile } from 'node:fs/promises';
import { join, normalize, extname } from 'node:path';
import type { MiddlewareHandler } from 'hono';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.json': 'application/json',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
};

/**
 * Serves the built SPA: real files with long caching for hashed assets, and index.html
 * for every other GET so client-side routes (and the client's 404 page) work on reload.
 */
export function serveSpa(dist: string): MiddlewareHandler {
  let indexHtml: string | null = null;
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    let decoded: string;
    try {
      decoded = decodeURIComponent(c.req.path);
    } catch {
      return c.text('Dirección inválida', 400);
    }
    const path = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
    if (path !== '/' && extname(path)) {
      try {
        const body = await readFile(join(dist, path));
        const immutable = path.startsWith('/assets/');
        return c.body(body, 200, {
          'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream',
          'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
        });
      } catch {
        return c.text('No encontrado', 404);
      }
    }
    indexHtml ??= await readFile(join(dist, 'index.html'), 'utf8').catch(() => null);
    if (!indexHtml) return c.text('La interfaz web no está construida. Ejecuta `npm run build`.', 503);
    return c.html(indexHtml, 200, { 'Cache-Control': 'no-cache' });
  };
}
