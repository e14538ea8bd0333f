import { parse } from 'csv-parse/sync';
import { readSheet } from 'read-excel-file/node';
import { parseMenuRows, parseMenuText, type ImportRow } from '../../../core/menu/menu-import.js';
import { validationError } from '../../../core/shared/errors.js';

export type ImportFormat = 'text' | 'csv' | 'xlsx';

/**
 * The rows of what the owner pasted or uploaded. CSV goes through csv-parse (quotes, commas and
 * line breaks inside cells, a BOM, `;` as Excel in Spanish writes it); XLSX through
 * read-excel-file (first sheet, numbers kept as numbers). A file that cannot be read at all is a
 * 400 that says so.
 */
export async function readImport(format: ImportFormat, content: string): Promise<ImportRow[]> {
  if (format === 'text') return parseMenuText(content);
  if (format === 'csv') {
    const text = content.replace(/^\uFEFF/, '');
    const firstLine = text.split(/\r?\n/, 1)[0] ?? '';
    const delimiter = (firstLine.match(/;/g)?.length ?? 0) > (firstLine.match(/,/g)?.length ?? 0) ? ';' : ',';
    try {
      return parseMenuRows(parse(text, { delimiter, relax_column_count: true, relax_quotes: true, skip_empty_lines: true }) as string[][]);
    } catch {
      throw validationError('No pudimos leer el archivo CSV: revisa que sea texto separado por comas', { content: 'Archivo CSV inválido' });
    }
  }
  try {
    const rows = await readSheet(Buffer.from(content, 'base64'));
    return parseMenuRows(rows as unknown[][]);
  } catch {
    throw validationError('No pudimos leer el archivo de Excel: guárdalo como .xlsx e inténtalo de nuevo', {
      content: 'Archivo de Excel inválido',
    });
  }
}
