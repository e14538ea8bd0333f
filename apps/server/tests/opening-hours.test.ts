import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeGraphApi, type FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import { closedReply, laterPreface } from '../../../core/conversations/hours-gate.js';
import { createTestServer, type ApiJson, type TestClient, type TestServer } from '../testing/test-server.js';
import { metaPayload, metaText, postMeta, settledThread } from '../testing/whatsapp-fixture.js';

const APP_SECRET = 'meta-app-secret';
const TOKEN = 'EAAG-valid-token';
// Monday 5 May 2025, 23:00 in Mexico City.
let now = new Date('2025-05-05T23:00:00-06:00').getTime();
const clock = { now: () => new Date(now) };
let graph: FakeGraphApi;
let server: TestServer;
let owner: TestClient;
let restaurantId: string;

const DAILY = { open: '09:00', close: '22:00' };
const HOURS = { lunes: DAILY, martes: DAILY, miércoles: DAILY, jueves: DAILY, viernes: DAILY, sábado: DAILY, domingo: null };

beforeAll(async () => {
  graph = await startFakeGraphApi({ accessToken: TOKEN });
  server = await createTestServer({ providers: { metaGraphUrl: graph.url } }, { clock });
  owner = server.client();
  restaurantId = (await owner.operatorWithRestaurant('horario')).restaurant.id;
  await owner.json('POST', '/api/menu', { name: 'Tacos al Pastor', price: 1800, category: 'Tacos' });
  await owner.json('POST', '/api/config', {
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
});

const say = (from: string, text: string) => {
  now += 2000;
  const timestamp = String(Math.floor(now / 1000));
  return postMeta(server, restaurantId, APP_SECRET, metaPayload([{ ...metaText(from, text), timestamp }]));
};

describe('opening hours', () => {
  it('validates the hours the owner saves', async () => {
    const bad = await owner.json('POST', '/api/config', {
      key: 'operations_config',
      value: { openingHours: { lunes: { open: '9am', close: '22:00' } } },
    });
    expect(bad.status).toBe(400);
  });

  it('outside hours says when it opens', async () => {
    await owner.json('POST', '/api/config', {
      key: 'operations_config',
      value: { hoursEnabled: true, openingHours: HOURS, acceptOrdersWhenClosed: false },
    });
    await say('5215560000001', 'hola, ¿me mandan unos tacos?');
    const thread = await settledThread(owner, '+5215560000001', 2);
    expect(thread[1].content).toBe(closedReply('mañana a las 09:00'));
  });

  it('if the owner allows it, takes the order for the opening and the order shows the requested time', async () => {
    await owner.json('POST', '/api/config', { key: 'operations_config', value: { acceptOrdersWhenClosed: true } });
    await say('5215560000002', 'Quiero 2 tacos al pastor');
    let thread = await settledThread(owner, '+5215560000002', 2);
    expect(thread[1].content.startsWith(laterPreface('mañana a las 09:00'))).toBe(true);
    expect(thread[1].content).toMatch(/[Pp]astor/);
    await say('5215560000002', 'A Calle Roble 23, a nombre de Ana, confirmo');
    thread = await settledThread(owner, '+5215560000002', 4);
    expect(thread[3].content).not.toContain('Ahorita estamos cerrados');
    const orders = (await owner.json('GET', '/api/orders')).body as ApiJson[];
    expect(orders).toHaveLength(1);
    expect(orders[0].requestedFor).toBe('2025-05-06T15:00:00.000Z');
  });

  it('during hours the assistant answers as usual', async () => {
    now = new Date('2025-05-06T13:00:00-06:00').getTime();
    await say('5215560000003', 'Quiero 2 tacos al pastor');
    const thread = await settledThread(owner, '+5215560000003', 2);
    expect(thread[1].content).not.toContain('cerrados');
  });
});
