/**
 * Latency of every list endpoint except requests (transactions, applicants, staff, events, visas,
 * countries, requirements, tickets) over large tables, through the whole Fastify stack (inject).
 *
 * Usage: npx tsx apps/api/bench/other-lists.ts [rows] [iterations]
 *   rows (default 1 000 000): visas, applicants, request groups, transactions and events each;
 *   staff, tickets and the catalog stay small, as in an agency.
 * Database: a scratch database `otherlists_bench_…` is created on BENCH_SERVER_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), filled and dropped afterwards.
 *   BENCH_KEEP=1            keep it (its URL is printed), e.g. to measure again after a migration;
 *   BENCH_DATABASE_URL=…    reuse such a filled database instead of creating one (never dropped);
 *   BENCH_EXPLAIN=file      also write EXPLAIN (ANALYZE, BUFFERS) of each case's own SQL (captured
 *                           from the pool as the app sends it) to that file, one summary line each
 *                           on stdout.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb, sql } from '@visadesk/db';
import pg from 'pg';
import { buildApp } from '../src/app';
import { prepareDatabase } from '../src/boot/database-start';
import { loadConfig } from '../src/config';
import { demoAdminPassword, seedDemoData } from '../src/seed/index';

const rows = Number(process.argv[2] ?? 1_000_000);
const iterations = Number(process.argv[3] ?? 100);
const serverUrl = process.env.BENCH_SERVER_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const explainFile = process.env.BENCH_EXPLAIN;

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

async function adminQuery(text: string) {
  const c = new pg.Client({ connectionString: serverUrl });
  await c.connect();
  try {
    await c.query(text);
  } finally {
    await c.end();
  }
}

let databaseUrl = process.env.BENCH_DATABASE_URL;
let drop: (() => Promise<void>) | undefined;
const reuse = databaseUrl !== undefined;
if (!databaseUrl) {
  const name = `otherlists_bench_${randomBytes(4).toString('hex')}`;
  await adminQuery(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  databaseUrl = url.toString();
  drop = () => adminQuery(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}
const database = await createDb({ databaseUrl, migrationsFolder: config.MIGRATIONS_DIR });

/** Set-based fill: word lists give realistic Arabic and English names with common words. */
async function fill(db: typeof database.db) {
  const t = (label: string, started: number) =>
    console.log(`  ${label} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  let s = Date.now();
  await db.execute(sql`
    insert into visas (title_en, title_ar, destination_id, type, entry, validity_days, stay_days,
                       processing_days, price, description_en, description_ar, is_featured, is_active,
                       required_fields, created_at, updated_at)
    select
      (array['Tourist','Business','Transit','Work','Study','Medical','Religious'])[1 + g % 7] || ' visa '
        || (array['express','standard','family','group','premium','student','seasonal'])[1 + (g / 7) % 7] || ' #' || g,
      (array['تأشيرة سياحية','تأشيرة عمل تجاري','تأشيرة عبور','تأشيرة عمل','تأشيرة دراسية','تأشيرة علاج','تأشيرة زيارة دينية'])[1 + g % 7]
        || ' ' || (array['سريعة','عادية','عائلية','جماعية','مميزة','طلابية','موسمية'])[1 + (g / 7) % 7] || ' رقم ' || g,
      c.ids[1 + g % cardinality(c.ids)],
      (array['tourist','business','transit','work','study','medical','religious'])[1 + g % 7],
      case when g % 3 = 0 then 'multiple' else 'single' end,
      90, 30, 1 + g % 30, 25000 + ((g::bigint * 7919) % 900000)::int,
      '<p>Demo offering</p>', '<p>عرض تجريبي</p>',
      g % 50 = 1, g % 10 <> 0,
      '{FullName,PassportNumber}',
      now() - (g || ' minutes')::interval, now() - ((g * 7) % 500000 || ' minutes')::interval
    from generate_series(1, ${rows}) as g,
         (select array_agg(id order by iso2) ids from countries) c`);
  t('visas', s);
  s = Date.now();
  await db.execute(sql`
    insert into users (full_name, email, phone, password_hash, locale, is_blocked, last_login_at,
                       created_at, updated_at)
    select
      case when g % 2 = 0
        then (array['محمد','أحمد','علي','حسين','فاطمة','زينب','مريم','عمر','يوسف','حسن','محمد','نور','سارة','مصطفى','عباس','محمد','هدى','كرار','رقية','جعفر'])[1 + (g / 2) % 20]
          || ' ' || (array['محمد','علي','حسن','كاظم','جاسم','عبد الله','الجبوري','التميمي','الربيعي','العبيدي','الدليمي','الساعدي','محمد','الخفاجي','الزبيدي','الشمري','العزاوي','البياتي','الحسيني','الموسوي'])[1 + (g / 40) % 20]
        else (array['Mohammed','Ahmed','Ali','Hussein','Fatima','Zainab','Maryam','Omar','Yousif','Hassan','Mohammed','Noor','Sara','Mustafa','Abbas','John','Emma','David','Laura','James'])[1 + (g / 2) % 20]
          || ' ' || (array['Mohammed','Ali','Hassan','Kadhim','Jasim','Abdullah','Al-Jubouri','Al-Tamimi','Smith','Al-Obaidi','Al-Dulaimi','Al-Saadi','Mohammed','Brown','Al-Zubaidi','Al-Shammari','Wilson','Al-Bayati','Al-Husseini','Al-Mousawi'])[1 + (g / 40) % 20]
      end,
      'applicant' || g || '@' || (array['gmail.com','yahoo.com','hotmail.com','outlook.com'])[1 + g % 4],
      case when g % 3 <> 0 then '+96477' || lpad(((g::bigint * 7919) % 100000000)::text, 8, '0') end,
      'not-a-hash', case when g % 2 = 0 then 'ar' else 'en' end,
      g % 200 = 0,
      case when g % 4 <> 0 then now() - (((g::bigint * 37) % 500000) || ' minutes')::interval end,
      now() - (g || ' minutes')::interval, now() - (g || ' minutes')::interval
    from generate_series(1, ${rows}) as g`);
  t('applicants', s);
  s = Date.now();
  await db.execute(sql`
    insert into request_groups (reference, user_id, visa_id, total_amount, created_at)
    select 'VD-G-2026-' || lpad(g::text, 7, '0'), u.ids[1 + g % cardinality(u.ids)],
           v.ids[1 + g % cardinality(v.ids)], 25000 + ((g::bigint * 7919) % 900000)::int,
           now() - (g || ' minutes')::interval
    from generate_series(1, ${rows}) as g,
         (select array_agg(id) ids from (select id from users limit 50000) x) u,
         (select array_agg(id) ids from (select id from visas limit 1000) x) v`);
  t('request groups', s);
  s = Date.now();
  // One transaction per group (so at most one success per group): a realistic mix of gateways and
  // outcomes over the groups' lifetime.
  await db.execute(sql`
    insert into transactions (group_id, gateway, amount, status, provider_reference, note, created_at, completed_at)
    select id, gw, total_amount, st,
           case when gw <> 'cash' then upper(substr(md5(n::text), 1, 16)) end,
           null, created_at + interval '5 minutes',
           case when st in ('succeeded', 'failed', 'refunded') then created_at + interval '9 minutes' end
    from (
      select id, total_amount, created_at, n,
             (array['cash','qi-card','qi-card','zain-cash','cash'])[1 + n % 5] gw,
             (array['succeeded','succeeded','succeeded','succeeded','succeeded','succeeded','failed','failed','expired','expired','expired','pending','refunded'])[1 + (n / 5) % 13] st
      from (select id, total_amount, created_at, row_number() over (order by created_at desc) n from request_groups) x
    ) y`);
  t('transactions', s);
  s = Date.now();
  // Requests for the first groups only: enough for the transaction list's request-reference filter.
  await db.execute(sql`
    insert into requests (reference, group_id, user_id, visa_id, destination_id, nationality_id, status,
                          full_name, passport_number, price, created_at, updated_at)
    select 'VD-2026-' || lpad(n::text, 7, '0'), g.id, g.user_id, g.visa_id, v.destination_id, v.destination_id,
           'Approved', 'Applicant ' || n, 'A' || lpad(n::text, 8, '0'), g.total_amount, g.created_at, g.created_at
    from (select *, row_number() over (order by created_at desc) n from request_groups order by created_at desc limit 20000) g
    join visas v on v.id = g.visa_id`);
  t('requests', s);
  s = Date.now();
  await db.execute(sql`
    insert into events (type, params, seen, seen_at, created_at)
    select (array['request.submitted','request.paid','request.status-changed','request.document-uploaded','ticket.opened','note'])[1 + g % 6],
           jsonb_build_object('reference', 'VD-2026-' || lpad(g::text, 7, '0')),
           g > 300 and g % 40 <> 0, case when g > 300 and g % 40 <> 0 then now() end,
           now() - (g * 30 || ' seconds')::interval
    from generate_series(1, ${rows}) as g`);
  t('events', s);
  s = Date.now();
  await db.execute(sql`
    insert into admins (name, email, password_hash, permissions, is_active, created_at)
    select (array['محمد','أحمد','Sara','Ali','زينب','Omar'])[1 + g % 6] || ' ' || g, 'staff' || g || '@visadesk.test',
           'not-a-hash', '{process-requests}', g % 10 <> 0, now() - (g || ' days')::interval
    from generate_series(1, 200) as g`);
  await db.execute(sql`
    insert into tickets (name, email, subject, message, status, created_at)
    select 'Visitor ' || g, 'visitor' || g || '@example.com',
           (array['Where is my visa?','متى تصدر التأشيرة؟','Refund','استرداد المبلغ'])[1 + g % 4], 'message',
           (array['open','in-progress','closed','closed'])[1 + g % 4], now() - (g || ' minutes')::interval
    from generate_series(1, 20000) as g`);
  t('staff and tickets', s);
  s = Date.now();
  // Autovacuum would have run on tables this size: visibility maps and statistics.
  for (const table of [
    'visas',
    'users',
    'request_groups',
    'transactions',
    'requests',
    'events',
    'admins',
    'tickets',
  ]) {
    await db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  t('vacuum analyze', s);
}

/** Every statement the app sends through the pool while `capturing` is set. */
const captured: { text: string; values: unknown[] }[] = [];
let capturing = false;
const pool = database.pool!;
const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
(pool as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
  const [first, second] = args as [{ text: string; values?: unknown[] } | string, unknown[] | undefined];
  if (capturing) {
    const text = typeof first === 'string' ? first : first.text;
    const values = (typeof first === 'string' ? undefined : first.values) ?? second ?? [];
    captured.push({ text, values });
  }
  return poolQuery(...args);
};

async function explainCase(name: string, client: pg.Client, out: string[]) {
  for (const q of captured) {
    // The session check and other per-request statements are not the list's.
    if (/refresh_token|"admins"\."permissions"|totp/i.test(q.text) && !name.startsWith('staff')) continue;
    const res = await client.query({
      text: `explain (analyze, buffers, format text) ${q.text}`,
      values: q.values as unknown[],
    });
    const lines = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']!);
    out.push(`### ${name}\n\n${q.text}\n-- ${JSON.stringify(q.values)}\n\n${lines.join('\n')}\n`);
    const exec = lines.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
    const buffers = lines.find((l) => l.trim().startsWith('Buffers:'))?.trim() ?? '';
    const scans = [
      ...new Set(
        lines
          .map(
            (l) =>
              l.match(
                /(Parallel )?(Seq Scan|Index Only Scan|Index Scan|Bitmap Heap Scan|Bitmap Index Scan)( Backward)?( using \S+)?( on \S+)?/,
              )?.[0],
          )
          .filter(Boolean),
      ),
    ];
    console.log(`    ${exec.padStart(10)}  ${buffers.padEnd(40)}  ${scans.join('; ')}`);
  }
}

