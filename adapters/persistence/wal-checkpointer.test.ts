import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import SqliteDatabase from 'better-sqlite3';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from './database.js';
import { BACKSTOP_CHECKPOINT_PAGES } from './wal-checkpointer.js';

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const place = () => {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-checkpoint-'));
  dirs.push(dir);
  return join(dir, 'db.sqlite');
};

/** The rows the database file holds on its own, without its write-ahead log (what a checkpoint copied). */
function rowsInFileAlone(path: string): number {
  const copy = `${path}.copia`;
  copyFileSync(path, copy);
  const alone = new SqliteDatabase(copy, { readonly: true });
  try {
    return (alone.prepare("select count(*) as n from sqlite_master where name = 'notes'").get() as { n: number }).n === 0
      ? 0
      : (alone.prepare('select count(*) as n from notes').get() as { n: number }).n;
  } finally {
    alone.close();
    rmSync(copy, { force: true });
  }
}

describe('the write-ahead log, checkpointed off the event loop', () => {
  it('reaches the database file within a moment of being written, though far below the size at which a commit would copy it', async () => {
    const path = place();
    const database = await openDatabase(`file:${path}`);
    const db = database.db.withTables<{ notes: { id: string } }>();
    await sql`create table notes (id text primary key)`.execute(db);
    await Promise.all(
      Array.from({ length: 300 }, (_, i) =>
        db
          .insertInto('notes')
          .values({ id: `n${i}` })
          .execute(),
      ),
    );
    // 300 short rows are a few pages: SQLite's own checkpoint, in a commit, waits for 1,000.
    let copied = 0;
    for (let i = 0; i < 50 && copied < 300; i++) {
      await new Promise((r) => setTimeout(r, 100));
      copied = rowsInFileAlone(path);
    }
    expect(copied).toBe(300);
    await database.close();
  });

  it("leaves the server's own connection only the backstop, and a closed database whole in its file", async () => {
    const path = place();
    const database = await openDatabase(`file:${path}`);
    const pages = await sql<{ wal_autocheckpoint: number }>`pragma wal_autocheckpoint`.execute(database.db);
    expect(pages.rows[0]!.wal_autocheckpoint).toBe(BACKSTOP_CHECKPOINT_PAGES);
    await sql`create table notes (id text primary key)`.execute(database.db);
    await sql`insert into notes values ('uno'), ('dos')`.execute(database.db);
    await database.close();
    expect(rowsInFileAlone(path)).toBe(2);
    expect(existsSync(`${path}-wal`)).toBe(false);
  });
});
