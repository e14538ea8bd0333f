import { randomBytes } from 'node:crypto';
import { describe } from 'vitest';
import type { Kysely } from 'kysely';
import postgres from 'postgres';
import { openDatabase } from '../database.js';
import type { SqlDialect } from '../dialect.js';
import { migrateToLatest } from '../migrations/migrate.js';
import type { Schema } from '../schema.js';

/*
 * Modelled on kysely's test-setup: every SQL-only contract file runs `describeDialects(…)`;
 * suites of ports with an in-memory fake run `describeContract(…)` (implementations.ts).
 * SQLite always; Postgres only when COMANDA_TEST_POSTGRES_URL points at a server.
 */
export interface TestDatabase {
  db: Kysely<Schema>;
  dialect: SqlDialect;
  /** Empties every table, children first, so each test starts from nothing. */
  wipe(): Promise<void>;
  close(): Promise<void>;
}

export interface TestDialect {
  name: SqlDialect;
  /** A fresh, migrated database that no other test file can see. */
  open(): Promise<TestDatabase>;
}

const POSTGRES_URL = process.env.COMANDA_TEST_POSTGRES_URL;

const TABLES_CHILDREN_FIRST = [
  'trial_claims',
  'billing_customers',
  'billing_checkouts',
  'billing_links',
  'billing_processed_events',
  'ai_usage',
  'change_versions',
  'config_entries',
  'carts',
  'inbox',
  'messages',
  'order_changes',
  'orders',
  'conversations',
  'menu_items',
  'subscription_plans',
  'restaurant_members',
  'restaurants',
  'sessions',
  'users',
] as const;

async function wipe(db: Kysely<Schema>) {
  for (const table of TABLES_CHILDREN_FIRST) await db.deleteFrom(table).execute();
}

const sqlite: TestDialect = {
  name: 'sqlite',
  async open() {
    const { db, dialect, close } = await openDatabase(':memory:');
    await migrateToLatest(db);
    return { db, dialect, wipe: () => wipe(db), close };
  },
};

/** Each file gets its own schema (search_path set as a startup parameter), dropped afterwards. */
export async function openIsolatedPostgres(baseUrl: string) {
  const schema = `comanda_test_${randomBytes(6).toString('hex')}`;
  const admin = postgres(baseUrl, { onnotice: () => {}, max: 1 });
  await admin.unsafe(`create schema "${schema}"`);
  const url = new URL(baseUrl);
  url.searchParams.set('search_path', schema);
  const database = await openDatabase(url.toString());
  return {
    ...database,
    async close() {
      await database.close();
      await admin.unsafe(`drop schema "${schema}" cascade`);
      await admin.end();
    },
  };
}

const postgresDialect = (baseUrl: string): TestDialect => ({
  name: 'postgres',
  async open() {
    const { db, dialect, close } = await openIsolatedPostgres(baseUrl);
    await migrateToLatest(db);
    return { db, dialect, wipe: () => wipe(db), close };
  },
});

export const DIALECTS: TestDialect[] = [sqlite, ...(POSTGRES_URL ? [postgresDialect(POSTGRES_URL)] : [])];
export { POSTGRES_URL };

export const POSTGRES_SKIPPED = 'skipped: set COMANDA_TEST_POSTGRES_URL to run it';

const unavailablePostgres: TestDialect = {
  name: 'postgres',
  open: () => Promise.reject(new Error(`postgres: ${POSTGRES_SKIPPED}`)),
};

/**
 * Runs a SQL-only suite on every dialect: SQLite always, Postgres when configured. Without
 * COMANDA_TEST_POSTGRES_URL the Postgres run is listed as skipped with the reason in its name,
 * so a green run never hides that half the contract went unchecked.
 */
export function describeDialects(title: string, body: (dialect: TestDialect) => void) {
  for (const dialect of DIALECTS) describe(`${dialect.name}: ${title}`, () => body(dialect));
  if (!POSTGRES_URL) describe.skip(`postgres: ${title} (${POSTGRES_SKIPPED})`, () => body(unavailablePostgres));
}
