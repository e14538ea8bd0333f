import SqliteDatabase from 'better-sqlite3';
import { rmSync } from 'node:fs';
import { startFakeGraphApi } from '../adapters/messaging/testing/fake-graph-api.js';
import { createContainer } from '../apps/server/container.js';
import { testSettings } from '../apps/server/testing/test-server.js';
import { resolve, TOKENS } from '../apps/server/tokens.js';

const N = Number(process.argv[2] ?? 1000);
const ROUND = 50;
const timing = process.argv.includes('--time');
const stats = new Map<string, { n: number; ns: bigint }>();
if (timing) {
  const proto = Object.getPrototypeOf(new SqliteDatabase(':memory:').prepare('select 1'));
  for (const m of ['run', 'get', 'all', 'iterate']) {
    const orig = proto[m];
    proto[m] = function (this: { source: string }, ...args: unknown[]) {
      const t = process.hrtime.bigint();
      try {
        return orig.apply(this, args);
      } finally {
        const s = stats.get(this.source) ?? { n: 0, ns: 0n };
        s.n++;
        s.ns += process.hrtime.bigint() - t;
        stats.set(this.source, s);
      }
    };
  }
}
const path = `/tmp/steady/scratch-${process.pid}.db`;
const graph = await startFakeGraphApi({ accessToken: 'tok' });
const { container, close } = await createContainer(
  testSettings({ databaseUrl: `file:${path}`, runWorker: false, providers: { metaGraphUrl: graph.url } }),
);
await resolve(container, TOKENS.Seed)();
const db = resolve(container, TOKENS.Db);
const restaurant = (await db.selectFrom('restaurants').select('id').executeTakeFirstOrThrow()).id;
await resolve(container, TOKENS.Config).write(restaurant, 'whatsapp_config', { provider: 'meta', accessToken: 'tok', phoneNumberId: '1' });
const intake = resolve(container, TOKENS.Intake);
const worker = resolve(container, TOKENS.Worker);
const TEXTS = ['hola', 'Quiero 2 tacos al pastor', 'buenas tardes, me da una horchata', '¿tienen quesadillas?', 'qué me recomiendas',
  'quiero 3 tacos de suadero y un agua de jamaica', 'me manda el menú por favor', 'a qué hora cierran', 'una orden de tacos al pastor para llevar', 'cuánto cuesta la horchata'];
const run = async (prefix: string, n: number) => {
  for (let r = 0; r < n; r += ROUND) {
    await intake.accept(restaurant, 'meta', Array.from({ length: Math.min(ROUND, n - r) }, (_, k) => {
      const i = r + k;
      return { kind: 'message' as const, providerMessageId: `wamid.${prefix}.${i}`, from: `521${prefix}${String(i).padStart(8, '0')}`, customerName: null, text: TEXTS[i % TEXTS.length]!, timestamp: new Date() };
    }));
    await worker.drain();
  }
};
await run('79', 200);
stats.clear();
const cpu0 = process.cpuUsage();
const t0 = performance.now();
await run('72', N);
const cpu = process.cpuUsage(cpu0);
const wall = performance.now() - t0;
console.log(`${N} new customers: CPU ${((cpu.user + cpu.system) / 1000 / N).toFixed(3)} ms/msg (user ${(cpu.user / 1000 / N).toFixed(3)}), wall ${(wall / N).toFixed(3)} ms/msg, sent ${graph.sent.length}`);
if (timing) {
  let totalNs = 0n, totalN = 0;
  const rows = [...stats].sort((a, b) => Number(b[1].ns - a[1].ns));
  for (const [, s] of rows) { totalNs += s.ns; totalN += s.n; }
  console.log(`statements: ${(totalN / N).toFixed(1)}/msg, ${(Number(totalNs) / 1e6 / N).toFixed(3)} ms/msg`);
  for (const [src, s] of rows.slice(0, 30)) console.log(`${(s.n / N).toFixed(2).padStart(6)}/msg ${(Number(s.ns) / 1e3 / s.n).toFixed(1).padStart(7)} us ${(Number(s.ns) / 1e6 / N).toFixed(3)} ms/msg  ${src.slice(0, 160)}`);
}
await close();
await graph.close();
rmSync(path, { force: true }); rmSync(`${path}-wal`, { force: true }); rmSync(`${path}-shm`, { force: true });
