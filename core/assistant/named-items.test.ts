import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { MenuItem } from '../menu/menu-item.js';
import { MenuMatcher } from './menu-matcher.js';
import { namedItems } from './named-items.js';
import { unansweredItems } from './reply-guard.js';

const matcher = new MenuMatcher();

const menuOf = (...names: string[]): MenuItem[] =>
  names.map((name, i) => ({
    id: `m${i}`,
    restaurantId: 'r1',
    name,
    description: null,
    price: 5000 + i * 100,
    category: 'Platillos',
    ingredients: [],
    available: true,
    synonyms: [],
    optionGroups: [],
    createdAt: new Date(0),
  }));

const named = (text: string, menu: MenuItem[]) => namedItems(text, menu, matcher).map((n) => n.item.name);

describe('which dishes a message names (nothing named is dropped silently)', () => {
  it('does not read a dish from what goes on the one before ("con", "sin")', () => {
    const menu = menuOf('Hamburguesa Clásica', 'Hamburguesa Doble Queso', 'Papas a la Francesa');
    expect(named('una hamburguesa clásica con doble queso', menu)).toEqual(['Hamburguesa Clásica']);
    expect(named('una hamburguesa clasica sin doble queso', menu)).toEqual(['Hamburguesa Clásica']);
    // A whole dish after "con" is still named.
    expect(named('una hamburguesa clasica con unas papas a la francesa', menu)).toEqual(['Hamburguesa Clásica', 'Papas a la Francesa']);
  });

  it('never carries a measure forward to a dish the next part names ("… y una docena de tamales")', () => {
    const menu = menuOf('Empanadas 6 pzas', 'Empanadas 12 pzas', 'Docena de Tamales', 'Refresco 600 ml', 'Refresco 2 L');
    expect(named('unas empanadas de 6 pzas y una docena de tamales', menu)).toEqual(['Empanadas 6 pzas', 'Docena de Tamales']);
    expect(named('unas empanadas de a 6 y una docena de tamales', menu)).not.toContain('Empanadas 12 pzas');
    expect(named('una orden de 6 empanadas y 12 donas', menuOf('Empanadas 6 pzas', 'Media Docena de Donas'))).toEqual(['Empanadas 6 pzas']);
    // a measure alone in the next part is still the dish before: "y uno de 2 litros"
    expect(named('un refresco de 600 ml y uno de 2 litros', menu)).toEqual(['Refresco 600 ml', 'Refresco 2 L']);
  });

  it('reads a name that itself holds "con" across it', () => {
    const menu = menuOf('Café Americano', 'Café con Leche', 'Chilaquiles con Pollo');
    expect(named('un cafe con leche y unos chilaquiles con pollo', menu)).toEqual(['Café con Leche', 'Chilaquiles con Pollo']);
  });

  it('keeps a dish whose words are said together when another shares its head word', () => {
    const menu = menuOf('Hamburguesa Clásica', 'Hamburguesa Doble Queso');
    expect(named('2 hamburguesas clásicas y una doble queso', menu)).toEqual(['Hamburguesa Clásica', 'Hamburguesa Doble Queso']);
    expect(named('hamburguesa doble queso', menu)).toEqual(['Hamburguesa Doble Queso']);
    expect(named('una hamburguesa grande de doble queso', menu)).toEqual(['Hamburguesa Doble Queso']);
  });

  it('does not take a count for the number in a name', () => {
    const menu = menuOf('Combo 1', 'Combo 2', 'Paquete 5 Tacos', 'Taco de Suadero');
    expect(named('2 combos 1', menu)).toEqual(['Combo 1']);
    expect(named('dame el combo 2', menu)).toEqual(['Combo 2']);
    expect(named('5 tacos de suadero', menu)).toEqual(['Taco de Suadero']);
    expect(named('quiero el paquete 5 tacos', menu)).toEqual(['Paquete 5 Tacos']);
  });

  it('does not lend a measure said of one dish to the next one of a list or the next bubble', () => {
    const menu = menuOf('Torta', 'Café 600 ml', 'Torta 600 ml');
    expect(named('1 Café 600 ml\n1 Torta', menu)).toEqual(['Torta', 'Café 600 ml']);
    expect(named('un cafe de 600 ml y una torta', menu)).toEqual(['Torta', 'Café 600 ml']);
    expect(named('una torta de 600 ml', menu)).toEqual(['Torta 600 ml']);
  });

  it('does not join a measure said of one dish to another said far from it', () => {
    const menu = menuOf('Helado 1 Litro', 'Mangonada 1 L', 'Mangonada 500 ml', 'Paleta de Limón');
    const text =
      'hola buenas tardes quiero un litro de helado mitad fresa mitad chocolate y seis paletas de limón y una mangonada de medio litro';
    expect(named(text, menu).sort()).toEqual(['Helado 1 Litro', 'Mangonada 500 ml', 'Paleta de Limón']);
  });

  it('asks about a named dish that is neither in the cart nor in the reply, and only about that one', () => {
    const menu = menuOf('Hamburguesa Clásica', 'Hamburguesa Doble Queso', 'Refresco');
    const cart = {
      lines: [{ menuItemId: 'm0', name: 'Hamburguesa Clásica', quantity: 1, unitPrice: 5000, notes: 'con doble queso' }],
      deliveryAddress: null,
    } as never;
    const facts = { menu, cart, order: null, matcher };
    expect(unansweredItems('una hamburguesa clásica con doble queso', 'Anoté 1 Hamburguesa Clásica.', facts)).toEqual([]);
    expect(unansweredItems('una hamburguesa clásica con doble queso y 2 refrescos', 'Anoté 1 Hamburguesa Clásica.', facts)).toEqual([
      { item: menu[2], quantity: 2 },
    ]);
  });

  it('reads a word one name has exactly as that word, never as a typo of another name ("ramen" is not "Ramune")', () => {
    const menu = menuOf('Ramen Tonkotsu Grande', 'Ramune', 'Té Verde Frío 1 L');
    expect(named('2 ramen tonkotsu grande', menu)).toEqual(['Ramen Tonkotsu Grande']);
    expect(named('una ramun', menu)).toEqual(['Ramune']);
  });

  it('does not ask about a dish taken as the pack of that count ("tres tostadas" held as "Tostadas 3 pzas")', () => {
    const menu = menuOf('Tostada de Ceviche', 'Tostadas de Ceviche 3 pzas', 'Michelada');
    const cart = {
      lines: [{ menuItemId: 'm1', name: 'Tostadas de Ceviche 3 pzas', quantity: 1, unitPrice: 5100, notes: null }],
      deliveryAddress: null,
    } as never;
    const facts = { menu, cart, order: null, matcher };
    expect(unansweredItems('tres tostadas de ceviche', 'Anoté 1 Tostadas de Ceviche 3 pzas.', facts)).toEqual([]);
    // A dish held with more than a measure ("Michelada" is not held by anything) is still asked about.
    expect(unansweredItems('tres tostadas de ceviche y una michelada', 'Anoté 1 Tostadas de Ceviche 3 pzas.', facts)).toEqual([
      { item: menu[2], quantity: 1 },
    ]);
  });

  it('names every dish of an order stated plainly, on any menu ("N <name>" joined by commas and "y")', () => {
    const word = fc.constantFrom(
      'taco',
      'torta',
      'agua',
      'pollo',
      'queso',
      'pastor',
      'verde',
      'roja',
      'grande',
      'doble',
      'especial',
      'mango',
    );
    const name = fc
      .tuple(
        fc.array(word, { minLength: 1, maxLength: 3 }),
        fc.option(fc.constantFrom('1', '2', '500 ml', '1 L', '10 pzas'), { nil: undefined }),
      )
      .map(([ws, n]) => [...new Set(ws)].map((w) => w[0]!.toUpperCase() + w.slice(1)).join(' ') + (n ? ` ${n}` : ''));
    fc.assert(
      fc.property(
        fc.uniqueArray(name, { minLength: 1, maxLength: 8, selector: (n) => n.toLowerCase() }),
        fc.array(fc.nat(), { minLength: 1, maxLength: 4 }),
        fc.array(fc.integer({ min: 1, max: 9 }), { minLength: 4, maxLength: 4 }),
        (names, picks, counts) => {
          const menu = menuOf(...names);
          const ordered = [...new Set(picks.map((p) => menu[p % menu.length]!))];
          const text = ordered
            .map((item, i) => `${counts[i]} ${item.name.toLowerCase()}`)
            .join(', ')
            .replace(/, ([^,]*)$/, ' y $1');
          const found = namedItems(text, menu, matcher).map((n) => n.item);
          // Each ordered dish is named, or one whose name holds all its words (the longer name wins).
          for (const item of ordered) {
            const words = new Set(matcher.itemVariants(item)[0]);
            expect(found.some((f) => f === item || [...words].every((w) => matcher.itemVariants(f)[0]!.includes(w)))).toBe(true);
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});
