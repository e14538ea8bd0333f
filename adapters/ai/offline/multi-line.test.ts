import { describe, expect, it } from 'vitest';
import { openChat } from '../../../eval/harness.js';

/**
 * A run of bubbles sent while the reply was in progress reaches the engine as one message of
 * several lines (core/conversations/process-inbound.ts joins them with "\n"). Each case is what
 * the customer sees in their cart afterwards, as a person reading the bubbles would take it.
 */
type Seen = { name: string; quantity: number; notes?: string };

async function afterRun(bubbles: string[], before: string[] = []) {
  const chat = await openChat();
  for (const text of before) await chat.send(text);
  const out = await chat.send(bubbles.join('\n'));
  const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
  const lines = (cart?.lines ?? []).map((l) => ({ name: l.name, quantity: l.quantity, ...(l.notes ? { notes: l.notes } : {}) }));
  return { chat, out, lines, address: cart?.deliveryAddress ?? null };
}

const cases: { bubbles: string[]; before?: string[]; cart: Seen[]; address?: string; reply?: RegExp; not?: RegExp }[] = [
  // The runs measured in the brief.
  { bubbles: ['3 de bistec', 'no, mejor 2'], cart: [{ name: 'Taco de Bistec', quantity: 2 }], not: /1 Taco de Bistec|3 Taco/ },
  { bubbles: ['una orden de pastor', 'bueno que sean 2'], cart: [{ name: 'Taco al Pastor', quantity: 2 }] },
  {
    bubbles: ['me das 3 de bistec', 'no mejor 2', 'y una coca'],
    cart: [{ name: 'Taco de Bistec', quantity: 2 }],
    reply: /No manejamos "coca"/,
  },
  {
    bubbles: ['2 pastor', '1 horchata', 'para llevar a calle roble 12'],
    cart: [
      { name: 'Taco al Pastor', quantity: 2 },
      { name: 'Agua de Horchata', quantity: 1 },
    ],
    address: 'calle roble 12',
    not: /No manejamos/,
  },
  { bubbles: ['quiero 2 tacos al pastor', 'sin cebolla porfa'], cart: [{ name: 'Taco al Pastor', quantity: 2, notes: 'sin cebolla' }] },
  {
    bubbles: ['hola', 'quiero 2 tacos al pastor', 'y una horchata'],
    cart: [
      { name: 'Taco al Pastor', quantity: 2 },
      { name: 'Agua de Horchata', quantity: 1 },
    ],
    reply: /^\[PRUEBA\] ¡Hola!/,
  },
  // Written the way customers text: no accents, shorthands, "nel", "q sean", "ps".
  { bubbles: ['3 pastor', 'nel mejor 4'], cart: [{ name: 'Taco al Pastor', quantity: 4 }] },
  // A bubble that only opens a correction ("no espera", "espera", "no perdón") before "mejor <another dish>" replaces the dish before.
  { bubbles: ['2 gringas', 'no espera', 'mejor 2 de pastor'], cart: [{ name: 'Taco al Pastor', quantity: 2 }] },
  { bubbles: ['una horchata', 'espera', 'mejor una de jamaica'], cart: [{ name: 'Agua de Jamaica', quantity: 1 }] },
  { bubbles: ['2 pastor', 'q sean 3 ps'], cart: [{ name: 'Taco al Pastor', quantity: 3 }], not: /Anoté 2/ },
  {
    bubbles: ['3 de pastor', 'y 2 de bistec', 'no mejor 1 de bistec'],
    cart: [
      { name: 'Taco al Pastor', quantity: 3 },
      { name: 'Taco de Bistec', quantity: 1 },
    ],
  },
  {
    bubbles: ['kiero 2 gringas', 'a la calle hidalgo 45 col centro'],
    cart: [{ name: 'Gringa', quantity: 2 }],
    address: 'calle hidalgo 45 col centro',
  },
  {
    bubbles: ['3 pastor', 'mandamelo a av juarez 120 depto 3'],
    cart: [{ name: 'Taco al Pastor', quantity: 3 }],
    address: 'av juarez 120 depto 3',
  },
  // A bubble opening with "con" after a dish is that dish's note (a combo's drink), not a new dish.
  { bubbles: ['quiero 2 gringas', 'con salsa verde'], cart: [{ name: 'Gringa', quantity: 2, notes: 'con salsa verde' }] },
  // "siempre no …" in a later bubble takes back what an earlier one ordered.
  { bubbles: ['2 gringas', 'y una horchata', 'siempre no la horchata'], cart: [{ name: 'Gringa', quantity: 2 }], not: /Horchata/ },
  // An address split over bubbles is one address; a yes or a dish after it is not part of it.
  {
    bubbles: ['2 gringas', 'calle Pavo 230', 'Centro', 'es un zaguán verde'],
    cart: [{ name: 'Gringa', quantity: 2 }],
    address: 'calle Pavo 230, Centro, es un zaguán verde',
  },
  {
    bubbles: ['calle Pavo 230', 'San Mateo', 'y 2 gringas'],
    cart: [{ name: 'Gringa', quantity: 2 }],
    address: 'calle Pavo 230, San Mateo',
  },
  { bubbles: ['2 de bistec', 'no mejor 1', 'sin cebolla'], cart: [{ name: 'Taco de Bistec', quantity: 1, notes: 'sin cebolla' }] },
  { bubbles: ['2 tacos', 'de pastor porfa'], cart: [{ name: 'Taco al Pastor', quantity: 2 }] },
  {
    bubbles: ['buenas tardes', 'me regalas 2 de suadero', 'uno sin cebolla'],
    cart: [
      { name: 'Taco de Suadero', quantity: 1 },
      { name: 'Taco de Suadero', quantity: 1, notes: 'sin cebolla' },
    ],
  },
  {
    bubbles: ['2 de pastor y una horchata', 'nel, ya no quiero la horchata'],
    cart: [{ name: 'Taco al Pastor', quantity: 2 }],
  },
  { bubbles: ['tienen horchata?', 'va, dame 2'], cart: [{ name: 'Agua de Horchata', quantity: 2 }] },
  {
    bubbles: ['2 tacos', 'y una horchata'],
    cart: [{ name: 'Agua de Horchata', quantity: 1 }],
    reply: /¿De cuál taco/,
  },
  // What was already in the cart stays; the correction touches only what the run ordered.
  {
    before: ['2 de bistec'],
    bubbles: ['y 3 de pastor', 'no, mejor 2'],
    cart: [
      { name: 'Taco de Bistec', quantity: 2 },
      { name: 'Taco al Pastor', quantity: 2 },
    ],
  },
  { before: ['1 de pastor'], bubbles: ['otro de pastor', 'no mejor q sean 3'], cart: [{ name: 'Taco al Pastor', quantity: 3 }] },
];

