import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { normalize } from '../../../../core/assistant/text.js';
import type { EvalItem } from '../../../../eval/menus/index.js';
import { playChat } from '../testing/play.js';

/* Combos filled by their parts, a combo's choice said later, dishes "aparte" and late notes (session 6, "acts"). */

const item = (name: string, pesos: number, extra: Partial<EvalItem> = {}): EvalItem => ({
  name,
  category: 'Menú',
  price: pesos * 100,
  ...extra,
});
const MENU: EvalItem[] = [
  item('Taco de Panza', 30),
  item('Taco de Barbacoa', 30),
  item('Taco de Tinga', 22),
  item('Taco de Papa', 20),
  item('Orden de Pastor 5 pzas', 85),
  item('Nachos con Queso', 60),
  item('Agua de Jamaica 500 ml', 28),
  item('Agua de Jamaica 1 L', 45),
  item('Agua de Horchata 500 ml', 28),
  item('Agua de Horchata 1 L', 45),
  item('Refresco de Lata', 25, { description: 'Coca, Sprite o Fanta' }),
  item('Paquete Individual', 130, { description: '3 tacos de barbacoa o de panza y un agua de 500 ml' }),
  item('Combo Trompo', 159, { description: 'Una orden de pastor de 5 y un agua de 500 ml a escoger' }),
  item('Orden de 5 Tacos', 95, { description: 'Cinco tacos a escoger' }),
  item('Combo Nachos', 120, { description: 'Nachos con queso y un refresco de lata' }),
];

const play = (menu: EvalItem[], ...turns: string[]) => playChat(menu, turns);

const DONE = ['es todo', 'Calle Sur 16 #80', 'si'];

describe('a combo filled by its parts is its note, never dishes of their own', () => {
  it('"una orden de 5 tacos, 3 de tinga y 2 de papa": the counts fill what the pack holds', async () => {
    const { lines, history } = await play(MENU, 'una orden de 5 tacos, 3 de tinga y 2 de papa', ...DONE);
    expect(lines, history).toEqual(['1 Orden de 5 Tacos (3 de tinga y 2 de papa)']);
  });

  it('"… y aparte 2 de tinga" keeps the tacos as dishes; counts that do not fill it stay dishes too', async () => {
    const aside = await play(MENU, 'una orden de 5 tacos, 3 de tinga y 2 de papa y aparte 2 de tinga', ...DONE);
    expect(aside.lines, aside.history).toEqual(['1 Orden de 5 Tacos', '2 Taco de Papa', '5 Taco de Tinga']);
    const more = await play(MENU, 'una orden de 5 tacos, 3 de tinga y 4 de papa', ...DONE);
    expect(more.lines, more.history).toContain('4 Taco de Papa');
  });
});

describe("a combo's choice said after it", () => {
  it('in a burst: "un paquete individual" / "de panza" / "con agua de jamaica" is the paquete\'s note', async () => {
    const { lines, history } = await play(MENU, 'un paquete individual\nde panza\ncon agua de jamaica', ...DONE);
    expect(lines, history).toEqual(['1 Paquete Individual (de panza con agua de jamaica)']);
  });

  it('in a later message: "un combo trompo" then "con jamaica" is its drink, no question about the sizes', async () => {
    const { lines, history } = await play(MENU, 'un combo trompo', 'con jamaica', ...DONE);
    expect(lines, history).toEqual(['1 Combo Trompo (con jamaica)']);
  });

  it('a counted dish after a combo is still a dish ("un combo trompo" then "y 2 aguas de jamaica de litro")', async () => {
    const { lines, history } = await play(MENU, 'un combo trompo', 'y 2 aguas de jamaica de litro', ...DONE);
    expect(lines, history).toEqual(['1 Combo Trompo', '2 Agua de Jamaica 1 L']);
  });
});

describe('"y aparte …" after a note names dishes of their own', () => {
  it('"un combo nachos con sprite y aparte unos nachos con queso": the combo keeps "con sprite", the nachos are a line', async () => {
    const { lines, history } = await play(MENU, 'un combo nachos con sprite y aparte unos nachos con queso', ...DONE);
    expect(lines, history).toEqual(['1 Combo Nachos (con sprite)', '1 Nachos con Queso'].sort());
  });

  it('"… con la salsa aparte" (no dish after it) stays a note', async () => {
    const { lines, history } = await play(MENU, '3 tacos de tinga con la salsa aparte', ...DONE);
    expect(lines, history).toEqual(['3 Taco de Tinga (con la salsa aparte)']);
  });
});

describe('a late note alone goes on the dish just ordered', () => {
  it.each([
    ['con la salsa aparte porfa', 'con la salsa aparte'],
    ['con el aderezo aparte', 'con el aderezo aparte'],
  ])('"una orden de pastor" then "%s"', async (said, note) => {
    const { lines, history } = await play(MENU, 'una orden de pastor', said, ...DONE);
    expect(lines, history).toEqual([`1 Orden de Pastor 5 pzas (${note})`]);
  });
});

