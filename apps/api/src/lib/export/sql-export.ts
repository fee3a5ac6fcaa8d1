import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import { NO_READ_TIMEOUT, type SQL, sql } from '@visadesk/db';
import { type AnyPgColumn, PgDialect } from 'drizzle-orm/pg-core';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { Pool, PoolClient } from 'pg';
import copyStreams from 'pg-copy-streams';
import { neutraliseCsvText } from './csv-cell';
import { CsvToSheetRows } from './csv-to-sheet-rows';
import { exportHeaders } from './export-stream';
import { columnName, XlsxStreamWriter } from './xlsx-writer';
import { ChunkCollector } from './young-gc';

/**
 * Exports written by the database (ADR 0015). The cells come out of one SELECT, already formatted
 * (text, ISO dates, numbers) and, for CSV, already neutralised by vd_csv_text (migrations 0010 and 0018):
 * - CSV on PostgreSQL: `COPY (SELECT …) TO STDOUT WITH (FORMAT csv)` piped to the response;
 * - XLSX on PostgreSQL: the same COPY of the raw cells, turned into sheet rows byte by byte
 *   (CsvToSheetRows) and zipped (XlsxStreamWriter): no JavaScript value per cell;
 * - PGlite: the same SELECT in keyset pages, written as CSV by Node (and, for XLSX, through the
 *   same row writer).
 * Memory stays flat, the response's backpressure pauses the database, and a client that goes away
 * stops the query at once.
 */

export interface KeysetPage {
  /** The last row's key (created_at as text, id as text) from the previous page. */
  after: readonly [string, string] | null;
  limit: number;
}

export interface SqlExportSpec {
  /** File name without extension; a date is appended. */
  name: string;
  sheetName: string;
  rightToLeft: boolean;
  header: string[];
  widths?: number[];
  /**
   * The rows' SELECT, newest first, one column per header title. `csv`: text cells go through
   * vd_csv_text (neutralised, '' as NULL); otherwise text cells are raw text, '' for none. With
   * `page`, the two key columns follow the cells (see keysetParts), rows after `page.after` only,
   * at most `page.limit` of them.
   */
  select(options: { csv: boolean; page?: KeysetPage }): SQL;
  /** Which of the columns are numbers (written as number cells in XLSX). */
  numeric?: readonly boolean[];
  /** Rows written so far, every batch and once at the end (progress for the back office). */
  onProgress?(rows: number, done: boolean): void;
}

/**
 * The pieces a SELECT needs for keyset pages over (created_at, id), newest first: the key columns
 * (as text, so microseconds survive the round trip), the condition, and the limit. Without a page,
 * all three are empty.
 */
export function keysetParts(createdAt: AnyPgColumn, id: AnyPgColumn, page: KeysetPage | undefined) {
  return {
    keyColumns: page ? sql`, ${createdAt}::text, ${id}::text` : sql``,
    after: page?.after
      ? sql`(${createdAt}, ${id}) < (${page.after[0]}::timestamptz, ${page.after[1]}::uuid)`
      : undefined,
    limit: page ? sql` limit ${page.limit}` : sql``,
  };
}

const dialect = new PgDialect();
/** Rows between two progress reports of an XLSX export. */
export const EXPORT_BATCH = 5000;
// PGlite pages are smaller: the page's rows live in this process's heap while the response drains,
// and an in-process query costs little to repeat.
const PGLITE_BATCH = 2000;

/**
 * The SQL text with its parameters written in as literals, for COPY, which takes no bind
 * parameters. Every value becomes a quoted literal in the E'' form (quotes and backslashes
 * doubled), so it reads the same whatever standard_conforming_strings says and cannot end the
 * string early; PostgreSQL types the literal from its context as it would a parameter.
 */
export function inlineSql(query: SQL): string {
  const { sql: text, params } = dialect.sqlToQuery(query);
  // One pass over the placeholders drizzle wrote; a value's own text is never scanned again.
  return text.replace(/\$(\d+)\b/g, (_, n: string) => {
    const index = Number(n) - 1;
    if (index >= params.length) throw new Error(`placeholder $${n} has no parameter`);
    return sqlLiteral(params[index]);
  });
}

