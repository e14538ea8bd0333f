import { vi } from 'vitest';

export type StubbedRequest = {
  method: string;
  /** Path plus query string, as the app asked for it. */
  url: string;
  pathname: string;
  searchParams: URLSearchParams;
  init: RequestInit | undefined;
  body: unknown;
};

type Reply = Response | { status?: number; json?: unknown; text?: string } | Promise<Response>;
type Handler = Reply | ((request: StubbedRequest) => Reply);

/** A reply that never arrives, to observe loading states. */
export const NEVER = () => new Promise<Response>(() => {});

export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'Content-Type': 'application/json' },
  });
}

function toResponse(reply: Exclude<Reply, Promise<Response>>): Response {
  if (reply instanceof Response) return reply;
  const status = reply.status ?? 200;
  if (reply.text !== undefined) return new Response(reply.text, { status });
  return jsonResponse(reply.json ?? null, status);
}

/**
 * Stubs global fetch with routes keyed `'METHOD /path'` (query string ignored).
 * Unmatched requests answer 404 so a forgotten route fails loudly.
 */
export function stubFetch(routes: Record<string, Handler>) {
  const requests: StubbedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const parsed = new URL(url, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const rawBody = init?.body;
    const request: StubbedRequest = {
      method,
      url,
      pathname: parsed.pathname,
      searchParams: parsed.searchParams,
      init,
      body: typeof rawBody === 'string' ? JSON.parse(rawBody) : rawBody,
    };
    requests.push(request);

    const handler = routes[`${method} ${parsed.pathname}`];
    if (handler === undefined) return new Response('Not Found', { status: 404, statusText: 'Not Found' });
    const reply = typeof handler === 'function' ? handler(request) : handler;
    return reply instanceof Promise ? reply : toResponse(reply);
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, requests };
}
