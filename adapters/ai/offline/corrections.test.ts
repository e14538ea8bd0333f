import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { item as I } from '../../../eval/tuning/kit.js';
import { HEADS, menuArb, sharedHeadArb } from './testing/acts-arbitraries.js';
import { playChat } from './testing/play.js';

/* Corrections and restatements of the dish just ordered (session 7, brief "fix"). */

const MENU = [
  I('Costillar Entero', 'Costillas', 420),
  I('Medio Costillar', 'Costillas', 230),
  I('Medio Costillar BBQ', 'Costillas', 250),
  I('Gordita de Chicharrón', 'Gorditas', 40, { available: false }),
  I('Gordita de Queso', 'Gorditas', 35),
  I('Quesadilla de Queso', 'Quesadillas', 38),
];

const DRINKS = [I('Cerveza Media 355 ml', 'Bebidas', 35), I('Caguama 1.2 L', 'Bebidas', 75), I('Tacos de Bistec 3 pzas', 'Tacos', 90)];

const END = ['es todo', 'Calle Roble 45', 'si'];
const play = (...turns: string[]) => playChat(MENU, [...turns, ...END]);
const drinks = (...turns: string[]) => playChat(DRINKS, [...turns, ...END]);

describe('a size or portion change of the dish just ordered', () => {
  it('"un costillar entero" → "no, mejor medio": the plain half replaces the whole (not the BBQ one, not both)', async () => {
    const { lines, history } = await play('un costillar entero', 'no, mejor medio');
    expect(lines, history).toEqual(['1 Medio Costillar']);
  });

  it('"no, mejor medio bbq" still picks the variant named', async () => {
    const { lines, history } = await play('un costillar entero', 'no, mejor medio bbq');
    expect(lines, history).toEqual(['1 Medio Costillar BBQ']);
  });
});

describe('words of the dish just added, said alone, restate it', () => {
  it('"2 cervezas" → "medias" is still 2 (never a third), and the reply shows the order', async () => {
    const { lines, replies, history } = await drinks('2 cervezas', 'medias');
    expect(lines, history).toEqual(['2 Cerveza Media 355 ml']);
    expect(replies[1]).toContain('2 × Cerveza Media 355 ml');
  });

  it('"y otra media" or "una media" still add one', async () => {
    expect((await drinks('2 cervezas', 'y otra media')).lines).toEqual(['3 Cerveza Media 355 ml']);
    expect((await drinks('2 cervezas', 'una media')).lines).toEqual(['3 Cerveza Media 355 ml']);
  });

  it('on any menu: "2 <head>" taken as the one dish with that head, then its qualifier alone, keeps 2', async () => {
    await fc.assert(
      fc.asyncProperty(menuArb, fc.nat(), async (menu, i) => {
        const dish = menu[i % menu.length]!;
        const [head, qualifier] = dish.name.split(' ');
        fc.pre(!!head && !!qualifier && /^[A-Z]/.test(qualifier) && HEADS.includes(head));
        fc.pre(menu.filter((o) => o.name.split(' ')[0] === head).length === 1);
        const { lines, history } = await playChat(menu, [`2 ${head.toLowerCase()}`, qualifier.toLowerCase(), ...END]);
        expect(lines, history).toEqual([`2 ${dish.name}`]);
      }),
      { numRuns: 60, seed: 11 },
    );
  }, 120_000);
});

describe('after "¿tienen …?" about a sold-out dish', () => {
  it('"entonces una con queso" is the sold-out dish\'s kin, never "¿De cuál queso?"', async () => {
    const { lines, replies, history } = await play('tienen gordita de chicharron?', 'ah bueno, entonces una con queso');
    expect(replies[0]).toContain('agotado');
    expect(replies[1]).not.toContain('¿De cuál');
    expect(lines, history).toEqual(['1 Gordita de Queso']);
  });
});

const HOUSE = [
  I('Quesabirria', 'Tacos', 35),
  I('Taco de Birria', 'Tacos', 25),
  I('Taco de Asada', 'Tacos', 25),
  I('Consomé Grande', 'Consomé', 60),
  I('Chow Mein', 'Platos', 85),
  I('Pollo Kung Pao', 'Platos', 120, { available: false }),
  I('Res con Brócoli', 'Platos', 125),
];
const house = (...turns: string[]) => playChat(HOUSE, turns);

describe('"lo" in "cámbialo por …" is the dish being talked about', () => {
  it('right after a sold-out dish was refused, it is that dish: the dish in the cart stays', async () => {
    const { lines, history } = await house('un chow mein y un pollo kung pao', 'cambialo por un res con brocoli', ...END);
    expect(lines, history).toEqual(['1 Chow Mein', '1 Res con Brócoli']);
  });

  it('with nothing refused, it is the dish touched last', async () => {
    const { lines, history } = await house('un chow mein', 'cambialo por un res con brocoli', ...END);
    expect(lines, history).toEqual(['1 Res con Brócoli']);
  });
});

