import ExcelJS from 'exceljs';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { sendExport } from '../src/lib/export/export-stream';
import { registerApplicant, seedCatalog, submitGroup, traveller } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

/** Compatibility forms a spreadsheet may fold to `= + - @` (full-width, small, superscript). */
const FOLDED = ['＝1+1', '＋1', '－2+3', '＠SUM(A1)', '﹦1+1', '﹢1', '﹣2', '﹫SUM(A1)', '⁼1', '₊1'];
const HOSTILE = ['=HYPERLINK("http://x","y")', "=cmd|' /C calc'!A0", '+1', '@SUM(A1)', '-2+3', ...FOLDED];
const ARABIC = 'علي حسن كريم';

const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000' });
const { iraq, visa } = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const applicant = await registerApplicant(ctx);
await submitGroup(
  ctx,
  applicant,
  visa.id,
  [...HOSTILE.filter((h) => !FOLDED.includes(h)), ARABIC].map((fullName) => traveller(iraq.id, { fullName })),
);
// A group takes at most ten travellers: the folded forms travel in a second one.
await submitGroup(
  ctx,
  applicant,
  visa.id,
  FOLDED.map((fullName) => traveller(iraq.id, { fullName })),
);

/** RFC 4180 rows: quoted fields with doubled quotes, commas and line breaks inside quotes. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  const endField = () => {
    row.push(field);
    field = '';
  };
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    if (quoted && c === '"' && text[i + 1] === '"') {
      field += '"';
      i++;
    } else if (quoted && c === '"') quoted = false;
    else if (quoted) field += c;
    else if (c === '"') quoted = true;
    else if (c === ',') endField();
    else if (c === '\n') {
      endField();
      rows.push(row);
      row = [];
    } else if (c !== '\r') field += c;
  }
  if (field || row.length) {
    endField();
    rows.push(row);
  }
  return rows;
}

const exportOf = (format: 'csv' | 'xlsx') =>
  ctx.app.inject({ url: `/api/requests/export-list/${format}?locale=en`, headers: admin });

describe('exported applicant names cannot run as formulas', () => {
  it('CSV prefixes text that starts a formula with a quote, and leaves Arabic and numbers alone', async () => {
    const res = await exportOf('csv');
    expect(res.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(res.body.replace(/^\uFEFF/, ''));
    const name = header!.indexOf('Full name');
    const price = header!.indexOf('Price (IQD)');
    const names = rows.map((r) => r[name]);
    for (const hostile of HOSTILE) expect(names).toContain(`'${hostile}`);
    expect(names).toContain(ARABIC);
    // No cell in the file starts a formula.
    for (const r of rows) for (const cell of r) expect(cell.normalize('NFKC')).not.toMatch(/^[=+\-@\t\r]/);
    for (const r of rows) expect(r[price]).toBe(String(visa.price));
  });

  it('XLSX stores them as text cells, never formulas', async () => {
    const res = await exportOf('xlsx');
    expect(res.statusCode).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const header = (sheet.getRow(1).values as string[]).slice(1);
    const nameCol = header.indexOf('Full name') + 1;
    const priceCol = header.indexOf('Price (IQD)') + 1;
    const cells = new Map<string, ExcelJS.Cell>();
    for (let i = 2; i <= sheet.rowCount; i++) {
      const cell = sheet.getRow(i).getCell(nameCol);
      cells.set(String(cell.value), cell);
      expect(sheet.getRow(i).getCell(priceCol).type).toBe(ExcelJS.ValueType.Number);
    }
    for (const hostile of [...HOSTILE, ARABIC]) {
      const cell = cells.get(hostile);
      expect(cell, hostile).toBeDefined();
      expect(cell!.type).toBe(ExcelJS.ValueType.String);
      expect(cell!.formula).toBeUndefined();
    }
  });
});

describe('the CSV writer', () => {
  it('neutralises every formula start, keeps numbers as numbers (negative ones too)', async () => {
    const app = Fastify();
    // The file's name carries the agency's day: the writer reads the zone from the app's settings.
    app.decorate('config', { AGENCY_TIME_ZONE: 'Asia/Baghdad' } as never);
    app.get('/x', (_, reply) =>
      sendExport(app, reply, 'csv', {
        name: 'x',
        sheetName: 'x',
        rightToLeft: false,
        header: ['text', 'number'],
        rows: (async function* () {
          yield ['=1+1', -5];
          yield ['\tcmd', 0];
          yield ['\rcmd', 12.5];
          yield ['-5', -2];
          yield ['a=b', null];
          yield ['مرحبا =1', 3];
          for (const folded of FOLDED) yield [folded, 1];
          yield ['a＝b', 2];
        })(),
      }),
    );
    const res = await app.inject({ url: '/x' });
    const rows = parseCsv(res.body.replace(/^\uFEFF/, '')).slice(1);
    expect(rows).toEqual([
      ["'=1+1", '-5'],
      ["'\tcmd", '0'],
      ["'\rcmd", '12.5'],
      ["'-5", '-2'],
      ['a=b', ''],
      ['مرحبا =1', '3'],
      ...FOLDED.map((folded) => [`'${folded}`, '1']),
      ['a＝b', '2'],
    ]);
    await app.close();
  });
});
