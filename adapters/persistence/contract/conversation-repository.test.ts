import fc from 'fast-check';
import { expect, it } from 'vitest';
import { emptyCart } from '../../../core/orders/cart.js';
import { SqlCartRepository } from '../sql-cart-repository.js';
import { SqlConversationRepository } from '../sql-conversation-repository.js';
import { SqlMessageRepository } from '../sql-message-repository.js';
import { describeContract } from './implementations.js';
import { describeDialects } from './dialects.js';
import { DATE_RANGE, givenRestaurant, useDatabase } from './harness.js';

const at = (iso: string) => new Date(iso);

describeContract('ConversationRepository', (store) => {
  const repo = () => store().conversations;

  it('creates on the first upsert with its defaults, then returns the same conversation', async () => {
    const { id } = await store().givenRestaurant();
    const first = await repo().upsertByPhone(id, '+5215511112222', at('2025-04-01T09:00:00.123Z'), 'Ana');
    expect(first).toEqual({
      id: first.id,
      restaurantId: id,
      phoneNumber: '+5215511112222',
      customerName: 'Ana',
      status: 'active',
      createdAt: at('2025-04-01T09:00:00.123Z'),
      lastMessageAt: at('2025-04-01T09:00:00.123Z'),
      lastOrderTime: null,
      totalOrders: 0,
      hasNewOrder: false,
      takeover: null,
    });
    const again = await repo().upsertByPhone(id, '+5215511112222', at('2025-04-02T09:00:00Z'), 'Otro nombre');
    expect(again).toEqual(first);
    expect(await repo().findById(id, first.id)).toEqual(first);
    expect(await repo().findByPhone(id, '+5215511112222')).toEqual(first);
    expect(await repo().list(id)).toEqual([first]);
  });

  it('fills a missing customer name on a later upsert', async () => {
    const { id } = await store().givenRestaurant();
    const anonymous = await repo().upsertByPhone(id, '+521', at('2025-04-01T09:00:00Z'));
    expect(anonymous.customerName).toBeNull();
    expect(await repo().upsertByPhone(id, '+521', at('2025-04-01T09:01:00Z'), 'Luis')).toEqual({ ...anonymous, customerName: 'Luis' });
  });

  it('returns one conversation for concurrent first messages from the same phone', async () => {
    const { id } = await store().givenRestaurant();
    const results = await Promise.all(Array.from({ length: 5 }, () => repo().upsertByPhone(id, '+52999', new Date())));
    expect(new Set(results.map((c) => c.id)).size).toBe(1);
  });

  it('keeps the same phone in two restaurants apart', async () => {
    const a = await store().givenRestaurant();
    const b = await store().givenRestaurant();
    const inA = await repo().upsertByPhone(a.id, '+52777', new Date());
    const inB = await repo().upsertByPhone(b.id, '+52777', new Date());
    expect(inA.id).not.toBe(inB.id);
    expect(await repo().list(a.id)).toEqual([inA]);
    expect(await repo().findByPhone(b.id, '+52777')).toEqual(inB);
  });

  it('lists the most recently active first', async () => {
    const { id } = await store().givenRestaurant();
    const old = await repo().upsertByPhone(id, '+1', at('2025-01-01T00:00:00Z'));
    const mid = await repo().upsertByPhone(id, '+2', at('2025-01-02T00:00:00Z'));
    const bumped = await repo().update(id, old.id, { lastMessageAt: at('2025-01-03T00:00:00Z') });
    expect(await repo().list(id)).toEqual([bumped, mid]);
  });

  it('applies a patch of every field, and only in its own restaurant', async () => {
    const mine = await store().givenRestaurant();
    const theirs = await store().givenRestaurant();
    const conversation = await repo().upsertByPhone(theirs.id, '+52', at('2025-01-01T00:00:00Z'));
    const patch = {
      customerName: 'Marta',
      status: 'completed' as const,
      lastMessageAt: at('2025-02-01T10:00:00.500Z'),
      lastOrderTime: at('2025-02-01T10:00:00.400Z'),
      totalOrders: 3,
      hasNewOrder: true,
    };
    expect(await repo().update(mine.id, conversation.id, patch)).toBeNull();
    expect(await repo().findById(mine.id, conversation.id)).toBeNull();
    expect(await repo().findByPhone(mine.id, '+52')).toBeNull();
    const updated = await repo().update(theirs.id, conversation.id, patch);
    expect(updated).toEqual({ ...conversation, ...patch });
    expect(await repo().update(theirs.id, conversation.id, { lastOrderTime: null, hasNewOrder: false, customerName: null })).toEqual({
      ...conversation,
      ...patch,
      lastOrderTime: null,
      hasNewOrder: false,
      customerName: null,
    });
  });

  it('hands out copies: changing a returned conversation changes nothing stored', async () => {
    const { id } = await store().givenRestaurant();
    const created = await repo().upsertByPhone(id, '+52', at('2025-01-01T00:00:00Z'), 'Ana');
    (await repo().list(id))[0]!.customerName = 'Otra';
    (await repo().findByPhone(id, '+52'))!.totalOrders = 7;
    expect(await repo().findById(id, created.id)).toEqual(created);
  });

  it('stores a staff takeover and clears it', async () => {
    const { id } = await store().givenRestaurant();
    const conversation = await repo().upsertByPhone(id, '+5215511113333', at('2025-04-01T09:00:00Z'));
    const takeover = { by: 'Ana', reason: 'operator' as const, at: at('2025-04-01T10:00:00Z'), activeAt: at('2025-04-01T10:05:00Z') };
    expect(await repo().update(id, conversation.id, { takeover })).toEqual({ ...conversation, takeover });
    const asked = { ...takeover, by: null, reason: 'customer_request' as const };
    expect((await repo().update(id, conversation.id, { takeover: asked }))!.takeover).toEqual(asked);
    expect((await repo().update(id, conversation.id, { lastMessageAt: at('2025-04-01T11:00:00Z') }))!.takeover).toEqual(asked);
    expect(await repo().update(id, conversation.id, { takeover: null })).toMatchObject({ takeover: null });
  });

  it("deletes only that restaurant's conversations among the ids, and says how many", async () => {
    const mine = await store().givenRestaurant();
    const theirs = await store().givenRestaurant();
    const doomed = await repo().upsertByPhone(mine.id, '+1', at('2025-01-01T00:00:00Z'));
    const kept = await repo().upsertByPhone(mine.id, '+2', at('2025-01-01T00:00:00Z'));
    const foreign = await repo().upsertByPhone(theirs.id, '+3', at('2025-01-01T00:00:00Z'));
    expect(await repo().delete(mine.id, [doomed.id, foreign.id, 'nope'])).toBe(1);
    expect(await repo().delete(mine.id, [])).toBe(0);
    expect(await repo().list(mine.id)).toEqual([kept]);
    expect(await repo().findById(mine.id, doomed.id)).toBeNull();
    expect(await repo().list(theirs.id)).toEqual([foreign]);
  });

  it('keeps any activity instants to the millisecond', async () => {
    const { id } = await store().givenRestaurant();
    const conversation = await repo().upsertByPhone(id, '+52', new Date());
    await fc.assert(
      fc.asyncProperty(fc.date(DATE_RANGE), fc.option(fc.date(DATE_RANGE), { nil: null }), async (lastMessageAt, lastOrderTime) => {
        const updated = await repo().update(id, conversation.id, { lastMessageAt, lastOrderTime });
        expect(updated?.lastMessageAt.getTime()).toBe(lastMessageAt.getTime());
        expect(updated?.lastOrderTime?.getTime() ?? null).toBe(lastOrderTime?.getTime() ?? null);
      }),
      { numRuns: 40 },
    );
  });
});

