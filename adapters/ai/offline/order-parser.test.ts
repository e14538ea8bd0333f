import { describe, expect, it } from 'vitest';
import { DEMO_MENU } from '../../../core/menu/demo-menu.js';
import { extractDeliveryDetails } from './delivery-details.js';
import { parseOrderLines } from './order-parser.js';

const parse = (text: string) =>
  parseOrderLines(
    text,
    DEMO_MENU.map((item, i) => ({ ...item, id: `i${i}` })),
  ).map((l) => ({ items: l.candidates.map((c) => c.name), quantity: l.quantity, notes: l.notes }));

describe('parseOrderLines', () => {
  it('reads several products with their quantities', () => {
    expect(parse('2 tacos al pastor y una horchata')).toEqual([
      { items: ['Tacos al Pastor'], quantity: 2, notes: null },
      { items: ['Agua de Horchata'], quantity: 1, notes: null },
    ]);
    expect(parse('me das media docena de tacos de pastor, un par de sopes y una docena de churros').map((l) => l.quantity)).toEqual([
      6, 2, 12,
    ]);
    expect(parse('tacos al pastor x3')[0]!.quantity).toBe(3);
  });

  it('attaches notes to the right line', () => {
    expect(parse('2 tacos de suadero sin cebolla y sin cilantro, y una jamaica')).toEqual([
      { items: ['Tacos de Suadero'], quantity: 2, notes: 'sin cebolla y sin cilantro' },
      { items: ['Agua de Jamaica'], quantity: 1, notes: null },
    ]);
    expect(parse('una gringa con extra queso y una pizza hawaiana bien dorada').map((l) => l.notes)).toEqual([
      'extra queso',
      'bien dorada',
    ]);
  });

  it('keeps ambiguous mentions ambiguous, and tolerates typos and plurals', () => {
    expect(parse('una pizza')[0]!.items).toHaveLength(3);
    expect(parse('2 PIZZAS HAWAIANAS')[0]!.items).toEqual(['Pizza Hawaiana']);
    expect(parse('una piza peperoni')[0]!.items).toEqual(['Pizza Pepperoni']);
  });

  it('does not read a number that belongs to a name as a quantity', () => {
    const menu = [
      { id: 'a', name: 'Pizza Cuatro Quesos' },
      { id: 'b', name: 'Quesadilla de Queso' },
    ];
    expect(parseOrderLines('una pizza cuatro quesos', menu).map((l) => [l.candidates.map((c) => c.name), l.quantity])).toEqual([
      [['Pizza Cuatro Quesos'], 1],
    ]);
  });
});

describe('parseOrderLines against a menu edited between messages', () => {
  it('reads the words of the menu it is given now: renamed items, new synonyms, split words', () => {
    const names = (text: string, menu: { id: string; name: string; synonyms?: string[] }[]) =>
      parseOrderLines(text, menu).map((l) => l.candidates.map((c) => c.name));
    const menu = [
      { id: 'a', name: 'Aguachile Verde', synonyms: [] as string[] },
      { id: 'b', name: 'Tostada de Ceviche', synonyms: [] as string[] },
    ];
    expect(names('2 agua chile verde', menu)).toEqual([['Aguachile Verde']]);
    expect(names('una tostada', menu)).toEqual([['Tostada de Ceviche']]);
    // Renamed in place, in the same array.
    menu[0]!.name = 'Camarones Verdes';
    expect(names('2 agua chile verde', menu)).not.toEqual([['Camarones Verdes']]);
    expect(names('2 camarones verdes', menu)).toEqual([['Camarones Verdes']]);
    // A synonym added in place.
    expect(names('un aguachile', menu)).toEqual([[]]);
    menu[0]!.synonyms.push('aguachile');
    expect(names('un aguachile', menu)).toEqual([['Camarones Verdes']]);
    // Read anew as new objects, with the old name back.
    const reread = structuredClone(menu).map((i) => (i.id === 'a' ? { ...i, name: 'Aguachile Verde', synonyms: [] } : i));
    expect(names('2 agua chile verde', reread)).toEqual([['Aguachile Verde']]);
    expect(names('2 camarones verdes', reread)).not.toEqual([['Camarones Verdes']]);
  });
});

describe('extractDeliveryDetails', () => {
  it('finds addresses and names in the usual phrasings', () => {
    expect(extractDeliveryDetails('mi dirección es Av. Insurgentes Sur 1602, depto 4').address).toBe('Av. Insurgentes Sur 1602, depto 4');
    expect(extractDeliveryDetails('mándalo a Calle Durango 200, Roma Norte porfa').address).toBe('Calle Durango 200, Roma Norte');
    expect(extractDeliveryDetails('Calle Atlixco 40, Condesa, a nombre de Juan Pérez')).toMatchObject({
      address: 'Calle Atlixco 40, Condesa',
      name: 'Juan Pérez',
    });
    expect(extractDeliveryDetails('quiero 2 tacos al pastor a Calle Roble 23').rest).toBe('quiero 2 tacos al pastor');
    expect(extractDeliveryDetails('2 tacos al pastor').address).toBeNull();
  });
});

describe('an address is read from whole words only', () => {
  it('"elotes enteros" holds "es en" and is no address', async () => {
    const { extractDeliveryDetails } = await import('./delivery-details.js');
    expect(extractDeliveryDetails('5 elotes enteros y 5 aguas').address).toBeNull();
    expect(extractDeliveryDetails('2 elotes, es en la Morelos 45').address).toBe('Morelos 45');
  });
});

describe('a name said with the order', () => {
  it('takes only the capitalised words after "soy" as the name and leaves the order in the message', async () => {
    const { extractDeliveryDetails } = await import('./delivery-details.js');
    const paola = extractDeliveryDetails('hola soy Paola quiero cuatro dogos a la calle Monteverde 330');
    expect(paola).toMatchObject({ name: 'Paola', address: 'calle Monteverde 330' });
    expect(paola.rest).toContain('quiero cuatro dogos');
    expect(extractDeliveryDetails('buenas noches soy Mariana quiero dos pollos')).toMatchObject({ name: 'Mariana' });
    expect(extractDeliveryDetails('2 tacos a nombre de Juan Pérez').name).toBe('Juan Pérez');
  });
});
