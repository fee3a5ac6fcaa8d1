import { PassThrough, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';

export type Cell = string | number | null;

export interface ExportSpec {
  /** File name without extension; a date is appended. */
  name: string;
  sheetName: string;
  rightToLeft: boolean;
  header: string[];
  widths?: number[];
  rows: AsyncIterable<Cell[]>;
}

/**
 * Streams rows as CSV (UTF-8 with a byte-order mark, so Excel reads Arabic as Arabic) or as an
 * XLSX workbook written row by row; either way memory stays flat however many rows there are.
 */
export function sendExport(
  app: FastifyInstance,
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  spec: ExportSpec,
) {
  const stamp = new Date().toISOString().slice(0, 10);
  reply.header('cache-control', 'no-store');
  reply.header('content-disposition', `attachment; filename="${spec.name}-${stamp}.${format}"`);

  if (format === 'csv') {
    reply.type('text/csv; charset=utf-8');
    const csv = stringify({ bom: true });
    const rows = Readable.from(
      (async function* () {
        yield spec.header;
        yield* spec.rows;
      })(),
    );
    rows.on('error', (err) => csv.destroy(err));
    return reply.send(rows.pipe(csv));
  }

  reply.type('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
  });
  const sheet = workbook.addWorksheet(spec.sheetName, {
    views: [{ rightToLeft: spec.rightToLeft, state: 'frozen', ySplit: 1 }],
  });
  sheet.columns = spec.header.map((_, i) => ({ width: spec.widths?.[i] ?? 18 }));
  void (async () => {
    sheet.addRow(spec.header).commit();
    for await (const row of spec.rows) {
      sheet.addRow(row).commit();
      // Respect the reader: wait when the response is not draining.
      if (out.writableNeedDrain) await new Promise((resolve) => out.once('drain', resolve));
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err) => {
    app.log.error({ err }, `${spec.name} export failed`);
    out.destroy(err);
  });
  return reply.send(out);
}