describe('on generated combos (fast-check)', () => {
  const KINDS = ['Pollo', 'Res', 'Queso', 'Frijol', 'Chorizo', 'Papa'];
  const HEADS = ['Taco', 'Sope', 'Gordita', 'Quesadilla', 'Tamal'];
  const COUNT = ['', 'una', 'dos', 'tres', 'cuatro', 'cinco', 'seis'];
  it('a pack "Orden de N <Head>s" filled by counts of its kinds adding up to N is one line with the parts as its note', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...HEADS),
        fc.uniqueArray(fc.constantFrom(...KINDS), { minLength: 2, maxLength: 2 }),
        fc.integer({ min: 1, max: 3 }),
        fc.integer({ min: 1, max: 3 }),
        async (head, [a, b], x, y) => {
          const total = x + y;
          const menu = [
            ...KINDS.map((k, i) => item(`${head} de ${k}`, 20 + i)),
            item(`Orden de ${total} ${head}s`, 90, { description: `${COUNT[total]} ${head.toLowerCase()}s a escoger` }),
            item('Agua de Limón 500 ml', 25),
          ];
          const parts = `${x} de ${a!.toLowerCase()} y ${y} de ${b!.toLowerCase()}`;
          const { lines, history } = await play(menu, `una orden de ${total} ${head.toLowerCase()}s, ${parts}`, ...DONE);
          expect(lines, history).toEqual([`1 Orden de ${total} ${head}s (${normalize(parts)})`]);
        },
      ),
      { numRuns: 40, seed: 6 },
    );
  }, 120_000);
});

const TAQUERIA: EvalItem[] = [
  item('Taco al Pastor', 18),
  item('Taco de Suadero', 20),
  item('Taco de Bistec', 22),
  item('Taco Campechano', 22),
  item('Gringa de Pastor', 65),
  item('Volcán de Pastor', 35),
  item('Orden de Pastor 5 pzas', 85),
  item('Alambre de Bistec', 120),
  item('Pizza Pepperoni Mediana', 149),
  item('Pizza Cuatro Quesos Grande', 219),
];

describe('"6 de pastor": a count with only the shared words is of the kind the menu sells most of', () => {
  it.each([
    ['6 de pastor', '6 Taco al Pastor'],
    ['me manda 4 d pastor', '4 Taco al Pastor'],
  ])('"%s" → %s', async (said, line) => {
    const { lines, history } = await play(TAQUERIA, said, ...DONE);
    expect(lines, history).toEqual([line]);
  });

  it('"una gringa de pastor" names its kind; "de pastor" with no count is still asked about', async () => {
    expect((await play(TAQUERIA, 'una gringa de pastor', ...DONE)).lines).toEqual(['1 Gringa de Pastor']);
    const asked = await play(TAQUERIA, 'de pastor');
    expect(asked.history).toMatch(/¿De cuál/);
  });

  it('on generated menus, the head of most dishes wins only when it stands out (fast-check)', async () => {
    const HEADS = ['Taco', 'Sope', 'Gordita', 'Torta'];
    await fc.assert(
      fc.asyncProperty(fc.constantFrom(...HEADS), fc.constantFrom(...HEADS), fc.integer({ min: 1, max: 3 }), async (main, other, extra) => {
        fc.pre(main !== other);
        const menu = [
          item(`${main} de Pollo`, 20),
          item(`${main} de Res`, 22),
          ...['Papa', 'Queso', 'Frijol'].slice(0, extra).map((k, i) => item(`${main} de ${k}`, 23 + i)),
          item(`${other} de Chorizo`, 40),
          item(`${other} de Pollo`, 45),
        ];
        const { lines, history } = await play(menu, '3 de pollo', ...DONE);
        // "main" heads 2 + extra dishes, "other" 2: it stands out only with 3 or more and more than the other.
        expect(lines, history).toEqual(2 + extra >= 3 ? [`3 ${main} de Pollo`] : []);
      }),
      { numRuns: 30, seed: 6 },
    );
  }, 120_000);
});

describe('changes to dishes of theirs', () => {
  it('"los de bistec bien doraditos" notes the tacos de bistec (never swaps the suadero for bistec)', async () => {
    const { lines, history } = await play(TAQUERIA, '3 tacos de suadero', 'y 2 de bistec', 'los de bistec bien doraditos porfa', ...DONE);
    expect(lines, history).toEqual(['2 Taco de Bistec (bien doraditos)', '3 Taco de Suadero']);
  });

  it('after confirming, "ya no quiero las pepperoni, mejor una cuatro quesos grande" takes off all of them', async () => {
    const { lines, history } = await play(
      TAQUERIA,
      '2 pizzas pepperoni medianas',
      ...DONE,
      'ya no quiero las pepperoni, mejor una cuatro quesos grande',
    );
    expect(lines, history).toEqual(['1 Pizza Cuatro Quesos Grande']);
  });
});

