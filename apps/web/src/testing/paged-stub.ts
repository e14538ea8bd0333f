import type { StubbedRequest } from './fetch-stub';

/**
 * The server's side of a paged list for screen tests: filters by the request's query with
 * `matches`, pages by `limit`/`cursor` (cursor = next index) and answers the count headers.
 */
export function pagedList<T>(all: T[], matches: (item: T, query: URLSearchParams) => boolean = () => true) {
  return (request: StubbedRequest) => {
    const query = request.searchParams;
    const filtered = all.filter((item) => matches(item, query));
    const start = Number(query.get('cursor') ?? 0);
    const limit = Number(query.get('limit') ?? 50);
    const items = filtered.slice(start, start + limit);
    const headers: Record<string, string> = {
      'Content-Type': 'application/json',
      'X-Total-Count': String(all.length),
      'X-Filtered-Count': String(filtered.length),
    };
    if (start + limit < filtered.length) headers['X-Next-Cursor'] = String(start + limit);
    return new Response(JSON.stringify(items), { headers });
  };
}

/** from/to bounds of the query, on an ISO time. */
export function inRange(iso: string, query: URLSearchParams): boolean {
  const t = Date.parse(iso);
  const from = query.get('from');
  const to = query.get('to');
  return (!from || t >= Date.parse(from)) && (!to || t < Date.parse(to));
}
