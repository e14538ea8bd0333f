import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAi } from '../../../adapters/ai/openai/testing/fake-openai.js';
import { createTestServer, type TestClient, type TestServer } from '../testing/test-server.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await FakeOpenAi.start();
});
afterAll(() => fake.close());

/** The seeded demo restaurant (its menu is what the scenarios were written for), reached as the administrator. */
async function demo(server: TestServer) {
  const admin = server.client();
  await admin.adminLogin();
  const list = (await admin.json('GET', '/api/restaurants')).body as { id: string; subdomain: string }[];
  return { admin, id: list.find((r) => r.subdomain === 'donamary')!.id };
}

describe('AI without any key (offline engine)', () => {
  let server: TestServer;
  let admin: TestClient;
  let id: string;
  beforeAll(async () => {
    server = await createTestServer({ providers: { openAiBaseUrl: fake.baseURL } });
    ({ admin, id } = await demo(server));
  });
  afterAll(() => server.close());

  it('reports offline mode, runs the scenarios through the pipeline and bills nothing', async () => {
    const test = await admin.json('GET', `/api/test/openai?restaurant=${id}`);
    expect(test.body).toMatchObject({ success: true, mode: 'offline', message: expect.stringContaining('sin costo') });
    expect((await admin.json('GET', `/api/test/scenarios?restaurant=${id}`)).body).toHaveLength(8);
    const run = await admin.json('POST', `/api/test/scenarios/pedido-varios/run?restaurant=${id}`, {});
    expect(run.body).toMatchObject({ id: 'pedido-varios', pass: true, reason: 'Correcto' });
    const stats = (await admin.json('GET', `/api/ai/usage-stats?period=today&restaurant=${id}`)).body;
    expect(stats.totalConversations).toBeGreaterThan(0);
    expect(stats.totalFinalCostUSD).toBe(0);
    expect(fake.requests).toHaveLength(0);
  });

  it('requires a session', async () => {
    expect((await server.client().json('GET', '/api/ai/usage-stats')).status).toBe(401);
    expect((await server.client().json('GET', '/api/test/openai')).status).toBe(401);
  });
});

describe("AI with the restaurant's OpenAI key", () => {
  let server: TestServer;
  let admin: TestClient;
  let id: string;
  beforeAll(async () => {
    server = await createTestServer({ providers: { openAiApiKey: 'sk-env', openAiBaseUrl: fake.baseURL } });
    ({ admin, id } = await demo(server));
  });
  afterAll(() => server.close());

  it('uses the environment key until the restaurant saves its own', async () => {
    fake.requests.length = 0;
    expect((await admin.json('GET', `/api/test/openai?restaurant=${id}`)).body).toMatchObject({
      success: true,
      mode: 'openai',
      message: 'Conexión exitosa con OpenAI (gpt-4o)',
    });
    expect(fake.completions.at(-1)!.headers.authorization).toBe('Bearer sk-env');
    await admin.json('POST', `/api/config?restaurant=${id}`, { key: 'openai_config', value: { apiKey: 'sk-donamary-123' } });
    await admin.json('GET', `/api/test/openai?restaurant=${id}`);
    expect(fake.completions.at(-1)!.headers.authorization).toBe('Bearer sk-donamary-123');
  });

  it('answers a WhatsApp test message through OpenAI tools and bills every call at the saved pricing', async () => {
    await admin.json('POST', `/api/ai/pricing-config?restaurant=${id}`, {
      model: 'gpt-4o',
      inputTokenCostPer1000: 0.005,
      outputTokenCostPer1000: 0.015,
      markupMultiplier: 3,
      currency: 'USD',
      exchangeRate: 1,
    });
    fake.toolCalls([{ name: 'agregar_producto', arguments: { producto: 'Pizza Hawaiana', cantidad: 2 } }], {
      usage: { prompt_tokens: 1000, completion_tokens: 50 },
    });
    fake.text('¡Listo! 2 pizzas hawaianas, $378.00.', { usage: { prompt_tokens: 1200, completion_tokens: 20 } });
    const res = await admin.json('POST', `/api/test/whatsapp?restaurant=${id}`, {
      phone: '+5215511112222',
      message: 'Quiero 2 pizzas hawaianas',
    });
    expect(res.body).toMatchObject({ success: true, reply: '[PRUEBA] ¡Listo! 2 pizzas hawaianas, $378.00.' });
    const recent = (await admin.json('GET', `/api/ai/recent-usage?limit=2&restaurant=${id}`)).body;
    // A message sent from the panel is billed as a test, not as a customer's chat.
    expect(recent.map((r: { requestType: string }) => r.requestType)).toEqual(['test', 'test']);
    expect(recent[1].finalCostUSD).toBeCloseTo((1 * 0.005 + 0.05 * 0.015) * 3, 10);
  });

  it('reports a rejected key as 502 with the reason in Spanish', async () => {
    fake.error(401, { code: 'invalid_api_key', message: 'Incorrect API key provided' });
    const res = await admin.json('GET', `/api/test/openai?restaurant=${id}`);
    expect(res).toMatchObject({ status: 502, body: { success: false, mode: 'openai', message: 'La clave de OpenAI no es válida' } });
  });
});
