import type { Locale, Transaction } from '@visadesk/contract';
import {
  admins,
  and,
  eq,
  gte,
  inArray,
  lt,
  lte,
  requestGroups,
  requests,
  type SQL,
  sql,
  transactionDailyTotals,
  transactions,
} from '@visadesk/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { keysetRows, sendExport } from '../../lib/export-stream';
import { type ListPage, runList } from '../../lib/list';

export interface TransactionFilters {
  gateway?: Transaction['gateway'] | undefined;
  status?: Transaction['status'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
  reference?: string | undefined;
}

// Days are UTC days (the export's dates are UTC too), whatever the server's time zone, so the
// daily totals (transaction_daily_totals, migration 0011) answer exactly the same filter.
const utcDay = (day: string, plus = 0) => sql`(${day}::date + ${plus}::int)::timestamp at time zone 'UTC'`;

function conditions(f: TransactionFilters): (SQL | undefined)[] {
  const reference = f.reference?.toUpperCase();
  return [
    f.gateway ? eq(transactions.gateway, f.gateway) : undefined,
    f.status ? eq(transactions.status, f.status) : undefined,
    f.from ? gte(transactions.createdAt, utcDay(f.from)) : undefined,
    f.to ? lt(transactions.createdAt, utcDay(f.to, 1)) : undefined,
    f.minAmount !== undefined ? gte(transactions.amount, f.minAmount) : undefined,
    f.maxAmount !== undefined ? lte(transactions.amount, f.maxAmount) : undefined,
    // The reference names at most a few groups: find them first, then their transactions through
    // transactions_group_idx. (Two EXISTS joined by OR were checked against every transaction.)
    reference
      ? inArray(
          transactions.groupId,
          sql`(select ${requestGroups.id} from ${requestGroups} where ${requestGroups.reference} = ${reference}
               union all
               select ${requests.groupId} from ${requests} where ${requests.reference} = ${reference})`,
        )
      : undefined,
  ];
}

/**
 * Succeeded money and count for the whole filter. A filter on gateway, status and days only is
 * summed from the daily totals (a few rows per day); amount and reference filters, which those
 * rows cannot answer, sum the matching transactions themselves.
 */
async function succeededTotals(app: FastifyInstance, f: TransactionFilters) {
  if (f.minAmount !== undefined || f.maxAmount !== undefined || f.reference) {
    const [row] = await app.db
      .select({
        amount: sql<string>`coalesce(sum(${transactions.amount}), 0)::bigint`,
        count: sql<number>`count(*)::int`,
      })
      .from(transactions)
      .where(and(eq(transactions.status, 'succeeded'), ...conditions(f)));
    return { succeededAmount: Number(row?.amount ?? 0), succeededCount: row?.count ?? 0 };
  }
  if (f.status && f.status !== 'succeeded') return { succeededAmount: 0, succeededCount: 0 };
  const [row] = await app.db
    .select({
      amount: sql<string>`coalesce(sum(${transactionDailyTotals.succeededAmount}), 0)::bigint`,
      count: sql<number>`coalesce(sum(${transactionDailyTotals.succeededCount}), 0)::int`,
    })
    .from(transactionDailyTotals)
    .where(
      and(
        f.gateway ? eq(transactionDailyTotals.gateway, f.gateway) : undefined,
        f.from ? gte(transactionDailyTotals.day, sql`${f.from}::date`) : undefined,
        f.to ? lte(transactionDailyTotals.day, sql`${f.to}::date`) : undefined,
      ),
    );
  return { succeededAmount: Number(row?.amount ?? 0), succeededCount: row?.count ?? 0 };
}

/*
 * The group reference and the recording admin are scalar subqueries, not joins: PostgreSQL plans
 * this shape in about a fifth of the time a three-way join with the page subquery takes, for the
 * same index probes per row (EXPLAIN (ANALYZE, SUMMARY) over a million rows, ADR 0014). The outer
 * columns are qualified by hand: drizzle writes bare names in single-table selects (`load`).
 */
function selectTransactions<Extra extends Record<string, SQL.Aliased>>(app: FastifyInstance, extra: Extra) {
  return app.db
    .select({
      ...extra,
      t: {
        id: transactions.id,
        groupId: transactions.groupId,
        gateway: transactions.gateway,
        amount: transactions.amount,
        status: transactions.status,
        providerReference: transactions.providerReference,
        note: transactions.note,
        createdAt: transactions.createdAt,
        completedAt: transactions.completedAt,
      },
      groupReference: sql<string>`(select g.reference from ${requestGroups} g where g.id = "transactions"."group_id")`,
      recordedBy: sql<{
        id: string;
        name: string;
      } | null>`(select json_build_object('id', a.id, 'name', a.name) from ${admins} a where a.id = "transactions"."recorded_by_admin_id")`,
    })
    .from(transactions)
    .$dynamic();
}

const selectPlain = (app: FastifyInstance) => selectTransactions(app, {} as Record<never, SQL.Aliased>);

function toTransaction({
  t,
  groupReference,
  recordedBy,
}: Awaited<ReturnType<typeof selectPlain>>[number]): Transaction {
  return {
    id: t.id,
    groupId: t.groupId,
    groupReference,
    gateway: t.gateway,
    amount: t.amount,
    currency: 'IQD' as const,
    status: t.status,
    providerReference: t.providerReference,
    recordedBy: recordedBy ? { id: recordedBy.id, name: recordedBy.name } : null,
    note: t.note,
    createdAt: t.createdAt.toISOString(),
    completedAt: t.completedAt?.toISOString() ?? null,
  };
}

async function load(app: FastifyInstance, ids: string[]): Promise<Transaction[]> {
  return (await selectPlain(app).where(inArray(transactions.id, ids))).map(toTransaction);
}

/** A list page's rows joined to the query that picks the page (one round trip; see runList). */
async function loadPage(app: FastifyInstance, page: ListPage) {
  const rows = await selectTransactions(app, { key: page.key, ord: page.ord }).innerJoin(
    page,
    eq(page.id, transactions.id),
  );
  return rows.map((r) => ({ row: toTransaction(r), key: r.key, ord: r.ord }));
}

export async function listTransactions(
  app: FastifyInstance,
  query: TransactionFilters & { page: number; limit: number; sort: string; search?: string | undefined },
) {
  const [page, totals] = await Promise.all([
    runList({
      db: app.db,
      table: transactions,
      query: { ...query, search: undefined },
      searchColumn: transactions.providerReference,
      idColumn: transactions.id,
      sortColumns: {
        createdAt: transactions.createdAt,
        amount: transactions.amount,
        completedAt: transactions.completedAt,
      },
      filters: conditions(query),
      fetchRows: (ids) => load(app, ids),
      fetchPage: (page) => loadPage(app, page),
    }),
    succeededTotals(app, query),
  ]);
  return { ...page, totals };
}

const COLUMNS: { en: string; ar: string; value: (t: Transaction) => string | number }[] = [
  { en: 'Group', ar: 'المجموعة', value: (t) => t.groupReference },
  { en: 'Gateway', ar: 'طريقة الدفع', value: (t) => t.gateway },
  { en: 'Amount (IQD)', ar: 'المبلغ (د.ع)', value: (t) => t.amount },
  { en: 'Status', ar: 'الحالة', value: (t) => t.status },
  { en: 'Provider reference', ar: 'مرجع مزود الدفع', value: (t) => t.providerReference ?? '' },
  { en: 'Recorded by', ar: 'سجّلها', value: (t) => t.recordedBy?.name ?? '' },
  { en: 'Created at (UTC)', ar: 'تاريخ الإنشاء (UTC)', value: (t) => t.createdAt },
  { en: 'Completed at (UTC)', ar: 'تاريخ الإتمام (UTC)', value: (t) => t.completedAt ?? '' },
];

/** Every matching transaction, newest first, without holding them all. */
const matching = (app: FastifyInstance, f: TransactionFilters) =>
  keysetRows(app.db, transactions, transactions, and(...conditions(f)), (ids) => load(app, ids));

export function exportTransactions(
  app: FastifyInstance,
  reply: FastifyReply,
  format: 'csv' | 'xlsx',
  filters: TransactionFilters,
  locale: Locale,
) {
  return sendExport(app, reply, format, {
    name: 'transactions',
    sheetName: locale === 'ar' ? 'المعاملات' : 'Transactions',
    rightToLeft: locale === 'ar',
    header: COLUMNS.map((c) => c[locale]),
    rows: (async function* () {
      for await (const t of matching(app, filters)) yield COLUMNS.map((c) => c.value(t));
    })(),
  });
}
