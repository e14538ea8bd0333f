import { serve } from '@hono/node-server';
import { realpathSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { SqlLoginThrottleStore } from '../../adapters/persistence/sql-login-throttle-store.js';
import { INBOX_RETENTION_MS } from '../../core/conversations/inbox.js';
import { FAILURE_MEMORY_MS } from '../../core/tenancy/login-throttle.js';
import { type AppContainer, createContainer } from './container.js';
import { describeSeed } from './seed.js';
import { loadSettings } from './settings.js';
import { resolve, TOKENS } from './tokens.js';

/**
 * Starts the server until SIGINT/SIGTERM. Also the CLI's `comanda serve`; `--no-worker`
 * leaves replies to `comanda worker` processes sharing the database.
 */
export async function startServer(options: { worker?: boolean } = {}) {
  const settings = { ...loadSettings(), runWorker: options.worker ?? true };
  const { container, close } = await createContainer(settings);
  for (const line of describeSeed(await resolve(container, TOKENS.Seed)(), settings)) console.log(`[comanda] ${line}`);

  const app = resolve(container, TOKENS.HttpApp);
  const server = serve({ fetch: app.fetch, port: settings.port }, (info) => {
    console.log(
      `[comanda] Servidor listo en ${settings.publicUrl} (puerto ${info.port})${settings.runWorker ? '' : ', sin worker de respuestas'}`,
    );
    if (!settings.webDist) console.log('[comanda] Sin interfaz web construida: ejecuta `npm run build`.');
  });
  const stopPruning = startPruning(container);
  const shutdown = () => {
    stopPruning();
    server.close(() => void close().finally(() => process.exit(0)));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

/** Only the inbox worker, no HTTP: `comanda worker`, to answer from more processes on one PostgreSQL. */
export async function startWorker() {
  const settings = { ...loadSettings(), runWorker: true };
  const { container, close } = await createContainer(settings);
  const worker = resolve(container, TOKENS.Worker);
  console.log(`[comanda] Worker de respuestas ${worker.id} listo`);
  const stopPruning = startPruning(container);
  const shutdown = () => {
    stopPruning();
    void close().finally(() => process.exit(0));
    setTimeout(() => process.exit(0), 5000).unref();
  };
  process.once('SIGINT', shutdown);
  process.once('SIGTERM', shutdown);
}

function startPruning(container: AppContainer['container']) {
  // Housekeeping: expired sessions are refused anyway, and old inbox rows no longer dedupe
  // anything; pruning only keeps the tables small.
  const sessions = resolve(container, TOKENS.Sessions);
  const inbox = resolve(container, TOKENS.Inbox);
  const throttle = new SqlLoginThrottleStore(resolve(container, TOKENS.Db));
  const prune = () => {
    const now = Date.now();
    void throttle.prune(new Date(now - FAILURE_MEMORY_MS)).catch((err) => console.error('[comanda] limpieza de intentos:', err));
    void sessions.deleteExpired(new Date(now)).catch((err) => console.error('[comanda] limpieza de sesiones:', err));
    void inbox.pruneDone(new Date(now - INBOX_RETENTION_MS)).catch((err) => console.error('[comanda] limpieza de la bandeja:', err));
  };
  prune();
  const pruneTimer = setInterval(prune, 60 * 60 * 1000);
  pruneTimer.unref();
  return () => clearInterval(pruneTimer);
}

const entry = process.argv[1] ? pathToFileURL(realpathSync(process.argv[1])).href : '';
if (import.meta.url === entry) {
  startServer().catch((err) => {
    console.error('[comanda] No se pudo iniciar el servidor:', err);
    process.exit(1);
  });
}
