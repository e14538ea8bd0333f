import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LaneSlots, SlotsFull } from './lane-slots.js';

const tick = () => new Promise<void>((r) => setImmediate(r));

describe('LaneSlots', () => {
  it('never puts more than a lane holds in it nor a tenant in more lanes than its share; every admitted request runs, in order per tenant', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          lanes: fc.integer({ min: 1, max: 4 }),
          depth: fc.integer({ min: 1, max: 4 }),
          share: fc.integer({ min: 1, max: 4 }),
          waiting: fc.integer({ min: 0, max: 6 }),
        }),
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.boolean()), { maxLength: 30 }),
        async ({ lanes, depth, share, waiting }, arrivals) => {
          const slots = new LaneSlots({ lanes, depth, perTenantLanes: share, waiting: waiting * 2, perTenantWaiting: waiting });
          const held: { tenant: string; lane: number }[] = [];
          const started: string[] = [];
          const releases: (() => void)[] = [];
          const requests = arrivals.map(async ([tenant, finishOne], i) => {
            let place;
            try {
              place = await slots.acquire(tenant);
            } catch (err) {
              expect(err).toBeInstanceOf(SlotsFull);
              return;
            }
            const mine = { tenant, lane: place.lane };
            held.push(mine);
            started.push(`${tenant}${i}`);
            expect(place.lane).toBeGreaterThanOrEqual(0);
            expect(place.lane).toBeLessThan(lanes);
            expect(held.filter((h) => h.lane === place.lane).length).toBeLessThanOrEqual(depth);
            expect(new Set(held.filter((h) => h.tenant === tenant).map((h) => h.lane)).size).toBeLessThanOrEqual(share);
            releases.push(() => {
              held.splice(held.indexOf(mine), 1);
              place.release();
            });
            if (finishOne) releases.shift()?.();
          });
          for (let i = 0; i < 300 && (slots.usage.running > 0 || slots.usage.waiting > 0); i++) {
            await tick();
            releases.shift()?.();
          }
          await Promise.all(requests);
          expect(slots.usage).toEqual({ running: 0, waiting: 0 });
          for (const tenant of ['a', 'b', 'c']) {
            const order = started.filter((s) => s.startsWith(tenant)).map((s) => Number(s.slice(1)));
            expect(order).toEqual([...order].sort((x, y) => x - y));
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it('gives a freed place to the next tenant in turn, not to the one that has been flooding', async () => {
    const slots = new LaneSlots({ lanes: 1, depth: 1, perTenantLanes: 1, waiting: 10, perTenantWaiting: 10 });
    const order: string[] = [];
    const first = await slots.acquire('inundado');
    const waits = ['inundado', 'inundado', 'vecino', 'inundado', 'otro'].map((t, i) =>
      slots.acquire(t).then(({ release }) => {
        order.push(`${t}${i}`);
        release();
      }),
    );
    first.release();
    await Promise.all(waits);
    expect(order).toEqual(['inundado0', 'vecino2', 'otro4', 'inundado1', 'inundado3']);
  });

  it("queues a flooding restaurant's calls in its own lane, deep, and leaves the other lane to the next restaurant", async () => {
    const slots = new LaneSlots({ lanes: 2, depth: 3, perTenantLanes: 1, waiting: 10, perTenantWaiting: 10 });
    const flood = await Promise.all([1, 2, 3].map(() => slots.acquire('inundado')));
    expect(new Set(flood.map((p) => p.lane)).size).toBe(1);
    let fourth: number | null = null;
    const waiting = slots.acquire('inundado').then((p) => (fourth = p.lane));
    const neighbour = await slots.acquire('vecino');
    expect(neighbour.lane).not.toBe(flood[0]!.lane);
    await tick();
    expect(fourth).toBeNull();
    flood[0]!.release();
    await waiting;
    expect(fourth).toBe(flood[0]!.lane);
  });

  it('queues nothing behind a call that has run long: the next call takes a lane that moves, or waits for one', async () => {
    const stalled = new Set<number>();
    const slots = new LaneSlots({ lanes: 2, depth: 4, perTenantLanes: 2, waiting: 10, perTenantWaiting: 10 }, (lane) => stalled.has(lane));
    const heavy = await slots.acquire('atacado');
    stalled.add(heavy.lane);
    const next = await slots.acquire('vecino');
    expect(next.lane).not.toBe(heavy.lane);
    const third = await slots.acquire('vecino');
    expect(third.lane).toBe(next.lane);
    stalled.add(next.lane);
    let fourth: number | null = null;
    const waiting = slots.acquire('otro').then((p) => (fourth = p.lane));
    await tick();
    expect(fourth).toBeNull();
    stalled.clear();
    heavy.release();
    await waiting;
    expect(fourth).toBe(heavy.lane);
  });
});
