import { neverTimer } from '../../../core/shared/testing/never-timer.js';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Assistant } from '../../../core/assistant/assistant.js';
import { assistantFixture, ScriptedModel } from '../../../core/assistant/testing/assistant-fixture.js';
import { DEFAULT_AI_CONFIG } from '../../../core/config/config.js';
import { DEFAULT_AI_PRICING } from '../../../core/ai-usage/ai-usage.js';
import { OpenAiLanguageModel } from './openai-language-model.js';
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

/** The real Assistant over OpenAI (real SDK to the local fake), with look-alike tortas and sodas on the menu. */
async function shop() {
  const f = await assistantFixture(new ScriptedModel([]));
  const item = (name: string, price: number, extra: { synonyms?: string[]; available?: boolean } = {}) =>
    f.menu.create({
      restaurantId: 'r1',
      name,
      description: null,
      price,
      category: 'Tortas',
      ingredients: [],
      available: extra.available ?? true,
      synonyms: extra.synonyms ?? [],
    });
  const milanesa = await item('Torta de Milanesa', 8000);
  const cubana = await item('Torta Cubana', 9500);
  const coca = await item('Coca-Cola', 3000, { synonyms: ['coca', 'coquita'] });
  const model = new OpenAiLanguageModel({ apiKey: 'sk-prueba', baseURL: fake.baseURL, timeoutMs: 2000, maxRetries: 0 });
  const assistant = new Assistant({
    timer: neverTimer,
    model,
    menu: f.menu,
    carts: f.carts,
    orders: f.orders,
    conversations: f.conversations,
    usage: f.usage,
    clock: { now: () => f.now },
    aiSettings: async () => ({ config: { ...DEFAULT_AI_CONFIG, testMode: false }, pricing: DEFAULT_AI_PRICING }),
    timeoutMs: 5000,
    matcher: new MenuMatcher(),
    writtenMenus: new WrittenMenus(),
  });
  const reply = (text: string) =>
    assistant.reply({ restaurant: f.restaurant, conversation: f.conversation, incomingText: text, history: [] });
  const cart = async () => (await f.carts.get('r1', f.conversation.id))?.lines ?? [];
  const lastToolResult = (request = fake.completions.length - 1) => JSON.parse(fake.completions[request]!.body.messages.at(-1)!.content);
  /** Confirms 2 tacos al pastor to Calle Roble 23 and returns the order. */
  const confirmed = async () => {
    fake
      .toolCalls([
        { name: 'agregar_producto', arguments: { producto: 'Tacos al Pastor', cantidad: 2 } },
        { name: 'datos_entrega', arguments: { direccion: 'Calle Roble 23' } },
        { name: 'confirmar_pedido', arguments: {} },
      ])
      .text('¡Listo! Tu pedido quedó confirmado.');
    const out = await reply('2 de pastor a Calle Roble 23, confirmo');
    return out.order!;
  };
  return { ...f, reply, cart, lastToolResult, confirmed, items: { ...f.items, milanesa, cubana, coca } };
}

