import { neverTimer } from '../../../core/shared/testing/never-timer.js';
import { Hono } from 'hono';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { OfflineLanguageModel } from '../../ai/offline/offline-language-model.js';
import { createLanguageModelFactory, type OpenAiEnvSettings } from '../../ai/openai/language-model-factory.js';
import { FakeOpenAi } from '../../ai/openai/testing/fake-openai.js';
import { memoryConfigService } from '../../ai/openai/testing/memory-config.js';
import { DEFAULT_AI_PRICING, type NewAiUsageRecord } from '../../../core/ai-usage/ai-usage.js';
import { Assistant } from '../../../core/assistant/assistant.js';
import { SCENARIO_PHONE, ScenarioRunner } from '../../../core/assistant/scenario-runner.js';
import { InMemoryAiUsageRepository } from '../../../core/ai-usage/testing/in-memory-ai-usage-repository.js';
import { InMemoryCartRepository } from '../../../core/orders/testing/in-memory-cart-repository.js';
import { InMemoryConversationRepository } from '../../../core/conversations/testing/in-memory-conversation-repository.js';
import { InMemoryMenuRepository } from '../../../core/menu/testing/in-memory-menu-repository.js';
import { InMemoryOrderRepository } from '../../../core/orders/testing/in-memory-order-repository.js';
import { DEFAULT_AI_CONFIG } from '../../../core/config/config.js';
import { DEMO_MENU, DEMO_PROFILE } from '../../../core/menu/demo-menu.js';
import { forbidden, unauthorized } from '../../../core/shared/errors.js';
import type { Restaurant } from '../../../core/tenancy/restaurant.js';
import type { PublicUser } from '../../../core/tenancy/user.js';
import type { AppEnv } from '../env.js';
import { handleError } from '../errors.js';
import { aiRoutes, aiTestRoutes, type AiRouteDeps } from './ai-routes.js';
import { MenuMatcher } from '../../../core/assistant/menu-matcher.js';
import { WrittenMenus } from '../../../core/assistant/system-prompt.js';

/** A JSON answer read field by field in assertions. */
interface JsonBody {
  [field: string]: JsonBody;
}

const NOW = new Date('2025-03-10T18:00:00Z'); // noon in Mexico City
const restaurant: Restaurant = {
  id: 'r1',
  name: 'La Cocina de Doña Mary',
  description: null,
  phone: null,
  email: null,
  address: null,
  subdomain: 'donamary',
  subscriptionStatus: 'active',
  subscriptionPlan: 'basic',
  createdAt: NOW,
  trialEndsAt: null,
};
const operator: PublicUser = { id: 'u1', email: 'mary@example.mx', name: 'Mary', role: 'operator' } as PublicUser;

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await FakeOpenAi.start();
});
afterAll(() => fake.close());

/** The AI routes mounted as the lead mounts them, over in-memory ports and the offline engine for the pipeline. */
async function setup(env: OpenAiEnvSettings = {}) {
  const { config } = memoryConfigService();
  const usage = new InMemoryAiUsageRepository();
  const menu = new InMemoryMenuRepository();
  const carts = new InMemoryCartRepository();
  const conversations = new InMemoryConversationRepository();
  for (const item of DEMO_MENU) await menu.create({ ...item, restaurantId: 'r1', available: true });
  const clock = { now: () => NOW };
  const assistant = new Assistant({
    timer: neverTimer,
    model: new OfflineLanguageModel(),
    menu,
    carts,
    orders: new InMemoryOrderRepository(),
    conversations,
    usage,
    clock,
    aiSettings: async () => ({ config: DEFAULT_AI_CONFIG, pricing: DEFAULT_AI_PRICING }),
    profileExtras: async () => DEMO_PROFILE,
    matcher: new MenuMatcher(),
    writtenMenus: new WrittenMenus(),
  });
  let user: PublicUser | null = operator;
  const deps: AiRouteDeps = {
    access: {
      resolve: async (u, id) => {
        if (!u) throw unauthorized();
        if (id && id !== 'r1') throw forbidden();
        return restaurant;
      },
    },
    clock,
    aiUsage: usage,
    config,
    languageModels: createLanguageModelFactory({
      config,
      env: { baseURL: fake.baseURL, maxRetries: 0, timeoutMs: 2000, ...env },
      offline: new OfflineLanguageModel(),
    }),
    // The real ScenarioRunner; the pipeline under it (inbox and worker) is short-circuited to the Assistant.
    scenarios: new ScenarioRunner(
      {
        run: async (restaurantId, phone, text) => {
          const started = performance.now();
          const conversation = await conversations.upsertByPhone(restaurantId, phone, NOW);
          const out = await assistant.reply({ restaurant, conversation, incomingText: text, history: [] });
          return { reply: out.reply, elapsedMs: Math.round(performance.now() - started), answered: true };
        },
      },
      conversations,
      carts,
      menu,
    ),
  };
  const app = new Hono<AppEnv>()
    .use(async (c, next) => {
      c.set('user', user);
      await next();
    })
    .route('/api/ai', aiRoutes(deps))
    .route('/api/test', aiTestRoutes(deps));
  app.onError(handleError);
  const call = async (method: string, path: string, body?: unknown) => {
    const res = await app.request(path, {
      method,
      ...(body === undefined ? {} : { body: JSON.stringify(body), headers: { 'content-type': 'application/json' } }),
    });
    return { status: res.status, body: (await res.json()) as JsonBody };
  };
  return { call, config, usage, carts, conversations, signOut: () => (user = null) };
}

