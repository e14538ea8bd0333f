import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { item as I } from '../../../../eval/tuning/kit.js';
import { menuArb } from '../testing/acts-arbitraries.js';
import { playChat } from '../testing/play.js';

const MENU = [
  I('Enchiladas Verdes', 'Platos', 120),
  I('Enchiladas Suizas', 'Platos', 135),
  I('Torta de Milanesa', 'Tortas', 95),
  I('Sope de Chorizo', 'Antojitos', 45),
  I('Agua de Jamaica 500 ml', 'Bebidas', 30),
  I('Agua de Jamaica 1 L', 'Bebidas', 50),
];

const END = ['es todo', 'Calle Roble 45', 'si'];
const play = (...turns: string[]) => playChat(MENU, [...turns, ...END]);

describe('a correction said in the middle of one message replaces the dish before it', () => {
  it('"unas enchiladas verdes, no, mejor las suizas": only the suizas', async () => {
    const { lines, history } = await play('unas enchiladas verdes, no, mejor las suizas');
    expect(lines, history).toEqual(['1 Enchiladas Suizas']);
  });

  it('"una torta de milanesa no mejor un sope de chorizo": a dish of another kind, no commas', async () => {
    const { lines, history } = await play('una torta de milanesa no mejor un sope de chorizo');
    expect(lines, history).toEqual(['1 Sope de Chorizo']);
  });

  it('"un agua de jamaica de medio litro, no, de litro mejor": the sibling of the dish said', async () => {
    const { lines, history } = await play('un agua de jamaica de medio litro, no, de litro mejor');
    expect(lines, history).toEqual(['1 Agua de Jamaica 1 L']);
  });

  it('keeps the other dishes of the message and the count of the one corrected', async () => {
    const { lines, history } = await play('2 tortas de milanesa y unas enchiladas verdes, no espera, mejor suizas');
    expect(lines, history).toEqual(['1 Enchiladas Suizas', '2 Torta de Milanesa']);
  });

  it('"ya no quiero la torta, mejor un sope" is a removal, never split', async () => {
    const { lines, history } = await play('una torta de milanesa', 'ya no quiero la torta, mejor un sope de chorizo');
    expect(lines, history).toEqual(['1 Sope de Chorizo']);
  });

  it('on any menu: "un A, no, mejor un B" (and "no mejor", "no espera, mejor", ", mejor") orders only B', async () => {
    await fc.assert(
      fc.asyncProperty(
        menuArb,
        fc.nat(),
        fc.nat(),
        fc.constantFrom(', no, mejor', ' no mejor', ', no espera, mejor', ', mejor', '. no, mejor', ' o mejor'),
        async (menu, i, j, joint) => {
          const a = menu[i % menu.length]!.name;
          const b = menu[(i + 1 + (j % (menu.length - 1))) % menu.length]!.name;
          // Each dish named in full is that dish alone (no measure to read as an amount, no longer name starting with it).
          const alone = (n: string) => !/\d/.test(n) && !menu.some((o) => o.name !== n && o.name.startsWith(n));
          fc.pre(alone(a) && alone(b));
          const { lines, history } = await playChat(menu, [`un ${a.toLowerCase()}${joint} un ${b.toLowerCase()}`, ...END]);
          expect(lines, history).toEqual([`1 ${b}`]);
        },
      ),
      { numRuns: 60, seed: 7 },
    );
  }, 120_000);

  it('"2 tortas de milanesa, no, 3" and "3 sopes, no perdón, 4": the count said after "no" is the dish\'s count', async () => {
    expect((await play('2 tortas de milanesa, no, 3')).lines).toEqual(['3 Torta de Milanesa']);
    expect((await play('3 sopes de chorizo, no perdon, 4')).lines).toEqual(['4 Sope de Chorizo']);
  });

  it('"una torta de milanesa o mejor un sope de chorizo": "o mejor" corrects too', async () => {
    const { lines, history } = await play('una torta de milanesa o mejor un sope de chorizo');
    expect(lines, history).toEqual(['1 Sope de Chorizo']);
  });

  it('on any menu: "N A, no, M" orders M of A', async () => {
    await fc.assert(
      fc.asyncProperty(menuArb, fc.nat(), fc.integer({ min: 1, max: 5 }), fc.integer({ min: 1, max: 5 }), async (menu, i, n, m) => {
        fc.pre(n !== m);
        const a = menu[i % menu.length]!.name;
        fc.pre(!/\d/.test(a) && !menu.some((o) => o.name !== a && o.name.startsWith(a)));
        const { lines, history } = await playChat(menu, [`${n} ${a.toLowerCase()}, no, ${m}`, ...END]);
        expect(lines, history).toEqual([`${m} ${a}`]);
      }),
      { numRuns: 40, seed: 13 },
    );
  }, 120_000);

  it('"unas enchiladas verdes, no, mejor suizas, y una torta de milanesa": what is ordered after the correction is added too', async () => {
    const { lines, history } = await play('unas enchiladas verdes, no, mejor suizas, y una torta de milanesa');
    expect(lines, history).toEqual(['1 Enchiladas Suizas', '1 Torta de Milanesa']);
    const plain = await play('una torta de milanesa no mejor un sope de chorizo y 2 aguas de jamaica de litro');
    expect(plain.lines, plain.history).toEqual(['1 Sope de Chorizo', '2 Agua de Jamaica 1 L']);
  });

  it('on any menu: "un A, no, mejor un B y un C" orders B and C', async () => {
    await fc.assert(
      fc.asyncProperty(
        menuArb.filter((m) => m.length >= 3),
        fc.nat(),
        async (menu, i) => {
          const [a, b, c] = [0, 1, 2].map((k) => menu[(i + k) % menu.length]!.name);
          const alone = (n: string) => !/\d/.test(n) && !menu.some((o) => o.name !== n && o.name.startsWith(n));
          fc.pre(alone(a!) && alone(b!) && alone(c!));
          const { lines, history } = await playChat(menu, [
            `un ${a!.toLowerCase()}, no, mejor un ${b!.toLowerCase()} y un ${c!.toLowerCase()}`,
            ...END,
          ]);
          expect(lines, history).toEqual([`1 ${b}`, `1 ${c}`].sort());
        },
      ),
      { numRuns: 40, seed: 19, maxSkipsPerRun: 1000 },
    );
  }, 120_000);
});
