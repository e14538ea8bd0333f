/**
 * `npm run bench steady`: what a customer feels during a lunch rush. Signed Meta webhooks
 * arrive at a steady rate (open loop: the next one is sent on time whatever the server is
 * doing) and each reply is timed from the webhook's acknowledgement to the moment it reaches
 * the fake Graph API, which lives in this process so both clocks are the same.
 */
import { postgresDatabase } from './llm-bench.js';
import { ServerProcess } from './server-process.js';
import {
  benchEnvironment,
  deliver,
  metaWebhook,
  percentile,
  pool,
  readCounts,
  signed,
  unfinishedCounter,
  type BenchEnv,
  type SignedWebhook,
} from './whatsapp-bench.js';

export type SteadyCustomers = 'new' | 'returning';

export interface SteadyOptions {
  /** Messages per second. */
  rate: number;
  seconds: number;
  customers: SteadyCustomers;
  /** PostgreSQL base URL: `serve --no-worker` and two `comanda worker` processes; SQLite (one server) when unset. */
  postgresUrl?: string;
  /** How many customers write in a returning run (each wrote once before the clock starts). */
  returningCustomers?: number;
  port: number;
}

export interface SteadyResult {
  sent: number;
  ackP50: number;
  ackP99: number;
  replyP50: number;
  replyP99: number;
  replyMax: number;
  /** Messages no reply reached the fake Graph API for, by the end of the wait. */
  unanswered: number;
  /** Incoming messages with more than one stored reply. */
  answeredTwice: number;
  /** Replies that are a fallback (the model failed or the engine refused the work), not the assistant's answer. */
  failedReplies: number;
  /** New conversations the plan refused (its polite refusal instead of the assistant): a bench measuring refusals. */
  refused: number;
  /** Messages the database says no reply settles (its own or a later one in the conversation). */
  unansweredInDb: number;
  /** CPU the server processes (web and workers) spent per message during the run and its settling, in ms: load-independent. */
  cpuMsPerMessage: number;
  /** Of it, the processes' main threads (event loops); the rest is the engine's threads, GC and libuv. */
  mainCpuMsPerMessage: number;
}

/** Varied texts, as a lunch rush sends them (greetings, orders, questions). */
const TEXTS = [
  'hola',
  'Quiero 2 tacos al pastor',
  'buenas tardes, me da una horchata',
  '¿tienen quesadillas?',
  'qué me recomiendas',
  'quiero 3 tacos de suadero y un agua de jamaica',
  'me manda el menú por favor',
  'a qué hora cierran',
  'una orden de tacos al pastor para llevar',
  'cuánto cuesta la horchata',
];

/** How long replies are awaited after the last message was sent, at most (a backlog is drained, not cut short). */
const SETTLE_MS = 600_000;

/**
 * The i-th message's text. A returning customer's texts go round the list: the same text sent over
 * and over is a customer the assistant hands to a person (`isStuck`, core/conversations/takeover.ts),
 * who then answers instead of it; with `i % TEXTS.length` each of 500 customers sent one text ten times.
 */
const textOf = (i: number, customers: number | null) => (customers ? (i % customers) + Math.floor(i / customers) : i) % TEXTS.length;

const phoneOf = (run: string, i: number) => `521${run}${String(i).padStart(8, '0')}`;

async function environment(options: SteadyOptions, onText: (to: string) => void): Promise<BenchEnv> {
  if (!options.postgresUrl) return benchEnvironment(options.port, { onText, unlimitedPlan: true });
  return benchEnvironment(options.port, { database: await postgresDatabase(options.postgresUrl), workers: 2, onText, unlimitedPlan: true });
}

/** Each of `customers` writes once (`text`, "hola" by default) and is answered before the clock starts. */
async function warmUp(env: BenchEnv, customers: number, from: (i: number) => string, text: (i: number) => string = () => 'hola') {
  await pool(
    Array.from({ length: customers }, (_, i) => () => deliver(env, metaWebhook([{ id: `wamid.warm.${i}`, from: from(i), text: text(i) }]))),
    16,
  );
  const deadline = Date.now() + SETTLE_MS;
  while ((await readCounts(env.databaseUrl)).unfinished > 0 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 250));
}

