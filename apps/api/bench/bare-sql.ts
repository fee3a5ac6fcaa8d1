/**
 * The SQL of the bare baseline server (bare-server.ts): for each benchmarked URL, the least work
 * that produces the product's JSON body — page and rows in one query with the joins of
 * src/modules/requests/mappers.ts, counts run beside it on a second pooled connection. Keep it in
 * step with the product's final queries; `api.ts` compares both bodies before measuring and says
 * when they differ.
 *
 * Modes (BARE_MODE, or `--bare-mode` of api.ts):
 * - counts: statusCounts/total of the requests list from request_status_counts (migration 0009)
 *   for the unfiltered and single-filter views, a grouped count over at most SEARCH_COUNT_WINDOW + 1
 *   rows for a search or a combination of filters (statusCounts null past it); nextCursor as the
 *   redesigned API writes it.
 * - legacy: the response before the redesign (883a28d): a window count and seven per-status
 *   window counts, no nextCursor.
 * - auto (default): counts when the table exists, legacy otherwise.
 * Transactions' totals come from transaction_daily_totals when that table exists (migration 0011),
 * else from summing the matching succeeded transactions.
 */
import {
  encodeCursor,
  LIST_WINDOW,
  languageOf,
  REQUEST_STATUSES,
  SEARCH_COUNT_WINDOW,
} from '@visadesk/contract';
import type pg from 'pg';

export type BareMode = 'counts' | 'legacy';
type Params = URLSearchParams;
type Row = Record<string, unknown>;

export interface BareContext {
  pool: pg.Pool;
  mode: BareMode;
  hasDailyTotals: boolean;
}

export async function detectContext(pool: pg.Pool, wanted: string | undefined): Promise<BareContext> {
  const { rows } = await pool.query<{ counts: boolean; daily: boolean }>(
    `select to_regclass('public.request_status_counts') is not null as counts,
            to_regclass('public.transaction_daily_totals') is not null as daily`,
  );
  const found = rows[0]!;
  const mode: BareMode =
    wanted === 'counts' || wanted === 'legacy' ? wanted : found.counts ? 'counts' : 'legacy';
  return { pool, mode, hasDailyTotals: found.daily };
}

/** Builds `where` clauses with numbered parameters. */
class Where {
  readonly parts: string[] = [];
  readonly values: unknown[] = [];
  add(clause: (p: string) => string, value: unknown) {
    this.values.push(value);
    this.parts.push(clause(`$${this.values.length}`));
    return this;
  }
  raw(clause: string) {
    this.parts.push(clause);
    return this;
  }
  param(value: unknown) {
    this.values.push(value);
    return `$${this.values.length}`;
  }
  get sql() {
    return this.parts.length > 0 ? `where ${this.parts.join(' and ')}` : '';
  }
  clone() {
    const w = new Where();
    w.parts.push(...this.parts);
    w.values.push(...this.values);
    return w;
  }
}

const escapeLike = (term: string) => term.replace(/[\\%_]/g, (c) => `\\${c}`);
const paging = (q: Params) => {
  const limit = Number(q.get('limit') ?? 10);
  const page = Number(q.get('page') ?? 1);
  return { limit, page, offset: (page - 1) * limit };
};
const iso = (d: unknown) => (d instanceof Date ? d.toISOString() : d === null ? null : String(d));
const flagUrl = (key: unknown) => (key ? `/api/files/${key}` : null);

/** As runList's windowCount: LIST_WINDOW for filters, SEARCH_COUNT_WINDOW for a search. */
async function windowCount(pool: pg.Pool, table: string, where: Where, cap = LIST_WINDOW) {
  const { rows } = await pool.query<{ n: number }>(
    `select count(*)::int as n from (select 1 from ${table} ${where.sql} limit ${cap + 1}) w`,
    where.values,
  );
  const n = rows[0]!.n;
  return { total: Math.min(n, cap), totalCapped: n > cap };
}

// ---------------------------------------------------------------- requests

function requestWhere(q: Params, withStatus: boolean) {
  const w = new Where();
  const search = q.get('search');
  if (search) w.add((p) => `search_text like '%' || vd_normalize(${p}) || '%'`, escapeLike(search));
  if (withStatus && q.get('status')) w.add((p) => `status = ${p}`, q.get('status'));
  for (const [param, column] of [
    ['visaId', 'visa_id'],
    ['destinationId', 'destination_id'],
    ['nationalityId', 'nationality_id'],
  ] as const) {
    if (q.get(param)) w.add((p) => `${column} = ${p}::uuid`, q.get(param));
  }
  const assigned = q.get('assignedAdminId');
  if (assigned === 'none') w.raw('assigned_admin_id is null');
  else if (assigned) w.add((p) => `assigned_admin_id = ${p}::uuid`, assigned);
  return w;
}