export function sqlLiteral(value: unknown): string {
  if (value === null || value === undefined) return 'NULL';
  let text: string;
  if (typeof value === 'string') text = value;
  else if (typeof value === 'number' && Number.isFinite(value)) text = String(value);
  else if (typeof value === 'boolean' || typeof value === 'bigint') text = String(value);
  else if (value instanceof Date) text = value.toISOString();
  else throw new Error(`cannot write a ${typeof value} into SQL`);
  if (text.includes('\0')) throw new Error('text with a NUL character cannot be sent to PostgreSQL');
  return `E'${text.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
}

const NEEDS_QUOTES = /[",\r\n]/;
/** One CSV field as PostgreSQL's COPY and csv-stringify write it: quoted only when it must be. */
const csvField = (value: string) => (NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value);

/** CSV lines for rows of cells (the first `width` of each); null is an empty field. */
export function csvLines(rows: readonly (readonly unknown[])[], width: number): string {
  let out = '';
  for (const row of rows) {
    for (let i = 0; i < width; i++) {
      if (i > 0) out += ',';
      const v = row[i];
      if (v === null || v === undefined) continue;
      out += typeof v === 'string' ? csvField(v) : String(v);
    }
    out += '\n';
  }
  return out;
}

export async function sendSqlExport(
  app: FastifyInstance,
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  spec: SqlExportSpec,
) {
  exportHeaders(reply, spec.name, format, app.config.AGENCY_TIME_ZONE);
  const pool = app.dbHandle.pool;
  if (format === 'csv') {
    const head = `\uFEFF${csvLines([spec.header.map(neutraliseCsvText)], spec.header.length)}`;
    if (pool) return reply.send(await copyCsv(app, pool, head, spec));
    return reply.send(
      produce(app, spec.name, async (push, signal) => {
        await push(head);
        let rows = 0;
        for await (const batch of batches(app, spec, true, signal)) {
          await push(csvLines(batch, spec.header.length));
          rows += batch.length;
          spec.onProgress?.(rows, false);
        }
        spec.onProgress?.(rows, true);
      }),
    );
  }
  return reply.send(produce(app, spec.name, (push, signal) => writeXlsx(app, spec, push, signal)));
}

/**
 * Settings of a connection that runs an export: no statement timeout (an export runs as long as
 * its rows take to send), and no JIT compilation, which PostgreSQL would otherwise start for a
 * plan this size: about 1.4 s of compiling before the first row of a million-row export, for a
 * query that then spends its time sorting and sending (docs/benchmarks.md).
 */
const EXPORT_SETTINGS = 'SET statement_timeout = 0; SET jit = off';
const RESET_EXPORT_SETTINGS = 'RESET statement_timeout; RESET jit';

type Push = (chunk: string | Buffer) => Promise<void>;

/**
 * A response body fed by `run`: `push` waits while the client is not reading, and the signal
 * aborts when the body is closed before `run` finished (the client went away).
 */
function produce(
  app: FastifyInstance,
  name: string,
  run: (push: Push, signal: AbortSignal) => Promise<void>,
): PassThrough {
  const out = new PassThrough();
  const controller = new AbortController();
  let finished = false;
  out.on('close', () => {
    if (!finished) controller.abort();
  });
  const push: Push = async (chunk) => {
    controller.signal.throwIfAborted();
    if (!out.write(chunk)) await once(out, 'drain', { signal: controller.signal });
  };
  run(push, controller.signal).then(
    () => {
      finished = true;
      out.end();
    },
    (err: unknown) => {
      finished = true;
      if (controller.signal.aborted) return; // the client left; nothing to report
      app.log.error({ err }, `${name} export failed`);
      out.destroy(err as Error);
    },
  );
  return out;
}

/**
 * CSV straight from PostgreSQL: the BOM and the header from here, every row from COPY. The COPY
 * stream is piped, so a slow reader pauses the socket and the server waits on it.
 */
async function copyCsv(app: FastifyInstance, pool: Pool, head: string, spec: SqlExportSpec) {
  const text = `COPY (${inlineSql(spec.select({ csv: true }))}) TO STDOUT WITH (FORMAT csv)`;
  const client = await pool.connect();
  // The pool's statement timeout and the driver's read timeout are lifted on this connection,
  // and restored before it goes back.
  try {
    await client.query(EXPORT_SETTINGS);
  } catch (err) {
    client.release(err as Error);
    throw err;
  }
  const out = new PassThrough();
  out.write(head);
  const copyQuery = Object.assign(copyStreams.to(text), { query_timeout: NO_READ_TIMEOUT });
  const copy = client.query(copyQuery);
  let settled = false;
  const settle = (err?: Error) => {
    if (settled) return;
    settled = true;
    if (!err) {
      spec.onProgress?.(copy.rowCount, true);
      client.query(RESET_EXPORT_SETTINGS).then(
        () => client.release(),
        (resetError: Error) => client.release(resetError),
      );
      return;
    }
    copy.unpipe(out);
    stopBackend(pool, client, err);
  };
  const collector = new ChunkCollector();
  copy.on('data', (chunk: Buffer) => collector.add(chunk.length));
  copy.on('end', () => settle());
  copy.on('error', (err) => {
    if (settled) return; // the error our own cancel caused
    app.log.error({ err }, `${spec.name} export failed`);
    settle(err);
    out.destroy(err);
  });
  // Closed before COPY finished: the client went away (or the response failed).
  out.on('close', () => settle(new Error('export cancelled: the client went away')));
  copy.pipe(out);
  return out;
}

/**
 * Ends a query that is still running on `client`, at once. Releasing the client with an error
 * destroys its socket (pg ends a busy client that way), so a backend that is sending rows fails on
 * its next write; a backend still scanning or sorting sends nothing yet, so it is also cancelled.
 */
function stopBackend(pool: Pool, client: PoolClient, err: Error) {
  const pid = (client as PoolClient & { processID?: number }).processID;
  client.release(err);
  if (pid) pool.query('SELECT pg_cancel_backend($1)', [pid]).catch(() => {});
}

/** The SELECT's rows as pages of cell arrays (PGlite's keyset pages; key columns after the cells). */
function batches(
  app: FastifyInstance,
  spec: SqlExportSpec,
  csv: boolean,
  signal: AbortSignal,
): AsyncGenerator<unknown[][]> {
  const { pglite } = app.dbHandle;
  if (pglite) return keysetBatches(pglite, spec, csv, signal, spec.header.length);
  throw new Error('no embedded database for a paged export');
}

/**
 * PostgreSQL: the raw cells (not neutralised: XLSX text cells are never formulas) as COPY's CSV
 * bytes, chunk by chunk. Leaving the loop early (the client went away, or a write failed) releases
 * the connection broken and cancels the backend, as for CSV.
 */
async function* copyChunks(pool: Pool, query: SQL, signal: AbortSignal): AsyncGenerator<Buffer> {
  const client = await pool.connect();
  let clean = false;
  try {
    await client.query(EXPORT_SETTINGS);
    const text = `COPY (${inlineSql(query)}) TO STDOUT WITH (FORMAT csv)`;
    const copy = client.query(Object.assign(copyStreams.to(text), { query_timeout: NO_READ_TIMEOUT }));
    for await (const chunk of copy as AsyncIterable<Buffer>) {
      signal.throwIfAborted();
      yield chunk;
    }
    await client.query(RESET_EXPORT_SETTINGS);
    clean = true;
  } finally {
    if (clean) client.release();
    else stopBackend(pool, client, new Error('export stopped'));
  }
}

/** The raw cells as CSV bytes: COPY on PostgreSQL, keyset pages written by Node on PGlite. */
async function* rawCsv(
  app: FastifyInstance,
  spec: SqlExportSpec,
  signal: AbortSignal,
): AsyncGenerator<Buffer> {
  const { pool } = app.dbHandle;
  if (pool) {
    yield* copyChunks(pool, spec.select({ csv: false }), signal);
    return;
  }
  for await (const batch of batches(app, spec, false, signal)) {
    yield Buffer.from(csvLines(batch, spec.header.length));
  }
}

/**
 * PGlite: keyset pages. PGlite is one session, and a transaction there holds every other query
 * of the app until it ends, so each page is its own short query and other requests run between.
 */
async function* keysetBatches(
  pglite: NonNullable<FastifyInstance['dbHandle']['pglite']>,
  spec: SqlExportSpec,
  csv: boolean,
  signal: AbortSignal,
  width: number,
): AsyncGenerator<unknown[][]> {
  let after: readonly [string, string] | null = null;
  for (;;) {
    signal.throwIfAborted();
    const { sql: text, params } = dialect.sqlToQuery(
      spec.select({ csv, page: { after, limit: PGLITE_BATCH } }),
    );
    const { rows } = await pglite.query<unknown[]>(text, params, { rowMode: 'array' });
    if (rows.length === 0) return;
    const last = rows[rows.length - 1]!;
    after = [String(last[width]), String(last[width + 1])];
    yield rows;
    if (rows.length < PGLITE_BATCH) return;
  }
}

/**
 * XLSX through our streaming writer (xlsx-writer.ts): inline strings and no shared strings, the
 * sheet keeps its direction, frozen header and column widths. The data rows are written from the
 * raw cells' CSV by CsvToSheetRows into reused buffers, so a million rows make no per-cell
 * JavaScript value (the previous writer, fed cell arrays from a cursor, peaked at +200 MB of heap).
 */
async function writeXlsx(app: FastifyInstance, spec: SqlExportSpec, push: Push, signal: AbortSignal) {
  const xlsx = new XlsxStreamWriter({
    sheetName: spec.sheetName,
    rightToLeft: spec.rightToLeft,
    header: spec.header,
    widths: spec.widths,
  });
  const rows = new CsvToSheetRows({
    columns: spec.header.map((_, i) => columnName(i)),
    numeric: spec.numeric ?? [],
    firstRow: 2,
  });
  // Forward the zip's bytes with backpressure; if that fails, stop the writer so it does not wait.
  const forwarding = (async () => {
    for await (const chunk of xlsx.output) await push(chunk as Buffer);
  })();
  forwarding.catch((err: unknown) => xlsx.destroy(err as Error));
  let reported = 0;
  const collector = new ChunkCollector();
  try {
    for await (const csv of rawCsv(app, spec, signal)) {
      collector.add(csv.length);
      for (const out of rows.write(csv)) {
        collector.add(out.length);
        await xlsx.writeSheetData(out, signal);
      }
      if (rows.rows - reported >= EXPORT_BATCH) {
        reported = rows.rows;
        spec.onProgress?.(reported, false);
      }
    }
    for (const out of rows.end()) await xlsx.writeSheetData(out, signal);
    await xlsx.finish(signal);
    spec.onProgress?.(rows.rows, true);
  } catch (err) {
    xlsx.destroy(err as Error);
    throw err;
  }
  await forwarding;
}