try {
  // As server.ts starts: the transaction totals count the agency's days (a filled database made
  // before migration 0023 has them rebuilt here, once).
  await prepareDatabase(database, config, console);
  const app = await buildApp({ config, database, logger: false });
  if (!reuse) {
    await seedDemoData(app);
    console.log(`filling ${rows} rows per big table (PostgreSQL, ${databaseUrl.replace(/.*\//, '')})`);
    // Its own pool without the app's 30 s statement_timeout: a million-row insert takes longer.
    const filler = await createDb({ databaseUrl, statementTimeoutMs: 0 });
    try {
      await fill(filler.db);
    } finally {
      await filler.close();
    }
  }

  const login = await app.inject({
    method: 'POST',
    url: '/api/auth/loginAdmin',
    payload: { email: 'admin@visadesk.test', password: demoAdminPassword(config) },
  });
  if (login.statusCode !== 200) throw new Error(`sign-in answered ${login.statusCode}: ${login.body}`);
  const headers = { authorization: `Bearer ${login.json().access_token}` };
  const [destination] = (await app.inject({ url: '/api/countries/complete-list' })).json() as {
    id: string;
  }[];
  const enc = encodeURIComponent;
  const T = '/api/transactions/findAllByAdmin';
  const month = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);

  const cases: [string, string][] = [
    ['transactions: first page, newest', T],
    ['transactions: sort amount desc', `${T}?sort=-amount`],
    ['transactions: sort completedAt desc', `${T}?sort=-completedAt`],
    ['transactions: status=succeeded', `${T}?status=succeeded`],
    ['transactions: status=pending', `${T}?status=pending`],
    ['transactions: gateway=cash', `${T}?gateway=cash`],
    ['transactions: last 30 days', `${T}?from=${month(30)}&to=${month(0)}`],
    ['transactions: minAmount 900000', `${T}?minAmount=900000`],
    ['transactions: group reference', `${T}?reference=VD-G-2026-0004242`],
    ['transactions: request reference', `${T}?reference=VD-2026-0004242`],
    ['transactions: succeeded + cash', `${T}?status=succeeded&gateway=cash`],
    ['transactions: succeeded + 30 days', `${T}?status=succeeded&from=${month(30)}&to=${month(0)}`],
    ['transactions: cash, sort amount', `${T}?gateway=cash&sort=-amount`],
    ['applicants: first page, newest', '/api/users/list'],
    ['applicants: sort fullName', '/api/users/list?sort=fullName'],
    ['applicants: sort email', '/api/users/list?sort=email'],
    ['applicants: sort lastLoginAt desc', '/api/users/list?sort=-lastLoginAt'],
    ['applicants: blocked', '/api/users/list?isBlocked=true'],
    ['applicants: not blocked', '/api/users/list?isBlocked=false'],
    ['applicants: search English "ahmed"', `/api/users/list?search=ahmed`],
    ['applicants: search Arabic "محمد"', `/api/users/list?search=${enc('محمد')}`],
    ['applicants: search email', `/api/users/list?search=${enc('applicant4242@')}`],
    ['applicants: search full email', `/api/users/list?search=${enc('applicant4242@hotmail.com')}`],
    ['applicants: blocked + "محمد"', `/api/users/list?isBlocked=true&search=${enc('محمد')}`],
    ['staff: first page (name)', '/api/admin/list'],
    ['staff: inactive, search "محمد"', `/api/admin/list?isActive=false&search=${enc('محمد')}`],
    ['events: first page, newest', '/api/events/all'],
    ['events: unseen', '/api/events/all?seen=false'],
    ['events: seen', '/api/events/all?seen=true'],
    ['visas: first page, newest', '/api/visa/list'],
    ['visas: sort price', '/api/visa/list?sort=price'],
    ['visas: sort titleAr', '/api/visa/list?sort=titleAr'],
    ['visas: sort updatedAt desc', '/api/visa/list?sort=-updatedAt'],
    ['visas: destination', `/api/visa/list?destinationId=${destination!.id}`],
    ['visas: type=business', '/api/visa/list?type=business'],
    ['visas: inactive', '/api/visa/list?isActive=false'],
    ['visas: featured', '/api/visa/list?isFeatured=true'],
    ['visas: destination + type', `/api/visa/list?destinationId=${destination!.id}&type=business`],
    ['visas: active + featured', '/api/visa/list?isActive=true&isFeatured=true'],
    ['visas: destination, sort price', `/api/visa/list?destinationId=${destination!.id}&sort=price`],
    ['visas: search English "premium"', `/api/visa/list?search=premium`],
    ['visas: search Arabic "مميزة"', `/api/visa/list?search=${enc('مميزة')}`],
    ['visas: search "premium #4242"', `/api/visa/list?search=${enc('premium #4242')}`],
    ['countries: first page', '/api/countries/list?limit=50'],
    ['countries: active, search "ira"', '/api/countries/list?isActive=true&search=ira'],
    ['requirements: first page', '/api/visa-requirements/list'],
    ['requirements: document, search', `/api/visa-requirements/list?kind=document&search=${enc('جواز')}`],
    ['tickets: first page', '/api/tickets/list'],
    ['tickets: open', '/api/tickets/list?status=open'],
  ];
  const only = process.env.BENCH_ONLY;
  const selected = only ? cases.filter(([n]) => n.includes(only)) : cases;

  const pct = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
  const plans: string[] = [];
  const explainClient = explainFile ? new pg.Client({ connectionString: databaseUrl }) : undefined;
  explainClient?.on('error', () => undefined); // the scratch database may be dropped under it
  await explainClient?.connect();
  console.log(
    `\n${new Date().toISOString()}, loadavg ${loadavg()
      .map((l) => l.toFixed(2))
      .join(
        ' ',
      )}; up to ${iterations} requests each after 10 warm-up (30 when slower than 100 ms), milliseconds`,
  );
  console.log(`| case | p50 | p95 | p99 | max | total |\n|---|---|---|---|---|---|`);
  for (const [name, url] of selected) {
    for (let i = 0; i < 10; i++) await app.inject({ url, headers });
    const times: number[] = [];
    let total = '';
    for (let i = 0; i < iterations; i++) {
      const t0 = performance.now();
      const res = await app.inject({ url, headers });
      times.push(performance.now() - t0);
      if (res.statusCode !== 200) throw new Error(`${url} answered ${res.statusCode}: ${res.body}`);
      const body = res.json();
      total = `${body.total}${body.totalCapped ? '+' : ''}`;
      if (
        i === 29 &&
        pct(
          [...times].sort((a, b) => a - b),
          50,
        ) > 100
      )
        break;
    }
    times.sort((a, b) => a - b);
    const cols = [50, 95, 99].map((p) => pct(times, p).toFixed(1));
    console.log(`| ${name} | ${cols.join(' | ')} | ${times.at(-1)!.toFixed(1)} | ${total} |`);
    if (explainClient) {
      captured.length = 0;
      capturing = true;
      await app.inject({ url, headers });
      capturing = false;
      await explainCase(name, explainClient, plans);
    }
  }
  await explainClient?.end();
  if (explainFile) writeFileSync(explainFile, plans.join('\n'));
  await app.close();
} finally {
  await database.close();
  if (process.env.BENCH_KEEP === '1' || reuse) console.log(`kept ${databaseUrl}`);
  else await drop?.();
}
