import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { FakeOpenAi, type FakeReply } from '../../../adapters/ai/openai/testing/fake-openai.js';
import { GRAPH_ERRORS, startFakeGraphApi, type FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import { INBOX_MAX_ATTEMPTS, type InboxItem } from '../../../core/conversations/inbox.js';
import { RetryLater, SEND_GAVE_UP } from '../../../core/conversations/process-inbound.js';
import type { Message } from '../../../core/conversations/conversation.js';
import { TOKENS } from '../tokens.js';
import { createTestServer, get, type TestServer } from '../testing/test-server.js';

/*
 * The whole reply path with OpenAI and Meta faked over HTTP: the worker runs many
 * conversations at once; these tests check what customers and operators end up seeing.
 */
const ACCESS_TOKEN = 'EAAG-pipeline';
let ai: FakeOpenAi;
let graph: FakeGraphApi;
let server: TestServer;
let restaurantId: string;
let seq = 0;

/** Per request, by the customer's last words: lets concurrent conversations script their own model. */
let script: (lastUserText: string) => FakeReply | undefined = () => undefined;

beforeAll(async () => {
  ai = await FakeOpenAi.start();
  ai.respond = (request) => {
    const messages = (request.body?.messages ?? []) as { role: string; content: string }[];
    const last = messages.filter((m) => m.role === 'user').at(-1)?.content ?? '';
    return script(last) ?? { kind: 'text', content: `Respuesta a: ${last}` };
  };
  graph = await startFakeGraphApi({ accessToken: ACCESS_TOKEN });
  server = await createTestServer({ providers: { metaGraphUrl: graph.url, openAiBaseUrl: ai.baseURL }, modelTimeoutMs: 3000 });
  const owner = server.client();
  restaurantId = (await owner.operatorWithRestaurant('pipeline')).restaurant.id;
  await owner.json('POST', '/api/config', {
    key: 'whatsapp_config',
    value: { provider: 'meta', accessToken: ACCESS_TOKEN, phoneNumberId: '555' },
  });
  await owner.json('POST', '/api/config', { key: 'openai_config', value: { apiKey: 'sk-pipeline' } });
  await owner.json('POST', '/api/menu', { name: 'Tacos al Pastor', price: 1800, category: 'Tacos' });
});
afterAll(async () => {
  await server.close();
  await graph.close();
  await ai.close();
});
afterEach(() => {
  script = () => undefined;
});

const phoneOf = (n: number) => `+52155${String(n).padStart(8, '0')}`;

async function write(phone: string, ...texts: string[]) {
  const ids = texts.map(() => `wamid.pipe${++seq}`);
  await get(server.container, TOKENS.Intake).accept(
    restaurantId,
    'meta',
    texts.map((text, i) => ({ kind: 'message', providerMessageId: ids[i]!, from: phone, customerName: null, text, timestamp: new Date() })),
  );
  return ids;
}

async function thread(phone: string): Promise<Message[]> {
  const conversation = await get(server.container, TOKENS.Conversations).findByPhone(restaurantId, phone);
  return conversation ? get(server.container, TOKENS.Messages).listByConversation(restaurantId, conversation.id) : [];
}

async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, ms = 15_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The conversation's replies once `count` of them have been sent (or have failed to be). */
const replies = async (phone: string, count: number) => {
  const settled = (t: Message[]) => t.filter((m) => m.direction === 'outgoing' && m.status !== 'pending');
  return settled(
    await until(
      () => thread(phone),
      (t) => settled(t).length >= count,
    ),
  );
};
const sentTexts = (phone: string) =>
  graph.requests
    .filter((r) => r.method === 'POST' && JSON.parse(r.rawBody).type === 'text' && JSON.parse(r.rawBody).to === phone.slice(1))
    .map((r) => JSON.parse(r.rawBody).text.body as string);
const usage = () => get(server.container, TOKENS.AiUsage).recent(restaurantId, 100);

describe('reply pipeline with a real-latency model', () => {
  it('answers each conversation in order while many conversations run at once, each message exactly once', async () => {
    script = (text) => ({ kind: 'text', content: `Respuesta a: ${text}`, delayMs: 30 + Math.floor(Math.random() * 40) });
    const phones = Array.from({ length: 12 }, (_, i) => phoneOf(100 + i));
    for (let round = 0; round < 4; round++) for (const [n, phone] of phones.entries()) await write(phone, `mensaje ${round} de ${n}`);
    for (const [n, phone] of phones.entries()) {
      const said = [0, 1, 2, 3].map((i) => `mensaje ${i} de ${n}`);
      // Messages that queued behind a reply in progress are answered together, in order.
      const outgoing = await until(
        () => thread(phone),
        (t) => t.some((m) => m.direction === 'outgoing' && m.status !== 'pending' && m.content.endsWith(said[3]!)),
      ).then((t) => t.filter((m) => m.direction === 'outgoing'));
      const answered = outgoing.flatMap((m) => m.content.replace('[PRUEBA] Respuesta a: ', '').split('\n'));
      expect(answered).toEqual(said);
      expect(sentTexts(phone)).toEqual(outgoing.map((m) => m.content));
      // Each reply after the first was written after the previous one: the model saw it in the history.
      if (outgoing.length > 1) {
        const last = ai.completions.find((r) => r.body.messages.at(-1)!.content.endsWith(said[3]!))!;
        const context = last.body.messages.map((m: { content: string }) => m.content);
        expect(context).toContain(outgoing.at(-2)!.content.replace('[PRUEBA] ', ''));
      }
    }
  });

  it('answers the bubbles a customer sends while the model thinks with one reply that reads them all', async () => {
    const phone = phoneOf(150);
    let release: () => void = () => {};
    const thinking = new Promise<void>((resolve) => (release = resolve));
    script = (text) => {
      if (text === 'hola') release();
      return { kind: 'text', content: `Respuesta a: ${text}`, delayMs: text === 'hola' ? 300 : 10 };
    };
    await write(phone, 'hola');
    await thinking;
    await write(phone, 'quiero 2 tacos al pastor');
    await write(phone, 'y una coca');
    const outgoing = await replies(phone, 2);
    expect(outgoing.map((m) => m.content)).toEqual([
      '[PRUEBA] Respuesta a: hola',
      '[PRUEBA] Respuesta a: quiero 2 tacos al pastor\ny una coca',
    ]);
    const second = ai.completions.find((r) => r.body.messages.at(-1)!.content === 'quiero 2 tacos al pastor\ny una coca')!;
    const context = second.body.messages.map((m: { content: string }) => m.content);
    expect(context.filter((c: string) => c === 'quiero 2 tacos al pastor')).toEqual([]);
    expect(context).toContain('Respuesta a: hola');
    await new Promise((r) => setTimeout(r, 200));
    expect(await thread(phone)).toHaveLength(5);
  });

  it('marks the message read and shows "escribiendo…" before the reply', async () => {
    const phone = phoneOf(200);
    const [id] = await write(phone, 'hola');
    await replies(phone, 1);
    const calls = graph.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.rawBody));
    const typing = calls.findIndex((b) => b.message_id === id);
    expect(calls[typing]).toEqual({ messaging_product: 'whatsapp', status: 'read', message_id: id, typing_indicator: { type: 'text' } });
    expect(typing).toBeLessThan(calls.findIndex((b) => b.to === phone.slice(1)));
  });

  it('a hung model call delays no other conversation', async () => {
    script = (text) => (text === 'me cuelgo' ? { kind: 'text', content: 'tarde', delayMs: 60_000 } : undefined);
    const hung = phoneOf(300);
    const other = phoneOf(301);
    await write(hung, 'me cuelgo');
    await until(async () => ai.completions.some((r) => r.body.messages.at(-1)!.content === 'me cuelgo'), Boolean);
    await write(other, 'hola');
    const [answered] = await replies(other, 1);
    expect(answered!.content).toBe('[PRUEBA] Respuesta a: hola');
    // The other customer was answered while the first call was still hanging.
    expect((await thread(hung)).filter((m) => m.direction === 'outgoing')).toEqual([]);
    const [fallback] = await replies(hung, 1);
    expect(fallback!.error).toBe('La IA no respondió: La API de OpenAI no respondió a tiempo');
  });

  const failures: [string, () => FakeReply, string][] = [
    ['500', () => ({ kind: 'error', status: 500 }), 'OpenAI tuvo un error interno; intenta de nuevo más tarde'],
    [
      '429 with retry-after',
      () => ({ kind: 'error', status: 429, code: 'rate_limit_exceeded', headers: { 'retry-after-ms': '', 'retry-after': '0' } }),
      'OpenAI limitó las solicitudes; intenta de nuevo en un momento',
    ],
    ['timeout', () => ({ kind: 'text', content: 'tarde', delayMs: 10_000 }), 'La API de OpenAI no respondió a tiempo'],
    ['malformed', () => ({ kind: 'raw', body: '{"id": "chatcmpl-1", "choices": [' }), 'OpenAI envió una respuesta que no se pudo leer'],
    [
      '401',
      () => ({ kind: 'error', status: 401, code: 'invalid_api_key', message: 'Incorrect API key provided' }),
      'La clave de OpenAI no es válida',
    ],
  ];
  for (const [kind, reply, error] of failures) {
    it(`on ${kind}: the customer gets a helpful reply, the operator sees why, usage records the failure`, async () => {
      const phone = phoneOf(400 + failures.findIndex(([k]) => k === kind));
      script = (text) => (text === 'falla' ? reply() : undefined);
      await write(phone, 'falla');
      const [fallback] = await replies(phone, 1);
      expect(fallback!.content).toBe('[PRUEBA] Una disculpa, tuvimos un problema técnico. ¿Me repites tu pedido, por favor?');
      expect(fallback!.status).toBe('sent');
      expect(fallback!.error).toBe(`La IA no respondió: ${error}`);
      expect(sentTexts(phone)).toEqual([fallback!.content]);
      expect((await usage()).find((u) => u.status === 'failed' && u.error === error)).toMatchObject({
        status: 'failed',
        requestType: 'chat',
      });
    });
  }

  it('keeps the cart in the fallback when items were already saved', async () => {
    const phone = phoneOf(500);
    script = (text) =>
      text === 'un taco de pastor'
        ? { kind: 'tool_calls', calls: [{ name: 'agregar_producto', arguments: { producto: 'Tacos al Pastor', cantidad: 2 } }] }
        : undefined;
    // The tool result goes back to the model as the last message; that call (and its retries) fails.
    const base = ai.respond!;
    ai.respond = (request) => (request.body.messages.at(-1)!.role === 'tool' ? { kind: 'error', status: 503 } : base(request));
    await write(phone, 'un taco de pastor');
    const [fallback] = await replies(phone, 1);
    ai.respond = base;
    expect(fallback!.content).toContain('Tu pedido sigue guardado (2 × Tacos al Pastor)');
    expect(fallback!.content).not.toContain('repites');
  });

  it('retries a send WhatsApp refused for now, and marks the reply failed, never pending, on the last attempt', async () => {
    const processor = get(server.container, TOKENS.InboundProcessor);
    const item = (attempts: number): InboxItem => ({
      id: 'inbox-send',
      restaurantId,
      provider: 'meta',
      providerMessageId: 'wamid.send-fails',
      phone: phoneOf(600),
      customerName: null,
      text: 'hola',
      receivedAt: new Date(),
      attempts,
    });
    // The typing indicator and the send both meet Meta's 500.
    graph.respondWith(GRAPH_ERRORS.serverError(), GRAPH_ERRORS.serverError());
    await expect(processor.process(item(1))).rejects.toBeInstanceOf(RetryLater);
    expect((await thread(phoneOf(600))).find((m) => m.direction === 'outgoing')?.status).toBe('pending');
    graph.respondWith(GRAPH_ERRORS.serverError());
    const reply = await processor.process(item(INBOX_MAX_ATTEMPTS));
    expect(reply).toMatchObject({ status: 'failed', error: SEND_GAVE_UP });
    expect((await thread(phoneOf(600))).filter((m) => m.direction === 'outgoing')).toHaveLength(1);
  });
});
