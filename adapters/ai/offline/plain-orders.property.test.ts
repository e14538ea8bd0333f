import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../core/assistant/text.js';
import { openChat } from '../../../eval/harness.js';
import { caseArb, menuOf, QUANTITY_WORDS, said } from './testing/menu-arbitraries.js';

/*
 * Any order stated plainly on any menu is taken exactly: "N <name>" joined by commas and "y",
 * then an address, then "sí", played through the real Assistant with the offline engine, on
 * generated menus whose names hold counts, volumes, weights, sizes and shared words.
 */
describe('plain orders on generated menus (fast-check)', () => {
  it('takes "N <name>, N <name> y N <name>", an address and "sí" exactly', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, async ({ names, picks, quantities, words }) => {
        const menu = menuOf(names);
        const chat = await openChat({ menu });
        const lines = picks.map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
        const text = said(lines.map((l, i) => `${words[i] ? QUANTITY_WORDS[l.quantity - 1] : l.quantity} ${l.name}`));
        await chat.send(text);
        await chat.send('Calle Roble 45, Col. Centro');
        await chat.send('sí');
        const orders = await chat.orders.list(chat.restaurant.id);
        const got = (orders[0]?.items ?? []).map((l) => `${normalize(l.name)} × ${l.quantity}`).sort();
        const want = lines.map((l) => `${normalize(l.name)} × ${l.quantity}`).sort();
        expect(got, `${text}\n${chat.history.map((m) => m.content).join('\n---\n')}`).toEqual(want);
        expect(orders).toHaveLength(1);
      }),
      { numRuns: 1000, seed: 21 },
    );
  }, 120_000);

  it('takes the same order split over bubbles, with a correction bubble for the last dish, exactly', async () => {
    await fc.assert(
      fc.asyncProperty(caseArb, fc.integer({ min: 1, max: 5 }), fc.boolean(), async ({ names, picks, quantities, words }, fixed, withY) => {
        const menu = menuOf(names);
        const chat = await openChat({ menu });
        const lines = picks.map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
        const corrected = fixed === lines[lines.length - 1]!.quantity ? (fixed % 5) + 1 : fixed;
        const bubbles = lines.map(
          (l, i) => `${i > 0 && withY ? 'y ' : ''}${words[i] ? QUANTITY_WORDS[l.quantity - 1] : l.quantity} ${l.name}`,
        );
        bubbles.push(`no, mejor ${words[0] ? QUANTITY_WORDS[corrected - 1] : corrected}`, 'Calle Roble 45', 'Col. Centro');
        await chat.send(bubbles.join('\n'));
        await chat.send('sí');
        lines[lines.length - 1]!.quantity = corrected;
        const orders = await chat.orders.list(chat.restaurant.id);
        const got = (orders[0]?.items ?? []).map((l) => `${normalize(l.name)} × ${l.quantity}`).sort();
        const want = lines.map((l) => `${normalize(l.name)} × ${l.quantity}`).sort();
        expect(got, `${bubbles.join(' / ')}\n${chat.history.map((m) => m.content).join('\n---\n')}`).toEqual(want);
        expect(orders[0]?.deliveryAddress).toBe('Calle Roble 45, Col. Centro');
      }),
      { numRuns: 1000, seed: 21 },
    );
  }, 240_000);
});