const record = (patch: Partial<NewAiUsageRecord>): NewAiUsageRecord => ({
  restaurantId: 'r1',
  model: 'gpt-4o',
  requestType: 'chat',
  inputTokens: 800,
  outputTokens: 200,
  totalTokens: 1000,
  baseCostUSD: 0.004,
  finalCostUSD: 0.008,
  createdAt: NOW,
  conversationId: `c-${Math.random()}`,
  ...patch,
});

beforeEach(() => {
  fake.requests.length = 0;
});

describe('AI usage and pricing routes', () => {
  it('need a signed-in user and a restaurant they may access', async () => {
    const s = await setup();
    expect((await s.call('GET', '/api/ai/usage-stats?restaurant=r2')).status).toBe(403);
    s.signOut();
    expect(await s.call('GET', '/api/ai/usage-stats')).toMatchObject({ status: 401, body: { error: 'No autorizado' } });
    expect((await s.call('GET', '/api/test/scenarios')).status).toBe(401);
  });

  it('totals usage for today (Mexico City), the last 7 days and the last 30 days', async () => {
    const s = await setup();
    const day = 86_400_000;
    await s.usage.record(record({ createdAt: new Date('2025-03-10T06:30:00Z') })); // today, 00:30 local
    await s.usage.record(record({ createdAt: new Date('2025-03-10T05:30:00Z'), totalTokens: 10 })); // yesterday, 23:30 local
    await s.usage.record(record({ createdAt: new Date(NOW.getTime() - 5 * day) }));
    await s.usage.record(record({ createdAt: new Date(NOW.getTime() - 20 * day) }));
    await s.usage.record(record({ createdAt: new Date(NOW.getTime() - 40 * day) }));
    await s.usage.record(record({ restaurantId: 'r2' }));

    expect((await s.call('GET', '/api/ai/usage-stats?period=today')).body).toEqual({
      period: 'today',
      totalConversations: 1,
      totalTokens: 1000,
      totalBaseCostUSD: 0.004,
      totalFinalCostUSD: 0.008,
    });
    expect((await s.call('GET', '/api/ai/usage-stats?period=week')).body).toMatchObject({ totalConversations: 3, totalTokens: 2010 });
    expect((await s.call('GET', '/api/ai/usage-stats?period=month')).body).toMatchObject({
      totalConversations: 4,
      totalFinalCostUSD: 0.032,
    });
    expect((await s.call('GET', '/api/ai/usage-stats')).body.period).toBe('today');
    expect(await s.call('GET', '/api/ai/usage-stats?period=year')).toMatchObject({
      status: 400,
      body: { error: 'El periodo debe ser today, week o month' },
    });
  });

  it('lists recent usage newest first, 10 by default, 1 to 100', async () => {
    const s = await setup();
    for (let i = 0; i < 12; i++)
      await s.usage.record(
        record({ requestType: i === 11 ? 'connection_test' : 'chat', createdAt: new Date(NOW.getTime() - (12 - i) * 1000) }),
      );
    const { status, body } = await s.call('GET', '/api/ai/recent-usage');
    expect(status).toBe(200);
    expect(body).toHaveLength(10);
    expect(body[0]).toEqual({
      id: expect.any(String),
      model: 'gpt-4o',
      requestType: 'connection_test',
      createdAt: '2025-03-10T17:59:59.000Z',
      totalTokens: 1000,
      finalCostUSD: 0.008,
    });
    expect((await s.call('GET', '/api/ai/recent-usage?limit=3')).body).toHaveLength(3);
    for (const bad of ['0', '101', 'abc', '2.5']) {
      expect(await s.call('GET', `/api/ai/recent-usage?limit=${bad}`)).toMatchObject({
        status: 400,
        body: { error: 'El límite debe ser un entero entre 1 y 100' },
      });
    }
  });

  it('shows the default pricing, saves a model’s pricing without touching the others', async () => {
    const s = await setup();
    expect((await s.call('GET', '/api/ai/pricing-config')).body).toEqual({ model: 'gpt-4o', ...DEFAULT_AI_PRICING });
    const mine = {
      model: 'gpt-4',
      inputTokenCostPer1000: 0.03,
      outputTokenCostPer1000: '0.06',
      markupMultiplier: 1.5,
      currency: 'MXN',
      exchangeRate: 17.5,
    };
    const saved = await s.call('POST', '/api/ai/pricing-config', mine);
    expect(saved).toEqual({ status: 200, body: { ...mine, outputTokenCostPer1000: 0.06 } });
    expect((await s.call('GET', '/api/ai/pricing-config?model=gpt-4')).body).toEqual(saved.body);
    expect((await s.call('GET', '/api/ai/pricing-config?model=gpt-4o')).body).toEqual({ model: 'gpt-4o', ...DEFAULT_AI_PRICING });
    expect(await s.call('GET', '/api/ai/pricing-config?model=gpt-9')).toMatchObject({
      status: 400,
      body: { error: 'Modelo no soportado' },
    });
  });

  it('lets a restaurant override the platform default pricing', async () => {
    const s = await setup();
    await s.config.write(null, 'ai_pricing', { 'gpt-4o': { ...DEFAULT_AI_PRICING, markupMultiplier: 3 } });
    expect((await s.call('GET', '/api/ai/pricing-config?model=gpt-4o')).body.markupMultiplier).toBe(3);
    await s.call('POST', '/api/ai/pricing-config', { model: 'gpt-4o', ...DEFAULT_AI_PRICING, markupMultiplier: 2.5 });
    expect((await s.call('GET', '/api/ai/pricing-config?model=gpt-4o')).body.markupMultiplier).toBe(2.5);
  });

  it('rejects invalid pricing with Spanish messages per field', async () => {
    const s = await setup();
    const res = await s.call('POST', '/api/ai/pricing-config', {
      model: 'gpt-5',
      inputTokenCostPer1000: -1,
      outputTokenCostPer1000: 'mucho',
      markupMultiplier: 101,
      currency: 'JPY',
      exchangeRate: 0,
    });
    expect(res.status).toBe(400);
    expect(res.body.fields).toEqual({
      model: 'Modelo no soportado',
      inputTokenCostPer1000: 'El costo de entrada no puede ser negativo',
      outputTokenCostPer1000: 'El costo de salida debe ser un número',
      markupMultiplier: 'El multiplicador no puede ser mayor a 100',
      currency: 'La moneda debe ser USD, EUR o MXN',
      exchangeRate: 'El tipo de cambio debe ser mayor a 0',
    });
    expect((await s.call('POST', '/api/ai/pricing-config', { model: 'gpt-4o' })).body.fields).toHaveProperty(
      'exchangeRate',
      'El tipo de cambio debe ser un número',
    );
  });
});

