import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { csvField, toCsv, UTF8_BOM } from './csv.js';

/** A minimal RFC 4180 reader, to check that what we write reads back. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]!;
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        field += '"';
        i++;
      } else if (ch === '"') quoted = false;
      else field += ch;
    } else if (ch === '"') quoted = true;
    else if (ch === ',') {
      row.push(field);
      field = '';
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      i++;
    } else field += ch;
  }
  return rows;
}

describe('CSV export', () => {
  it('round-trips any text, neutralising only what a spreadsheet would execute', () => {
    fc.assert(
      fc.property(fc.array(fc.array(fc.string(), { minLength: 1, maxLength: 4 }), { minLength: 1, maxLength: 5 }), (rows) => {
        const width = rows[0]!.length;
        const table = rows.map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
        const csv = toCsv(table[0]!, table.slice(1));
        expect(csv.startsWith(UTF8_BOM)).toBe(true);
        const back = parseCsv(csv.slice(1));
        expect(back).toEqual(table.map((r) => r.map((cell) => (/^[=+\-@\t\r]/.test(cell) ? `'${cell}` : cell))));
      }),
    );
  });

  it('never lets a cell start with a formula character', () => {
    fc.assert(
      fc.property(fc.string(), (cell) => {
        const out = csvField(cell).replace(/^"/, '');
        expect(/^[=+\-@\t\r]/.test(out)).toBe(false);
      }),
    );
    expect(csvField('=HYPERLINK("http://x")')).toBe(`"'=HYPERLINK(""http://x"")"`);
    expect(csvField('+5215512345678')).toBe(`'+5215512345678`);
  });
});
