import { loadavg } from 'node:os';
import { largeMenu, namesRunTogether } from '../adapters/ai/pooled/testing/large-menu.js';
import { metaEnvelope, signedMetaRequest } from '../adapters/messaging/testing/signed-meta-webhook.js';
import { openDatabase } from '../adapters/persistence/database.js';
import { SqlMenuRepository } from '../adapters/persistence/sql-menu-repository.js';
import { benchEnvironment, type BenchEnv, percentile, signed } from './whatsapp-bench.js';

const NEIGHBOUR = { phoneNumberId: '100200399', appSecret: 'bench-vecino-secret', displayPhone: '5299' };
const ATTACKERS = 20;
const PHASE_MS = 10_000;

interface Business {
  phoneNumberId: string;
  displayPhone: string;
  appSecret?: string;
}

let wamid = 0;
function webhook(from: string, text: string, business: Business) {
  const value = {
    contacts: [{ wa_id: from, profile: { name: 'Cliente' } }],
    messages: [
      { from, id: `wamid.largo.${++wamid}`, timestamp: String(Math.floor(Date.now() / 1000)), type: 'text', text: { body: text } },
    ],
  };
  return JSON.stringify(metaEnvelope(value, business));
}

/** The demo restaurant's menu replaced by 2,000 items, written straight into the database as an import would. */
async function twoThousandItems(env: BenchEnv) {
  const { db, close } = await openDatabase(env.databaseUrl);
  try {
    const menu = new SqlMenuRepository(db);
    for (const item of await menu.list(env.restaurantId)) await menu.delete(env.restaurantId, item.id);
    const items = largeMenu(2000, env.restaurantId);
    for (const { id: _id, createdAt: _at, ...item } of items) await menu.create(item);
    return await menu.list(env.restaurantId);
  } finally {
    await close();
  }
}

/** A second restaurant with its own owner and WhatsApp number: the neighbour whose customers must not notice. */
async function neighbourRestaurant(env: BenchEnv): Promise<string> {
  const json = { 'content-type': 'application/json' };
  const owner = { email: 'vecino@tacos.mx', password: 'vecino-contraseña-segura', name: 'Vecino' };
  const registered = await env.server.send('POST', '/api/auth/register', JSON.stringify(owner), json);
  const cookie = String(registered.headers['set-cookie']).split(';')[0]!;
  const created = await env.server.send('POST', '/api/restaurants', JSON.stringify({ name: 'Taquería Vecina', subdomain: 'vecina' }), {
    ...json,
    cookie,
  });
  const { id } = JSON.parse(created.body) as { id: string };
  await env.server.send('POST', `/api/menu?restaurant=${id}`, JSON.stringify({ name: 'Tacos al Pastor', price: 1800, category: 'Tacos' }), {
    ...json,
    cookie,
  });
  const config = { provider: 'meta', accessToken: 'bench-token', webhookVerifyToken: 'v', ...NEIGHBOUR };
  await env.server.send('POST', `/api/config?restaurant=${id}`, JSON.stringify({ key: 'whatsapp_config', value: config }), {
    ...json,
    cookie,
  });
  return id;
}

const stats = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms · p99 ${percentile(sorted, 99).toFixed(1)} ms · máx ${sorted.at(-1)!.toFixed(1)} ms`;
};

/**
 * Issue 22's attack: 20 customers each sending a 4,096-character message made of a 2,000-item
 * menu's names, again and again, while /healthz and another restaurant's webhooks are timed.
 * A second round sends 1,000 characters (the most the assistant reads), which the engine
 * does work on in its worker threads until its time budget.
 */
export async function longMessageBench(port: number, line: (text: string) => void) {
  const env = await benchEnvironment(port);
  try {
    const menu = await twoThousandItems(env);
    const neighbourId = await neighbourRestaurant(env);
    line(`restaurante atacado: ${menu.length} productos; restaurante vecino: su propio número y menú`);
    for (const length of [0, 4096, 1000]) {
      const before = env.graph.requests.length;
      const stop = { done: false };
      let sent = 0;
      const attackers = Array.from({ length: length ? ATTACKERS : 0 }, async (_, i) => {
        const from = `52155${String(70_000_000 + i)}`;
        for (let k = 0; !stop.done; k++) {
          const body = signed(
            webhook(from, namesRunTogether(menu, length, i * 97 + k * 13), { phoneNumberId: '100200300', displayPhone: '5255' }),
          );
          await env.server.send('POST', `/webhooks/meta/${env.restaurantId}`, body.body, body.headers).catch(() => null);
          sent++;
          // Each customer pastes it again every second.
          await new Promise((r) => setTimeout(r, 1000));
        }
      });
      const health: number[] = [];
      const neighbour: number[] = [];
      const until = Date.now() + PHASE_MS;
      const neighbourLoop = (async () => {
        for (let k = 0; Date.now() < until; k++) {
          const raw = webhook(`52156${String(80_000_000 + (k % 50))}`, 'quiero 2 tacos al pastor', NEIGHBOUR);
          const { body, headers } = signedMetaRequest(raw, NEIGHBOUR.appSecret);
          const started = performance.now();
          const res = await env.server.send('POST', `/webhooks/meta/${neighbourId}`, body, headers);
          if (res.status === 200) neighbour.push(performance.now() - started);
          await new Promise((r) => setTimeout(r, 50));
        }
      })();
      while (Date.now() < until) {
        const started = performance.now();
        await env.server.send('GET', '/healthz');
        health.push(performance.now() - started);
        await new Promise((r) => setTimeout(r, 20));
      }
      await neighbourLoop;
      stop.done = true;
      await Promise.all(attackers);
      await new Promise((r) => setTimeout(r, 3000));
      const sends = env.graph.requests.slice(before).filter((r) => r.method === 'POST');
      const texts = sends.map((r) => JSON.parse(r.rawBody) as { to?: string; text?: { body?: string } });
      const toNeighbour = texts.filter((t) => t.to?.startsWith('52156')).length;
      const polite = texts.filter((t) => t.text?.body?.includes('muy largo')).length;
      const [one, five, fifteen] = loadavg();
      line(
        length
          ? `${ATTACKERS} clientes enviando cada segundo un mensaje de ${length.toLocaleString('es-MX')} caracteres con nombres del menú (${sent} enviados en ${PHASE_MS / 1000} s):`
          : 'sin ataque (referencia de esta máquina):',
      );
      line(`  /healthz: ${stats(health)} (meta p99 < 50 ms)`);
      line(
        `  webhook del restaurante vecino: ${stats(neighbour)} en ${neighbour.length} envíos (meta p99 < 100 ms); ${toNeighbour} respuestas a sus clientes`,
      );
      if (length) line(`  respuestas "mensaje muy largo" a los atacantes: ${polite}`);
      line(`  carga de la máquina (loadavg 1/5/15 min): ${one!.toFixed(2)} / ${five!.toFixed(2)} / ${fifteen!.toFixed(2)}`);
    }
  } finally {
    await env.cleanup();
  }
}
