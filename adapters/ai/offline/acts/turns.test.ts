import { describe, expect, it } from 'vitest';
import type { EvalItem } from '../../../../eval/menus/index.js';
import { playChat } from '../testing/play.js';
import { withoutLaughter } from './chatter.js';

/* What the customer does in the chat, found on a tacos-de-guisado probe (eval/tuning/guisados.ts). */

const item = (name: string, pesos: number, extra: Partial<EvalItem> = {}): EvalItem => ({
  name,
  category: 'Tacos',
  price: pesos * 100,
  ...extra,
});
const MENU: EvalItem[] = [
  item('Taco de Chicharrón Prensado', 22),
  item('Taco de Chicharrón en Salsa Verde', 22),
  item('Taco de Mole Verde', 24),
  item('Taco de Mole Rojo con Pollo', 24),
  item('Taco de Tinga de Pollo', 22),
  item('Taco de Bistec en Salsa Roja', 25),
  item('Extra Queso', 10, { category: 'Extras' }),
  item('Wrap de Pollo', 115, { category: 'Wraps' }),
  item('Wrap Vegano', 109, { category: 'Wraps' }),
  item('Wrap de Atún', 119, { category: 'Wraps' }),
  item('Bowl de Pollo', 145, { category: 'Bowls' }),
  item('Proteína Extra', 30, { category: 'Extras' }),
  item('Refresco 600 ml', 30, { category: 'Bebidas', description: 'Coca, Sprite o Fanta' }),
  item('Hamburguesa de Pollo', 89, { category: 'Hamburguesas' }),
  item('Hamburguesa Doble', 110, { category: 'Hamburguesas' }),
  item('Atole de Chocolate', 25, { category: 'Bebidas' }),
  item('Champurrado', 25, { category: 'Bebidas' }),
  item('Tamal Verde', 22, { category: 'Tamales' }),
  item('Tamal Rojo', 22, { category: 'Tamales' }),
  item('Quesabirria', 35, { category: 'Birria' }),
  item('Agua de Horchata 1 L', 40, { category: 'Bebidas' }),
  item('Agua de Horchata 500 ml', 25, { category: 'Bebidas' }),
  item('Agua de Jamaica 1 L', 40, { category: 'Bebidas' }),
  item('Agua de Jamaica 500 ml', 25, { category: 'Bebidas' }),
  item('Coca-Cola 600 ml', 28, { category: 'Bebidas' }),
  item('Coca-Cola Light 600 ml', 28, { category: 'Bebidas' }),
];

/** Plays the turns with the offline engine; the calls it planned for each turn and the last order. */
const play = (...turns: string[]) => playChat(MENU, turns);

const DONE = ['es todo', 'Calle Sur 16 #80', 'si'];

describe('"¿De cuál…?" answered by sharing the units out', () => {
  it.each([['uno y uno'], ['las dos'], ['ambos porfa'], ['uno de cada uno'], ['1 y 1'], ['una y otra']])(
    '"2 tacos de chicharron" → "%s" is one of each',
    async (answer) => {
      const { lines, history } = await play('2 tacos de chicharron', answer, ...DONE);
      expect(lines, history).toEqual(['1 Taco de Chicharrón Prensado', '1 Taco de Chicharrón en Salsa Verde'].sort());
    },
  );

  it('"4 de mole" → "mitad y mitad" is two of each; "2 y 3" gives the counts in the order asked', async () => {
    expect((await play('4 tacos de mole', 'mitad y mitad', ...DONE)).lines).toEqual([
      '2 Taco de Mole Rojo con Pollo',
      '2 Taco de Mole Verde',
    ]);
    const { lines, history } = await play('5 tacos de chicharron', '2 y 3', ...DONE);
    expect(
      lines.reduce((sum, l) => sum + Number(l.split(' ')[0]), 0),
      history,
    ).toBe(5);
    expect(lines, history).toHaveLength(2);
  });

  it('"3 de mole" → "los dos" cannot be shared evenly: the question stays and nothing is confirmed', async () => {
    const { lines } = await play('3 tacos de mole', 'los dos', ...DONE);
    expect(lines).toEqual([]);
  });
});

