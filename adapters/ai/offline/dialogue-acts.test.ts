import { describe, expect, it } from 'vitest';
import { normalize } from '../../../core/assistant/text.js';
import { openChat } from '../../../eval/harness.js';
import type { EvalItem } from '../../../eval/menus/index.js';

const item = (name: string, category: string, pesos: number, extra: Partial<EvalItem> = {}): EvalItem => ({
  name,
  category,
  price: pesos * 100,
  ...extra,
});
const MENU: EvalItem[] = [
  item('Torta Ahogada Grande', 'Tortas', 95),
  item('Torta Ahogada Chica', 'Tortas', 70),
  item('Empanadas 6 pzas', 'Empanadas', 90),
  item('Empanadas 12 pzas', 'Empanadas', 170),
  item('Jarrito 355 ml', 'Bebidas', 25),
  item('Jarrito 600 ml', 'Bebidas', 35),
  item('Extra Aguacate', 'Extras', 20),
  item('Paquete 1', 'Paquetes', 89, { description: 'Torta ahogada chica y agua (jamaica u horchata)' }),
  item('Boneless 250 g', 'Boneless', 110, { description: 'Salsa búfalo, BBQ o mango habanero' }),
  item('Pozole Rojo Grande', 'Pozole', 120),
  item('Pozole Rojo Chico', 'Pozole', 85),
  item('Pozole Verde Grande', 'Pozole', 125),
  item('Pozole Blanco Grande', 'Pozole', 115, { available: false }),
];

/** Plays the turns through the real Assistant and the offline engine; the last order's lines. */
async function play(...turns: string[]) {
  const chat = await openChat({ menu: MENU });
  const replies: string[] = [];
  for (const turn of turns) replies.push((await chat.send(turn)).reply);
  const orders = await chat.orders.list(chat.restaurant.id);
  const last = orders[orders.length - 1];
  const lines = (last?.items ?? []).map((l) => `${l.quantity} ${l.name}${l.notes ? ` (${normalize(l.notes)})` : ''}`).sort();
  return { lines, address: last?.deliveryAddress ?? null, replies };
}