describe('after "confirmado": "ya no quiero las quesabirrias, mejor 4 tacos"', () => {
  it('takes the quesabirrias off, asks which tacos (never "No agregué Quesabirria…"), and the answer adds 4', async () => {
    const { lines, replies, history } = await house(
      '3 quesabirrias y un consome grande',
      ...END,
      'ya no quiero las quesabirrias, mejor 4 tacos',
      'de birria',
    );
    expect(replies[4]).toContain('¿De cuál taco');
    expect(replies[4]).not.toContain('No agregué');
    expect(lines, history).toEqual(['1 Consomé Grande', '4 Taco de Birria']);
  });
});

describe('"¿De cuál…?" answered by what one dish\'s description lists', () => {
  const AREPAS = [
    I('Arepa Reina Pepiada', 'Arepas', 95, { description: 'Pollo, aguacate y mayonesa' }),
    I('Arepa Pelúa', 'Arepas', 105, { description: 'Carne mechada y queso amarillo' }),
    I('Arepa Dominó', 'Arepas', 85, { description: 'Frijol negro y queso blanco' }),
  ];

  it('"una arepa" → "la de pollo" is the one whose description has pollo, with no note', async () => {
    const { lines, history } = await playChat(AREPAS, ['una arepa', 'la de pollo', ...END]);
    expect(lines, history).toEqual(['1 Arepa Reina Pepiada']);
  });

  it('"la de queso", which two descriptions list, still asks', async () => {
    const { replies } = await playChat(AREPAS, ['una arepa', 'la de queso']);
    expect(replies[1]).toContain('¿De cuál arepa');
  });

  it("on any menu: a word only one asked dish's description lists picks it", async () => {
    const FILLINGS = ['chipotle', 'nopales', 'tocino', 'elote', 'chicharron', 'champinones'];
    await fc.assert(
      fc.asyncProperty(
        sharedHeadArb,
        fc.uniqueArray(fc.constantFrom(...FILLINGS), { minLength: 2, maxLength: 2 }),
        async ({ pair, menu }, [a, b]) => {
          const described = menu.map((i) =>
            i.name === pair[0]
              ? { ...i, description: `Con ${a} y queso` }
              : i.name === pair[1]
                ? { ...i, description: `Con ${b} y queso` }
                : i,
          );
          const head = pair[0]!.split(' ')[0]!.toLowerCase();
          const { lines, history } = await playChat(described, [`un ${head}`, `el de ${a}`, ...END]);
          expect(lines, history).toEqual([`1 ${pair[0]}`]);
        },
      ),
      { numRuns: 40, seed: 5 },
    );
  }, 120_000);
});

describe('a size said alone changes the dish to its sibling sold in that size', () => {
  const SIZED = [
    I('Cerveza 355 ml', 'Bebidas', 35),
    I('Cerveza 940 ml', 'Bebidas', 80),
    I('Torta Grande', 'Tortas', 90),
    I('Torta Chica', 'Tortas', 60),
  ];

  it('"2 cervezas chicas" → "mejor grandes": the 940 ml ones, never "¿De cuál grande?" about the tortas', async () => {
    const { lines, history } = await playChat(SIZED, ['2 cervezas chicas', 'mejor grandes', ...END]);
    expect(lines, history).toEqual(['2 Cerveza 940 ml']);
  });

  it('on any menu: "<dish> chico" of a dish sold in two volumes, then "mejor grande", is the bigger one', async () => {
    await fc.assert(
      fc.asyncProperty(
        menuArb,
        fc.constantFrom(...HEADS),
        fc.constantFrom(['500 ml', '1 L'], ['250 g', '1 kg'], ['3 pzas', '6 pzas']),
        async (menu, head, [small, big]) => {
          fc.pre(!menu.some((i) => i.name.startsWith(`${head} `)));
          const sized = [
            I(`${head} ${small}`, 'Menú', 40),
            I(`${head} ${big}`, 'Menú', 70),
            ...menu.map((i) => ({ ...i, name: `${i.name} Grande` })),
          ];
          const { lines, history } = await playChat(sized, [`2 ${head.toLowerCase()} chicos`, 'no, mejor grandes', ...END]);
          expect(lines, history).toEqual([`2 ${head} ${big}`]);
        },
      ),
      { numRuns: 40, seed: 3 },
    );
  }, 120_000);
});