describe('corrections and notes said in the customer’s own way', () => {
  it('"eran 3 no 4 jaja" corrects the count: never 7, never a dish called "jaja"', async () => {
    const { lines, calls } = await play('4 tacos de mole verde', 'eran 3 no 4 jaja', ...DONE);
    expect(lines).toEqual(['3 Taco de Mole Verde']);
    expect(calls[1]).toEqual([
      expect.objectContaining({ name: 'cambiar_cantidad', arguments: { producto: 'Taco de Mole Verde', cantidad: 3 } }),
    ]);
  });

  it('"todos con poca salsa porfa" puts the note on every unit, though "salsa" is in other dishes’ names', async () => {
    const { lines } = await play('4 tacos de tinga de pollo', 'todos con poca salsa porfa', ...DONE);
    expect(lines).toEqual(['4 Taco de Tinga de Pollo (poca salsa)']);
  });

  it('laughter is read as nothing; a message of only laughter is left as it was', () => {
    expect(withoutLaughter('eran 3 no 4 jajaja')).toBe('eran 3 no 4');
    expect(withoutLaughter('jsjs ok\njeje\n2 tacos')).toBe('ok\n2 tacos');
    expect(withoutLaughter('Calle Jajalpa 12, col. Jamaica')).toBe('Calle Jajalpa 12, col. Jamaica');
    expect(withoutLaughter('jaja')).toBe('jaja');
  });
});

describe('the address changed after "confirmado"', () => {
  it.each([
    ['oye mejor mandalo a Calle Norte 5 #33, col. Industrial', 'Calle Norte 5 #33, col. Industrial'],
    ['me equivoque de direccion, es Sur 8 #10', 'Sur 8 #10'],
    ['cambia la direccion a Oriente 4 #2 porfa', 'Oriente 4 #2'],
    ['la direccion correcta es Calle Añil 300 col Granjas', 'Calle Añil 300 col Granjas'],
  ])('"%s" plans datos_entrega with the new address and touches no dish', async (said, address) => {
    const { calls, lines } = await play('2 tacos de mole verde', 'es todo', 'Calle Plutarco Elias Calles 300', 'si', said);
    expect(calls[4]).toEqual([expect.objectContaining({ name: 'datos_entrega', arguments: { direccion: address } })]);
    expect(lines).toEqual(['2 Taco de Mole Verde']);
  });

  it('"a domicilio" in an order says how it is delivered: the dishes stay the order', async () => {
    const { lines } = await play('quiero a domicilio 2 tacos de tinga de pollo y uno de mole verde a la calle Acacias 210', 'si');
    expect(lines).toEqual(['1 Taco de Mole Verde', '2 Taco de Tinga de Pollo']);
  });
});

describe('answers, dishes and notes beside an open "¿De cuál…?"', () => {
  it('"¿De cuál wrap?" → "uno de pollo y otro vegano": "de pollo" is the wrap asked about, not another dish of pollo', async () => {
    const { lines, history } = await play('2 wraps', 'uno de pollo y otro vegano', ...DONE);
    expect(lines, history).toEqual(['1 Wrap Vegano', '1 Wrap de Pollo']);
  });

  it('"¿De cuál wrap?" → "y un bowl de pollo": the bowl is added, the wrap is still asked about, then answered', async () => {
    const { lines, history } = await play('un wrap', 'y un bowl de pollo', 'el de pollo', ...DONE);
    expect(lines, history).toEqual(['1 Bowl de Pollo', '1 Wrap de Pollo']);
  });
});

describe('bursts and notes around paid extras', () => {
  it.each([['ay no'], ['no espera'], ['perdon']])('"2 wraps de pollo" / "%s" / "solo 1" is one wrap', async (opener) => {
    const { lines, history } = await play(['2 wraps de pollo', opener, 'solo 1'].join('\n'), ...DONE);
    expect(lines, history).toEqual(['1 Wrap de Pollo']);
  });

  it('"sin cebolla" after a dish "con proteína extra" is left out of the dish, in one message, a burst or the next message', async () => {
    const expected = ['1 Bowl de Pollo (sin cebolla)', '1 Proteína Extra'];
    expect((await play('un bowl de pollo con proteina extra y sin cebolla', ...DONE)).lines).toEqual(expected);
    expect((await play(['un bowl de pollo', 'con proteina extra', 'y sin cebolla'].join('\n'), ...DONE)).lines).toEqual(expected);
    expect((await play('un bowl de pollo con proteina extra', 'sin cebolla porfa', ...DONE)).lines).toEqual(expected);
  });
});

