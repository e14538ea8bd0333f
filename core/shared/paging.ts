/** Keyset pages of the admin lists (docs/api.md): bounded, ordered by each list's sort key. */
const DEFAULT_PAGE_SIZE = 50;
export const MAX_PAGE_SIZE = 200;

export interface PageRequest {
  limit: number;
  /** Opaque position after the last item of the previous page; null for the first page. */
  cursor: string | null;
}

export interface Page<T> {
  items: T[];
  /** Where the next page starts; null on the last page. */
  nextCursor: string | null;
}

/** Clamps a requested page size to 1..MAX_PAGE_SIZE, DEFAULT_PAGE_SIZE when absent. */
export function pageSize(requested: number | undefined): number {
  if (requested === undefined || !Number.isFinite(requested)) return DEFAULT_PAGE_SIZE;
  return Math.min(MAX_PAGE_SIZE, Math.max(1, Math.floor(requested)));
}

/** What a change version counts writes to: one per polled list, so a new message does not refetch Pedidos. */
export type ListScope = 'conversations' | 'messages' | 'orders';

/**
 * Per restaurant and scope, a number that grows after every write to those rows. Read from
 * the database, so every process sharing it agrees.
 */
export interface ChangeVersions {
  current(restaurantId: string, scope: ListScope): Promise<number>;
}