describe('server guarantees over the OpenAI path (fake OpenAI)', () => {
  it('refuses a product the menu lacks even when it shares a word with one it has, offering the closest real ones', async () => {
    const a = await shop();
    fake
      .toolCalls([
        { name: 'agregar_producto', arguments: { producto: 'torta de jamón', cantidad: 1 } },
        { name: 'agregar_producto', arguments: { producto: 'coca light', cantidad: 2 } },
      ])
      .text('No tenemos torta de jamón ni coca light. ¿Te late una Torta Cubana o una Coca-Cola?');
    await a.reply('una torta de jamon y 2 cocas light');
    expect(await a.cart()).toEqual([]);
    const results = fake.completions[1]!.body.messages.filter((m: { role: string }) => m.role === 'tool').map((m: { content: string }) =>
      JSON.parse(m.content),
    );
    expect(results[0]).toMatchObject({
      ok: false,
      error: 'no_existe',
      sugerencias: expect.arrayContaining(['Torta de Milanesa', 'Torta Cubana']),
    });
    expect(results[1]).toMatchObject({ ok: false, error: 'no_existe', sugerencias: ['Coca-Cola'] });
  });

  it('still finds a product by its synonym', async () => {
    const a = await shop();
    fake.toolCalls([{ name: 'agregar_producto', arguments: { producto: 'coquita', cantidad: 2 } }]).text('Van 2 Coca-Cola, $60.00.');
    await a.reply('2 coquitas');
    expect(await a.cart()).toEqual([expect.objectContaining({ menuItemId: a.items.coca.id, quantity: 2 })]);
  });

  it('never lets a model text with a wrong total reach the customer: the server states the real one', async () => {
    const a = await shop();
    fake
      .toolCalls([{ name: 'agregar_producto', arguments: { producto: 'Torta Cubana', cantidad: 2 } }])
      .text('Listo, 2 tortas cubanas. Tu total es $150.00. ¿Algo más?');
    const out = await a.reply('2 tortas cubanas');
    expect(out.reply).not.toContain('$150.00');
    expect(out.reply).toContain('Total: $190.00');
    expect(out.reply).toContain('2 × Torta Cubana');
  });

  it('states the confirmed order with its real total even when the model leaves it out', async () => {
    const a = await shop();
    const order = await a.confirmed();
    expect(order).toMatchObject({ total: 3600, status: 'pending' });
    expect(fake.completions).toHaveLength(2);
  });

  it('cancels the stored order after confirming, while it is pending', async () => {
    const a = await shop();
    const order = await a.confirmed();
    fake.toolCalls([{ name: 'cancelar_pedido', arguments: {} }]).text('Listo, cancelé tu pedido.');
    const out = await a.reply('cancélalo porfa');
    expect((await a.orders.findById('r1', order.id))?.status).toBe('cancelled');
    expect(out.reply).toContain('cancelé');
    expect(a.lastToolResult()).toMatchObject({ ok: true, cancelado: true });
  });

  it('amends the same stored order after confirming: additions, removals and quantities, at menu prices', async () => {
    const a = await shop();
    const order = await a.confirmed();
    fake
      .toolCalls([{ name: 'agregar_producto', arguments: { producto: 'coca', cantidad: 1 } }])
      .text('Agregué una Coca-Cola a tu pedido. Total $66.00.');
    const out = await a.reply('agrégale una coca');
    expect(out.reply).toContain('$66.00');
    fake
      .toolCalls([{ name: 'cambiar_cantidad', arguments: { producto: 'Tacos al Pastor', cantidad: 3 } }])
      .text('Listo, ahora son 3 tacos.');
    await a.reply('mejor que sean 3 tacos');
    fake.toolCalls([{ name: 'quitar_producto', arguments: { producto: 'Coca-Cola' } }]).text('Quité la Coca-Cola.');
    await a.reply('sin la coca');
    const stored = await a.orders.findById('r1', order.id);
    expect(stored).toMatchObject({
      status: 'pending',
      total: 5400,
      items: [expect.objectContaining({ name: 'Tacos al Pastor', quantity: 3 })],
    });
    expect(await a.orders.list('r1')).toHaveLength(1);
    expect(await a.cart()).toEqual([]);
  });

  it('once the kitchen is preparing it, the order stays as it is and the reply gives the restaurant phone', async () => {
    const a = await shop();
    const order = await a.confirmed();
    await a.orders.updateStatus('r1', order.id, 'preparing');
    fake.toolCalls([{ name: 'cancelar_pedido', arguments: {} }]).text('Claro, ya lo cancelé.');
    const out = await a.reply('cancélalo');
    expect((await a.orders.findById('r1', order.id))?.status).toBe('preparing');
    expect(a.lastToolResult()).toMatchObject({ ok: false, error: 'no_modificable' });
    expect(out.reply).toContain('ya no se puede cambiar por chat');
    expect(out.reply).toContain('+525512345678');
  });

  it('never adds an unavailable item, to the cart or to a confirmed order', async () => {
    const a = await shop();
    const order = await a.confirmed();
    fake.toolCalls([{ name: 'agregar_producto', arguments: { producto: 'Flan Napolitano', cantidad: 1 } }]).text('Agregué el flan.');
    await a.reply('agrégale un flan');
    expect((await a.orders.findById('r1', order.id))?.items.map((i) => i.name)).toEqual(['Tacos al Pastor']);
    expect(a.lastToolResult()).toMatchObject({ ok: false, error: 'agotado' });
  });

  it('never drops silently what the customer named: the reply asks about it', async () => {
    const a = await shop();
    fake
      .toolCalls([{ name: 'agregar_producto', arguments: { producto: 'Tacos al Pastor', cantidad: 2 } }])
      .text('Anoté 2 tacos al pastor, $36.00.');
    const out = await a.reply('2 de pastor y una torta cubana');
    expect(out.reply).toContain('No agregué Torta Cubana a tu pedido');
  });

  it('keeps notes on their own line: "una con todo y otra sin chile" is two lines', async () => {
    const a = await shop();
    fake
      .toolCalls([
        { name: 'agregar_producto', arguments: { producto: 'Torta de Milanesa', cantidad: 1, notas: 'con todo' } },
        { name: 'agregar_producto', arguments: { producto: 'Torta de Milanesa', cantidad: 1, notas: 'sin chile' } },
      ])
      .text('Van 2 tortas de milanesa, $160.00.');
    await a.reply('2 tortas de milanesa, una con todo y otra sin chile');
    expect(await a.cart()).toEqual([
      expect.objectContaining({ name: 'Torta de Milanesa', quantity: 1, notes: 'con todo' }),
      expect.objectContaining({ name: 'Torta de Milanesa', quantity: 1, notes: 'sin chile' }),
    ]);
  });
});