const TORTAS: EvalItem[] = [
  item('Torta Ahogada de Carnitas', 85),
  item('Torta Ahogada Mixta', 90),
  item('Torta de Lomo', 80),
  item('Tejuino 1 L', 60),
];

describe('two of one dish, one of them made another way', () => {
  it('"dos tortas ahogadas de carnitas una de ellas media ahogada y un tejuino" → two lines of the torta', async () => {
    const { lines, history } = await play(
      TORTAS,
      'dos tortas ahogadas de carnitas una de ellas media ahogada y un tejuino de litro',
      ...DONE,
    );
    expect(lines, history).toEqual(['1 Tejuino 1 L', '1 Torta Ahogada de Carnitas', '1 Torta Ahogada de Carnitas (media ahogada)']);
  });

  it('"… una media ahogada y la otra bien ahogada": each unit its own note', async () => {
    const { lines, history } = await play(TORTAS, 'dos tortas ahogadas de carnitas una media ahogada y la otra bien ahogada', ...DONE);
    expect(lines, history).toEqual(['1 Torta Ahogada de Carnitas (bien ahogada)', '1 Torta Ahogada de Carnitas (media ahogada)']);
  });

  it('after confirming, "que una sea media ahogada" splits one unit off with the note (never one more torta)', async () => {
    const { lines, history } = await play(TORTAS, '2 tortas ahogadas de carnitas', ...DONE, 'que una sea media ahogada porfa');
    expect(lines, history).toEqual(['1 Torta Ahogada de Carnitas', '1 Torta Ahogada de Carnitas (media ahogada)']);
  });

  it('"2 tortas ahogadas de carnitas y una mixta" still orders the mixta (its words tell a dish)', async () => {
    const { lines, history } = await play(TORTAS, '2 tortas ahogadas de carnitas y una mixta', ...DONE);
    expect(lines, history).toEqual(['1 Torta Ahogada Mixta', '2 Torta Ahogada de Carnitas']);
  });
});

const BURGERS: EvalItem[] = [
  item('Hamburguesa Doble', 110),
  item('Hamburguesa Sencilla', 80),
  item('Extra Tocino', 15, { category: 'Extras' }),
  item('Extra Queso', 12, { category: 'Extras' }),
  item('Papas Fritas', 40),
];

describe('where a paid extra goes, and a dish named by one word of its name', () => {
  it('"ponle tocino a la doble": the extra is a line of its own with no note ("doble" is where it goes)', async () => {
    const { lines, history } = await play(BURGERS, 'una hamburguesa doble y una sencilla', 'ponle tocino a la doble', ...DONE);
    expect(lines, history).toEqual(['1 Extra Tocino', '1 Hamburguesa Doble', '1 Hamburguesa Sencilla']);
  });

  it('"la hamburguesa cortada a la mitad" after ordering papas last: the note goes on the hamburguesa', async () => {
    const { lines, history } = await play(
      BURGERS,
      'una hamburguesa doble y unas papas fritas',
      'la hamburguesa cortada a la mitad porfa',
      ...DONE,
    );
    expect(lines, history).toEqual(['1 Hamburguesa Doble (cortada a la mitad)', '1 Papas Fritas']);
  });
});

describe('how many units a paid extra goes on', () => {
  const DOGOS: EvalItem[] = [
    item('Dogo Sencillo', 45),
    item('Dogo Doble', 75),
    item('Extra Tocino', 15, { category: 'Extras' }),
    item('Combo Doble', 170, { description: 'Dos dogos sencillos, papas grandes y una Coca-Cola 600 ml' }),
  ];

  it('"un combo doble" then "con extra tocino en los dos dogos": two extras, no more dogos', async () => {
    const { lines, history } = await play(DOGOS, 'un combo doble', 'con extra tocino en los dos dogos', ...DONE);
    expect(lines, history).toEqual(['1 Combo Doble', '2 Extra Tocino']);
  });

  it('"2 dogos dobles con extra tocino y 2 dogos sencillos" still orders the sencillos', async () => {
    const { lines, history } = await play(DOGOS, '2 dogos dobles con extra tocino y 2 dogos sencillos', ...DONE);
    expect(
      lines.some((l) => l.startsWith('2 Dogo Sencillo')),
      history,
    ).toBe(true);
  });
});

describe("a combo's own name is no choice", () => {
  it('"el combo de la cubeta con nachos pero los nachos con extra queso": no note "con nachos", the extra is a line', async () => {
    const menu = [
      item('Combo Cubeta + Nachos', 260, { description: 'Cubeta de 6 cervezas y nachos con queso' }),
      item('Nachos con Queso', 90),
      item('Nachos Supremos', 130),
      item('Extra Queso', 20, { category: 'Extras' }),
    ];
    const { lines, history } = await play(menu, 'el combo de la cubeta con nachos pero los nachos con extra queso', ...DONE);
    expect(lines, history).toEqual(['1 Combo Cubeta + Nachos', '1 Extra Queso']);
  });
});