describe('OpenAI status for the dashboard', () => {
  it('is operational without recent failures, degraded with some, failing when the latest calls all failed', async () => {
    const s = await setup();
    const state = async () => (await s.call('GET', '/api/ai/status')).body.openai;
    expect(await state()).toMatchObject({ state: 'operational', label: 'Operativo', failures: 0, lastError: null });
    await s.usage.record(record({ createdAt: new Date(NOW.getTime() - 60_000) }));
    await s.usage.record(
      record({ createdAt: new Date(NOW.getTime() - 50_000), status: 'failed', error: 'La API de OpenAI no respondió a tiempo' }),
    );
    await s.usage.record(record({ createdAt: new Date(NOW.getTime() - 40_000) }));
    expect(await state()).toMatchObject({
      state: 'degraded',
      label: 'Degradado',
      failures: 1,
      lastError: 'La API de OpenAI no respondió a tiempo',
    });
    for (const seconds of [30, 20, 10]) {
      await s.usage.record(
        record({ createdAt: new Date(NOW.getTime() - seconds * 1000), status: 'failed', error: 'La clave de OpenAI no es válida' }),
      );
    }
    expect(await state()).toMatchObject({
      state: 'failing',
      label: 'Con fallas',
      failures: 4,
      lastError: 'La clave de OpenAI no es válida',
    });
  });

  it('looks only at the last 15 minutes', async () => {
    const s = await setup();
    await s.usage.record(record({ createdAt: new Date(NOW.getTime() - 16 * 60_000), status: 'failed', error: 'x' }));
    expect((await s.call('GET', '/api/ai/status')).body.openai!.state).toBe('operational');
  });
});