/** Waits while replies come or the inbox still holds work; a message left waiting with an empty inbox is unanswered. */
async function awaitReplies(env: BenchEnv, waiting: Map<string, number[]>) {
  const deadline = performance.now() + SETTLE_MS;
  const inbox = await unfinishedCounter(env.databaseUrl);
  for (let idle = 0; waiting.size > 0 && performance.now() < deadline && idle < 20;) {
    await new Promise((r) => setTimeout(r, 250));
    idle = (await inbox.count()) === 0 ? idle + 1 : 0;
  }
  await inbox.close();
}

/** CPU the processes used so far (ms): all their threads, and their main threads alone. */
const cpuOf = (processes: ServerProcess[]) =>
  processes.reduce((sum, p) => ({ all: sum.all + p.cpuMs(), main: sum.main + p.mainThreadCpuMs() }), { all: 0, main: 0 });

/** Open loop: every few ms, sends whatever is due by now, whatever the server is doing; resolves with the acknowledgement times once all are in. */
async function sendAtRate(env: BenchEnv, bodies: SignedWebhook[], rate: number, acknowledged: (i: number) => void): Promise<number[]> {
  const acks: number[] = [];
  const deliveries: Promise<void>[] = [];
  const started = performance.now();
  for (let next = 0; next < bodies.length;) {
    const due = Math.min(bodies.length, Math.floor(((performance.now() - started) / 1000) * rate) + 1);
    for (; next < due; next++) {
      const i = next;
      deliveries.push(
        deliver(env, bodies[i]!).then((ack) => {
          acks.push(ack);
          acknowledged(i);
        }),
      );
    }
    await new Promise((r) => setTimeout(r, 2));
  }
  await Promise.all(deliveries);
  return acks;
}

/** One run at a fixed rate on a fresh server. */
export async function steadyRun(options: SteadyOptions): Promise<SteadyResult> {
  // Per customer, the acknowledgement times of messages not yet answered, oldest first.
  const waiting = new Map<string, number[]>();
  const waits: number[] = [];
  const onText = (to: string) => {
    const now = performance.now();
    const queue = waiting.get(to);
    if (!queue) return;
    // A reply settles every message of its customer acknowledged before it (bubbles are answered together).
    while (queue.length > 0 && queue[0]! <= now) waits.push(now - queue.shift()!);
    if (queue.length === 0) waiting.delete(to);
  };
  const env = await environment(options, onText);
  try {
    const total = Math.round(options.rate * options.seconds);
    const returning = options.customers === 'returning';
    const customers = options.returningCustomers ?? 500;
    const from = (i: number) => (returning ? phoneOf('71', i % customers) : phoneOf('72', i));
    // Returning customers write once before the clock starts; for new ones, 400 other customers
    // warm the server up with the run's own texts, as the morning before a lunch rush does: with
    // 100 greetings only, the engine's threads and the reply path met orders for the first time
    // at full rate, and the first seconds (their code still being compiled) made most of the p99.
    if (returning) await warmUp(env, customers, from);
    else
      await warmUp(
        env,
        400,
        (i) => phoneOf('79', i),
        (i) => TEXTS[i % TEXTS.length]!,
      );
    const bodies = Array.from({ length: total }, (_, i) =>
      signed(metaWebhook([{ id: `wamid.steady.${i}`, from: from(i), text: TEXTS[textOf(i, returning ? customers : null)]! }])),
    );
    const processes = [env.server, ...env.workers];
    const cpuBefore = cpuOf(processes);
    const acks = await sendAtRate(env, bodies, options.rate, (i) => {
      const to = from(i);
      const queue = waiting.get(to);
      if (queue) queue.push(performance.now());
      else waiting.set(to, [performance.now()]);
    });
    await awaitReplies(env, waiting);
    const cpuAfter = cpuOf(processes);
    // Replies still being written settle before the database is counted.
    const settleDeadline = Date.now() + 10_000;
    let counts = await readCounts(env.databaseUrl);
    while (counts.unfinished > 0 && Date.now() < settleDeadline) {
      await new Promise((r) => setTimeout(r, 250));
      counts = await readCounts(env.databaseUrl);
    }
    acks.sort((a, b) => a - b);
    waits.sort((a, b) => a - b);
    const unanswered = [...waiting.values()].reduce((sum, queue) => sum + queue.length, 0);
    return {
      sent: total,
      ackP50: percentile(acks, 50),
      ackP99: percentile(acks, 99),
      replyP50: waits.length ? percentile(waits, 50) : Number.NaN,
      replyP99: waits.length ? percentile(waits, 99) : Number.NaN,
      replyMax: waits.length ? waits[waits.length - 1]! : Number.NaN,
      unanswered,
      answeredTwice: counts.replies - counts.distinctReplies,
      failedReplies: counts.failedReplies,
      refused: counts.refused,
      unansweredInDb: counts.unanswered,
      cpuMsPerMessage: (cpuAfter.all - cpuBefore.all) / total,
      mainCpuMsPerMessage: (cpuAfter.main - cpuBefore.main) / total,
    };
  } finally {
    await env.cleanup();
  }
}

