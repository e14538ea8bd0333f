import { request } from './api-client';

/** One page of a paged list: the body is the spec's plain array, the rest rides in headers. */
export type ListPage<T> = {
  items: T[];
  /** Rows in the whole list, and rows matching the filters (the '{n} de {m}' badges). */
  total: number;
  filtered: number;
  nextCursor: string | null;
};

export const PAGE_SIZE = 50;

/** `params` without empty values, plus the page position. */
export function listPath(path: string, params: Record<string, string | undefined>, cursor: string | null): string {
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) if (value) query.set(key, value);
  query.set('limit', String(PAGE_SIZE));
  if (cursor) query.set('cursor', cursor);
  return `${path}?${query.toString()}`;
}

export async function getListPage<T>(path: string): Promise<ListPage<T>> {
  const response = await request('GET', path);
  const text = await response.text();
  const items = (text ? JSON.parse(text) : []) as T[];
  const count = (name: string) => {
    const value = Number(response.headers.get(name));
    return response.headers.has(name) && Number.isFinite(value) ? value : items.length;
  };
  return { items, total: count('X-Total-Count'), filtered: count('X-Filtered-Count'), nextCursor: response.headers.get('X-Next-Cursor') };
}

/** Local calendar bounds for the spec's date filters, as the server's from/to (ISO instants). */
export function dateRange(filter: 'all' | 'today' | 'yesterday' | 'week', now: number): { from?: string; to?: string } {
  if (filter === 'all') return {};
  const day = new Date(now);
  const midnight = (offsetDays: number) => new Date(day.getFullYear(), day.getMonth(), day.getDate() + offsetDays).toISOString();
  if (filter === 'today') return { from: midnight(0), to: midnight(1) };
  if (filter === 'yesterday') return { from: midnight(-1), to: midnight(0) };
  // Minute precision keeps the address, hence the cached page and its ETag, stable between polls.
  return { from: new Date(Math.floor(now / 60_000) * 60_000 - 7 * 24 * 60 * 60_000).toISOString() };
}
