import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import type { FakeTwilioApi } from '../../../adapters/messaging/testing/fake-twilio-api.js';
import { HANDOVER_REPLY } from '../../../core/conversations/takeover.js';
import type { ApiJson, TestClient, TestServer } from '../testing/test-server.js';
import {
  conversationOf,
  metaText,
  postMetaAt,
  postTwilio,
  startWhatsappServer,
  settledThread,
  threadOf,
  TWILIO_AUTH,
  twilioConfig,
  twilioText,
  untilInboxDrained,
  whatsappRestaurant,
} from '../testing/whatsapp-fixture.js';

let graph: FakeGraphApi;
let twilioApi: FakeTwilioApi;
let server: TestServer;
let close: () => Promise<void>;
let owner: TestClient;
let restaurantId: string;
let offsetMs = 0;
const clock = { now: () => new Date(Date.now() + offsetMs) };

beforeAll(async () => {
  ({ graph, twilioApi, server, close } = await startWhatsappServer({ clock }));
  owner = server.client();
  restaurantId = await whatsappRestaurant(owner, 'toma');
});
afterAll(() => close());

/** Meta stamps messages in whole seconds: each customer message is stamped after the previous reply. */
const say = (from: string, text: string) => {
  offsetMs += 1500;
  return postMetaAt(server, restaurantId, clock, metaText(from, text));
};
const sentTexts = () => graph.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.rawBody));
/** Every inbox message handled: what was going to be answered has been. */
const inboxDrained = () => untilInboxDrained(server);

describe('staff takeover (Meta)', () => {
  it('silences the assistant while an operator answers, sends their messages, and hands back', async () => {
    const phone = '+5215510000001';
    await say('5215510000001', 'hola');
    await settledThread(owner, phone, 2);
    const { id } = (await conversationOf(owner, phone))!;

    const taken = await owner.json('POST', `/api/conversations/${id}/takeover`);
    expect(taken.status).toBe(200);
    expect(taken.body.takeover).toMatchObject({ by: 'toma', reason: 'operator' });
    expect((await conversationOf(owner, phone)) as ApiJson).toMatchObject({ takeover: { by: 'toma' } });

    await say('5215510000001', '¿Me pueden poner salsa extra?');
    await inboxDrained();
    const thread = await threadOf(owner, phone);
    expect(thread.map((m) => m.direction)).toEqual(['incoming', 'outgoing', 'incoming']);

    const before = sentTexts().length;
    const written = await owner.json('POST', `/api/conversations/${id}/messages`, { message: 'Claro, con gusto le ponemos salsa extra' });
    expect(written.status).toBe(201);
    expect(written.body).toMatchObject({ status: 'sent', author: 'toma', direction: 'outgoing' });
    expect(sentTexts().slice(before)).toEqual([
      expect.objectContaining({ to: '5215510000001', text: expect.objectContaining({ body: 'Claro, con gusto le ponemos salsa extra' }) }),
    ]);
    expect((await owner.json('POST', `/api/conversations/${id}/messages`, { message: '  ' })).status).toBe(400);

    const released = await owner.json('DELETE', `/api/conversations/${id}/takeover`);
    expect(released.body.takeover).toBeNull();
    await say('5215510000001', 'quiero 2 tacos al pastor');
    const after = await settledThread(owner, phone, 6);
    expect(after.at(-1)).toMatchObject({ direction: 'outgoing' });
    expect(after.at(-1).content).toMatch(/[Pp]astor/);
  });

  it('hands back to the assistant once the operator has been idle longer than the configured time', async () => {
    await owner.json('POST', '/api/config', { key: 'operations_config', value: { takeoverTimeoutMinutes: 10 } });
    expect((await owner.json('GET', '/api/config/operations_config')).body.value).toMatchObject({ takeoverTimeoutMinutes: 10 });
    const phone = '+5215510000002';
    await say('5215510000002', 'hola');
    await settledThread(owner, phone, 2);
    const { id } = (await conversationOf(owner, phone))!;
    await owner.json('POST', `/api/conversations/${id}/takeover`);

    offsetMs += 11 * 60_000;
    expect((await conversationOf(owner, phone)) as ApiJson).toMatchObject({ takeover: null });
    await say('5215510000002', '¿Qué tacos tienen?');
    const thread = await settledThread(owner, phone, 4);
    expect(thread.at(-1).direction).toBe('outgoing');
    expect((await owner.json('POST', '/api/config', { key: 'operations_config', value: { takeoverTimeoutMinutes: 0 } })).status).toBe(400);
  });

  it('hands over by itself when the customer asks for a person, and stays silent after', async () => {
    const phone = '+5215510000003';
    await say('5215510000003', 'Quiero hablar con una persona, por favor');
    const thread = await settledThread(owner, phone, 2);
    expect(thread[1].content).toBe(HANDOVER_REPLY);
    expect((await conversationOf(owner, phone)) as ApiJson).toMatchObject({ takeover: { by: null, reason: 'customer_request' } });
    await say('5215510000003', '¿Hola?');
    await inboxDrained();
    expect((await threadOf(owner, phone)).map((m) => m.direction)).toEqual(['incoming', 'outgoing', 'incoming']);
  });

  it('hands over when the customer is stuck: the same question answered twice', async () => {
    const phone = '+5215510000004';
    for (let i = 1; i <= 2; i++) {
      await say('5215510000004', '¿Tienen estacionamiento?');
      await settledThread(owner, phone, i * 2);
    }
    await say('5215510000004', '¿tienen estacionamiento?');
    const thread = await settledThread(owner, phone, 6);
    expect(thread[5].content).toBe(HANDOVER_REPLY);
    expect((await conversationOf(owner, phone)) as ApiJson).toMatchObject({ takeover: { by: null, reason: 'stuck' } });
  });

  it('refuses takeover of another restaurant’s conversation', async () => {
    const phone = '+5215510000001';
    const { id } = (await conversationOf(owner, phone))!;
    const stranger = server.client();
    await stranger.operatorWithRestaurant('ajeno');
    expect((await stranger.json('POST', `/api/conversations/${id}/takeover`)).status).toBe(404);
    expect((await stranger.json('POST', `/api/conversations/${id}/messages`, { message: 'hola' })).status).toBe(404);
  });
});

describe('staff takeover (Twilio)', () => {
  it('keeps the assistant silent and sends the operator message through the Twilio API', async () => {
    const client = server.client();
    const config = twilioConfig({ twilioAccountSid: 'AC' + '2'.repeat(32) });
    const twilioRestaurant = await whatsappRestaurant(client, 'toma-twilio', { config, menu: false });
    const phone = '+5215520000001';
    await postTwilio(server, twilioRestaurant, TWILIO_AUTH, twilioText(phone, 'hola'));
    await settledThread(client, phone, 2);
    const { id } = (await conversationOf(client, phone))!;
    await client.json('POST', `/api/conversations/${id}/takeover`);
    await postTwilio(server, twilioRestaurant, TWILIO_AUTH, twilioText(phone, 'sigo aquí'));
    await inboxDrained();
    expect((await threadOf(client, phone)).map((m) => m.direction)).toEqual(['incoming', 'outgoing', 'incoming']);
    const written = await client.json('POST', `/api/conversations/${id}/messages`, { message: 'Te atiende Beto' });
    expect(written.body.status).toBe('sent');
    const last = twilioApi.requests.filter((r) => r.method === 'POST').at(-1)!;
    expect(Object.fromEntries(new URLSearchParams(last.rawBody))).toMatchObject({ To: `whatsapp:${phone}`, Body: 'Te atiende Beto' });
  });
});
