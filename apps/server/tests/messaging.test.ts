import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { signMetaBody } from '../../../adapters/messaging/meta/meta-signature.js';
import { GRAPH_ERRORS, type FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import type { FakeTwilioApi } from '../../../adapters/messaging/testing/fake-twilio-api.js';
import { TOKENS } from '../tokens.js';
import { get, type TestClient, type TestServer } from '../testing/test-server.js';
import {
  META_APP_SECRET,
  metaConfig,
  metaPayload,
  metaText,
  postMeta,
  postTwilio,
  startWhatsappServer,
  threadOf,
  TWILIO_AUTH,
  twilioConfig,
  until,
  whatsappRestaurant,
} from '../testing/whatsapp-fixture.js';

let graph: FakeGraphApi;
let twilioApi: FakeTwilioApi;
let server: TestServer;
let close: () => Promise<void>;
let owner: TestClient;
let restaurantId: string;

beforeAll(async () => {
  ({ graph, twilioApi, server, close } = await startWhatsappServer());
  owner = server.client();
  restaurantId = await whatsappRestaurant(owner, 'taqueria', { config: metaConfig({ webhookVerifyToken: 'verifica-123' }) });
});
afterAll(() => close());
afterEach(() => {
  graph.requests.length = 0;
});

const send = (body: unknown, secret = META_APP_SECRET, id = restaurantId) => postMeta(server, id, secret, body);
const thread = (phone: string) => threadOf(owner, phone);

describe('Meta webhook', () => {
  it('answers the subscription handshake with the restaurant verify token only', async () => {
    const ok = await server.app.request(`/webhooks/meta/${restaurantId}?hub.mode=subscribe&hub.verify_token=verifica-123&hub.challenge=42`);
    expect(ok.status).toBe(200);
    expect(await ok.text()).toBe('42');
    const bad = await server.app.request(`/webhooks/meta/${restaurantId}?hub.mode=subscribe&hub.verify_token=otro&hub.challenge=42`);
    expect(bad.status).toBe(403);
  });

  it('stores every message of a payload once and answers the two bubbles with one reply through the Graph API', async () => {
    const body = metaPayload([
      { ...metaText('5215511112222', 'Hola, buenas tardes'), id: 'wamid.A' },
      { ...metaText('5215511112222', 'Quiero 2 tacos al pastor'), id: 'wamid.B' },
    ]);
    const first = await send(body);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ stored: 2, duplicates: 0 });
    const again = await send(body);
    expect(await again.json()).toMatchObject({ stored: 0, duplicates: 2 });

    const messages = await until(
      () => thread('+5215511112222'),
      (m) => m.length === 3 && m.every((x) => x.status !== 'pending'),
    );
    // Both customer messages came before the reply, which reads them together, as a person would.
    expect(messages.map((m) => m.direction)).toEqual(['incoming', 'incoming', 'outgoing']);
    expect(messages[2].content.startsWith('[PRUEBA] ')).toBe(true);
    expect(messages[2].content).toMatch(/[Tt]acos al [Pp]astor/);
    expect(messages[2].status).toBe('sent');
    const sent = graph.requests.filter((r) => r.method === 'POST');
    expect(sent).toHaveLength(1);
    expect(JSON.parse(sent[0]!.rawBody)).toMatchObject({ messaging_product: 'whatsapp', to: '5215511112222', type: 'text' });
    const conversation = (await owner.json('GET', '/api/conversations')).body.find(
      (c: { phoneNumber: string }) => c.phoneNumber === '+5215511112222',
    );
    expect(conversation.customerName).toBe('Lupita');
  });

  it('rejects a bad signature, an unknown restaurant and a malformed body, storing nothing', async () => {
    const body = metaPayload([metaText('5215599990000', 'hola')]);
    expect((await send(body, 'otro-secreto')).status).toBe(401);
    expect((await send(body, META_APP_SECRET, 'no-existe')).status).toBe(404);
    const raw = '{"object":';
    const malformed = await server.app.request(`/webhooks/meta/${restaurantId}`, {
      method: 'POST',
      headers: { 'x-hub-signature-256': signMetaBody(raw, META_APP_SECRET) },
      body: raw,
    });
    expect(malformed.status).toBe(400);
    await new Promise((r) => setTimeout(r, 100));
    expect(await thread('+5215599990000')).toEqual([]);
  });

  it('applies delivery statuses to the outgoing message, only forward, failures with a Spanish reason', async () => {
    await send(metaPayload([metaText('5215533334444', 'hola')]));
    const [, reply] = await until(
      () => thread('+5215533334444'),
      (m) => m[1]?.status === 'sent',
    );
    const providerIdOf = async (index: number) =>
      (await get(server.container, TOKENS.Messages).listByConversation(restaurantId, reply.conversationId))[index]!.providerMessageId!;
    const status = (id: string, s: string, errors?: object[]) => ({
      id,
      status: s,
      timestamp: String(Math.floor(Date.now() / 1000)),
      recipient_id: '5215533334444',
      ...(errors ? { errors } : {}),
    });
    const first = await providerIdOf(1);
    await send(metaPayload([], [status(first, 'delivered')]));
    expect((await thread('+5215533334444'))[1].status).toBe('delivered');
    await send(metaPayload([], [status(first, 'read')]));
    // Callbacks arrive out of order: a late "delivered" or "sent" never downgrades "read".
    await send(metaPayload([], [status(first, 'delivered'), status(first, 'sent')]));
    expect((await thread('+5215533334444'))[1].status).toBe('read');

    await send(metaPayload([metaText('5215533334444', 'otra cosa')]));
    await until(
      () => thread('+5215533334444'),
      (m) => m[3]?.status === 'sent',
    );
    const second = await providerIdOf(3);
    await send(metaPayload([], [status(second, 'failed', [{ code: 131047, title: 'Re-engagement message' }])]));
    await send(metaPayload([], [status(second, 'delivered')]));
    const failed = (await thread('+5215533334444'))[3];
    expect(failed.status).toBe('failed');
    expect(failed.error).toMatch(/24 horas/);
  });

  it('marks a reply failed outside the 24-hour window, and an expired token turns the dashboard red', async () => {
    graph.respondWith(GRAPH_ERRORS.outsideWindow());
    await send(metaPayload([metaText('5215555556666', 'hola')]));
    const [, reply] = await until(
      () => thread('+5215555556666'),
      (m) => m[1] && m[1].status !== 'pending',
    );
    expect(reply.status).toBe('failed');
    expect(reply.error).toMatch(/24 horas/);

    expect((await owner.json('GET', '/api/whatsapp/status')).body).toMatchObject({
      configured: true,
      hasAccessToken: true,
      hasVerifyToken: true,
    });
    graph.respondWith(GRAPH_ERRORS.invalidToken());
    await send(metaPayload([metaText('5215577778888', 'hola')]));
    await until(
      () => thread('+5215577778888'),
      (m) => m[1] && m[1].status !== 'pending',
    );
    const status = (await owner.json('GET', '/api/whatsapp/status')).body;
    expect(status).toMatchObject({ configured: false, hasAccessToken: true, phoneNumber: '+525500000000' });
    expect(status.webhookUrl).toBe(`http://localhost:3000/webhooks/meta/${restaurantId}`);
  });

  it('retries a rate-limited send later instead of losing the reply', async () => {
    graph.respondWith(GRAPH_ERRORS.rateLimited());
    await send(metaPayload([metaText('5215512121212', 'hola')]));
    const [, reply] = await until(
      () => thread('+5215512121212'),
      (m) => m[1]?.status === 'sent',
      8000,
    );
    expect(reply.status).toBe('sent');
    expect(graph.requests.filter((r) => r.method === 'POST')).toHaveLength(2);
  });
});

