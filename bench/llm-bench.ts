import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import { FakeOpenAi, type FakeReply, type RecordedRequest } from '../adapters/ai/openai/testing/fake-openai.js';
import { startFakeGraphApi } from '../adapters/messaging/testing/fake-graph-api.js';
import { createContainer } from '../apps/server/container.js';
import { testSettings } from '../apps/server/testing/test-server.js';
import { resolve, TOKENS } from '../apps/server/tokens.js';
import { ADMIN_USER_ID } from '../core/tenancy/user.js';
import { ServerProcess } from './server-process.js';
import { normalizePhone } from '../core/shared/phone.js';
import { metaWebhook, percentile, pool, signed } from './whatsapp-bench.js';

const MODEL_MS = 1000;
const RESTAURANTS = 10;
const CUSTOMERS = 200;
const SECRET = 'bench-secret';
const APP_SECRET = 'bench-app-secret';

export interface Database {
  url: string;
  cleanup(): Promise<void>;
}

export function sqliteDatabase(): Database {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-llm-'));
  return { url: `file:${join(dir, 'comanda.db')}`, cleanup: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** A fresh schema in the given PostgreSQL database, dropped afterwards. */
export async function postgresDatabase(baseUrl: string): Promise<Database> {
  const schema = `bench_${Date.now().toString(36)}`;
  const admin = postgres(baseUrl, { onnotice: () => {} });
  await admin.unsafe(`create schema ${schema}`);
  const url = new URL(baseUrl);
  url.searchParams.set('search_path', schema);
  return {
    url: url.toString(),
    cleanup: async () => {
      await admin.unsafe(`drop schema ${schema} cascade`);
      await admin.end({ timeout: 1 });
    },
  };
}

/** Ten restaurants, each with its own OpenAI key (so one can be made to hang) and Meta number. */
async function prepare(databaseUrl: string): Promise<string[]> {
  const { container, close } = await createContainer({ ...testSettings({ databaseUrl, secret: SECRET, runWorker: false }) });
  try {
    await resolve(container, TOKENS.Seed)();
    const creator = resolve(container, TOKENS.RestaurantCreator);
    const config = resolve(container, TOKENS.Config);
    const ids: string[] = [];
    for (let i = 0; i < RESTAURANTS; i++) {
      const restaurant = await creator.create({ name: `Taquería ${i}`, subdomain: `taqueria-llm-${i}` }, ADMIN_USER_ID);
      await config.write(restaurant.id, 'whatsapp_config', {
        provider: 'meta',
        accessToken: 'bench-token',
        phoneNumberId: `10020030${i}`,
        appSecret: APP_SECRET,
      });
      await config.write(restaurant.id, 'openai_config', { apiKey: `sk-bench-${i}` });
      ids.push(restaurant.id);
    }
    return ids;
  } finally {
    await close();
  }
}

export interface LlmBenchResult {
  /** Wall time until every customer had a reply, in model calls (1 s each). */
  wallMultiple: number;
  p99Ms: number;
  /** With restaurant 0's model hanging: the other restaurants' p99 reply time. */
  bystanderP99Ms: number;
  bystanderReplies: number;
  /** When each model call of the first round reached the fake OpenAI, in ms after the first webhook, sorted. */
  modelCallStartsMs: number[];
}

/** A second's answer; restaurant 0's key never gets one while `hanging`. */
const modelReply = (request: RecordedRequest, hanging: boolean): FakeReply =>
  hanging && request.headers.authorization === 'Bearer sk-bench-0'
    ? { kind: 'text', content: 'tarde', delayMs: 600_000 }
    : { kind: 'text', content: '¡Con gusto! ¿Qué más se te antoja?', delayMs: MODEL_MS };

/** 200 customers of 10 restaurants write at once to a server whose model takes 1 s a reply. */
export async function benchLlm(database: Database, port: number): Promise<LlmBenchResult> {
  const ai = await FakeOpenAi.start();
  let hanging = false;
  const modelCalls: number[] = [];
  ai.respond = (request) => {
    modelCalls.push(performance.now());
    return modelReply(request, hanging);
  };
  const repliedAt = new Map<string, number>();
  // Replies go to the stored (normalised, +521…) number, whatever form the customer wrote from.
  const graph = await startFakeGraphApi({ onText: (to) => repliedAt.set(normalizePhone(to), performance.now()) });
  const ids = await prepare(database.url);
  const server = new ServerProcess(port, {
    DATABASE_URL: database.url,
    COMANDA_SECRET: SECRET,
    META_GRAPH_URL: graph.url,
    OPENAI_BASE_URL: ai.baseURL,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  await server.start();
  try {
    const round = async (tag: string) => {
      const customers = Array.from({ length: CUSTOMERS }, (_, i) => {
        const from = `52155${tag}${String(i).padStart(6, '0')}`;
        return { restaurant: i % RESTAURANTS, from, phone: normalizePhone(from) };
      });
      const bodies = customers.map((c, i) =>
        signed(metaWebhook([{ id: `wamid.llm.${tag}.${i}`, from: c.from, text: 'Quiero 2 tacos al pastor' }])),
      );
      const sentAt = new Map<string, number>();
      const started = performance.now();
      await pool(
        customers.map((c, i) => async () => {
          sentAt.set(c.phone, performance.now());
          const res = await server.send('POST', `/webhooks/meta/${ids[c.restaurant]}`, bodies[i]!.body, bodies[i]!.headers);
          if (res.status !== 200) throw new Error(`webhook ${res.status}: ${res.body}`);
        }),
        CUSTOMERS,
      );
      return { customers, sentAt, started };
    };
    const waitFor = async (phones: string[], timeoutMs: number) => {
      const deadline = performance.now() + timeoutMs;
      while (phones.some((p) => !repliedAt.has(p)) && performance.now() < deadline) await new Promise((r) => setTimeout(r, 20));
    };
    const latencies = (phones: string[], sentAt: Map<string, number>) =>
      phones
        .filter((p) => repliedAt.has(p))
        .map((p) => repliedAt.get(p)! - sentAt.get(p)!)
        .sort((a, b) => a - b);

    const first = await round('1');
    const phones = first.customers.map((c) => c.phone);
    await waitFor(phones, 60_000);
    const done = latencies(phones, first.sentAt);
    const wall = Math.max(...phones.map((p) => repliedAt.get(p) ?? Infinity)) - first.started;

    const modelCallStartsMs = modelCalls.map((at) => at - first.started).sort((a, b) => a - b);
    hanging = true;
    const second = await round('2');
    const bystanders = second.customers.filter((c) => c.restaurant !== 0).map((c) => c.phone);
    await waitFor(bystanders, 60_000);
    const others = latencies(bystanders, second.sentAt);
    return {
      wallMultiple: wall / MODEL_MS,
      p99Ms: done.length === phones.length ? percentile(done, 99) : Infinity,
      bystanderP99Ms: others.length === bystanders.length ? percentile(others, 99) : Infinity,
      bystanderReplies: others.length,
      modelCallStartsMs,
    };
  } finally {
    await server.stop();
    await graph.close();
    await ai.close();
    await database.cleanup();
  }
}
