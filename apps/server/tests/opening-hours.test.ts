import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closedReply, laterPreface } from '../../../core/conversations/hours-gate.js';
import type { ApiJson, TestClient, TestServer } from '../testing/test-server.js';
import { metaText, postMetaAt, settledThread, startWhatsappServer, whatsappRestaurant } from '../testing/whatsapp-fixture.js';

// Monday 5 May 2025, 23:00 in Mexico City.
let now = new Date('2025-05-05T23:00:00-06:00').getTime();
const clock = { now: () => new Date(now) };
let server: TestServer;
let close: () => Promise<void>;
let owner: TestClient;
let restaurantId: string;

const DAILY = { open: '09:00', close: '22:00' };
const HOURS = { lunes: DAILY, martes: DAILY, miércoles: DAILY, jueves: DAILY, viernes: DAILY, sábado: DAILY, domingo: null };

beforeAll(async () => {
  ({ server, close } = await startWhatsappServer({ clock, twilio: false }));
  owner = server.client();
  restaurantId = await whatsappRestaurant(owner, 'horario');
});
afterAll(() => close());

const say = (from: string, text: string) => {
  now += 2000;
  return postMetaAt(server, restaurantId, clock, metaText(from, text));
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
