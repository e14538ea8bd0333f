import { neverTimer } from '../../../core/shared/testing/never-timer.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_AI_PRICING } from '../../../core/ai-usage/ai-usage.js';
import { aiCost } from '../../../core/ai-usage/cost.js';
import { Assistant, FALLBACK_REPLY, TEST_MODE_PREFIX } from '../../../core/assistant/assistant.js';
import { assistantFixture, ScriptedModel } from '../../../core/assistant/testing/assistant-fixture.js';
import { TOOL_DEFINITIONS } from '../../../core/assistant/tool-definitions.js';
import { DEFAULT_AI_CONFIG } from '../../../core/config/config.js';
import { OpenAiLanguageModel, type OpenAiLanguageModelOptions } from './openai-language-model.js';
import { FakeOpenAi } from './testing/fake-openai.js';
import { MenuMatcher } from '../../../core/assistant/menu-matcher.js';
import { WrittenMenus } from '../../../core/assistant/system-prompt.js';

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await FakeOpenAi.start();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
  expect(fake.pending()).toBe(0);
});

const pricing = { ...DEFAULT_AI_PRICING, markupMultiplier: 2, exchangeRate: 1 };

/** The real Assistant, its in-memory ports, and OpenAI through the SDK to the local fake. */
async function openAiAssistant(options: Partial<OpenAiLanguageModelOptions> = {}) {
  const f = await assistantFixture(new ScriptedModel([]));
  const model = new OpenAiLanguageModel({ apiKey: 'sk-lupita', baseURL: fake.baseURL, timeoutMs: 2000, maxRetries: 0, ...options });
  const assistant = new Assistant({
    timer: neverTimer,
    model,
    menu: f.menu,
    carts: f.carts,
    orders: f.orders,
    conversations: f.conversations,
    usage: f.usage,
    clock: { now: () => f.now },
    aiSettings: async () => ({ config: DEFAULT_AI_CONFIG, pricing }),
    timeoutMs: 5000,
    matcher: new MenuMatcher(),
    writtenMenus: new WrittenMenus(),
  });
  const reply = (text: string) =>
    assistant.reply({ restaurant: f.restaurant, conversation: f.conversation, incomingText: text, history: [] });
  const cart = async () => (await f.carts.get('r1', f.conversation.id))?.lines ?? [];
  return { ...f, reply, cart };
}

