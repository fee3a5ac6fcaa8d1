import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * `npm run bench:api` keeps working: a tiny run (300 requests, a fraction of a second per
 * measurement) against the built server and the bare baseline must exit 0 and report a positive
 * number for every case and export. Numbers are not judged here (performance is measured by the
 * script, not by tests). The script needs a PostgreSQL server; it runs once per test run, in the
 * `api-postgres` project (ADR 0038).
 */
const apiDir = fileURLToPath(new URL('..', import.meta.url));
const repoRoot = join(apiDir, '../..');
const tsx = join(repoRoot, 'node_modules/.bin/tsx');
const serverUrl = process.env.TEST_DATABASE_URL;
const duplicateRun = process.env.VISADESK_TEST_DRIVER !== 'postgres';

interface Measured {
  /** The paced open loop at 50 req/s (bench/paced.ts). */
  rate50: { sent: number; ok: number; failed: number; p50: number; p99: number; max: number };
  /** autocannon at full speed, 8 connections. */
  full8: { reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number };
}

interface BenchJson {
  rows: number;
  cases: {
    name: string;
    bodyMatches: boolean | null;
    product: Measured;
    bare?: Measured;
  }[];
  exports: {
    name: string;
    status: number;
    complete: boolean;
    rows: number | null;
    rowsPerSec: number | null;
    rssPeakMb: number;
  }[];
}

describe.skipIf(!serverUrl || duplicateRun)('npm run bench:api (smoke, 300 requests)', () => {
  it('exits 0 and reports positive numbers for every case and export', { timeout: 120_000 }, async () => {
    expect(
      existsSync(join(repoRoot, 'apps/api/dist/server.js')),
      'apps/api/dist is built by npm test before unit tests',
    ).toBe(true);
    const json = join(mkdtempSync(join(tmpdir(), 'bench-smoke-')), 'bench.json');
    const child = spawn(
      tsx,
      ['apps/api/bench/api.ts', '300', '--seconds', '0.3', '--export-timeout', '20', '--json', json],
      {
        cwd: repoRoot,
        env: { ...process.env, BENCH_DATABASE_URL: serverUrl, BENCH_KEEP: '0' },
      },
    );
    let output = '';
    child.stdout.on('data', (d) => (output += d));
    child.stderr.on('data', (d) => (output += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    expect(code, output).toBe(0);

    const report = JSON.parse(readFileSync(json, 'utf8')) as BenchJson;
    expect(report.rows).toBe(300);
    expect(report.cases.map((c) => c.name)).toHaveLength(11);
    // Ten lists beside the bare server; the dashboard alone (the bare server has none).
    const productOnly = report.cases.filter((c) => !c.bare).map((c) => c.name);
    expect(productOnly).toEqual(['dashboard: the 30 days up to the newest request']);
    for (const c of report.cases) {
      // The bare server must answer what the product answers, or the ratio compares nothing.
      if (c.bare) expect(c.bodyMatches, `${c.name}: bare body differs`).toBe(true);
      for (const who of c.bare ? [c.product, c.bare] : [c.product]) {
        expect(who.full8.reqPerSec, c.name).toBeGreaterThan(0);
        expect(Number.isFinite(who.full8.p99), c.name).toBe(true);
        expect(who.full8.non2xx + who.full8.errors, `${c.name}: failed requests`).toBe(0);
        // 50 req/s for 0.3 s: 15 requests sent on schedule, every one answered 2xx.
        expect(who.rate50.sent, c.name).toBe(15);
        expect(who.rate50.ok, `${c.name}: failed paced requests`).toBe(15);
        expect(who.rate50.p99, c.name).toBeGreaterThan(0);
        expect(who.rate50.max, c.name).toBeGreaterThanOrEqual(who.rate50.p99);
      }
      // The product does real work (auth, validation, serialisation): never under a millisecond.
      expect(c.product.full8.p99, c.name).toBeGreaterThan(0);
    }
    expect(report.exports).toHaveLength(4);
    for (const e of report.exports) {
      expect(e.status, e.name).toBe(200);
      expect(e.complete, e.name).toBe(true);
      expect(e.rowsPerSec, e.name).toBeGreaterThan(0);
      expect(e.rssPeakMb, e.name).toBeGreaterThan(0);
    }
  });
});

/** Runs a bench script with tsx and gives its exit code and everything it printed. */
async function runScript(args: string[], env: Record<string, string>) {
  const child = spawn(tsx, args, { cwd: repoRoot, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (d) => (output += d));
  child.stderr.on('data', (d) => (output += d));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, output };
}

// The two in-process list benchmarks, on a few hundred rows: every case answers and is timed.
describe.skipIf(!serverUrl || duplicateRun)('the in-process list benchmarks (smoke, 300 rows)', () => {
  it('apps/api/bench/other-lists.ts times every list case', { timeout: 120_000 }, async () => {
    const { code, output } = await runScript(['apps/api/bench/other-lists.ts', '300', '2'], {
      BENCH_SERVER_URL: serverUrl!,
      BENCH_KEEP: '0',
    });
    expect(code, output).toBe(0);
    const rows = output.split('\n').filter((line) => /^\| [a-z]+: /.test(line));
    expect(rows.length, output).toBeGreaterThanOrEqual(49);
    for (const row of rows) {
      const [p50, p95, p99, max] = row.split('|').slice(2, 6).map(Number);
      expect(p50! > 0 && p95! >= p50! && p99! >= p95! && max! >= p99!, row).toBe(true);
    }
  });

  it('npm run bench:lists times every visa list case', { timeout: 120_000 }, async () => {
    const { code, output } = await runScript(['apps/api/bench/lists.ts', '300', '3'], {
      BENCH_DATABASE_URL: serverUrl!,
      BENCH_KEEP: '0',
    });
    expect(code, output).toBe(0);
    const rows = output
      .split('\n')
      .filter((line) => /^\S.*\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+[\d.]+\s+\d+$/.test(line));
    expect(rows.length, output).toBe(8);
    for (const row of rows) {
      const [p50, , , max] = row.trim().split(/\s+/).slice(-5, -1).map(Number);
      expect(p50! > 0 && max! >= p50!, row).toBe(true);
    }
  });
});
