import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReplyOutput } from '../../core/assistant/assistant.js';
import { leakedText } from '../../core/assistant/leak-guard.js';
import { openChat } from '../../eval/harness.js';
import { BURGER_MENU, BURGER_PLACE, BURGER_PROFILE as profile, FOREIGN_WORDS } from './testing/burger-menu.js';
import { OfflineLanguageModel } from './offline/offline-language-model.js';
import { OpenAiLanguageModel } from './openai/openai-language-model.js';
import { FakeOpenAi } from './openai/testing/fake-openai.js';

/**
 * The core guarantees (docs/assistant-guarantees.md) on both engines: the OpenAI path through
 * the real SDK to a local fake, the offline path through the real OfflineLanguageModel. The
 * offline tests state behaviour only (customer text in, orders and replies out), so they hold
 * for any engine behind the port.
 */

const QUESTION_45 = '¿Seguro que son 45 Combo 3? Serían $5,400.00. Respóndeme «sí» para dejarlo así o dime la cantidad correcta.';

const offlineChat = () =>
  openChat({ model: new OfflineLanguageModel(), menu: BURGER_MENU, profile, restaurant: BURGER_PLACE, config: { testMode: false } });

/** Sends each text in turn; returns every output. */
async function talk(chat: Awaited<ReturnType<typeof offlineChat>>, ...texts: string[]): Promise<ReplyOutput[]> {
  const outs: ReplyOutput[] = [];
  for (const text of texts) outs.push(await chat.send(text));
  return outs;
}

const placed = (outs: ReplyOutput[]) => outs.flatMap((o) => (o.order ? [o.order] : []));

describe('guarantees on the offline engine (behaviour: customer text in, orders and replies out)', () => {
  it('a quantity above the bound is repeated back and no order is placed without an explicit yes', async () => {
    const chat = await offlineChat();
    const outs = await talk(chat, 'quiero 45 combo 3', 'a Calle Roble 23, col. Centro', 'confirmo');
    expect(outs.some((o) => o.reply.includes(QUESTION_45))).toBe(true);
    expect(placed(outs)).toEqual([]);
    const yes = await chat.send('sí');
    const after = yes.order ? [yes.order] : placed(await talk(chat, 'confirmo'));
    expect(after[0]?.items).toEqual([expect.objectContaining({ name: 'Combo 3', quantity: 45 })]);
  });

  it('a number inside the address never becomes a quantity nobody confirmed', async () => {
    const chat = await offlineChat();
    const outs = await talk(chat, 'quiero una hamburguesa clásica a Calle Roble 12, col. Centro', 'confirmo', 'sí');
    for (const order of placed(outs)) expect(order.items.find((i) => i.name === 'Hamburguesa Clásica')?.quantity).toBe(1);
  });

  it('no internal or validation text reaches the customer ("traigan cambio de 500")', async () => {
    const chat = await offlineChat();
    const outs = await talk(
      chat,
      '2 hamburguesas clásicas',
      'pago en efectivo, traigan cambio de 500',
      'a Calle Roble 23',
      '500',
      'quiero -3 papas',
    );
    for (const out of outs) {
      expect(out.reply).not.toMatch(/debe ser un n[uú]mero|entre 1 y \d+/);
      expect(leakedText(out.reply, { menu: [], profileTexts: [] }), out.reply).toBeNull();
    }
  });

  it('an item waiting on a clarifying question is never dropped by the confirmation', async () => {
    const chat = await offlineChat();
    const outs = await talk(chat, 'una hamburguesa clásica y 2 malteadas', 'Calle Roble 23, col. Centro', 'confirmo', 'sí');
    for (const order of placed(outs)) {
      expect(order.items.find((i) => i.name.startsWith('Malteada'))?.quantity, JSON.stringify(outs.map((o) => o.reply))).toBe(2);
    }
  });

  it('after confirming, "agrégale 30" is asked back and reaches the order only with the yes', async () => {
    const chat = await offlineChat();
    const outs = await talk(chat, '2 combo 3', 'es todo', 'Calle Roble 23, col. Centro', 'sí');
    const order = placed(outs)[0]!;
    const asked = await chat.send('agrégale 30 combo 3');
    expect(asked.reply).toContain('¿Seguro que son 32 Combo 3?');
    expect((await chat.orders.findById(chat.restaurant.id, order.id))!.items).toEqual([expect.objectContaining({ quantity: 2 })]);
    await chat.send('sí');
    expect((await chat.orders.findById(chat.restaurant.id, order.id))!.items).toEqual([expect.objectContaining({ quantity: 32 })]);
  });

  // Today's offline engine hard-codes its help example ("2 tacos al pastor y una horchata", adapters/ai/offline/tone.ts);
  // the engine helper is to build it from the menu (core/assistant/menu-examples.ts). Enable once it does.
  it('the help and greeting name only items of this restaurant', async () => {
    const chat = await offlineChat();
    for (const text of ['hola', 'ayuda', '¿cómo pido?', 'sí', '¿qué me recomiendas?'])
      expect((await chat.send(text)).reply).not.toMatch(FOREIGN_WORDS);
  });
});

