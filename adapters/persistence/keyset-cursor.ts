import { validationError } from '../../core/shared/errors.js';

/** A page position: the sort key and the tie-break of the last row, as opaque base64url text. */
export function encodeCursor(key: string, tieBreak: string | number): string {
  return Buffer.from(JSON.stringify([key, String(tieBreak)])).toString('base64url');
}

export function decodeCursor(cursor: string): [string, string] {
  try {
    const value: unknown = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
    if (Array.isArray(value) && value.length === 2 && value.every((v) => typeof v === 'string' && v.length <= 200)) {
      return value as [string, string];
    }
  } catch {
    // fall through: any malformed cursor is the same client error
  }
  throw validationError('Cursor de página inválido', { cursor: 'Cursor de página inválido' });
}

/** LIKE pattern for a substring, with the wildcards of the text itself escaped (ESCAPE '\'). */
export const containsPattern = (text: string) => `%${text.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