describe('offline dialogue acts on a menu of names with sizes, counts and extras', () => {
  it('takes "unas empanadas de 12" as one order of the 12-piece item and "un jarrito de 355"', async () => {
    const { lines } = await play('unas empanadas de 12 y un jarrito de 355', 'es todo', 'Calle Pino 12', 'sí');
    expect(lines).toEqual(['1 Empanadas 12 pzas', '1 Jarrito 355 ml']);
  });

  it('adds a paid extra as its own priced line, and a combo drink as the combo note', async () => {
    expect((await play('una torta ahogada chica con extra aguacate', 'es todo', 'Calle Pino 12', 'sí')).lines).toEqual([
      '1 Extra Aguacate',
      '1 Torta Ahogada Chica',
    ]);
    expect((await play('el paquete 1 con jamaica', 'es todo', 'Calle Pino 12', 'sí')).lines).toEqual(['1 Paquete 1 (con jamaica)']);
  });

  it('"las dos con extra aguacate" adds the extra for each and leaves no note saying it again', async () => {
    expect((await play('2 tortas ahogadas chicas, las dos con extra aguacate', 'es todo', 'Calle Pino 12', 'sí')).lines).toEqual([
      '2 Extra Aguacate',
      '2 Torta Ahogada Chica',
    ]);
  });

  it('keeps a pending question open through an address and another item, and confirms nothing meanwhile', async () => {
    const { lines, replies } = await play('una torta ahogada', 'Calle Pino 4', 'y un jarrito de 600', 'sí', 'la grande', 'sí');
    expect(replies[1]).toMatch(/¿De cuál/);
    expect(replies[3]).toMatch(/¿De cuál/);
    expect(lines).toEqual(['1 Jarrito 600 ml', '1 Torta Ahogada Grande']);
  });

  it('says back an address sent while "¿De cuál…?" is open, and asks the question again', async () => {
    const { replies } = await play('una torta ahogada', 'Calle Pino 4 col. Centro');
    expect(replies[1]).toContain('Anoté tu dirección: Calle Pino 4 col. Centro.');
    expect(replies[1]).toMatch(/¿De cuál torta ahogada/);
    expect(replies[1]).not.toMatch(/¿Qué te gustaría pedir\?/);
  });

  it('asks "¿De cuál…?" with the words the names share, singular or plural ("taco dorado", not "dorado")', async () => {
    const chat = await openChat({
      menu: [
        item('Taco Dorado de Papa', 'Tacos', 16),
        item('Taco Dorado de Frijol', 'Tacos', 16),
        item('Tacos Dorados 5 pzas', 'Tacos', 75),
      ],
    });
    expect((await chat.send('unos tacos dorados')).reply).toMatch(/¿De cuál taco dorado\b/);
  });

  it('leaves the open question with core: the confirmation waits until it is answered or dropped', async () => {
    const chat = await openChat({ menu: MENU });
    await chat.send('un jarrito de 600 y una torta ahogada');
    const asked = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect(asked?.guards?.pending?.map((p) => p.opciones.sort())).toEqual([['Torta Ahogada Chica', 'Torta Ahogada Grande']]);
    await chat.send('la chica');
    const answered = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect(answered?.guards?.pending ?? []).toEqual([]);
    expect(answered?.lines.map((l) => `${l.quantity} ${l.name}`)).toEqual(['1 Jarrito 600 ml', '1 Torta Ahogada Chica']);
  });

  it('closes its own question when core drops it ("ya no")', async () => {
    const { lines, replies } = await play('un jarrito de 600 y una torta ahogada', 'ya no', 'Calle Pino 4', 'sí');
    expect(replies[2]).not.toMatch(/¿De cuál/);
    expect(lines).toEqual(['1 Jarrito 600 ml']);
  });

  it('"siempre no el …" about the dish asked of closes the question in the engine and in core', async () => {
    const chat = await openChat({ menu: MENU });
    await chat.send('un pozole rojo chico y un jarrito');
    const out = await chat.send('siempre no el jarrito');
    expect(out.reply).not.toMatch(/¿De cuál/);
    expect((await chat.carts.get(chat.restaurant.id, chat.conversation.id))?.guards?.pending ?? []).toEqual([]);
    for (const turn of ['es todo', 'Calle Pino 4', 'sí']) await chat.send(turn);
    expect((await chat.orders.list(chat.restaurant.id)).at(-1)?.items.map((l) => `${l.quantity} ${l.name}`)).toEqual([
      '1 Pozole Rojo Chico',
    ]);
  });

  it('takes another dish of the same category named alone as the answer to "¿De cuál…?"', async () => {
    const chat = await openChat({ menu: [...MENU, item('Torta Cubana', 'Tortas', 90)] });
    for (const turn of ['un jarrito de 600 y una torta ahogada', 'la cubana']) await chat.send(turn);
    expect((await chat.carts.get(chat.restaurant.id, chat.conversation.id))?.guards?.pending ?? []).toEqual([]);
    for (const turn of ['es todo', 'Calle Pino 4', 'sí']) await chat.send(turn);
    const items = (await chat.orders.list(chat.restaurant.id)).at(-1)?.items ?? [];
    expect(items.map((l) => `${l.quantity} ${l.name}`)).toEqual(['1 Jarrito 600 ml', '1 Torta Cubana']);
  });

  it('splits the units already ordered when a later message gives some of them a note ("uno con …")', async () => {
    expect((await play('2 paquetes 1', 'uno con horchata', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Paquete 1',
      '1 Paquete 1 (con horchata)',
    ]);
    expect((await play('2 paquetes 1', 'uno con horchata y otro con jamaica', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Paquete 1 (con horchata)',
      '1 Paquete 1 (con jamaica)',
    ]);
    // "otra con …" is one more.
    expect((await play('un paquete 1', 'otro con jamaica', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Paquete 1',
      '1 Paquete 1 (con jamaica)',
    ]);
  });

  it('takes a bare house number and cross streets in later bubbles as more of the address', async () => {
    const { lines, address } = await play('un jarrito de 600', 'es todo', 'Calle 21\nnumero 300\nx 20 y 22 Centro', 'sí');
    expect(lines).toEqual(['1 Jarrito 600 ml']);
    expect(address).toBe('Calle 21, numero 300, x 20 y 22 Centro');
  });

  it('takes addresses without a number, with a lead-in after "¿Algo más?", or after the order with a colonia', async () => {
    const address = async (...turns: string[]) => (await play(...turns, 'sí')).address;
    expect(await address('un jarrito de 600', 'es todo', 'Calle Pino esquina con Roble, col. Centro')).toBe(
      'Calle Pino esquina con Roble, col. Centro',
    );
    expect(await address('un jarrito de 600', 'es todo', 'Cerrada de Fresno sin numero')).toBe('Cerrada de Fresno sin numero');
    expect(await address('un jarrito de 600', 'es todo, a Pino 12 col Centro')).toBe('Pino 12 col Centro');
    expect(await address('un jarrito de 600', 'a la Hidalgo 45')).toBe('Hidalgo 45');
    expect(await address('un jarrito de 600 para Pino 12 col Centro')).toBe('Pino 12 col Centro');
    const { lines } = await play('un jarrito de 600', 'es todo', 'Torre B piso 7 oficina 702, Blvd. Quintana 4100', 'sí');
    expect(lines).toEqual(['1 Jarrito 600 ml']);
  });

  it('reads "chico"/"grande" answering "¿De cuál…?" among measures of one kind as the smallest / biggest', async () => {
    expect((await play('un jarrito', 'el grande', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(['1 Jarrito 600 ml']);
    expect((await play('un jarrito', 'chico porfa', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(['1 Jarrito 355 ml']);
  });

  it('corrects in a burst after an interjection ("ay no, …"), and "otro" means one more of the one they have', async () => {
    expect((await play('2 empanadas de 6\nay no, de 12', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(['2 Empanadas 12 pzas']);
    expect((await play('un jarrito de 355', 'otro jarrito porfa', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(['2 Jarrito 355 ml']);
  });

  it('reads "¿me lo pueden hacer de 600?" after "confirmado" as a correction of the dish', async () => {
    expect((await play('un jarrito de 355', 'es todo', 'Calle Pino 4', 'sí', '¿me lo pueden hacer de 600?')).lines).toEqual([
      '1 Jarrito 600 ml',
    ]);
  });

  it('corrects the measure of a dish named first ("el jarrito mejor de 600")', async () => {
    expect((await play('2 empanadas de 6 y un jarrito de 355', 'el jarrito mejor de 600', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Jarrito 600 ml',
      '2 Empanadas 6 pzas',
    ]);
  });

  it('after "confirmado": a late note naming one of the dishes goes on that dish, "eran 4, no 3" on the one they had 3 of', async () => {
    const base = ['3 empanadas de 6 y un jarrito de 600', 'es todo', 'Calle Pino 4', 'sí'];
    expect((await play(...base, 'una cosa, que las empanadas sean sin cebolla')).lines).toEqual([
      '1 Jarrito 600 ml',
      '3 Empanadas 6 pzas (sin cebolla)',
    ]);
    expect((await play(...base, 'ah se me olvidó, sin cebolla las empanadas')).lines).toEqual([
      '1 Jarrito 600 ml',
      '3 Empanadas 6 pzas (sin cebolla)',
    ]);
    expect((await play(...base, 'perdón, eran 4 no 3')).lines).toEqual(['1 Jarrito 600 ml', '4 Empanadas 6 pzas']);
  });

  it('takes "el …" naming a part of the combo just ordered as the combo note, never a new dish', async () => {
    expect((await play('un paquete 1', 'el agua de jamaica porfa', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Paquete 1 (agua de jamaica)',
    ]);
  });

  it('replaces with a count when the message corrects ("no, mejor uno verde grande")', async () => {
    expect((await play('un pozole rojo chico\nno, mejor uno verde grande', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Pozole Verde Grande',
    ]);
  });

  it('means a paid extra only when the customer says "extra"', async () => {
    const menu = [...MENU, item('Extra Queso Philadelphia', 'Extras', 20), item('Philadelphia Roll', 'Rollos', 120)];
    const chat = await openChat({ menu });
    for (const turn of ['un philadelphia', 'es todo', 'Calle Pino 4', 'sí']) await chat.send(turn);
    expect((await chat.orders.list(chat.restaurant.id)).at(-1)?.items.map((l) => `${l.quantity} ${l.name}`)).toEqual([
      '1 Philadelphia Roll',
    ]);
  });

  it('splits combos already ordered by what each includes ("uno con horchata y otro con jamaica")', async () => {
    expect((await play('2 paquetes 1', 'una con jamaica y la otra con horchata', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Paquete 1 (con horchata)',
      '1 Paquete 1 (con jamaica)',
    ]);
  });

  describe('flavours the description lists', () => {
    const menu = [...MENU, item('Boneless 500 g', 'Boneless', 200, { description: 'Salsa búfalo, BBQ o mango habanero' })];
    const lines = async (...turns: string[]) => {
      const chat = await openChat({ menu });
      for (const turn of [...turns, 'es todo', 'Calle Pino 4', 'sí']) await chat.send(turn);
      const items = (await chat.orders.list(chat.restaurant.id)).at(-1)?.items ?? [];
      return items.map((l) => `${l.quantity} ${l.name}${l.notes ? ` (${normalize(l.notes)})` : ''}`).sort();
    };

    it('are the note of the dish that answers "¿De cuál…?", never a dish we lack', async () => {
      expect(await lines('unos boneless', 'de 500 bbq')).toEqual(['1 Boneless 500 g (bbq)']);
    });

    it('stay on the dish when its measure is corrected ("mejor de 500", "cámbialos x unos de 500")', async () => {
      expect(await lines('unos boneless de 250 bbq', 'mejor de 500')).toEqual(['1 Boneless 500 g (bbq)']);
      expect(await lines('unos boneless de 250 bbq', 'cambialos x unos de 500')).toEqual(['1 Boneless 500 g (bbq)']);
    });

    it('split the units already ordered ("unos bbq y otros búfalo")', async () => {
      expect(await lines('2 boneless de 250', 'unos bbq y otros bufalo')).toEqual(['1 Boneless 250 g (bbq)', '1 Boneless 250 g (bufalo)']);
    });
  });

  it('prefers the dish whose name has the words over one whose description lists them', async () => {
    const menu = [...MENU, item('Orden de Tortas 3 pzas', 'Tortas', 200, { description: 'Tres tortas: ahogada, cubana o de pozole rojo' })];
    const chat = await openChat({ menu });
    for (const turn of ['2 pozoles rojos grandes', 'es todo', 'Calle Pino 4', 'sí']) await chat.send(turn);
    expect((await chat.orders.list(chat.restaurant.id)).at(-1)?.items.map((l) => `${l.quantity} ${l.name}`)).toEqual([
      '2 Pozole Rojo Grande',
    ]);
  });

  it('splits units already ordered by a count and a note ("2 sin cebolla"), also a burst with a paid extra', async () => {
    expect((await play('4 empanadas de 6', '2 sin cebolla', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '2 Empanadas 6 pzas',
      '2 Empanadas 6 pzas (sin cebolla)',
    ]);
    expect((await play('2 tortas ahogadas chicas\nuna con extra aguacate', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Extra Aguacate',
      '2 Torta Ahogada Chica',
    ]);
  });

  it('reads counts adding up to what a pack holds, of kinds its description lists, as the pack note', async () => {
    const menu = [...MENU, item('Orden de Tortas 3 pzas', 'Tortas', 200, { description: 'Tres tortas: ahogadas o cubanas' })];
    const chat = await openChat({ menu });
    for (const turn of ['una orden de tortas', '2 ahogadas y 1 cubana', 'es todo', 'Calle Pino 4', 'sí']) await chat.send(turn);
    const items = (await chat.orders.list(chat.restaurant.id)).at(-1)?.items ?? [];
    expect(items.map((l) => `${l.quantity} ${l.name} (${normalize(l.notes ?? '')})`)).toEqual([
      '1 Orden de Tortas 3 pzas (2 ahogadas y 1 cubana)',
    ]);
  });

  it('puts a later "con extra …" on each unit of the dish, and "cambia una por …" changes one unit', async () => {
    expect((await play('3 tortas ahogadas chicas', 'con extra aguacate', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '3 Extra Aguacate',
      '3 Torta Ahogada Chica',
    ]);
    expect((await play('3 tortas ahogadas chicas', 'cambia una por un pozole rojo chico', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Pozole Rojo Chico',
      '2 Torta Ahogada Chica',
    ]);
  });

  it('reads "normales" answering "¿De cuál…?" as the plain one, and splits a confirmed order ("perdón, una sin cebolla")', async () => {
    const chat = await openChat({ menu: [item('Taco de Birria', 'Tacos', 25), item('Taco Dorado de Birria', 'Tacos', 28)] });
    for (const turn of ['3 tacos', 'normales', 'es todo', 'Calle Pino 4', 'sí']) await chat.send(turn);
    expect((await chat.orders.list(chat.restaurant.id)).at(-1)?.items.map((l) => `${l.quantity} ${l.name}`)).toEqual(['3 Taco de Birria']);
    const { lines } = await play('un jarrito de 600 y 3 empanadas de 6', 'es todo', 'Calle Pino 4', 'sí', 'perdón, una sin cebolla');
    expect(lines).toEqual(['1 Empanadas 6 pzas (sin cebolla)', '1 Jarrito 600 ml', '2 Empanadas 6 pzas'].sort());
  });

  it('reads "grande" said with a dish sold in measures as the biggest, even where other names say sizes', async () => {
    expect((await play('un jarrito grande', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(['1 Jarrito 600 ml']);
  });

  it('"uno con extra …" after ordering N puts the extra on one of them, no more units', async () => {
    expect((await play('2 tortas ahogadas chicas', 'una con extra aguacate', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Extra Aguacate',
      '2 Torta Ahogada Chica',
    ]);
  });

  it('takes "con extra … en la torta" after a combo that includes a torta as the combo\'s extra, no torta asked of', async () => {
    expect((await play('un paquete 1 con jamaica', 'con extra aguacate en la torta', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Extra Aguacate',
      '1 Paquete 1 (con jamaica)',
    ]);
  });

  it('puts "los dos sin …" on each of the last dishes, in one message or a burst; "mejor medio" is the half kilo / litre', async () => {
    const both = ['1 Torta Ahogada Chica (sin cebolla)', '1 Torta Ahogada Grande (sin cebolla)'];
    expect((await play('una torta ahogada grande y una chica, las dos sin cebolla', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(both);
    expect((await play('una torta ahogada grande\ny una chica\nlas dos sin cebolla', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(both);
    const chat = await openChat({ menu: [...MENU, item('Carnitas 1 kg', 'Carnitas', 300), item('Carnitas 1/2 kg', 'Carnitas', 160)] });
    for (const turn of ['un kilo de carnitas', 'no, mejor medio', 'es todo', 'Calle Pino 4', 'sí']) await chat.send(turn);
    expect((await chat.orders.list(chat.restaurant.id)).at(-1)?.items.map((l) => `${l.quantity} ${l.name}`)).toEqual(['1 Carnitas 1/2 kg']);
  });

  it('corrects by size or measure ("mejor chico", "no, mejor de 12") keeping the units', async () => {
    expect((await play('un pozole rojo grande', 'mejor chico', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(['1 Pozole Rojo Chico']);
    expect((await play('2 empanadas de 6', 'no, mejor de 12', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(['2 Empanadas 12 pzas']);
  });

  it('reads a flavour the description lists as the line note, and a later note alone for the last product', async () => {
    expect((await play('unos boneless bbq', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(['1 Boneless 250 g (bbq)']);
    expect((await play('una torta ahogada grande', 'sin cebolla porfa', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Torta Ahogada Grande (sin cebolla)',
    ]);
  });

  it('never reads how they pay as a product or a quantity, nor as part of the address', async () => {
    const { lines, address, replies } = await play(
      'un pozole rojo chico',
      'es todo',
      'Calle Nogal 14, pago en efectivo',
      'traigan cambio de 500',
      'sí',
    );
    expect(lines).toEqual(['1 Pozole Rojo Chico']);
    expect(address).toBe('Calle Nogal 14');
    for (const r of replies) expect(r).not.toMatch(/cantidad debe/i);
  });

  it('offers the closest kind after a sold-out item ("entonces rojo")', async () => {
    expect((await play('un pozole blanco grande', 'ah ok, entonces rojo', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Pozole Rojo Grande',
    ]);
  });

  it('answers "¿De cuál…?" with a price ("la de 70") or the place in the list the question gave ("la segunda")', async () => {
    expect((await play('una torta ahogada', 'la de 70', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(['1 Torta Ahogada Chica']);
    const chat = await openChat({ menu: MENU });
    const asked = (await chat.send('una torta ahogada')).reply;
    const listed = /Tenemos (.+) o (.+)\./.exec(asked)!;
    await chat.send('la segunda');
    const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect(cart?.lines.map((l) => l.name)).toEqual([listed[2]]);
  });

  it('"en lugar del verde mejor un rojo": the dish replaced by the kind named, in the same size; "siempre sí el grande" too', async () => {
    expect((await play('un pozole rojo chico', 'siempre si el grande', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Pozole Rojo Grande',
    ]);
    expect((await play('un pozole verde grande', 'en lugar del verde mejor un rojo', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Pozole Rojo Grande',
    ]);
  });

  it('"mejor sin el jarrito" takes the dish out, also as a later bubble of a burst', async () => {
    expect(
      (await play('una torta ahogada chica y un jarrito de 600', 'mejor sin el jarrito', 'es todo', 'Calle Pino 4', 'sí')).lines,
    ).toEqual(['1 Torta Ahogada Chica']);
    expect(
      (await play('una torta ahogada chica\ny un jarrito de 600\nmejor sin el jarrito', 'es todo', 'Calle Pino 4', 'sí')).lines,
    ).toEqual(['1 Torta Ahogada Chica']);
  });

  it('"bueno 2" right after "3 jarritos" is the new quantity, as a message or a later bubble', async () => {
    expect((await play('3 jarritos de 600', 'bueno 2', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(['2 Jarrito 600 ml']);
    expect((await play('3 jarritos de 600\nbueno 2', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(['2 Jarrito 600 ml']);
  });

  it('an address before the order in one message ("Calle …, me mandas …") and a corner written "esq."', async () => {
    const first = await play('Calle Pino 12 col. Centro, me mandas una torta ahogada chica', 'es todo', 'sí');
    expect(first.lines).toEqual(['1 Torta Ahogada Chica']);
    expect(first.address).toBe('Calle Pino 12 col. Centro');
    const corner = await play('un jarrito de 600', 'es todo', 'Av. Juárez esq. Morelos, frente al oxxo', 'sí');
    expect(corner.address).toBe('Av. Juárez esq. Morelos, frente al oxxo');
  });

  it('a combo\'s choices stay its note: "con picante y jamaica", and "con tonkotsu y té verde" in a later message', async () => {
    const menu = [
      item('Combo Ramen', 'Combos', 240, { description: 'Un ramen chico tonkotsu o picante, gyozas y té verde o jamaica a escoger' }),
      item('Agua de Jamaica 500 ml', 'Bebidas', 35),
      item('Ramen Picante Chico', 'Ramen', 150),
    ];
    const order = async (...turns: string[]) => {
      const chat = await openChat({ menu });
      for (const turn of [...turns, 'es todo', 'Calle Pino 4', 'sí']) await chat.send(turn);
      const items = (await chat.orders.list(chat.restaurant.id)).at(-1)?.items ?? [];
      return items.map((l) => `${l.quantity} ${l.name}${l.notes ? ` (${normalize(l.notes)})` : ''}`).sort();
    };
    expect(await order('un combo ramen con picante y jamaica')).toEqual(['1 Combo Ramen (con picante y jamaica)']);
    // With a count it is a dish of its own.
    expect(await order('un combo ramen con picante y una jamaica')).toEqual(['1 Agua de Jamaica 500 ml', '1 Combo Ramen (con picante)']);
    expect(await order('un combo ramen', 'con tonkotsu y te verde porfa')).toEqual(['1 Combo Ramen (con tonkotsu y te verde)']);
  });

  it('"quiero pedir otro, <dish>" after a delivered order is a new order of that dish, not one more of the old one', async () => {
    const chat = await openChat({ menu: MENU });
    for (const turn of ['una torta ahogada chica', 'es todo', 'Calle Pino 4', 'sí']) await chat.send(turn);
    const [placed] = await chat.orders.list(chat.restaurant.id);
    await chat.orders.moveStatus(chat.restaurant.id, placed!.id, 'delivered');
    await chat.send('oye quiero pedir otro, un jarrito de 600');
    const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect(cart?.lines.map((l) => `${l.quantity} ${l.name}`)).toEqual(['1 Jarrito 600 ml']);
  });

  it('"el de pollo y también 2 …" answers "¿De cuál torta?" with the one line that meets the question', async () => {
    const menu = [
      item('Torta de Pollo', 'Tortas', 15),
      item('Torta de Frijol', 'Tortas', 30),
      item('Empanadas de Frijol', 'Empanadas', 20),
      item('Quesadilla de Pollo', 'Quesadillas', 30),
    ];
    const chat = await openChat({ menu });
    for (const turn of ['una torta', 'el de pollo y tambien 2 empanadas de frijol']) await chat.send(turn);
    const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect(cart?.lines.map((l) => `${l.quantity} ${l.name}`).sort()).toEqual(['1 Torta de Pollo', '2 Empanadas de Frijol']);
    expect(cart?.guards?.pending ?? []).toEqual([]);
  });

  it('a note after confirming an order of one dish goes on it, and "quítale la cebolla a …" is a note, never a cancellation', async () => {
    const late = await play('2 tortas ahogadas chicas', 'es todo', 'Calle Pino 4', 'sí', 'oye las tortas que no piquen porfa');
    expect(late.lines).toEqual(['2 Torta Ahogada Chica (que no piquen)']);
    const chat = await openChat({ menu: MENU });
    for (const turn of ['3 tortas ahogadas grandes', 'es todo', 'Calle Pino 4', 'sí', 'quitale la cebolla a las tortas porfa'])
      await chat.send(turn);
    const [order] = await chat.orders.list(chat.restaurant.id);
    expect(order?.status).toBe('pending');
    expect(order?.items.map((l) => `${l.quantity} ${l.name} (${l.notes})`)).toEqual(['3 Torta Ahogada Grande (quitale la cebolla)']);
    // A dish of theirs after "quítale" is still taken out.
    expect(
      (await play('una torta ahogada chica y un jarrito de 600', 'quitale el jarrito', 'es todo', 'Calle Pino 4', 'sí')).lines,
    ).toEqual(['1 Torta Ahogada Chica']);
  });

  it('"de las 3, 2 sin cebolla" splits the units they have; "la 2" answers "¿De cuál…?" with the second one listed', async () => {
    expect((await play('3 tortas ahogadas chicas', 'de las 3, 2 sin cebolla', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Torta Ahogada Chica',
      '2 Torta Ahogada Chica (sin cebolla)',
    ]);
    const chat = await openChat({ menu: MENU });
    const listed = /Tenemos (.+) o (.+)\./.exec((await chat.send('una torta ahogada')).reply)!;
    await chat.send('la 2');
    expect((await chat.carts.get(chat.restaurant.id, chat.conversation.id))?.lines.map((l) => l.name)).toEqual([listed[2]]);
  });

  it('"y otro rojo" after a pozole verde grande is the rojo of that size; "uno mejor de 355" changes one of two', async () => {
    expect((await play('un pozole verde grande\ny otro rojo', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Pozole Rojo Grande',
      '1 Pozole Verde Grande',
    ]);
    expect((await play('2 jarritos de 600', 'uno mejor de 355', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Jarrito 355 ml',
      '1 Jarrito 600 ml',
    ]);
  });

  it('a combo\'s choice said later: "los dos con horchata" of 2 combos, "con el bao de pork belly" of a Combo Bao', async () => {
    expect((await play('2 paquetes 1', 'los dos con horchata', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '2 Paquete 1 (con horchata)',
    ]);
    const menu = [
      item('Combo Bao', 'Combos', 190, { description: 'Bao de pork belly o de pollo frito 2 pzas, edamames y refresco de 355 ml' }),
      item('Bao de Pork Belly 2 pzas', 'Entradas', 110),
      item('Bao de Pollo Frito 2 pzas', 'Entradas', 100),
    ];
    const chat = await openChat({ menu });
    for (const turn of ['un combo bao', 'con el bao de pork belly']) await chat.send(turn);
    const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect(cart?.lines.map((l) => `${l.quantity} ${l.name} (${l.notes})`)).toEqual(['1 Combo Bao (con el bao de pork belly)']);
  });

  it('a city\'s numbered street ("25 Poniente 1104", "la 11 sur 1402", "4 nte #608") is the address, never a quantity', async () => {
    for (const [said, address] of [
      ['25 Poniente 1104 colonia Volcanes', '25 Poniente 1104 colonia Volcanes'],
      ['la 11 sur 1402', '11 sur 1402'],
      ['en la 4 nte #608 centro', '4 nte #608 centro'],
    ] as const) {
      const out = await play('una torta ahogada chica', said, 'sí');
      expect(out.lines, said).toEqual(['1 Torta Ahogada Chica']);
      expect(out.address, said).toBe(address);
    }
    const spoken = await play('quiero 2 jarritos de 600 a la 25 Poniente 1104 colonia Volcanes y ya', 'sí');
    expect(spoken.lines).toEqual(['2 Jarrito 600 ml']);
    expect(spoken.address).toBe('25 Poniente 1104 colonia Volcanes');
  });

  it('in a correction, a removal or "nomás …", words that name one of their dishes mean it, not another dish they also fit', async () => {
    const menu = [
      item('Tostada de Pata', 'Antojitos', 40),
      item('Tostada de Tinga', 'Antojitos', 35),
      item('Orden de Tostadas', 'Antojitos', 15),
      item('Jarrito 600 ml', 'Bebidas', 35),
    ];
    const order = async (...turns: string[]) => {
      const chat = await openChat({ menu });
      for (const turn of [...turns, 'es todo', 'Calle Pino 4', 'sí']) await chat.send(turn);
      return ((await chat.orders.list(chat.restaurant.id)).at(-1)?.items ?? []).map((l) => `${l.quantity} ${l.name}`).sort();
    };
    expect(await order('3 tostadas de pata', 'me equivoqué, eran 2 tostadas')).toEqual(['2 Tostada de Pata']);
    expect(await order('una tostada de tinga y un jarrito de 600', 'quítale las tostadas')).toEqual(['1 Jarrito 600 ml']);
    expect(await order('unos tacos de cabeza y una tostada de pata', 'ah ok, nomás la tostada')).toEqual(['1 Tostada de Pata']);
  });

  it('"la tostada sin crema", "el ramen sin cilantro": a dish said with "el/la" and no count is theirs when all its words fit one of theirs', async () => {
    const menu = [
      item('Tostada de Pata', 'Antojitos', 40),
      item('Orden de Tostadas', 'Antojitos', 15),
      item('Ramen de Birria', 'Ramen', 195),
      item('Ramune', 'Bebidas', 60),
      item('Papas Chicas', 'Papas', 35),
      item('Papas Grandes', 'Papas', 50),
    ];
    const order = async (...turns: string[]) => {
      const chat = await openChat({ menu });
      for (const turn of turns) await chat.send(turn);
      return ((await chat.orders.list(chat.restaurant.id)).at(-1)?.items ?? [])
        .map((l) => `${l.quantity} ${l.name}${l.notes ? ` (${l.notes})` : ''}`)
        .sort();
    };
    expect(await order('2 tostadas de pata', 'la tostada sin crema porfa', 'es todo', 'Calle Pino 4', 'sí')).toEqual([
      '2 Tostada de Pata (sin crema)',
    ]);
    expect(
      await order('un ramen de birria y una orden de tostadas', 'es todo', 'Calle Pino 4', 'sí', 'oye el ramen sin cilantro porfa'),
    ).toEqual(['1 Orden de Tostadas', '1 Ramen de Birria (sin cilantro)']);
    // A word theirs lacks names another dish: "mejor las papas grandes".
    expect(await order('unas papas chicas', 'mejor las papas grandes', 'es todo', 'Calle Pino 4', 'sí')).toEqual(['1 Papas Grandes']);
  });

  it('"un helado doble de chocolate y fresa": a lone word after a flavour, that alone would be a question, is a second flavour', async () => {
    const menu = [
      item('Helado Doble', 'Helados', 55, { description: 'Dos bolas, del sabor o sabores que quieras' }),
      item('Fresas con Crema Chicas', 'Especiales', 50),
      item('Fresas con Crema Grandes', 'Especiales', 75),
    ];
    const cart = async (text: string) => {
      const chat = await openChat({ menu });
      await chat.send(text);
      return (await chat.carts.get(chat.restaurant.id, chat.conversation.id))?.lines.map((l) => `${l.quantity} ${l.name} (${l.notes})`);
    };
    expect(await cart('un helado doble de chocolate y fresa')).toEqual(['1 Helado Doble (de chocolate y fresa)']);
    // Named in full it is a dish: the question about its size is asked.
    expect(await cart('un helado doble de chocolate y unas fresas grandes')).toEqual([
      '1 Helado Doble (de chocolate)',
      '1 Fresas con Crema Grandes (null)',
    ]);
  });

  it('"¿De cuál té helado?" → "uno de litro y otro de medio": each part is one of them, a part naming only a size too', async () => {
    const menu = [item('Té Helado 500 ml', 'Bebidas', 30), item('Té Helado 1 L', 'Bebidas', 50), item('Arroz Frito', 'Arroz', 90)];
    for (const answer of ['uno de litro y otro de medio', 'uno chico y otro grande']) {
      const chat = await openChat({ menu });
      for (const turn of ['2 té helado', answer]) await chat.send(turn);
      const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
      expect(cart?.lines.map((l) => `${l.quantity} ${l.name}`).sort(), answer).toEqual(['1 Té Helado 1 L', '1 Té Helado 500 ml']);
      expect(cart?.guards?.pending ?? [], answer).toEqual([]);
    }
  });

  it('"medio litro de helado" → "de mamey": a flavour said alone that another dish\'s description lists is the dish\'s note', async () => {
    const menu = [
      item('Helado Sencillo', 'Helados', 35, { description: 'Una bola. Sabores: vainilla, chocolate, fresa, nuez, mamey y limón' }),
      item('Helado 1/2 Litro', 'Helados', 90, { description: 'Hasta dos sabores' }),
      item('Paleta de Tamarindo', 'Paletas', 25),
    ];
    for (const turns of [
      ['medio litro de helado', 'de mamey'],
      ['medio litro de helado', 'de mamey\ny 3 paletas de tamarindo'],
    ]) {
      const chat = await openChat({ menu });
      for (const turn of turns) await chat.send(turn);
      const lines = (await chat.carts.get(chat.restaurant.id, chat.conversation.id))?.lines ?? [];
      expect(lines.find((l) => l.name === 'Helado 1/2 Litro')?.notes, turns.join(' / ')).toBe('de mamey');
    }
  });

  it('after confirming an order of one dish, "una sin cebolla y otra bien dorada" splits all its units (never cancelling it)', async () => {
    const chat = await openChat({ menu: MENU });
    for (const turn of ['2 tortas ahogadas chicas', 'es todo', 'Calle Pino 4', 'sí', 'una sin cebolla y otra bien dorada'])
      await chat.send(turn);
    const [order] = await chat.orders.list(chat.restaurant.id);
    expect(order?.status).toBe('pending');
    expect(order?.items.map((l) => `${l.quantity} ${l.name} (${l.notes})`).sort()).toEqual([
      '1 Torta Ahogada Chica (bien dorada)',
      '1 Torta Ahogada Chica (sin cebolla)',
    ]);
  });

  it('bursts: "uno con …" / "y otro con …" split the units together; "sin cebolla" / "y sin jitomate" is one note', async () => {
    expect((await play('2 paquetes 1\nuno con horchata\ny otro con jamaica', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Paquete 1 (con horchata)',
      '1 Paquete 1 (con jamaica)',
    ]);
    expect(
      (await play('2 tortas ahogadas chicas\nuna sin cebolla\nla otra con extra aguacate', 'es todo', 'Calle Pino 4', 'sí')).lines,
    ).toEqual(['1 Extra Aguacate', '1 Torta Ahogada Chica', '1 Torta Ahogada Chica (sin cebolla)']);
    expect((await play('una torta ahogada grande\nsin cebolla\ny sin jitomate', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Torta Ahogada Grande (sin cebolla y sin jitomate)',
    ]);
  });

  it('"para la 5 de mayo 210 col. centro": the article of a street named by a number is not its name', async () => {
    const out = await play('una torta ahogada chica para la 5 de mayo 210 col. centro', 'es todo', 'sí');
    expect(out.address).toBe('5 de mayo 210 col. centro');
    expect(out.lines).toEqual(['1 Torta Ahogada Chica']);
  });

  it('"3 tortas, todas sin cebolla" notes every unit; "los de panza sin salsa" names theirs for its note, never a swap', async () => {
    expect((await play('3 tortas ahogadas chicas, todas sin cebolla', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '3 Torta Ahogada Chica (sin cebolla)',
    ]);
    const chat = await openChat({ menu: [item('Taco de Barbacoa', 'Tacos', 30), item('Taco de Panza', 'Tacos', 30)] });
    for (const turn of ['2 tacos de barbacoa y 2 de panza', 'los de panza sin salsa']) await chat.send(turn);
    const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect(cart?.lines.map((l) => `${l.quantity} ${l.name} (${l.notes})`)).toEqual([
      '2 Taco de Barbacoa (null)',
      '2 Taco de Panza (sin salsa)',
    ]);
  });

  it('a combo\'s choice: "pero con agua de tamarindo" in the same message, "que el agua sea de limón" in the next one', async () => {
    const menu = [
      item('Paquete Individual', 'Paquetes', 130, { description: '3 tacos de barbacoa o de panza, consomé chico y agua de 500 ml' }),
      item('Agua de Tamarindo 500 ml', 'Bebidas', 25),
      item('Agua de Tamarindo 1 L', 'Bebidas', 45),
      item('Agua de Limón 1 L', 'Bebidas', 40),
    ];
    const cart = async (...turns: string[]) => {
      const chat = await openChat({ menu });
      for (const turn of turns) await chat.send(turn);
      return (await chat.carts.get(chat.restaurant.id, chat.conversation.id))?.lines.map((l) => `${l.quantity} ${l.name} (${l.notes})`);
    };
    expect(await cart('un paquete individual pero con agua de tamarindo')).toEqual(['1 Paquete Individual (con agua de tamarindo)']);
    expect(await cart('un paquete individual', 'que el agua sea de limon')).toEqual(['1 Paquete Individual (que el agua sea de limon)']);
    // "con un agua … aparte": a drink of its own, and no "con" left as the combo's note.
    expect(await cart('un paquete individual con un agua de limon aparte')).toEqual([
      '1 Paquete Individual (null)',
      '1 Agua de Limón 1 L (null)',
    ]);
    // With a count it is a drink of its own.
    expect(await cart('un paquete individual y un agua de tamarindo de litro')).toEqual([
      '1 Paquete Individual (null)',
      '1 Agua de Tamarindo 1 L (null)',
    ]);
  });

  it('"…, 2 sin cebolla y el resto con todo": the units no part named get the rest\'s note, in one message, later or after confirming', async () => {
    const want = ['2 Torta Ahogada Chica (sin cebolla)', '3 Torta Ahogada Chica (con todo)'];
    expect(
      (await play('5 tortas ahogadas chicas, 2 sin cebolla y el resto con todo', 'es todo', 'Calle Pino 4', 'sí')).lines.sort(),
    ).toEqual(want);
    expect(
      (await play('5 tortas ahogadas chicas', '2 sin cebolla y las demas con todo', 'es todo', 'Calle Pino 4', 'sí')).lines.sort(),
    ).toEqual(want);
    expect(
      (await play('5 tortas ahogadas chicas', 'es todo', 'Calle Pino 4', 'sí', '2 sin cebolla y las demas con todo')).lines.sort(),
    ).toEqual(want);
  });

  it('"¿De cuál pozole?" → "mejor un jarrito grande" drops the pozole; "uno chico y uno grande, el grande sin crema" notes the grande', async () => {
    const chat = await openChat({ menu: MENU });
    for (const turn of ['un pozole rojo', 'mejor un jarrito de 600']) await chat.send(turn);
    const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect(cart?.lines.map((l) => `${l.quantity} ${l.name}`)).toEqual(['1 Jarrito 600 ml']);
    expect(cart?.guards?.pending ?? []).toEqual([]);
    expect((await play('2 pozoles rojos', 'uno chico y uno grande, el grande sin crema', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual([
      '1 Pozole Rojo Chico',
      '1 Pozole Rojo Grande (sin crema)',
    ]);
  });

  it('"una con …" then "la otra sin …" notes the plain one left; "no, eran 4 y uno de …" recounts and adds', async () => {
    expect(
      (await play('2 tortas ahogadas chicas', 'una sin cebolla', 'la otra bien dorada', 'es todo', 'Calle Pino 4', 'sí')).lines,
    ).toEqual(['1 Torta Ahogada Chica (bien dorada)', '1 Torta Ahogada Chica (sin cebolla)']);
    const chat = await openChat({ menu: [item('Taco de Barbacoa', 'Tacos', 30), item('Taco de Panza', 'Tacos', 30)] });
    for (const turn of ['3 tacos de barbacoa', 'no, eran 4 y uno de panza']) await chat.send(turn);
    const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect(cart?.lines.map((l) => `${l.quantity} ${l.name}`)).toEqual(['4 Taco de Barbacoa', '1 Taco de Panza']);
    // "eran de panza" (no count) is still the swap.
    expect((await play('un pozole rojo chico', 'eran verdes', 'es todo', 'Calle Pino 4', 'sí')).lines).not.toContain('1 Pozole Rojo Chico');
  });

  it('"domicilio conocido, San Juan" is an address; "a domicilio" said with an order is no note of the dish', async () => {
    const known = await play('una torta ahogada chica', 'es todo', 'domicilio conocido, San Juan', 'sí');
    expect(known.address).toBe('domicilio conocido, San Juan');
    expect(known.lines).toEqual(['1 Torta Ahogada Chica']);
    const spoken = await play('quiero 2 tortas ahogadas chicas a domicilio para la calle Pino 12', 'sí');
    expect(spoken.lines).toEqual(['2 Torta Ahogada Chica']);
    expect(spoken.address).toBe('calle Pino 12');
  });

  it('answering "¿A qué dirección?", a street word opening the text is an address even without a number', async () => {
    for (const said of ['Calle Hidalgo, frente a la iglesia', 'Av. Juárez, junto al Oxxo']) {
      const out = await play('una torta ahogada chica', 'es todo', said, 'sí');
      expect(out.address, said).toBe(said);
      expect(out.lines, said).toEqual(['1 Torta Ahogada Chica']);
    }
  });

  it('"que una sea sin cebolla" splits the units they have, before or after confirming, never adding one', async () => {
    const want = ['1 Torta Ahogada Chica', '1 Torta Ahogada Chica (sin cebolla)'];
    expect((await play('2 tortas ahogadas chicas', 'que una sea sin cebolla', 'es todo', 'Calle Pino 4', 'sí')).lines).toEqual(want);
    expect((await play('2 tortas ahogadas chicas', 'es todo', 'Calle Pino 4', 'sí', 'que una sea sin cebolla')).lines).toEqual(want);
  });
});
