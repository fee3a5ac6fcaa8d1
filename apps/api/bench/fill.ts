/**
 * Fills a migrated, demo-seeded database with N visa requests shaped like a busy agency's, using
 * set-based SQL only (generate_series + hash-derived pseudo-random numbers), so 1 000 000 requests
 * take about a minute on PostgreSQL. Deterministic: the same N gives the same names, statuses,
 * destinations and dates (only uuids and `now()` differ), so runs compare.
 *
 *   import { fillRequests, createBenchDatabase } from './fill';
 *   const scratch = await createBenchDatabase(serverUrl);   // bench_<hex> on that server
 *   ... migrate, seedDemoData(app) ...
 *   await fillRequests(app.db, { requests: 1_000_000 });
 *
 * What it writes: ~N/3 applicant users, request groups of 1–4 travellers (~N/1.7 groups), N
 * requests, 12 staff admins, and transactions (a succeeded one for every Paid group, failed
 * attempts before some of them, pending/expired ones for some Approved groups). Search columns are
 * the tables' generated columns and any triggers (e.g. the counts table) stay enabled, so lists
 * and search behave as in production. Only the foreign-key checks are skipped (the rows are
 * consistent by construction) and the secondary indexes are rebuilt once at the end instead of
 * being updated row by row — both as `pg_get_indexdef` recorded them, so later migrations' indexes
 * come back too.
 */
import { randomBytes } from 'node:crypto';
import { REQUEST_STATUSES, type RequestStatus } from '@visadesk/contract';
import { type Db, sql } from '@visadesk/db';
import pg from 'pg';

export interface FillOptions {
  /** How many requests (travellers); default 1 000 000. */
  requests?: number;
  /** Progress lines (default console.log); pass () => {} for silence. */
  log?: (line: string) => void;
}

export interface FillResult {
  requests: number;
  groups: number;
  users: number;
  transactions: number;
  seconds: number;
}

// Destination shares of a Baghdad agency: Turkey about 30 %, then the Gulf, pilgrimages and the
// usual tourist routes; countries not listed share what is left.
const DESTINATION_WEIGHTS: Record<string, number> = {
  TR: 30,
  AE: 12,
  IR: 9,
  SA: 7,
  JO: 5,
  EG: 5,
  LB: 4,
  GE: 3,
  SY: 3,
  RU: 2,
  IN: 2,
  MY: 2,
  AZ: 2,
  AM: 1,
  TH: 1,
  QA: 1,
  OM: 1,
  KW: 1,
  BH: 1,
};
const OTHER_DESTINATION_WEIGHT = 0.5;

const NATIONALITY_WEIGHTS: [string, number][] = [
  ['IQ', 82],
  ['SY', 7],
  ['JO', 5],
  ['LB', 3],
  ['EG', 3],
];

// Group status (every traveller of a group usually shares it). Approved ≈ 27 % like the issue's
// "before" table; most older work is settled, some is still in the queue.
const STATUS_WEIGHTS: Record<RequestStatus, number> = {
  Paid: 30,
  Approved: 27,
  InProcess: 18,
  Requested: 9,
  Modified: 5,
  Rejected: 6,
  Canceled: 5,
};

