import { describe, expect, it } from 'vitest';
import { foldMeasures, foldNameMeasures } from '../../../core/assistant/measures.js';
import { parseOrderLines, wordsOf } from './order-parser.js';
import { MenuMatcher } from '../../../core/assistant/menu-matcher.js';

/** The test's own matcher, as each engine holds one. */
const matcher = new MenuMatcher();

const item = (id: string, name: string, category = 'Comida') => ({ id, name, category, available: true, price: 100 });
const MENU = [
  item('e6', 'Empanadas 6 pzas'),
  item('e12', 'Empanadas 12 pzas'),
  item('j355', 'Jarrito 355 ml', 'Bebidas'),
  item('j600', 'Jarrito 600 ml', 'Bebidas'),
  item('a1', 'Agua de Jamaica 1 L', 'Bebidas'),
  item('a05', 'Agua de Jamaica 1/2 L', 'Bebidas'),
  item('arr', 'Arrachera 300 g'),
  item('carn', 'Carnitas 1 kg'),
  item('carn2', 'Carnitas 1/2 kg'),
  item('tg', 'Torta Ahogada Grande'),
  item('tc', 'Torta Ahogada Chica'),
  item('xa', 'Extra Aguacate', 'Extras'),
  item('ham', 'Hamburguesa Doble Queso'),
  item('hs', 'Hamburguesa Sencilla'),
  item('papas', 'Papas a la Francesa'),
];

const read = (text: string) => parseOrderLines(text, MENU).map((l) => `${l.quantity ?? 1} ${l.candidates.map((c) => c.name).join('/')}`);

describe('measures folded to one word on both sides', () => {
  it('folds volumes, weights and counts', () => {
    expect(foldMeasures('un jarrito de 355ml')).toBe('un jarrito de ml355');
    expect(foldMeasures('la de litro')).toBe('la de ml1000');
    expect(foldMeasures('de medio litro')).toBe('de ml500');
    expect(foldMeasures('litro y medio')).toBe('ml1500');
    expect(foldMeasures('medio kilo de carnitas')).toBe('g500 de carnitas');
    expect(foldMeasures('1/2 kg')).toBe('g500');
    expect(foldMeasures('300 gr')).toBe('g300');
    expect(foldNameMeasures('Empanadas 12 pzas')).toBe('empanadas pz12');
    expect(foldNameMeasures('Tamales docena')).toBe('tamales pz12');
  });

  it('resolves exact names and names with one typo', () => {
    for (const i of MENU) expect(matcher.resolveMenuItem(i.name, MENU)).toMatchObject({ kind: 'found', item: { id: i.id } });
    expect(matcher.resolveMenuItem('hamburgesa doble queso', MENU)).toMatchObject({ kind: 'found', item: { id: 'ham' } });
  });
});

describe('a customer naming an item by its measure', () => {
  it('reads the count as the item, one order', () => {
    expect(read('unas empanadas de 12')).toEqual(['1 Empanadas 12 pzas']);
    expect(read('12 empanadas')).toEqual(['1 Empanadas 12 pzas']);
    expect(read('media docena de empanadas')).toEqual(['1 Empanadas 6 pzas']);
    expect(read('2 empanadas de 6')).toEqual(['2 Empanadas 6 pzas']);
  });

  it('reads volumes, weights and sizes', () => {
    expect(read('un jarrito de 355')).toEqual(['1 Jarrito 355 ml']);
    expect(read('una jamaica de litro')).toEqual(['1 Agua de Jamaica 1 L']);
    expect(read('un agua de jamaica de medio litro')).toEqual(['1 Agua de Jamaica 1/2 L']);
    expect(read('medio kilo de carnitas')).toEqual(['1 Carnitas 1/2 kg']);
    expect(read('2 kilos de carnitas')).toEqual(['2 Carnitas 1 kg']);
    expect(read('una arrachera de 300')).toEqual(['1 Arrachera 300 g']);
    expect(read('2 tortas ahogadas chicas')).toEqual(['2 Torta Ahogada Chica']);
  });

  it('keeps every item of a message and a paid extra as its own line', () => {
    expect(read('2 hamburgesas doble queso y unas papas')).toEqual(['2 Hamburguesa Doble Queso', '1 Papas a la Francesa']);
    expect(read('una hamburguesa sencilla con extra aguacate')).toEqual(['1 Hamburguesa Sencilla', '1 Extra Aguacate']);
  });

  it('never reads a number of an address or a bill as a measure', () => {
    const menu = [...MENU, item('w', 'Agua Natural 500 ml', 'Bebidas')];
    expect(wordsOf('pago con un billete de 500', menu)).not.toContain('ml500');
    expect(wordsOf('Calle Juárez 12, Centro', menu)).not.toContain('pz12');
    expect(wordsOf('un agua de 500', menu)).toContain('ml500');
  });
});

