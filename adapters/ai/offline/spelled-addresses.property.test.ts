import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../core/assistant/text.js';
import { menuArb } from './testing/acts-arbitraries.js';
import { playChat } from './testing/play.js';

const NUMBER_WORDS = ['una', 'dos', 'tres', 'cuatro'];
/** House numbers in words: under twenty only after "numero" (delivery-details.ts). */
const SPELLED = ['quince', 'cuarenta', 'ciento veinte', 'doscientos diez', 'trescientos', 'mil doscientos', 'ochenta y cinco', 'quinientos cuatro'];
const STREETS = ['calle pino suarez', 'avenida juarez', 'calle cinco de mayo', 'privada las flores', 'calle hidalgo', 'andador tulipanes'];
const COLONIAS = ['centro', 'la noria', 'santa maria', 'jardines del sur', 'obrera'];
const OPENERS = ['hola quisiera', 'buenas tardes me mandas', 'oye me das por favor', 'que tal quiero', 'buenas noches me traes'];
const LEAD_INS = ['a la', 'para la', 'a', 'en la'];
const CLOSERS = ['seria todo', 'es todo', 'nada mas', 'eso seria todo gracias', ''];

/*
 * A voice note typed out, or a customer who writes as they speak: one run-on message with the
 * order in number words, the address with its house number in words ("calle pino suarez numero
 * trescientos colonia centro") and a closing ("seria todo"), then "si", on generated menus. The
 * order and the address are taken exactly. Before the engine read house numbers in words, all
 * 300 generated cases failed (no address found, the order never confirmed).
 */
describe('a voice note typed out (one run-on message: order, address, closing)', () => {
  it('takes the order and the address said in words', async () => {
    await fc.assert(
      fc.asyncProperty(
        menuArb,
        fc.record({
          picks: fc.uniqueArray(fc.nat(5), { minLength: 1, maxLength: 3 }),
          qty: fc.array(fc.integer({ min: 1, max: 4 }), { minLength: 3, maxLength: 3 }),
          opener: fc.constantFrom(...OPENERS),
          street: fc.constantFrom(...STREETS),
          numero: fc.constantFrom(...SPELLED),
          withNumero: fc.boolean(),
          colonia: fc.option(fc.constantFrom(...COLONIAS), { nil: null }),
          leadIn: fc.constantFrom(...LEAD_INS),
          closer: fc.constantFrom(...CLOSERS),
        }),
        async (menu, c) => {
          const picks = c.picks.filter((p) => p < menu.length);
          fc.pre(picks.length > 0);
          const lines = picks.map((p, i) => ({ name: menu[p]!.name, quantity: c.qty[i]! }));
          const items = lines.map((l) => `${NUMBER_WORDS[l.quantity - 1]} ${normalize(l.name)}`);
          const listed = items.length === 1 ? items[0]! : `${items.slice(0, -1).join(' ')} y ${items.at(-1)}`;
          const address = `${c.street} ${c.withNumero || c.numero === 'quince' ? 'numero ' : ''}${c.numero}${c.colonia ? ` colonia ${c.colonia}` : ''}`;
          const text = `${c.opener} ${listed} ${c.leadIn} ${address} ${c.closer}`.trim();
          const played = await playChat(menu, [text, 'si']);
          const want = lines.map((l) => `${l.quantity} ${l.name}`).sort();
          expect(played.lines, `${text}\n${played.history}`).toEqual(want);
          expect(normalize(played.orders.at(-1)?.deliveryAddress ?? ''), `${text}\n${played.history}`).toBe(normalize(address));
        },
      ),
      { numRuns: 300, seed: 8 },
    );
  }, 300_000);
});
