import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { FairSlots, SlotsFull } from './fair-slots.js';

const tick = () => new Promise<void>((r) => setImmediate(r));

describe('FairSlots', () => {
  it('never runs more than its slots nor a tenant more than its share; every admitted request runs, in order per tenant', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.record({
          running: fc.integer({ min: 1, max: 4 }),
          share: fc.integer({ min: 1, max: 4 }),
          waiting: fc.integer({ min: 0, max: 6 }),
        }),
        fc.array(fc.tuple(fc.constantFrom('a', 'b', 'c'), fc.boolean()), { maxLength: 30 }),
        async ({ running, share, waiting }, arrivals) => {
          const slots = new FairSlots({ running, perTenantRunning: share, waiting: waiting * 2, perTenantWaiting: waiting });
          const inFlight = new Map<string, number>();
          const started: string[] = [];
          const releases: (() => void)[] = [];
          const requests = arrivals.map(async ([tenant, finishOne], i) => {
            let release: () => void;
            try {
              release = await slots.acquire(tenant);
            } catch (err) {
              expect(err).toBeInstanceOf(SlotsFull);
              return;
            }
            inFlight.set(tenant, (inFlight.get(tenant) ?? 0) + 1);
            started.push(`${tenant}${i}`);
            const total = [...inFlight.values()].reduce((a, b) => a + b, 0);
            expect(total).toBeLessThanOrEqual(running);
            expect(inFlight.get(tenant)).toBeLessThanOrEqual(share);
            releases.push(() => {
              inFlight.set(tenant, inFlight.get(tenant)! - 1);
              release();
            });
            if (finishOne) releases.shift()?.();
          });
          for (let i = 0; i < 200 && (slots.load.running > 0 || slots.load.waiting > 0); i++) {
            await tick();
            releases.shift()?.();
          }
          await Promise.all(requests);
          expect(slots.load).toEqual({ running: 0, waiting: 0 });
          for (const tenant of ['a', 'b', 'c']) {
            const order = started.filter((s) => s.startsWith(tenant)).map((s) => Number(s.slice(1)));
            expect(order).toEqual([...order].sort((x, y) => x - y));
          }
        },
      ),
      { numRuns: 200 },
    );
  });

  it('gives a freed slot to the next tenant in turn, not to the one that has been flooding', async () => {
    const slots = new FairSlots({ running: 1, perTenantRunning: 1, waiting: 10, perTenantWaiting: 10 });
    const order: string[] = [];
    const first = await slots.acquire('inundado');
    const waits = ['inundado', 'inundado', 'vecino', 'inundado', 'otro'].map((t, i) =>
      slots.acquire(t).then((release) => {
        order.push(`${t}${i}`);
        release();
      }),
    );
    first();
    await Promise.all(waits);
    expect(order).toEqual(['inundado0', 'vecino2', 'otro4', 'inundado1', 'inundado3']);
  });
});
