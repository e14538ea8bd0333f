import { sql, type Kysely } from 'kysely';
import type { ChangeVersions, ListScope } from '../../core/shared/paging.js';
import { toNumber } from './codec.js';
import type { Schema } from './schema.js';

interface PendingBumps {
  keys: Map<string, { restaurant_id: string; scope: ListScope }>;
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

/** Bumps asked for during one turn of the event loop, per database handle. */
const pendingBumps = new WeakMap<Kysely<Schema>, PendingBumps>();

/**
 * Called after (never before) a write to a list's rows: a reader that saw the new rows under
 * the old version refetches at its next poll, while bumping first could let a reader cache
 * old rows under the new version for good.
 *
 * Bumps asked for in the same turn of the event loop (many replies in flight write at once)
 * share one statement: each caller still returns only once its bump is written. Inside a
 * transaction the bump is part of it, at once.
 */
export function bumpChangeVersion(db: Kysely<Schema>, restaurantId: string, ...scopes: ListScope[]): Promise<void> {
  if (db.isTransaction)
    return writeBumps(
      db,
      scopes.map((scope) => ({ restaurant_id: restaurantId, scope })),
    );
  let pending = pendingBumps.get(db);
  if (!pending) {
    const batch: PendingBumps = { keys: new Map(), waiters: [] };
    pendingBumps.set(db, (pending = batch));
    setImmediate(() => {
      pendingBumps.delete(db);
      writeBumps(db, [...batch.keys.values()]).then(
        () => batch.waiters.forEach((w) => w.resolve()),
        (error) => batch.waiters.forEach((w) => w.reject(error)),
      );
    });
  }
  for (const scope of scopes) pending.keys.set(`${restaurantId}\u0000${scope}`, { restaurant_id: restaurantId, scope });
  return new Promise((resolve, reject) => pending.waiters.push({ resolve, reject }));
}

/** One upsert, rows in a fixed order so two processes' batches never wait on each other in a cycle. */
async function writeBumps(db: Kysely<Schema>, rows: { restaurant_id: string; scope: ListScope }[]): Promise<void> {
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