describe('Twilio webhook', () => {
  let twilioRestaurant: string;
  let client: TestClient;

  beforeAll(async () => {
    client = server.client();
    twilioRestaurant = await whatsappRestaurant(client, 'tortas', { config: twilioConfig(), menu: false });
  });

  const post = (params: Record<string, string>, token = TWILIO_AUTH) => postTwilio(server, twilioRestaurant, token, params);

  it('accepts a signed message and replies through the Twilio API', async () => {
    const params = {
      MessageSid: 'SM' + 'a'.repeat(32),
      From: 'whatsapp:+5215544443333',
      To: 'whatsapp:+14155238886',
      Body: 'Hola',
      ProfileName: 'Beto',
      NumMedia: '0',
    };
    const res = await post(params);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/xml/);
    await until(
      async () => twilioApi.requests.filter((r) => r.method === 'POST').length,
      (n) => n > 0,
    );
    const sent = twilioApi.requests.find((r) => r.method === 'POST')!;
    expect(new URLSearchParams(sent.rawBody).get('To')).toBe('whatsapp:+5215544443333');
  });

  it('rejects a wrong signature', async () => {
    const res = await post({ MessageSid: 'SM' + 'b'.repeat(32), From: 'whatsapp:+5215500001111', Body: 'x' }, 'otro-token');
    expect(res.status).toBe(401);
  });
});