export const describeRun = (rate: number, r: SteadyResult) =>
  `${rate} mensajes/s: acuse p50 ${r.ackP50.toFixed(1)} ms · p99 ${r.ackP99.toFixed(1)} ms · ` +
  `respuesta p50 ${r.replyP50.toFixed(0)} ms · p99 ${r.replyP99.toFixed(0)} ms · máx ${r.replyMax.toFixed(0)} ms · ` +
  `CPU del servidor ${r.cpuMsPerMessage.toFixed(2)} ms/mensaje (hilo principal ${r.mainCpuMsPerMessage.toFixed(2)}) · sin respuesta ${r.unanswered} (en la base ${r.unansweredInDb}) · respondidos dos veces ${r.answeredTwice} · respuestas de respaldo ${r.failedReplies} · rechazadas por el plan ${r.refused}`;

const meets = (r: SteadyResult) => r.replyP99 < 500 && r.unanswered === 0 && r.answeredTwice === 0 && r.refused === 0;

/**
 * The highest rate whose reply p99 stays under 500 ms: doubles up from `from` while it holds
 * (up to `ceiling`), then halves the gap a few times. Each probe is a fresh short run.
 */
export async function searchRate(
  base: Omit<SteadyOptions, 'rate'>,
  { from, ceiling, probes = 6 }: { from: number; ceiling: number; probes?: number },
  report: (rate: number, r: SteadyResult) => void,
): Promise<number> {
  let good = 0;
  let bad = ceiling + 1;
  let rate = from;
  for (let i = 0; i < probes; i++) {
    const r = await steadyRun({ ...base, rate });
    report(rate, r);
    if (meets(r)) good = rate;
    else bad = rate;
    if (bad - good <= Math.max(5, good * 0.1)) break;
    rate = bad > ceiling ? Math.min(ceiling, rate * 2) : Math.round((good + bad) / 2);
    if (rate === good) break;
  }
  return good;
}

export interface IngestComparison {
  comanda: number;
  bare: number;
}

/** Closed-loop ingest (32 in flight) of the server against a bare Hono server on the same machine, same bodies. */
export async function ingestAgainstBareHono(port: number, postgresUrl?: string): Promise<IngestComparison> {
  const total = 6000;
  // The first 300 warm the server up; the measured ones are new messages too.
  const bodies = Array.from({ length: total + 300 }, (_, i) =>
    signed(metaWebhook([{ id: `wamid.ingest-steady.${i}`, from: phoneOf('73', i), text: TEXTS[i % TEXTS.length]! }])),
  );
  const measure = async (send: (i: number) => Promise<unknown>) => {
    await pool(
      Array.from({ length: 300 }, (_, i) => () => send(total + i)),
      16,
    );
    const started = performance.now();
    await pool(
      Array.from({ length: total }, (_, i) => () => send(i)),
      32,
    );
    return total / ((performance.now() - started) / 1000);
  };
  const bare = new ServerProcess(port + 1, {}, ['bench/bare-hono.ts']);
  await bare.start();
  let bareRate: number;
  try {
    bareRate = await measure((i) => bare.send('POST', '/webhooks/meta/bench', bodies[i]!.body, bodies[i]!.headers));
  } finally {
    await bare.stop();
  }
  const env = postgresUrl
    ? await benchEnvironment(port, { database: await postgresDatabase(postgresUrl), workers: 2, unlimitedPlan: true })
    : await benchEnvironment(port, { unlimitedPlan: true });
  try {
    const comanda = await measure((i) => deliver(env, bodies[i]!, false));
    return { comanda, bare: bareRate };
  } finally {
    await env.cleanup();
  }
}
