import { PostgresAdapter, SqliteAdapter, type Kysely } from 'kysely';

export type SqlDialect = 'sqlite' | 'postgres';

/**
 * Which engine a Kysely instance talks to. Migrations need it for the few column types
 * that have no portable spelling (an auto-incrementing integer).
 */
export function dialectOf<DB>(db: Kysely<DB>): SqlDialect {
  // getExecutor() is marked internal but typed and stable since 0.2x; the adapter class is
  // the only thing that tells the two dialects apart without running a query.
  const adapter = db.getExecutor().adapter;
  if (adapter instanceof SqliteAdapter) return 'sqlite';
  if (adapter instanceof PostgresAdapter) return 'postgres';
  throw new Error(`Unsupported Kysely dialect: ${adapter.constructor.name}`);
}
