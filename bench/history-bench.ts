import { sql } from 'kysely';
import postgres from 'postgres';
import { openDatabase } from '../adapters/persistence/database.js';
import { seedHistory } from '../adapters/persistence/testing/seed-history.js';
import { benchEnvironment, deliver, metaWebhook, percentile, pool, signed, type BenchEnv } from './whatsapp-bench.js';

/** The load: 6,000 signed messages from 300 customers, offline engine. */
const MESSAGES = 6000;
const CUSTOMERS = 300;
const DRAIN_LIMIT_MS = 10 * 60_000;

export interface HistoryRun {
  label: string;
  ingestPerSecond: number;
  ackP99Ms: number;
  /** Replies per second from the first delivery until the inbox is empty; null when it did not drain in time. */
  drainPerSecond: number | null;
  unfinished: number;
}

const phone = (i: number) => `52155${String(i % CUSTOMERS).padStart(8, '0')}`;

async function unfinished(databaseUrl: string) {
  const { db, close } = await openDatabase(databaseUrl);
  try {
    const row = await db
      .selectFrom('inbox')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', 'in', ['pending', 'processing'])
      .executeTakeFirst();
    return Number(row?.n ?? 0);
  } finally {
    await close();
  }
}

async function waitForDrain(databaseUrl: string, deadline: number) {
  let left = await unfinished(databaseUrl);
  while (left > 0 && Date.now() < deadline) {
    await new Promise((r) => setTimeout(r, 250));
    left = await unfinished(databaseUrl);
  }
  return left;
}

/** Seeds the demo restaurant's past (a year: `history` conversations, 10 messages each, `history` orders). */
async function seed(databaseUrl: string, restaurantId: string, history: number) {
  const { db, dialect, close } = await openDatabase(databaseUrl);
  try {
    // The inbox keeps a month of done rows: a month of the year's customer messages.
    await seedHistory(db, restaurantId, {
      conversations: history,
      messagesPerConversation: 10,
      orders: history,
      inboxDone: Math.round((history * 5) / 12),
    });
    // What autovacuum does to a table that grew; SQLite has no statistics unless asked, as in production.
    if (dialect === 'postgres') await sql`analyze`.execute(db);
  } finally {
    await close();
  }
}

async function load(env: BenchEnv, databaseUrl: string, label: string): Promise<HistoryRun> {
  const message = (i: number) => metaWebhook([{ id: `wamid.history-bench.${i}`, from: phone(i), text: 'Quiero 2 tacos al pastor' }]);
  // One message per customer first, answered before the clock starts: both runs begin with the same 300 conversations.
  await pool(
    Array.from({ length: CUSTOMERS }, (_, i) => () => deliver(env, message(1_000_000 + i))),
    16,
  );
  await waitForDrain(databaseUrl, Date.now() + DRAIN_LIMIT_MS);
  const bodies = Array.from({ length: MESSAGES }, (_, i) => signed(message(i)));
  const started = performance.now();
  // Retrying like Meta: a keep-alive socket the server closed while the warm-up drained is reset, not a failure.
  const latencies = await pool(
    bodies.map((b) => () => deliver(env, b)),
    32,
  );
  const ingestSeconds = (performance.now() - started) / 1000;
  const left = await waitForDrain(databaseUrl, Date.now() + DRAIN_LIMIT_MS);
  const drainSeconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    label,
    ingestPerSecond: MESSAGES / ingestSeconds,
    ackP99Ms: percentile(latencies, 99),
    drainPerSecond: left === 0 ? MESSAGES / drainSeconds : null,
    unfinished: left,
  };
}

/** A Postgres database of our own, emptied for the run: `base` names it, the run adds a suffix. */
async function freshPostgres(base: string, suffix: string) {
  const url = new URL(base);
  const name = `${url.pathname.slice(1) || 'comanda_bench'}_${suffix}`;
  const admin = postgres({
    host: url.hostname,
    port: Number(url.port || 5432),
    user: decodeURIComponent(url.username || 'postgres'),
    password: decodeURIComponent(url.password) || undefined,
    database: 'postgres',
    onnotice: () => {},
    max: 1,
  });
  try {
    await admin.unsafe(`drop database if exists "${name}" with (force)`);
    await admin.unsafe(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  url.pathname = `/${name}`;
  return url.toString();
}

/** The same load on a fresh restaurant and on one with `history` conversations behind it. */
export async function historyBench(
  options: { history: number; port: number; postgresUrl?: string },
  report: (run: HistoryRun) => void = () => {},
): Promise<HistoryRun[]> {
  const runs: HistoryRun[] = [];
  for (const seeded of [false, true]) {
    const label = seeded ? `con historial (${options.history} conversaciones)` : 'restaurante nuevo';
    const databaseUrl = options.postgresUrl ? await freshPostgres(options.postgresUrl, seeded ? 'seeded' : 'fresh') : undefined;
    const env = await benchEnvironment(options.port, { databaseUrl });
    try {
      const url = databaseUrl ?? `file:${env.dbFile}`;
      if (seeded) await seed(url, env.restaurantId, options.history);
      runs.push(await load(env, url, label));
      report(runs[runs.length - 1]!);
    } finally {
      await env.cleanup();
    }
  }
  return runs;
}
