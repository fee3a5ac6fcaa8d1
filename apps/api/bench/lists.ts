/**
 * List-endpoint latency over a large catalog: fills N visas (default 100 000) on a scratch
 * PostgreSQL database, then times the list queries through the whole Fastify stack (inject).
 * Usage: npm run bench:lists -- [rows] [iterations]
 * Database: BENCH_DATABASE_URL, else postgres://postgres@127.0.0.1:5432/test (a scratch database
 * is created there and dropped afterwards).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, createScratchDatabase, sql } from '@visadesk/db';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { DEMO_ADMIN_EMAIL, demoAdminPassword, seedDemoData } from '../src/seed/index';

const rows = Number(process.argv[2] ?? 100_000);
const iterations = Number(process.argv[3] ?? 300);
const serverUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';

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
const scratch = await createScratchDatabase(serverUrl);
const database = await createDb({ databaseUrl: scratch.url, migrationsFolder: config.MIGRATIONS_DIR });

try {
  await database.migrate();
  const app = await buildApp({ config, database, logger: false });
  await seedDemoData(app);

  const started = Date.now();
  // Rows shaped like real offerings: bilingual titles drawn from word lists, spread over the
  // seeded destinations, with varied prices and dates.
  // Its own pool without the app's 30 s statement_timeout: a million-row insert takes longer.
  const filler = await createDb({ databaseUrl: scratch.url, statementTimeoutMs: 0 });
  await filler.db.execute(sql`
    insert into visas (title_en, title_ar, destination_id, type, entry, validity_days, stay_days,
                       processing_days, price, description_en, description_ar, is_featured, is_active,
                       required_fields, created_at, updated_at)
    select
      (array['Tourist','Business','Transit','Work','Study','Medical','Religious'])[1 + g % 7] || ' visa '
        || (array['express','standard','family','group','premium','student','seasonal'])[1 + (g / 7) % 7] || ' #' || g,
      (array['تأشيرة سياحية','تأشيرة عمل تجاري','تأشيرة عبور','تأشيرة عمل','تأشيرة دراسية','تأشيرة علاج','تأشيرة زيارة دينية'])[1 + g % 7]
        || ' ' || (array['سريعة','عادية','عائلية','جماعية','مميزة','طلابية','موسمية'])[1 + (g / 7) % 7] || ' رقم ' || g,
      (select id from countries order by iso2 offset (g % 33) limit 1),
      (array['tourist','business','transit','work','study','medical','religious'])[1 + g % 7],
      case when g % 3 = 0 then 'multiple' else 'single' end,
      90, 30, 1 + g % 30, 25000 + ((g::bigint * 7919) % 900000)::int,
      '<p>Demo offering</p>', '<p>عرض تجريبي</p>',
      g % 50 = 0, g % 10 <> 0,
      '{FullName,PassportNumber}',
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${rows}) as g`);
  // Autovacuum would have run on a real table of this size: set the visibility map and statistics.
  await filler.db.execute(sql`vacuum analyze visas`);
  await filler.close();
  console.log(
    `filled ${rows} visas in ${((Date.now() - started) / 1000).toFixed(1)} s (PostgreSQL, scratch database)`,
  );

  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/loginAdmin',
    payload: { email: DEMO_ADMIN_EMAIL, password: demoAdminPassword(config) },
  });
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  const [destination] = (await app.inject({ url: '/api/countries/complete-list' })).json() as {
    id: string;
  }[];

  const cases: [string, string][] = [
    ['first page, newest first', '/api/visa/list'],
    ['page 200, newest first', '/api/visa/list?page=200'],
    ['sorted by price, 50 a page', '/api/visa/list?sort=price&limit=50'],
    ['filter destination + type', `/api/visa/list?destinationId=${destination!.id}&type=business`],
    ['filter active + featured', '/api/visa/list?isActive=true&isFeatured=true'],
    ['search English "premium 4242"', `/api/visa/list?search=${encodeURIComponent('premium #4242')}`],
    ['search Arabic "مميزة"', `/api/visa/list?search=${encodeURIComponent('مميزة رقم 4242')}`],
    ['countries list', '/api/countries/list?limit=50'],
  ];

  const pct = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  console.log(`\n${iterations} requests each (after 20 warm-up), milliseconds`);
  console.log('case                              p50     p95     p99     max   total');
  for (const [name, url] of cases) {
    for (let i = 0; i < 20; i++) await app.inject({ url, headers });
    const times: number[] = [];
    let total = 0;
    for (let i = 0; i < iterations; i++) {
      const t0 = performance.now();
      const res = await app.inject({ url, headers });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      total = res.json().total;
    }
    times.sort((a, b) => a - b);
    const cols = [50, 95, 99].map((p) => pct(times, p).toFixed(1).padStart(7));
    console.log(
      `${name.padEnd(32)} ${cols.join(' ')} ${times.at(-1)!.toFixed(1).padStart(7)} ${String(total).padStart(7)}`,
    );
  }
  await app.close();
} finally {
  await database.close();
  // BENCH_KEEP=1 leaves the filled database for EXPLAIN ANALYZE; its URL is printed.
  if (process.env.BENCH_KEEP === '1') console.log(`kept ${scratch.url}`);
  else await scratch.drop();
}