// Common names are frequent on purpose: a search for محمد matches a large share of the table.
const ARABIC_MALE: [string, number][] = [
  ['محمد', 16],
  ['علي', 9],
  ['حسين', 8],
  ['أحمد', 7],
  ['حسن', 6],
  ['عباس', 4],
  ['مصطفى', 4],
  ['عمر', 3],
  ['حيدر', 4],
  ['كرار', 3],
  ['مرتضى', 3],
  ['يوسف', 3],
  ['إبراهيم', 2],
  ['خالد', 2],
  ['سجاد', 2],
  ['زيد', 2],
  ['عبد الله', 3],
  ['جعفر', 2],
  ['قاسم', 2],
  ['سيف', 2],
];
const ARABIC_FEMALE: [string, number][] = [
  ['فاطمة', 12],
  ['زينب', 10],
  ['مريم', 7],
  ['نور', 6],
  ['سارة', 5],
  ['رقية', 4],
  ['زهراء', 6],
  ['هدى', 3],
  ['آية', 4],
  ['بنين', 3],
  ['دعاء', 3],
  ['رسل', 3],
  ['شهد', 3],
  ['ملاك', 2],
];
const ARABIC_FATHER: [string, number][] = [
  ['محمد', 14],
  ['علي', 10],
  ['حسين', 9],
  ['جاسم', 5],
  ['كاظم', 5],
  ['عبد الحسين', 4],
  ['حميد', 4],
  ['صباح', 3],
  ['عبد الكريم', 3],
  ['فاضل', 3],
  ['ناصر', 3],
  ['سعد', 3],
  ['هادي', 3],
  ['رحيم', 3],
  ['جبار', 2],
  ['ستار', 2],
];
const ARABIC_FAMILY = [
  'الموسوي',
  'الحسيني',
  'التميمي',
  'الجبوري',
  'الساعدي',
  'العبيدي',
  'الربيعي',
  'الخفاجي',
  'الزبيدي',
  'الدليمي',
  'الشمري',
  'العامري',
  'البغدادي',
  'الكعبي',
  'الحلي',
  'النجفي',
  'الأسدي',
  'الياسري',
  'المالكي',
  'الطائي',
];
const ENGLISH_MALE: [string, number][] = [
  ['Mohammed', 14],
  ['Ali', 9],
  ['Hussein', 8],
  ['Ahmed', 7],
  ['Hassan', 6],
  ['Abbas', 4],
  ['Mustafa', 4],
  ['Omar', 3],
  ['Haider', 4],
  ['Karrar', 3],
  ['Murtada', 3],
  ['Yousif', 3],
  ['Ibrahim', 2],
  ['Khalid', 2],
  ['Sajjad', 2],
  ['Zaid', 2],
  ['John', 1],
  ['David', 1],
];
const ENGLISH_FEMALE: [string, number][] = [
  ['Fatima', 12],
  ['Zainab', 10],
  ['Maryam', 7],
  ['Noor', 6],
  ['Sara', 5],
  ['Ruqaya', 4],
  ['Zahraa', 6],
  ['Huda', 3],
  ['Aya', 4],
  ['Baneen', 3],
  ['Duaa', 3],
  ['Rusul', 3],
  ['Anna', 1],
];
const ENGLISH_FAMILY = [
  'Al-Musawi',
  'Al-Husseini',
  'Al-Tamimi',
  'Al-Jubouri',
  'Al-Saadi',
  'Al-Obaidi',
  'Al-Rubaie',
  'Al-Khafaji',
  'Al-Zubaidi',
  'Al-Dulaimi',
  'Al-Shammari',
  'Al-Amiri',
  'Al-Baghdadi',
  'Al-Kaabi',
  'Al-Hilli',
  'Al-Najafi',
  'Al-Asadi',
  'Al-Yasiri',
  'Al-Maliki',
  'Al-Taie',
  'Smith',
  'Brown',
];
const GATEWAY_WEIGHTS: [string, number][] = [
  ['qi-card', 50],
  ['zain-cash', 30],
  ['cash', 20],
];
const EMAIL_DOMAINS: [string, number][] = [
  ['gmail.com', 60],
  ['yahoo.com', 15],
  ['outlook.com', 12],
  ['hotmail.com', 8],
  ['icloud.com', 5],
];

/** A weighted list as a flat SQL text array: an entry appears `weight` times (rounded). */
function weighted(entries: [string, number][], scale = 1): string[] {
  return entries.flatMap(([value, weight]) =>
    Array<string>(Math.max(1, Math.round(weight * scale))).fill(value),
  );
}

/** A SQL array literal of text values (quoted, so Arabic and spaces are safe). */
const textArray = (values: string[]) =>
  sql.raw(`ARRAY[${values.map((v) => `'${v.replace(/'/g, "''")}'`).join(',')}]::text[]`);

/**
 * Deterministic pseudo-random integer in [0, m) for row `g` and stream `k`: hashint8extended is
 * built into PostgreSQL and PGlite, is fast, and makes every fill of the same size identical.
 */
const rnd = (g: string, k: number, m: number) =>
  sql.raw(`((hashint8extended((${g})::bigint, ${k}) & 2147483647) % ${m})::int`);
const pick = (values: string[], g: string, k: number) =>
  sql`(${textArray(values)})[1 + ${rnd(g, k, values.length)}]`;

