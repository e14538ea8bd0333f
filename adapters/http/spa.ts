import { readFile } from 'node:fs/promises';
import { join, normalize, extname } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Context, MiddlewareHandler } from 'hono';

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
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.svg', '.json', '.webmanifest', '.ico']);

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

interface Encoded {
  raw: Buffer;
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * Built files never change while the process runs: each is read and compressed (Brotli at its
 * best level, gzip as the fallback) once, in zlib's thread pool, then served from memory.
 */
function fileCache(dist: string) {
  const files = new Map<string, Promise<Encoded>>();
  const load = async (path: string): Promise<Encoded> => {
    const raw = await readFile(join(dist, path));
    if (!COMPRESSIBLE.has(extname(path)) || raw.length < 1024) return { raw };
    const [br, gz] = await Promise.all([
      brotli(raw, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
      gzipAsync(raw, { level: 9 }),
    ]);
    return { raw, br, gzip: gz };
  };
  return (path: string) => {
    let entry = files.get(path);
    if (!entry) {
      entry = load(path);
      files.set(path, entry);
      entry.catch(() => files.delete(path));
    }
    return entry;
  };
}

function negotiated(c: Context, file: Encoded): { body: Buffer; encoding?: string } {
  const accepted = c.req.header('Accept-Encoding') ?? '';
  if (file.br && /\bbr\b/.test(accepted)) return { body: file.br, encoding: 'br' };
  if (file.gzip && /\bgzip\b/.test(accepted)) return { body: file.gzip, encoding: 'gzip' };
  return { body: file.raw };
}

function send(c: Context, file: Encoded, type: string, cacheControl: string) {
  const { body, encoding } = negotiated(c, file);
  const headers: Record<string, string> = { 'Content-Type': type, 'Cache-Control': cacheControl };
  if (file.br || file.gzip) headers['Vary'] = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  return c.body(new Uint8Array(body), 200, headers);
}

/**
 * Serves the built SPA: real files with long immutable caching for hashed assets, and
 * index.html for every other GET so client-side routes (and the client's 404 page) work on reload.
 */
export function serveSpa(dist: string): MiddlewareHandler {
  const cached = fileCache(dist);
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
      let file: Encoded;
      try {
        file = await cached(path);
      } catch {
        return c.text('No encontrado', 404);
      }
      // Vite puts a content hash in every name under assets/: a new build means a new address.
      const immutable = path.startsWith('/assets/');
      return send(
        c,
        file,
        TYPES[extname(path)] ?? 'application/octet-stream',
        immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=300',
      );
    }
    let index: Encoded;
    try {
      index = await cached('/index.html');
    } catch {
      return c.text('La interfaz web no está construida. Ejecuta `npm run build`.', 503);
    }
    return send(c, index, TYPES['.html']!, 'no-cache');
  };
}