// The same shape as the product's (mappers.ts): lookups as scalar subqueries, which PostgreSQL
// plans in a fraction of the time an eight-way join takes.
const REQUEST_PAGE = (where: Where, limit: number, offset: number) => `
  select r.id, r.reference, r.group_id, r.status,
    r.full_name, r.full_quadruple_name, r.passport_number, r.email, r.date_of_birth::text, r.travel_date::text,
    r.return_date::text, r.passport_expiry::text, r.last_entry::text, r.education_degree, r.travel_reason,
    r.destination_airport, r.price, r.reason, r.reason_lang, r.version, r.created_at, r.updated_at,
    (select g.reference from request_groups g where g.id = r.group_id) as group_reference,
    (select json_build_object('id', v.id, 'titleEn', v.title_en, 'titleAr', v.title_ar) from visas v where v.id = r.visa_id) as visa,
    (select json_build_object('id', c.id, 'nameEn', c.name_en, 'nameAr', c.name_ar, 'iso2', c.iso2, 'flagKey', c.flag_key) from countries c where c.id = r.destination_id) as d,
    (select json_build_object('id', c.id, 'nameEn', c.name_en, 'nameAr', c.name_ar, 'iso2', c.iso2, 'flagKey', c.flag_key) from countries c where c.id = r.nationality_id) as n,
    (select json_build_object('id', u.id, 'fullName', u.full_name, 'email', u.email) from users u where u.id = r.user_id) as u,
    (select json_build_object('id', a.id, 'name', a.name) from admins a where a.id = r.assigned_admin_id) as a,
    p.key, p.ord
  from (select id, created_at::text as key, row_number() over (order by created_at desc, id desc) as ord
        from requests ${where.sql} order by created_at desc, id desc limit ${limit + 1} offset ${offset}) p
  join requests r on r.id = p.id
  order by p.ord`;

type CountryJson = { id: string; nameEn: string; nameAr: string; iso2: string; flagKey: string | null };
const country = (c: CountryJson) => ({
  id: c.id,
  nameEn: c.nameEn,
  nameAr: c.nameAr,
  iso2: c.iso2,
  flagUrl: flagUrl(c.flagKey),
});

const requestItem = (r: Row) => ({
  fullName: r.full_name,
  fullQuadrupleName: r.full_quadruple_name,
  passportNumber: r.passport_number,
  email: r.email,
  dateOfBirth: r.date_of_birth,
  travelDate: r.travel_date,
  returnDate: r.return_date,
  passportExpiry: r.passport_expiry,
  lastEntry: r.last_entry,
  educationDegree: r.education_degree,
  travelReason: r.travel_reason,
  destinationAirport: r.destination_airport,
  id: r.id,
  reference: r.reference,
  groupId: r.group_id,
  groupReference: r.group_reference,
  status: r.status,
  visa: r.visa,
  destination: country(r.d as CountryJson),
  nationality: country(r.n as CountryJson),
  applicant: r.u,
  price: r.price,
  currency: 'IQD',
  assignedAdmin: r.a ?? null,
  reason: r.reason,
  reasonLang: languageOf(r.reason as string | null, r.reason_lang as 'en' | 'ar' | null),
  version: r.version,
  createdAt: iso(r.created_at),
  updatedAt: iso(r.updated_at),
});

/** The counts-table dimension of a filter set, as in read.ts `countsDimension`. */
function countsDimension(q: Params): { dimension: string; key: string } | undefined {
  if (q.get('search') || q.get('from') || q.get('to')) return undefined;
  const set: { dimension: string; key: string }[] = [];
  for (const [param, dimension] of [
    ['destinationId', 'destination'],
    ['nationalityId', 'nationality'],
    ['visaId', 'visa'],
    ['assignedAdminId', 'admin'],
  ] as const) {
    const key = q.get(param);
    if (key) set.push({ dimension, key });
  }
  if (set.length > 1) return undefined;
  return set[0] ?? { dimension: 'all', key: '' };
}

const zeroCounts = () => Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])) as Record<string, number>;
const capped = (n: number, cap = LIST_WINDOW) => ({ total: Math.min(n, cap), totalCapped: n > cap });

