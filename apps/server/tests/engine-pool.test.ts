import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { largeMenu, namesRunTogether } from '../../../adapters/ai/pooled/testing/large-menu.js';
import { startFakeGraphApi, type FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import { TOO_LONG_REPLY } from '../../../core/assistant/work-bound.js';
import type { MenuItem } from '../../../core/menu/menu-item.js';
import { TOKENS } from '../tokens.js';
import { createTestServer, get, type ApiJson, type TestServer } from '../testing/test-server.js';
import { META_APP_SECRET, META_TOKEN, metaConfig, metaPayload, metaText, postMeta, settledThread } from '../testing/whatsapp-fixture.js';

/*
 * The server as it runs in production: the offline engine in its worker-thread pool. A
 * restaurant whose whole 2,000-item menu a customer pastes into one message, and a neighbour
 * whose customer orders tacos meanwhile.
 */
let graph: FakeGraphApi;
let server: TestServer;
let flooded: { id: string; client: ReturnType<TestServer['client']>; menu: MenuItem[] };
let neighbour: { id: string; client: ReturnType<TestServer['client']> };

beforeAll(async () => {
  graph = await startFakeGraphApi({ accessToken: META_TOKEN });
  server = await createTestServer({ providers: { metaGraphUrl: graph.url }, engine: { threads: 2, budgetMs: 2000 } });
  const owner = server.client();
  const id = (await owner.operatorWithRestaurant('menugrande')).restaurant.id;
  const repository = get(server.container, TOKENS.Menu);
  for (const item of largeMenu(2000, id)) await repository.create({ ...item, restaurantId: id });
  await owner.json('POST', '/api/config', { key: 'whatsapp_config', value: metaConfig() });
  flooded = { id, client: owner, menu: await repository.list(id) };
  const other = server.client();
  const otherId = (await other.operatorWithRestaurant('vecino')).restaurant.id;
  await other.json('POST', '/api/menu', { name: 'Tacos al Pastor', price: 1800, category: 'Tacos' });
  await other.json('POST', '/api/config', { key: 'whatsapp_config', value: metaConfig({ phoneNumberId: '999' }) });
  neighbour = { id: otherId, client: other };
}, 120_000);
afterAll(async () => {
  await server.close();
  await graph.close();
});

describe('the offline engine in its worker pool', () => {
  it("answers a whole menu pasted into one message politely, records it for the operator, and serves the neighbour's order", async () => {
    const attackers = ['+5215511110001', '+5215511110002', '+5215511110003'];
    for (const [i, phone] of attackers.entries()) {
      const text = namesRunTogether(flooded.menu, 4096, i * 101);
      expect((await postMeta(server, flooded.id, META_APP_SECRET, metaPayload([metaText(phone, text)]))).status).toBe(200);
    }
    const customer = '+5215522220001';
    expect(
      (await postMeta(server, neighbour.id, META_APP_SECRET, metaPayload([metaText(customer, 'quiero 2 tacos al pastor')]))).status,
    ).toBe(200);

    const order = await settledThread(neighbour.client, customer, 2);
    expect(order[1].content).toContain('Tacos al Pastor');
    for (const phone of attackers) {
      const thread: ApiJson[] = await settledThread(flooded.client, phone, 2);
      expect(thread[1].content).toBe(`[PRUEBA] ${TOO_LONG_REPLY}`);
      expect(thread[1].error).toContain('muy largo');
    }
    // The dashboard's AI status counts them as failed calls, with the reason.
    const status = (await flooded.client.json('GET', '/api/ai/status')).body as ApiJson;
    expect(status.openai.failures).toBeGreaterThanOrEqual(attackers.length);
    expect(status.openai.lastError).toContain('muy largo');
  });

  it('a long order that fits the bound is answered by the engine in the pool', async () => {
    const phone = '+5215511110009';
    const text = `Hola, quiero ${flooded.menu[4]!.name} y ${flooded.menu[900]!.name}`;
    await postMeta(server, flooded.id, META_APP_SECRET, metaPayload([metaText(phone, text)]));
    const thread: ApiJson[] = await settledThread(flooded.client, phone, 2);
    expect(thread[1].error ?? null).toBeNull();
    expect(thread[1].content).toContain(flooded.menu[4]!.name);
  });
});
