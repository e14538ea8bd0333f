import { mkdtempSync, rmSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServerProcess } from './server-process.js';
import { percentile } from './whatsapp-bench.js';

const MAX_BODY = 1024 * 1024;
const OWNER = { email: 'duena@tacos.mx', password: 'al-pastor-del-bueno' };

interface Reply {
  status: number;
  body: string;
  cookies: string[];
}

/** Keep-alive connections per source address, as a real client (or bot) would hold them. */
const agents = new Map<string, Agent>();
const agentFor = (from: string) => {
  let agent = agents.get(from);
  if (!agent) agents.set(from, (agent = new Agent({ keepAlive: true, localAddress: from } as ConstructorParameters<typeof Agent>[0])));
  return agent;
};

/** One request from a given loopback address (127.0.0.0/8 is all ours). */
function send(port: number, from: string, method: string, path: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<Reply>((resolve, reject) => {
    const req = request(
      {
        host: '127.0.0.1',
        port,
        path,
        method,
        agent: agentFor(from),
        headers: {
          ...headers,
          ...(body !== undefined ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) } : {}),
        },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString(),
            cookies: [res.headers['set-cookie'] ?? []].flat(),
          }),
        );
      },
    );
    req.on('error', reject);
    if (body !== undefined) req.write(body);
    req.end();
  });
}

const login = (port: number, from: string, email: string, password: string, cookie?: string) =>
  send(port, from, 'POST', '/api/auth/login', JSON.stringify({ email, password }), cookie ? { cookie } : {});

/**
 * 150 attackers, each keeping one bogus login in flight until told to stop. Loopback has no
 * round trip; each attacker waits RTT_MS between attempts as one across the internet would.
 */
const RTT_MS = 50;
function flood(port: number, addresses: string[], stop: { done: boolean }) {
  const counts = { sent: 0, throttled: 0 };
  const attackers = Array.from({ length: 150 }, async (_, i) => {
    while (!stop.done) {
      const res = await login(port, addresses[i % addresses.length]!, `bot${i}.${counts.sent}@spam.mx`, 'adivinanza-123').catch(() => null);
      counts.sent++;
      if (res?.status === 429) counts.throttled++;
      await new Promise((r) => setTimeout(r, RTT_MS));
    }
  });
  return { counts, finished: Promise.all(attackers) };
}

async function timedLogins(port: number, cookie: string | undefined, samples: number) {
  const times: number[] = [];
  const statuses: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const res = await login(port, '127.0.0.1', OWNER.email, OWNER.password, cookie);
    times.push(performance.now() - started);
    statuses.push(res.status);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { times, statuses };
}

/** Pathological text just under `bytes` once wrapped (the body limits: 16 KB, 64 KB, 1 MB). */
const hostile = (bytes: number) => 'a@.'.repeat(Math.floor((bytes - 600) / 9));

/** The fuzz test's pathological bodies at the largest size each public route reads. */
function hostileRequests(restaurantPath: string): [string, string][] {
  const small = hostile(16 * 1024);
  const notification = hostile(64 * 1024);
  const large = hostile(MAX_BODY);
  return [
    ['/api/auth/register', JSON.stringify({ email: small, password: small, name: small })],
    ['/api/auth/login', JSON.stringify({ email: small, password: small })],
    ['/api/auth/admin-login', JSON.stringify({ username: small, password: small })],
    ['/api/payments/stripe/create-subscription', JSON.stringify({ planId: small, email: small })],
    ['/api/payments/mercadopago/create', JSON.stringify({ planId: small, email: small })],
    [`/webhooks/meta/${restaurantPath}`, JSON.stringify({ entry: [{ id: large }] })],
    [`/webhooks/twilio/${restaurantPath}`, `Body=${notification}`],
    ['/webhooks/stripe', notification],
    ['/webhooks/mercadopago', JSON.stringify({ type: notification })],
  ];
}

