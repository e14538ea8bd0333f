/**
 * `npm run bench`: prints the figures the issues set targets for. Never run by the tests:
 * this machine is shared and noisy, so timings are read by people, not asserted.
 */
import { loadavg } from 'node:os';
import { benchOfflineMedianMs } from '../eval/bench-offline.js';
import { adminBench } from './admin-bench.js';
import { abuseBench } from './abuse-bench.js';
import { longMessageBench } from './long-message-bench.js';
import { bundleReport } from './bundle-size.js';
import { historyBench } from './history-bench.js';
import { benchLlm, postgresDatabase, sqliteDatabase, type Database } from './llm-bench.js';
import { sqlPerMessage } from './sql-per-message.js';
import { describeRun, ingestAgainstBareHono, searchRate, steadyRun, type SteadyCustomers } from './steady-bench.js';
import { unfinishedCounter, benchEnvironment, deliver, metaWebhook, percentile, pool, readCounts, signed } from './whatsapp-bench.js';

// `npm run bench ingest --history 10000` reaches us as `ingest 10000` with npm_config_history set.
const args = process.argv.slice(2);
const flag = (name: string) => {
  const at = args.indexOf(`--${name}`);
  return at === -1 ? undefined : args.splice(at, 2)[1];
};
const rateArg = flag('rate');
const secondsArg = flag('seconds');
const customersArg = flag('customers');
const dbArg = flag('db');
const searchArg = flag('search');
const ingestArg = flag('ingest');
const historyArg = flag('history') ?? (process.env.npm_config_history ? args.find((a) => /^\d+$/.test(a)) : undefined);
const postgresArg =
  flag('postgres') ??
  (process.env.npm_config_postgres ? args.find((a) => /^postgres(ql)?:\/\//.test(a)) : undefined) ??
  process.env.COMANDA_BENCH_POSTGRES_URL;
const only = args.filter((a) => !/^\d+$/.test(a) && !/^postgres(ql)?:\/\//.test(a));
const wanted = (name: string) => only.length === 0 || only.includes(name);
const line = (text = '') => console.log(text);

async function offline() {
  line('== Motor offline (asistente sin API key)');
  line(`mediana por mensaje: ${(await benchOfflineMedianMs()).toFixed(2)} ms (meta < 20 ms)`);
}

async function ingest() {
  line('== Recepción de webhooks de Meta firmados (SQLite, loopback, el worker respondiendo a la vez)');
  const env = await benchEnvironment(PORT_BASE + 1);
  try {
    const total = 6000;
    const message = (i: number) =>
      metaWebhook([{ id: `wamid.ingest.${i}`, from: `52155${String(i % 500).padStart(8, '0')}`, text: 'Quiero 2 tacos al pastor' }]);
    await pool(
      Array.from({ length: 300 }, (_, i) => () => deliver(env, message(1_000_000 + i), false)),
      16,
    );
    const bodies = Array.from({ length: total }, (_, i) => signed(message(i)));
    const started = performance.now();
    const latencies = await pool(
      bodies.map((b) => () => deliver(env, b, false)),
      32,
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    line(`${total} mensajes en ${seconds.toFixed(2)} s: ${Math.round(total / seconds)} mensajes/s (meta ≥ 2500)`);
    line(`acuse p50 ${percentile(latencies, 50).toFixed(1)} ms · p99 ${percentile(latencies, 99).toFixed(1)} ms (meta p99 < 50 ms)`);
    const counts = await readCounts(env.databaseUrl);
    line(`respuestas ya escritas por el worker durante la prueba: ${counts.replies}`);
    // The backlog left after the burst, answered with nobody writing (offline engine). Polled
    // lightly: the fake Graph API answering the replies lives in this process.
    // Bubbles a customer sent before being answered are answered together, so messages and
    // replies are counted apart: every message is settled, by its own reply or a later one.
    const drainStart = performance.now();
    const unfinished = await unfinishedCounter(env.databaseUrl);
    const backlog = await unfinished.count();
    while ((await unfinished.count()) > 0 && performance.now() - drainStart < 120_000) await new Promise((r) => setTimeout(r, 250));
    const left = await unfinished.count();
    await unfinished.close();
    const drained = (await readCounts(env.databaseUrl)).replies - counts.replies;
    const drainSeconds = (performance.now() - drainStart) / 1000;
    line(
      `bandeja vaciada tras la ráfaga: ${backlog - left} mensajes en ${drainSeconds.toFixed(2)} s = ${Math.round((backlog - left) / drainSeconds)} mensajes/s (meta ≥ 1000), ` +
        `con ${drained} respuestas = ${Math.round(drained / drainSeconds)} respuestas/s (los mensajes seguidos de un cliente se contestan juntos)`,
    );
  } finally {
    await env.cleanup();
  }
}

async function exactlyOnce() {
  line('== Exactamente una vez: 10,000 mensajes, 500 conversaciones, 20% duplicados, SIGKILL a la mitad (SQLite, un proceso)');
  await exactlyOnceRun(await benchEnvironment(PORT_BASE + 2), 'server');
  if (!POSTGRES_URL) return line('(PostgreSQL: define COMANDA_BENCH_POSTGRES_URL para medirlo con dos workers)');
  line('== Exactamente una vez en PostgreSQL: `serve --no-worker` y dos `comanda worker`, SIGKILL a un worker a la mitad');
  await exactlyOnceRun(await benchEnvironment(PORT_BASE + 3, { database: await postgresDatabase(POSTGRES_URL), workers: 2 }), 'worker');
}

async function exactlyOnceRun(env: Awaited<ReturnType<typeof benchEnvironment>>, kill: 'server' | 'worker') {
  try {
    const unique = 10_000;
    const messages = Array.from({ length: unique }, (_, i) => ({
      id: `wamid.once.${i}`,
      from: `52156${String(i % 500).padStart(8, '0')}`,
      text: i % 3 ? 'hola' : 'quiero una horchata',
    }));
    // Duplicates arrive later, as Meta's retries do; each conversation's own messages keep their order.
    const deliveries = [...messages, ...messages.filter((_, i) => i % 5 === 0)];
    const half = Math.floor(deliveries.length / 2);
    await pool(
      deliveries.slice(0, half).map((m) => () => deliver(env, metaWebhook([m]))),
      8,
    );
    const before = await readCounts(env.databaseUrl);
    const victim = kill === 'server' ? env.server : env.workers[0]!;
    victim.kill();
    line(`SIGKILL (${kill}) con ${before.inbox} mensajes en la bandeja y ${before.replies} respuestas escritas; reinicio…`);
    await victim.start();
    await pool(
      deliveries.slice(half).map((m) => () => deliver(env, metaWebhook([m]))),
      8,
    );
    const deadline = Date.now() + 10 * 60_000;
    let counts = await readCounts(env.databaseUrl);
    while ((counts.unfinished > 0 || counts.unanswered > 0) && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 1000));
      counts = await readCounts(env.databaseUrl);
    }
    const sends = env.graph.requests.filter((r) => r.method === 'POST' && JSON.parse(r.rawBody).type === 'text').length;
    line(`entregas enviadas al webhook: ${deliveries.length} (${deliveries.length - unique} duplicadas)`);
    line(`mensajes guardados: ${counts.incoming} (distintos ${counts.distinctIncoming}, esperados ${unique})`);
    line(
      `respuestas escritas: ${counts.replies} (a mensajes distintos ${counts.distinctReplies}; los mensajes seguidos de un cliente se contestan juntos)`,
    );
    line(`mensajes sin respuesta propia ni posterior (perdidos): ${counts.unanswered}`);
    line(`respuestas entregadas a WhatsApp: ${sends} (reenviadas tras el SIGKILL: ${sends - counts.replies})`);
    line(`respuestas fuera de orden en su conversación: ${counts.outOfOrder}; pendientes: ${counts.unfinished}`);
  } finally {
    await env.cleanup();
  }
}

async function bundles() {
  line('== JavaScript inicial (gzip)');
  for (const row of await bundleReport())
    line(`${row.route}: ${(row.gzipBytes / 1024).toFixed(1)} KB en ${row.files} archivos (meta < 200 KB)`);
}

async function abuse() {
  line('== Abuso: inicios de sesión falsos y cuerpos hostiles (SQLite, loopback, scrypt con el costo de OWASP)');
  await abuseBench(31110, line);
  line('== Abuso: un menú de 2,000 productos pegado en mensajes de 4,096 caracteres (motor offline en su pool de hilos)');
  await longMessageBench(PORT_BASE + 7, line);
}

async function history(size: number) {
  const engines = postgresArg ? [{ name: 'PostgreSQL', url: postgresArg }] : [{ name: 'SQLite', url: undefined }];
  for (const engine of engines) {
    line(
      `== Historial (${engine.name}): 6000 mensajes de 300 clientes, restaurante nuevo vs ${size} conversaciones / ${size * 10} mensajes / ${size} pedidos`,
    );
    const runs = await historyBench({ history: size, port: 31500, postgresUrl: engine.url }, (run) => {
      const drain =
        run.drainPerSecond === null ? `sin terminar (${run.unfinished} pendientes)` : `${run.drainPerSecond.toFixed(1)} mensajes/s`;
      line(
        `${run.label}: recepción ${Math.round(run.ingestPerSecond)} mensajes/s · acuse p99 ${run.ackP99Ms.toFixed(1)} ms · vaciado ${drain}`,
      );
    });
    const [fresh, seeded] = runs;
    if (fresh?.drainPerSecond && seeded?.drainPerSecond)
      line(`vaciado con historial / nuevo: ${((seeded.drainPerSecond / fresh.drainPerSecond) * 100).toFixed(0)}% (meta ≥ 90%)`);
  }
}

const historySize = historyArg ? Number(historyArg) : 10_000;
if (!Number.isInteger(historySize) || historySize < 1) throw new Error(`--history espera un número de conversaciones, no "${historyArg}"`);

async function sql() {
  line('== Sentencias SQL por mensaje (motor offline, canal Meta falso, reclamo y cierre incluidos)');
  const { perMessage, replies } = await sqlPerMessage();
  line(`${perMessage.toFixed(1)} sentencias por mensaje, cada uno con su respuesta (${replies} respuestas)`);
  const burst = await sqlPerMessage(40, { burst: true });
  line(`${burst.perMessage.toFixed(1)} sentencias por mensaje cuando cada cliente escribió 4 seguidos (${burst.replies} respuestas)`);
  if (!POSTGRES_URL) return;
  const database = await postgresDatabase(POSTGRES_URL);
  try {
    const onPostgres = await sqlPerMessage(40, { databaseUrl: database.url });
    line(
      `PostgreSQL: ${onPostgres.perMessage.toFixed(1)} sentencias por mensaje, cada uno con su respuesta (${onPostgres.replies} respuestas)`,
    );
  } finally {
    await database.cleanup();
  }
}

/** PostgreSQL for the benchmarks that run on both dialects; unset = SQLite only. */
const POSTGRES_URL = postgresArg || process.env.COMANDA_TEST_POSTGRES_URL;
/** Ports of the servers the benchmarks start (several engineers may bench on one machine). */
const PORT_BASE = Number(process.env.COMANDA_BENCH_PORT ?? 3900);

async function llm() {
  const dialects: [string, () => Promise<Database>][] = [['SQLite', async () => sqliteDatabase()]];
  if (POSTGRES_URL) dialects.push(['PostgreSQL', () => postgresDatabase(POSTGRES_URL)]);
  for (const [name, open] of dialects) {
    line(`== Modelo lento (OpenAI falso, 1,000 ms por llamada): 200 clientes de 10 restaurantes escriben a la vez (${name})`);
    const r = await benchLlm(await open(), PORT_BASE + 10);
    line(`todos respondidos en ${r.wallMultiple.toFixed(2)}× una llamada al modelo (meta ≤ 3×); p99 ${(r.p99Ms / 1000).toFixed(2)} s`);
    line(
      `con el modelo de un restaurante colgado: p99 de los otros ${(r.bystanderP99Ms / 1000).toFixed(2)} s = ${(r.bystanderP99Ms / 1000).toFixed(2)}× (meta ≤ 3×), ${r.bystanderReplies}/180 respondidos`,
    );
  }
  if (!POSTGRES_URL) line('(PostgreSQL: define COMANDA_BENCH_POSTGRES_URL para medirlo también)');
}

/**
 * `npm run bench -- steady [--rate 500] [--seconds 60] [--customers new|returning|both]
 * [--db sqlite|postgres|both] [--search on|off] [--ingest on|off]`: a steady rate of signed webhooks, reply
 * waits as customers feel them, the highest rate whose reply p99 stays under 500 ms, and
 * ingest against a bare Hono server.
 */
async function steady() {
  const rate = Number(rateArg ?? 500);
  const seconds = Number(secondsArg ?? 60);
  if (!(rate > 0) || !(seconds > 0)) throw new Error('--rate y --seconds esperan números positivos');
  const customers: SteadyCustomers[] = customersArg === 'new' || customersArg === 'returning' ? [customersArg] : ['new', 'returning'];
  const dbs = dbArg === 'sqlite' ? ['sqlite'] : dbArg === 'postgres' ? ['postgres'] : ['sqlite', 'postgres'];
  const port = PORT_BASE + 20;
  for (const db of dbs) {
    const postgresUrl = db === 'postgres' ? POSTGRES_URL : undefined;
    if (db === 'postgres' && !postgresUrl) {
      line('(PostgreSQL: define COMANDA_BENCH_POSTGRES_URL para medirlo con `serve --no-worker` y dos `comanda worker`)');
      continue;
    }
    const engine = postgresUrl ? 'PostgreSQL, `serve --no-worker` + dos `comanda worker`' : 'SQLite, un proceso';
    for (const who of customers) {
      const label = who === 'new' ? 'clientes nuevos (una conversación nueva por mensaje)' : '500 clientes que ya escribieron';
      line(`== Hora de la comida (${engine}): ${rate} mensajes/s durante ${seconds} s, ${label}; carga ${loadAverage()}`);
      line(describeRun(rate, await steadyRun({ rate, seconds, customers: who, postgresUrl, port })));
    }
    if (searchArg !== 'off') {
      line(`== Tasa más alta con respuesta p99 < 500 ms (${engine}, clientes nuevos, pruebas de 10 s); carga ${loadAverage()}`);
      const best = await searchRate(
        { seconds: Math.min(10, seconds), customers: 'new', postgresUrl, port },
        { from: Math.min(rate, 100), ceiling: Math.max(rate, 500) },
        (r, result) => line(`  ${describeRun(r, result)}`),
      );
      line(`tasa más alta con respuesta p99 < 500 ms: ${best} mensajes/s (meta ≥ 500)`);
    }
    if (ingestArg === 'off') continue;
    line(`== Recepción frente a un Hono vacío (${engine}, 32 en vuelo, 6,000 webhooks); carga ${loadAverage()}`);
    const ingest = await ingestAgainstBareHono(port, postgresUrl);
    line(
      `Comanda ${Math.round(ingest.comanda)} mensajes/s · Hono vacío ${Math.round(ingest.bare)} mensajes/s = ${((ingest.comanda / ingest.bare) * 100).toFixed(0)}% (meta ≥ 25%)`,
    );
  }
}

const loadAverage = () =>
  loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

if (wanted('sql')) await sql();
if (wanted('llm')) await llm();
if (wanted('offline')) await offline();
if (wanted('bundle')) await bundles();
if (wanted('ingest') && !historyArg) await ingest();
if ((wanted('ingest') && historyArg) || only.includes('history')) await history(historySize);
if (wanted('once')) await exactlyOnce();
// Not in the default run: it seeds 10,000 conversations twice and polls for a minute.
if (only.includes('admin')) await adminBench();
if (wanted('abuse')) await abuse();
// Not in the default run: minutes of steady load on each database.
if (only.includes('steady')) await steady();