async function requestCountsFromTable(pool: pg.Pool, q: Params) {
  const counts = zeroCounts();
  const status = q.get('status');
  const dimension = countsDimension(q);
  if (dimension) {
    const { rows } = await pool.query<{ status: string; n: number }>(
      'select status, n from request_status_counts where dimension = $1 and key = $2',
      [dimension.dimension, dimension.key],
    );
    for (const r of rows) if (r.status in counts) counts[r.status] = r.n;
    const n = status ? (counts[status] ?? 0) : rows.reduce((s, r) => s + r.n, 0);
    return { ...capped(n), statusCounts: counts as Record<string, number> | null };
  }
  // Any other view counts as read.ts's requestCounts does: at most SEARCH_COUNT_WINDOW + 1 rows.
  const window = SEARCH_COUNT_WINDOW;
  const base = requestWhere(q, false);
  const withStatus = base.clone();
  const statusTotal = status
    ? `(select count(*)::int from (select 1 from requests ${withStatus.add((p) => `status = ${p}`, status).sql} limit ${window + 1}) s)`
    : 'null::int';
  const { rows } = await pool.query<{ grouped: Record<string, number>; status_total: number | null }>(
    `select (select coalesce(json_object_agg(g.status, g.n), '{}'::json) from (
        select w.status, count(*)::int as n from (select status from requests ${base.sql} limit ${window + 1}) w
        group by w.status) g) as grouped, ${statusTotal} as status_total`,
    withStatus.values,
  );
  const row = rows[0]!;
  for (const [s, n] of Object.entries(row.grouped)) if (s in counts) counts[s] = n;
  const sampled = Object.values(counts).reduce((s, n) => s + n, 0);
  return { ...capped(row.status_total ?? sampled, window), statusCounts: sampled <= window ? counts : null };
}

async function requestCountsLegacy(pool: pg.Pool, q: Params) {
  const base = requestWhere(q, false);
  const [counted, ...perStatus] = await Promise.all([
    windowCount(pool, 'requests', requestWhere(q, true)),
    ...REQUEST_STATUSES.map(async (s) => {
      const w = base.clone().add((p) => `status = ${p}`, s);
      const { rows } = await pool.query<{ n: number }>(
        `select count(*)::int as n from (select 1 from requests ${w.sql} limit ${LIST_WINDOW}) w`,
        w.values,
      );
      return [s, rows[0]!.n] as const;
    }),
  ]);
  return { ...counted, statusCounts: Object.fromEntries(perStatus) as Record<string, number> | null };
}

export async function requestList(ctx: BareContext, q: Params) {
  const { limit, page, offset } = paging(q);
  const where = requestWhere(q, true);
  const [rows, counts] = await Promise.all([
    ctx.pool.query(REQUEST_PAGE(where, limit, offset), where.values).then((r) => r.rows as Row[]),
    ctx.mode === 'counts' ? requestCountsFromTable(ctx.pool, q) : requestCountsLegacy(ctx.pool, q),
  ]);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map(requestItem),
    total: counts.total,
    totalCapped: counts.totalCapped,
    page,
    limit,
    ...(ctx.mode === 'counts'
      ? {
          nextCursor:
            rows.length > limit && last
              ? encodeCursor({
                  s: q.get('sort') ?? '-createdAt',
                  v: last.key as string,
                  i: last.id as string,
                })
              : null,
        }
      : {}),
    statusCounts: counts.statusCounts,
  };
}

// ---------------------------------------------------------------- transactions