export async function abuseBench(port: number, line: (text: string) => void) {
  const dir = mkdtempSync(join(tmpdir(), 'comanda-abuse-'));
  const server = new ServerProcess(port, {
    DATABASE_URL: `file:${join(dir, 'comanda.db')}`,
    COMANDA_SECRET: 'bench-secret',
    COMANDA_ADMIN_PASSWORD: 'bench-admin-password',
  });
  await server.start();
  try {
    await send(port, '127.0.0.1', 'POST', '/api/auth/register', JSON.stringify(OWNER));
    const first = await login(port, '127.0.0.1', OWNER.email, OWNER.password);
    const device = first.cookies.map((c) => c.split(';')[0]!).find((c) => c.startsWith('comanda_device='));
    const alone = await timedLogins(port, undefined, 3);
    line(
      `inicio de sesión legítimo sin ataque: mediana ${percentile(
        [...alone.times].sort((a, b) => a - b),
        50,
      ).toFixed(0)} ms`,
    );

    for (const [label, addresses, cookie] of [
      ['150 intentos falsos desde una dirección; la dueña desde otra', ['127.0.0.2'], undefined],
      [
        '150 intentos falsos desde 150 direcciones; la dueña con su navegador de siempre (cookie de dispositivo)',
        Array.from({ length: 150 }, (_, i) => `127.0.1.${i + 1}`),
        device,
      ],
      [
        '150 intentos falsos desde 150 direcciones; la dueña desde un navegador nuevo',
        Array.from({ length: 150 }, (_, i) => `127.0.2.${i + 1}`),
        undefined,
      ],
    ] as const) {
      const stop = { done: false };
      const attack = flood(port, [...addresses], stop);
      await new Promise((r) => setTimeout(r, 1500));
      const { times, statuses } = await timedLogins(port, cookie, 8);
      stop.done = true;
      await attack.finished;
      const ok = statuses.filter((s) => s === 200).length;
      const sorted = [...times].sort((a, b) => a - b);
      line(`${label}:`);
      line(
        `  sesión legítima: mediana ${percentile(sorted, 50).toFixed(0)} ms · máx ${sorted.at(-1)!.toFixed(0)} ms · ${ok}/${statuses.length} aceptadas (meta < 2 s)`,
      );
      line(`  intentos falsos: ${attack.counts.sent}, rechazados con 429 sin calcular hash: ${attack.counts.throttled}`);
    }

    await healthzUnderHostileBodies(port, server, line);
  } finally {
    for (const agent of agents.values()) agent.destroy();
    agents.clear();
    await server.stop();
    rmSync(dir, { recursive: true, force: true });
  }
}

/** /healthz latency while 8 clients post the largest pathological bodies allowed to every public route. */
async function healthzUnderHostileBodies(port: number, server: ServerProcess, line: (text: string) => void) {
  // The demo restaurant's webhooks: a real id, so they read the body before refusing it.
  const admin = await send(
    port,
    '127.0.0.9',
    'POST',
    '/api/auth/admin-login',
    JSON.stringify({ username: 'admin', password: 'bench-admin-password' }),
  );
  const session = admin.cookies.map((c) => c.split(';')[0]!).join('; ');
  const [demo] = JSON.parse((await send(port, '127.0.0.9', 'GET', '/api/restaurants', undefined, { cookie: session })).body) as {
    id: string;
  }[];
  const stop = { done: false };
  const bodies = hostileRequests(demo!.id);
  let posted = 0;
  const posters = Array.from({ length: 8 }, async (_, i) => {
    for (let k = i; !stop.done; k++) {
      const [path, body] = bodies[k % bodies.length]!;
      await send(port, `127.0.3.${i + 1}`, 'POST', path, body).catch(() => null);
      posted++;
    }
  });
  const latencies: number[] = [];
  const until = Date.now() + 10_000;
  while (Date.now() < until) {
    const started = performance.now();
    await server.send('GET', '/healthz');
    latencies.push(performance.now() - started);
    await new Promise((r) => setTimeout(r, 20));
  }
  stop.done = true;
  await Promise.all(posters);
  latencies.sort((a, b) => a - b);
  line(
    `/healthz mientras 8 clientes envían sin parar los cuerpos hostiles más grandes admitidos (16 KB–1 MB) a ${bodies.length} rutas públicas (${posted} enviados):`,
  );
  line(
    `  p50 ${percentile(latencies, 50).toFixed(1)} ms · p99 ${percentile(latencies, 99).toFixed(1)} ms · máx ${latencies.at(-1)!.toFixed(1)} ms (meta p99 < 100 ms)`,
  );
}
