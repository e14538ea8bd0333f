import { sql, type Kysely } from 'kysely';
import type { ChangeVersions, ListScope } from '../../core/shared/paging.js';
import { toNumber } from './codec.js';
import type { Schema } from './schema.js';

/** The polled lists, and the menu (its version keys the reply path's menu cache, menu-cache.ts). */
export type VersionScope = ListScope | 'menu';

interface Batch {
  keys: Map<string, { restaurant_id: string; scope: VersionScope }>;
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

/** Per database handle: the batch being written, if any, and the one gathering bumps meanwhile. */
interface Flusher {
  writing: boolean;
  next: Batch | null;
}

const flushers = new WeakMap<Kysely<Schema>, Flusher>();

/**
 * Called after (never before) a write to a list's rows: a reader that saw the new rows under
 * the old version refetches at its next poll, while bumping first could let a reader cache
 * old rows under the new version for good.
 *
 * Bumps share statements: one batch is written at a time per database handle, and bumps
 * asked for meanwhile (many replies in flight write at once) gather into the next one, sent
 * as soon as the current one is done — never into a statement already sent, which might run
 * before the caller's own write. Each caller returns only once its bump is written. Inside a
 * transaction the bump is part of it, at once.
 */
export function bumpChangeVersion(db: Kysely<Schema>, restaurantId: string, ...scopes: VersionScope[]): Promise<void> {
  if (db.isTransaction)
    return writeBumps(
      db,
      scopes.map((scope) => ({ restaurant_id: restaurantId, scope })),
    );
  let flusher = flushers.get(db);
  if (!flusher) flushers.set(db, (flusher = { writing: false, next: null }));
  if (!flusher.next) {
    flusher.next = { keys: new Map(), waiters: [] };
    // Bumps asked for in this turn of the event loop join too.
    if (!flusher.writing) setImmediate(() => flush(db, flusher));
  }
  const batch = flusher.next;
  for (const scope of scopes) batch.keys.set(`${restaurantId}\u0000${scope}`, { restaurant_id: restaurantId, scope });
  return new Promise((resolve, reject) => batch.waiters.push({ resolve, reject }));
}

function flush(db: Kysely<Schema>, flusher: Flusher) {
  const batch = flusher.next;
  if (flusher.writing || !batch) return;
  flusher.next = null;
  flusher.writing = true;
  writeBumps(db, [...batch.keys.values()])
    .then(
      () => batch.waiters.forEach((w) => w.resolve()),
      (error) => batch.waiters.forEach((w) => w.reject(error)),
    )
    .finally(() => {
      flusher.writing = false;
      flush(db, flusher);
    });
}

/** One upsert, rows in a fixed order so two processes' batches never wait on each other in a cycle. */
async function writeBumps(db: Kysely<Schema>, rows: { restaurant_id: string; scope: VersionScope }[]): Promise<void> {
  if (rows.length === 0) return;
  const sorted = [...rows].sort((a, b) => (a.restaurant_id + a.scope < b.restaurant_id + b.scope ? -1 : 1));
  await db
    .insertInto('change_versions')
    .values(sorted.map((row) => ({ ...row, version: 1 })))
    .onConflict((oc) => oc.columns(['restaurant_id', 'scope']).doUpdateSet({ version: sql`change_versions.version + 1` }))
    .execute();
}

export class SqlChangeVersions implements ChangeVersions {
  constructor(private readonly db: Kysely<Schema>) {}

  async current(restaurantId: string, scope: ListScope): Promise<number> {
    const row = await this.db
      .selectFrom('change_versions')
      .select('version')
      .where('restaurant_id', '=', restaurantId)
      .where('scope', '=', scope)
      .executeTakeFirst();
    return toNumber(row?.version);
  }
}