export async function fillRequests(db: Db, options: FillOptions = {}): Promise<FillResult> {
  const n = Math.max(1, Math.floor(options.requests ?? 1_000_000));
  const log = options.log ?? ((line: string) => console.log(line));
  const started = performance.now();
  const step = async (label: string, work: () => Promise<unknown>) => {
    const t0 = performance.now();
    await work();
    log(`  ${label}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
  };
  const tables = ['users', 'request_groups', 'requests', 'transactions'];

  let result = { groups: 0, users: 0, transactions: 0 };
  // One connection and one transaction: SET LOCAL applies to every statement, a failure leaves
  // nothing half-filled, and the counts triggers see the rows exactly as the app would commit them.
  await db.transaction(async (tx) => {
    const q = (query: ReturnType<typeof sql>) => tx.execute(query);
    const rows = async <T>(query: ReturnType<typeof sql>) =>
      (await tx.execute(query)) as unknown as { rows: T[] };
    await q(sql`set local maintenance_work_mem = '1GB'`);
    await q(sql`set local work_mem = '64MB'`);
    await q(sql`set local synchronous_commit = off`);
    // The pool's 30 s statement_timeout is for requests; a million-row insert (with its counts
    // trigger) takes longer on a cold or busy machine.
    await q(sql`set local statement_timeout = 0`);

    const visaRows = (
      await rows<{ id: string; iso2: string; price: number }>(
        sql`select v.id, c.iso2, v.price from visas v join countries c on c.id = v.destination_id
            where v.is_active order by v.created_at, v.id`,
      )
    ).rows;
    if (visaRows.length === 0) throw new Error('fillRequests needs the demo seed (no active visas found)');
    const countries = (await rows<{ id: string; iso2: string }>(sql`select id, iso2 from countries`)).rows;
    const countryId = new Map(countries.map((c) => [c.iso2, c.id]));
    const [admin] = (
      await rows<{ id: string; password_hash: string }>(
        sql`select id, password_hash from admins order by created_at limit 1`,
      )
    ).rows;
    if (!admin) throw new Error('fillRequests needs the demo seed (no admin found)');

    // 1000 visa slots: destinations by weight, a destination's share split over its visas.
    const byDestination = new Map<string, string[]>();
    for (const v of visaRows) byDestination.set(v.iso2, [...(byDestination.get(v.iso2) ?? []), v.id]);
    const destWeights = [...byDestination.keys()].map(
      (iso) => [iso, DESTINATION_WEIGHTS[iso] ?? OTHER_DESTINATION_WEIGHT] as const,
    );
    const totalWeight = destWeights.reduce((s, [, w]) => s + w, 0);
    const visaSlots: string[] = [];
    for (const [iso, w] of destWeights) {
      const ids = byDestination.get(iso)!;
      const slots = Math.max(1, Math.round((w / totalWeight) * 1000));
      for (let i = 0; i < slots; i++) visaSlots.push(ids[i % ids.length]!);
    }
    const nationalitySlots = weighted(
      NATIONALITY_WEIGHTS.filter(([iso]) => countryId.has(iso)).map(([iso, w]) => [countryId.get(iso)!, w]),
    );
    const statusSlots = weighted(REQUEST_STATUSES.map((s) => [s, STATUS_WEIGHTS[s]]));

    // Scratch tables live in this session only.
    await step('drop secondary indexes', async () => {
      await q(sql`create temp table bench_indexes on commit drop as
        select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as def
        from pg_index i join pg_class t on t.oid = i.indrelid
        where t.relname in (${sql.join(
          tables.map((t) => sql`${t}`),
          sql`, `,
        )}) and t.relnamespace = 'public'::regnamespace
          and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`);
      const defs = (await rows<{ name: string }>(sql`select name from bench_indexes`)).rows;
      for (const { name } of defs) await q(sql.raw(`drop index ${name}`));
      // Skip foreign-key checks (internal triggers) but keep user triggers such as counts upkeep.
      for (const t of tables) {
        await q(sql.raw(`alter table ${t} disable trigger all`));
        await q(sql.raw(`alter table ${t} enable trigger user`));
      }
    });

    // Mean group size is 1.7: make enough groups, the ones past the N-th traveller are left out.
    const groupCount = Math.ceil(n / 1.5) + 10;
    const userCount = Math.max(1, Math.ceil(n / 3));
    const span = 730 * 86_400; // two years, in seconds

    await step(`users (${userCount})`, async () => {
      await q(sql`create temp table bench_users on commit drop as
        select u as idx, gen_random_uuid() as id,
          now() - make_interval(secs => ${span} * (1 - u::float8 / ${userCount}) + 86400) as created_at,
          ${rnd('u', 1, 100)} < 55 as arabic, ${rnd('u', 2, 100)} < 62 as male
        from generate_series(1, ${userCount}) as u`);
      await q(sql`insert into users (id, full_name, email, phone, password_hash, locale, created_at, updated_at)
        select id,
          case when arabic then
            case when male then ${pick(weighted(ARABIC_MALE), 'idx', 3)} else ${pick(weighted(ARABIC_FEMALE), 'idx', 3)} end
              || ' ' || ${pick(weighted(ARABIC_FATHER), 'idx', 4)} || ' ' || ${pick(ARABIC_FAMILY, 'idx', 5)}
          else
            case when male then ${pick(weighted(ENGLISH_MALE), 'idx', 3)} else ${pick(weighted(ENGLISH_FEMALE), 'idx', 3)} end
              || ' ' || ${pick(ENGLISH_FAMILY, 'idx', 5)}
          end,
          'applicant' || idx || '@' || ${pick(weighted(EMAIL_DOMAINS), 'idx', 6)},
          '+9647' || lpad(((idx::bigint * 7919 + 1000003) % 1000000000)::text, 9, '0'),
          ${admin.password_hash},
          case when arabic then 'ar' else 'en' end,
          created_at, created_at
        from bench_users`);
    });

    await step(`groups (≤ ${groupCount})`, async () => {
      // Sizes 1–4 (55/25/13/7 %), numbered cumulatively so travellers get consecutive numbers.
      await q(sql`create temp table bench_groups on commit drop as
        with sized as (
          select g,
            (array[1,1,1,1,1,1,1,1,1,1,1,2,2,2,2,2,3,3,3,4])[1 + ${rnd('g', 10, 20)}] as size
          from generate_series(1, ${groupCount}) as g
        ), numbered as (
          select g, size, sum(size) over (order by g) - size as first_rn from sized
        )
        select g, least(size, ${n} - first_rn)::int as size, first_rn,
          gen_random_uuid() as id,
          (${sql.raw(`'{${visaSlots.join(',')}}'::uuid[]`)})[1 + ${rnd('g', 11, visaSlots.length)}] as visa_id,
          1 + ${rnd('g', 12, userCount)} as user_idx,
          ${pick(statusSlots, 'g', 13)} as status,
          now() - make_interval(secs => ${span} * (1 - g::float8 / ${groupCount})) as created_at
        from numbered where first_rn < ${n}`);
      await q(sql`insert into request_groups (id, reference, user_id, visa_id, total_amount, currency, created_at)
        select bg.id,
          'VD-G-' || extract(year from bg.created_at)::int || '-' || lpad(bg.g::text, greatest(6, length(bg.g::text)), '0'),
          bu.id, bg.visa_id, v.price * bg.size, 'IQD', bg.created_at
        from bench_groups bg join bench_users bu on bu.idx = bg.user_idx join visas v on v.id = bg.visa_id`);
    });

    await step('staff admins', async () => {
      await q(sql`insert into admins (name, email, password_hash, permissions, locale, created_at, updated_at)
        select (array['سارة الموسوي','Ahmed Al-Tamimi','زينب الجبوري','Omar Al-Saadi','مريم العبيدي','Haider Al-Rubaie',
                      'نور الخفاجي','Mustafa Al-Zubaidi','هدى الدليمي','Ali Al-Shammari','رقية العامري','Yousif Al-Kaabi'])[s],
          'staff' || s || '@visadesk.test', password_hash, permissions, case when s % 2 = 1 then 'ar' else 'en' end,
          now() - interval '800 days', now() - interval '800 days'
        from generate_series(1, 12) as s, (select password_hash, permissions from admins where id = ${admin.id}) a
        on conflict do nothing`);
      await q(sql`create temp table bench_admins on commit drop as
        select row_number() over (order by created_at, id) - 1 as idx, id from admins`);
    });

    await step(`requests (${n})`, async () => {
      const adminIds = (await rows<{ id: string }>(sql`select id from bench_admins order by idx`)).rows.map(
        (r) => r.id,
      );
      await q(sql`insert into requests (reference, group_id, user_id, visa_id, destination_id, nationality_id, status,
          full_name, full_quadruple_name, passport_number, email, date_of_birth, travel_date, return_date,
          passport_expiry, education_degree, travel_reason, price, assigned_admin_id, reason, version,
          created_at, updated_at)
        select
          'VD-' || extract(year from t.created_at)::int || '-' || lpad(t.rn::text, greatest(6, length(t.rn::text)), '0'),
          t.group_id, t.user_id, t.visa_id, v.destination_id,
          case when t.nat = v.destination_id then ${countryId.get('IQ') ?? nationalitySlots[0]!}::uuid else t.nat end,
          t.status,
          case when t.arabic then t.first_ar || ' ' || t.father_ar || ' ' || t.family_ar
               else t.first_en || ' ' || t.family_en end,
          case when ${rnd('t.rn', 24, 100)} < 30
               then t.first_ar || ' ' || t.father_ar || ' ' || ${pick(weighted(ARABIC_FATHER), 't.rn', 25)} || ' ' || t.family_ar end,
          -- unique: rn * 7919 is a bijection modulo 10^8, the letter only decorates it
          ${pick(['A', 'A', 'A', 'B', 'G', 'N'], 't.rn', 26)} || lpad(((t.rn::bigint * 7919 + 4242) % 100000000)::text, 8, '0'),
          lower(replace(t.first_en, ' ', '')) || '.' || t.rn || '@' || ${pick(weighted(EMAIL_DOMAINS), 't.rn', 27)},
          (t.created_at - make_interval(days => 6570 + ${rnd('t.rn', 28, 16000)}))::date,
          (t.created_at + make_interval(days => 10 + ${rnd('t.rn', 29, 60)}))::date,
          (t.created_at + make_interval(days => 25 + ${rnd('t.rn', 29, 60)} + ${rnd('t.rn', 30, 30)}))::date,
          case when ${rnd('t.rn', 31, 100)} < 60 then (t.created_at + make_interval(days => 200 + ${rnd('t.rn', 32, 3000)}))::date end,
          case when ${rnd('t.rn', 33, 100)} < 15 then ${pick(["Bachelor's", 'Diploma', 'High school', "Master's", 'بكالوريوس', 'دبلوم'], 't.rn', 34)} end,
          case when ${rnd('t.rn', 35, 100)} < 20 then ${pick(['Tourism', 'Business meeting', 'Medical treatment', 'زيارة عائلية', 'سياحة', 'علاج'], 't.rn', 36)} end,
          v.price,
          case when t.status <> 'Requested' and ${rnd('t.rn', 37, 100)} < 60
               then (${sql.raw(`'{${adminIds.join(',')}}'::uuid[]`)})[1 + ${rnd('t.group_g', 38, adminIds.length)}] end,
          case when t.status = 'Modified' then 'Please upload a clearer passport scan / يرجى رفع صورة أوضح للجواز'
               when t.status = 'Rejected' then 'Refused by the embassy / رفض من السفارة' end,
          case t.status when 'Requested' then 1 when 'InProcess' then 2 when 'Modified' then 3
                        when 'Approved' then 3 when 'Paid' then 4 else 3 end,
          t.created_at,
          case when t.status = 'Requested' then t.created_at
               else least(now(), t.created_at + make_interval(secs => 3600 + ${rnd('t.rn', 39, 20 * 86400)})) end
        from (
          select bg.first_rn + k as rn, bg.g as group_g, bg.id as group_id, bu.id as user_id, bg.visa_id,
            bg.created_at, bg.status,
            (${sql.raw(`'{${nationalitySlots.join(',')}}'::uuid[]`)})[1 + ${rnd('bg.g', 20, nationalitySlots.length)}] as nat,
            -- most travellers of a group share the applicant's script; some groups mix
            case when k = 1 then bu.arabic else ${rnd('bg.first_rn + k', 21, 100)} < 55 end as arabic,
            case when ${rnd('bg.first_rn + k', 22, 100)} < 58
                 then ${pick(weighted(ARABIC_MALE), 'bg.first_rn + k', 3)} else ${pick(weighted(ARABIC_FEMALE), 'bg.first_rn + k', 3)} end as first_ar,
            case when ${rnd('bg.first_rn + k', 22, 100)} < 58
                 then ${pick(weighted(ENGLISH_MALE), 'bg.first_rn + k', 3)} else ${pick(weighted(ENGLISH_FEMALE), 'bg.first_rn + k', 3)} end as first_en,
            ${pick(weighted(ARABIC_FATHER), 'bg.first_rn + k', 4)} as father_ar,
            ${pick(ARABIC_FAMILY, 'bg.g', 5)} as family_ar,
            ${pick(ENGLISH_FAMILY, 'bg.g', 5)} as family_en
          from bench_groups bg
          join bench_users bu on bu.idx = bg.user_idx
          cross join lateral generate_series(1, bg.size) as k
        ) t
        join visas v on v.id = t.visa_id`);
    });

    await step('transactions', async () => {
      // Paid groups: one succeeded payment, after a failed attempt for some; Approved groups:
      // some pending or expired attempts (awaiting payment).
      await q(sql`insert into transactions (group_id, gateway, amount, currency, status, provider_reference,
          recorded_by_admin_id, created_at, completed_at)
        select bg.id, x.gateway, v.price * bg.size, 'IQD', x.status,
          case when x.gateway <> 'cash' then 'P' || bg.g || '-' || x.attempt end,
          case when x.gateway = 'cash' then ${admin.id}::uuid end,
          bg.created_at + make_interval(secs => 86400 + x.attempt * 600),
          case when x.status in ('succeeded', 'failed') then bg.created_at + make_interval(secs => 86400 + x.attempt * 600 + 120) end
        from bench_groups bg
        join visas v on v.id = bg.visa_id
        cross join lateral (
          select 2 as attempt, 'succeeded' as status, ${pick(weighted(GATEWAY_WEIGHTS), 'bg.g', 40)} as gateway where bg.status = 'Paid'
          union all
          select 1, 'failed', ${pick(['qi-card', 'zain-cash'], 'bg.g', 41)} where bg.status = 'Paid' and ${rnd('bg.g', 42, 100)} < 15
          union all
          select 1, ${pick(['pending', 'expired', 'expired'], 'bg.g', 43)}, ${pick(['qi-card', 'zain-cash'], 'bg.g', 41)}
            where bg.status = 'Approved' and ${rnd('bg.g', 44, 100)} < 12
        ) x`);
    });

    await step('rebuild indexes and foreign-key checks', async () => {
      for (const t of tables) await q(sql.raw(`alter table ${t} enable trigger all`));
      const defs = (await rows<{ def: string }>(sql`select def from bench_indexes`)).rows;
      for (const { def } of defs) await q(sql.raw(def));
    });

    // New requests the app creates must not reuse the filled references.
    await q(
      sql`select setval('request_reference_seq', ${n}), setval('request_group_reference_seq', (select max(g) from bench_groups))`,
    );
    const counted = (
      await rows<{ groups: number; users: number; transactions: number }>(
        sql`select (select count(*)::int from bench_groups) as groups, ${userCount}::int as users,
                   (select count(*)::int from transactions) as transactions`,
      )
    ).rows[0]!;
    result = {
      groups: Number(counted.groups),
      users: Number(counted.users),
      transactions: Number(counted.transactions),
    };
  });

  // Autovacuum would have run on tables this size: visibility map (index-only scans) + statistics.
  await step('vacuum analyze', () => db.execute(sql`vacuum analyze`));
  const seconds = (performance.now() - started) / 1000;
  log(
    `filled ${n} requests (${result.groups} groups, ${result.users} users, ${result.transactions} transactions) in ${seconds.toFixed(1)} s`,
  );
  return { requests: n, ...result, seconds };
}

/** A scratch database named bench_<hex> on the server of `serverUrl`; drop() removes it. */
export async function createBenchDatabase(
  serverUrl: string,
  prefix = 'bench',
): Promise<{ url: string; name: string; drop(): Promise<void> }> {
  const name = `${prefix}_${randomBytes(5).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { url: url.toString(), name, drop: () => dropBenchDatabase(serverUrl, name) };
}

/** Drops a database by name (or by its URL) on the server of `serverUrl`. */
export async function dropBenchDatabase(serverUrl: string, nameOrUrl: string): Promise<void> {
  const name = nameOrUrl.includes('://') ? new URL(nameOrUrl).pathname.slice(1) : nameOrUrl;
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`not a plain database name: ${name}`);
  await adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

async function adminQuery(serverUrl: string, text: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