let fake: FakeOpenAi;
beforeAll(async () => {
  fake = await FakeOpenAi.start();
});
afterAll(() => fake.close());
afterEach(() => {
  fake.requests.length = 0;
  expect(fake.pending()).toBe(0);
});

const openAiChat = () =>
  openChat({
    model: new OpenAiLanguageModel({ apiKey: 'sk-prueba', baseURL: fake.baseURL, timeoutMs: 2000, maxRetries: 0 }),
    menu: BURGER_MENU,
    profile,
    restaurant: BURGER_PLACE,
    config: { testMode: false },
  });
const toolResults = (request: number) =>
  fake.completions[request]!.body.messages.filter((m) => m.role === 'tool').map((m) => JSON.parse(m.content) as Record<string, unknown>);

describe('guarantees on the OpenAI path (real SDK, fake OpenAI)', () => {
  it('a quantity above the bound is repeated back, told to the model, and needs the yes before confirming', async () => {
    const chat = await openAiChat();
    fake
      .toolCalls([
        { name: 'agregar_producto', arguments: { producto: 'Combo 3', cantidad: 45 } },
        { name: 'datos_entrega', arguments: { direccion: 'Calle Roble 23' } },
        { name: 'confirmar_pedido', arguments: {} },
      ])
      .text('¡Listo! Tu pedido quedó confirmado.');
    const first = await chat.send('45 combo 3 a Calle Roble 23, confirmo');
    expect(first.order).toBeNull();
    expect(first.reply).toContain(QUESTION_45);
    expect(toolResults(1)[0]).toMatchObject({ ok: true, pregunta: QUESTION_45 });
    expect(toolResults(1)[2]).toMatchObject({ ok: false, error: 'cantidad_sin_confirmar', mensaje: QUESTION_45 });
    expect(fake.completions[0]!.body.messages[0]!.content).toContain('confirmar_cantidad');

    fake.toolCalls([{ name: 'confirmar_pedido', arguments: {} }]).text('¡Confirmado!');
    const yes = await chat.send('sí');
    expect(fake.completions.at(-2)!.body.messages[0]!.content).not.toContain('Pregunta abierta'); // the yes closed it before the model read
    expect(yes.order?.items).toEqual([expect.objectContaining({ name: 'Combo 3', quantity: 45 })]);
  });

  it('the model may record a yes said in other words (confirmar_cantidad), only once the customer was asked', async () => {
    const chat = await openAiChat();
    fake.toolCalls([{ name: 'agregar_producto', arguments: { producto: 'Combo 3', cantidad: 45 } }]).text(QUESTION_45);
    const asked = await chat.send('45 combo 3');
    expect(asked.reply.split(QUESTION_45)).toHaveLength(2); // said once, not twice
    fake
      .toolCalls([
        { name: 'confirmar_cantidad', arguments: {} },
        { name: 'confirmar_pedido', arguments: { direccion: 'Calle Roble 23' } },
      ])
      .text('¡Confirmado!');
    expect((await chat.send('sí son 45, es para una fiesta, a Calle Roble 23')).order?.items[0]?.quantity).toBe(45);
  });

  it('a number inside the address used as a quantity is asked back', async () => {
    const chat = await openAiChat();
    fake
      .toolCalls([
        { name: 'agregar_producto', arguments: { producto: 'Hamburguesa Clásica', cantidad: 12 } },
        { name: 'confirmar_pedido', arguments: { direccion: 'Calle Roble 12, col. Centro' } },
      ])
      .text('Confirmado.');
    const out = await chat.send('una hamburguesa clásica a Calle Roble 12, col. Centro');
    expect(out.order).toBeNull();
    expect(out.reply).toContain('¿Seguro que son 12 Hamburguesa Clásica?');
  });

  it('after confirming, a change beyond the bound is held with its question and written only on the yes', async () => {
    const chat = await openAiChat();
    fake
      .toolCalls([
        { name: 'agregar_producto', arguments: { producto: 'Combo 3', cantidad: 2 } },
        { name: 'confirmar_pedido', arguments: { direccion: 'Calle Roble 23' } },
      ])
      .text('¡Confirmado!');
    const order = (await chat.send('2 combo 3 a Calle Roble 23, confirmo')).order!;
    fake.toolCalls([{ name: 'agregar_producto', arguments: { producto: 'Combo 3', cantidad: 30 } }]).text('Listo, ya lo agregué.');
    const asked = await chat.send('agrégale 30 combo 3');
    expect(toolResults(3)[0]).toMatchObject({ ok: false, error: 'cantidad_sin_confirmar' });
    expect(asked.reply).toContain('¿Seguro que son 32 Combo 3?');
    expect((await chat.orders.findById(chat.restaurant.id, order.id))!.items[0]!.quantity).toBe(2);
    const calls = fake.completions.length;
    await chat.send('sí');
    expect(fake.completions.length).toBe(calls); // core takes the yes itself
    expect((await chat.orders.findById(chat.restaurant.id, order.id))!.items[0]!.quantity).toBe(32);
  });

  it('no order is confirmed while a clarifying question is open, even when the customer answers with the address', async () => {
    const chat = await openAiChat();
    fake
      .toolCalls([
        { name: 'agregar_producto', arguments: { producto: 'Hamburguesa Clásica', cantidad: 1 } },
        { name: 'agregar_producto', arguments: { producto: 'malteada', cantidad: 2 } },
      ])
      .text('¿De vainilla o de fresa?');
    await chat.send('una clásica y 2 malteadas');
    const question = toolResults(1)[1]!;
    expect(question).toMatchObject({
      ok: false,
      error: 'ambiguo',
      mensaje: expect.stringMatching(/^¿Cuál quieres: Malteada de \w+ o Malteada de \w+\?$/),
    });
    fake
      .toolCalls([
        { name: 'datos_entrega', arguments: { direccion: 'Calle Roble 23' } },
        { name: 'confirmar_pedido', arguments: {} },
      ])
      .text('¡Confirmado!');
    const out = await chat.send('Calle Roble 23');
    expect(fake.completions.at(-2)!.body.messages[0]!.content).toContain(
      `Pregunta abierta sobre el pedido (no confirmes hasta resolverla): ${String(question.mensaje)}`,
    );
    expect(out.order).toBeNull();
    expect(out.reply).toContain(`Antes de confirmar: ${String(question.mensaje)}`);
  });

  it('"traigan cambio de 500": the tool says it in customer words, and a leaked validation text is replaced and recorded', async () => {
    const chat = await openAiChat();
    fake.toolCalls([{ name: 'agregar_producto', arguments: { producto: 'Hamburguesa Clásica', cantidad: 2 } }]).text('Van 2 clásicas.');
    await chat.send('2 hamburguesas clásicas');
    fake
      .toolCalls([{ name: 'agregar_producto', arguments: { producto: 'Hamburguesa Clásica', cantidad: 500 } }])
      .text('La cantidad debe ser un número entero entre 1 y 100.');
    const out = await chat.send('pago en efectivo, traigan cambio de 500');
    expect(toolResults(1)[0]!.mensaje).not.toMatch(/debe ser un n[uú]mero|entre 1 y/);
    expect(out.reply).toBe(
      'Una disculpa, no te entendí bien. Tu pedido va así: 2 Hamburguesa Clásica (total $190.00). ¿Qué más necesitas?',
    );
    expect(out.failure).toMatchObject({ kind: 'leaked_text' });
    expect(chat.usage.records.at(-1)).toMatchObject({ status: 'failed' });
  });

  it('a confirmation text whose own total disagrees with the stored order is corrected', async () => {
    const chat = await openAiChat();
    fake
      .toolCalls([
        { name: 'agregar_producto', arguments: { producto: 'Hamburguesa Doble Queso', cantidad: 1 } },
        { name: 'agregar_producto', arguments: { producto: 'Refresco 600 ml', cantidad: 1 } },
        { name: 'confirmar_pedido', arguments: { direccion: 'Calle Roble 23' } },
      ])
      .text('Confirmado ✅ Total a pagar: $30.00\n• 1 × Hamburguesa Doble Queso — $130.00\n• 1 × Refresco 600 ml — $30.00\nTotal: $160.00');
    const out = await chat.send('una doble queso y un refresco a Calle Roble 23, confirmo');
    expect(out.order?.total).toBe(16_000);
    expect(out.reply).toContain('Total a pagar: $160.00');
    expect(out.reply).not.toContain('Total a pagar: $30.00');
  });

  it('a model stuck in a tool loop is recorded and shown like any other model failure', async () => {
    const chat = await openAiChat();
    for (let i = 0; i < 5; i++) fake.toolCalls([{ name: 'ver_pedido', arguments: {} }]);
    const out = await chat.send('hola');
    expect(out.failure).toMatchObject({ kind: 'tool_loop' });
    expect(out.reply).toMatch(/problema técnico/);
    expect(chat.usage.records.at(-1)).toMatchObject({ status: 'failed', error: expect.stringContaining('herramientas') });
  });
});