describe('the Assistant over OpenAI (real SDK, local fake)', () => {
  it('runs the tools the model asks for against the menu, then replies; every call is billed', async () => {
    const a = await openAiAssistant();
    fake
      .toolCalls(
        [{ id: 'call_1', name: 'agregar_producto', arguments: { producto: 'tacos al pastor', cantidad: 3, notas: 'sin cebolla' } }],
        { usage: { prompt_tokens: 900, completion_tokens: 40 } },
      )
      .text('¡Listo! 3 tacos al pastor sin cebolla: $54.00. ¿Algo más?', {
        usage: { prompt_tokens: 1000, completion_tokens: 25 },
        model: 'gpt-4o-2024-08-06',
      });

    const out = await a.reply('Me das 3 de pastor sin cebolla');

    expect(out.reply).toBe(`${TEST_MODE_PREFIX}¡Listo! 3 tacos al pastor sin cebolla: $54.00. ¿Algo más?`);
    expect(await a.cart()).toEqual([
      expect.objectContaining({
        menuItemId: a.items.pastor.id,
        name: 'Tacos al Pastor',
        unitPrice: 1800,
        quantity: 3,
        notes: 'sin cebolla',
      }),
    ]);
    // The second request carries the call and the server's result, priced from the menu.
    const second = fake.completions[1]!.body.messages;
    expect(second.at(-2)).toMatchObject({ role: 'assistant', tool_calls: [{ id: 'call_1', function: { name: 'agregar_producto' } }] });
    expect(second.at(-1)).toMatchObject({ role: 'tool', tool_call_id: 'call_1' });
    expect(JSON.parse(second.at(-1)!.content)).toMatchObject({ ok: true, carrito: { total: '$54.00' } });
    expect(
      fake.completions.every((r) => r.headers.authorization === 'Bearer sk-lupita' && r.body.tools.length === TOOL_DEFINITIONS.length),
    ).toBe(true);

    expect(a.usage.records).toEqual([
      expect.objectContaining({
        restaurantId: 'r1',
        model: 'gpt-4o',
        requestType: 'chat',
        inputTokens: 900,
        outputTokens: 40,
        totalTokens: 940,
        ...aiCost({ inputTokens: 900, outputTokens: 40 }, pricing),
      }),
      expect.objectContaining({
        model: 'gpt-4o-2024-08-06',
        inputTokens: 1000,
        outputTokens: 25,
        totalTokens: 1025,
        ...aiCost({ inputTokens: 1000, outputTokens: 25 }, pricing),
      }),
    ]);
    expect(a.usage.records[0]!.finalCostUSD).toBeCloseTo((0.9 * 0.0025 + 0.04 * 0.01) * 2, 10);
  });

  it('takes a whole order to confirmation: the order is created at menu prices and the conversation flagged', async () => {
    const a = await openAiAssistant();
    fake
      .toolCalls([
        { name: 'agregar_producto', arguments: { producto: 'Tacos al Pastor', cantidad: 2 } },
        { name: 'agregar_producto', arguments: { producto: 'horchata', cantidad: 1 } },
        { name: 'datos_entrega', arguments: { direccion: 'Calle Roble 23, Roma Norte', nombre: 'Juan' } },
        { name: 'confirmar_pedido', arguments: {} },
      ])
      .text('¡Pedido confirmado! Total $66.00, llega a Calle Roble 23.');

    const out = await a.reply('2 de pastor y una horchata a Calle Roble 23, soy Juan, confirmo');

    expect(out.order).toMatchObject({
      status: 'pending',
      total: 6600,
      deliveryAddress: 'Calle Roble 23, Roma Norte',
      customerName: 'Juan',
    });
    expect(await a.orders.list('r1')).toHaveLength(1);
    expect(await a.cart()).toEqual([]);
    expect(await a.conversations.findById('r1', a.conversation.id)).toMatchObject({ hasNewOrder: true, totalOrders: 1 });
    expect(out.usage).toHaveLength(2);
  });

  it('refuses a sold-out item even when the model asks for it', async () => {
    const a = await openAiAssistant();
    fake
      .toolCalls([{ name: 'agregar_producto', arguments: { producto: 'Flan Napolitano', cantidad: 1 } }])
      .text('Se nos acabó el flan, ¿algo más?');
    await a.reply('un flan');
    expect(await a.cart()).toEqual([]);
    expect(JSON.parse(fake.completions[1]!.body.messages.at(-1)!.content)).toMatchObject({ ok: false, error: 'agotado' });
  });

  it('answers with the polite fallback when OpenAI is too slow', async () => {
    const a = await openAiAssistant({ timeoutMs: 150 });
    fake.text('tarde', { delayMs: 1000 });
    const out = await a.reply('hola');
    expect(out.reply).toBe(`${TEST_MODE_PREFIX}${FALLBACK_REPLY}`);
    expect(a.usage.records).toMatchObject([{ status: 'failed', error: 'La API de OpenAI no respondió a tiempo' }]);
  });

  it('answers with the polite fallback when OpenAI fails, even after its retry, keeping the cart', async () => {
    const a = await openAiAssistant({ maxRetries: 1 });
    fake
      .toolCalls([{ name: 'agregar_producto', arguments: { producto: 'Tacos al Pastor', cantidad: 1 } }])
      .error(500)
      .error(500);
    const out = await a.reply('un taco de pastor');
    expect(out.reply).toContain('Tu pedido sigue guardado (1 × Tacos al Pastor)');
    expect(fake.completions).toHaveLength(3);
    expect(await a.cart()).toEqual([expect.objectContaining({ name: 'Tacos al Pastor', quantity: 1 })]);
    expect(a.usage.records.map((r) => r.status)).toEqual(['ok', 'failed']);
  });
});
