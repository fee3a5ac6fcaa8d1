/**
 * The plans of the requests list searched by a group reference, over N filled requests on
 * PostgreSQL (default 1 000 000): EXPLAIN (ANALYZE, BUFFERS) of each statement the app sends for
 * `GET /api/requests/list?search=<group reference>` (page and counts), and their timings.
 *
 * Usage: npx tsx apps/api/bench/explain-group-search.ts [rows]
 *   BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/test): the server of the
 *   scratch database bench_<hex>, dropped afterwards (BENCH_KEEP=1 keeps it; --reuse <url> reads
 *   an already filled one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '@visadesk/db';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_ADMIN_EMAIL, demoAdminPassword, seedDemoData } from '../src/seed/index';
import { createBenchDatabase, fillRequests } from './fill';

const args = process.argv.slice(2);
const reuse = args.includes('--reuse') ? args[args.indexOf('--reuse') + 1] : undefined;
const rows = Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

const dataDir = mkdtempSync(join(tmpdir(), 'visadesk-bench-'));
process.on('exit', () => rmSync(dataDir, { recursive: true, force: true }));
const config = loadConfig({
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  JWT_SECRET: 'bench-secret-bench-secret-bench-secret-bench',
  DATA_DIR: dataDir,
  LOGIN_RATE_LIMIT_MAX: '100000',
});
const scratch = reuse ? undefined : await createBenchDatabase(serverUrl);
const url = reuse ?? scratch!.url;
const database = await createDb({ databaseUrl: url, migrationsFolder: config.MIGRATIONS_DIR });

// Every statement the app sends through the pool while `capturing` is set.
const captured: { text: string; values: unknown[] }[] = [];
let capturing = false;
const pool = database.pool!;
const poolQuery = pool.query.bind(pool) as (...a: unknown[]) => unknown;
(pool as unknown as { query: (...a: unknown[]) => unknown }).query = (...a: unknown[]) => {
  const [first, second] = a as [{ text: string; values?: unknown[] } | string, unknown[] | undefined];
  if (capturing) {
    const text = typeof first === 'string' ? first : first.text;
    captured.push({ text, values: (typeof first === 'string' ? undefined : first.values) ?? second ?? [] });
  }
  return poolQuery(...a);
};

try {
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  if (!reuse) {
    await seedDemoData(app);
    const filler = await createDb({ databaseUrl: url, statementTimeoutMs: 0 });
    await fillRequests(filler.db, { requests: rows });
    await filler.close();
  }
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const group = (
    await client.query<{ reference: string; n: number }>(
      `select g.reference, (select count(*)::int from requests r where r.group_id = g.id) as n
       from request_groups g order by g.reference desc limit 1 offset 1000`,
    )
  ).rows[0]!;
  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/loginAdmin',
    payload: { email: DEMO_ADMIN_EMAIL, password: demoAdminPassword(config) },
  });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  const path = `/api/requests/list?search=${encodeURIComponent(group.reference)}`;
  const times: number[] = [];
  for (let i = 0; i < 220; i++) {
    const t0 = performance.now();
    const res = await app.inject({ url: path, headers });
    if (i >= 20) times.push(performance.now() - t0);
    if (res.statusCode !== 200 || res.json().total !== group.n) throw new Error(`${path}: ${res.body}`);
  }
  times.sort((a, b) => a - b);
  const at = (p: number) => times[Math.ceil((p / 100) * times.length) - 1]!.toFixed(1);
  console.log(`${path} (${group.n} travellers): p50 ${at(50)} ms, p99 ${at(99)} ms over 200 calls`);
  capturing = true;
  await app.inject({ url: path, headers });
  capturing = false;
  for (const q of captured) {
    if (!q.text.includes('"requests"')) continue; // the session check is not the list's
    const plan = await client.query({ text: `explain (analyze, buffers) ${q.text}`, values: q.values });
    console.log(`\n${q.text}\n-- ${JSON.stringify(q.values)}`);
    for (const r of plan.rows) console.log(r['QUERY PLAN']);
  }
  await client.end();
  await app.close();
} finally {
  await database.close();
  if (process.env.BENCH_KEEP === '1' || reuse) console.log(`kept ${url}`);
  else await scratch?.drop();
}