describe('AI connection test', () => {
  it('without any key reports the offline engine, free and successful', async () => {
    const s = await setup();
    expect(await s.call('GET', '/api/test/openai')).toEqual({
      status: 200,
      body: {
        success: true,
        mode: 'offline',
        model: 'offline',
        elapsedMs: 0,
        message:
          'Funcionando sin conexión: el asistente usa el motor local en español (sin costo). Agrega una API key de OpenAI para usar GPT.',
      },
    });
    expect(fake.requests).toHaveLength(0);
  });

  it("makes a real completion with the restaurant's key and bills it as a connection test", async () => {
    const s = await setup({ apiKey: 'sk-env' });
    await s.config.write('r1', 'openai_config', { apiKey: 'sk-restaurante-123' });
    await s.config.write('r1', 'ai_pricing', { 'gpt-4o': { ...DEFAULT_AI_PRICING, markupMultiplier: 3 } });
    fake.text('ok', { usage: { prompt_tokens: 20, completion_tokens: 1 }, model: 'gpt-4o-2024-08-06' });
    const { status, body } = await s.call('GET', '/api/test/openai');
    expect(status).toBe(200);
    expect(body).toEqual({
      success: true,
      message: 'Conexión exitosa con OpenAI (gpt-4o)',
      mode: 'openai',
      model: 'gpt-4o-2024-08-06',
      elapsedMs: expect.any(Number),
    });
    expect(fake.completions[0]!.headers.authorization).toBe('Bearer sk-restaurante-123');
    expect(fake.completions[0]!.body).toMatchObject({ model: 'gpt-4o', temperature: 0 });
    const base = (20 / 1000) * 0.0025 + (1 / 1000) * 0.01;
    expect(s.usage.records).toEqual([
      expect.objectContaining({ requestType: 'connection_test', totalTokens: 21, model: 'gpt-4o-2024-08-06' }),
    ]);
    expect(s.usage.records[0]!.finalCostUSD).toBeCloseTo(base * 3, 12);
  });

  it('answers 502 with the reason in Spanish when OpenAI refuses', async () => {
    const s = await setup({ apiKey: 'sk-malo' });
    fake.error(401, { message: 'Incorrect API key provided', code: 'invalid_api_key' });
    const res = await s.call('GET', '/api/test/openai');
    expect(res).toEqual({
      status: 502,
      body: { success: false, message: 'La clave de OpenAI no es válida', mode: 'openai', model: 'gpt-4o', elapsedMs: expect.any(Number) },
    });
    expect(s.usage.records).toEqual([]);
  });
});

describe('test centre scenarios', () => {
  it('lists the 8 scenarios', async () => {
    const s = await setup();
    const { body } = await s.call('GET', '/api/test/scenarios');
    expect(body).toHaveLength(8);
    expect(Object.keys(body[0]!).sort()).toEqual(['category', 'id', 'message', 'skip', 'title']);
    const listed = body as unknown as { id: string; skip: string | null }[];
    expect(listed.map((x) => x.id)).toContain('pedido-varios');
    // Everything on this menu is available: the sold-out scenario says why it does not apply.
    expect(listed.find((x) => x.id === 'producto-agotado')).toMatchObject({ skip: expect.stringContaining('Agotado') });
  });

  it('does not send a scenario the menu cannot support, and says why', async () => {
    const s = await setup();
    const res = await s.call('POST', '/api/test/scenarios/producto-agotado/run', {});
    expect(res.body).toMatchObject({ id: 'producto-agotado', pass: true, skipped: true, reason: expect.stringContaining('Agotado') });
    expect(await s.conversations.findByPhone('r1', SCENARIO_PHONE)).toBeNull();
  });

  it('runs a scenario through the pipeline and checks the reply and the cart, repeatably', async () => {
    const s = await setup();
    for (let run = 0; run < 2; run++) {
      const res = await s.call('POST', '/api/test/scenarios/pedido-varios/run', {});
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: 'pedido-varios', pass: true, reason: 'Correcto', elapsedMs: expect.any(Number) });
      expect(res.body.reply).toMatch(/3 × /);
    }
    const res = await s.call('POST', '/api/test/scenarios/saludo/run', { phone: '+5215599998888' });
    expect(res.body).toMatchObject({ pass: true });
    expect(await s.conversations.findByPhone('r1', '+5215599998888')).not.toBeNull();
    expect(Object.keys(res.body).sort()).toEqual(['elapsedMs', 'id', 'pass', 'reason', 'reply']);
  });

  it('runs with no body at all, and refuses unknown scenarios and bad phones', async () => {
    const s = await setup();
    expect((await s.call('POST', '/api/test/scenarios/menu-categoria/run')).body).toMatchObject({ pass: true });
    expect(await s.conversations.findByPhone('r1', SCENARIO_PHONE)).not.toBeNull();
    expect(await s.call('POST', '/api/test/scenarios/nada/run', {})).toMatchObject({
      status: 404,
      body: { error: 'Escenario de prueba no encontrado' },
    });
    expect(await s.call('POST', '/api/test/scenarios/saludo/run', { phone: 'hola' })).toMatchObject({
      status: 400,
      body: { fields: { phone: 'El teléfono debe tener entre 8 y 15 dígitos' } },
    });
  });
});
