import { sql, type Kysely } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Message } from '../../../core/conversations/conversation.js';
import type { Schema } from '../schema.js';
import { SqlAiUsageRepository } from '../sql-ai-usage-repository.js';
import { SqlConfigRepository } from '../sql-config-repository.js';
import { SqlConversationRepository } from '../sql-conversation-repository.js';
import { SqlInboxRepository } from '../sql-inbox-repository.js';
import { SqlMessageRepository } from '../sql-message-repository.js';
import { SqlOrderRepository } from '../sql-order-repository.js';
import { SqlRestaurantSettingsStore } from '../sql-restaurant-settings-store.js';
import { accessesOf, plansOf } from '../testing/query-plan.js';
import { seedHistory } from '../testing/seed-history.js';
import { describeDialects, type TestDatabase } from './dialects.js';
import { givenRestaurant } from './harness.js';

/** The tables that grow with a restaurant's history. */
const HISTORY_TABLES = ['messages', 'conversations', 'orders', 'inbox', 'ai_usage'];
const ALIASES = { reply: 'messages', incoming: 'messages', i: 'inbox', j: 'inbox' };
const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * Every query a customer message causes, from the webhook to the sent reply, and the
 * dashboard counters, planned against a restaurant with a history (analysed on Postgres,
 * as autovacuum would; SQLite plans without statistics, as in production). Each must reach
 * the history tables through an index that binds more than the restaurant: anything less
 * reads in proportion to the restaurant's past.
 */