describe('OfflineLanguageModel reading a run of bubbles joined in one message', () => {
  for (const c of cases) {
    it(`${c.before ? `${c.before.join(' / ')} then ` : ''}${c.bubbles.join(' / ')}`, async () => {
      const { out, lines, address } = await afterRun(c.bubbles, c.before);
      expect(lines, out.reply).toEqual(c.cart);
      if (c.address) expect(address).toBe(c.address);
      if (c.reply) expect(out.reply).toMatch(c.reply);
      if (c.not) expect(out.reply).not.toMatch(c.not);
    });
  }

  it('asks where to deliver after "es todo", then confirms the order', async () => {
    const { chat, out } = await afterRun(['2 gringas', 'es todo']);
    expect(out.reply).toMatch(/Anoté 2 Gringa/);
    expect(out.reply).toMatch(/dirección/);
    expect((await chat.send('calle morelos 12')).reply).toMatch(/confirmo/i);
    const done = await chat.send('si');
    expect(done.order).toMatchObject({
      deliveryAddress: 'calle morelos 12',
      items: [expect.objectContaining({ name: 'Gringa', quantity: 2 })],
    });
  });

  it('takes a whole order in one run: greeting, notes, address, name and confirmation', async () => {
    const { out } = await afterRun([
      'hola buenas',
      'me das 2 de pastor sin piña',
      'y 1 agua de jamaica',
      'a la calle hidalgo 45 col centro',
      'a nombre de Lupita',
      'confirmo',
    ]);
    expect(out.order).toMatchObject({
      deliveryAddress: 'calle hidalgo 45 col centro',
      customerName: 'Lupita',
      items: [
        expect.objectContaining({ name: 'Taco al Pastor', quantity: 2, notes: 'sin pina' }),
        expect.objectContaining({ name: 'Agua de Jamaica', quantity: 1 }),
      ],
    });
  });

  it('keeps a pending choice open across lines and answers it on the next message', async () => {
    const { chat } = await afterRun(['2 tacos', 'y una horchata']);
    await chat.send('de pastor');
    const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect(cart?.lines.map((l) => `${l.quantity} ${l.name}`).sort()).toEqual(['1 Agua de Horchata', '2 Taco al Pastor']);
  });

  it('answers a question in the run besides taking the order', async () => {
    const { out, lines } = await afterRun(['2 pastor', 'aceptan tarjeta?']);
    expect(lines).toEqual([{ name: 'Taco al Pastor', quantity: 2 }]);
    expect(out.reply).toMatch(/Anoté 2 Taco al Pastor/);
    expect(out.reply).toMatch(/tarjeta/);
  });
});

