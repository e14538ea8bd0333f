import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { startFakeGraphApi, type FakeGraphApi } from '../adapters/messaging/testing/fake-graph-api.js';
import { metaEnvelope, signedMetaRequest } from '../adapters/messaging/testing/signed-meta-webhook.js';
import { openDatabase } from '../adapters/persistence/database.js';
import { ServerProcess } from './server-process.js';

const APP_SECRET = 'bench-app-secret';
const ADMIN_PASSWORD = 'bench-admin-password';

export interface BenchEnv {
  server: ServerProcess;
  /** `comanda worker` processes, when the web server runs with --no-worker. */
  workers: ServerProcess[];
  graph: FakeGraphApi;
  restaurantId: string;
  databaseUrl: string;
  /** The SQLite file when no database was given. */
  dbFile: string;
  cleanup(): Promise<void>;
}

export interface BenchEnvOptions {
  /** A database to use (Postgres), dropped by cleanup; a fresh SQLite file by default. */
  database?: { url: string; cleanup(): Promise<void> };
  /** An empty database to use and leave as it is (the history bench seeds it itself). */
  databaseUrl?: string;
  /** Run the web server with --no-worker and this many `comanda worker` processes. */
  workers?: number;
  /** Called as each text reply reaches the fake Graph API (the steady bench times replies with it). */
  onText?: (to: string, body: string) => void;
  /** Lift the demo plan's monthly conversations (unlimitedDemoPlan), so every new customer is answered by the assistant. */
  unlimitedPlan?: boolean;
}

/** Signs in as the administrator and gives the demo restaurant a WhatsApp config; returns the session and its id. */
export async function connectDemoRestaurant(server: ServerProcess): Promise<{ cookie: string; restaurantId: string }> {
  const login = await server.send('POST', '/api/auth/admin-login', JSON.stringify({ username: 'admin', password: ADMIN_PASSWORD }), {
    'content-type': 'application/json',
  });
  const cookie = String(login.headers['set-cookie']).split(';')[0]!;
  const restaurantId = (JSON.parse((await server.send('GET', '/api/restaurants', undefined, { cookie })).body) as { id: string }[])[0]!.id;
  const config = {
    provider: 'meta',
    accessToken: 'bench-token',
    phoneNumberId: '100200300',
    appSecret: APP_SECRET,
    webhookVerifyToken: 'v',
  };
  await server.send('POST', `/api/config?restaurant=${restaurantId}`, JSON.stringify({ key: 'whatsapp_config', value: config }), {
    'content-type': 'application/json',
    cookie,
  });
  return { cookie, restaurantId };
}

/**
 * Lifts the demo restaurant's plan (silver, 1,000 conversations a month) above anything a bench
 * sends. Past the limit every new customer gets the plan's polite refusal instead of the
 * assistant: a run of 5,000 new conversations measured 900 replies and 4,100 refusals.
 */
export async function unlimitedDemoPlan(server: ServerProcess, cookie: string) {
  const plans = JSON.parse((await server.send('GET', '/api/subscription-plans')).body) as { id: string; slug: string }[];
  const silver = plans.find((plan) => plan.slug === 'silver');
  if (!silver) throw new Error('el plan silver del restaurante de demostración no existe');
  const res = await server.send(
    'PUT',
    `/api/subscription-plans/${silver.id}`,
    JSON.stringify({ ...silver, conversationsLimit: 100_000_000 }),
    {
      'content-type': 'application/json',
      cookie,
    },
  );
  if (res.status !== 200) throw new Error(`no se pudo ampliar el plan silver: ${res.status} ${res.body}`);
}

