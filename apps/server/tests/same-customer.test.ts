import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import type { ApiJson, TestClient, TestServer } from '../testing/test-server.js';
import {
  META_APP_SECRET,
  metaPayload,
  metaText,
  postMeta,
  postTwilio,
  settledThread,
  startWhatsappServer,
  TWILIO_AUTH,
  twilioConfig,
  twilioText,
  whatsappRestaurant,
} from '../testing/whatsapp-fixture.js';

let graph: FakeGraphApi;
let server: TestServer;
let close: () => Promise<void>;
let meta: TestClient;
let tw: TestClient;
let metaRestaurant: string;
let twilioRestaurant: string;

beforeAll(async () => {
  ({ graph, server, close } = await startWhatsappServer());
  meta = server.client();
  metaRestaurant = await whatsappRestaurant(meta, 'mismo-meta');
  tw = server.client();
  twilioRestaurant = await whatsappRestaurant(tw, 'mismo-twilio', { config: twilioConfig() });
});
afterAll(() => close());

const sayMeta = (from: string, text: string) => postMeta(server, metaRestaurant, META_APP_SECRET, metaPayload([metaText(from, text)]));

describe('same customer, same conversation', () => {
  it('Meta: +52 and +521 forms of a Mexican mobile land in one conversation, and its order gets #0001', async () => {
    await sayMeta('5215566667777', 'Quiero 2 tacos al pastor');
    await settledThread(meta, '+5215566667777', 2);
    await sayMeta('525566667777', 'A Calle Roble 23, a nombre de Ana');
    await settledThread(meta, '+5215566667777', 4);
    await sayMeta('525566667777', 'confirmo');
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
    await postTwilio(server, twilioRestaurant, TWILIO_AUTH, twilioText('+525544443333', 'Hola'));
    await settledThread(tw, '+5215544443333', 2);
    await postTwilio(server, twilioRestaurant, TWILIO_AUTH, twilioText('+5215544443333', '¿Qué tienen?'));
    await settledThread(tw, '+5215544443333', 4);
    const conversations = (await tw.json('GET', '/api/conversations')).body as ApiJson[];
    expect(conversations.map((c) => c.phoneNumber)).toEqual(['+5215544443333']);
  });
});