describe('a run of bubbles after the order is confirmed', () => {
  it('amends the pending order with the corrected quantity and the note', async () => {
    const chat = await openChat();
    for (const text of ['2 de pastor y una horchata', 'calle hidalgo 45', 'si']) await chat.send(text);
    const out = await chat.send(['y 2 de bistec', 'no mejor 1', 'sin cebolla'].join('\n'));
    expect(out.reply).toMatch(/actualicé tu pedido confirmado/);
    const [order] = await chat.orders.list(chat.restaurant.id);
    expect(order?.items.map((i) => `${i.quantity} ${i.name}${i.notes ? ` (${i.notes})` : ''}`)).toEqual([
      '2 Taco al Pastor',
      '1 Agua de Horchata',
      '1 Taco de Bistec (sin cebolla)',
    ]);
  });
});

describe('a change of size names the dish it replaces', () => {
  it('"mejor las papas grandes" after ordering chicas and then churros replaces the papas, not the churros', async () => {
    const chat = await openChat({
      menu: [
        { name: 'Papas Chicas', category: 'Snacks', price: 3500 },
        { name: 'Papas Grandes', category: 'Snacks', price: 5500 },
        { name: 'Churros 3 pzas', category: 'Postres', price: 3500 },
      ],
    });
    await chat.send('unas papas chicas y unos churros de 3');
    await chat.send('mejor las papas grandes');
    const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect(cart?.lines.map((l) => `${l.quantity} ${l.name}`).sort()).toEqual(['1 Churros 3 pzas', '1 Papas Grandes']);
  });
});

describe('what a dish includes, then "dame uno con …"', () => {
  it('answers "¿qué trae el paquete?" without adding it, then takes "dame uno con horchata" with the note', async () => {
    const chat = await openChat({
      menu: [
        {
          name: 'Paquete Pozolero',
          category: 'Paquetes',
          price: 15000,
          description: 'Pozole chico, 2 tostadas y un agua (horchata o jamaica)',
        },
        { name: 'Agua de Horchata 1 L', category: 'Bebidas', price: 4000 },
      ],
    });
    const asked = await chat.send('qué trae el paquete pozolero?');
    expect(asked.reply).toMatch(/Pozole chico/);
    expect((await chat.carts.get(chat.restaurant.id, chat.conversation.id))?.lines ?? []).toEqual([]);
    await chat.send('ok, dame uno con horchata');
    const cart = await chat.carts.get(chat.restaurant.id, chat.conversation.id);
    expect(cart?.lines.map((l) => `${l.quantity} ${l.name} (${l.notes})`)).toEqual(['1 Paquete Pozolero (con horchata)']);
  });
});
