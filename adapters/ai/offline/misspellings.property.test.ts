import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../core/assistant/text.js';
import { openChat } from '../../../eval/harness.js';
import type { EvalItem } from '../../../eval/menus/index.js';
import { parseOrderLines } from './order-parser.js';
import { caseArb, menuOf, QUANTITY_WORDS, richCaseArb, said } from './testing/menu-arbitraries.js';
import { texted, textingArb } from './testing/misspellings.js';

/*
 * Generated menus × the misspellings Mexican customers make on WhatsApp (testing/misspellings.ts):
 * phonetic spellings, one slip of the thumb per long word, plurals, diminutives, stray accents,
 * held-down letters, words joined or split. Each order, played through the real Assistant with the
 * offline engine, must be taken exactly; and ordinary Spanish words, glued or not, never become dishes.
 */
/** Menus of a baguette, smoothie, burger and pasta place: names mixing English, Italian and Spanish, as owners type them. */
const EN_HEADS = [
  'Smoothie',
  'Wrap',
  'Baguette',
  'Hot Cakes',
  'Waffle',
  'Cheese Burger',
  'Brownie',
  'Muffin',
  'Bagel',
  'Nuggets',
  'Spaghetti',
  'Cappuccino',
  'Fettuccine',
  'Espresso',
  'Cold Brew',
];
const EN_QUALIFIERS = ['de Fresa', 'Veggie', 'de Pollo', 'Clásico', 'de Mango', 'Chipotle', 'BBQ', 'Doble', 'de Chocolate', 'Especial'];
const englishCase = fc
  .uniqueArray(
    fc
      .record({
        head: fc.constantFrom(...EN_HEADS),
        qualifier: fc.option(fc.constantFrom(...EN_QUALIFIERS), { nil: null }),
        attribute: fc.option(fc.constantFrom('16 oz', '12 oz', '6 pzas', 'Grande'), { nil: null }),
      })
      .map(({ head, qualifier, attribute }) => [head, qualifier, attribute].filter(Boolean).join(' ')),
    { minLength: 2, maxLength: 6, selector: (n) => normalize(n).replace(/ de /g, ' ') },
  )
  .chain((names) =>
    fc.record({
      names: fc.constant(names),
      picks: fc.uniqueArray(fc.integer({ min: 0, max: names.length - 1 }), { minLength: 1, maxLength: Math.min(3, names.length) }),
      quantities: fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 4, maxLength: 4 }),
      words: fc.array(fc.boolean(), { minLength: 4, maxLength: 4 }),
    }),
  );
const anyCase = fc.oneof(caseArb, richCaseArb, englishCase);

async function placed(menu: EvalItem[], text: string): Promise<{ got: string[]; transcript: string }> {
  const chat = await openChat({ menu });
  await chat.send(text);
  await chat.send('Calle Roble 45, Col. Centro');
  await chat.send('sí');
  const orders = await chat.orders.list(chat.restaurant.id);
  const got = (orders[0]?.items ?? []).map((l) => `${normalize(l.name)} × ${l.quantity}${l.notes ? ` (${l.notes})` : ''}`).sort();
  return { got, transcript: `${text}\n${chat.history.map((m) => m.content).join('\n---\n')}` };
}

/** The counts the menu sells as packs ("Sope 4 pzas", "Orden de 3"): "cuatro sopes" beside one is that pack, by the menu's convention. */
const packCounts = (names: string[]) =>
  new Set(names.flatMap((n) => [...n.matchAll(/(\d+) pzas|orden de (\d+)/gi)].map((m) => Number(m[1] ?? m[2]))));

describe('names misspelt the way customers text, on generated menus (fast-check)', () => {
  it('takes the order exactly whatever the spelling, when no misspelt word is another word of the menu', async () => {
    await fc.assert(
      fc.asyncProperty(anyCase, fc.array(textingArb, { minLength: 4, maxLength: 4 }), async ({ names, picks, quantities, words }, hows) => {
        const lines = picks.map((p, i) => ({ name: names[p]!, quantity: quantities[i]! }));
        // A count equal to a pack the menu sells is that pack (the evaluation's convention), not a spelling matter.
        if (lines.some((l) => packCounts(names).has(l.quantity))) return;
        const parts = lines.map((l, i) => texted(`${words[i] ? QUANTITY_WORDS[l.quantity - 1] : l.quantity} ${l.name}`, hows[i]!));
        // A slip landing on another word of the menu is that word, not a typo ("roja" is no typo of "rojo").
        const menuWords = new Set(names.flatMap((n) => normalize(n).split(' ')));
        const own = (i: number) => new Set([...normalize(lines[i]!.name).split(' '), ...QUANTITY_WORDS]);
        if (
          parts.some((p, i) =>
            normalize(p.text)
              .split(' ')
              .some((w) => menuWords.has(w) && !own(i).has(w)),
          )
        )
          return;
        const text = said(parts.map((p) => p.text));
        const { got, transcript } = await placed(menuOf(names), text);
        const slips = parts.flatMap((p) => p.slips).join(' ');
        expect(got, `${slips}\n${transcript}`).toEqual(lines.map((l) => `${normalize(l.name)} × ${l.quantity}`).sort());
      }),
      { numRuns: 400, seed: 21 },
    );
  }, 180_000);

  it('reads no dish in the conversation’s own words, said alone or glued together', () => {
    const CHAT = ['con', 'sin', 'de', 'mas', 'todo', 'nada', 'pero', 'solo', 'pues', 'bueno', 'gracias', 'quiero', 'porfa', 'luego'];
    fc.assert(
      fc.property(anyCase, fc.array(fc.constantFrom(...CHAT), { minLength: 1, maxLength: 6 }), fc.boolean(), ({ names }, chat, glued) => {
        const text = glued ? chat.join('') : chat.join(' ');
        const lines = parseOrderLines(
          text,
          menuOf(names).map((item, i) => ({ ...item, id: String(i) })),
        );
        expect(
          lines.filter((l) => l.candidates.length > 0),
          text,
        ).toEqual([]);
      }),
      { numRuns: 1000, seed: 21 },
    );
  });
});
