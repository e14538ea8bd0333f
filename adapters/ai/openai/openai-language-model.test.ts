import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ModelRequest } from '../../../core/assistant/language-model.js';
import { TOOL_DEFINITIONS } from '../../../core/assistant/tool-definitions.js';
import { OpenAiError } from './openai-error.js';
import { OpenAiLanguageModel, type OpenAiLanguageModelOptions } from './openai-language-model.js';
import { FakeOpenAi } from './testing/fake-openai.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await FakeOpenAi.start();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
  expect(fake.pending()).toBe(0);
});

const model = (options: Partial<OpenAiLanguageModelOptions> = {}) =>
  new OpenAiLanguageModel({ apiKey: 'sk-test-123', baseURL: fake.baseURL, maxRetries: 0, timeoutMs: 2000, ...options });

const request = (patch: Partial<ModelRequest> = {}): ModelRequest => ({
  model: 'gpt-4o',
  temperature: 0.7,
  messages: [
    { role: 'system', content: 'Eres el asistente de Tacos Lupita.' },
    { role: 'user', content: 'Quiero 2 tacos al pastor' },
  ],
  tools: TOOL_DEFINITIONS,
  context: {
    restaurant: {
      name: 'Tacos Lupita',
      description: null,
      address: null,
      phone: null,
      hours: null,
      delivery: null,
      payment: null,
      promotions: null,
    },
    menu: [],
    cart: { lines: [], deliveryAddress: null, customerName: null },
    personality: 'friendly',
    memory: null,
  },
  ...patch,
});

async function rejection(promise: Promise<unknown>): Promise<OpenAiError> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(OpenAiError);
  return err as OpenAiError;
}

