import { get, type IncomingMessage } from 'node:http';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { fillPaidRequests, registerApplicant, seedCatalog } from './application-fixtures';
import { adminHeaders, buildTestApp } from './helpers';

const ROWS = 150_000;
// No statement timeout: the fixture's one INSERT of the rows below can outlast the pool's 30 s
// on a busy 2-core machine (the exports under test lift it on their own connection anyway).
const ctx = await buildTestApp({ LOGIN_RATE_LIMIT_MAX: '1000', DATABASE_STATEMENT_TIMEOUT_MS: '0' });
const catalog = await seedCatalog(ctx);
const admin = await adminHeaders(ctx);
const applicant = await registerApplicant(ctx);

await fillPaidRequests(ctx, ROWS, 'VD-G-2026-900000', catalog, applicant);

// Run with --expose-gc (apps/api/vitest.config.ts): heap samples are taken after a collection, so
// they show what the export holds on to, not garbage waiting to be collected.
const gc = (globalThis as { gc?: () => void }).gc;
if (!gc) throw new Error('this test needs node --expose-gc');
const retainedHeap = () => {
  // Twice: V8 frees dead ArrayBuffers on a background thread after a collection, so right after
  // one the count still includes chunks already let go (+4 to +22 MB seen here); the second
  // collection waits for that sweep to finish.
  gc();
  gc();
  const m = process.memoryUsage();
  return m.heapUsed + m.arrayBuffers;
};

/**
 * Reads a streamed response to the end, keeping a byte count and the retained heap's high-water
 * mark. node:http rather than fetch: the reader lives in this process too, and an IncomingMessage
 * that is not read pauses its socket, so what is measured is what the server holds, not a client
 * queue filling from loopback while the samples collect garbage.
 */
async function drain(url: string) {
  const res = await new Promise<IncomingMessage>((resolve, reject) =>
    get(url, { headers: { ...admin, 'accept-encoding': 'identity' } }, resolve).on('error', reject),
  );
  const headers = { get: (name: string) => String(res.headers[name.toLowerCase()] ?? '') };
  const base = retainedHeap();
  let peak = 0;
  let bytes = 0;
  let reads = 0;
  const chunks: Buffer[] = [];
  for await (const value of res as AsyncIterable<Buffer>) {
    bytes += value.length;
    if (chunks.length < 2 || url.includes('xlsx')) chunks.push(Buffer.from(value));
    if (++reads % 50 === 0) peak = Math.max(peak, retainedHeap() - base);
  }
  return { res: { headers }, bytes, peakMb: peak / 1024 / 1024, body: Buffer.concat(chunks) };
}

describe(`exporting ${ROWS} requests`, () => {
  const address = ctx.app.listen({ port: 0, host: '127.0.0.1' });

  it('streams CSV with a BOM and Arabic intact, with flat memory', async () => {
    const { res, bytes, peakMb, body } = await drain(
      `${await address}/api/requests/export-list/csv?locale=ar&status=Paid`,
    );
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /attachment; filename="visa-requests-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    expect([...body.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const text = body.toString('utf8');
    expect(text).toContain('المرجع');
    expect(text).toContain('علي حسن 1,');
    expect(bytes).toBeGreaterThan(ROWS * 80);
    console.log(
      `csv: ${(bytes / 1024 / 1024).toFixed(1)} MB streamed, retained memory peak +${peakMb.toFixed(1)} MB`,
    );
    // The file is over 30 MB; a streamed export holds a few batches of it at most (measured:
    // +0.6 MB on PostgreSQL's COPY and on PGlite's keyset pages), a buffered one all of it.
    expect(peakMb).toBeLessThan(12);
    // A guard, not a measure: 150 000 rows through PGlite took up to 200 s beside the browser suite.
  }, 300_000);

  it('streams an XLSX workbook that opens with every row and Arabic text', async () => {
    const { res, body } = await drain(`${await address}/api/requests/export-list/xlsx?locale=ar`);
    expect(res.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(body as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('الطلبات');
    expect(sheet.rowCount).toBe(ROWS + 1);
    expect(sheet.getRow(1).getCell(1).value).toBe('المرجع');
    expect(String(sheet.getRow(2).getCell(4).value)).toBe('علي حسن 1');
  }, 180_000);

  it('honours the list filters', async () => {
    const res = await ctx.app.inject({
      url: '/api/requests/export-list/csv?status=Approved',
      headers: admin,
    });
    expect(
      res.body
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n'),
    ).toHaveLength(1);
    const bad = await ctx.app.inject({ url: '/api/requests/export-list/pdf', headers: admin });
    expect(bad.statusCode).toBe(400);
  });
});
