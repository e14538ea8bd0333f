import { chmodSync, closeSync, mkdirSync, openSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import SqliteDatabase from 'better-sqlite3';
import { Kysely } from 'kysely';
import postgres from 'postgres';
import type { SqlDialect } from './dialect.js';
import { GROUP_COMMIT_MS, GroupCommitSqliteDialect, type SqliteHandle } from './group-commit-sqlite.js';
import { PipelinedPostgresDialect } from './pipelined-postgres.js';
import { BACKSTOP_CHECKPOINT_PAGES, WalCheckpointer } from './wal-checkpointer.js';
import type { Schema } from './schema.js';

export interface Database {
  db: Kysely<Schema>;
  dialect: SqlDialect;
  close(): Promise<void>;
  /** PostgreSQL only: how processes sharing the database tell each other the inbox has new messages. */
  inboxSignal?: InboxSignal;
}

/**
 * A wake-up across processes: `serve --no-worker` stores a webhook's messages and `comanda
 * worker` processes, polling every half second when idle, hear of them at once. Only a hint:
 * a lost signal delays a reply until the next poll, nothing more.
 */
export interface InboxSignal {
  /** Tells every listening process (this one too); a signal already on its way carries this one. */
  notify(): void;
  /** Calls `onSignal` on every notification; resolves once listening, with how to stop. */
  listen(onSignal: () => void): Promise<() => Promise<void>>;
}

const INBOX_CHANNEL = 'comanda_inbox';

/** LISTEN/NOTIFY on one channel. A burst of webhooks sends one NOTIFY at a time: those stored meanwhile share the next one. */
class PostgresInboxSignal implements InboxSignal {
  private sending = false;
  private again = false;

  constructor(private readonly sql: postgres.Sql) {}

  notify() {
    if (this.sending) {
      this.again = true;
      return;
    }
    this.sending = true;
    this.again = false;
    void this.sql
      .notify(INBOX_CHANNEL, '')
      .catch(() => {})
      .finally(() => {
        this.sending = false;
        if (this.again) this.notify();
      });
  }

  async listen(onSignal: () => void) {
    const { unlisten } = await this.sql.listen(INBOX_CHANNEL, () => onSignal());
    return () => unlisten();
  }
}

/** `file:PATH` or `:memory:` → SQLite; `postgres://` or `postgresql://` → PostgreSQL. */
export async function openDatabase(url: string): Promise<Database> {
  if (url === ':memory:') return openSqlite(':memory:');
  if (url.startsWith('file:')) return openSqlite(sqlitePath(url));
  if (/^postgres(ql)?:\/\//i.test(url)) return openPostgres(url);
  throw new Error(
    `URL de base de datos no admitida "${redact(url)}": usa file:RUTA o :memory: para SQLite, o postgres://… para PostgreSQL`,
  );
}

function sqlitePath(url: string): string {
  const path = url.startsWith('file://') ? fileURLToPath(url) : url.slice('file:'.length);
  if (!path) throw new Error('La URL de base de datos "file:" necesita una ruta, por ejemplo file:./data/comanda.db');
  return path;
}

function openSqlite(path: string): Database {
  if (path !== ':memory:') {
    mkdirSync(dirname(path), { recursive: true });
    // Owner-only: it holds password hashes and customers' conversations. SQLite gives its
    // -wal and -shm files the database file's mode.
    closeSync(openSync(path, 'a', 0o600));
    chmodSync(path, 0o600);
  }
  const sqlite = new SqliteDatabase(path);
  // WAL lets the HTTP handlers read while the inbox worker writes; foreign keys are off by default in SQLite.
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Writes outside explicit transactions share one commit per event-loop turn (group-commit-sqlite.ts).
  const db = new Kysely<Schema>({
    dialect: new GroupCommitSqliteDialect(withStatementCache(sqlite), path === ':memory:' ? 0 : GROUP_COMMIT_MS),
  });
  if (path === ':memory:') return { db, dialect: 'sqlite', close: () => db.destroy() };
  // The log is copied into the file by a thread of its own, not inside a commit on the event loop (wal-checkpointer.ts).
  sqlite.pragma(`wal_autocheckpoint = ${BACKSTOP_CHECKPOINT_PAGES}`);
  const checkpointer = new WalCheckpointer(path);
  return {
    db,
    dialect: 'sqlite',
    close: async () => {
      await checkpointer.stop();
      await db.destroy();
    },
  };
}

const STATEMENT_CACHE_SIZE = 500;

/**
 * Kysely prepares every query anew; compiling the SQL dominated the webhook path. The
 * statements are reusable, so keep the most recent ones by text (a query's text is fixed,
 * its values are bound per call).
 */
function withStatementCache(sqlite: SqliteDatabase.Database): SqliteHandle {
  const cache = new Map<string, SqliteDatabase.Statement>();
  return {
    close: () => sqlite.close(),
    exec: (sql: string) => sqlite.exec(sql),
    get inTransaction() {
      return sqlite.inTransaction;
    },
    prepare(sql: string) {
      let statement = cache.get(sql);
      if (statement) {
        cache.delete(sql);
      } else {
        statement = sqlite.prepare(sql);
        if (cache.size >= STATEMENT_CACHE_SIZE) cache.delete(cache.keys().next().value!);
      }
      cache.set(sql, statement);
      return statement;
    },
  };
}

async function openPostgres(url: string): Promise<Database> {
  // Notices such as "relation already exists, skipping" are not worth a console line.
  const sql = postgres(url, { onnotice: () => {} });
  try {
    // Fail at start-up, with the cause, rather than on the first request.
    await sql`select 1`;
  } catch (error) {
    await sql.end({ timeout: 1 });
    throw new Error(`No se pudo conectar a PostgreSQL en "${redact(url)}": ${(error as Error).message}`, { cause: error });
  }
  const db = new Kysely<Schema>({ dialect: new PipelinedPostgresDialect(sql) });
  return { db, dialect: 'postgres', close: () => db.destroy(), inboxSignal: new PostgresInboxSignal(sql) };
}

/** Keeps passwords out of error messages and logs. */
function redact(url: string): string {
  return url.replace(/\/\/([^:/@]+):[^@]*@/, '//$1:***@');
}
