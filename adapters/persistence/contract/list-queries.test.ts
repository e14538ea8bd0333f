import fc from 'fast-check';
import { expect, it } from 'vitest';
import type { Conversation } from '../../../core/conversations/conversation.js';
import type { ConversationFilter, OrderFilter } from '../../../core/conversations/list-queries.js';
import { ORDER_STATUSES, PAYMENT_STATUSES, type Order, type OrderPayment } from '../../../core/orders/order.js';
import { ChangeVersionBumps, SqlChangeVersions } from '../sql-change-versions.js';
import { SqlConversationRepository } from '../sql-conversation-repository.js';
import { SqlListQueries } from '../sql-list-queries.js';
import { SqlMessageRepository } from '../sql-message-repository.js';
import { SqlOrderRepository } from '../sql-order-repository.js';
import { describeDialects } from './dialects.js';
import { givenRestaurant, useDatabase } from './harness.js';

const BASE = Date.parse('2026-03-01T00:00:00.000Z');
const NAMES = ['Ana López', 'ÁNGEL Ruiz', 'Beto 50%', 'ana_maría', null];

/** What the spec's client did in memory: the reference the database queries must agree with. */
function expectedConversations(all: Conversation[], filter: ConversationFilter) {
  const q = filter.search?.trim();
  return all
    .filter((c) => !q || c.phoneNumber.includes(q) || (c.customerName ?? '').toLowerCase().includes(q.toLowerCase()))
    .filter((c) => {
      const t = (c.lastOrderTime ?? c.lastMessageAt).getTime();
      return (!filter.from || t >= filter.from.getTime()) && (!filter.to || t < filter.to.getTime());
    })
    .sort((a, b) => b.lastMessageAt.getTime() - a.lastMessageAt.getTime() || (a.id < b.id ? 1 : -1));
}

async function allPages<T>(read: (cursor: string | null) => Promise<{ items: T[]; nextCursor: string | null }>) {
  const seen: T[] = [];
  let cursor: string | null = null;
  do {
    const page = await read(cursor);
    seen.push(...page.items);
    cursor = page.nextCursor;
  } while (cursor);
  return seen;
}

const range = fc.option(fc.record({ from: fc.integer({ min: 0, max: 40 }), span: fc.integer({ min: 0, max: 40 }) }), { nil: undefined });

