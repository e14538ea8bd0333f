import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import { OUTSIDE_WINDOW_REASON } from '../../../core/conversations/service-window.js';
import type { TestClient, TestServer } from '../testing/test-server.js';
import {
  conversationOf,
  META_APP_SECRET,
  metaPayload,
  metaText,
  postMeta,
  postTwilio,
  settledThread,
  startWhatsappServer,
  threadOf,
  TWILIO_AUTH,
  twilioConfig,
  twilioText,
  whatsappRestaurant,
} from '../testing/whatsapp-fixture.js';

let offset = 0;
const clock = { now: () => new Date(Date.now() + offset) };
let graph: FakeGraphApi;
let server: TestServer;
let close: () => Promise<void>;
let meta: TestClient;
let metaId: string;

beforeAll(async () => {
  ({ graph, server, close } = await startWhatsappServer({ clock }));
  meta = server.client();
  metaId = await whatsappRestaurant(meta, 'ventana', { menu: false });
});
afterAll(() => close());

describe('the 24-hour customer-service window', () => {
  it('Meta: bulk and operator messages go out inside the window and are refused, unsent and unstored, after it', async () => {
    await postMeta(server, metaId, META_APP_SECRET, metaPayload([metaText('5215570000001', 'hola')]));
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
    const config = twilioConfig({ twilioAccountSid: 'AC' + '4'.repeat(32) });
    const restaurantId = await whatsappRestaurant(client, 'ventana-twilio', { config, menu: false });
    await postTwilio(server, restaurantId, TWILIO_AUTH, { ...twilioText('+5215570000002', 'hola') });
    await settledThread(client, '+5215570000002', 2);
    offset += 25 * 60 * 60 * 1000;
    const bulk = await client.json('POST', '/api/conversations/bulk-message', { phoneNumbers: ['+5215570000002'], message: 'Promo' });
    expect(bulk.status).toBe(409);
    expect(bulk.body.outsideWindow).toEqual(['+5215570000002']);
  });
});
