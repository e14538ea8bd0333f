import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContainer } from './apps/server/container.js';
import { loadSettings } from './apps/server/settings.js';
import { resolve as r, TOKENS as T } from './apps/server/tokens.js';
import { seedHistory } from './adapters/persistence/testing/seed-history.js';

import Database from 'better-sqlite3';
const times = new Map<string, { n: number; ms: number }>();
const proto = (Database as any).prototype;
const origPrepare = proto.prepare;
proto.prepare = function (src: string) {
  const st = origPrepare.call(this, src);
  for (const m of ['run', 'all', 'get']) {
    const f = st[m].bind(st);
    st[m] = (...a: unknown[]) => { const t = performance.now(); try { return f(...a); } finally { const e = times.get(src) ?? { n: 0, ms: 0 }; e.n++; e.ms += performance.now() - t; times.set(src, e); } };
  }
  return st;
};
const N = Number(process.env.N ?? 3000);
for (const seeded of (process.env.ONLY ? [process.env.ONLY === 'seeded'] : [false, true])) {
  const dir = mkdtempSync(join(tmpdir(), 'w15-drain-'));
  const url = process.env.PG ? `${process.env.PG}` : `file:${join(dir, 'c.db')}`;
  const settings = { ...loadSettings({ DATABASE_URL: url, COMANDA_SECRET: 'x', COMANDA_ADMIN_PASSWORD: 'adminadmin1' }), runWorker: false } as any;
  const app = await createContainer(settings);
  await r(app.container, T.Seed)();
  const restaurant = (await r(app.container, T.Restaurants).listAll?.()) ?? null;
  const db = r(app.container, T.Db);
  const rid = (await db.selectFrom('restaurants').select('id').executeTakeFirstOrThrow()).id;
  if (seeded) await seedHistory(db, rid, { conversations: 10000, messagesPerConversation: 10, orders: 10000, inboxDone: 4167 });
  const inbox = r(app.container, T.Inbox);
  const worker = r(app.container, T.Worker);
  const items = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ restaurantId: rid, provider: 'test' as const, providerMessageId: `p${from + i}`, phone: `52155${String((from + i) % 300).padStart(8, '0')}`, customerName: null, text: 'Quiero 2 tacos al pastor', receivedAt: new Date() }));
  await inbox.enqueue(items(0, 300));
  await worker.drain();
  await inbox.enqueue(items(1000, N));
  times.clear();
  const t = performance.now();
  const n = await worker.drain();
  const s = (performance.now() - t) / 1000;
  console.log(seeded ? 'seeded' : 'fresh', n, `${(n / s).toFixed(1)}/s`, `${(s * 1000 / n).toFixed(2)} ms/msg`);
  const top = [...times.entries()].sort((a, b) => b[1].ms - a[1].ms).slice(0, 14);
  let total = 0; for (const [, v] of times) total += v.ms;
  console.log(`  sql total ${(total / n).toFixed(2)} ms/msg`);
  for (const [src, v] of top) console.log(`  ${(v.ms / n).toFixed(3)} ms/msg  x${(v.n / n).toFixed(1)}  ${src.slice(0, 110)}`);
  await app.close();
}
