import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { DEMO_MENU } from '../menu/demo-menu.js';
import { MenuMatcher, type Matchable } from './menu-matcher.js';
import { normalize, soundOf } from './text.js';

/** The matcher of the first tests, as the assistant holds one for its life. */
const matcher = new MenuMatcher();
const menu = DEMO_MENU.map((item, i) => ({ ...item, id: `i${i}` }));
const accents: Record<string, string> = { a: 'á', e: 'é', i: 'í', o: 'ó', u: 'ú', n: 'ñ' };

describe('menu matching', () => {
  it('"ph" is said "f" ("filadelfia" is "Philadelphia"); words that are keys of plain objects ("constructor") are words', () => {
    const m = new MenuMatcher();
    const items = ['Rollo Philadelphia', 'Rollo California', 'Torta Constructor'].map((name, i) => ({ id: `s${i}`, name }));
    const found = m.resolveMenuItem('rollo filadelfia', items);
    expect(found.kind === 'found' && found.item.name).toBe('Rollo Philadelphia');
    const torta = m.resolveMenuItem('torta constructor', items);
    expect(torta.kind === 'found' && torta.item.name).toBe('Torta Constructor');
    expect(m.contentStems('Crédito Constructor toString')).toEqual(['credito', 'constructor', 'tostring']);
  });

  it('reads the English words of a menu as Mexicans write them from their sound ("baget", "smuti", "rap vegui")', () => {
    const m = new MenuMatcher();
    const items = ['Baguette Pavo Chipotle', 'Smoothie Mango 16 oz', 'Wrap Veggie', 'Wrap de Pollo', 'Hamburguesa Doble'].map(
      (name, i) => ({
        id: `b${i}`,
        name,
      }),
    );
    const named = (query: string) => {
      const found = m.resolveMenuItem(query, items);
      return found.kind === 'found' ? found.item.name : found.kind;
    };
    expect(named('baget de pavo chipotle')).toBe('Baguette Pavo Chipotle');
    expect(named('smuti de mango')).toBe('Smoothie Mango 16 oz');
    expect(named('rap vegui')).toBe('Wrap Veggie');
    expect(named('hamburgesa dobel')).toBe('Hamburguesa Doble');
    // "rap" alone is still either wrap.
    expect(named('rap')).toBe('ambiguous');
  });

  it('reads names as they are said: "esmuti", "espagueti", "fetuchini", "capuchino", "estiky", "bolios"', () => {
    const m = new MenuMatcher();
    const names = ['Smoothie Verde Grande', 'Spaghetti Carbonara', 'Fettuccine Alfredo', 'Cappuccino 12 oz', 'Mango Sticky Rice'];
    const items = [...names, 'Bolsa 10 Bolillos', 'Tortas de Jamón', 'Sopa de Tortilla'].map((name, i) => ({ id: `p${i}`, name }));
    const named = (query: string) => {
      const found = m.resolveMenuItem(query, items);
      return found.kind === 'found' ? found.item.name : found.kind;
    };
    expect(named('esmuti verde grande')).toBe('Smoothie Verde Grande');
    expect(named('espagueti carbonara')).toBe('Spaghetti Carbonara');
    expect(named('espageti')).toBe('Spaghetti Carbonara');
    expect(named('fetuchini alfredo')).toBe('Fettuccine Alfredo');
    expect(named('capuchino')).toBe('Cappuccino 12 oz');
    expect(named('mango estiky rice')).toBe('Mango Sticky Rice');
    expect(named('bolsa de bolios')).toBe('Bolsa 10 Bolillos');
    expect(named('sopa de tortia')).toBe('Sopa de Tortilla');
    // Words of Spanish keep their own sound: "tortas" is not "tortillas"; "kesadias" is quesadillas.
    expect(named('tortas de jamon')).toBe('Tortas de Jamón');
    expect(soundOf('quesadillas')).toBe(soundOf('kesadias'));
  });

  it('reads a leading ex before a consonant as es, said s ("expreso", "estra"), and the English "ew" as u ("cold bru")', () => {
    const m = new MenuMatcher();
    const names = ['Espresso Doble', 'Cold Brew 500 ml', 'Extra Queso', 'Café Americano', 'Taco de Chorizo', 'Mixiote de Carnero'];
    const items = names.map((name, i) => ({ id: `x${i}`, name }));
    const named = (query: string) => {
      const found = m.resolveMenuItem(query, items);
      return found.kind === 'found' ? found.item.name : found.kind;
    };
    expect(named('expreso doble')).toBe('Espresso Doble');
    expect(named('cold bru')).toBe('Cold Brew 500 ml');
    expect(named('estra queso')).toBe('Extra Queso');
    expect(named('extra queso')).toBe('Extra Queso');
    // "x" before a vowel keeps its letter.
    expect(named('mixiote')).toBe('Mixiote de Carnero');
  });

  it('a request naming a category by a word no dish of it has ("crepa dulce") is a choice among that category', () => {
    const m = new MenuMatcher();
    const items = [
      { id: 'c0', name: 'Crepa de Nutella', category: 'Crepas dulces' },
      { id: 'c1', name: 'Crepa de Cajeta con Nuez', category: 'Crepas dulces' },
      { id: 'c2', name: 'Crepa de Jamón y Queso', category: 'Crepas saladas' },
      { id: 'c3', name: 'Paquete Dulce', category: 'Paquetes', description: 'Crepa de Nutella y un capuchino' },
      { id: 'r0', name: 'Ramen Miso', category: 'Ramen' },
      { id: 'r1', name: 'Ramen Tonkotsu', category: 'Ramen' },
      { id: 'r2', name: 'Ramune 200 ml', category: 'Bebidas' },
    ];
    const dulce = m.resolveMenuItem('crepa dulce', items);
    expect(dulce.kind === 'ambiguous' && dulce.candidates.map((i) => i.name)).toEqual(['Crepa de Nutella', 'Crepa de Cajeta con Nuez']);
    // A dish said in full, or a word its names have, is read as before.
    const paquete = m.resolveMenuItem('paquete dulce', items);
    expect(paquete.kind === 'found' && paquete.item.name).toBe('Paquete Dulce');
    const ramune = m.resolveMenuItem('ramune', items);
    expect(ramune.kind === 'found' && ramune.item.name).toBe('Ramune 200 ml');
    expect(m.resolveMenuItem('crepa', items).kind).toBe('ambiguous');
  });

  it('a typo that fits a dish is the dish, not a category it is also one letter from ("pastr" is pastor, not "Postres")', () => {
    const m = new MenuMatcher();
    const items = [
      { id: 't0', name: 'Taco al Pastor', category: 'Tacos' },
      { id: 't1', name: 'Taco de Suadero', category: 'Tacos' },
      { id: 'p0', name: 'Flan Napolitano', category: 'Postres' },
      { id: 'p1', name: 'Pay de Queso', category: 'Postres' },
    ];
    const pastr = m.resolveMenuItem('pastr', items);
    expect(pastr.kind === 'found' && pastr.item.name).toBe('Taco al Pastor');
    // The category said right, or with a typo that fits no dish, is still the choice among its dishes.
    for (const said of ['postre', 'postres', 'postr']) {
      const family = m.resolveMenuItem(said, items);
      expect(family.kind === 'ambiguous' && family.candidates.map((i) => i.name), said).toEqual(['Flan Napolitano', 'Pay de Queso']);
    }
  });

  it('on generated menus, "<dish> <kind>" is the choice among the dishes filed under "<Dishes> <kind>" (fast-check)', () => {
    const heads = ['Crepa', 'Torta', 'Pizza', 'Gordita', 'Malteada', 'Ensalada', 'Bowl', 'Tamal'];
    const kinds = ['Dulces', 'Saladas', 'Clásicas', 'Especiales', 'Picantes', 'Frías', 'Calientes'];
    const fillings = ['Nutella', 'Jamón', 'Pollo', 'Cajeta', 'Chorizo', 'Fresa', 'Atún', 'Mole', 'Rajas', 'Queso'];
    const arb = fc.record({
      head: fc.constantFrom(...heads),
      kinds: fc.uniqueArray(fc.constantFrom(...kinds), { minLength: 2, maxLength: 3 }),
      fillings: fc.uniqueArray(fc.constantFrom(...fillings), { minLength: 4, maxLength: 8 }),
    });
    fc.assert(
      fc.property(arb, ({ head, kinds: ks, fillings: fs }) => {
        const m = new MenuMatcher();
        const items = fs.map((f, i) => ({ id: `d${i}`, name: `${head} de ${f}`, category: `${head}s ${ks[i % ks.length]}` }));
        // A combo named by the kind, whose description holds the dish's word: what the request must not become.
        const kind = ks[0]!;
        const combo = {
          id: 'p0',
          name: `Paquete ${kind.replace(/s$/, '')}`,
          category: 'Paquetes',
          description: `${head} de ${fs[0]} y un café`,
        };
        const menu = [...items, combo];
        const family = items.filter((i) => i.category === `${head}s ${kind}`).map((i) => i.name);
        const found = m.resolveMenuItem(`${head.toLowerCase()} ${kind.replace(/s$/, '').toLowerCase()}`, menu);
        if (family.length > 1) expect(found.kind === 'ambiguous' && found.candidates.map((i) => i.name)).toEqual(family);
        // The combo said by its name is still the combo.
        const named = m.resolveMenuItem(combo.name.toLowerCase(), menu);
        expect(named.kind === 'found' && named.item.name).toBe(combo.name);
      }),
      { numRuns: 150 },
    );
  });

  it('reads hu / gu / w before a vowel as one sound: "webos", "guevos", "warache", "wacamole", "awa de wayaba", "sanguich"', () => {
    const m = new MenuMatcher();
    const names = ['Huevos Rancheros', 'Huarache de Bistec', 'Guacamole', 'Agua de Guayaba', 'Sandwich de Pavo', 'Chueco de Cajeta'];
    const items = names.map((name, i) => ({ id: `w${i}`, name }));
    const named = (query: string) => {
      const found = m.resolveMenuItem(query, items);
      return found.kind === 'found' ? found.item.name : found.kind;
    };
    expect(named('webos rancheros')).toBe('Huevos Rancheros');
    expect(named('guevos rancheros')).toBe('Huevos Rancheros');
    expect(named('warache de bistec')).toBe('Huarache de Bistec');
    expect(named('wacamole')).toBe('Guacamole');
    expect(named('awa de wayaba')).toBe('Agua de Guayaba');
    expect(named('sanguich de pavo')).toBe('Sandwich de Pavo');
    // The h of "ch" is no h: "chueco" stays itself.
    expect(named('chueco')).toBe('Chueco de Cajeta');
    expect(m.contentStems('chueco huevo')).toEqual(['chueco', 'guevo']);
  });

  it('a word cut short ("capu", "refre", "hamb") is the one word of the menu it begins, never one of two', () => {
    const m = new MenuMatcher();
    const names = ['Capuchino 12 oz', 'Refresco 600 ml', 'Hamburguesa Doble', 'Champurrado', 'Champiñones al Ajillo', 'Cocada'];
    const items = names.map((name, i) => ({ id: `a${i}`, name }));
    const named = (query: string) => {
      const found = m.resolveMenuItem(query, items);
      return found.kind === 'found' ? found.item.name : found.kind;
    };
    expect(named('capu')).toBe('Capuchino 12 oz');
    expect(named('kapu')).toBe('Capuchino 12 oz');
    expect(named('refre')).toBe('Refresco 600 ml');
    expect(named('hamb doble')).toBe('Hamburguesa Doble');
    // "champ" begins champurrado and champiñones: no one's; "coca" is a word, two letters short of "Cocada".
    expect(named('champ')).toBe('none');
    expect(named('coca')).toBe('none');
    // Three letters are no abbreviation; a word of the menu is itself.
    expect(named('cap')).toBe('none');
    expect(named('cocada')).toBe('Cocada');
  });

  it('on generated menus, a name with one word cut short (≥ 4 letters kept, ≥ 3 left out) still names its dish (fast-check)', () => {
    const heads = ['Hamburguesa', 'Capuchino', 'Quesadilla', 'Enchiladas', 'Chilaquiles', 'Refresco', 'Malteada', 'Croissant', 'Baguette'];
    const fillings = [
      'Chorizo',
      'Champiñones',
      'Chipotle',
      'Cochinita',
      'Vainilla',
      'Mantequilla',
      'Hawaiana',
      'Suadero',
      'Pollo',
      'Rajas',
    ];
    const arb = fc.record({
      names: fc.uniqueArray(
        fc.tuple(fc.constantFrom(...heads), fc.constantFrom(...fillings)).map(([h, f]) => `${h} de ${f}`),
        { minLength: 2, maxLength: 8 },
      ),
      pick: fc.nat(),
      word: fc.boolean(),
      keep: fc.nat(),
    });
    fc.assert(
      fc.property(arb, ({ names, pick, word, keep }) => {
        const m = new MenuMatcher();
        const menu = names.map((name, i) => ({ id: `g${i}`, name }));
        const name = names[pick % names.length]!;
        const [head, , filling] = name.split(' ');
        const full = (word ? head : filling)!.toLowerCase();
        // Cut as matching reads words: singular, without a final e ("chipotl").
        const stemmed = m.contentStems(full)[0]!;
        if (stemmed.length < 7) return;
        const cut = stemmed.slice(0, 4 + (keep % (stemmed.length - 6)));
        // A cut ending in s or e is read as a plural ("ques" → "que"): a different word.
        if (m.contentStems(cut)[0] !== cut) return;
        const query = name.toLowerCase().replace(full, cut);
        // Only a cut no other word of the menu begins is an abbreviation.
        const begins = new Set(names.flatMap((n) => m.contentStems(n)).filter((w) => w.startsWith(cut)));
        if (begins.size !== 1) return;
        const found = m.resolveMenuItem(query, menu);
        const candidates =
          found.kind === 'found' ? [found.item.name] : found.kind === 'ambiguous' ? found.candidates.map((i) => i.name) : [];
        expect(candidates, query).toContain(name);
      }),
      { numRuns: 300 },
    );
  });

  it('a word one name has exactly is never read as a typo of another name\'s word ("ramune" is not "ramen")', () => {
    const m = new MenuMatcher();
    const items = ['Ramune 200 ml', 'Ramen Miso Grande', 'Ramen Tonkotsu Chico'].map((name, i) => ({ id: `r${i}`, name }));
    const found = m.resolveMenuItem('ramune', items);
    expect(found.kind === 'found' && found.item.name).toBe('Ramune 200 ml');
    // A real typo still matches.
    const typo = m.resolveMenuItem('ramen mizo grande', items);
    expect(typo.kind === 'found' && typo.item.name).toBe('Ramen Miso Grande');
  });

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
          const found = matcher.resolveMenuItem(variant, menu);
          expect(found.kind === 'found' && found.item.id).toBe(item.id);
        },
      ),
    );
  });

  it('understands plurals, typos and loose names', () => {
    const name = (q: string) => {
      const r = matcher.resolveMenuItem(q, menu);
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
    expect(matcher.similar('para', 'papa')).toBe(false);
    expect(matcher.similar('plan', 'flan')).toBe(false);
    expect(matcher.similar('hawaina', 'hawaiana')).toBe(true);
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
      const r = matcher.resolveMenuItem(q, shop);
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

describe('menu matching caches', () => {
  // One set of caches for the whole block, as the composition root keeps one for the process.
  const caches = new MenuMatcher();
  const fresh = () => structuredClone(menu);
  const found = (q: string, items: Matchable[]) => {
    const r = caches.resolveMenuItem(q, items);
    return r.kind === 'found' ? r.item.name : r.kind;
  };

  it('sees an item renamed or given synonyms at the very next match, in place or read anew', () => {
    const items = fresh();
    expect(found('gringa', items)).toBe('Gringa');
    expect(
      caches.wordMatchesItem(
        'volcan',
        items.find((i) => i.name === 'Gringa')!,
      ),
    ).toBe(false);
    // Read anew from storage, renamed: a new array of new objects.
    const renamed = fresh().map((i) => (i.name === 'Gringa' ? { ...i, name: 'Volcán de Pastor' } : i));
    expect(found('volcan', renamed)).toBe('Volcán de Pastor');
    expect(found('gringa', renamed)).not.toBe('Gringa');
    expect(caches.closestNames('volcanes', renamed, 1).map((i) => i.name)).toEqual(['Volcán de Pastor']);
    // Edited in place: the same array, the same object.
    const gringa = items.find((i) => i.name === 'Gringa')!;
    gringa.name = 'Volcán de Pastor';
    expect(found('volcan', items)).toBe('Volcán de Pastor');
    expect(caches.wordMatchesItem('volcan', gringa)).toBe(true);
    gringa.synonyms = ['gringuita'];
    expect(found('gringuita', items)).toBe('Volcán de Pastor');
    expect(caches.matchingStems('gringuita', gringa)).toEqual(['gringuita']);
    const flan = items.find((i) => i.name === 'Flan Napolitano')!;
    expect(found('chocoflan', items)).toBe('none');
    flan.synonyms!.push('chocoflan');
    expect(found('chocoflan', items)).toBe('Flan Napolitano');
    items.splice(items.indexOf(gringa), 1);
    expect(found('volcan', items)).toBe('none');
  });

  it('keeps an item whose words did not change answering the same', () => {
    const before = caches.resolveMenuItem('pizza', fresh());
    const after = caches.resolveMenuItem('pizza', fresh());
    expect(before.kind === 'ambiguous' && before.candidates.map((c) => c.name)).toEqual(
      after.kind === 'ambiguous' && after.candidates.map((c) => c.name),
    );
    // The menu's own objects come back, not those of an earlier read.
    const items = fresh();
    const r = caches.resolveMenuItem('horchata', items);
    expect(r.kind === 'found' && r.item).toBe(items.find((i) => i.name === 'Agua de Horchata'));
  });

  it('cannot grow without bound, however many requests, words and menus it sees', () => {
    for (let i = 0; i < 30_000; i++) {
      const word = `platillo${i.toString(36)}`;
      caches.resolveMenuItem(`${word} con queso`, menu);
      caches.wordOnMenu(word, menu);
      if (i % 10 === 0) caches.resolveMenuItem('taco', [{ id: 'x', name: `Taco ${word}` }]);
    }
    for (const cache of caches.bounded()) {
      expect(cache.limit).toBeLessThanOrEqual(20_000);
      expect(cache.size).toBeLessThanOrEqual(2 * cache.limit);
    }
    // The requests above did fill them: the bound is what stopped them.
    expect(caches.resolutions.size).toBeGreaterThanOrEqual(caches.resolutions.limit);
  }, 30_000);
});
