import {
  CompiledQuery,
  SqliteAdapter,
  SqliteIntrospector,
  SqliteQueryCompiler,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';

/** What this dialect needs of better-sqlite3 (the statement cache in database.ts provides it). */
export interface SqliteHandle {
  prepare(sql: string): SqliteStatement;
  exec(sql: string): unknown;
  close(): void;
  readonly inTransaction: boolean;
}

interface SqliteStatement {
  readonly reader: boolean;
  readonly readonly: boolean;
  all(parameters: readonly unknown[]): unknown[];
  run(parameters: readonly unknown[]): { changes: number | bigint; lastInsertRowid: number | bigint };
  iterate(parameters: readonly unknown[]): IterableIterator<unknown>;
}

/** Row changes grouped into the shared commit; anything else (DDL, PRAGMA) runs on its own, after it. */
const GROUPED = /^\s*(insert|update|delete|with|replace)\b/i;

/**
 * How long a shared transaction gathers writes before it commits, for a database file. One
 * event-loop turn was too short under a steady rush (about 3 writes a commit at 200 new
 * conversations a second); 2 ms gathered 4–9, for 2 ms more per write a reply waits on.
 */
export const GROUP_COMMIT_MS = 2;

interface Waiter {
  result: QueryResult<unknown>;
  resolve: (result: QueryResult<unknown>) => void;
  reject: (error: unknown) => void;
}

/**
 * SQLite with group commit. A commit in WAL mode costs about as much as ten row writes inside
 * one, and a reply makes a dozen writes, with many replies in flight at once. Here a write
 * outside an explicit transaction opens a shared one (if none is open) and runs at once; its
 * caller hears back only when the shared transaction commits, `gatherMs` later. Every
 * write is durable before its caller goes on, exactly as with one commit per write (a webhook
 * is still acknowledged after its inbox row is committed), and the writes of those
 * milliseconds share one commit. A write that fails is undone alone (SQLite undoes a failed
 * statement, not its transaction). Reads run at once, seeing what this connection wrote.
 *
 * An explicit transaction (`db.transaction()`) is a savepoint inside the shared transaction, with
 * the connection to itself until it ends: other queries wait for it, as with Kysely's own driver,
 * so a rollback to the savepoint undoes its writes and nobody else's. It joins the shared commit
 * too (a new conversation's plan admission used to cost a commit of its own) and, like a write,
 * returns only once that commit is on disk.
 */
export class GroupCommitSqliteDialect implements Dialect {
  constructor(
    private readonly database: SqliteHandle,
    /** 0: commit at the end of the event loop's turn (an in-memory database, where a commit costs nothing). */
    private readonly gatherMs = GROUP_COMMIT_MS,
  ) {}

  createDriver(): Driver {
    return new GroupCommitDriver(this.database, this.gatherMs);
  }

  createQueryCompiler(): QueryCompiler {
    return new SqliteQueryCompiler();
  }

  createAdapter(): DialectAdapter {
    return new SqliteAdapter();
  }

  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new SqliteIntrospector(db);
  }
}

/** The savepoint an explicit transaction runs in, inside the shared transaction. */
const SAVEPOINT = 'comanda_explicita';

class GroupCommitDriver implements Driver {
  /** Writes of the shared transaction, answered when it commits; null when none is open. */
  private shared: Waiter[] | null = null;
  /** The connection inside an explicit transaction, and the end of it others wait for. */
  private owner: GroupConnection | null = null;
  private ownerEnded: Promise<void> = Promise.resolve();
  private endOwner: () => void = () => {};
  /** The shared transaction's time came while an explicit transaction held the connection: commit when it ends. */
  private commitDue = false;

  constructor(
    private readonly db: SqliteHandle,
    private readonly gatherMs: number,
  ) {}

  async init(): Promise<void> {}

