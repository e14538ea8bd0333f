import type { Cents } from '../shared/money.js';
import { validationError } from '../shared/errors.js';
import { categoryIn } from './menu-editing.js';
import type { MenuItem, MenuRepository } from './menu-item.js';
import { MAX_CATEGORY_LENGTH, MAX_DESCRIPTION_LENGTH, MAX_NAME_LENGTH, nameKey } from './menu-names.js';
import { looksLikeGroup, MAX_IMPORT_LINE, readOptionGroup } from './menu-options-text.js';
import type { OptionGroup } from './option-groups.js';
import { readPrice } from './price-text.js';

/** One dish read from an import, with every problem that keeps it from being saved (Spanish, for the preview). */
export interface ImportRow {
  /** Line of the pasted text or row of the file (1-based), so the owner finds it. */
  line: number;
  category: string;
  name: string;
  description: string | null;
  price: Cents | null;
  ingredients: string[];
  available: boolean;
  optionGroups: OptionGroup[];
  problems: string[];
}

export const MAX_IMPORT_ROWS = 500;

const blankRow = (line: number): ImportRow => ({
  line,
  category: '',
  name: '',
  description: null,
  price: null,
  ingredients: [],
  available: true,
  optionGroups: [],
  problems: [],
});

/** "Hamburguesa clásica ..... $119", "Tacos al pastor - 18", "Agua de horchata $30.00". */
const ITEM_LINE = /^(.*?)[\s.·…_\-–—:|]*(?:\$|mxn\s*)?\s*(-?\d[\d.,\s]*)\s*(?:mxn|pesos)?\s*$/i;
/** "Bistec $abc": a price sign before something that is not a number. */
const BAD_PRICE = /^(.*?)[\s.·…_\-–—:|]*\$\s*([^\d\s].*)$/;
const BULLET = /^\s*(?:[-•*·▪►✅🔸🔹]+\s*)/u;

function readHeading(line: string): string {
  return line
    .replace(BULLET, '')
    .replace(/[:：]\s*$/, '')
    .replace(/^[*_~]+|[*_~]+$/g, '')
    .replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N})]+$/gu, '')
    .trim();
}

/** Splits "Hamburguesa clásica — carne de res y queso" into name and description. */
function nameAndDescription(text: string): { name: string; description: string | null } {
  const cleaned = text
    .replace(BULLET, '')
    .replace(/^[*_~]+|[*_~]+$/g, '')
    .trim();
  const split = /\s+[—–]\s+|\s+-\s+(?=\S.*\s)/.exec(cleaned);
  if (!split) return { name: cleaned, description: null };
  return { name: cleaned.slice(0, split.index).trim(), description: cleaned.slice(split.index + split[0].length).trim() || null };
}

/**
 * A WhatsApp-style menu: category headings ("🌮 TACOS", "Bebidas:") over dish lines ending in a
 * price, each dish optionally followed by option lines ("Tamaño: Chico, Grande +$20"). A line
 * without a price right under a heading or a dish, not a heading by its looks, is a dish missing
 * its price.
 */
export function parseMenuText(text: string): ImportRow[] {
  const rows: ImportRow[] = [];
  let category = '';
  let last: ImportRow | null = null;
  let afterBlank = true;
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  // Runs of spaces become one and long lines are refused unread, so no line costs more than a
  // bounded amount of matching; reading stops one row past what an import may hold.
  lines.some((raw, index) => {
    const line = raw.replace(/\s+/g, ' ').trim();
    if (!line) {
      afterBlank = true;
      return false;
    }
    const row = blankRow(index + 1);
    if (line.length > MAX_IMPORT_LINE) {
      Object.assign(row, { category, name: line.slice(0, 40).trim() + '…' });
      row.problems.push(`La línea tiene ${line.length} caracteres; el máximo es ${MAX_IMPORT_LINE}`);
      rows.push(row);
      last = row;
      return rows.length > MAX_IMPORT_ROWS;
    }
    const bare = line.replace(BULLET, '');
    const afterColon = bare.slice(bare.indexOf(':') + 1);
    if (last && looksLikeGroup(bare) && !/^\s*\$?\s*\d[\d.,\s]*\s*$/.test(afterColon)) {
      addGroup(last, bare);
      afterBlank = false;
      return false;
    }
    const item = ITEM_LINE.exec(line) ?? BAD_PRICE.exec(line);
    if (item && item[1]!.replace(BULLET, '').trim()) {
      const { name, description } = nameAndDescription(item[1]!);
      Object.assign(row, { category, name, description });
      const price = readPrice(item[2]!.trim());
      if (price.ok) row.price = price.cents;
      else row.problems.push(price.problem);
    } else {
      const next = lines
        .slice(index + 1)
        .find((l) => l.trim())
        ?.replace(/\s+/g, ' ')
        .trim();
      const nextIsItem = next !== undefined && next.length <= MAX_IMPORT_LINE && ITEM_LINE.test(next);
      if (!category || isHeadingLike(line, afterBlank, nextIsItem)) {
        category = readHeading(line);
        last = null;
        afterBlank = false;
        return false;
      }
      Object.assign(row, { category, name: nameAndDescription(line).name });
      row.problems.push('Falta el precio');
    }
    rows.push(row);
    last = row;
    afterBlank = false;
    return rows.length > MAX_IMPORT_ROWS;
  });
  return rows;
}

