import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import type { FakeTwilioApi } from '../../../adapters/messaging/testing/fake-twilio-api.js';
import type { TestClient, TestServer } from '../testing/test-server.js';
import {
  metaConfig,
  metaText,
  postMetaAt,
  postTwilio,
  startWhatsappServer,
  TWILIO_AUTH,
  twilioConfig,
  twilioText,
  until,
  untilInboxDrained,
  whatsappRestaurant,
  type MetaMessage,
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
  // This restaurant has no business phone of its own.
  restaurantId = await whatsappRestaurant(owner, 'botones', { config: metaConfig({ businessPhone: undefined }) });
});
afterAll(() => close());

const drained = () => untilInboxDrained(server);
/** Meta stamps in whole seconds: each customer message comes after the previous reply. */
async function say(message: ReturnType<typeof metaText> | Record<string, unknown>) {
  offsetMs += 1500;
  await postMetaAt(server, restaurantId, clock, message as MetaMessage);
  await drained();
}
const tap = (from: string, title: string) => ({
  from,
  type: 'interactive',
  interactive: { type: 'button_reply', button_reply: { id: title.toLowerCase(), title } },
});
const sent = () =>
  graph.requests
    .filter((r) => r.method === 'POST' && r.path.endsWith('/messages'))
    .map((r) => JSON.parse(r.rawBody))
    .filter((b) => b.status !== 'read');
const orders = async () => (await owner.json('GET', '/api/orders')).body as Array<{ status: string; customerPhone: string }>;

describe('order confirmation with reply buttons', () => {
  it('Meta: the summary comes with Confirmar / Cambiar / Cancelar, and a tap on Confirmar places the order', async () => {
    await say(metaText('5215573000001', 'quiero 2 tacos al pastor'));
    await say(metaText('5215573000001', 'a Calle Reforma 10, Centro'));
    const ask = sent().at(-1);
    expect(ask.type).toBe('interactive');
    expect(ask.interactive.body.text).toMatch(/confirm/i);
    expect(ask.interactive.action.buttons.map((b: { reply: { title: string } }) => b.reply.title)).toEqual([
      'Confirmar',
      'Cambiar',
      'Cancelar',
    ]);

    await say(tap('5215573000001', 'Confirmar'));
    const placed = (await orders()).filter((o) => o.customerPhone === '+5215573000001');
    expect(placed).toHaveLength(1);
    expect(sent().at(-1)).toMatchObject({ type: 'text', text: { body: expect.stringMatching(/confirmado/i) } });
  });

  it('Meta: a tap on Cancelar drops the order in progress, nothing is placed', async () => {
    await say(metaText('5215573000002', 'quiero 3 tacos al pastor para Calle Juárez 5'));
    const ask = sent().at(-1);
    expect(ask.type).toBe('interactive');
    await say(tap('5215573000002', 'Cancelar'));
    expect((await orders()).filter((o) => o.customerPhone === '+5215573000002')).toEqual([]);
    expect(sent().at(-1).type).toBe('text');
  });

  it('Meta: a tap on Cambiar places nothing and the customer can keep ordering', async () => {
    await say(metaText('5215573000004', 'quiero 2 tacos al pastor para Calle Juárez 7'));
    expect(sent().at(-1).type).toBe('interactive');
    await say(tap('5215573000004', 'Cambiar'));
    expect((await orders()).filter((o) => o.customerPhone === '+5215573000004')).toEqual([]);
    expect(sent().at(-1)).toMatchObject({ type: 'text', text: { body: expect.stringContaining('¿Qué te gustaría cambiar?') } });
  });

  it('Twilio: the same confirmation goes as text, and the typed word confirms', async () => {
    const client = server.client();
    const config = twilioConfig({ twilioAccountSid: 'AC' + '6'.repeat(32) });
    const id = await whatsappRestaurant(client, 'botones-twilio', { config });
    const bodies = () => twilioApi.requests.filter((r) => r.path.endsWith('/Messages.json')).map((r) => new URLSearchParams(r.rawBody));
    for (const text of ['quiero 2 tacos al pastor', 'a Calle Reforma 10, Centro']) {
      offsetMs += 1500;
      await postTwilio(server, id, TWILIO_AUTH, twilioText('+5215573000003', text));
      await drained();
    }
    expect(bodies().at(-1)!.get('Body')).toMatch(/confirm/i);
    expect(bodies().at(-1)!.has('ContentSid')).toBe(false);
    offsetMs += 1500;
    await postTwilio(server, id, TWILIO_AUTH, twilioText('+5215573000003', 'Confirmar'));
    await drained();
    expect(((await client.json('GET', '/api/orders')).body as unknown[]).length).toBe(1);
  });
});

describe('order summary to the restaurant’s own WhatsApp', () => {
  it('a confirmed order sends the summary to the phone set in operations_config, and nothing when it is empty', async () => {
    const saved = await owner.json('POST', '/api/config', { key: 'operations_config', value: { orderSummaryPhone: '12' } });
    expect(saved.status).toBe(400);
    expect(
      (await owner.json('POST', '/api/config', { key: 'operations_config', value: { orderSummaryPhone: '+52 55 4000 1234' } })).status,
    ).toBe(200);
    await say(metaText('5215573000009', 'quiero 2 tacos al pastor para Calle Madero 1, Centro'));
    await say(tap('5215573000009', 'Confirmar'));
    const summary = await until(
      async () => sent().find((b) => b.to === '5215540001234') as { text: { body: string } } | undefined,
      Boolean,
    );
    expect(summary?.text.body).toMatch(
      /^🛎️ Nuevo pedido #\d{4}\nCliente: .*\+5215573000009\n• 2 × Tacos al Pastor — \$36\.00\nTotal: \$36\.00\nEntrega en: Calle Madero 1, Centro/,
    );

    await owner.json('POST', '/api/config', { key: 'operations_config', value: { orderSummaryPhone: '' } });
    const before = sent().filter((b) => b.to === '5215540001234').length;
    await say(metaText('5215573000010', 'quiero 1 tacos al pastor para Calle Madero 2'));
    await say(tap('5215573000010', 'Confirmar'));
    expect((await orders()).filter((o) => o.customerPhone === '+5215573000010')).toHaveLength(1);
    // Switched back on, the next order's summary arrives: the one before it, sent while off, never did.
    await owner.json('POST', '/api/config', { key: 'operations_config', value: { orderSummaryPhone: '+52 55 4000 1234' } });
    await say(metaText('5215573000011', 'quiero 1 tacos al pastor para Calle Madero 3'));
    await say(tap('5215573000011', 'Confirmar'));
    await until(
      async () => sent().filter((b) => b.to === '5215540001234').length,
      (n) => n > before,
    );
    const summaries = sent()
      .filter((b) => b.to === '5215540001234')
      .slice(before);
    expect(summaries.map((b) => b.text.body.includes('+5215573000011'))).toEqual([true]);
  });
});
