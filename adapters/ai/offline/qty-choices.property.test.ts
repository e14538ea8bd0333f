import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { openChat } from '../../../eval/harness.js';
import { ADDRESSES, choiceArb, overBoundArb } from './testing/qty-arbitraries.js';

/*
 * Sizes chosen after "¿De cuál…?" and amounts above the restaurant's bound, on generated menus of
 * several categories (helper "qty", session 8). "una jamaica" → "la de litro", "unas alitas" → "de 20",
 * "una pizza hawaiana" → "familiar", "quiero carnitas" → "un cuarto" / "de 1/2": the answer picks the
 * item. "25 tacos de pastor", "x30 …", "… 40": core asks back (docs/assistant-guarantees.md) and the
 * customer's "sí" keeps the amount. RUNS= changes the number of menus.
 */
const RUNS = Number(process.env.RUNS ?? 1000);

const units = (items: { name: string; quantity: number }[]) => {
  const u = new Map<string, number>();
  for (const l of items) u.set(l.name, (u.get(l.name) ?? 0) + l.quantity);
  return [...u].map(([n, q]) => `${q} ${n}`).sort();
};

describe('sizes chosen and amounts above the bound on generated menus (fast-check)', () => {
  it('the answer to "¿De cuál…?" by measure, size or pieces picks that item, in the amount first said', async () => {
    await fc.assert(
      fc.asyncProperty(choiceArb, fc.constantFrom(...ADDRESSES), async (c, address) => {
        const chat = await openChat({ menu: c.menu });
        for (const t of [c.first, c.answer, address, 'sí']) await chat.send(t);
        const orders = await chat.orders.list(chat.restaurant.id);
        const transcript = chat.history.map((m) => m.content).join('\n');
        expect(units(orders[0]?.items ?? []), transcript).toEqual(units(c.lines.map(([name, quantity]) => ({ name, quantity }))));
      }),
      { numRuns: RUNS, seed: 21 },
    );
  }, 600_000);

  it('an amount above 20 said as "N", "xN" or after the dish is asked back and kept after "sí"', async () => {
    await fc.assert(
      fc.asyncProperty(overBoundArb, fc.constantFrom(...ADDRESSES), async (b, address) => {
        const chat = await openChat({ menu: b.menu });
        const replies: string[] = [];
        for (const t of [b.text, address, 'sí']) replies.push((await chat.send(t)).reply);
        let orders = await chat.orders.list(chat.restaurant.id);
        if (!orders.length) {
          replies.push((await chat.send('sí')).reply);
          orders = await chat.orders.list(chat.restaurant.id);
        }
        const transcript = chat.history.map((m) => m.content).join('\n');
        expect(
          replies.some((r) => r.includes('«sí»') && r.includes(String(b.quantity))),
          transcript,
        ).toBe(true);
        expect(units(orders[0]?.items ?? []), transcript).toEqual([`${b.quantity} ${b.name}`]);
      }),
      { numRuns: RUNS, seed: 21 },
    );
  }, 600_000);
});
