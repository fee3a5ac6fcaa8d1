import { randomBytes } from 'node:crypto';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { columnName, XlsxStreamWriter, xmlText } from '../src/lib/export/xlsx-writer';

/** Writes the rows and returns the whole file, reading the output as it is produced. */
async function build(rows: unknown[][], rightToLeft = true) {
  const xlsx = new XlsxStreamWriter({
    sheetName: 'الطلبات',
    rightToLeft,
    header: ['المرجع', 'الاسم', 'الرسوم', 'ملاحظة'],
    widths: [14, 30],
  });
  const chunks: Buffer[] = [];
  const reading = (async () => {
    for await (const chunk of xlsx.output) chunks.push(chunk as Buffer);
  })();
  await xlsx.writeRows(rows);
  await xlsx.finish();
  await reading;
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
  return workbook.worksheets[0]!;
}

describe('streaming XLSX writer', () => {
  it('writes header, Arabic text, numbers as numbers and formulas as plain text', async () => {
    const sheet = await build([
      ['VD-1', 'علي حسن', 150.5, '=HYPERLINK("http://evil","x")'],
      ['VD-2', 'A & <B> "C"', 0, '  spaced  '],
      ['VD-3', 'bad\u0001chars\uFFFE\uD800 end 😀', -3, null],
    ]);
    expect(sheet.name).toBe('الطلبات');
    expect(sheet.rowCount).toBe(4);
    expect(sheet.getRow(1).values).toEqual([undefined, 'المرجع', 'الاسم', 'الرسوم', 'ملاحظة']);
    expect(sheet.getCell('B2').value).toBe('علي حسن');
    expect(sheet.getCell('C2').value).toBe(150.5);
    expect(sheet.getCell('C2').type).toBe(ExcelJS.ValueType.Number);
    expect(sheet.getCell('C3').value).toBe(0);
    const formula = sheet.getCell('D2');
    expect(formula.type).toBe(ExcelJS.ValueType.String);
    expect(formula.value).toBe('=HYPERLINK("http://evil","x")');
    expect(formula.formula).toBeUndefined();
    expect(sheet.getCell('B3').value).toBe('A & <B> "C"');
    expect(sheet.getCell('D3').value).toBe('  spaced  ');
    expect(sheet.getCell('B4').value).toBe('badchars end 😀');
    expect(sheet.getCell('D4').value).toBeNull();
  });

  it('keeps text that looks like an Excel escape as typed', async () => {
    // Excel decodes `_xHHHH_` in cell text (ECMA-376 ST_Xstring), so the file carries the escaped
    // underscore `_x005F_` in front; exceljs does not decode, which lets the test see the raw text.
    const sheet = await build([['VD-1', 'code _x0041_ here', 1, 'plain_x_text']]);
    expect(sheet.getCell('B2').value).toBe('code _x005F_x0041_ here');
    expect(sheet.getCell('D2').value).toBe('plain_x_text');
  });

  it('keeps the sheet right to left with a frozen header row and the column widths', async () => {
    const sheet = await build([['VD-1', 'x', 1, 'y']]);
    expect(sheet.views[0]).toMatchObject({ rightToLeft: true, state: 'frozen', ySplit: 1 });
    expect(sheet.getColumn(1).width).toBe(14);
    expect(sheet.getColumn(2).width).toBe(30);
    expect(sheet.getColumn(3).width).toBe(18);
    const ltr = await build([['VD-1', 'x', 1, 'y']], false);
    expect(ltr.views[0]?.rightToLeft).toBeFalsy();
  });

  it('holds back while the output is not read and stops when the signal aborts', async () => {
    const xlsx = new XlsxStreamWriter({ sheetName: 'S', rightToLeft: false, header: ['a', 'b'] });
    const controller = new AbortController();
    // Text that barely compresses, so holding back shows as rows not taken, not as a small zip.
    const rows = Array.from({ length: 200_000 }, (_, i) => [randomBytes(24).toString('base64'), i]);
    // Nobody reads `output`: the write must wait (not buffer 200 000 rows), then fail on abort.
    const writing = xlsx.writeRows(rows, controller.signal);
    let settled = false;
    writing.then(
      () => (settled = true),
      () => (settled = true),
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(settled).toBe(false);
    expect(xlsx.output.readableLength).toBeLessThan(512 * 1024);
    expect(xlsx.rows).toBeLessThan(100_000);
    controller.abort();
    await expect(writing).rejects.toThrow();
    xlsx.destroy();
  });

  it('escapes text and names columns', () => {
    expect(xmlText('a<b>&c')).toBe('a&lt;b&gt;&amp;c');
    expect(xmlText('ok\u0000\u000B\tline\n')).toBe('ok\tline\n');
    expect([0, 25, 26, 701, 702].map(columnName)).toEqual(['A', 'Z', 'AA', 'ZZ', 'AAA']);
  });
});
