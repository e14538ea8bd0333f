import { describe, expect, it } from 'vitest';
import type { Cents } from '../shared/money.js';
import { DomainError } from '../shared/errors.js';
import { addMenuItem, duplicateMenuItem, reorderMenu } from './menu-editing.js';
import { importMenu, parseMenuRows, parseMenuText, previewImport } from './menu-import.js';
import type { NewMenuItem } from './menu-item.js';
import { InMemoryMenuRepository } from './testing/in-memory-menu-repository.js';

const PASTED = `🍔 HAMBURGUESAS
Hamburguesa clásica ..... $119
  Tamaño: Sencilla, Doble +$35
  Extras (hasta 3): Tocino +$25, Queso +$15
  Sin: cebolla, jitomate
Hamburguesa BBQ — con aros de cebolla ..... $139

Bebidas:
• Agua de horchata - $30
• Refresco 355 ml ..... 25,50
`;

const dish = (name: string, category = 'Tacos'): NewMenuItem => ({
  restaurantId: 'r1',
  name,
  category,
  description: null,
  price: 2_000 as Cents,
  ingredients: [],
  available: true,
});

const problemsOf = (text: string, existing: { name: string }[] = []) =>
  previewImport(parseMenuText(text), existing).rows.map((r) => [r.line, r.name, r.problems]);

describe('a menu pasted from WhatsApp', () => {
  it('reads headings, dishes, prices, descriptions and option groups', () => {
    const rows = parseMenuText(PASTED);
    expect(rows.map((r) => [r.category, r.name, r.price, r.description, r.problems])).toEqual([
      ['HAMBURGUESAS', 'Hamburguesa clásica', 11_900, null, []],
      ['HAMBURGUESAS', 'Hamburguesa BBQ', 13_900, 'con aros de cebolla', []],
      ['Bebidas', 'Agua de horchata', 3_000, null, []],
      ['Bebidas', 'Refresco 355 ml', 2_550, null, []],
    ]);
    expect(rows[0]!.optionGroups).toEqual([
      {
        name: 'Tamaño',
        kind: 'single',
        required: true,
        max: null,
        options: [
          { name: 'Sencilla', price: 0, available: true },
          { name: 'Doble', price: 3_500, available: true },
        ],
      },
      {
        name: 'Extras',
        kind: 'multiple',
        required: false,
        max: 3,
        options: [
          { name: 'Tocino', price: 2_500, available: true },
          { name: 'Queso', price: 1_500, available: true },
        ],
      },
      {
        name: 'Sin',
        kind: 'remove',
        required: false,
        max: null,
        options: [
          { name: 'cebolla', price: 0, available: true },
          { name: 'jitomate', price: 0, available: true },
        ],
      },
    ]);
  });

  it('marks each bad row with its own problem, in Spanish, and the line it is on', () => {
    const text = [
      'Tacos',
      'Pastor $18',
      'Suadero',
      'Bistec $abc',
      'Pastor $20',
      `${'Taco '.repeat(30)}$20`,
      'Campechano $-5',
      'Extras (hasta 0): queso +$10',
      'Gringa $45',
      '  Tamaño: Chica, Grande +$x',
    ].join('\n');
    expect(problemsOf(text, [{ name: 'Gringa' }])).toEqual([
      [2, 'Pastor', []],
      [3, 'Suadero', ['Falta el precio']],
      [4, 'Bistec', ['El precio «abc» no es un número']],
      [5, 'Pastor', ['«Pastor» está repetido (también en la línea 2)']],
      [6, 'Taco '.repeat(30).trim(), ['El nombre tiene 149 caracteres; el máximo es 120']],
      [7, 'Campechano', ['El precio no puede ser negativo', 'El grupo Extras debe permitir al menos 1 opción']],
      [9, 'Gringa', ['Opción «Grande»: el precio «x» no es un número', '«Gringa» ya está en tu menú']],
    ]);
  });

  it('a dish before any heading has no category, and says so', () => {
    const missing = 'Falta la categoría (escribe el nombre de la categoría en una línea antes de sus productos)';
    expect(problemsOf('Pastor $18\nSuadero $18')).toEqual([
      [1, 'Pastor', [missing]],
      [2, 'Suadero', [missing]],
    ]);
  });
});

describe('a CSV or spreadsheet', () => {
  it('reads the header by any usual name, prices written either way, and options', () => {
    const rows = parseMenuRows([
      ['Categoría', 'Producto', 'Precio', 'Descripción', 'Disponible', 'Opciones'],
      ['Pizzas', 'Pizza Hawaiana', '$1,299.00', 'Familiar', 'sí', 'Tamaño: Mediana, Familiar +$80 | Orilla (opcional): Queso +$30'],
      ['Bebidas', 'Agua', 25.5, '', 'no', ''],
      ['', '', '', '', '', ''],
      ['', 'Flan', '45', '', '', ''],
    ]);
    expect(rows.map((r) => [r.line, r.category, r.name, r.price, r.available, r.optionGroups.length, r.problems])).toEqual([
      [2, 'Pizzas', 'Pizza Hawaiana', 129_900, true, 2, []],
      [3, 'Bebidas', 'Agua', 2_550, false, 0, []],
      [5, '', 'Flan', 4_500, true, 0, []],
    ]);
    expect(previewImport(rows, []).rows[2]!.problems).toEqual([
      'Falta la categoría (escribe el nombre de la categoría en una línea antes de sus productos)',
    ]);
  });

  it('without the needed headers the first row says which ones', () => {
    expect(
      parseMenuRows([
        ['a', 'b'],
        ['x', '1'],
      ])[0]!.problems[0],
    ).toMatch(/^La primera fila debe tener los encabezados/);
  });
});