describe('conversations API', () => {
  it('runs a test message through the whole pipeline and reports the reply and time', async () => {
    const res = await owner.json('POST', '/api/test/whatsapp', { phone: '+5215512345678', message: 'Quiero 3 tacos al pastor' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, answered: true });
    expect(res.body.reply).toMatch(/^\[PRUEBA\] /);
    expect(res.body.elapsedMs).toBeGreaterThanOrEqual(0);
    const recent = (await owner.json('GET', '/api/conversations/recent')).body;
    // Nothing went to WhatsApp: the reply is stored and shown as a test, never as "sent".
    expect(recent[0]).toMatchObject({ direction: 'outgoing', content: res.body.reply, status: 'test', isTest: true });
    const blank = await owner.json('POST', '/api/test/whatsapp', { phone: '+5215512345678', message: '   ' });
    expect(blank.status).toBe(400);
  });

  it('answers unchanged polled lists with 304', async () => {
    const first = await owner.request('GET', '/api/conversations');
    const tag = first.headers.get('etag')!;
    expect(tag).toBeTruthy();
    const again = await owner.request('GET', '/api/conversations', undefined, { 'if-none-match': tag });
    expect(again.status).toBe(304);
  });

  it('exports CSV with a BOM and neutralised cells, and JSON with messages', async () => {
    const csv = await owner.request('GET', '/api/data/export-conversations?format=csv');
    expect(csv.headers.get('content-disposition')).toMatch(/attachment; filename="conversaciones_\d{4}-\d{2}-\d{2}\.csv"/);
    const bytes = new Uint8Array(await csv.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = new TextDecoder().decode(bytes);
    expect(text).toContain("'+5215511112222");
    const json = await owner.request('GET', '/api/data/export-conversations');
    expect(json.headers.get('content-disposition')).toMatch(/\.json"/);
    const data = JSON.parse(await json.text());
    expect(data[0].messages.length).toBeGreaterThan(0);
  });

  it('sends a bulk message, then deletes conversations with their messages', async () => {
    const sent = await owner.json('POST', '/api/conversations/bulk-message', {
      phoneNumbers: ['+5215511112222'],
      message: '¡Hoy 2x1 en tacos!',
    });
    expect(sent).toMatchObject({ status: 200, body: { sent: 1, failed: [] } });
    const unknown = await owner.json('POST', '/api/conversations/bulk-message', { phoneNumbers: ['+5210000000000'], message: 'hola' });
    expect(unknown.status).toBe(502);
    expect(unknown.body.failed[0].error).toBe('No hay una conversación con ese número');
    expect((await owner.json('POST', '/api/conversations/bulk-message', { phoneNumbers: ['+5215511112222'], message: ' ' })).status).toBe(
      400,
    );

    const list = (await owner.json('GET', '/api/conversations')).body as { id: string; phoneNumber: string }[];
    const one = list.find((c) => c.phoneNumber === '+5215533334444')!;
    expect((await owner.json('DELETE', `/api/conversations/${one.id}`)).status).toBe(200);
    expect((await owner.json('GET', `/api/messages/${one.id}`)).status).toBe(404);
    const rest = list.filter((c) => c.id !== one.id).map((c) => c.id);
    const bulk = await owner.json('DELETE', '/api/conversations', { conversationIds: [...rest, 'forjado'] });
    expect(bulk.body).toEqual({ deletedCount: rest.length, totalRequested: rest.length + 1 });
    expect((await owner.json('GET', '/api/conversations')).body).toEqual([]);
  });

  it('measures dashboard stats from real messages', async () => {
    const stats = (await owner.json('GET', '/api/dashboard/stats')).body;
    expect(stats).toMatchObject({ satisfaction: '96%' });
    expect(stats.responseTime).toMatch(/^\d+(\.\d)?s$/);
    expect(typeof stats.todayMessages).toBe('number');
  });
});
