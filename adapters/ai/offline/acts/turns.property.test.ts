import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../../core/assistant/text.js';
import type { LanguageModel, ModelRequest, ToolCall } from '../../../../core/assistant/language-model.js';
import { openChat } from '../../../../eval/harness.js';
import type { EvalItem } from '../../../../eval/menus/index.js';
import { OfflineLanguageModel } from '../offline-language-model.js';
import { addressArb, menuArb, NOTES, sharedHeadArb } from '../testing/acts-arbitraries.js';

/* Acts over the conversation's state that hold on any menu (generated menus, the real Assistant). */

async function play(menu: EvalItem[], turns: string[]) {
  const inner = new OfflineLanguageModel();
  let planned: ToolCall[] = [];
  const model: LanguageModel = {
    async complete(request: ModelRequest) {
      const out = await inner.complete(request);
      planned.push(...out.toolCalls);
      return out;
    },
  };
  const chat = await openChat({ model, menu });
  const calls: ToolCall[][] = [];
  for (const turn of turns) {
    planned = [];
    await chat.send(turn);
    calls.push(planned);
  }
  const orders = await chat.orders.list(chat.restaurant.id);
  const lines = (orders.at(-1)?.items ?? []).map((l) => `${l.quantity} ${l.name}`).sort();
  return { lines, calls, orders, history: chat.history.map((m) => m.content).join('\n---\n') };
}

const COUNT = ['', 'un', 'dos', 'tres', 'cuatro', 'cinco', 'seis'];