  async acquireConnection(): Promise<DatabaseConnection> {
    return new GroupConnection(this);
  }

  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    const conn = connection as GroupConnection;
    while (this.owner) await this.ownerEnded;
    this.owner = conn;
    this.ownerEnded = new Promise((resolve) => (this.endOwner = resolve));
    try {
      this.openShared();
      this.db.exec(`savepoint ${SAVEPOINT}`);
    } catch (error) {
      this.release();
      throw error;
    }
  }

  async commitTransaction(): Promise<void> {
    let durable: Promise<unknown>;
    try {
      this.db.exec(`release ${SAVEPOINT}`);
      const waiters = this.shared;
      durable = waiters ? new Promise((resolve, reject) => waiters.push({ result: { rows: [] }, resolve, reject })) : Promise.resolve();
    } catch (error) {
      // Undone here, while the connection is still this transaction's: others' writes may follow at once.
      this.undoSavepoint();
      this.release();
      throw error;
    }
    this.release();
    await durable;
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    // A transaction whose commit failed has already been undone and let go of the connection.
    if (this.owner !== connection) return;
    try {
      this.undoSavepoint();
    } finally {
      this.release();
    }
  }

  async releaseConnection(): Promise<void> {}

  async destroy(): Promise<void> {
    this.commitShared();
    this.db.close();
  }

  async execute(conn: GroupConnection, query: CompiledQuery): Promise<QueryResult<unknown>> {
    while (this.owner && this.owner !== conn) await this.ownerEnded;
    const statement = this.db.prepare(query.sql);
    if (this.owner === conn) return this.runInShared(statement, query.parameters);
    if (statement.readonly) return run(statement, query.parameters);
    if (!GROUPED.test(query.sql)) {
      this.commitShared();
      return run(statement, query.parameters);
    }
    const waiters = this.openShared();
    const result = this.runInShared(statement, query.parameters);
    return new Promise((resolve, reject) => waiters.push({ result, resolve, reject }));
  }

  async *stream(conn: GroupConnection, query: CompiledQuery): AsyncIterableIterator<QueryResult<unknown>> {
    while (this.owner && this.owner !== conn) await this.ownerEnded;
    const statement = this.db.prepare(query.sql);
    if (!statement.readonly) throw new Error('Sqlite driver only supports streaming of select queries');
    for (const row of statement.iterate(query.parameters)) yield { rows: [row] };
  }

  /** The shared transaction's writers, opening it (and timing its commit) if none is open. */
  private openShared(): Waiter[] {
    if (this.shared) return this.shared;
    this.db.exec('begin');
    const waiters: Waiter[] = [];
    this.shared = waiters;
    const due = () => {
      if (this.shared !== waiters) return;
      if (this.owner) this.commitDue = true;
      else this.commitShared();
    };
    if (this.gatherMs > 0) setTimeout(due, this.gatherMs);
    else setImmediate(due);
    return waiters;
  }

  private runInShared(statement: SqliteStatement, parameters: readonly unknown[]): QueryResult<unknown> {
    try {
      return run(statement, parameters);
    } catch (error) {
      // An error SQLite answers by undoing the whole transaction takes the batch's other writes with it.
      if (this.shared && !this.db.inTransaction) this.settle(this.shared, error);
      throw error;
    }
  }

  private undoSavepoint() {
    // After an error SQLite answers by undoing the whole transaction, there is no savepoint left to go back to.
    if (this.db.inTransaction) this.db.exec(`rollback to ${SAVEPOINT}; release ${SAVEPOINT}`);
  }

  private release() {
    this.owner = null;
    this.endOwner();
    if (this.commitDue) {
      this.commitDue = false;
      this.commitShared();
    }
  }

  /** Commits the shared transaction, if one is open, and answers its writers. */
  private commitShared() {
    const waiters = this.shared;
    if (!waiters) return;
    try {
      this.db.exec('commit');
      this.settle(waiters, null);
    } catch (error) {
      if (this.db.inTransaction) this.db.exec('rollback');
      this.settle(waiters, error);
    }
  }

  private settle(waiters: Waiter[], error: unknown) {
    if (this.shared === waiters) this.shared = null;
    for (const w of waiters) {
      if (error === null) w.resolve(w.result);
      else w.reject(error);
    }
  }
}

class GroupConnection implements DatabaseConnection {
  constructor(private readonly driver: GroupCommitDriver) {}

  executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    return this.driver.execute(this, query) as Promise<QueryResult<R>>;
  }

  streamQuery<R>(query: CompiledQuery): AsyncIterableIterator<QueryResult<R>> {
    return this.driver.stream(this, query) as AsyncIterableIterator<QueryResult<R>>;
  }
}

function run(statement: SqliteStatement, parameters: readonly unknown[]): QueryResult<unknown> {
  if (statement.reader) return { rows: statement.all(parameters) };
  const { changes, lastInsertRowid } = statement.run(parameters);
  return {
    numAffectedRows: changes === undefined || changes === null ? undefined : BigInt(changes),
    insertId: lastInsertRowid === undefined || lastInsertRowid === null ? undefined : BigInt(lastInsertRowid),
    rows: [],
  };
}
