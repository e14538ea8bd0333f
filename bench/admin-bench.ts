import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Agent, request } from 'node:http';
import { gunzipSync } from 'node:zlib';
import postgres from 'postgres';
import { startFakeGraphApi } from '../adapters/messaging/testing/fake-graph-api.js';
import { openDatabase } from '../adapters/persistence/database.js';
import { BUSY_RESTAURANT, seedRestaurantLists, seedSmallRestaurants } from './admin-seed.js';
import { ServerProcess } from './server-process.js';
import { connectDemoRestaurant, metaWebhook, percentile, signed } from './whatsapp-bench.js';

const ADMIN_PASSWORD = 'bench-admin-password';
const line = (text = '') => console.log(text);
const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 1)} ms`;
const kb = (n: number) => `${(n / 1024).toFixed(1)} KB`;

interface Raw {
  status: number;
  body: Buffer;
  headers: Record<string, string | string[] | undefined>;
  ms: number;
}

function get(port: number, agent: Agent, path: string, headers: Record<string, string>, method = 'GET', body?: string): Promise<Raw> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent,
        headers: { ...headers, ...(body ? { 'content-length': Buffer.byteLength(body) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks), headers: res.headers, ms: performance.now() - started }),
        );
      },
    );
    req.on('error', reject);
    if (body) req.write(body);
    req.end();
  });
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b);

/** One dialect: a fresh server process on `databaseUrl`, seeded, then measured. */
/** p50/p99, rows and bytes of each list endpoint (first page, search, filters, a deep cursor); returns the first page's path. */
async function measureLists(port: number, agent: Agent, q: string, h: Record<string, string>, phones: string[]): Promise<string> {
  const day = new Date(Date.now() - 86_400_000).toISOString();
  const firstConv = JSON.parse(gunzipSync((await get(port, agent, `/api/conversations?${q}&limit=1`, h)).body).toString()) as {
    id: string;
  }[];
  const endpoints: [string, string][] = [
    ['conversaciones: primera página', `/api/conversations?${q}`],
    ['conversaciones: búsqueda por nombre', `/api/conversations?${q}&search=lupita`],
    ['conversaciones: búsqueda por teléfono', `/api/conversations?${q}&search=${phones[4321]!.slice(-6)}`],
    ['conversaciones: filtro Hoy', `/api/conversations?${q}&from=${day}`],
    ['conversaciones: página 20 (cursor)', ''],
    ['pedidos: primera página', `/api/orders?${q}`],
    ['pedidos: filtro por estado', `/api/orders?${q}&status=preparing`],
    ['pedidos: filtro por fecha + estado', `/api/orders?${q}&status=pending&from=${day}`],
    ['mensajes de una conversación', `/api/messages/${firstConv[0]!.id}?${q}`],
  ];
  let cursor = '';
  for (let i = 0; i < 19; i++) {
    const page = await get(port, agent, `/api/conversations?${q}${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`, h);
    cursor = String(page.headers['x-next-cursor']);
  }
  endpoints[4]![1] = `/api/conversations?${q}&cursor=${encodeURIComponent(cursor)}`;
  for (const [name, path] of endpoints) {
    for (let i = 0; i < 20; i++) await get(port, agent, path, h);
    const times: number[] = [];
    let res!: Raw;
    for (let i = 0; i < 200; i++) {
      res = await get(port, agent, path, h);
      times.push(res.ms);
    }
    const t = sorted(times);
    const plain = res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body).length : res.body.length;
    const rows = (JSON.parse((res.headers['content-encoding'] === 'gzip' ? gunzipSync(res.body) : res.body).toString()) as unknown[])
      .length;
    line(
      `${name}: p50 ${ms(percentile(t, 50))} · p99 ${ms(percentile(t, 99))} · ${rows} filas · ${kb(res.body.length)} gzip (${kb(plain)} sin comprimir) · total ${res.headers['x-filtered-count'] ?? '-'} de ${res.headers['x-total-count'] ?? '-'}`,
    );
  }
  return endpoints[0]![1];
}

async function benchDialect(label: string, databaseUrl: string, port: number) {
  line(`== Panel a escala (${label}): 10,000 conversaciones, 100,000 mensajes y 10,000 pedidos en un restaurante, más 20 pequeños`);
  const graph = await startFakeGraphApi({ accessToken: 'bench-token' });
  const server = new ServerProcess(port, {
    DATABASE_URL: databaseUrl,
    COMANDA_SECRET: 'bench-secret',
    COMANDA_ADMIN_PASSWORD: ADMIN_PASSWORD,
    META_GRAPH_URL: graph.url,
    PUBLIC_URL: `http://127.0.0.1:${port}`,
  });
  await server.start();
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  try {
    const { cookie, restaurantId } = await connectDemoRestaurant(server);
    const seedStarted = performance.now();
    const database = await openDatabase(databaseUrl);
    const { phones } = await seedRestaurantLists(database.db, restaurantId, BUSY_RESTAURANT);
    await seedSmallRestaurants(database.db, 20);
    await database.close();
    line(`datos sembrados en ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`);

    const h = { cookie, 'accept-encoding': 'gzip' };
    const q = `restaurant=${restaurantId}`;
    const firstPage = await measureLists(port, agent, q, h, phones);
    const first = await get(port, agent, firstPage, h);
    const tag = String(first.headers.etag);
    const notModified: number[] = [];
    for (let i = 0; i < 500; i++) {
      const res = await get(port, agent, firstPage, { ...h, 'if-none-match': tag });
      if (res.status !== 304) throw new Error(`se esperaba 304, llegó ${res.status}`);
      notModified.push(res.ms);
    }
    const nm = sorted(notModified);
    line(
      `304 sin cambios (If-None-Match): p50 ${ms(percentile(nm, 50))} · p99 ${ms(percentile(nm, 99))} (metas: primera página p50 < 10 ms, 304 p50 < 2 ms, página ≤ 50 KB)`,
    );

    for (const tabs of [200, 400, 800]) line(await pollingTabs(port, agent, q, cookie, restaurantId, tabs));
    line(await exportWhileServing(port, agent, q, cookie, restaurantId));
  } finally {
    agent.destroy();
    await server.stop();
    await graph.close();
  }
}

