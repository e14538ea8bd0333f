import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGraphApi, type FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import { startFakeTwilioApi } from '../../../adapters/messaging/testing/fake-twilio-api.js';
import { OUTSIDE_WINDOW_REASON } from '../../../core/conversations/service-window.js';
import { createTestServer, type TestClient, type TestServer } from '../testing/test-server.js';
import {
  conversationOf,
  metaPayload,
  metaText,
  postMeta,
  postTwilio,
  settledThread,
  threadOf,
  twilioText,
} from '../testing/whatsapp-fixture.js';

const APP_SECRET = 'meta-app-secret';
const TOKEN = 'EAAG-valid-token';
const AUTH = 'twilio-auth-token';
let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
let graph: FakeGraphApi;
let twilioApi: Awaited<ReturnType<typeof startFakeTwilioApi>>;
let server: TestServer;
let meta: TestClient;
let metaId: string;

beforeAll(async () => {
  graph = await startFakeGraphApi({ accessToken: TOKEN });
  twilioApi = await startFakeTwilioApi();
  server = await createTestServer({ providers: { metaGraphUrl: graph.url, twilioApiUrl: twilioApi.url } }, { clock });
  meta = server.client();
  metaId = (await meta.operatorWithRestaurant('ventana')).restaurant.id;
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
});
afterAll(async () => {
  await server.close();
  await graph.close();
  await twilioApi.close();
});

describe('the 24-hour customer-service window', () => {
  it('Meta: bulk and operator messages go out inside the window and are refused, unsent and unstored, after it', async () => {
    await postMeta(server, metaId, APP_SECRET, metaPayload([metaText('5215570000001', 'hola')]));
    await settledThread(meta, '+5215570000001', 2);
    const { id } = (await conversationOf(meta, '+5215570000001'))!;
    expect(
      (await meta.json('POST', '/api/conversations/bulk-message', { phoneNumbers: ['+5215570000001'], message: 'Promo' })).body,
    ).toMatchObject({ sent: 1 });

    offset += 25 * 60 * 60 * 1000;
    const sendsBefore = graph.requests.filter((r) => r.method === 'POST').length;
    const bulk = await meta.json('POST', '/api/conversations/bulk-message', { phoneNumbers: ['+5215570000001'], message: 'Promo tardía' });
    expect(bulk.status).toBe(409);
    expect(bulk.body).toMatchObject({ outsideWindow: ['+5215570000001'] });
    expect(bulk.body.error).toContain('plantilla aprobada');
    const staff = await meta.json('POST', `/api/conversations/${id}/messages`, { message: 'Hola de nuevo' });
    expect(staff.status).toBe(409);
    expect(staff.body.error).toBe(OUTSIDE_WINDOW_REASON);
    expect(graph.requests.filter((r) => r.method === 'POST').length).toBe(sendsBefore);
    expect((await threadOf(meta, '+5215570000001')).map((m) => m.content)).not.toContain('Promo tardía');
  });

  it('Twilio: the same rule applies', async () => {
    const client = server.client();
    const restaurantId = (await client.operatorWithRestaurant('ventana-twilio')).restaurant.id;
    await client.json('POST', '/api/config', {
      key: 'whatsapp_config',
      value: { provider: 'twilio', twilioAccountSid: 'AC' + '4'.repeat(32), twilioAuthToken: AUTH, twilioFrom: '+14155238886' },
    });
    await postTwilio(server, restaurantId, AUTH, { ...twilioText('+5215570000002', 'hola') });
    await settledThread(client, '+5215570000002', 2);
    offset += 25 * 60 * 60 * 1000;
    const bulk = await client.json('POST', '/api/conversations/bulk-message', { phoneNumbers: ['+5215570000002'], message: 'Promo' });
    expect(bulk.status).toBe(409);
    expect(bulk.body.outsideWindow).toEqual(['+5215570000002']);
  });
});
