import type { Locale, Transaction } from '@visadesk/contract';
import {
  admins,
  and,
  eq,
  gte,
  inArray,
  lt,
  lte,
  or,
  requestGroups,
  requests,
  type SQL,
  sql,
  transactions,
} from '@visadesk/db';
import type { FastifyInstance, FastifyReply } from 'fastify';
import { keysetRows, sendExport } from '../../lib/export-stream';
import { runList } from '../../lib/list';

export interface TransactionFilters {
  gateway?: Transaction['gateway'] | undefined;
  status?: Transaction['status'] | undefined;
  from?: string | undefined;
  to?: string | undefined;
  minAmount?: number | undefined;
  maxAmount?: number | undefined;
  reference?: string | undefined;
}

function conditions(f: TransactionFilters): (SQL | undefined)[] {
  const reference = f.reference?.toUpperCase();
  return [
    f.gateway ? eq(transactions.gateway, f.gateway) : undefined,
    f.status ? eq(transactions.status, f.status) : undefined,
    f.from ? gte(transactions.createdAt, sql`${f.from}::date`) : undefined,
    f.to ? lt(transactions.createdAt, sql`${f.to}::date + 1`) : undefined,
    f.minAmount !== undefined ? gte(transactions.amount, f.minAmount) : undefined,
    f.maxAmount !== undefined ? lte(transactions.amount, f.maxAmount) : undefined,
    reference
      ? or(
          sql`exists (select 1 from ${requestGroups} where ${requestGroups.id} = ${transactions.groupId} and ${requestGroups.reference} = ${reference})`,
          sql`exists (select 1 from ${requests} where ${requests.groupId} = ${transactions.groupId} and ${requests.reference} = ${reference})`,
        )
      : undefined,
  ];
}

async function load(app: FastifyInstance, ids: string[]): Promise<Transaction[]> {
  const rows = await app.db
    .select({
      t: transactions,
      groupReference: requestGroups.reference,
      admin: { id: admins.id, name: admins.name },
    })
    .from(transactions)
    .innerJoin(requestGroups, eq(requestGroups.id, transactions.groupId))
    .leftJoin(admins, eq(admins.id, transactions.recordedByAdminId))
    .where(inArray(transactions.id, ids));
  return rows.map(({ t, groupReference, admin }) => ({
    id: t.id,
    groupId: t.groupId,
    groupReference,
    gateway: t.gateway,
    amount: t.amount,
    currency: 'IQD' as const,
    status: t.status,
    providerReference: t.providerReference,
    recordedBy: admin?.id ? admin : null,
    note: t.note,
    createdAt: t.createdAt.toISOString(),
    completedAt: t.completedAt?.toISOString() ?? null,
  }));
}

export async function listTransactions(
  app: FastifyInstance,
  query: TransactionFilters & { page: number; limit: number; sort: string; search?: string | undefined },
) {
  const filters = conditions(query);
  const [page, [totals]] = await Promise.all([
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
      filters,
      fetchRows: (ids) => load(app, ids),
    }),
    app.db
      .select({
        succeededAmount: sql<number>`coalesce(sum(${transactions.amount}) filter (where ${transactions.status} = 'succeeded'), 0)::bigint`,
        succeededCount: sql<number>`count(*) filter (where ${transactions.status} = 'succeeded')::int`,
      })
      .from(transactions)
      .where(and(...filters)),
  ]);
  return {
    ...page,
    totals: {
      succeededAmount: Number(totals?.succeededAmount ?? 0),
      succeededCount: totals?.succeededCount ?? 0,
    },
  };
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
