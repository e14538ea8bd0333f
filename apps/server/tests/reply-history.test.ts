import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../../adapters/persistence/database.js';
import { migrateToLatest } from '../../../adapters/persistence/migrations/migrate.js';
import { SqlCartRepository } from '../../../adapters/persistence/sql-cart-repository.js';
import { SqlConversationRepository } from '../../../adapters/persistence/sql-conversation-repository.js';
import { SqlMessageRepository } from '../../../adapters/persistence/sql-message-repository.js';
import { SqlRestaurantRepository } from '../../../adapters/persistence/sql-restaurant-repository.js';
import { SqlUserRepository } from '../../../adapters/persistence/sql-user-repository.js';
import type { ResponderInput } from '../../../core/conversations/responder.js';
import { DEFAULT_AI_CONFIG, DEFAULT_WHATSAPP_CONFIG } from '../../../core/config/config.js';
import { DEFAULT_OPERATIONS_CONFIG } from '../../../core/config/operations-config.js';
import { InboundProcessor, REPLY_HISTORY_LIMIT } from '../../../core/conversations/process-inbound.js';

type Database = Awaited<ReturnType<typeof openDatabase>>;

describe('A reply reads a bounded history', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase(':memory:');
    await migrateToLatest(database.db);
  });
  afterAll(() => database.close());

  it("gives the assistant the latest messages before the customer's, oldest first, not the whole conversation", async () => {
    const { db } = database;
    const user = await new SqlUserRepository(db).create({ email: 'ana@x.mx', name: null, role: 'operator', passwordHash: 'x' });
    const restaurant = await new SqlRestaurantRepository(db).create(
      {
        name: 'R',
        subdomain: 'historia',
        description: null,
        phone: null,
        email: null,
        address: null,
        subscriptionStatus: 'trial',
        subscriptionPlan: null,
        trialEndsAt: null,
      },
      user.id,
    );
    const conversations = new SqlConversationRepository(db);
    const messages = new SqlMessageRepository(db);
    const start = Date.parse('2025-05-05T12:00:00Z');
    const conversation = await conversations.upsertByPhone(restaurant.id, '5215512345678', new Date(start));
    for (let i = 0; i < 60; i++) {
      await messages.append({
        conversationId: conversation.id,
        restaurantId: restaurant.id,
        content: `m${i}`,
        direction: i % 2 ? 'outgoing' : 'incoming',
        timestamp: new Date(start + i * 1000),
        providerMessageId: `wamid.old.${i}`,
        status: 'received',
        error: null,
        replyToId: null,
      });
    }
    const seen: ResponderInput[] = [];
    const settings = {
      restaurant,
      ai: DEFAULT_AI_CONFIG,
      pricing: {},
      profile: {},
      whatsapp: DEFAULT_WHATSAPP_CONFIG,
      openai: { restaurant: {}, platform: {} },
      operations: DEFAULT_OPERATIONS_CONFIG,
    };
    const processor = new InboundProcessor({
      settings: { load: async () => settings },
      carts: new SqlCartRepository(db),
      conversations,
      messages,
      responder: {
        reply: async (input) => {
          seen.push(input);
          return { text: 'ok' };
        },
      },
      channels: { forRestaurant: async () => null, fromConfig: () => null, markTokenInvalid: () => {} },
      clock: { now: () => new Date(start + 120_000) },
    });
    const reply = await processor.process({
      id: 'inbox-1',
      restaurantId: restaurant.id,
      provider: 'test',
      providerMessageId: 'wamid.new',
      phone: '5215512345678',
      customerName: null,
      text: 'quiero tacos',
      receivedAt: new Date(start + 100_000),
      attempts: 1,
    });

    expect(reply).toMatchObject({ content: 'ok', status: 'test' });
    expect(seen).toHaveLength(1);
    expect(seen[0]!.incomingText).toBe('quiero tacos');
    expect(seen[0]!.history.map((m) => m.content)).toEqual(
      Array.from({ length: REPLY_HISTORY_LIMIT }, (_, i) => `m${60 - REPLY_HISTORY_LIMIT + i}`),
    );
  });
});
