import { toCsv } from '../shared/csv.js';
import { centsToDecimal } from '../shared/money.js';
import type { MenuItem } from './menu-item.js';
import { writeOptionGroup } from './menu-options-text.js';

export const MENU_CSV_HEADERS = ['categoria', 'nombre', 'precio', 'descripcion', 'ingredientes', 'disponible', 'opciones'];

/** The menu as a CSV the import reads back unchanged (Excel-friendly: BOM, CRLF, formulas neutralised). */
export function menuToCsv(items: MenuItem[]): string {
  return toCsv(
    MENU_CSV_HEADERS,
    items.map((item) => [
      item.category,
      item.name,
      centsToDecimal(item.price),
      item.description ?? '',
      item.ingredients.join(', '),
      item.available ? 'sí' : 'no',
      item.optionGroups.map(writeOptionGroup).join(' | '),
    ]),
  );
}
