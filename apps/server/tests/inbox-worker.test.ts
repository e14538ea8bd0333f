import { describe, expect, it } from 'vitest';
import { openIsolatedPostgres, POSTGRES_URL } from '../../../adapters/persistence/contract/dialects.js';
import { openDatabase } from '../../../adapters/persistence/database.js';
import { migrateToLatest } from '../../../adapters/persistence/migrations/migrate.js';
import { SqlInboxRepository } from '../../../adapters/persistence/sql-inbox-repository.js';
import { SqlRestaurantRepository } from '../../../adapters/persistence/sql-restaurant-repository.js';
import { SqlUserRepository } from '../../../adapters/persistence/sql-user-repository.js';
import { Backpressure, PermanentFailure, type InboxItem, type NewInboxItem } from '../../../core/conversations/inbox.js';
import type { Clock } from '../../../core/shared/clock.js';
import { InboxWorker } from '../inbox-worker.js';

type Db = Awaited<ReturnType<typeof openDatabase>>['db'];

async function givenRestaurant(db: Db) {
  const user = await new SqlUserRepository(db).create({ email: `${Math.random()}@x.mx`, name: null, role: 'operator', passwordHash: 'x' });
  return new SqlRestaurantRepository(db).create(
    {
      name: 'R',
      subdomain: `r${Math.random().toString(36).slice(2, 12)}`,
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
}

const items = (restaurantId: string, conversations: number, perConversation: number): NewInboxItem[] =>
  Array.from({ length: conversations * perConversation }, (_, i) => ({
    restaurantId,
    provider: 'meta' as const,
    providerMessageId: `wamid.${i}`,
    phone: `+52155${String(i % conversations).padStart(8, '0')}`,
    customerName: null,
    text: `m${Math.floor(i / conversations)}`,
    receivedAt: new Date(1_700_000_000_000 + i),
  }));

class ManualClock implements Clock {
  constructor(public ms = Date.parse('2025-01-01T12:00:00Z')) {}
  now = () => new Date(this.ms);
}

/** Checks that every message was handled once and each conversation in arrival order. */
function expectExactlyOnceInOrder(handled: InboxItem[], expected: number) {
  expect(handled).toHaveLength(expected);
  expect(new Set(handled.map((h) => h.providerMessageId)).size).toBe(expected);
  const byPhone = new Map<string, number[]>();
  for (const h of handled) byPhone.set(h.phone, [...(byPhone.get(h.phone) ?? []), Number(h.providerMessageId.split('.')[1])]);
  for (const order of byPhone.values()) expect(order).toEqual([...order].sort((a, b) => a - b));
}

describe('InboxWorker', () => {
  it('retries a failing message with backoff, keeping its conversation waiting, then gives up', async () => {
    const { db, close } = await openDatabase(':memory:');
    await migrateToLatest(db);
    const inbox = new SqlInboxRepository(db);
    const restaurant = await givenRestaurant(db);
    await inbox.enqueue(items(restaurant.id, 1, 2));
    const clock = new ManualClock();
    const seen: string[] = [];
    const worker = new InboxWorker(
      inbox,
      {
        process: async (item) => {
          seen.push(`${item.providerMessageId}#${item.attempts}`);
          if (item.providerMessageId === 'wamid.0') throw new Error('OpenAI caído');
          return null as never;
        },
      },
      clock,
      { log: () => {} },
    );
    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual(['wamid.0#1']);
    clock.ms += 999;
    expect(await worker.drain()).toBe(0);
    clock.ms += 1;
    await worker.drain();
    expect(seen).toEqual(['wamid.0#1', 'wamid.0#2']);
    for (let i = 0; i < 10; i++) {
      clock.ms += 60_000;
      await worker.drain();
    }
    // After the last attempt it gives up, and the next message of the conversation goes ahead.
    expect(seen.filter((s) => s.startsWith('wamid.0'))).toHaveLength(8);
    expect(seen.at(-1)).toBe('wamid.1#1');
    expect(await inbox.unfinishedCount()).toBe(0);
    await close();
  });

  it('fails a message at once when retrying cannot help, and moves on to the next', async () => {
    const { db, close } = await openDatabase(':memory:');
    await migrateToLatest(db);
    const inbox = new SqlInboxRepository(db);
    const restaurant = await givenRestaurant(db);
    await inbox.enqueue(items(restaurant.id, 1, 2));
    const seen: string[] = [];
    const processor = {
      process: async (item: InboxItem) => {
        seen.push(`${item.providerMessageId}#${item.attempts}`);
        if (item.providerMessageId === 'wamid.0') throw new PermanentFailure('Restaurante r0 no existe');
        return null as never;
      },
    };
    const worker = new InboxWorker(inbox, processor, new ManualClock(), { log: () => {} });
    await worker.drain();
    await worker.drain();
    expect(seen).toEqual(['wamid.0#1', 'wamid.1#1']);
    expect(await inbox.unfinishedCount()).toBe(0);
    await close();
  });

  it("holds back a restaurant whose engine pushed back, without counting a failure, while other restaurants' messages go on", async () => {
    const { db, close } = await openDatabase(':memory:');
    await migrateToLatest(db);
    const inbox = new SqlInboxRepository(db);
    const [busy, calm] = [await givenRestaurant(db), await givenRestaurant(db)];
    await inbox.enqueue(items(busy.id, 3, 1));
    await inbox.enqueue(items(calm.id, 3, 1).map((item) => ({ ...item, providerMessageId: `calm.${item.providerMessageId}` })));
    const clock = new ManualClock();
    const seen: string[] = [];
    const logged: string[] = [];
    let pushBack = true;
    const processor = {
      process: async (item: InboxItem) => {
        seen.push(`${item.providerMessageId}#${item.attempts}`);
        if (item.restaurantId === busy.id && pushBack) throw new Backpressure('El asistente está saturado');
        return null as never;
      },
    };
    const worker = new InboxWorker(inbox, processor, clock, { concurrency: 2, perRestaurant: 1, log: (line) => logged.push(line) });
    await worker.drain();
    // One of the busy restaurant's messages was tried; the calm one's all went through meanwhile.
    expect(seen).toEqual(['wamid.0#1', 'calm.wamid.0#1', 'calm.wamid.1#1', 'calm.wamid.2#1']);
    expect(logged).toEqual([]);
    pushBack = false;
    // A restaurant held back is claimed again after backpressureDelayMs (a quarter of a second at first).
    await new Promise((r) => setTimeout(r, 260));
    clock.ms += 260;
    await worker.drain();
    expect(seen.slice(4).sort()).toEqual(['wamid.0#2', 'wamid.1#1', 'wamid.2#1']);
    expect(await inbox.unfinishedCount()).toBe(0);
    await close();
  });

  it('resumes the work of a worker that died mid-message once its lease expires', async () => {
    const { db, close } = await openDatabase(':memory:');
    await migrateToLatest(db);
    const inbox = new SqlInboxRepository(db);
    const restaurant = await givenRestaurant(db);
    await inbox.enqueue(items(restaurant.id, 2, 3));
    const clock = new ManualClock();
    // A process claims a message and is killed before finishing it.
    await inbox.claim('killed-process', clock.now(), new Date(clock.ms + 60_000));
    const handled: InboxItem[] = [];
    const worker = new InboxWorker(inbox, { process: async (item) => void handled.push(item) as never }, clock, { log: () => {} });
    await worker.drain();
    expect(handled.map((h) => h.providerMessageId)).toEqual(['wamid.1', 'wamid.3', 'wamid.5']);
    clock.ms += 60_001;
    await worker.drain();
    expectExactlyOnceInOrder(handled, 6);
    await close();
  });

  it.runIf(POSTGRES_URL)('shares one Postgres inbox between two server processes without doubling work', async () => {
    const a = await openIsolatedPostgres(POSTGRES_URL!);
    await migrateToLatest(a.db);
    const url = new URL(POSTGRES_URL!);
    url.searchParams.set(
      'search_path',
      (await a.db.selectNoFrom((eb) => eb.fn<string>('current_schema', []).as('s')).executeTakeFirstOrThrow()).s,
    );
    const b = await openDatabase(url.toString());
    try {
      const restaurant = await givenRestaurant(a.db);
      await new SqlInboxRepository(a.db).enqueue(items(restaurant.id, 25, 8));
      const handled: InboxItem[] = [];
      const active = new Set<string>();
      const process = async (item: InboxItem) => {
        // Two workers must never hold the same conversation at once.
        expect(active.has(item.phone)).toBe(false);
        active.add(item.phone);
        await new Promise((r) => setTimeout(r, Math.random() * 3));
        handled.push(item);
        active.delete(item.phone);
        return null as never;
      };
      const clock: Clock = { now: () => new Date() };
      const workers = [a.db, b.db].map(
        (db) => new InboxWorker(new SqlInboxRepository(db), { process }, clock, { concurrency: 4, idleMs: 10, log: () => {} }),
      );
      workers.forEach((w) => w.start());
      const inbox = new SqlInboxRepository(a.db);
      for (let i = 0; i < 500 && (await inbox.unfinishedCount()) > 0; i++) await new Promise((r) => setTimeout(r, 20));
      await Promise.all(workers.map((w) => w.stop()));
      expectExactlyOnceInOrder(handled, 200);
    } finally {
      await b.close();
      await a.close();
    }
  });
});
