import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mexicoDate } from '../../../core/conversations/busy-gate.js';
import { createTestServer, type TestClient, type TestServer } from '../testing/test-server.js';

let server: TestServer;
let owner: TestClient;

beforeAll(async () => {
  server = await createTestServer();
  owner = server.client();
  await owner.operatorWithRestaurant('arranque');
});
afterAll(() => server.close());

const steps = async () =>
  Object.fromEntries(
    ((await owner.json('GET', '/api/onboarding/checklist')).body.steps as { key: string; done: boolean }[]).map((s) => [s.key, s.done]),
  );

describe('go live with confidence', () => {
  it('lists what is missing and ticks each step as the owner does it', async () => {
    expect(await steps()).toEqual({
      menu: false,
      hours: false,
      delivery: false,
      whatsapp: false,
      testMessage: false,
      testOrder: false,
      testMode: false,
    });
    await owner.json('POST', '/api/menu', { name: 'Tacos al pastor', price: '18', category: 'Tacos' });
    await owner.json('POST', '/api/config', {
      key: 'restaurant_profile',
      value: { hours: 'De 1 a 11 p. m.', delivery: 'Roma y Condesa, $30', payment: 'Efectivo y transferencia' },
    });
    // A phone written with spaces, as people write it, is accepted.
    const spaced = await owner.json('POST', '/api/test/whatsapp', { phone: '+52 1 55 1234 5678', message: 'Quiero 2 tacos al pastor' });
    expect(spaced.status).toBe(200);
    await owner.json('POST', '/api/test/whatsapp', { phone: '+5215512345678', message: 'Calle Durango 45, Roma Norte' });
    await owner.json('POST', '/api/test/whatsapp', { phone: '+5215512345678', message: 'sí, confirmo' });
    await owner.json('POST', '/api/config', { key: 'ai_config', value: { testMode: false } });
    expect(await steps()).toMatchObject({ menu: true, hours: true, delivery: true, testOrder: true, testMode: true, whatsapp: false });
  });

  it('while the assistant is paused, customers are told orders are paused and the wait', async () => {
    const saved = await owner.json('POST', '/api/config', {
      key: 'operations_config',
      value: { assistantPaused: true, waitMinutes: 45, waitDate: mexicoDate(new Date()) },
    });
    expect(saved.status).toBe(200);
    const paused = await owner.json('POST', '/api/test/whatsapp', { phone: '+5215587654321', message: 'Quiero unos tacos' });
    expect(paused.body.reply).toContain('pausamos los pedidos por WhatsApp');
    expect(paused.body.reply).toContain('unos 45 minutos');
    await owner.json('POST', '/api/config', { key: 'operations_config', value: { assistantPaused: false } });
    // Another customer hears the wait once; the first one already read it in the paused reply.
    const open = await owner.json('POST', '/api/test/whatsapp', { phone: '+5215500001111', message: 'Hola' });
    expect(open.body.reply).toContain('Hoy el tiempo de espera es de unos 45 minutos.');
    const refused = await owner.json('POST', '/api/config', { key: 'operations_config', value: { waitMinutes: 1 } });
    expect(refused.body.error).toBe('El tiempo de espera mínimo es de 5 minutos');
  });
});
