import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_MENU } from '../menu/demo-menu.js';
import { resolveMenuItem } from './menu-matcher.js';
import { normalize, similarStems } from './text.js';

const menu = DEMO_MENU.map((item, i) => ({ ...item, id: `i${i}` }));
const accents: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ' };

describe('menu matching', () => {
  it('is case- and accent-insensitive for every menu name', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...menu),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        (item, upper, accent) => {
          const variant = [...item.name]
            .map((ch, i) => {
              const c = accent[i] && accents[ch.toLowerCase()] ? accents[ch.toLowerCase()]! : ch;
              return upper[i] ? c.toUpperCase() : c.toLowerCase();
            })
            .join('');
          expect(normalize(variant)).toBe(normalize(item.name).replace(/ñ/g, 'n'));
          const found = resolveMenuItem(variant, menu);
          expect(found.kind === 'found' && found.item.id).toBe(item.id);
        },
      ),
    );
  });

  it('understands plurals, typos and loose names', () => {
    const name = (q: string) => {
      const r = resolveMenuItem(q, menu);
      return r.kind === 'found' ? r.item.name : r.kind;
    };
    expect(name('pizzas hawaianas')).toBe('Pizza Hawaiana');
    expect(name('orchata')).toBe('Agua de Horchata');
    expect(name('tacos de pastor')).toBe('Tacos al Pastor');
    expect(name('peperoni')).toBe('Pizza Pepperoni');
    expect(name('pizza')).toBe('ambiguous');
    expect(name('pozole')).toBe('none');
  });

  it('never lets short words drift into other short words', () => {
    expect(similarStems('para', 'papa')).toBe(false);
    expect(similarStems('plan', 'flan')).toBe(false);
    expect(similarStems('hawaina', 'hawaiana')).toBe(true);
  });

  it('matches only on distinguishing words: one shared word is not the product', () => {
    const shop = [
      { id: 'a', name: 'Torta de Milanesa' },
      { id: 'b', name: 'Torta Cubana' },
      { id: 'c', name: 'Coca-Cola', synonyms: ['coca'] },
      { id: 'd', name: 'Pizza 4 Quesos' },
      { id: 'e', name: 'Latte' },
      { id: 'f', name: 'Latte de Vainilla' },
      { id: 'g', name: 'Agua del Día', synonyms: ['agua fresca'] },
    ];
    const kind = (q: string) => {
      const r = resolveMenuItem(q, shop);
      return r.kind === 'found'
        ? r.item.name
        : r.kind === 'ambiguous'
          ? r.candidates.map((c) => c.name)
          : `none: ${r.suggestions.map((c) => c.name).join(', ')}`;
    };
    expect(kind('torta de jamón')).toBe('none: Torta Cubana, Torta de Milanesa');
    expect(kind('coca light')).toBe('none: Coca-Cola');
    expect(kind('torta')).toEqual(['Torta de Milanesa', 'Torta Cubana']);
    expect(kind('tortas cubanas')).toBe('Torta Cubana');
    expect(kind('coca')).toBe('Coca-Cola');
    expect(kind('pizza cuatro quesos')).toBe('Pizza 4 Quesos');
    expect(kind('lattes')).toBe('Latte');
    expect(kind('latte vainilla')).toBe('Latte de Vainilla');
    expect(kind('aguas frescas')).toBe('Agua del Día');
  });
});
