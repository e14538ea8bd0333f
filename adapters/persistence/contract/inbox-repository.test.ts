import { expect, it } from 'vitest';
import type { NewInboxItem } from '../../../core/conversations/inbox.js';
import { SqlInboxRepository } from '../sql-inbox-repository.js';
import { describeDialects } from './dialects.js';
import { givenRestaurant, useDatabase } from './harness.js';

const t0 = new Date('2025-06-01T18:00:00.000Z');
const later = (ms: number) => new Date(t0.getTime() + ms);

describeDialects('SqlInboxRepository', (dialect) => {
  const db = useDatabase(dialect);
  const repo = () => new SqlInboxRepository(db());

  async function given() {
    const restaurant = await givenRestaurant(db());
    const item = (id: string, phone = '+5215511110000', receivedAt = t0): NewInboxItem => ({
      restaurantId: restaurant.id,
      provider: 'meta',
      providerMessageId: id,
      phone,
      customerName: 'Ana',
      text: `mensaje ${id}`,
      receivedAt,
    });
    return { restaurant, item };
  }

  it('stores a message once however often it is delivered', async () => {
    const { item } = await given();
    expect(await repo().enqueue([item('a'), item('b')])).toBe(2);
    expect(await repo().enqueue([item('a'), item('c'), item('b')])).toBe(1);
    expect(await repo().unfinishedCount()).toBe(3);
  });

  it('tells concurrent deliveries of the same messages which of them were new', async () => {
    const { item } = await given();
    const counts = await Promise.all([
      repo().enqueue([item('a'), item('b')]),
      repo().enqueue([item('b'), item('c')]),
      repo().enqueue([item('a')]),
      repo().enqueue([]),
    ]);
    // Which call wins a message both carry is a race between connections; that each message is
    // counted new exactly once is not.
    expect(counts.reduce((sum, n) => sum + n, 0)).toBe(3);
    expect(counts[3]).toBe(0);
    expect(await repo().unfinishedCount()).toBe(3);
  });

  it('fails only the caller whose row cannot be written, not the others sharing its insert', async () => {
    const { item } = await given();
    const other = await given();
    const bad = { ...item('bad'), receivedAt: new Date(Number.NaN) };
    // One repository: the three calls share its group commit.
    const inbox = repo();
    const results = await Promise.allSettled([
      inbox.enqueue([other.item('o1'), other.item('o2')]),
      inbox.enqueue([item('good'), bad]),
      inbox.enqueue([other.item('o3')]),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((results[0] as PromiseFulfilledResult<number>).value).toBe(2);
    expect((results[2] as PromiseFulfilledResult<number>).value).toBe(1);
    // The rejected caller's good row is kept: its provider's retry finds it there (a duplicate, ignored).
    expect(await repo().enqueue([other.item('o1'), item('good')])).toBe(0);
    expect(await repo().unfinishedCount()).toBe(4);
  });

  it('keeps other callers’ rows when one row is refused by the database itself', async () => {
    const { item } = await given();
    const other = await given();
    // PostgreSQL refuses NUL in text; SQLite takes it. Either way the other caller is unharmed.
    const nul = { ...item('nul'), text: 'hola\u0000' };
    const inbox = repo();
    const results = await Promise.allSettled([inbox.enqueue([other.item('o1')]), inbox.enqueue([nul]), inbox.enqueue([other.item('o2')])]);
    expect(results[0]).toEqual({ status: 'fulfilled', value: 1 });
    expect(results[1]!.status).toBe(dialect.name === 'postgres' ? 'rejected' : 'fulfilled');
    expect(results[2]).toEqual({ status: 'fulfilled', value: 1 });
  });

  it('hands out a conversation one message at a time, in arrival order', async () => {
    const { item } = await given();
    await repo().enqueue([item('1'), item('2'), item('x', '+5215599990000')]);
    const first = await repo().claim('w1', t0, later(60_000));
    expect(first).toMatchObject({ providerMessageId: '1', attempts: 1, customerName: 'Ana' });
    // Message 2 waits for 1; the other customer's message is free.
    const second = await repo().claim('w2', t0, later(60_000));
    expect(second?.providerMessageId).toBe('x');
    expect(await repo().claim('w3', t0, later(60_000))).toBeNull();
    await repo().complete(first!.id, 'w1');
    expect((await repo().claim('w3', t0, later(60_000)))?.providerMessageId).toBe('2');
  });

  it("says whether the customer's next message is already waiting as a text", async () => {
    const { item } = await given();
    const location = { ...item('3'), attachment: { kind: 'location' as const, location: { latitude: 19.4, longitude: -99.1 } } };
    await repo().enqueue([item('1'), item('2'), location, item('4'), item('x', '+5215599990000')]);
    const claimNext = async () => {
      const [claimed] = await repo().claimMany('w', t0, later(60_000), { limit: 1, perRestaurant: 1, inFlight: new Map() });
      await repo().complete(claimed!.id, 'w');
      return claimed!;
    };
    // 1 is followed by the text 2; 2 by a location, which is not folded into a text reply; nothing follows 4 or x.
    expect(await claimNext()).toMatchObject({ providerMessageId: '1', followed: true });
    expect(await claimNext()).toMatchObject({ providerMessageId: '2', followed: false });
    expect(await claimNext()).toMatchObject({ providerMessageId: '3', followed: true });
    expect(await claimNext()).toMatchObject({ providerMessageId: '4', followed: false });
    expect(await claimNext()).toMatchObject({ providerMessageId: 'x', followed: false });
  });

  it('retries later with the error kept, and gives up without blocking the conversation', async () => {
    const { item } = await given();
    await repo().enqueue([item('1'), item('2')]);
    const first = (await repo().claim('w1', t0, later(60_000)))!;
    await repo().retryLater(first.id, 'w1', later(5000), 'OpenAI no respondió');
    expect(await repo().claim('w1', later(1000), later(61_000))).toBeNull();
    const again = (await repo().claim('w1', later(5000), later(65_000)))!;
    expect(again).toMatchObject({ id: first.id, attempts: 2 });
    await repo().fail(again.id, 'w1', 'sin remedio');
    expect((await repo().claim('w1', later(5000), later(65_000)))?.providerMessageId).toBe('2');
  });

  it('lets another worker take over a claim whose lease expired, and ignores the old worker after', async () => {
    const { item } = await given();
    await repo().enqueue([item('1')]);
    const lost = (await repo().claim('dead', t0, later(1000)))!;
    expect(await repo().claim('alive', later(500), later(61_000))).toBeNull();
    const taken = (await repo().claim('alive', later(1001), later(61_000)))!;
    expect(taken).toMatchObject({ id: lost.id, attempts: 2 });
    await repo().complete(lost.id, 'dead');
    expect(await repo().unfinishedCount()).toBe(1);
    await repo().complete(taken.id, 'alive');
    expect(await repo().unfinishedCount()).toBe(0);
  });

  it('prunes old completed messages only', async () => {
    const { item } = await given();
    const old = new Date('2025-01-01T00:00:00.000Z');
    await repo().enqueue([item('old-done', '+521', old), item('old-pending', '+522', old), item('new-done', '+523', t0)]);
    for (const id of ['old-done', 'new-done']) {
      let claimed = await repo().claim('w', t0, later(60_000));
      while (claimed && claimed.providerMessageId !== id) claimed = await repo().claim('w', t0, later(60_000));
      await repo().complete(claimed!.id, 'w');
    }
    expect(await repo().pruneDone(new Date('2025-06-01T00:00:00.000Z'))).toBe(1);
    // The pruned message is forgotten; the others still count as already delivered.
    expect(await repo().enqueue([item('new-done', '+523', t0), item('old-pending', '+522', old)])).toBe(0);
  });

  it('never hands the same message to two concurrent claimers', async () => {
    const { item } = await given();
    await repo().enqueue(Array.from({ length: 20 }, (_, i) => item(`m${i}`, `+52155000000${String(i).padStart(2, '0')}`)));
    const claims = await Promise.all(Array.from({ length: 30 }, (_, i) => repo().claim(`w${i}`, t0, later(60_000))));
    const ids = claims.filter((c) => c !== null).map((c) => c!.id);
    expect(ids).toHaveLength(20);
    expect(new Set(ids).size).toBe(20);
  });

  it('claims many heads at once, round-robin across restaurants, within each restaurant cap', async () => {
    const busy = await given();
    const quiet = await given();
    // A burst of 6 customers at the busy restaurant, then 2 at the quiet one.
    await repo().enqueue(Array.from({ length: 6 }, (_, i) => busy.item(`busy${i}`, `+52155000000${i}`, later(i))));
    await repo().enqueue([quiet.item('quiet0', '+5215599990000', later(10)), quiet.item('quiet1', '+5215599990001', later(11))]);
    const first = await repo().claimMany('w1', later(100), later(60_000), { limit: 4, perRestaurant: 2, inFlight: new Map() });
    expect(first.map((i) => i.providerMessageId).sort()).toEqual(['busy0', 'busy1', 'quiet0', 'quiet1']);
    expect(first.every((i) => i.attempts === 1)).toBe(true);
    // The busy restaurant is at its cap in this worker: nothing more of it, however many slots are free.
    const held = new Map([[busy.restaurant.id, 2]]);
    expect(await repo().claimMany('w1', later(100), later(60_000), { limit: 10, perRestaurant: 2, inFlight: held })).toEqual([]);
    const next = await repo().claimMany('w1', later(100), later(60_000), { limit: 10, perRestaurant: 4, inFlight: held });
    expect(next.map((i) => i.providerMessageId)).toEqual(['busy2', 'busy3']);
  });

  it("never lets one restaurant's backlog hide another restaurant's customer", async () => {
    const busy = await given();
    const quiet = await given();
    await repo().enqueue(Array.from({ length: 40 }, (_, i) => busy.item(`busy${i}`, `+5215500000${String(i).padStart(3, '0')}`, later(i))));
    await repo().enqueue([quiet.item('quiet0', '+5215599990000', later(100))]);
    const claimed = await repo().claimMany('w1', later(200), later(60_000), { limit: 4, perRestaurant: 3, inFlight: new Map() });
    expect(claimed.map((i) => i.providerMessageId)).toEqual(['busy0', 'busy1', 'busy2', 'quiet0']);
  });

  it('keeps a claim alive while it is renewed, and lets it be taken over once it is not', async () => {
    const { item } = await given();
    await repo().enqueue([item('a')]);
    const [claimed] = await repo().claimMany('w1', t0, later(1000), { limit: 1, perRestaurant: 1, inFlight: new Map() });
    await repo().renew([claimed!.id], 'w1', later(5000));
    expect(await repo().claim('w2', later(2000), later(60_000))).toBeNull();
    expect((await repo().claim('w2', later(5001), later(60_000)))?.providerMessageId).toBe('a');
  });

  it('leaves a lapsed claim alone when asked to skip the takeover check, and takes it over when asked', async () => {
    const { item } = await given();
    await repo().enqueue([item('a')]);
    await repo().claimMany('w1', t0, later(1000), { limit: 1, perRestaurant: 1, inFlight: new Map() });
    const options = { limit: 1, perRestaurant: 1, inFlight: new Map<string, number>() };
    expect(await repo().claimMany('w2', later(2000), later(60_000), { ...options, takeOverExpired: false })).toEqual([]);
    expect((await repo().claimMany('w2', later(2000), later(60_000), options)).map((i) => i.providerMessageId)).toEqual(['a']);
  });
});