export async function transactionList(ctx: BareContext, q: Params) {
  const { limit, page, offset } = paging(q);
  const where = new Where();
  if (q.get('status')) where.add((p) => `status = ${p}`, q.get('status'));
  if (q.get('gateway')) where.add((p) => `gateway = ${p}`, q.get('gateway'));
  // The product's shape (transactions/service.ts): lookups as scalar subqueries.
  const pageSql = `
    select t.id, t.group_id, t.gateway, t.amount, t.status, t.provider_reference, t.note, t.created_at, t.completed_at,
      (select g.reference from request_groups g where g.id = t.group_id) as group_reference,
      (select json_build_object('id', a.id, 'name', a.name) from admins a where a.id = t.recorded_by_admin_id) as recorded_by,
      p.key, p.ord
    from (select id, created_at::text as key, row_number() over (order by created_at desc, id desc) as ord
          from transactions ${where.sql} order by created_at desc, id desc limit ${limit + 1} offset ${offset}) p
    join transactions t on t.id = p.id
    order by p.ord`;
  const pageValues = [...where.values];
  // Count and totals in one statement, as the product does (transactions/service.ts countAndTotals).
  const status = q.get('status');
  const gateway = q.get('gateway');
  const counted = `(select count(*)::int as n from (select 1 from transactions ${where.sql} limit ${LIST_WINDOW + 1}) w) c`;
  const totalsSql =
    status && status !== 'succeeded'
      ? undefined
      : ctx.hasDailyTotals
        ? `select coalesce(sum(succeeded_amount), 0)::bigint as amount, coalesce(sum(succeeded_count), 0)::int as count
           from transaction_daily_totals ${gateway ? `where gateway = ${where.param(gateway)}` : ''}`
        : `select coalesce(sum(amount), 0)::bigint as amount, count(*)::int as count from transactions
           where status = 'succeeded' ${gateway ? `and gateway = ${where.param(gateway)}` : ''}`;
  const countSql = totalsSql
    ? `select c.n, t.amount, t.count from ${counted} cross join (${totalsSql}) t`
    : `select c.n from ${counted}`;
  const [rows, countRow] = await Promise.all([
    ctx.pool.query(pageSql, pageValues).then((r) => r.rows as Row[]),
    ctx.pool
      .query<{ n: number; amount?: string; count?: number }>(countSql, where.values)
      .then((r) => r.rows[0]!),
  ]);
  const total = { total: Math.min(countRow.n, LIST_WINDOW), totalCapped: countRow.n > LIST_WINDOW };
  const totals = { succeededAmount: Number(countRow.amount ?? 0), succeededCount: countRow.count ?? 0 };
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map((t) => ({
      id: t.id,
      groupId: t.group_id,
      groupReference: t.group_reference,
      gateway: t.gateway,
      amount: t.amount,
      currency: 'IQD',
      status: t.status,
      providerReference: t.provider_reference,
      recordedBy: t.recorded_by ?? null,
      note: t.note,
      createdAt: iso(t.created_at),
      completedAt: iso(t.completed_at),
    })),
    ...total,
    page,
    limit,
    ...(ctx.mode === 'counts'
      ? {
          nextCursor:
            rows.length > limit && last
              ? encodeCursor({
                  s: q.get('sort') ?? '-createdAt',
                  v: last.key as string,
                  i: last.id as string,
                })
              : null,
        }
      : {}),
    totals,
  };
}

// ---------------------------------------------------------------- users (applicants)

export async function userList(ctx: BareContext, q: Params) {
  const { limit, page, offset } = paging(q);
  const where = new Where();
  const search = q.get('search');
  if (search) where.add((p) => `search_text like '%' || vd_normalize(${p}) || '%'`, escapeLike(search));
  const pageSql = `
    select u.id, u.full_name, u.email, u.phone, u.locale, u.is_blocked, u.last_login_at, u.created_at,
      (select count(*)::int from requests r where r.user_id = u.id) as request_count, p.key, p.ord
    from (select id, created_at::text as key, row_number() over (order by created_at desc, id desc) as ord
          from users ${where.sql} order by created_at desc, id desc limit ${limit + 1} offset ${offset}) p
    join users u on u.id = p.id
    order by p.ord`;
  const [rows, counted] = await Promise.all([
    ctx.pool.query(pageSql, where.values).then((r) => r.rows as Row[]),
    windowCount(ctx.pool, 'users', where, search ? SEARCH_COUNT_WINDOW : LIST_WINDOW),
  ]);
  const shown = rows.slice(0, limit);
  const last = shown.at(-1);
  return {
    items: shown.map((u) => ({
      id: u.id,
      fullName: u.full_name,
      email: u.email,
      phone: u.phone,
      locale: u.locale,
      isBlocked: u.is_blocked,
      requestCount: u.request_count,
      lastLoginAt: iso(u.last_login_at),
      createdAt: iso(u.created_at),
    })),
    ...counted,
    page,
    limit,
    ...(ctx.mode === 'counts'
      ? {
          nextCursor:
            rows.length > limit && last
              ? encodeCursor({
                  s: q.get('sort') ?? '-createdAt',
                  v: last.key as string,
                  i: last.id as string,
                })
              : null,
        }
      : {}),
  };
}

/** URL path → handler; anything else is a 404 on the bare server. */
export const BARE_ROUTES: Record<string, (ctx: BareContext, q: Params) => Promise<unknown>> = {
  '/api/requests/list': requestList,
  '/api/transactions/findAllByAdmin': transactionList,
  '/api/users/list': userList,
};