describeDialects('SqlConversationRepository beside the messages and carts tables', (dialect) => {
  const db = useDatabase(dialect);
  const repo = () => new SqlConversationRepository(db());

  it("deletes conversations with their messages and carts, never another restaurant's", async () => {
    const mine = await givenRestaurant(db());
    const theirs = await givenRestaurant(db());
    const messages = new SqlMessageRepository(db());
    const carts = new SqlCartRepository(db());
    const doomed = await repo().upsertByPhone(mine.id, '+1', new Date());
    const kept = await repo().upsertByPhone(mine.id, '+2', new Date());
    const foreign = await repo().upsertByPhone(theirs.id, '+3', new Date());
    for (const c of [doomed, kept, foreign]) {
      await messages.append({
        conversationId: c.id,
        restaurantId: c.restaurantId,
        content: 'hola',
        direction: 'incoming',
        replyToId: null,
        timestamp: new Date(),
        providerMessageId: null,
        status: 'received',
        error: null,
      });
      await carts.save(c.restaurantId, c.id, { ...emptyCart(), engineState: 'menu' });
    }

    expect(await repo().delete(mine.id, [doomed.id, foreign.id, 'nope'])).toBe(1);
    expect(await repo().delete(mine.id, [])).toBe(0);
    expect(await repo().list(mine.id)).toEqual([kept]);
    expect(await messages.listByConversation(mine.id, doomed.id)).toEqual([]);
    expect(await carts.get(mine.id, doomed.id)).toBeNull();
    expect(await messages.listByConversation(theirs.id, foreign.id)).toHaveLength(1);
    expect(await carts.get(theirs.id, foreign.id)).not.toBeNull();
    expect(await messages.listByConversation(mine.id, kept.id)).toHaveLength(1);
    // Nothing orphaned is left behind in the tables either.
    expect(await db().selectFrom('messages').select('id').where('conversation_id', '=', doomed.id).execute()).toEqual([]);
  });
});
