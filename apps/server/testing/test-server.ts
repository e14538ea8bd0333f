import type { Container } from 'inversify';
import type { HttpApp } from '../../../adapters/http/app.js';
import { createContainer, type ContainerOptions } from '../container.js';
import type { Settings } from '../settings.js';
import { resolve, TOKENS } from '../tokens.js';

/**
 * A response body as tests read it: field by field, each assertion checking the shape it
 * needs (the HTTP contract is pinned by those assertions, not by this type).
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the one loose type for API bodies in tests
export type ApiJson = any;

export const TEST_ADMIN = { username: 'admin', password: 'admin-password-123' };

export function testSettings(overrides: Partial<Settings> = {}): Settings {
  return {
    port: 0,
    databaseUrl: ':memory:',
    publicUrl: 'http://localhost:3000',
    baseDomain: 'localhost',
    secret: 'test-secret',
    adminUser: TEST_ADMIN.username,
    adminPassword: TEST_ADMIN.password,
    webDist: null,
    providers: {},
    runWorker: true,
    // OWASP cost is 128 MiB and ~0.3 s per hash; the format keeps the cost, so tests stay honest.
    scrypt: { N: 1024, r: 8, p: 1 },
    // The offline engine on the main thread: worker threads per test server would only slow the suite (engine-pool.test.ts runs them).
    engine: { threads: 0 },
    ...overrides,
  };
}

/** A fully composed server on SQLite :memory:, seeded like a first start. */
export async function createTestServer(overrides: Partial<Settings> = {}, options: ContainerOptions = {}) {
  const settings = testSettings(overrides);
  const { container, close } = await createContainer(settings, options);
  await resolve(container, TOKENS.Seed)();
  const app = resolve(container, TOKENS.HttpApp);
  return { app, container, settings, close, client: () => new TestClient(app) };
}

export type TestServer = Awaited<ReturnType<typeof createTestServer>>;
export const get = <T>(container: Container, token: symbol & { readonly __type?: T }): T => container.get<T>(token);

/** A browser-like client: keeps the session cookie between requests. */
export class TestClient {
  cookie: string | null = null;
  constructor(private readonly app: HttpApp) {}

  async request(method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
    const init: RequestInit = { method, headers: { ...headers } };
    if (body !== undefined) {
      init.body = typeof body === 'string' ? body : JSON.stringify(body);
      (init.headers as Record<string, string>)['content-type'] = 'application/json';
    }
    if (this.cookie) (init.headers as Record<string, string>).cookie = this.cookie;
    const res = await this.app.request(path, init);
    const setCookie = res.headers.get('set-cookie');
    if (setCookie) {
      const pair = setCookie.split(';')[0]!;
      this.cookie = pair.endsWith('=') ? null : pair;
    }
    return res;
  }

  async json<T = ApiJson>(method: string, path: string, body?: unknown) {
    const res = await this.request(method, path, body);
    const text = await res.text();
    return { status: res.status, body: (text ? JSON.parse(text) : null) as T, headers: res.headers };
  }

  async register(email: string, password = 'contraseña-segura') {
    const res = await this.json('POST', '/api/auth/register', { email, password, name: email.split('@')[0] });
    if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body as { id: string; email: string; role: string };
  }

  async adminLogin() {
    const res = await this.json('POST', '/api/auth/admin-login', TEST_ADMIN);
    if (!res.body?.success) throw new Error('admin login failed');
  }

  /** Registers a user and creates a restaurant owned by them. */
  async operatorWithRestaurant(name: string) {
    const user = await this.register(`${name}@example.mx`);
    const res = await this.json('POST', '/api/restaurants', { name: `Restaurante ${name}`, subdomain: name });
    if (res.status !== 201) throw new Error(`restaurant failed: ${res.status} ${JSON.stringify(res.body)}`);
    return { user, restaurant: res.body as { id: string; name: string; subdomain: string } };
  }
}
