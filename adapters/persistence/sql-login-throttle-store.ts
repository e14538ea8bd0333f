import { sql, type Kysely, type Selectable } from 'kysely';
import type { LoginThrottleStore, ThrottleEntry } from '../../core/tenancy/login-throttle.js';
import { fromIso, fromIsoOrNull, toIso, toIsoOrNull } from './codec.js';
import type { LoginThrottleTable, Schema } from './schema.js';

const toEntry = (row: Selectable<LoginThrottleTable>): ThrottleEntry => ({
  failures: Number(row.failures),
  firstFailureAt: fromIso(row.first_failure_at),
  lastFailureAt: fromIso(row.last_failure_at),
  blockedUntil: fromIsoOrNull(row.blocked_until),
});

/** In the database, so every server process and the CLI (`admin unlock`) see the same counts. */
export class SqlLoginThrottleStore implements LoginThrottleStore {
  constructor(private readonly db: Kysely<Schema>) {}

  async get(account: string, client: string): Promise<ThrottleEntry | null> {
    const row = await this.db
      .selectFrom('login_throttle')
      .selectAll()
      .where('account', '=', account)
      .where('client', '=', client)
      .executeTakeFirst();
    return row ? toEntry(row) : null;
  }

  async put(account: string, client: string, entry: ThrottleEntry): Promise<void> {
    const values = {
      failures: entry.failures,
      first_failure_at: toIso(entry.firstFailureAt),
      last_failure_at: toIso(entry.lastFailureAt),
      blocked_until: toIsoOrNull(entry.blockedUntil),
    };
    await this.db
      .insertInto('login_throttle')
      .values({ account, client, ...values })
      .onConflict((oc) => oc.columns(['account', 'client']).doUpdateSet(values))
      .execute();
  }

  async clear(account: string, client?: string): Promise<number> {
    let query = this.db.deleteFrom('login_throttle').where('account', '=', account);
    if (client !== undefined) query = query.where('client', '=', client);
    return Number((await query.executeTakeFirst()).numDeletedRows);
  }

  async countFailure(account: string, client: string, at: Date, windowMs: number): Promise<ThrottleEntry> {
    const now = toIso(at);
    const windowStart = toIso(new Date(at.getTime() - windowMs));
    // One statement, so concurrent failures are each counted: the window restarts once it has ended.
    const expired = sql<boolean>`login_throttle.first_failure_at <= ${windowStart}`;
    const row = await this.db
      .insertInto('login_throttle')
      .values({ account, client, failures: 1, first_failure_at: now, last_failure_at: now, blocked_until: null })
      .onConflict((oc) =>
        oc.columns(['account', 'client']).doUpdateSet({
          failures: sql`case when ${expired} then 1 else login_throttle.failures + 1 end`,
          first_failure_at: sql`case when ${expired} then ${now} else login_throttle.first_failure_at end`,
          last_failure_at: now,
        }),
      )
      .returningAll()
      .executeTakeFirstOrThrow();
    return toEntry(row);
  }

  /** Rows whose last failure is older than `before` no longer slow anyone down. */
  async prune(before: Date): Promise<number> {
    const result = await this.db.deleteFrom('login_throttle').where('last_failure_at', '<', toIso(before)).executeTakeFirst();
    return Number(result.numDeletedRows);
  }
}