describe('what the customer reads', () => {
  it('never shows a canonical measure word: unknown words and notes keep the units as people write them', () => {
    const unknown = parseOrderLines('un litro de pulque de 2 litros', MENU).map((l) => l.words);
    expect(unknown.join(' ')).not.toMatch(/\b(ml|g|pz|oz)\d+\b/);
    expect(unknown.join(' ')).toMatch(/\b1 L\b/);
    const notes = parseOrderLines('unas empanadas de 6 con salsa de medio litro', MENU).map((l) => l.notes ?? '');
    expect(notes.join(' ')).not.toMatch(/\b(ml|g|pz|oz)\d+\b/);
  });
});

describe('spelling folded to the menu', () => {
  const FOOD = [
    item('cm', 'Chow Mein'),
    item('pn', 'Paleta de Nuez'),
    item('tc', 'Taco de Carnitas'),
    item('cf', 'Café de Olla'),
    item('jg', 'Jugo de Naranja'),
  ];
  const names = (text: string) => parseOrderLines(text, FOOD).map((l) => `${l.quantity ?? 1} ${l.candidates.map((c) => c.name).join('/')}`);

  it('takes a word one typo from a single menu word, a transposition or a sound, as that word', () => {
    expect(names('un chow mien')).toEqual(['1 Chow Mein']);
    expect(names('1 paleta de nues')).toEqual(['1 Paleta de Nuez']);
  });

  it('takes a diminutive as the dish it is made from', () => {
    expect(names('6 taquitos de carnitas')).toEqual(['6 Taco de Carnitas']);
    expect(names('un cafecito de olla y un juguito de naranja')).toEqual(['1 Café de Olla', '1 Jugo de Naranja']);
  });

  it('leaves the conversation’s own words and note adjectives alone', () => {
    expect(parseOrderLines('un cafe de olla calientito porfa', FOOD)[0]?.notes).toBe('calientito');
    expect(names('para llevar un chow mein')).toEqual(['1 Chow Mein']);
  });
});

describe('numbers beside look-alike words', () => {
  const SHOP = [
    item('pa', 'Pollo Agridulce'),
    item('rp', 'Rollos Primavera 2 pzas'),
    item('q', 'Quesillo 250 g'),
    item('c', 'Cecina 250 g'),
    item('t', 'Tejate 500 ml', 'Bebidas'),
  ];
  const read = (text: string) =>
    parseOrderLines(text, SHOP).map(
      (l) => `${l.quantity ?? 1} ${l.candidates.map((c) => c.name).join('/')}${l.notes ? ` (${l.notes})` : ''}`,
    );

  it('a word exactly naming one dish is not a typo of another: "2 pollos" is two Pollo Agridulce', () => {
    expect(read('2 pollos agridulces')).toEqual(['2 Pollo Agridulce']);
  });

  it('"250 de quesillo" is the 250 g item, not 250 of them', () => {
    expect(read('250 g de cecina y 250 de quesillo')).toEqual(['1 Cecina 250 g', '1 Quesillo 250 g']);
  });

  it('"aparte" alone makes no note', () => {
    expect(read('un tejate aparte')).toEqual(['1 Tejate 500 ml']);
  });
});