describe('importing', () => {
  it('saves every dish after the ones already there, in the order pasted, under existing categories', async () => {
    const menu = new InMemoryMenuRepository();
    await addMenuItem(menu, dish('Taco de pastor', 'Tacos'));
    await addMenuItem(menu, dish('Horchata', 'bebidas'));
    const created = await importMenu(menu, 'r1', parseMenuText(PASTED));
    expect(created).toHaveLength(4);
    expect((await menu.list('r1')).map((i) => `${i.category}/${i.name}`)).toEqual([
      'bebidas/Horchata',
      'bebidas/Agua de horchata',
      'bebidas/Refresco 355 ml',
      'Tacos/Taco de pastor',
      'HAMBURGUESAS/Hamburguesa clásica',
      'HAMBURGUESAS/Hamburguesa BBQ',
    ]);
  });

  it('saves nothing when any row has a problem, and says how many', async () => {
    const menu = new InMemoryMenuRepository();
    const error = await importMenu(menu, 'r1', parseMenuText('Tacos\nPastor $18\nSuadero\nBistec $x')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DomainError);
    expect((error as DomainError).message).toBe('Hay 2 filas con problemas; corrígelas antes de importar');
    expect(await menu.list('r1')).toEqual([]);
  });
});

describe('names, copies and order', () => {
  it('refuses a second dish with the same name, whatever the case, accents or spaces', async () => {
    const menu = new InMemoryMenuRepository();
    await addMenuItem(menu, dish('Hamburguesa Clásica'));
    await expect(addMenuItem(menu, dish('hamburguesa  clasica '))).rejects.toMatchObject({
      kind: 'conflict',
      message: 'Ya tienes un producto llamado «Hamburguesa Clásica» en tu menú; usa otro nombre',
      fields: { name: 'Ya tienes un producto llamado «Hamburguesa Clásica» en tu menú; usa otro nombre' },
    });
    await addMenuItem(menu, { ...dish('Hamburguesa Clásica'), restaurantId: 'r2' });
  });

  it('duplicates a dish right after it with a free name', async () => {
    const menu = new InMemoryMenuRepository();
    const burger = await addMenuItem(menu, dish('Hamburguesa', 'Comida'));
    await addMenuItem(menu, dish('Papas', 'Comida'));
    await duplicateMenuItem(menu, 'r1', burger.id);
    await duplicateMenuItem(menu, 'r1', burger.id);
    expect((await menu.list('r1')).map((i) => i.name)).toEqual(['Hamburguesa', 'Hamburguesa (copia 2)', 'Hamburguesa (copia)', 'Papas']);
  });

  it('keeps the order the owner dragged, ignoring foreign ids and keeping forgotten dishes after', async () => {
    const menu = new InMemoryMenuRepository();
    const a = await addMenuItem(menu, dish('A', 'Uno'));
    const b = await addMenuItem(menu, dish('B', 'Dos'));
    const c = await addMenuItem(menu, dish('C', 'Dos'));
    const listed = await reorderMenu(menu, 'r1', [c.id, 'foreign', b.id]);
    expect(listed.map((i) => i.name)).toEqual(['C', 'B', 'A']);
    expect(listed.map((i) => i.id)).toEqual([c.id, b.id, a.id]);
  });
});

describe('a pasted menu built to be slow to read', () => {
  it('refuses a line longer than a dish can be, naming its length, and still reads the rest', () => {
    const rows = parseMenuText(`Tacos\nTaco al pastor ${' '.repeat(5)}$22\n${'a'.repeat(200)} ${'. '.repeat(300)}x\nGringa $60`);
    expect(rows.map((r) => r.name)).toEqual(['Taco al pastor', `${'a'.repeat(40)}…`, 'Gringa']);
    expect(rows[1]!.problems).toEqual(['La línea tiene 802 caracteres; el máximo es 300']);
    expect(rows[0]!.price).toBe(2200);
  });

  it('stops reading one row past what an import may hold', () => {
    const rows = parseMenuText(['Tacos', ...Array.from({ length: 2000 }, (_, i) => `Taco ${i} $20`)].join('\n'));
    expect(rows).toHaveLength(501);
  });

  it('folds long runs of spaces in a spreadsheet cell instead of matching them', () => {
    const [row] = parseMenuRows([
      ['categoria', 'nombre', 'precio', 'ingredientes'],
      ['Tacos', 'Taco', '20', `cebolla${' '.repeat(50_000)},${' '.repeat(50_000)}cilantro`],
    ]);
    expect(row!.ingredients).toEqual(['cebolla', 'cilantro']);
  });
});
