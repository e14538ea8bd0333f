import { getRestaurantParam } from './restaurant';

// Auth and the public plan catalogue are not tenant-scoped; every other call is.
const UNSCOPED_PREFIXES = ['/api/auth/', '/api/subscription-plans'];

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type RequestOptions = {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
};

function isScoped(path: string): boolean {
  const pathname = path.split('?')[0] ?? path;
  return !UNSCOPED_PREFIXES.some((prefix) => pathname.startsWith(prefix));
}

/**
 * Appends the page's `restaurant` parameter to data calls — writes included, so an
 * operator with two restaurants never writes into the wrong one.
 */
export function buildUrl(path: string): string {
  const restaurant = getRestaurantParam();
  if (!restaurant || !isScoped(path)) return path;
  const url = new URL(path, window.location.origin);
  url.searchParams.set('restaurant', restaurant);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function request(method: HttpMethod, path: string, options: RequestOptions = {}): Promise<Response> {
  const hasBody = options.body !== undefined;
  const headers: Record<string, string> = { ...options.headers };
  if (hasBody) headers['Content-Type'] = 'application/json';

  const response = await fetch(buildUrl(path), {
    method,
    headers,
    body: hasBody ? JSON.stringify(options.body) : undefined,
    credentials: 'include',
    signal: options.signal,
  });

  if (!response.ok) throw await apiErrorFrom(response);
  return response;
}

/** A longer reason is not something the server wrote for a person to read. */
const MAX_REASON = 300;

/**
 * A failed call: the HTTP status, the server's own Spanish `error` (null when the body
 * carried none — an HTML error page, an empty reply), its per-field messages for a 400, and
 * the whole JSON body for replies that say more (a bulk send's `failed`, `outsideWindow`).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly reason: string | null,
    readonly fields: Readonly<Record<string, string>> = {},
    statusText = '',
    readonly body: Readonly<Record<string, unknown>> | null = null,
  ) {
    super(reason ?? (statusText || `Error ${status}`));
  }
}

async function apiErrorFrom(response: Response): Promise<ApiError> {
  const text = await response.text().catch(() => '');
  let reason: string | null = null;
  let fields: Record<string, string> = {};
  let json: Record<string, unknown> | null = null;
  try {
    const body: unknown = JSON.parse(text);
    if (body && typeof body === 'object') {
      json = body as Record<string, unknown>;
      const { error, fields: sent } = body as { error?: unknown; fields?: unknown };
      if (typeof error === 'string' && error.trim()) reason = error.trim().slice(0, MAX_REASON);
      if (sent && typeof sent === 'object') {
        fields = Object.fromEntries(Object.entries(sent).filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
      }
    }
  } catch {
    // Not JSON: nothing the server meant a person to read.
  }
  return new ApiError(response.status, reason, fields, response.statusText, json);
}

/** The server's own Spanish reason for a failed call, or null (a network error's text is the browser's). */
export function serverReason(error: unknown): string | null {
  return error instanceof ApiError ? error.reason : null;
}

export const isUnauthorized = (error: unknown): boolean => error instanceof ApiError && error.status === 401;

async function parseJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: async <T>(path: string, options?: Omit<RequestOptions, 'body'>) => parseJson<T>(await request('GET', path, options)),
  post: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    parseJson<T>(await request('POST', path, { ...options, body })),
  put: async <T>(path: string, body?: unknown, options?: RequestOptions) => parseJson<T>(await request('PUT', path, { ...options, body })),
  patch: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    parseJson<T>(await request('PATCH', path, { ...options, body })),
  delete: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    parseJson<T>(await request('DELETE', path, { ...options, body })),
};
