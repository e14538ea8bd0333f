import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

export interface Settings {
  port: number;
  databaseUrl: string;
  publicUrl: string;
  baseDomain: string;
  secret: string;
  adminUser: string;
  /** Null: generate one on first start and print it once. */
  adminPassword: string | null;
  webDist: string | null;
  /** Provider endpoints and keys (DESIGN.md "Contracts"); undefined = the provider's default or demo mode. */
  providers: {
    metaGraphUrl?: string;
    twilioApiUrl?: string;
    openAiApiKey?: string;
    openAiBaseUrl?: string;
    stripeSecretKey?: string;
    stripePublishableKey?: string;
    stripeWebhookSecret?: string;
    stripeApiUrl?: string;
    mercadoPagoAccessToken?: string;
    mercadoPagoWebhookSecret?: string;
    mercadoPagoApiUrl?: string;
  };
  /** Start the inbox worker with the container (the server does; CLI commands and some tests don't). */
  runWorker?: boolean;
  /** COMANDA_MEDIA_DIR: where customer media is kept (beside the database by default; a temp folder in tests). */
  mediaDir?: string;
  /** COMANDA_WORKER_CONCURRENCY / COMANDA_WORKER_PER_RESTAURANT: replies in flight per process, and per restaurant. */
  worker?: { concurrency?: number; perRestaurant?: number };
  /** COMANDA_MODEL_TIMEOUT_MS: the longest a model call may take, retries included (default 20 s). */
  modelTimeoutMs?: number;
  /**
   * COMANDA_ENGINE_THREADS / COMANDA_ENGINE_BUDGET_MS: worker threads running the offline engine
   * (0 = on the main thread, as tests do) and the most one model call may compute there.
   */
  engine?: { threads?: number; budgetMs?: number };
  /** Behind a reverse proxy: the client address comes from X-Forwarded-For (COMANDA_TRUST_PROXY=1). */
  trustProxy?: boolean;
  /** scrypt cost; lowered only by tests, where OWASP's 128 MiB per hash would dominate. */
  scrypt?: { N: number; r: number; p: number };
}

const DEFAULT_DATABASE_URL = 'file:./data/comanda.db';

/** The folder that holds the SQLite file and the generated secret. */
function dataDir(databaseUrl: string) {
  return databaseUrl.startsWith('file:') ? dirname(resolve(databaseUrl.slice(5))) : resolve('data');
}

/** COMANDA_SECRET, else a secret generated once and kept beside the data so sessions survive restarts. */
function loadSecret(env: NodeJS.ProcessEnv, databaseUrl: string): string {
  if (env.COMANDA_SECRET) return env.COMANDA_SECRET;
  if (databaseUrl === ':memory:') return randomBytes(32).toString('base64url');
  const file = join(dataDir(databaseUrl), 'secret.key');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dirname(file), { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600 });
  return secret;
}

/** A positive integer from the environment, or undefined when unset; anything else stops the start. */
function positiveInt(env: NodeJS.ProcessEnv, name: string, max: number): number | undefined {
  const raw = env[name];
  if (raw === undefined || raw === '') return undefined;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > max) throw new Error(`${name} inválido: ${raw} (entero entre 1 y ${max})`);
  return value;
}

export function loadSettings(env: NodeJS.ProcessEnv = process.env): Settings {
  const port = Number(env.PORT ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT inválido: ${env.PORT}`);
  const databaseUrl = env.DATABASE_URL || DEFAULT_DATABASE_URL;
  const webDist = join(REPO_ROOT, 'dist/web');
  return {
    port,
    databaseUrl,
    publicUrl: (env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/+$/, ''),
    baseDomain: env.BASE_DOMAIN || 'localhost',
    secret: loadSecret(env, databaseUrl),
    adminUser: env.COMANDA_ADMIN_USER || 'admin',
    adminPassword: env.COMANDA_ADMIN_PASSWORD || null,
    webDist: existsSync(webDist) ? webDist : null,
    mediaDir: env.COMANDA_MEDIA_DIR || join(dataDir(databaseUrl), 'media'),
    worker: {
      concurrency: positiveInt(env, 'COMANDA_WORKER_CONCURRENCY', 4096),
      perRestaurant: positiveInt(env, 'COMANDA_WORKER_PER_RESTAURANT', 4096),
    },
    modelTimeoutMs: positiveInt(env, 'COMANDA_MODEL_TIMEOUT_MS', 600_000),
    engine: {
      threads: env.COMANDA_ENGINE_THREADS === '0' ? 0 : positiveInt(env, 'COMANDA_ENGINE_THREADS', 64),
      budgetMs: positiveInt(env, 'COMANDA_ENGINE_BUDGET_MS', 60_000),
    },
    trustProxy: env.COMANDA_TRUST_PROXY === '1' || env.COMANDA_TRUST_PROXY === 'true',
    providers: {
      metaGraphUrl: env.META_GRAPH_URL || undefined,
      twilioApiUrl: env.TWILIO_API_URL || undefined,
      openAiApiKey: env.OPENAI_API_KEY || undefined,
      openAiBaseUrl: env.OPENAI_BASE_URL || undefined,
      stripeSecretKey: env.STRIPE_SECRET_KEY || undefined,
      stripePublishableKey: env.STRIPE_PUBLISHABLE_KEY || undefined,
      stripeWebhookSecret: env.STRIPE_WEBHOOK_SECRET || undefined,
      stripeApiUrl: env.STRIPE_API_URL || undefined,
      mercadoPagoAccessToken: env.MERCADOPAGO_ACCESS_TOKEN || undefined,
      mercadoPagoWebhookSecret: env.MERCADOPAGO_WEBHOOK_SECRET || undefined,
      mercadoPagoApiUrl: env.MERCADOPAGO_API_URL || undefined,
    },
  };
}
