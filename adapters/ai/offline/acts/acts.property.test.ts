import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../../core/assistant/text.js';
import { openChat } from '../../../../eval/harness.js';
import type { EvalItem } from '../../../../eval/menus/index.js';
import { addressArb, menuArb, NOTES, sharedHeadArb } from '../testing/acts-arbitraries.js';

/* Dialogue acts that hold on any menu, played through the real Assistant with the offline engine. */

const COUNT = ['', 'una', 'dos', 'tres', 'cuatro', 'cinco'];

async function play(menu: EvalItem[], turns: string[]) {
  const chat = await openChat({ menu });
  for (const turn of turns) await chat.send(turn);
  const orders = await chat.orders.list(chat.restaurant.id);
  const lines = (orders.at(-1)?.items ?? []).map((l) => `${l.quantity} ${normalize(l.name)}${l.notes ? ` (${normalize(l.notes)})` : ''}`);
  return { chat, orders, lines: lines.sort() };
}

describe('dialogue acts on generated menus (fast-check)', () => {
  it('"N <dish>" then "uno <note>" splits the dish: N − 1 plain and one with the note, never N + 1', async () => {
    await fc.assert(
      fc.asyncProperty(menuArb, fc.nat(), fc.integer({ min: 2, max: 5 }), fc.constantFrom(...NOTES), async (menu, pick, units, note) => {
        const dish = menu[pick % menu.length]!.name;
        const { lines, chat } = await play(menu, [`${units} ${dish}`, `uno ${note}`, 'es todo', 'Calle Roble 45', 'sí']);
        const name = normalize(dish);
        expect(lines, chat.history.map((m) => m.content).join('\n---\n')).toEqual(
          [`${units - 1} ${name}`, `1 ${name} (${normalize(note)})`].sort(),
        );
      }),
      { numRuns: 1000, seed: 21 },
    );
  }, 120_000);

  it('"¿De cuál…?" is held by core until answered: an address meanwhile is said back and nothing is confirmed', async () => {
    await fc.assert(
      fc.asyncProperty(sharedHeadArb, fc.integer({ min: 1, max: 5 }), fc.nat(1), async ({ pair, menu }, units, chosen) => {
        const head = pair[0]!.split(' ')[0]!.toLowerCase();
        const chat = await openChat({ menu });
        await chat.send(`${COUNT[units]} ${head}`);
        const asked = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
        expect(asked?.guards?.pending?.map((p) => [...p.opciones].sort())).toEqual([[...pair].sort()]);
        const address = await chat.send('Calle Roble 45');
        expect(address.reply).toContain('Anoté tu dirección: Calle Roble 45.');
        expect((await chat.send('sí')).order).toBeNull();
        const qualifier = pair[chosen]!.slice(pair[chosen]!.indexOf(' ') + 1).toLowerCase();
        await chat.send(`el ${qualifier}`);
        const answered = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
        expect(answered?.guards?.pending ?? []).toEqual([]);
        await chat.send('sí');
        const orders = await chat.orders.list(chat.restaurant.id);
        const history = chat.history.map((m) => m.content).join('\n---\n');
        expect(
          orders.at(-1)?.items.map((l) => `${l.quantity} ${l.name}`),
          history,
        ).toEqual([`${units} ${pair[chosen]}`]);
      }),
      { numRuns: 1000, seed: 21 },
    );
  }, 120_000);

  it('an address in any shape, in 1–3 bubbles, is the address and never a quantity', async () => {
    await fc.assert(
      fc.asyncProperty(
        menuArb,
        fc.nat(),
        fc.integer({ min: 1, max: 5 }),
        addressArb,
        fc.boolean(),
        async (menu, pick, units, address, burst) => {
          const dish = menu[pick % menu.length]!.name;
          // Answering "¿A qué dirección?", or in the same burst as the order (the address says it is all).
          const turns = burst
            ? [[`${units} ${dish}`, ...address.bubbles].join('\n'), 'sí']
            : [`${units} ${dish}`, 'es todo', address.bubbles.join('\n'), 'sí'];
          const { lines, orders, chat } = await play(menu, turns);
          const history = chat.history.map((m) => m.content).join('\n---\n');
          expect(lines, history).toEqual([`${units} ${normalize(dish)}`]);
          expect(normalize(orders.at(-1)?.deliveryAddress ?? ''), history).toBe(normalize(address.joined));
        },
      ),
      { numRuns: 300, seed: 21 },
    );
  }, 120_000);

  it('a count taken back ("no, mejor N", "bueno N", "perdón, eran N") corrects the dish said last, as a bubble or a message', async () => {
    const taking = fc.constantFrom('no, mejor {n}', 'bueno {n}', 'perdon, eran {n}', 'mejor que sean {n}');
    await fc.assert(
      fc.asyncProperty(
        menuArb,
        fc.nat(),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        fc.integer({ min: 1, max: 5 }),
        taking,
        fc.boolean(),
        async (menu, pick, a, b, n, said, burst) => {
          fc.pre(n !== b);
          const first = menu[pick % menu.length]!.name;
          const last = menu[(pick + 1) % menu.length]!.name;
          const correction = said.replace('{n}', String(n));
          const ordered = [`${a} ${first}`, `y ${b} ${last}`];
          const turns = burst ? [[...ordered, correction].join('\n')] : [ordered.join(' '), correction];
          const { lines, chat } = await play(menu, [...turns, 'es todo', 'Calle Roble 45', 'sí']);
          expect(lines, chat.history.map((m) => m.content).join('\n---\n')).toEqual(
            [`${a} ${normalize(first)}`, `${n} ${normalize(last)}`].sort(),
          );
        },
      ),
      { numRuns: 300, seed: 21 },
    );
  }, 120_000);

  it('"N <dish>" then "M <note>" (M < N) splits the units: after a comma, as the next message or the next bubble', async () => {
    await fc.assert(
      fc.asyncProperty(
        menuArb,
        fc.nat(),
        fc.integer({ min: 3, max: 6 }),
        fc.integer({ min: 1, max: 2 }),
        fc.constantFrom(...NOTES),
        fc.constantFrom('message', 'burst', 'comma'),
        async (menu, pick, units, some, note, form) => {
          const dish = menu[pick % menu.length]!.name;
          const said = [`${units} ${dish}`, `${some} ${note}`];
          const turns = form === 'burst' ? [said.join('\n')] : form === 'comma' ? [said.join(', ')] : said;
          const { lines, chat } = await play(menu, [...turns, 'es todo', 'Calle Roble 45', 'sí']);
          const name = normalize(dish);
          expect(lines, chat.history.map((m) => m.content).join('\n---\n')).toEqual(
            [`${units - some} ${name}`, `${some} ${name} (${normalize(note)})`].sort(),
          );
        },
      ),
      { numRuns: 300, seed: 21 },
    );
  }, 120_000);

  it('"¿De cuál…?" answered with a price, the place in the list, the kind cut short, or the kind plus another dish keeps the pending dish', async () => {
    const ORDINAL = ['la primera', 'la segunda'];
    await fc.assert(
      fc.asyncProperty(
        sharedHeadArb,
        fc.integer({ min: 1, max: 4 }),
        fc.nat(1),
        fc.constantFrom('price', 'place', 'plus', 'cut'),
        async ({ pair, menu }, units, chosen, form) => {
          const head = pair[0]!.split(' ')[0]!.toLowerCase();
          const chat = await openChat({ menu });
          const asked = (await chat.send(`${COUNT[units]} ${head}`)).reply;
          const listed = pair.filter((p) => asked.includes(p)).sort((x, y) => asked.indexOf(x) - asked.indexOf(y));
          const wanted = form === 'place' ? listed[chosen]! : pair[chosen]!;
          const price = menu.find((i) => i.name === wanted)!.price / 100;
          const other = menu.find((i) => !pair.includes(i.name));
          const qualifier = wanted.slice(wanted.indexOf(' ') + 1).toLowerCase();
          // "la hawa", "el jama": the kind's word cut to four or five letters, when it is long enough to be
          // cut (not after an s or e, which read as a plural: "espe" is "esp").
          const kind = normalize(qualifier).split(' ').at(-1)!;
          const cut = [4, 5].map((n) => kind.slice(0, n)).find((c) => !/[se]$/.test(c)) ?? kind;
          const answer =
            form === 'price'
              ? `la de ${price}`
              : form === 'place'
                ? ORDINAL[chosen]!
                : form === 'cut'
                  ? `el ${kind.length >= cut.length + 3 ? normalize(qualifier).replace(kind, cut) : qualifier}`
                  : `el ${qualifier}${other ? ` y tambien 2 ${other.name.toLowerCase()}` : ''}`;
          for (const turn of [answer, 'es todo', 'Calle Roble 45', 'sí']) await chat.send(turn);
          const items = (await chat.orders.list(chat.restaurant.id)).at(-1)?.items ?? [];
          const expected = [`${units} ${wanted}`, ...(form === 'plus' && other ? [`2 ${other.name}`] : [])].sort();
          expect(items.map((l) => `${l.quantity} ${l.name}`).sort(), chat.history.map((m) => m.content).join('\n---\n')).toEqual(expected);
        },
      ),
      { numRuns: 300, seed: 21 },
    );
  }, 120_000);
});