describe('found on a burger probe (scratch battery of the "acts" brief)', () => {
  it('"un refresco" → "que sea coca": the flavour its description lists is its note, no question', async () => {
    expect((await play('un refresco', 'que sea coca', ...DONE)).lines).toEqual(['1 Refresco 600 ml (coca)']);
  });

  it('"en vez de una de pollo ponme una doble" with 2 ordered changes one of them', async () => {
    const { lines } = await play('2 hamburguesas de pollo', 'en vez de una de pollo ponme una doble', ...DONE);
    expect(lines).toEqual(['1 Hamburguesa Doble', '1 Hamburguesa de Pollo']);
  });

  it.each([
    ['perdon es Calle Pino 21', 'Calle Pino 21'],
    ['no, era Calle Pino 21', 'Calle Pino 21'],
    ['me equivoque, es Pino 21', 'Pino 21'],
  ])('"%s" after "Calle Pino 12" is the address again, never 21 dishes', async (said, address) => {
    const { lines, calls } = await play('una hamburguesa doble', 'es todo', 'Calle Pino 12', said, 'si');
    expect(calls[3]).toEqual([expect.objectContaining({ name: 'datos_entrega', arguments: { direccion: address } })]);
    expect(lines).toEqual(['1 Hamburguesa Doble']);
  });

  it('"me lo pueden mandar a Calle Olmo 5 mejor?" after confirming: the address is "Calle Olmo 5"', async () => {
    const { calls } = await play('una hamburguesa doble', 'es todo', 'Calle Pino 12', 'si', 'me lo pueden mandar a Calle Olmo 5 mejor?');
    expect(calls[4]).toEqual([expect.objectContaining({ name: 'datos_entrega', arguments: { direccion: 'Calle Olmo 5' } })]);
  });
});

describe('found on a pollos / tamales probe (scratch battery of the "acts" brief)', () => {
  it('"2 champurrados" → "siempre no, mejor atoles de chocolate" is 2 atoles and no champurrado', async () => {
    expect((await play('2 champurrados', 'siempre no, mejor atoles de chocolate', ...DONE)).lines).toEqual(['2 Atole de Chocolate']);
  });

  it('"un atole" (the one atole) then "de chocolate" says the same dish again: still one', async () => {
    expect((await play('un atole', 'de chocolate', ...DONE)).lines).toEqual(['1 Atole de Chocolate']);
  });

  it('"3 tamales rojos" → "uno que sea verde" is 2 rojos and 1 verde', async () => {
    expect((await play('3 tamales rojos', 'uno que sea verde', ...DONE)).lines).toEqual(['1 Tamal Verde', '2 Tamal Rojo']);
  });
});

describe('found on a birria / sushi probe (scratch battery of the "acts" brief)', () => {
  it('"ya no quiero las quesabirrias, mejor 4 tacos": the quesabirrias go and the tacos are asked about, never dropped', async () => {
    const { lines, history } = await play('2 quesabirrias', 'ya no quiero las quesabirrias mejor 4 tacos', 'de tinga de pollo', ...DONE);
    expect(history).toMatch(/¿De cuál taco/);
    expect(lines, history).toEqual(['4 Taco de Tinga de Pollo']);
  });

  it('"todos con cebolla y cilantro" after "confirmado" notes the confirmed order’s dishes', async () => {
    const { lines } = await play('3 tacos de tinga de pollo', 'es todo', 'Calle Pino 12', 'si', 'todos con cebolla y cilantro porfa');
    expect(lines).toEqual(['3 Taco de Tinga de Pollo (con cebolla y cilantro)']);
  });

  it('"¿De cuál agua?" → "una de horchata y una de jamaica de medio litro": the size said once is both parts’', async () => {
    const { lines } = await play('2 aguas', 'una de horchata y una de jamaica de medio litro', ...DONE);
    expect(lines).toEqual(['1 Agua de Horchata 500 ml', '1 Agua de Jamaica 500 ml']);
  });
});

describe('the plain dish among its variants', () => {
  it('"una coca" with "Coca-Cola" and "Coca-Cola Light" is the Coca-Cola; "una coca light" is the light one', async () => {
    expect((await play('una coca', ...DONE)).lines).toEqual(['1 Coca-Cola 600 ml']);
    expect((await play('una coca light', ...DONE)).lines).toEqual(['1 Coca-Cola Light 600 ml']);
  });

  it('"2 cocas" then "light porfa" (or the same burst) is 2 light ones, not 2 and 1', async () => {
    expect((await play('2 cocas', 'light porfa', ...DONE)).lines).toEqual(['2 Coca-Cola Light 600 ml']);
    expect((await play('una coca\nlight', ...DONE)).lines).toEqual(['1 Coca-Cola Light 600 ml']);
    expect((await play('una coca', 'y una coca light', ...DONE)).lines).toEqual(['1 Coca-Cola 600 ml', '1 Coca-Cola Light 600 ml']);
  });
});