describeDialects('per-message queries are index lookups or bounded ranges', (dialect) => {
  let database: TestDatabase;
  let restaurantId: string;
  let conversationId: string;
  let incoming: Message;
  const now = new Date();
  const db = () => database.db;

  beforeAll(async () => {
    database = await dialect.open();
    restaurantId = (await givenRestaurant(db())).id;
    await seedHistory(db(), restaurantId, { conversations: 1000, messagesPerConversation: 10, orders: 1000, inboxDone: 2000 }, now);
    // Another restaurant's history, so "binds only the restaurant" is not mistaken for selective.
    await seedHistory(db(), (await givenRestaurant(db())).id, { conversations: 200, messagesPerConversation: 10, orders: 200 }, now);
    const conversation = await new SqlConversationRepository(db()).findByPhone(restaurantId, '5219900000500');
    conversationId = conversation!.id;
    incoming = (await new SqlMessageRepository(db()).findByProviderId(restaurantId, 'wamid.history.500.8'))!;
    if (database.dialect === 'postgres') await sql`analyze`.execute(db());
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  /** Each access to a history table, in plan order, must bind at least the given columns. */
  async function expectLookups(work: (db: Kysely<Schema>) => Promise<unknown>, expected: [table: string, columns: string[]][]) {
    const accesses = accessesOf(await plansOf(db(), work), HISTORY_TABLES, ALIASES);
    expect(accesses).toEqual(expected.map(([table, columns]) => ({ table, bound: expect.arrayContaining(columns) })));
  }

  const messages = (d: Kysely<Schema>) => new SqlMessageRepository(d);
  const conversations = (d: Kysely<Schema>) => new SqlConversationRepository(d);

  it('finds or creates the conversation by (restaurant, phone)', async () => {
    // One statement: insert, or on conflict fill a missing name. SQLite lists that update's
    // foreign-key checks of the children, each through its own index.
    await expectLookups(
      (d) => conversations(d).upsertByPhone(restaurantId, '5219900000500', now, 'Ana'),
      database.dialect === 'sqlite'
        ? [
            ['orders', ['conversation_id']],
            ['messages', ['restaurant_id', 'conversation_id']],
          ]
        : [],
    );
    await expectLookups((d) => conversations(d).findById(restaurantId, conversationId), [['conversations', ['restaurant_id', 'id']]]);
    await expectLookups(
      (d) => conversations(d).update(restaurantId, conversationId, { lastMessageAt: now }),
      [['conversations', ['restaurant_id', 'id']]],
    );
  });

  it('reads only the last messages of one conversation, with a limit', async () => {
    await expectLookups(
      (d) => messages(d).latestInConversation(restaurantId, conversationId, 21),
      [['messages', ['restaurant_id', 'conversation_id']]],
    );
  });

  it('follows reply links and provider ids through their own indexes', async () => {
    await expectLookups(
      (d) => messages(d).findByProviderId(restaurantId, 'wamid.history.500.8'),
      [['messages', ['restaurant_id', 'provider_message_id']]],
    );
    await expectLookups((d) => messages(d).findReplyTo(restaurantId, incoming.id), [['messages', ['reply_to_id']]]);
    await expectLookups((d) => messages(d).update(restaurantId, incoming.id, { status: 'received' }), [['messages', ['id']]]);
    await expectLookups(
      (d) => messages(d).updateStatusByProviderId(restaurantId, 'wamid.sent.500.9', 'read'),
      [['messages', ['restaurant_id', 'provider_message_id']]],
    );
  });

  it("reads a customer's newest orders by (restaurant, phone), not by walking the restaurant's orders", async () => {
    // Asked on every reply; a new customer has none, and finding none must not read the others'.
    await expectLookups(
      (d) => new SqlOrderRepository(d).listByCustomer(restaurantId, '5219900000999', 3),
      [['orders', ['restaurant_id', 'customer_phone']]],
    );
  });

  it("counts the dashboard figures over today's index range only", async () => {
    const today = new Date(now.getTime() - DAY_MS);
    // Test messages (and their replies) are left out through the same kind of range; test orders carry a mark.
    const todaysMessages: [string, string[]] = ['messages', ['restaurant_id', 'timestamp']];
    await expectLookups((d) => messages(d).countSince(restaurantId, today), [todaysMessages, todaysMessages]);
    await expectLookups((d) => new SqlOrderRepository(d).countSince(restaurantId, today), [['orders', ['restaurant_id', 'created_at']]]);
    await expectLookups(
      (d) => messages(d).averageReplySeconds(restaurantId, today),
      [
        ['messages', ['restaurant_id', 'timestamp']],
        ['messages', ['id']],
      ],
    );
  });

  // The status leads every inbox index used: unfinished rows are read, the month of done ones is not.
  it('claims inbox work by state, never walking the done rows', async () => {
    const inbox = (d: Kysely<Schema>) => new SqlInboxRepository(d);
    // Expired claims, then conversation heads (their earlier messages looked up per conversation, by state).
    const claim = accessesOf(
      await plansOf(db(), (d) => inbox(d).claim('worker-a', now, new Date(now.getTime() + 60_000))),
      HISTORY_TABLES,
      ALIASES,
    );
    expect(claim.length).toBeGreaterThan(0);
    expect(claim.filter((a) => !a.bound.includes('status'))).toEqual([]);
    // Settling a claim finds the row by id or among the few in processing: the planner may take either.
    for (const settle of [
      (d: Kysely<Schema>) => inbox(d).complete('missing', 'worker-a'),
      (d: Kysely<Schema>) => inbox(d).retryLater('missing', 'worker-a', now, 'x'),
    ]) {
      const accesses = accessesOf(await plansOf(db(), settle), HISTORY_TABLES);
      expect(accesses).toHaveLength(1);
      expect(accesses[0]!.bound.filter((c) => c === 'id' || c === 'status')).not.toEqual([]);
    }
  });

  it('reads config by primary key and appends usage without reading history', async () => {
    await expectLookups((d) => new SqlConfigRepository(d).get(restaurantId, 'ai_config'), []);
    await expectLookups((d) => new SqlRestaurantSettingsStore(d).read(restaurantId, ['ai_config', 'openai_config']), []);
    const usage = {
      restaurantId,
      model: 'offline',
      requestType: 'chat',
      inputTokens: 1,
      outputTokens: 1,
      totalTokens: 2,
      baseCostUSD: 0,
      finalCostUSD: 0,
      createdAt: now,
    };
    await expectLookups((d) => new SqlAiUsageRepository(d).record(usage), []);
  });
});

describeDialects('claiming from a backlog', (dialect) => {
  let database: TestDatabase;
  /** A restaurant with thousands of messages waiting. */
  let flooded: string;
  /** Two restaurants with a few each. */
  let quiet: string;
  let quieter: string;
  const now = new Date();
  const waiting = (restaurantId: string, count: number, tag: string) =>
    Array.from({ length: count }, (_, i) => ({
      restaurantId,
      provider: 'meta' as const,
      providerMessageId: `wamid.${tag}.${i}`,
      phone: `52155${tag.length}${String(i).padStart(6, '0')}`,
      customerName: 'Cliente',
      text: 'hola',
      receivedAt: new Date(now.getTime() - 60_000),
    }));

  beforeAll(async () => {
    database = await dialect.open();
    flooded = (await givenRestaurant(database.db)).id;
    quiet = (await givenRestaurant(database.db)).id;
    quieter = (await givenRestaurant(database.db)).id;
    const inbox = new SqlInboxRepository(database.db);
    for (let batch = 0; batch < 4; batch++) await inbox.enqueue(waiting(flooded, 500, `flood${batch}`));
    await inbox.enqueue(waiting(quiet, 5, 'q'));
    await inbox.enqueue(waiting(quieter, 5, 'qq'));
    if (database.dialect === 'postgres') await sql`analyze`.execute(database.db);
  }, 60_000);
  afterAll(async () => {
    await database?.close();
  });

  // A flood leaves thousands pending: taking a few of them must not cost a walk over all of them.
  it('takes the rows it picked by id, not by walking every pending row', async () => {
    const plans = await plansOf(database.db, (d) =>
      new SqlInboxRepository(d).claimMany('worker-a', now, new Date(now.getTime() + 60_000), {
        limit: 4,
        perRestaurant: 128,
        inFlight: new Map(),
        takeOverExpired: false,
      }),
    );
    const updates = plans.filter((plan) => /^update "inbox"/.test(plan.sql));
    expect(updates).toHaveLength(1);
    const accesses = accessesOf(updates, ['inbox']);
    expect(accesses.length).toBeGreaterThan(0);
    expect(accesses.filter((a) => !a.bound.includes('id'))).toEqual([]);
  });

  // The flooded restaurant at its share of the worker: the quiet one's claim never walks the flood.
  it('finds the other restaurants by name while one is at its cap', async () => {
    const inbox = new SqlInboxRepository(database.db);
    const plans = await plansOf(database.db, (d) =>
      new SqlInboxRepository(d).claimMany('worker-b', now, new Date(now.getTime() + 60_000), {
        limit: 4,
        perRestaurant: 2,
        inFlight: new Map([[flooded, 2]]),
        takeOverExpired: false,
      }),
    );
    // The restaurants waiting: the first by the index's first entry, each next by a seek past the one before.
    const [lookup, ...rest] = plans;
    expect(lookup!.sql).toMatch(/^\s*with recursive/);
    const seeks = accessesOf([lookup!], ['inbox'], { k: 'inbox' });
    expect(seeks.length).toBeGreaterThan(0);
    expect(seeks.filter((a) => !a.bound.includes('status'))).toEqual([]);
    expect(lookup!.lines.join('\n')).toContain('inbox_status_restaurant_seq');
    // Then only the restaurants with room: each access binds the restaurant or the row.
    const accesses = accessesOf(rest, ['inbox'], ALIASES);
    expect(accesses.length).toBeGreaterThan(0);
    expect(accesses.filter((a) => !a.bound.includes('restaurant_id') && !a.bound.includes('id'))).toEqual([]);
    // And it does claim the quiet restaurant's messages.
    const claimed = await inbox.claimMany('worker-b', now, new Date(now.getTime() + 60_000), {
      limit: 4,
      perRestaurant: 2,
      inFlight: new Map([[flooded, 2]]),
      takeOverExpired: false,
    });
    expect(claimed.map((item) => item.restaurantId).sort()).toEqual([quiet, quiet, quieter, quieter].sort());
    // One message a claim: the restaurants with room take turns.
    const one = async () =>
      (
        await inbox.claimMany('worker-c', now, new Date(now.getTime() + 60_000), {
          limit: 1,
          perRestaurant: 10,
          inFlight: new Map([[flooded, 10]]),
          takeOverExpired: false,
        })
      ).map((item) => item.restaurantId);
    const turns = [...(await one()), ...(await one())];
    expect(turns.sort()).toEqual([quiet, quieter].sort());
  });
});
