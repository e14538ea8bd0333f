import {
  PostgresAdapter,
  PostgresDriver,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type CompiledQuery,
  type DatabaseConnection,
  type Dialect,
  type Kysely,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { ReservedSql, Sql } from 'postgres';

/*
 * Kysely over postgres.js without a connection held per statement.
 *
 * kysely-postgres-js reserves a pooled connection for every query and frees it only once
 * the answer has been read on the event loop: a busy server kept connections idle but
 * reserved, and 128 replies in flight queued their ~10 statements each behind 10 sockets
 * (one socket write per statement). Here a statement outside a transaction goes to the
 * postgres.js pool as is, which pipelines it on an open connection (several statements
 * per write, each still its own implicit transaction, an error confined to its own).
 *
 * Statements are prepared (named, per connection), as postgres.js does for its own tagged
 * queries: `unsafe` does not by default, and postgres.js then asks the server for parameter
 * types before every statement with parameters — two round trips and two writes each. A
 * statement text is parsed once per connection; connections are renewed every 30 to 60
 * minutes (postgres.js's max_lifetime), which bounds the statements a backend keeps. Batches
 * of many rows or ids are not prepared: each size is its own text, rarely run twice. Behind
 * a pooler that cannot keep prepared statements (PgBouncer in transaction mode before 1.21),
 * add `?prepare=false` to DATABASE_URL.
 *
 * A session is reserved only where one is needed: from a transaction's begin to its end,
 * and from a session-level advisory lock to the end of the `db.connection()` block holding
 * it (the migrator's lock). Any other `db.connection()` block is NOT one session here:
 * statements that must share a session belong in a transaction.
 */

/** Above this many parameters a statement is a batch whose size varies: not worth a prepared statement per size. */
const MAX_PREPARED_PARAMETERS = 100;

/** Statements that tie what follows to their session. */
const SESSION_BOUND = /\bpg_advisory_(?:lock|unlock)\b/i;

class PipelinedConnection implements DatabaseConnection {
  private reserved: ReservedSql | null = null;

  constructor(private readonly sql: Sql) {}

  async reserve(): Promise<void> {
    if (!this.reserved) this.reserved = await this.sql.reserve();
  }

  release(): void {
    this.reserved?.release();
    this.reserved = null;
  }

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    if (!this.reserved && SESSION_BOUND.test(query.sql)) await this.reserve();
    const target = this.reserved ?? this.sql;
    const result = await target.unsafe(query.sql, query.parameters as never[], { prepare: this.prepares(query) });
    const { command, count } = result;
    return {
      numAffectedRows:
        command === 'INSERT' || command === 'UPDATE' || command === 'DELETE' || command === 'MERGE' ? BigInt(count) : undefined,
      rows: Array.from(result.values()) as R[],
    };
  }

  private prepares(query: CompiledQuery): boolean {
    return this.sql.options.prepare && query.parameters.length <= MAX_PREPARED_PARAMETERS;
  }

  async *streamQuery<R>(query: CompiledQuery, chunkSize = 100): AsyncIterableIterator<QueryResult<R>> {
    const target = this.reserved ?? this.sql;
    const statement = target.unsafe(query.sql, query.parameters as never[], { prepare: this.prepares(query) });
    for await (const rows of statement.cursor(chunkSize)) yield { rows: rows as R[] };
  }
}

class PipelinedPostgresDriver extends PostgresDriver {
  constructor(private readonly sql: Sql) {
    super({ pool: {} as never });
  }

  override async init(): Promise<void> {}

  override async acquireConnection(): Promise<DatabaseConnection> {
    return new PipelinedConnection(this.sql);
  }

  override async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    await (connection as PipelinedConnection).reserve();
    await super.beginTransaction(connection, settings);
  }

  override async releaseConnection(connection: DatabaseConnection): Promise<void> {
    (connection as PipelinedConnection).release();
  }

  override async destroy(): Promise<void> {
    await this.sql.end();
  }
}

/** The PostgreSQL dialect over one postgres.js pool, statements pipelined (see above). */
export class PipelinedPostgresDialect implements Dialect {
  constructor(private readonly sql: Sql) {}

  createAdapter() {
    return new PostgresAdapter();
  }

  createDriver() {
    return new PipelinedPostgresDriver(this.sql);
  }

  createIntrospector(db: Kysely<unknown>) {
    return new PostgresIntrospector(db);
  }

  createQueryCompiler() {
    return new PostgresQueryCompiler();
  }
}
