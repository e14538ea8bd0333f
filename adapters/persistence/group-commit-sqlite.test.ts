import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import fc from 'fast-check';
import { Kysely, sql } from 'kysely';
import type { Schema } from './schema.js';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { GroupCommitSqliteDialect } from './group-commit-sqlite.js';

/*
 * Writes outside transactions share one commit per event-loop turn. What callers must still
 * see: a write that returned is on disk (another process reads it), a failed write fails alone,
 * an explicit transaction is all or nothing and never takes other callers' writes with it.
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

type Notes = { notes: { id: string; text: string } };

async function open() {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-group-commit-'));
  dirs.push(dir);
  const path = join(dir, 'db.sqlite');
  const database = await openDatabase(`file:${path}`);
  const db = database.db.withTables<Notes>();
  await sql`create table notes (id text primary key, text text not null)`.execute(db);
  // Another process's view of the file: only committed rows.
  const reader = new SqliteDatabase(path, { readonly: true });
  const committed = () => (reader.prepare('select id from notes order by id').all() as { id: string }[]).map((r) => r.id);
  return {
    db,
    committed,
    close: async () => {
      reader.close();
      await database.close();
    },
  };
}

const insert = (db: Kysely<Schema & Notes>, id: string) => db.insertInto('notes').values({ id, text: id }).execute();

describe('SQLite group commit', () => {
  it('answers a write only once it is committed, for every writer of the turn', async () => {
    const { db, committed, close } = await open();
    try {
      const seenAtReturn = await Promise.all(['a', 'b', 'c'].map((id) => insert(db, id).then(() => committed().includes(id))));
      expect(seenAtReturn).toEqual([true, true, true]);
    } finally {
      await close();
    }
  });

  it('fails a write that breaks a rule on its own; the others of its turn are kept', async () => {
    const { db, committed, close } = await open();
    try {
      await insert(db, 'a');
      const results = await Promise.allSettled([insert(db, 'b'), insert(db, 'a'), insert(db, 'c')]);
      expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
      expect(committed()).toEqual(['a', 'b', 'c']);
    } finally {
      await close();
    }
  });

  it('keeps every write and every committed transaction, whatever the interleaving; a rolled-back transaction leaves nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.oneof(fc.constant('write' as const), fc.constant('commit' as const), fc.constant('rollback' as const)), {
          minLength: 1,
          maxLength: 12,
        }),
        async (steps) => {
          const { db, committed, close } = await open();
          try {
            const expected: string[] = [];
            const work = steps.map(async (step, i) => {
              const id = `n${String(i).padStart(2, '0')}`;
              if (step === 'write') {
                await insert(db, id);
                expected.push(id);
                return;
              }
              try {
                await db.transaction().execute(async (trx) => {
                  await insert(trx, `${id}a`);
                  // Another caller's turn may run here; its writes wait for this transaction.
                  await new Promise((r) => setImmediate(r));
                  await insert(trx, `${id}b`);
                  if (step === 'rollback') throw new Error('deshecho');
                });
                // Durable when it returns, like a write.
                expect(committed()).toEqual(expect.arrayContaining([`${id}a`, `${id}b`]));
                expected.push(`${id}a`, `${id}b`);
              } catch (error) {
                expect((error as Error).message).toBe('deshecho');
              }
            });
            await Promise.all(work);
            expect(committed()).toEqual(expected.sort());
          } finally {
            await close();
          }
        },
      ),
      { numRuns: 25 },
    );
  });

  it('lets a transaction share the commit of the writes around it, and undoes only its own writes', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'comanda-group-commit-'));
    dirs.push(dir);
    const sqlite = new SqliteDatabase(join(dir, 'db.sqlite'));
    sqlite.pragma('journal_mode = WAL');
    let commits = 0;
    const db = new Kysely<Notes>({
      dialect: new GroupCommitSqliteDialect(
        {
          prepare: (text) => sqlite.prepare(text),
          exec: (text) => {
            if (/^\s*commit\b/i.test(text)) commits++;
            return sqlite.exec(text);
          },
          close: () => sqlite.close(),
          get inTransaction() {
            return sqlite.inTransaction;
          },
        },
        5,
      ),
    });
    try {
      await sql`create table notes (id text primary key, text text not null)`.execute(db);
      commits = 0;
      const note = (id: string) => db.insertInto('notes').values({ id, text: id }).execute();
      await Promise.all([
        note('a'),
        db.transaction().execute(async (trx) => {
          await trx.insertInto('notes').values({ id: 't1', text: 't1' }).execute();
          await trx.insertInto('notes').values({ id: 't2', text: 't2' }).execute();
        }),
        db
          .transaction()
          .execute(async (trx) => {
            await trx.insertInto('notes').values({ id: 'r1', text: 'r1' }).execute();
            throw new Error('deshecho');
          })
          .catch(() => undefined),
        note('b'),
      ]);
      expect(commits).toBe(1);
      const ids = (await db.selectFrom('notes').select('id').orderBy('id').execute()).map((r) => r.id);
      expect(ids).toEqual(['a', 'b', 't1', 't2']);
    } finally {
      await db.destroy();
    }
  });
});
