import { sql, type Kysely } from 'kysely';
import type { ChangeVersions, ListScope } from '../../core/shared/paging.js';
import { toNumber } from './codec.js';
import { PreparedQueries } from './prepared-query.js';
import type { Schema } from './schema.js';

/** The polled lists, and the menu (its version keys the reply path's menu cache, menu-cache.ts). */
export type VersionScope = ListScope | 'menu';

interface Batch {
  keys: Map<string, { restaurant_id: string; scope: VersionScope }>;
  waiters: { resolve: () => void; reject: (error: unknown) => void }[];
}

/**
 * The change-version bumps of one database handle. Called after (never before) a write to a
 * list's rows: a reader that saw the new rows under the old version refetches at its next poll,
 * while bumping first could let a reader cache old rows under the new version for good.
 *
 * Bumps share statements: one batch is written at a time, and bumps asked for meanwhile (many
 * replies in flight write at once) gather into the next one, sent as soon as the current one is
 * done — never into a statement already sent, which might run before the caller's own write.
 * Each caller returns only once its bump is written. Inside a transaction the bump is part of
 * it, at once.
 *
 * Owned by whoever opens the database: apps/server/container.ts makes one and gives it to every
 * repository that bumps, so their bumps gather into the same statements; a repository built
 * without one (a test) has its own. It holds at most the batch being gathered, until it is written.
 */
export class ChangeVersionBumps {
  /** A batch is being written. */
  private writing = false;
  /** The batch gathering bumps meanwhile, if any. */
  private next: Batch | null = null;
  /** Bumps come in a few sizes (the lists one reply touches, for the restaurants of a moment): one prepared upsert per size. */
  private readonly upserts = new PreparedQueries(16);

  constructor(private readonly db: Kysely<Schema>) {}

  /** `through` is the caller's handle: a transaction writes the bump at once, inside it; otherwise it joins the next batch. */
  bump(through: Kysely<Schema>, restaurantId: string, ...scopes: VersionScope[]): Promise<void> {
    if (through.isTransaction)
      return this.write(
        through,
        scopes.map((scope) => ({ restaurant_id: restaurantId, scope })),
      );
    if (!this.next) {
      this.next = { keys: new Map(), waiters: [] };
      // Bumps asked for in this turn of the event loop join too.
      if (!this.writing) setImmediate(() => this.flush());
    }
    const batch = this.next;
    for (const scope of scopes) batch.keys.set(`${restaurantId}\u0000${scope}`, { restaurant_id: restaurantId, scope });
    return new Promise((resolve, reject) => batch.waiters.push({ resolve, reject }));
  }

  /** One upsert, rows in a fixed order so two processes' batches never wait on each other in a cycle. */
  private async write(db: Kysely<Schema>, rows: { restaurant_id: string; scope: VersionScope }[]): Promise<void> {
    if (rows.length === 0) return;
    const sorted = [...rows].sort((a, b) => (a.restaurant_id + a.scope < b.restaurant_id + b.scope ? -1 : 1));
    await this.upserts.execute(
      db,
      String(sorted.length),
      (d, arg) =>
        d
          .insertInto('change_versions')
          .values(sorted.map((_, i) => ({ restaurant_id: arg(2 * i), scope: arg(2 * i + 1), version: 1 })))
          .onConflict((oc) => oc.columns(['restaurant_id', 'scope']).doUpdateSet({ version: sql`change_versions.version + 1` })),
      sorted.flatMap((row) => [row.restaurant_id, row.scope]),
    );
  }

  private flush() {
    const batch = this.next;
    if (this.writing || !batch) return;
    this.next = null;
    this.writing = true;
    this.write(this.db, [...batch.keys.values()])
      .then(
        () => batch.waiters.forEach((w) => w.resolve()),
        (error) => batch.waiters.forEach((w) => w.reject(error)),
      )
      .finally(() => {
        this.writing = false;
        this.flush();
      });
  }
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