/** A fresh server whose demo restaurant sends through a fake Graph API. */
export async function benchEnvironment(port: number, options: BenchEnvOptions = {}): Promise<BenchEnv> {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-bench-'));
  const dbFile = join(dir, 'comanda.db');
  const databaseUrl = options.database?.url ?? options.databaseUrl ?? `file:${dbFile}`;
  const graph = await startFakeGraphApi({ accessToken: 'bench-token', onText: options.onText });
  const env = {
    DATABASE_URL: databaseUrl,
    COMANDA_SECRET: 'bench-secret',
    COMANDA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    META_GRAPH_URL: graph.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  };
  const split = (options.workers ?? 0) > 0;
  const server = new ServerProcess(port, env, split ? ['apps/cli/main.ts', 'serve', '--no-worker'] : undefined);
  await server.start();
  const workers = Array.from({ length: options.workers ?? 0 }, () => new ServerProcess(port, env, ['apps/cli/main.ts', 'worker']));
  for (const worker of workers) await worker.start();
  const { cookie, restaurantId } = await connectDemoRestaurant(server);
  if (options.unlimitedPlan) await unlimitedDemoPlan(server, cookie);
  return {
    server,
    workers,
    graph,
    restaurantId,
    databaseUrl,
    dbFile,
    cleanup: async () => {
      for (const worker of workers) await worker.stop();
      await server.stop();
      await graph.close();
      await options.database?.cleanup();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function metaWebhook(messages: { id: string; from: string; text: string }[]): string {
  const value = {
    contacts: messages.map((m) => ({ wa_id: m.from, profile: { name: 'Cliente' } })),
    messages: messages.map((m) => ({
      from: m.from,
      id: m.id,
      timestamp: String(Math.floor(Date.now() / 1000)),
      type: 'text',
      text: { body: m.text },
    })),
  };
  return JSON.stringify(metaEnvelope(value, { displayPhone: '5255', phoneNumberId: '100200300' }));
}

export interface SignedWebhook {
  body: string;
  headers: Record<string, string>;
}

/** Signed ahead of time, as Meta's servers do it: the bench measures the receiver, not its own HMACs. */
export const signed = (body: string): SignedWebhook => signedMetaRequest(body, APP_SECRET);

/** Posts one signed webhook; resolves with the acknowledgement time in ms, retrying like Meta until 200. */
export async function deliver(env: BenchEnv, webhook: SignedWebhook | string, retry = true): Promise<number> {
  const { body, headers } = typeof webhook === 'string' ? signed(webhook) : webhook;
  for (;;) {
    const started = performance.now();
    try {
      const res = await env.server.send('POST', `/webhooks/meta/${env.restaurantId}`, body, headers);
      if (res.status === 200) return performance.now() - started;
      if (!retry) throw new Error(`webhook ${res.status}: ${res.body}`);
    } catch (err) {
      if (!retry) throw err;
    }
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Runs `jobs` with at most `concurrency` in flight. */
export async function pool<T>(jobs: (() => Promise<T>)[], concurrency: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < jobs.length) {
        const i = next++;
        results[i] = await jobs[i]!();
      }
    }),
  );
  return results;
}

export const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;

type BenchDb = Awaited<ReturnType<typeof openDatabase>>['db'];

/** Reads the server's database while it runs (SQLite WAL allows a second reader). */
export async function readCounts(databaseUrl: string) {
  const { db, close } = await openDatabase(databaseUrl);
  try {
    const one = async (query: Promise<{ n: unknown } | undefined>) => Number((await query)?.n ?? 0);
    const messages = () => db.selectFrom('messages');
    const incoming = messages().where('direction', '=', 'incoming');
    const replies = messages().where('reply_to_id', 'is not', null);
    const inbox = db.selectFrom('inbox');
    return {
      incoming: await one(incoming.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()),
      distinctIncoming: await one(incoming.select((eb) => eb.fn.count('provider_message_id').distinct().as('n')).executeTakeFirst()),
      replies: await one(replies.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()),
      distinctReplies: await one(replies.select((eb) => eb.fn.count('reply_to_id').distinct().as('n')).executeTakeFirst()),
      // A fallback instead of the assistant's answer (the model failed, or the engine was saturated).
      failedReplies: await one(
        replies
          .where('error', 'is not', null)
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirst(),
      ),
      // Conversations the plan never took on: their customer got the plan's polite refusal, not the assistant.
      refused: await one(
        db
          .selectFrom('conversations as c')
          .select((eb) => eb.fn.countAll().as('n'))
          .where(({ not, exists, selectFrom }) =>
            not(
              exists(
                selectFrom('conversation_admissions as a')
                  .select(sql`1`.as('one'))
                  .whereRef('a.conversation_id', '=', 'c.id'),
              ),
            ),
          )
          .executeTakeFirst(),
      ),
      unanswered: await one(unansweredQuery(db)),
      unfinished: await one(
        inbox
          .select((eb) => eb.fn.countAll().as('n'))
          .where('status', 'in', ['pending', 'processing'])
          .executeTakeFirst(),
      ),
      inbox: await one(inbox.select((eb) => eb.fn.countAll().as('n')).executeTakeFirst()),
      outOfOrder: await repliesOutOfOrder(db),
    };
  } finally {
    await close();
  }
}

/**
 * Messages no reply settles: neither their own nor a later one in their conversation
 * (bubbles sent before the answer are answered together).
 */
const unansweredQuery = (db: BenchDb) =>
  db
    .selectFrom('messages as i')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('i.direction', '=', 'incoming')
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('messages as r')
            .select(sql`1`.as('one'))
            .whereRef('r.conversation_id', '=', 'i.conversation_id')
            .where('r.reply_to_id', 'is not', null)
            .whereRef('r.seq', '>', 'i.seq'),
        ),
      ),
    )
    .executeTakeFirst();

/** Replies (in the order written) must follow the inbox's arrival order in their conversation. */
async function repliesOutOfOrder(db: BenchDb) {
  const rows = await db
    .selectFrom('messages as r')
    .innerJoin('messages as i', 'i.id', 'r.reply_to_id')
    .innerJoin('inbox as a', (join) =>
      join.onRef('a.restaurant_id', '=', 'i.restaurant_id').onRef('a.provider_message_id', '=', 'i.provider_message_id'),
    )
    .select(['r.conversation_id as conversation', 'a.seq as incomingSeq'])
    .orderBy('r.seq')
    .execute();
  const lastIncoming = new Map<string, number>();
  let outOfOrder = 0;
  for (const row of rows) {
    const seq = Number(row.incomingSeq);
    if ((lastIncoming.get(row.conversation) ?? -1) > seq) outOfOrder++;
    lastIncoming.set(row.conversation, seq);
  }
  return outOfOrder;
}

/** A cheap "how many inbox items are left" for polling while the server works. */
export async function unfinishedCounter(databaseUrl: string) {
  const { db, close } = await openDatabase(databaseUrl);
  return {
    count: async () =>
      Number(
        (
          await db
            .selectFrom('inbox')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', 'in', ['pending', 'processing'])
            .executeTakeFirstOrThrow()
        ).n,
      ),
    close,
  };
}
