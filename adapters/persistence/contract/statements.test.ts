import { sql, type Kysely } from 'kysely';
import postgres from 'postgres';
import { expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import { migrateToLatest } from '../migrations/migrate.js';
import type { Schema } from '../schema.js';
import { describeDialects, POSTGRES_URL } from './dialects.js';
import { givenUser, unique, useDatabase } from './harness.js';

/** Kysely's PostgresAdapter takes this session-level advisory lock around migrations. */
const MIGRATION_LOCK_ID = '3853314791062309107';

/*
 * On PostgreSQL a statement outside a transaction is pipelined on any pooled connection
 * (pipelined-postgres.ts); these pin down what must still hold.
 */
describeDialects('statements and transactions', (dialect) => {
  const db = useDatabase(dialect);

  it('confines a failing statement to itself when many run at once', async () => {
    await givenUser(db(), 'taken@example.mx');
    const results = await Promise.allSettled(
      Array.from({ length: 40 }, (_, i) => givenUser(db(), i === 17 ? 'taken@example.mx' : `cliente${i}@example.mx`)),
    );
    expect(results.filter((r) => r.status === 'rejected')).toHaveLength(1);
    expect(results[17]!.status).toBe('rejected');
    const count = await db()
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow();
    expect(Number(count.n)).toBe(40);
  });

  it('streams a result in chunks', async () => {
    for (let i = 0; i < 5; i++) await givenUser(db(), `flujo${i}@example.mx`);
    const emails: string[] = [];
    for await (const row of db().selectFrom('users').select('email').orderBy('email').stream(2)) emails.push(row.email);
    expect(emails).toEqual([0, 1, 2, 3, 4].map((i) => `flujo${i}@example.mx`));
  });

  it('keeps a transaction whole: unseen outside until commit, undone by a throw', async () => {
    let seenOutside = -1;
    await db()
      .transaction()
      .execute(async (trx) => {
        await givenUser(trx, 'dentro@example.mx');
        // SQLite has one connection: a statement outside would wait for the transaction to end.
        if (dialect.name === 'postgres')
          seenOutside = (await db().selectFrom('users').select('id').where('email', '=', 'dentro@example.mx').execute()).length;
      });
    if (dialect.name === 'postgres') expect(seenOutside).toBe(0);
    expect(await db().selectFrom('users').select('id').where('email', '=', 'dentro@example.mx').execute()).toHaveLength(1);

    await expect(
      db()
        .transaction()
        .execute(async (trx) => {
          await givenUser(trx, 'deshecho@example.mx');
          throw new Error('falla a propósito');
        }),
    ).rejects.toThrow('falla a propósito');
    expect(await db().selectFrom('users').select('id').where('email', '=', 'deshecho@example.mx').execute()).toHaveLength(0);
  });

  it.runIf(dialect.name === 'postgres')('runs a transaction on one session while other statements run beside it', async () => {
    const outside = Promise.all(Array.from({ length: 50 }, () => sql`select pg_backend_pid() as pid`.execute(db())));
    const inside = await db()
      .transaction()
      .execute(async (trx) => {
        await sql`set local statement_timeout = 4321`.execute(trx);
        const pids: number[] = [];
        for (let i = 0; i < 10; i++) {
          pids.push((await sql<{ pid: number }>`select pg_backend_pid() as pid`.execute(trx)).rows[0]!.pid);
          await new Promise((resolve) => setImmediate(resolve));
        }
        const timeout = (await sql<{ statement_timeout: string }>`show statement_timeout`.execute(trx)).rows[0]!.statement_timeout;
        return { pids, timeout };
      });
    await outside;
    expect(new Set(inside.pids).size).toBe(1);
    expect(inside.timeout).toBe('4321ms');
    // `set local` ended with the transaction, on whichever connection it ran.
    const after = await Promise.all(
      Array.from({ length: 20 }, () => sql<{ statement_timeout: string }>`show statement_timeout`.execute(db())),
    );
    expect(after.every((r) => r.rows[0]!.statement_timeout !== '4321ms')).toBe(true);
  });

  it.runIf(dialect.name === 'postgres')('prepares statements once per connection, or never with ?prepare=false', async () => {
    const prepared = async (database: Kysely<Schema>) => {
      for (let i = 0; i < 3; i++) await sql`select ${unique('marca')}::text as sonda`.execute(database);
      const rows = await sql<{
        n: number;
      }>`select count(*)::int as n from pg_prepared_statements where statement like ${'%as sonda%'}`.execute(database);
      return rows.rows[0]!.n;
    };
    const url = new URL(POSTGRES_URL!);
    url.searchParams.set('prepare', 'false');
    const unprepared = await openDatabase(url.toString());
    try {
      // pg_prepared_statements shows the session's own: run on one reserved session each.
      expect(
        await db()
          .transaction()
          .execute((trx) => prepared(trx)),
      ).toBeGreaterThan(0);
      expect(await unprepared.db.transaction().execute((trx) => prepared(trx))).toBe(0);
    } finally {
      await unprepared.close();
    }
  });

  it.runIf(dialect.name === 'postgres')('releases the migrator’s session lock once migrations ran', async () => {
    const other = postgres(POSTGRES_URL!, { max: 1, onnotice: () => {} });
    try {
      // Nothing left to apply, but the migrator still takes and releases its lock.
      expect(await migrateToLatest(db())).toEqual([]);
      // A lock left on a pooled connection would stop every later migration for an hour (its
      // lock_timeout). Another test file may hold it for a moment while it migrates.
      let free = false;
      for (let i = 0; i < 50 && !free; i++) {
        free = (await other`select pg_try_advisory_lock(${MIGRATION_LOCK_ID}::bigint) as ok`)[0]!.ok as boolean;
        if (free) await other`select pg_advisory_unlock(${MIGRATION_LOCK_ID}::bigint)`;
        else await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect(free).toBe(true);
    } finally {
      await other.end();
    }
  });
});
