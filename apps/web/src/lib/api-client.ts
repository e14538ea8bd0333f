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
 * operator with two restaurants never writes into the wrong one (DESIGN.md).
 */
export function buildUrl(path: string): string {
  const restaurant = getRestaurantParam();
  if (!restaurant || !isScoped(path)) return path;
  const url = new URL(path, window.location.origin);
  url.searchParams.set('restaurant', restaurant);
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function request(
  method: HttpMethod,
  path: string,
  options: RequestOptions = {},
): Promise<Response> {
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

  if (!response.ok) {
    const text = await response.text().catch(() => '');
    throw new Error(`${response.status}: ${text || response.statusText}`);
  }
  return response;
}

/** The server's own Spanish reason carried by a failed request's error, if it sent one. */
export function serverReason(error: unknown): string | null {
  if (!(error instanceof Error)) return null;
  const match = /^\d{3}: (.*)$/s.exec(error.message);
  if (!match) return null;
  try {
    const reason = (JSON.parse(match[1]!) as { error?: unknown }).error;
    return typeof reason === 'string' && reason ? reason : null;
  } catch {
    return null;
  }
}

async function parseJson<T>(response: Response): Promise<T> {
  const text = await response.text();
  return (text ? JSON.parse(text) : undefined) as T;
}

export const api = {
  get: async <T>(path: string, options?: Omit<RequestOptions, 'body'>) =>
    parseJson<T>(await request('GET', path, options)),
  post: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    parseJson<T>(await request('POST', path, { ...options, body })),
  put: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    parseJson<T>(await request('PUT', path, { ...options, body })),
  patch: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    parseJson<T>(await request('PATCH', path, { ...options, body })),
  delete: async <T>(path: string, body?: unknown, options?: RequestOptions) =>
    parseJson<T>(await request('DELETE', path, { ...options, body })),
};