/**
 * `tabs` operator tabs polling as the SPA does (conversations 3 s, live feed 5 s, orders 10 s,
 * each with its ETag), staggered, for 15 s, while a customer writes every second (3,600 messages an hour).
 */
async function pollingTabs(port: number, agent: Agent, q: string, cookie: string, restaurantId: string, tabs: number) {
  const seconds = 15;
  const polls: [string, number][] = [
    [`/api/conversations?${q}`, 3000],
    [`/api/conversations/recent?${q}`, 5000],
    [`/api/orders?${q}`, 10_000],
  ];
  const times: number[] = [];
  let changed = 0;
  let failures = 0;
  const end = Date.now() + seconds * 1000;
  const cpuBefore = await serverCpu(port);
  const tab = async (t: number) => {
    const tags = new Map<string, string>();
    await Promise.all(
      polls.map(async ([path, every]) => {
        await new Promise((r) => setTimeout(r, Math.random() * every));
        while (Date.now() < end) {
          const started = Date.now();
          const res = await get(port, agent, path, {
            cookie,
            'accept-encoding': 'gzip',
            ...(tags.has(path) ? { 'if-none-match': tags.get(path)! } : {}),
          }).catch(() => null);
          if (!res || (res.status !== 200 && res.status !== 304)) failures++;
          else {
            times.push(res.ms);
            if (res.status === 200) {
              changed++;
              tags.set(path, String(res.headers.etag));
            }
          }
          await new Promise((r) => setTimeout(r, Math.max(0, every - (Date.now() - started))));
        }
      }),
    );
    return t;
  };
  let n = 0;
  const writer = (async () => {
    while (Date.now() < end) {
      const body = signed(
        metaWebhook([
          { id: `wamid.poll.${tabs}.${n}`, from: `5215599${String(n % 100).padStart(6, '0')}`, text: 'Quiero 2 tacos al pastor' },
        ]),
      );
      n++;
      await get(port, agent, `/webhooks/meta/${restaurantId}`, body.headers, 'POST', body.body).catch(() => failures++);
      await new Promise((r) => setTimeout(r, 1000));
    }
  })();
  await Promise.all([...Array.from({ length: tabs }, (_, t) => tab(t)), writer]);
  const cpu = cpuBefore === null ? null : ((await serverCpu(port))! - cpuBefore) / (seconds * 1000);
  const t = sorted(times);
  return `${tabs} pestañas sondeando ${seconds} s: ${times.length} peticiones (${changed} con cambios), p50 ${ms(percentile(t, 50))} · p99 ${ms(percentile(t, 99))}, ${failures} fallos${cpu === null ? '' : `, CPU del servidor ${(cpu * 100).toFixed(0)}%`} (meta ≥ 200 pestañas)`;
}

