import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGraphApi, type FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import { startFakeTwilioApi, type FakeTwilioApi } from '../../../adapters/messaging/testing/fake-twilio-api.js';
import { createTestServer, type ApiJson, type TestClient, type TestServer } from '../testing/test-server.js';
import { metaPayload, metaText, postMeta, postTwilio, settledThread, twilioText } from '../testing/whatsapp-fixture.js';

const APP_SECRET = 'meta-app-secret';
const TOKEN = 'EAAG-valid-token';
const AUTH = 'twilio-auth-token';
let graph: FakeGraphApi;
let twilioApi: FakeTwilioApi;
let server: TestServer;
let meta: TestClient;
let tw: TestClient;
let metaRestaurant: string;
let twilioRestaurant: string;

beforeAll(async () => {
  graph = await startFakeGraphApi({ accessToken: TOKEN });
  twilioApi = await startFakeTwilioApi();
  server = await createTestServer({ providers: { metaGraphUrl: graph.url, twilioApiUrl: twilioApi.url } });
  meta = server.client();
  metaRestaurant = (await meta.operatorWithRestaurant('mismo-meta')).restaurant.id;
  await meta.json('POST', '/api/menu', { name: 'Tacos al Pastor', price: 1800, category: 'Tacos' });
  await meta.json('POST', '/api/config', {
    key: 'whatsapp_config',
    value: {
      provider: 'meta',
      accessToken: TOKEN,
      phoneNumberId: '1234567890',
      webhookVerifyToken: 'v',
      appSecret: APP_SECRET,
      businessPhone: '+525500000000',
    },
  });
  tw = server.client();
  twilioRestaurant = (await tw.operatorWithRestaurant('mismo-twilio')).restaurant.id;
  await tw.json('POST', '/api/menu', { name: 'Tacos al Pastor', price: 1800, category: 'Tacos' });
  await tw.json('POST', '/api/config', {
    key: 'whatsapp_config',
    value: { provider: 'twilio', twilioAccountSid: 'AC' + '1'.repeat(32), twilioAuthToken: AUTH, twilioFrom: '+14155238886' },
  });
});
afterAll(async () => {
  await server.close();
  await graph.close();
  await twilioApi.close();
});

describe('same customer, same conversation', () => {
  it('Meta: +52 and +521 forms of a Mexican mobile land in one conversation, and its order gets #0001', async () => {
    await postMeta(server, metaRestaurant, APP_SECRET, metaPayload([metaText('5215566667777', 'Quiero 2 tacos al pastor')]));
    await settledThread(meta, '+5215566667777', 2);
    await postMeta(server, metaRestaurant, APP_SECRET, metaPayload([metaText('525566667777', 'A Calle Roble 23, a nombre de Ana')]));
    await settledThread(meta, '+5215566667777', 4);
    await postMeta(server, metaRestaurant, APP_SECRET, metaPayload([metaText('525566667777', 'confirmo')]));
    const thread = await settledThread(meta, '+5215566667777', 6);

    const conversations = (await meta.json('GET', '/api/conversations')).body as ApiJson[];
    expect(conversations.map((c) => c.phoneNumber)).toEqual(['+5215566667777']);
    const orders = (await meta.json('GET', '/api/orders')).body as ApiJson[];
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({ number: 1, customerPhone: '+5215566667777' });
    expect(thread.at(-1).content).toContain('#0001');
    // Replies go to the one canonical number.
    const sent = graph.requests.filter((r) => r.method === 'POST').map((r) => JSON.parse(r.rawBody).to);
    expect(new Set(sent)).toEqual(new Set(['5215566667777']));

    const bulk = await meta.json('POST', '/api/conversations/bulk-message', {
      phoneNumbers: ['+52 55 6666 7777'],
      message: 'Hola de nuevo',
    });
    expect(bulk.body).toMatchObject({ sent: 1, failed: [] });
    const csv = await (await meta.request('GET', '/api/data/export-conversations?format=csv')).text();
    expect(csv).toContain("'+5215566667777");
    expect(csv).not.toContain('+525566667777');
  });

  it('Twilio: whatsapp:+52… and whatsapp:+521… are the same conversation', async () => {
    await postTwilio(server, twilioRestaurant, AUTH, twilioText('+525544443333', 'Hola'));
    await settledThread(tw, '+5215544443333', 2);
    await postTwilio(server, twilioRestaurant, AUTH, twilioText('+5215544443333', '¿Qué tienen?'));
    await settledThread(tw, '+5215544443333', 4);
    const conversations = (await tw.json('GET', '/api/conversations')).body as ApiJson[];
    expect(conversations.map((c) => c.phoneNumber)).toEqual(['+5215544443333']);
  });
});