describe('OpenAiLanguageModel over the real SDK and a local fake', () => {
  it('answers text with usage and model, sending the key, the tools in OpenAI format and the settings', async () => {
    fake.text('¡Hola! ¿Qué se te antoja?', { usage: { prompt_tokens: 321, completion_tokens: 12 }, model: 'gpt-4o-2024-08-06' });
    const response = await model({ organization: 'org-lupita' }).complete(request());
    expect(response).toEqual({
      content: '¡Hola! ¿Qué se te antoja?',
      toolCalls: [],
      usage: { inputTokens: 321, outputTokens: 12 },
      model: 'gpt-4o-2024-08-06',
    });

    const [sent] = fake.completions;
    expect(sent!.path).toBe('/v1/chat/completions');
    expect(sent!.headers.authorization).toBe('Bearer sk-test-123');
    expect(sent!.headers['openai-organization']).toBe('org-lupita');
    expect(sent!.body).toMatchObject({ model: 'gpt-4o', temperature: 0.7, max_tokens: 500, tool_choice: 'auto' });
    expect(sent!.body.messages).toEqual([
      { role: 'system', content: 'Eres el asistente de Tacos Lupita.' },
      { role: 'user', content: 'Quiero 2 tacos al pastor' },
    ]);
    expect(sent!.body.tools).toHaveLength(TOOL_DEFINITIONS.length);
    expect(sent!.body.tools[1]).toEqual({
      type: 'function',
      function: { name: 'agregar_producto', description: TOOL_DEFINITIONS[1]!.description, parameters: TOOL_DEFINITIONS[1]!.parameters },
    });
  });

  it('parses tool calls, and sends earlier calls and their results back the way OpenAI expects', async () => {
    fake.toolCalls([
      { id: 'call_a', name: 'agregar_producto', arguments: { producto: 'Tacos al Pastor', cantidad: 2 } },
      { id: 'call_b', name: 'ver_pedido', arguments: {} },
    ]);
    const first = await model().complete(request());
    expect(first.content).toBeNull();
    expect(first.toolCalls).toEqual([
      { id: 'call_a', name: 'agregar_producto', arguments: { producto: 'Tacos al Pastor', cantidad: 2 } },
      { id: 'call_b', name: 'ver_pedido', arguments: {} },
    ]);

    fake.text('Listo, van 2 tacos.');
    const base = request().messages;
    await model().complete(
      request({
        messages: [
          ...base,
          { role: 'assistant', content: '', toolCalls: first.toolCalls },
          { role: 'tool', toolCallId: 'call_a', content: '{"ok":true,"mensaje":"Agregado"}' },
          { role: 'tool', toolCallId: 'call_b', content: '{"ok":true,"mensaje":"Pedido"}' },
        ],
      }),
    );
    const sent = fake.completions[1]!.body.messages;
    expect(sent[2]).toEqual({
      role: 'assistant',
      content: null,
      tool_calls: [
        {
          id: 'call_a',
          type: 'function',
          function: { name: 'agregar_producto', arguments: '{"producto":"Tacos al Pastor","cantidad":2}' },
        },
        { id: 'call_b', type: 'function', function: { name: 'ver_pedido', arguments: '{}' } },
      ],
    });
    expect(sent[3]).toEqual({ role: 'tool', tool_call_id: 'call_a', content: '{"ok":true,"mensaje":"Agregado"}' });
  });

  it('keeps a call with unreadable arguments, with empty arguments and a warning', async () => {
    const warnings: string[] = [];
    fake.toolCalls([
      { id: 'call_x', name: 'agregar_producto', arguments: '{"producto": "Tacos al Pas' },
      { id: 'call_y', name: 'ver_menu', arguments: '["Pizzas"]' },
    ]);
    const response = await model({ onWarning: (m) => warnings.push(m) }).complete(request());
    expect(response.toolCalls).toEqual([
      { id: 'call_x', name: 'agregar_producto', arguments: {} },
      { id: 'call_y', name: 'ver_menu', arguments: {} },
    ]);
    expect(warnings).toEqual([expect.stringContaining('no son JSON válido'), expect.stringContaining('no son un objeto JSON')]);
  });

  it('leaves tools out of a request that has none', async () => {
    fake.text('ok');
    await model().complete(request({ tools: [] }));
    expect(fake.completions[0]!.body).not.toHaveProperty('tools');
    expect(fake.completions[0]!.body).not.toHaveProperty('tool_choice');
  });

  it('turns provider errors into typed errors with Spanish messages', async () => {
    fake.error(401, { message: 'Incorrect API key provided: sk-test***123.', code: 'invalid_api_key' });
    expect(await rejection(model().complete(request()))).toMatchObject({
      kind: 'invalid_key',
      status: 401,
      message: 'La clave de OpenAI no es válida',
    });

    fake.error(429, { message: 'Rate limit reached', code: 'rate_limit_exceeded' });
    expect(await rejection(model().complete(request()))).toMatchObject({
      kind: 'rate_limited',
      message: expect.stringContaining('OpenAI limitó las solicitudes'),
    });

    fake.error(429, { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' });
    expect(await rejection(model().complete(request()))).toMatchObject({
      kind: 'quota_exceeded',
      message: 'La cuenta de OpenAI no tiene saldo disponible',
    });

    fake.error(404, { message: 'The model `gpt-9` does not exist', code: 'model_not_found' });
    expect(await rejection(model().complete(request({ model: 'gpt-9' })))).toMatchObject({
      kind: 'model_not_found',
      message: expect.stringContaining('gpt-9'),
    });

    fake.error(500);
    const server = await rejection(model().complete(request()));
    expect(server).toMatchObject({ kind: 'provider_error', status: 500 });
    expect(server.message).not.toMatch(/server had an error/);
  });

  it('retries a server error once by default, then succeeds', async () => {
    fake.error(503).text('Ya estoy aquí');
    const response = await model({ maxRetries: undefined }).complete(request());
    expect(response.content).toBe('Ya estoy aquí');
    expect(fake.completions).toHaveLength(2);
  });

  it("waits as long as a 429's retry-after asks, then succeeds", async () => {
    fake.error(429, { code: 'rate_limit_exceeded', headers: { 'retry-after-ms': '', 'retry-after': '1' } }).text('Listo');
    const m = model({ maxRetries: 2, timeoutMs: 5000 });
    const waits: number[] = [];
    const realSetTimeout = globalThis.setTimeout;
    globalThis.setTimeout = ((fn: () => void, ms?: number) => {
      if (ms === 1000) waits.push(ms);
      return realSetTimeout(fn, ms === 1000 ? 0 : ms);
    }) as typeof setTimeout;
    try {
      expect((await m.complete(request())).content).toBe('Listo');
    } finally {
      globalThis.setTimeout = realSetTimeout;
    }
    expect(waits).toEqual([1000]);
    expect(fake.completions).toHaveLength(2);
  });

  it('does not retry what retrying cannot fix (a bad key, an empty balance), nor past its deadline', async () => {
    fake.error(401, { code: 'invalid_api_key' });
    expect(await rejection(model({ maxRetries: 2 }).complete(request()))).toMatchObject({ kind: 'invalid_key' });
    fake.error(429, { code: 'insufficient_quota' });
    expect(await rejection(model({ maxRetries: 2 }).complete(request()))).toMatchObject({ kind: 'quota_exceeded' });
    // A retry-after longer than the time left: give up now rather than answer too late.
    fake.error(429, { headers: { 'retry-after-ms': '', 'retry-after': '30' } });
    expect(await rejection(model({ maxRetries: 2, timeoutMs: 2000 }).complete(request()))).toMatchObject({ kind: 'rate_limited' });
    expect(fake.completions).toHaveLength(3);
  });

  it('reports an unreadable answer as malformed', async () => {
    fake.enqueue({ kind: 'raw', body: '{"id": "chatcmpl-1", "choices": [' });
    expect(await rejection(model().complete(request()))).toMatchObject({
      kind: 'malformed',
      message: 'OpenAI envió una respuesta que no se pudo leer',
    });
    fake.enqueue({ kind: 'raw', body: '{"id": "chatcmpl-2", "choices": [], "usage": {"prompt_tokens": 50, "completion_tokens": 0}}' });
    const empty = await rejection(model().complete(request()));
    expect(empty).toMatchObject({ kind: 'malformed', usage: { inputTokens: 50, outputTokens: 0 } });
  });

  it('gives up after its timeout with a typed error', async () => {
    fake.text('demasiado tarde', { delayMs: 1500 });
    const started = Date.now();
    const err = await rejection(model({ timeoutMs: 150 }).complete(request()));
    expect(err).toMatchObject({ kind: 'timeout', message: 'La API de OpenAI no respondió a tiempo' });
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('reports an unreachable server as a connection error', async () => {
    const closed = await FakeOpenAi.start();
    const baseURL = closed.baseURL;
    await closed.close();
    const err = await rejection(model({ baseURL }).complete(request()));
    expect(err).toMatchObject({ kind: 'connection', message: 'No se pudo conectar con la API de OpenAI' });
  });
});
