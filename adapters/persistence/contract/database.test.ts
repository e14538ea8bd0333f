import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { openDatabase } from '../database.js';
import { MIGRATIONS, migrateToLatest } from '../migrations/migrate.js';
import { SqlUserRepository } from '../sql-user-repository.js';
import { describeDialects, POSTGRES_URL, openIsolatedPostgres } from './dialects.js';

const ALL_MIGRATIONS = Object.keys(MIGRATIONS);

describeDialects('migrations', (dialect) => {
  const open = () => (dialect.name === 'sqlite' ? openDatabase(':memory:') : openIsolatedPostgres(POSTGRES_URL!));

  it('applies every migration in order on an empty database, then nothing on a second run', async () => {
    const database = await open();
    try {
      expect(await migrateToLatest(database.db)).toEqual(ALL_MIGRATIONS);
      expect(await migrateToLatest(database.db)).toEqual([]);
      // The schema still works after the no-op run.
      const users = new SqlUserRepository(database.db);
      await users.create({ email: 'ana@example.mx', name: null, role: 'operator', passwordHash: 'h' });
      expect(await users.list()).toHaveLength(1);
    } finally {
      await database.close();
    }
  });

  it('reports which dialect it opened', async () => {
    const database = await open();
    try {
      expect(database.dialect).toBe(dialect.name);
    } finally {
      await database.close();
    }
  });
});

describe('openDatabase', () => {
  const dirs: string[] = [];
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('rejects an unknown scheme with a message naming the accepted ones, without leaking a password', async () => {
    await expect(openDatabase('mysql://root:s3cret@localhost/db')).rejects.toThrow(/file:RUTA.*postgres:\/\//);
    await expect(openDatabase('mysql://root:s3cret@localhost/db')).rejects.not.toThrow(/s3cret/);
    await expect(openDatabase('comanda.db')).rejects.toThrow(/URL de base de datos no admitida/);
  });

  it('creates the folder of a file: database and keeps its data across a reopen', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'comanda-db-'));
    dirs.push(dir);
    const url = `file:${join(dir, 'nested', 'deeper', 'comanda.db')}`;

    const first = await openDatabase(url);
    expect(await migrateToLatest(first.db)).toEqual(ALL_MIGRATIONS);
    const created = await new SqlUserRepository(first.db).create({
      email: 'persist@example.mx',
      name: 'Persistente',
      role: 'admin',
      passwordHash: 'h',
    });
    await first.close();

    const second = await openDatabase(url);
    try {
      expect(await migrateToLatest(second.db)).toEqual([]);
      expect(await new SqlUserRepository(second.db).findById(created.id)).toEqual(created);
    } finally {
      await second.close();
    }
  });

  it('opens SQLite files in WAL mode with foreign keys enforced', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'comanda-db-'));
    dirs.push(dir);
    const { db, close } = await openDatabase(`file:${join(dir, 'pragmas.db')}`);
    try {
      const pragma = async (name: string) =>
        Object.values((await sql.raw(`pragma ${name}`).execute(db)).rows[0] as Record<string, unknown>)[0];
      expect(await pragma('journal_mode')).toBe('wal');
      expect(await pragma('foreign_keys')).toBe(1);
      expect(await pragma('busy_timeout')).toBe(5000);
      expect(await pragma('synchronous')).toBe(1);
    } finally {
      await close();
    }
  });

  it.runIf(POSTGRES_URL)('opens postgresql:// as well as postgres://', async () => {
    const database = await openDatabase(POSTGRES_URL!.replace(/^postgres:/, 'postgresql:'));
    try {
      expect(database.dialect).toBe('postgres');
    } finally {
      await database.close();
    }
  });

  it('fails fast, naming the server, when PostgreSQL is unreachable', async () => {
    await expect(openDatabase('postgres://nobody:pw@127.0.0.1:1/none')).rejects.toThrow(/No se pudo conectar a PostgreSQL.*127\.0\.0\.1:1/);
  });
});

describe('inbox signal', () => {
  it('SQLite has none: its one process wakes its worker directly', async () => {
    const database = await openDatabase(':memory:');
    try {
      expect(database.inboxSignal).toBeUndefined();
    } finally {
      await database.close();
    }
  });

  it.runIf(POSTGRES_URL)('PostgreSQL: a webhook stored by one process wakes a worker listening in another', async () => {
    const web = await openDatabase(POSTGRES_URL!);
    const worker = await openDatabase(POSTGRES_URL!);
    try {
      let woken = 0;
      const stop = await worker.inboxSignal!.listen(() => woken++);
      web.inboxSignal!.notify();
      // Three more while the first is on its way: they share one NOTIFY, and at least one arrives.
      for (let i = 0; i < 3; i++) web.inboxSignal!.notify();
      for (let i = 0; i < 100 && woken === 0; i++) await new Promise((r) => setTimeout(r, 20));
      expect(woken).toBeGreaterThan(0);
      await stop();
      const before = woken;
      web.inboxSignal!.notify();
      await new Promise((r) => setTimeout(r, 300));
      expect(woken).toBe(before);
    } finally {
      await web.close();
      await worker.close();
    }
  });
});
