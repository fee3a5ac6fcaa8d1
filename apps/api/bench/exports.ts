/**
 * Export throughput and memory: fills N requests (apps/api/bench/fill.ts), then downloads the
 * requests CSV and XLSX over real HTTP (a listening server, a streaming reader that discards the
 * bytes) and prints rows/s, MB/s and the process's peak RSS above its level before each export.
 *
 * Usage: npx tsx apps/api/bench/exports.ts [rows] [driver]
 *   rows   default 300 000
 *   driver postgres (default) or pglite (in memory)
 * PostgreSQL: a scratch database exports_bench_… on BENCH_SERVER_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), dropped at the end. BENCH_FORMATS=csv,xlsx picks
 * the cases; BENCH_ENCODING=br also times a brotli-compressed CSV (what a browser asks for).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@visadesk/db';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { demoAdminPassword, seedDemoData } from '../src/seed/index';
import { createBenchDatabase, fillRequests } from './fill';

const rows = Number(process.argv[2] ?? 300_000);
const driver = (process.argv[3] ?? 'postgres') as 'postgres' | 'pglite';
const serverUrl = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const formats = (process.env.BENCH_FORMATS ?? 'csv,xlsx').split(',');

// The demo catalog's files go here; removed as the script exits.
const dataDir = mkdtempSync(join(tmpdir(), 'visadesk-bench-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
  DATA_DIR: dataDir,
  LOGIN_RATE_LIMIT_MAX: '100000',
});
const scratch = driver === 'postgres' ? await createBenchDatabase(serverUrl, 'exports_bench') : undefined;
const database = await createDb({
  databaseUrl: scratch?.url,
  migrationsFolder: config.MIGRATIONS_DIR,
});

try {
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await seedDemoData(app);
  await fillRequests(app.db, { requests: rows, log: () => {} });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/loginAdmin',
    payload: { email: 'admin@visadesk.test', password: demoAdminPassword(config) },
  });
  const authorization = `Bearer ${login.json().access_token}`;
  console.log(
    `exports of ${rows} requests on ${driver}, load average ${loadavg()
      .map((l) => l.toFixed(2))
      .join(' ')}`,
  );

  const cases: [string, string, string][] = [];
  if (formats.includes('csv')) cases.push(['csv', '/api/requests/export-list/csv?locale=ar', 'identity']);
  if (formats.includes('csv') && process.env.BENCH_ENCODING === 'br')
    cases.push(['csv (brotli)', '/api/requests/export-list/csv?locale=ar', 'br']);
  if (formats.includes('xlsx')) cases.push(['xlsx', '/api/requests/export-list/xlsx?locale=ar', 'identity']);

  for (const [label, path, encoding] of cases) {
    global.gc?.();
    const rssBefore = process.memoryUsage().rss;
    let peak = rssBefore;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 50);
    const started = performance.now();
    const res = await fetch(`${base}${path}`, { headers: { authorization, 'accept-encoding': encoding } });
    if (!res.ok) throw new Error(`${label}: HTTP ${res.status} ${await res.text()}`);
    const reader = res.body!.getReader();
    let bytes = 0;
    for (;;) {
      const { value, done } = await reader.read();
      if (done) break;
      bytes += value.length;
    }
    const ms = performance.now() - started;
    clearInterval(sampler);
    console.log(
      `${label.padEnd(13)} ${Math.round((rows / ms) * 1000)
        .toLocaleString('en')
        .padStart(
          9,
        )} rows/s  ${(ms / 1000).toFixed(2)} s  ${(bytes / 1024 / 1024).toFixed(1)} MB  peak RSS +${((peak - rssBefore) / 1024 / 1024).toFixed(0)} MB`,
    );
  }
  await app.close();
} finally {
  await database.close();
  await scratch?.drop();
}
