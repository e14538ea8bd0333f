import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openChat } from '../../../eval/harness.js';
import type { EvalItem } from '../../../eval/menus/index.js';
import { ADDRESSES, CLOSERS, expectedOf, joined, OPENERS, qtyCaseArb } from './testing/qty-arbitraries.js';

/*
 * Amounts and sizes on generated menus of several categories (helper "qty", session 8): packs,
 * drinks by volume and by size word, meat by weight, dishes in sizes, plain dishes of a shared
 * head, each asked for the way customers text it, 1–3 requests per message, wrapped in a greeting
 * and a time ("para las 2") and followed by an address with numbers (its own message or the end of the
 * order's: "…, a Calle 5 de Mayo 123"). The order placed must be the
 * one a waiter writes down. RUNS= changes the number of menus.
 */
const RUNS = Number(process.env.RUNS ?? 1000);

/** Plays order → address → "sí" (a second "sí" when core asked about an amount) and returns the order's units per name. */
async function placed(menu: EvalItem[], turns: string[]): Promise<{ got: string[]; replies: string[]; transcript: string }> {
  const chat = await openChat({ menu });
  const replies: string[] = [];
  for (const t of turns) replies.push((await chat.send(t)).reply);
  let orders = await chat.orders.list(chat.restaurant.id);
  if (!orders.length) {
    replies.push((await chat.send('sí')).reply);
    orders = await chat.orders.list(chat.restaurant.id);
  }
  const units = new Map<string, number>();
  for (const l of orders[0]?.items ?? []) units.set(l.name, (units.get(l.name) ?? 0) + l.quantity);
  const got = [...units].map(([name, q]) => `${q} ${name}`).sort();
  const transcript = [menu.map((i) => i.name).join(' | '), ...chat.history.map((m) => m.content)].join('\n');
  return { got, replies, transcript };
}

describe('amounts and sizes on generated menus (fast-check)', () => {
  it('an order of packs, volumes, weights, sizes and counts said as customers text it is taken exactly', async () => {
    await fc.assert(
      fc.asyncProperty(
        qtyCaseArb,
        fc.constantFrom(...OPENERS),
        fc.constantFrom(...CLOSERS),
        fc.constantFrom(...ADDRESSES),
        // the address as its own message, or after the order in the same one ("…, a Calle 5 de Mayo 123")
        fc.constantFrom(null, 'a', 'mándalo a', 'es en'),
        async ({ menu, asks }, opener, closer, address, lead) => {
          const text = `${opener}${joined(asks.map((a) => a.text))}${closer}`;
          const turns = lead ? [`${text}, ${lead} ${address}`, 'sí'] : [text, address, 'sí'];
          const { got, transcript } = await placed(menu, turns);
          expect(got, transcript).toEqual(expectedOf(asks));
        },
      ),
      { numRuns: RUNS, seed: 21 },
    );
  }, 600_000);
});