describe('"¿De cuál…?" answered "el más barato" / "el más caro"', () => {
  it('picks the one candidate priced lowest or highest', async () => {
    const CEVICHES = [I('Ceviche Chico', 'Ceviches', 120), I('Ceviche Mediano', 'Ceviches', 150), I('Ceviche Grande', 'Ceviches', 190)];
    expect((await playChat(CEVICHES, ['un ceviche', 'el mas barato', ...END])).lines).toEqual(['1 Ceviche Chico']);
    expect((await playChat(CEVICHES, ['un ceviche', 'el más caro porfa', ...END])).lines).toEqual(['1 Ceviche Grande']);
  });

  it('on any menu: the cheapest of the dishes asked about, whatever their names', async () => {
    await fc.assert(
      fc.asyncProperty(sharedHeadArb, fc.boolean(), async ({ pair, menu }, cheap) => {
        const head = pair[0]!.split(' ')[0]!.toLowerCase();
        const { lines, history } = await playChat(menu, [`un ${head}`, cheap ? 'el mas economico' : 'el mas caro', ...END]);
        // sharedHeadArb prices the pair 15 and 30 pesos, in that order.
        expect(lines, history).toEqual([`1 ${cheap ? pair[0] : pair[1]}`]);
      }),
      { numRuns: 40, seed: 9 },
    );
  }, 120_000);
});

describe('"<one of theirs> mejor <another dish>"', () => {
  const FONDA = [
    I('Lomo Saltado', 'Platos', 229),
    I('Pollo Saltado', 'Platos', 189),
    I('Inca Kola 355 ml', 'Bebidas', 40),
    I('Chicha Morada 1 L', 'Bebidas', 75),
  ];
  const AFTER = ['un lomo saltado y 2 inca kolas', 'es todo', 'Calle Roble 45', 'si'];

  it('"las inca kolas mejor chicha" after "confirmado": the other dish instead, units kept, never both', async () => {
    const { lines, history } = await playChat(FONDA, [...AFTER, 'las inca kolas mejor chicha']);
    expect(lines, history).toEqual(['1 Lomo Saltado', '2 Chicha Morada 1 L']);
  });

  it('"mejor el pollo saltado en vez del lomo": what it replaces is no note', async () => {
    const { lines, history } = await playChat(FONDA, [...AFTER, 'oye mejor el pollo saltado en vez del lomo']);
    expect(lines, history).toEqual(['1 Pollo Saltado', '2 Inca Kola 355 ml']);
  });

  it('on any menu: "el A mejor un B" with A ordered is B instead', async () => {
    await fc.assert(
      fc.asyncProperty(menuArb, fc.nat(), async (menu, i) => {
        const a = menu[i % menu.length]!.name;
        const b = menu[(i + 1) % menu.length]!.name;
        const alone = (n: string) => !/\d/.test(n) && !menu.some((o) => o.name !== n && o.name.startsWith(n));
        fc.pre(alone(a) && alone(b));
        const { lines, history } = await playChat(menu, [
          `un ${a.toLowerCase()}`,
          `el ${a.toLowerCase()} mejor un ${b.toLowerCase()}`,
          ...END,
        ]);
        expect(lines, history).toEqual([`1 ${b}`]);
      }),
      { numRuns: 40, seed: 17 },
    );
  }, 120_000);
});

describe('"que una sea <sibling>" changes that many units to the sibling', () => {
  const TAMALES = [I('Tamal Verde', 'Tamales', 25), I('Tamal Rojo', 'Tamales', 25), I('Atole de Arroz', 'Bebidas', 20)];

  it('after "confirmado": "3 tamales verdes" → "que uno sea rojo" is 2 verdes and 1 rojo, never one more', async () => {
    const { lines, history } = await playChat(TAMALES, ['3 tamales verdes', ...END, 'que uno sea rojo']);
    expect(lines, history).toEqual(['1 Tamal Rojo', '2 Tamal Verde']);
  });

  it('"uno de los tamales que sea rojo" and "uno de los 3 que sea sin chile" say it the same way', async () => {
    const sibling = await playChat(TAMALES, ['3 tamales verdes', ...END, 'uno de los tamales que sea rojo']);
    expect(sibling.lines, sibling.history).toEqual(['1 Tamal Rojo', '2 Tamal Verde']);
    const noted = await playChat(TAMALES, ['3 tamales verdes', 'uno de los 3 que sea sin chile', ...END]);
    expect(noted.lines, noted.history).toEqual(['1 Tamal Verde (sin chile)', '2 Tamal Verde']);
  });

  it('before confirming too: "que 2 sean rojos"', async () => {
    const { lines, history } = await playChat(TAMALES, ['3 tamales verdes', 'que 2 sean rojos', ...END]);
    expect(lines, history).toEqual(['1 Tamal Verde', '2 Tamal Rojo']);
  });

  it('on any menu: "3 <A>" confirmed, then "que uno sea <what tells its sibling B>", is 2 A and 1 B', async () => {
    await fc.assert(
      fc.asyncProperty(sharedHeadArb, async ({ pair, menu }) => {
        const [a, b] = pair as [string, string];
        const tellsB = b.split(' ').slice(1).join(' ').toLowerCase();
        const { lines, history } = await playChat(menu, [`3 ${a.toLowerCase()}`, ...END, `que uno sea ${tellsB}`]);
        expect(lines, history).toEqual([`1 ${b}`, `2 ${a}`].sort());
      }),
      { numRuns: 30, seed: 23 },
    );
  }, 120_000);
});
