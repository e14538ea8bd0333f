import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PooledLanguageModel } from '../../../adapters/ai/pooled/pooled-language-model.js';
import { startFakeGraphApi, type FakeGraphApi } from '../../../adapters/messaging/testing/fake-graph-api.js';
import { FALLBACK_REPLY } from '../../../core/assistant/assistant.js';
import { TOKENS } from '../tokens.js';
import { createTestServer, get, type TestServer } from '../testing/test-server.js';
import { META_TOKEN, metaConfig, until } from '../testing/whatsapp-fixture.js';

/*
 * A rush larger than the engine's line: the worker holds more of one restaurant's replies than
 * the pool lets wait. A reply the pool refuses goes back to the inbox and comes out later; no
 * customer reads "tuvimos un problema técnico" because the engine was busy.
 */
const CUSTOMERS = 8;
let graph: FakeGraphApi;
let server: TestServer;
let pool: PooledLanguageModel;
let restaurantId: string;

beforeAll(async () => {
  graph = await startFakeGraphApi({ accessToken: META_TOKEN });
  // One thread holding one call, one call waiting: while two replies are with the engine, the others are refused.
  pool = new PooledLanguageModel({ threads: 1, perRestaurantThreads: 1, callsPerThread: 1, perRestaurantWaiting: 1, waiting: 1 });
  server = await createTestServer(
    { providers: { metaGraphUrl: graph.url }, worker: { concurrency: CUSTOMERS, perRestaurant: CUSTOMERS } },
    { offlineModel: pool },
  );
  const owner = server.client();
  restaurantId = (await owner.operatorWithRestaurant('hora-pico')).restaurant.id;
  await owner.json('POST', '/api/menu', { name: 'Tacos al Pastor', price: 1800, category: 'Tacos' });
  await owner.json('POST', '/api/config', { key: 'whatsapp_config', value: metaConfig() });
}, 60_000);
afterAll(async () => {
  await server.close();
  await pool.close();
  await graph.close();
});

const phoneOf = (n: number) => `+52155${String(n).padStart(8, '0')}`;

describe('a saturated engine pool', () => {
  it('makes replies wait their turn: every customer is answered once, by the assistant, none with the fallback', async () => {
    const phones = Array.from({ length: CUSTOMERS }, (_, i) => phoneOf(i));
    await get(server.container, TOKENS.Intake).accept(
      restaurantId,
      'meta',
      phones.map((from, i) => ({
        kind: 'message' as const,
        providerMessageId: `wamid.rush${i}`,
        from,
        customerName: null,
        text: 'Quiero 2 tacos al pastor',
        timestamp: new Date(),
      })),
    );
    await until(
      () => get(server.container, TOKENS.Inbox).unfinishedCount(),
      (n) => n === 0,
      60_000,
    );
    for (const [i, phone] of phones.entries()) {
      const conversation = await get(server.container, TOKENS.Conversations).findByPhone(restaurantId, phone);
      const thread = await get(server.container, TOKENS.Messages).listByConversation(restaurantId, conversation!.id);
      const replies = thread.filter((m) => m.direction === 'outgoing');
      expect(replies, phone).toHaveLength(1);
      expect(replies[0]).toMatchObject({ status: 'sent', error: null });
      expect(replies[0]!.content).toContain('Tacos al Pastor');
      expect(replies[0]!.content).not.toContain(FALLBACK_REPLY);
      expect(graph.sent.filter((m) => m.to.endsWith(String(i).padStart(8, '0')))).toHaveLength(1);
    }
  }, 90_000);
});