function addGroup(row: ImportRow, line: string) {
  const reading = readOptionGroup(line.replace(BULLET, ''));
  if (!reading.ok) {
    row.problems.push(reading.problem);
    return;
  }
  if (row.optionGroups.some((g) => g.name.toLocaleLowerCase('es-MX') === reading.group.name.toLocaleLowerCase('es-MX'))) {
    row.problems.push(`El grupo de opciones «${reading.group.name}» está repetido`);
    return;
  }
  row.optionGroups.push(reading.group);
}

/** A heading by its looks: ends in ":", is in capitals, or stands after a blank line over a dish. */
function isHeadingLike(line: string, afterBlank: boolean, nextIsItem: boolean): boolean {
  const letters = line.replace(/[^\p{L}]/gu, '');
  if (/[:：]\s*$/.test(line)) return true;
  if (letters.length >= 2 && letters === letters.toLocaleUpperCase('es-MX')) return true;
  return afterBlank && nextIsItem;
}

/** The columns a file may have, by any of their usual names. */
const COLUMNS: Record<keyof Omit<ImportRow, 'line' | 'problems' | 'optionGroups'> | 'options', string[]> = {
  category: ['categoria', 'category', 'seccion'],
  name: ['nombre', 'producto', 'platillo', 'name', 'articulo'],
  price: ['precio', 'price', 'costo', 'precio mxn'],
  description: ['descripcion', 'description', 'detalle'],
  ingredients: ['ingredientes', 'ingredients'],
  available: ['disponible', 'available', 'disponibilidad'],
  options: ['opciones', 'options', 'variantes'],
};

const header = (cell: unknown) =>
  String(cell ?? '')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z ]/g, '')
    .trim();

const cellText = (cell: unknown): string => {
  if (cell === null || cell === undefined) return '';
  const text = String(cell).trim();
  // A leading quote is how the export neutralises a formula-looking cell.
  return /^'[=+\-@]/.test(text) ? text.slice(1) : text;
};

/** Rows of a CSV or a spreadsheet's first sheet: a header row naming the columns, then one dish per row. */
export function parseMenuRows(table: unknown[][]): ImportRow[] {
  const headerIndex = table.findIndex((row) => row.some((cell) => cellText(cell)));
  if (headerIndex < 0) return [];
  const heads = table[headerIndex]!.map(header);
  const column = (key: keyof typeof COLUMNS) => heads.findIndex((h) => COLUMNS[key].includes(h));
  const at = Object.fromEntries(Object.keys(COLUMNS).map((k) => [k, column(k as keyof typeof COLUMNS)])) as Record<
    keyof typeof COLUMNS,
    number
  >;
  if (at.name < 0 || at.price < 0) {
    const row = blankRow(headerIndex + 1);
    row.problems.push(
      'La primera fila debe tener los encabezados de las columnas: categoria, nombre, precio (y, si quieres, descripcion, ingredientes, disponible, opciones)',
    );
    return [row];
  }
  const rows: ImportRow[] = [];
  table.slice(headerIndex + 1).forEach((cells, i) => {
    if (!cells.some((cell) => cellText(cell))) return;
    const get = (index: number) => (index >= 0 ? cells[index] : undefined);
    const row = blankRow(headerIndex + i + 2);
    row.category = cellText(get(at.category));
    row.name = cellText(get(at.name));
    row.description = cellText(get(at.description)) || null;
    // Whitespace runs folded first, so splitting a cell costs time linear in its length.
    row.ingredients = cellText(get(at.ingredients))
      .replace(/\s+/g, ' ')
      .split(/ ?[,;] ?/)
      .filter(Boolean);
    const available = header(get(at.available));
    row.available = !['no', 'false', 'agotado', '0', 'n'].includes(available);
    const rawPrice = get(at.price);
    const price = typeof rawPrice === 'number' ? readPrice(rawPrice) : readPrice(cellText(rawPrice));
    if (price.ok) row.price = price.cents;
    else row.problems.push(price.problem);
    for (const group of cellText(get(at.options))
      .replace(/[^\S\n]+/g, ' ')
      .split(/\s*[|\n]\s*/)
      .filter(Boolean))
      addGroup(row, group);
    rows.push(row);
  });
  return rows;
}