/** CPU milliseconds the server process has used, from /proc (null off Linux). */
async function serverCpu(port: number): Promise<number | null> {
  try {
    const { execSync } = await import('node:child_process');
    const pid = execSync(`ss -ltnpH 'sport = :${port}'`)
      .toString()
      .match(/pid=(\d+)/)?.[1];
    if (!pid) return null;
    const { readFileSync } = await import('node:fs');
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return null;
  }
}

/** The JSON export of the big restaurant, read to the end while /healthz and signed webhooks keep arriving. */
async function exportWhileServing(port: number, agent: Agent, q: string, cookie: string, restaurantId: string) {
  const side = new Agent({ keepAlive: true, maxSockets: 8 });
  let done = false;
  const health: number[] = [];
  const hooks: number[] = [];
  const started = performance.now();
  const exported = get(port, side, `/api/data/export-conversations?${q}`, { cookie, 'accept-encoding': 'gzip' }).finally(
    () => (done = true),
  );
  let n = 0;
  while (!done) {
    health.push((await get(port, agent, '/healthz', {})).ms);
    const body = signed(metaWebhook([{ id: `wamid.export.${n}`, from: `5215588${String(n % 50).padStart(6, '0')}`, text: 'hola' }]));
    n++;
    const hook = await get(port, agent, `/webhooks/meta/${restaurantId}`, body.headers, 'POST', body.body);
    if (hook.status !== 200) throw new Error(`webhook ${hook.status}`);
    hooks.push(hook.ms);
    await new Promise((r) => setTimeout(r, 10));
  }
  const res = await exported;
  const seconds = (performance.now() - started) / 1000;
  const plain = gunzipSync(res.body);
  const conversations = (JSON.parse(plain.toString()) as unknown[]).length;
  side.destroy();
  const hs = sorted(health);
  const ws = sorted(hooks);
  return [
    `exportación JSON: ${conversations} conversaciones, ${(plain.length / 1048576).toFixed(1)} MB (${(res.body.length / 1048576).toFixed(1)} MB gzip) en ${seconds.toFixed(1)} s`,
    `durante la exportación: /healthz p50 ${ms(percentile(hs, 50))} · p99 ${ms(percentile(hs, 99))} (${hs.length}); webhook firmado p50 ${ms(percentile(ws, 50))} · p99 ${ms(percentile(ws, 99))} (${ws.length}) (meta p99 < 100 ms)`,
  ].join('\n');
}

export async function adminBench() {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-admin-bench-'));
  try {
    await benchDialect('SQLite', `file:${join(dir, 'comanda.db')}`, 31601);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  const base = process.env.COMANDA_BENCH_POSTGRES_URL;
  if (!base) {
    line('== Postgres: omitido (define COMANDA_BENCH_POSTGRES_URL=postgres://…/una_base_propia)');
    return;
  }
  // A schema of its own inside that database, dropped afterwards: nothing else is touched.
  const schema = `bench_admin_${Date.now().toString(36)}`;
  const admin = postgres(base, { onnotice: () => {}, max: 1 });
  await admin.unsafe(`create schema "${schema}"`);
  try {
    const url = new URL(base);
    url.searchParams.set('search_path', schema);
    await benchDialect('PostgreSQL', url.toString(), 31602);
  } finally {
    await admin.unsafe(`drop schema "${schema}" cascade`);
    await admin.end();
  }
}