describeDialects('SqlListQueries', (dialect) => {
  const db = useDatabase(dialect);

  it('pages through exactly the filtered conversations, newest activity first, and counts them', async () => {
    const { id: restaurantId } = await givenRestaurant(db());
    const { id: otherId } = await givenRestaurant(db());
    const repo = new SqlConversationRepository(db());
    const all: Conversation[] = [];
    for (let i = 0; i < 37; i++) {
      const at = new Date(BASE + (i % 13) * 3_600_000); // ties on purpose: the id breaks them
      const conv = await repo.upsertByPhone(restaurantId, `+52155${String(1000 + i * 7)}`, at, NAMES[i % NAMES.length]);
      const ordered = i % 4 === 0 ? await repo.update(restaurantId, conv.id, { lastOrderTime: new Date(at.getTime() - 7_200_000) }) : conv;
      all.push(ordered!);
    }
    await repo.upsertByPhone(otherId, '+5215510001', new Date(BASE), 'Ana López');
    const lists = new SqlListQueries(db());
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom('', 'ana', 'ÁNGEL', '%', '_', '1007', '50%', ' a'),
        range,
        fc.integer({ min: 1, max: 9 }),
        async (search, r, limit) => {
          const filter: ConversationFilter = {
            search: search || undefined,
            ...(r ? { from: new Date(BASE + (r.from - 5) * 3_600_000), to: new Date(BASE + (r.from - 5 + r.span) * 3_600_000) } : {}),
          };
          const expected = expectedConversations(all, filter);
          const paged = await allPages((cursor) => lists.conversations(restaurantId, filter, { limit, cursor }));
          expect(paged.map((c) => c.id)).toEqual(expected.map((c) => c.id));
          expect(await lists.countConversations(restaurantId, filter)).toBe(expected.length);
        },
      ),
      { numRuns: 25 },
    );
  });

  it('pages orders by status, payment and creation date, newest first', async () => {
    const { id: restaurantId } = await givenRestaurant(db());
    const orders = new SqlOrderRepository(db());
    const all: Order[] = [];
    for (let i = 0; i < 30; i++) {
      const status = ORDER_STATUSES[i % ORDER_STATUSES.length]!;
      const base = {
        restaurantId,
        conversationId: null,
        customerPhone: `+521550${i}`,
        customerName: null,
        total: 100,
        deliveryAddress: 'Centro',
        notes: null,
        items: [],
      };
      // Every fourth order predates payment methods (no payment): it reads as pending.
      const payment: OrderPayment | null =
        i % 4 === 3 ? null : { method: 'cash', status: PAYMENT_STATUSES[i % PAYMENT_STATUSES.length]!, changeFor: null };
      all.push(await orders.create({ ...base, status, payment }, new Date(BASE + (i % 11) * 3_600_000)));
    }
    const lists = new SqlListQueries(db());
    await fc.assert(
      fc.asyncProperty(
        fc.option(fc.constantFrom(...ORDER_STATUSES), { nil: undefined }),
        fc.option(fc.constantFrom(...PAYMENT_STATUSES), { nil: undefined }),
        range,
        fc.integer({ min: 1, max: 7 }),
        async (status, payment, r, limit) => {
          const filter: OrderFilter = {
            status,
            payment,
            ...(r ? { from: new Date(BASE + (r.from - 5) * 3_600_000), to: new Date(BASE + (r.from - 5 + r.span) * 3_600_000) } : {}),
          };
          const expected = all
            .filter(
              (o) =>
                (!status || o.status === status) &&
                (!payment || (o.payment?.status ?? 'pending') === payment) &&
                (!filter.from || o.createdAt >= filter.from) &&
                (!filter.to || o.createdAt < filter.to),
            )
            .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime() || (a.id < b.id ? 1 : -1));
          const paged = await allPages((cursor) => lists.orders(restaurantId, filter, { limit, cursor }));
          expect(paged.map((o) => o.id)).toEqual(expected.map((o) => o.id));
          expect(await lists.countOrders(restaurantId, filter)).toBe(expected.length);
        },
      ),
      { numRuns: 20 },
    );
  });

  it('serves a thread newest page first, older pages by cursor, and only the new messages after an id', async () => {
    const { id: restaurantId } = await givenRestaurant(db());
    const conv = await new SqlConversationRepository(db()).upsertByPhone(restaurantId, '+5215512340000', new Date(BASE));
    const messages = new SqlMessageRepository(db());
    const written = [];
    for (let i = 0; i < 12; i++) {
      // Pairs share a second, as a provider's timestamps do: arrival order breaks the tie.
      written.push(
        await messages.append({
          conversationId: conv.id,
          restaurantId,
          content: `m${i}`,
          direction: 'incoming',
          timestamp: new Date(BASE + Math.floor(i / 2) * 1000),
          providerMessageId: null,
          status: 'received',
          error: null,
          replyToId: null,
        }),
      );
    }
    const lists = new SqlListQueries(db());
    const newest = await lists.messages(restaurantId, conv.id, { limit: 5, cursor: null });
    expect(newest.items.map((m) => m.content)).toEqual(['m7', 'm8', 'm9', 'm10', 'm11']);
    const older = await lists.messages(restaurantId, conv.id, { limit: 5, cursor: newest.nextCursor });
    expect(older.items.map((m) => m.content)).toEqual(['m2', 'm3', 'm4', 'm5', 'm6']);
    const oldest = await lists.messages(restaurantId, conv.id, { limit: 5, cursor: older.nextCursor });
    expect(oldest.items.map((m) => m.content)).toEqual(['m0', 'm1']);
    expect(oldest.nextCursor).toBeNull();
    const after = await lists.messages(restaurantId, conv.id, { limit: 50, cursor: null, afterId: written[9]!.id });
    expect(after.items.map((m) => m.content)).toEqual(['m10', 'm11']);
    const batch = await lists.messagesOf(restaurantId, [conv.id]);
    expect(batch.map((m) => m.content)).toEqual(written.map((m) => m.content));
  });

  it('bumps a restaurant list version after every write to that list, and only that one', async () => {
    const { id: restaurantId } = await givenRestaurant(db());
    const { id: otherId } = await givenRestaurant(db());
    const versions = new SqlChangeVersions(db());
    const scopes = ['conversations', 'messages', 'orders'] as const;
    let last = { conversations: 0, messages: 0, orders: 0 };
    const changed = async (...expected: (typeof scopes)[number][]) => {
      const now = { conversations: 0, messages: 0, orders: 0 };
      for (const scope of scopes) now[scope] = await versions.current(restaurantId, scope);
      for (const scope of scopes) {
        if (expected.includes(scope)) expect(now[scope], scope).toBeGreaterThan(last[scope]);
        else expect(now[scope], scope).toBe(last[scope]);
      }
      last = now;
    };
    const conversations = new SqlConversationRepository(db());
    const messages = new SqlMessageRepository(db());
    const conv = await conversations.upsertByPhone(restaurantId, '+5215512349999', new Date(BASE));
    await changed('conversations');
    const message = await messages.append({
      conversationId: conv.id,
      restaurantId,
      content: 'hola',
      direction: 'outgoing',
      timestamp: new Date(BASE),
      providerMessageId: 'wamid.1',
      status: 'pending',
      error: null,
      replyToId: null,
    });
    await changed('messages');
    await messages.updateStatusByProviderId(restaurantId, 'wamid.1', 'delivered');
    await changed('messages');
    await messages.update(restaurantId, message.id, { status: 'read' });
    await changed('messages');
    await conversations.update(restaurantId, conv.id, { status: 'paused' });
    await changed('conversations');
    const orders = new SqlOrderRepository(db());
    const order = await orders.create(
      {
        restaurantId,
        conversationId: conv.id,
        customerPhone: '+5215512349999',
        customerName: null,
        total: 1,
        deliveryAddress: 'x',
        notes: null,
        items: [],
      },
      new Date(BASE),
    );
    await changed('orders');
    await orders.updateStatus(restaurantId, order.id, 'confirmed');
    await changed('orders');
    await new SqlListQueries(db()).deleteOrders(restaurantId, [order.id]);
    await changed('orders');
    await conversations.delete(restaurantId, [conv.id]);
    await changed('conversations', 'messages', 'orders');
    for (const scope of scopes) expect(await versions.current(otherId, scope)).toBe(0);
  });

  it('bumps every list written by writes that run at the same time, each writer returning after its bump', async () => {
    const restaurants = await Promise.all([givenRestaurant(db()), givenRestaurant(db()), givenRestaurant(db())]);
    const versions = new SqlChangeVersions(db());
    // One database's repositories share its bumps, as in apps/server/container.ts.
    const bumps = new ChangeVersionBumps(db());
    const conversations = new SqlConversationRepository(db(), bumps);
    const messages = new SqlMessageRepository(db(), bumps);
    await Promise.all(
      restaurants.map(async ({ id: restaurantId }, i) => {
        const conv = await conversations.upsertByPhone(restaurantId, `+52155123400${i}`, new Date(BASE));
        await messages.append({
          conversationId: conv.id,
          restaurantId,
          content: 'hola',
          direction: 'incoming',
          timestamp: new Date(BASE),
          providerMessageId: `wamid.same-time.${i}`,
          status: 'received',
          error: null,
          replyToId: null,
        });
        // Returned means written: a poll now sees the new version.
        expect(await versions.current(restaurantId, 'messages')).toBeGreaterThan(0);
      }),
    );
    for (const { id } of restaurants) {
      expect(await versions.current(id, 'conversations')).toBeGreaterThan(0);
      expect(await versions.current(id, 'orders')).toBe(0);
    }
  });

  it('writes a bump asked for while another is being written in a later statement, never in the one already sent', async () => {
    const { id: restaurantId } = await givenRestaurant(db());
    const versions = new SqlChangeVersions(db());
    const bumps = new ChangeVersionBumps(db());
    const first = bumps.bump(db(), restaurantId, 'messages');
    // The first batch has been sent; a write finished now may land after it ran.
    await new Promise((resolve) => setImmediate(resolve));
    const second = bumps.bump(db(), restaurantId, 'messages');
    await first;
    const afterFirst = await versions.current(restaurantId, 'messages');
    await second;
    expect(await versions.current(restaurantId, 'messages')).toBe(afterFirst + 1);
  });

  it('never loses a bump among many asked for at once: each caller returns with its list past the version it saw before', async () => {
    const restaurants = await Promise.all([givenRestaurant(db()), givenRestaurant(db()), givenRestaurant(db())]);
    const versions = new SqlChangeVersions(db());
    const scopes = ['conversations', 'messages', 'orders'] as const;
    const bumps = new ChangeVersionBumps(db());
    await Promise.all(
      Array.from({ length: 120 }, async (_, i) => {
        const restaurantId = restaurants[i % 3]!.id;
        const scope = scopes[Math.floor(i / 3) % 3]!;
        for (let wait = i % 4; wait > 0; wait--) await new Promise((resolve) => setImmediate(resolve));
        const before = await versions.current(restaurantId, scope);
        await bumps.bump(db(), restaurantId, scope);
        expect(await versions.current(restaurantId, scope)).toBeGreaterThan(before);
      }),
    );
  });
});
