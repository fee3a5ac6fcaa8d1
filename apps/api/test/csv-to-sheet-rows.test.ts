import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CsvToSheetRows } from '../src/lib/export/csv-to-sheet-rows';
import { csvLines } from '../src/lib/export/sql-export';
import { columnName, rowXml } from '../src/lib/export/xlsx-writer';

// XLSX exports on PostgreSQL write their rows from COPY's CSV bytes (CsvToSheetRows); the header
// row, and every row before, came from the JS writer (rowXml). Both must write the same cells.

const WIDTH = 4;
const COLUMNS = Array.from({ length: WIDTH }, (_, i) => columnName(i));
// The last column holds numbers, as the price column does.
const NUMERIC = [false, false, false, true];

/** What the byte transcoder writes for these rows, fed in chunks of the given sizes. */
function transcode(rows: (string | number)[][], cuts: number[], firstRow = 2): string {
  const csv = Buffer.from(csvLines(rows, WIDTH));
  const writer = new CsvToSheetRows({ columns: COLUMNS, numeric: NUMERIC, firstRow });
  const out: Buffer[] = [];
  let at = 0;
  for (const cut of cuts) {
    if (at >= csv.length) break;
    out.push(...writer.write(csv.subarray(at, at + cut)));
    at += cut;
  }
  out.push(...writer.write(csv.subarray(at)), ...writer.end());
  expect(writer.rows).toBe(rows.filter((r) => r.some((v) => v !== '')).length);
  return Buffer.concat(out).toString('utf8');
}

/** What the JS writer writes for the same rows (a row of empty cells: no row, as COPY gives none). */
const expected = (rows: (string | number)[][], firstRow = 2) =>
  rows.map((row, i) => (row.some((v) => v !== '') ? rowXml(firstRow + i, COLUMNS, row) : '')).join('');

// Text from every corner the escaping cares about, mixed with ordinary Arabic and Latin text.
const tricky = fc.constantFrom(
  '&',
  '<',
  '>',
  '"',
  ',',
  '\n',
  '\r\n',
  '\t',
  ' ',
  '\u00a0',
  '\u0001',
  '\u001f',
  '\ufffe',
  '\uffff',
  '_x0041_',
  '_x004G_',
  '_X0041_',
  '_x0041_x0042_',
  '=SUM(A1)',
  'محمد',
  '😀',
  '\u3000',
);
const text = fc
  .array(fc.oneof(tricky, fc.string({ maxLength: 6 }), fc.string({ unit: 'grapheme', maxLength: 4 })), {
    maxLength: 6,
  })
  .map((parts) => parts.join(''));
const row = fc.tuple(text, text, text, fc.oneof(fc.constant(''), fc.integer({ min: -1e9, max: 1e9 })));

describe('CsvToSheetRows', () => {
  it('writes the cells the JS writer writes, for any text and however the bytes are cut', () => {
    fc.assert(
      fc.property(
        fc.array(row, { maxLength: 8 }),
        fc.array(fc.integer({ min: 1, max: 40 })),
        (rows, cuts) => {
          const mutable = rows.map((r) => [...r]);
          expect(transcode(mutable, cuts)).toBe(expected(mutable));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('cuts text at Excel’s 32 767 UTF-16 units, as the JS writer does', () => {
    const long = `${'ب'.repeat(32766)}😀tail`;
    const rows = [[long, 'x'.repeat(40000), '', 7]];
    const xml = transcode(rows, [1000, 7, 65536]);
    expect(xml).toBe(expected(rows));
    // The astral character does not fit in the last unit: it is dropped, not split.
    expect(xml).not.toContain('😀');
  });

  it('numbers rows from the first one given and keeps counting across chunks', () => {
    const rows = [
      ['a', '', '', 1],
      ['b', '', '', 2],
    ];
    expect(transcode(rows, [3], 10)).toBe(expected(rows, 10));
  });
});