/**
 * Adds the problems only the whole menu shows: a missing or too long name or category, a
 * description too long, a name already on the menu or repeated in the file. Each message names
 * the real problem.
 */
export function checkRows(rows: ImportRow[], existing: Pick<MenuItem, 'name'>[]): ImportRow[] {
  const onMenu = new Map(existing.map((item) => [nameKey(item.name), item.name]));
  const seen = new Map<string, number>();
  return rows.map((row) => {
    const problems: string[] = [];
    if (!row.name) problems.push('Falta el nombre');
    else if (row.name.length > MAX_NAME_LENGTH)
      problems.push(`El nombre tiene ${row.name.length} caracteres; el máximo es ${MAX_NAME_LENGTH}`);
    if (!row.category) problems.push('Falta la categoría (escribe el nombre de la categoría en una línea antes de sus productos)');
    else if (row.category.length > MAX_CATEGORY_LENGTH)
      problems.push(`La categoría tiene ${row.category.length} caracteres; el máximo es ${MAX_CATEGORY_LENGTH}`);
    if (row.description && row.description.length > MAX_DESCRIPTION_LENGTH)
      problems.push(`La descripción tiene ${row.description.length} caracteres; el máximo es ${MAX_DESCRIPTION_LENGTH}`);
    const key = nameKey(row.name);
    if (row.name && onMenu.has(key)) problems.push(`«${onMenu.get(key)}» ya está en tu menú`);
    else if (row.name && seen.has(key)) problems.push(`«${row.name}» está repetido (también en la línea ${seen.get(key)})`);
    if (row.name && !seen.has(key)) seen.set(key, row.line);
    return { ...row, problems: [...row.problems, ...problems] };
  });
}

export interface ImportPreview {
  rows: ImportRow[];
  /** Rows with at least one problem: the import saves nothing while this is above zero. */
  withProblems: number;
}

export function previewImport(rows: ImportRow[], existing: Pick<MenuItem, 'name'>[]): ImportPreview {
  const checked = checkRows(rows.slice(0, MAX_IMPORT_ROWS), existing);
  if (rows.length > MAX_IMPORT_ROWS) {
    checked.push({
      ...blankRow(rows[MAX_IMPORT_ROWS]!.line),
      problems: [`Se pueden importar hasta ${MAX_IMPORT_ROWS} productos a la vez`],
    });
  }
  return { rows: checked, withProblems: checked.filter((r) => r.problems.length > 0).length };
}

/**
 * Saves every row in one transaction, after the menu's own dishes, in the order read; refuses
 * (400, nothing saved) when any row has a problem. Categories take the spelling already in use.
 */
export async function importMenu(menu: Pick<MenuRepository, 'list' | 'createMany' | 'reorder'>, restaurantId: string, rows: ImportRow[]) {
  const existing = await menu.list(restaurantId);
  const preview = previewImport(rows, existing);
  if (preview.rows.length === 0) throw validationError('No encontramos productos para importar');
  if (preview.withProblems > 0) {
    const error = validationError(
      preview.withProblems === 1
        ? 'Hay 1 fila con problemas; corrígela antes de importar'
        : `Hay ${preview.withProblems} filas con problemas; corrígelas antes de importar`,
    );
    throw Object.assign(error, { preview });
  }
  // The current dishes keep the places they show now; the imported ones follow.
  if (existing.some((item) => item.position === undefined))
    await menu.reorder(
      restaurantId,
      existing.map((item) => item.id),
    );
  const start = existing.length;
  const created = await menu.createMany(
    preview.rows.map((row, i) => ({
      restaurantId,
      name: row.name,
      category: categoryIn([...existing, ...preview.rows.slice(0, i)], row.category),
      description: row.description,
      price: row.price!,
      ingredients: row.ingredients,
      available: row.available,
      optionGroups: row.optionGroups,
      position: start + i,
    })),
  );
  return created;
}
