import { PassThrough, Readable } from 'node:stream';
import { and, type Db, desc, type SQL, sql } from '@visadesk/db';
import { stringify } from 'csv-stringify';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import ExcelJS from 'exceljs';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { agencyDay } from '../agency-time';
import { neutraliseCsvText } from './csv-cell';

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
  exportHeaders(reply, spec.name, format, app.config.AGENCY_TIME_ZONE);

  if (format === 'csv') {
    // Applicant-typed text can start with `=`; numbers keep their type (see neutraliseCsvText).
    const csv = stringify({ bom: true, cast: { string: neutraliseCsvText } });
    const rows = Readable.from(
      (async function* () {
        yield spec.header;
        yield* spec.rows;
      })(),
    );
    rows.on('error', (err) => {
      app.log.error({ err }, `${spec.name} export failed`);
      csv.destroy(err);
    });
    return reply.send(rows.pipe(csv));
  }

  // exceljs writes a JS string as a text cell (never a formula), so XLSX needs no escaping.
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream: out,
    useStyles: true,
    useSharedStrings: false,
    // zlib's default level 6 halves the rows per second for ~15 % smaller files (benchmarks.md).
    zip: { zlib: { level: 1 } },
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

/** The download's headers: type, a file name dated with the agency's day, and no caching of staff data. */
export function exportHeaders(reply: FastifyReply, name: string, format: 'csv' | 'xlsx', timeZone: string) {
  const stamp = agencyDay(new Date(), timeZone);
  reply.header('cache-control', 'no-store');
  reply.header('content-disposition', `attachment; filename="${name}-${stamp}.${format}"`);
  reply.type(
    format === 'csv'
      ? 'text/csv; charset=utf-8'
      : 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  );
}

const BATCH = 2000;

/**
 * Every row matching `where`, newest first, read in keyset batches of ids and then loaded whole
 * by `load`: memory stays flat whether fifty rows match or fifty thousand.
 */
export async function* keysetRows<Row extends { id: string }>(
  db: Db,
  table: PgTable,
  columns: { id: AnyPgColumn; createdAt: AnyPgColumn },
  where: SQL | undefined,
  load: (ids: string[]) => Promise<Row[]>,
): AsyncGenerator<Row> {
  // The key's timestamp travels as PostgreSQL's own text: a JS Date keeps milliseconds only, and
  // rows a few microseconds apart at a batch boundary were skipped when it did.
  let cursor: { createdAt: string; id: string } | null = null;
  for (;;) {
    const after: SQL | undefined = cursor
      ? sql`(${columns.createdAt}, ${columns.id}) < (${cursor.createdAt}::timestamptz, ${cursor.id}::uuid)`
      : undefined;
    const page = (await db
      .select({ id: columns.id, createdAt: sql<string>`${columns.createdAt}::text` })
      .from(table)
      .where(and(where, after))
      .orderBy(desc(columns.createdAt), desc(columns.id))
      .limit(BATCH)) as { id: string; createdAt: string }[];
    if (page.length === 0) return;
    const rows = new Map((await load(page.map((p) => p.id))).map((r) => [r.id, r]));
    for (const p of page) {
      const row = rows.get(p.id);
      if (row) yield row;
    }
    if (page.length < BATCH) return;
    cursor = page[page.length - 1]!;
  }
}