describe('dialogue acts over the state, on generated menus (fast-check)', () => {
  it('"¿De cuál…?" answered "uno y uno" / "las dos" / "ambos" / "mitad y mitad" shares the units evenly, never drops the dish', async () => {
    const SHARING = ['uno y uno', 'las dos', 'ambos porfa', 'de cada uno', 'mitad y mitad', 'los dos'];
    await fc.assert(
      fc.asyncProperty(sharedHeadArb, fc.constantFrom(1, 2, 4, 6), fc.constantFrom(...SHARING), async ({ pair, menu }, units, said) => {
        fc.pre(!(said === 'uno y uno' && units !== 2));
        const head = pair[0]!.split(' ')[0]!.toLowerCase();
        const { lines, history } = await play(menu, [`${COUNT[units]} ${head}`, said, 'es todo', 'Calle Roble 45', 'sí']);
        const each = Math.max(1, units / 2);
        expect(lines, history).toEqual(pair.map((name) => `${each} ${name}`).sort());
      }),
      { numRuns: 150, seed: 21 },
    );
  }, 120_000);

  it('an address changed after "confirmado" ("me equivoqué de dirección, es …", "cambia la dirección a …", "mejor mándalo a …") is planned as datos_entrega, never a count', async () => {
    const LEAD = [
      'me equivoque de direccion, es',
      'cambia la direccion a',
      'mejor mandalo a',
      'la direccion correcta es',
      'perdon, la direccion es',
    ];
    await fc.assert(
      fc.asyncProperty(
        menuArb,
        fc.nat(),
        fc.integer({ min: 1, max: 5 }),
        addressArb,
        fc.constantFrom(...LEAD),
        async (menu, pick, units, address, lead) => {
          const dish = menu[pick % menu.length]!.name;
          const { calls, lines, history } = await play(menu, [
            `${units} ${dish}`,
            'es todo',
            'Calle Roble 45',
            'sí',
            `${lead} ${address.joined}`,
          ]);
          const last = calls.at(-1)!;
          expect(
            last.map((c) => c.name),
            history,
          ).toEqual(['datos_entrega']);
          expect(normalize(String(last[0]!.arguments.direccion)), history).toBe(normalize(address.joined));
          expect(lines, history).toEqual([`${units} ${dish}`]);
        },
      ),
      { numRuns: 200, seed: 21 },
    );
  }, 120_000);

  it('"eran M no N" (with laughter or not) sets the count of the dish they have N of, never adds', async () => {
    await fc.assert(
      fc.asyncProperty(
        menuArb,
        fc.nat(),
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('', ' jaja', ' jajaja', ' jeje'),
        async (menu, pick, had, wanted, laugh) => {
          fc.pre(had !== wanted);
          const dish = menu[pick % menu.length]!.name;
          const { lines, history } = await play(menu, [
            `${had} ${dish}`,
            `eran ${wanted} no ${had}${laugh}`,
            'es todo',
            'Calle Roble 45',
            'sí',
          ]);
          expect(lines, history).toEqual([`${wanted} ${dish}`]);
        },
      ),
      { numRuns: 150, seed: 21 },
    );
  }, 120_000);

  it('"N <dish>" / "ay no" / "solo M" (a bubble that only opens the correction) leaves M of the dish', async () => {
    await fc.assert(
      fc.asyncProperty(
        menuArb,
        fc.nat(),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.constantFrom('ay no', 'no espera', 'perdon', 'no no', 'uy no'),
        fc.constantFrom('solo {n}', 'mejor {n}', 'eran {n}'),
        async (menu, pick, had, wanted, opener, said) => {
          fc.pre(had !== wanted);
          const dish = menu[pick % menu.length]!.name;
          const burst = [`${had} ${dish}`, opener, said.replace('{n}', String(wanted))].join('\n');
          const { lines, history } = await play(menu, [burst, 'es todo', 'Calle Roble 45', 'sí']);
          expect(lines, history).toEqual([`${wanted} ${dish}`]);
        },
      ),
      { numRuns: 150, seed: 21 },
    );
  }, 120_000);

  it('"¿De cuál…?" then another dish named in full: that dish is added and the question stays open until answered', async () => {
    await fc.assert(
      fc.asyncProperty(sharedHeadArb, fc.nat(1), async ({ pair, menu }, chosen) => {
        const head = pair[0]!.split(' ')[0]!.toLowerCase();
        const other = menu.find((i) => !pair.includes(i.name));
        fc.pre(other !== undefined);
        const qualifier = pair[chosen]!.slice(pair[chosen]!.indexOf(' ') + 1).toLowerCase();
        const { lines, history } = await play(menu, [
          `una ${head}`,
          `y una ${other!.name.toLowerCase()}`,
          `la ${qualifier}`,
          'es todo',
          'Calle Roble 45',
          'sí',
        ]);
        expect(lines, history).toEqual([`1 ${other!.name}`, `1 ${pair[chosen]}`].sort());
      }),
      { numRuns: 150, seed: 21 },
    );
  }, 120_000);

  it('"me equivoqué, es <street> <n>" right after giving that street is the address again, never n dishes', async () => {
    await fc.assert(
      fc.asyncProperty(
        menuArb,
        fc.nat(),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom('Roble', 'Hidalgo', 'Morelos', 'Juarez', 'Allende'),
        fc.integer({ min: 2, max: 999 }),
        fc.constantFrom('me equivoque, es', 'perdon es', 'no, era', 'perdon, es la'),
        async (menu, pick, units, street, number, lead) => {
          const dish = menu[pick % menu.length]!.name;
          const { lines, orders, history } = await play(menu, [
            `${units} ${dish}`,
            'es todo',
            `Calle ${street} ${number - 1}`,
            `${lead} ${street} ${number}`,
            'si',
          ]);
          expect(lines, history).toEqual([`${units} ${dish}`]);
          expect(orders.at(-1)?.deliveryAddress, history).toBe(`${street} ${number}`);
        },
      ),
      { numRuns: 150, seed: 21 },
    );
  }, 120_000);

  it('"siempre no, mejor <other dish>" (or "no, mejor", "perdón, mejor", "no perdón, mejor", "mejor") replaces the last dish with as many units', async () => {
    await fc.assert(
      fc.asyncProperty(
        menuArb,
        fc.nat(),
        fc.integer({ min: 1, max: 5 }),
        fc.constantFrom('siempre no, mejor', 'no, mejor', 'perdon, mejor', 'no perdon, mejor', 'no no, mejor', 'mejor'),
        async (menu, pick, units, lead) => {
          const first = menu[pick % menu.length]!.name;
          const then = menu[(pick + 1) % menu.length]!.name;
          const { lines, history } = await play(menu, [
            `${units} ${first}`,
            `${lead} ${then.toLowerCase()}`,
            'es todo',
            'Calle Roble 45',
            'sí',
          ]);
          expect(lines, history).toEqual([`${units} ${then}`]);
        },
      ),
      { numRuns: 150, seed: 21 },
    );
  }, 120_000);

  it('"N <dish>" then "uno que sea <its sibling>" changes one unit to the sibling, never a note', async () => {
    await fc.assert(
      fc.asyncProperty(sharedHeadArb, fc.integer({ min: 2, max: 5 }), async ({ pair, menu }, units) => {
        const other = pair[1]!.slice(pair[1]!.indexOf(' ') + 1).toLowerCase();
        const { lines, history } = await play(menu, [
          `${units} ${pair[0]!.toLowerCase()}`,
          `uno que sea ${other}`,
          'es todo',
          'Calle Roble 45',
          'sí',
        ]);
        expect(lines, history).toEqual([`${units - 1} ${pair[0]}`, `1 ${pair[1]}`].sort());
      }),
      { numRuns: 150, seed: 21 },
    );
  }, 120_000);

  it('"todos <note>" after "confirmado" puts the note on every unit of the confirmed order, never cancels it', async () => {
    await fc.assert(
      fc.asyncProperty(menuArb, fc.nat(), fc.integer({ min: 1, max: 5 }), fc.constantFrom(...NOTES), async (menu, pick, units, note) => {
        const dish = menu[pick % menu.length]!.name;
        const { orders, history } = await play(menu, [`${units} ${dish}`, 'es todo', 'Calle Roble 45', 'sí', `todos ${note}`]);
        const last = orders.at(-1)!;
        expect(last.status, history).toBe('pending');
        expect(
          last.items.map((l) => `${l.quantity} ${l.name} (${normalize(l.notes ?? '')})`),
          history,
        ).toEqual([`${units} ${dish} (${normalize(note)})`]);
      }),
      { numRuns: 150, seed: 21 },
    );
  }, 120_000);

  it('"N <dish>" with "<dish>" and "<dish> Especial / Light / Doble" on the menu is the plain one; naming the word is the other', async () => {
    await fc.assert(
      fc.asyncProperty(
        sharedHeadArb,
        fc.constantFrom('Especial', 'Light', 'Doble', 'Picante', 'Suprema'),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        async ({ pair, menu }, mod, units, fancy) => {
          const plain = pair[0]!;
          fc.pre(!plain.includes(mod));
          const other = `${plain} ${mod}`;
          const full: EvalItem[] = [...menu.filter((i) => i.name !== pair[1]), { name: other, category: 'Menú', price: 9900 }];
          const said = fancy ? other : plain;
          const { lines, history } = await play(full, [`${units} ${said.toLowerCase()}`, 'es todo', 'Calle Roble 45', 'sí']);
          expect(lines, history).toEqual([`${units} ${said}`]);
        },
      ),
      { numRuns: 150, seed: 21 },
    );
  }, 120_000);

  it('"N <dish>" then only the word of its variant ("light", "especial") is N of the variant, never one more', async () => {
    await fc.assert(
      fc.asyncProperty(
        sharedHeadArb,
        fc.constantFrom('Especial', 'Light', 'Doble', 'Picante', 'Suprema'),
        fc.integer({ min: 1, max: 5 }),
        fc.boolean(),
        async ({ pair, menu }, mod, units, burst) => {
          const plain = pair[0]!;
          fc.pre(!plain.includes(mod));
          const other = `${plain} ${mod}`;
          const full: EvalItem[] = [...menu.filter((i) => i.name !== pair[1]), { name: other, category: 'Menú', price: 9900 }];
          const said = [`${units} ${plain.toLowerCase()}`, mod.toLowerCase()];
          const { lines, history } = await play(full, [...(burst ? [said.join('\n')] : said), 'es todo', 'Calle Roble 45', 'sí']);
          expect(lines, history).toEqual([`${units} ${other}`]);
        },
      ),
      { numRuns: 150, seed: 21 },
    );
  }, 120_000);
});
