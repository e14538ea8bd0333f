import { describe, expect, it } from 'vitest';
import { menuToCsv } from '../../../core/menu/menu-csv.js';
import { importMenu, parseMenuText } from '../../../core/menu/menu-import.js';
import type { MenuItem } from '../../../core/menu/menu-item.js';
import { InMemoryMenuRepository } from '../../../core/menu/testing/in-memory-menu-repository.js';
import { readImport } from './menu-files.js';
import { tinyXlsx } from './testing/tiny-xlsx.js';

const PASTED = `HAMBURGUESAS
Hamburguesa clásica ..... $119
  Tamaño: Sencilla, Doble +$35
  Extras (hasta 3): Tocino +$25, Queso +$15
  Sin: cebolla, jitomate
Hamburguesa "BBQ" — con aros de cebolla, salsa y queso ..... $139
  Salsa (opcional): BBQ, Chipotle

Bebidas:
Agua de horchata - $30
=Refresco ..... 25,50
`;

const strip = (items: MenuItem[]) => items.map(({ id: _id, createdAt: _c, position: _p, ...rest }) => rest);

describe('menu files', () => {
  it('an exported CSV imports back as the same dishes, options and all', async () => {
    const menu = new InMemoryMenuRepository();
    await importMenu(menu, 'r1', parseMenuText(PASTED));
    const csv = menuToCsv(await menu.list('r1'));
    const again = new InMemoryMenuRepository();
    await importMenu(again, 'r1', await readImport('csv', csv));
    expect(strip(await again.list('r1'))).toEqual(strip(await menu.list('r1')));
    expect((await again.list('r1')).map((i) => i.name)).toContain('=Refresco');
  });

  it('reads a CSV saved by Excel in Spanish (semicolons) and the first sheet of an .xlsx', async () => {
    const semicolons = await readImport('csv', '\uFEFFcategoria;nombre;precio\r\nTacos;Pastor;"18,50"\r\n');
    expect(semicolons.map((r) => [r.category, r.name, r.price])).toEqual([['Tacos', 'Pastor', 1_850]]);
    const sheet = await readImport(
      'xlsx',
      tinyXlsx([
        ['Nombre', 'Precio', 'Categoría'],
        ['Gringa', 45, 'Tacos'],
      ]).toString('base64'),
    );
    expect(sheet.map((r) => [r.category, r.name, r.price])).toEqual([['Tacos', 'Gringa', 4_500]]);
  });
});
