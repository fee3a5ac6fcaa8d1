import {
  allowedTransitions,
  ErrorCode,
  formatPublicReference,
  LIST_WINDOW,
  languageOf,
  REQUEST_STATUSES,
  type RequestDetail,
  type RequestStatus,
  SEARCH_COUNT_WINDOW,
} from '@visadesk/contract';
import {
  admins,
  and,
  asc,
  type Bind,
  eq,
  prepared,
  refunds,
  requestDocuments,
  requestNotes,
  requestStatusCounts,
  requestStatusHistory,
  requests,
  ShapedStatements,
  sql,
  users,
  visaRequirements,
  visas,
} from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { onAgencyDays } from '../../lib/agency-time';
import { AppError, notFound } from '../../lib/http/errors';
import { literalInt, rowsOf } from '../../lib/sql/frozen-sql';
import { runList } from '../../lib/sql/list';

import {
  countsDimension,
  type RequestFilters,
  requestConditions,
  requestFilterShape,
  requestFilters,
  requestSearch,
} from './filters';
import { loadRequests, requestPageRow, requestPageSql } from './mappers';

export interface RequestListQuery extends RequestFilters {
  page: number;
  limit: number;
  sort: string;
  after?: string | undefined;
}

/**
 * How far the fallback counts (search, dates, several filters together) go: every counted row is a
 * table row read, so past SEARCH_COUNT_WINDOW `total` stops with `totalCapped` and `statusCounts`
 * is null, and the back office shows no numbers (docs/decisions/0014 has the measurements).
 */
const FALLBACK_WINDOW = SEARCH_COUNT_WINDOW;

type StatusCounts = Record<RequestStatus, number>;
const noCounts = (): StatusCounts => Object.fromEntries(REQUEST_STATUSES.map((s) => [s, 0])) as StatusCounts;

/** The counts' statements, built once per filter shape (ADR 0025). */
const countStatements = new ShapedStatements();

type Counts = { total: number; totalCapped: boolean; statusCounts: StatusCounts | null };

const capped = (n: number) => ({ total: Math.min(n, LIST_WINDOW), totalCapped: n > LIST_WINDOW });

/**
 * `statusCounts` and `total` in one query. Single-filter views read the counts table the triggers
 * of migration 0009 keep exact; any other view counts at most FALLBACK_WINDOW + 1 matching rows
 * grouped by status (exact below that, null above).
 */
async function requestCounts(
  app: FastifyInstance,
  query: RequestListQuery,
  dimension: ReturnType<typeof countsDimension>,
): Promise<Counts> {
  const counts = noCounts();
  if (dimension) {
    const rows = await rowsOf<{ status: RequestStatus; n: number }>(
      app.db,
      countStatements.statement(
        'counts-table',
        (bind) =>
          prepared(sql`select ${requestStatusCounts.status} as "status", ${requestStatusCounts.n} as "n"
            from ${requestStatusCounts}
            where ${requestStatusCounts.dimension} = ${bind('dimension', dimension.dimension)}
              and ${requestStatusCounts.key} = ${bind('key', dimension.key)}`),
        dimension,
      ),
    );
    for (const r of rows) if (r.status in counts) counts[r.status] = r.n;
    const n = query.status ? counts[query.status] : rows.reduce((sum, r) => sum + r.n, 0);
    return { ...capped(n), statusCounts: counts };
  }
  // One statement: the first FALLBACK_WINDOW + 1 matches grouped by status, and with a status
  // filter that status's own capped count (the grouped sample may not reach its rows).
  const fallback = (bind: Bind) => {
    const base = and(requestSearch.condition(query.search, bind), ...requestConditions(query, false, bind));
    const grouped = sql`(select coalesce(json_object_agg(g.status, g.n), '{}'::json) from (
      select w.status, count(*)::int as n from (
        select ${requests.status} as status from ${requests} where ${base ?? sql`true`} limit ${literalInt(FALLBACK_WINDOW + 1)}
      ) w group by w.status) g)`;
    const statusTotal = query.status
      ? sql`(select count(*)::int from (select 1 from ${requests} where ${and(base, eq(requests.status, bind('status', query.status))) ?? sql`true`} limit ${literalInt(FALLBACK_WINDOW + 1)}) s)`
      : sql`null::int`;
    return prepared(sql`select ${grouped} as grouped, ${statusTotal} as status_total`);
  };
  const shape = requestFilterShape(query);
  const values: Record<string, unknown> = { ...shape.values };
  Object.assign(values, requestSearch.values(query.search));
  const [row] = await rowsOf<{ grouped: Record<string, number>; status_total: number | null }>(
    app.db,
    countStatements.statement(`fallback|${shape.key}|${requestSearch.shape(query.search)}`, fallback, values),
  );
  if (!row) throw new Error('the counts query returned no row');
  for (const [status, n] of Object.entries(row.grouped)) {
    if (status in counts) counts[status as RequestStatus] = n;
  }
  const sampled = Object.values(counts).reduce((sum, n) => sum + n, 0);
  const n = row.status_total ?? sampled;
  return {
    total: Math.min(n, FALLBACK_WINDOW),
    totalCapped: n > FALLBACK_WINDOW,
    statusCounts: sampled <= FALLBACK_WINDOW ? counts : null,
  };
}

/**
 * Whether a search looks like it names a few requests (a passport, phone or reference number): a
 * digit in 5 characters or more. Its first page is then read before counting, and usually holds
 * every match (see listRequests).
 */
const looksSelective = (search: string | undefined) =>
  !!search && search.trim().length >= 5 && /\d/.test(search);

/** The counts of a first page that holds every match (no status filter): its rows, by status. */
function countsOfRows(rows: { status: RequestStatus }[]): Counts {
  const counts = noCounts();
  for (const r of rows) counts[r.status] += 1;
  return { total: rows.length, totalCapped: false, statusCounts: counts };
}

/**
 * One page plus, for the quick filters, how many requests each status has under the other
 * filters (null when a search or a combination of filters matches too many rows to count).
 */
export async function listRequests(app: FastifyInstance, asked: RequestListQuery) {
  const query = onAgencyDays(asked, app.config.AGENCY_TIME_ZONE);
  const dimension = countsDimension(query);
  // A selective search's first page, without a status filter, holds every match when it has no
  // next page: the counts are then its rows' (what the fallback count would find, below its
  // window), and the count statement, a second trigram search as costly as the page, is not run.
  // Otherwise the counts run beside the page, as for every other view.
  const fromPage =
    !dimension && !query.status && !query.after && query.page === 1 && looksSelective(query.search);
  let counting: Promise<Counts> | undefined = fromPage ? undefined : requestCounts(app, query, dimension);
  // Rejections are handled by the await below; this keeps a failing count from being unhandled
  // while the page query is still running.
  counting?.catch(() => {});
  const page = await runList({
    name: 'requests',
    db: app.db,
    table: requests,
    query,
    searchColumn: requests.searchText,
    search: requestSearch,
    idColumn: requests.id,
    sortColumns: {
      createdAt: requests.createdAt,
      updatedAt: requests.updatedAt,
      reference: requests.reference,
      status: requests.status,
      price: requests.price,
      travelDate: requests.travelDate,
    },
    filters: requestFilters,
    values: query,
    rows: { pageSql: requestPageSql, pageRow: requestPageRow },
    count: async (loaded) => {
      if (!counting) {
        const { rows, more } = await loaded;
        counting = more ? requestCounts(app, query, dimension) : Promise.resolve(countsOfRows(rows));
      }
      const { total, totalCapped } = await counting;
      return { total, totalCapped };
    },
  });
  return { ...page, statusCounts: (await counting!).statusCounts };
}

export async function getRequestDetail(app: Pick<FastifyInstance, 'db'>, id: string): Promise<RequestDetail> {
  const [request] = await loadRequests(app.db, [id]);
  if (!request) throw notFound('Request');
  const [documents, history, notes, [refund]] = await Promise.all([
    app.db
      .select({
        doc: requestDocuments,
        requirement: {
          id: visaRequirements.id,
          nameEn: visaRequirements.nameEn,
          nameAr: visaRequirements.nameAr,
        },
      })
      .from(requestDocuments)
      .leftJoin(visaRequirements, eq(visaRequirements.id, requestDocuments.requirementId))
      .where(eq(requestDocuments.requestId, id))
      .orderBy(asc(requestDocuments.createdAt)),
    app.db
      .select({ entry: requestStatusHistory, adminName: admins.name, userName: users.fullName })
      .from(requestStatusHistory)
      .leftJoin(
        admins,
        and(eq(requestStatusHistory.actorType, 'admin'), eq(admins.id, requestStatusHistory.actorId)),
      )
      .leftJoin(
        users,
        and(eq(requestStatusHistory.actorType, 'user'), eq(users.id, requestStatusHistory.actorId)),
      )
      .where(eq(requestStatusHistory.requestId, id))
      .orderBy(asc(requestStatusHistory.createdAt), asc(requestStatusHistory.id)),
    app.db
      .select({ note: requestNotes, author: { id: admins.id, name: admins.name } })
      .from(requestNotes)
      .leftJoin(admins, eq(admins.id, requestNotes.adminId))
      .where(eq(requestNotes.requestId, id))
      .orderBy(asc(requestNotes.createdAt)),
    app.db.select().from(refunds).where(eq(refunds.requestId, id)),
  ]);
  return {
    ...request,
    documents: documents.map(({ doc, requirement }) => ({
      id: doc.id,
      requirement: requirement?.id ? requirement : null,
      fileName: doc.fileName,
      contentType: doc.contentType,
      size: doc.size,
      url: `/api/requests/${id}/documents/${doc.id}/file`,
      uploadedBy: doc.uploadedByType,
      createdAt: doc.createdAt.toISOString(),
    })),
    history: history.map(({ entry, adminName, userName }) => ({
      id: entry.id,
      from: entry.fromStatus,
      to: entry.toStatus,
      actor: { type: entry.actorType, id: entry.actorId, name: adminName ?? userName ?? null },
      note: entry.note,
      noteLang: languageOf(entry.note, entry.noteLang),
      createdAt: entry.createdAt.toISOString(),
    })),
    notes: notes.map(({ note, author }) => ({
      id: note.id,
      body: note.body,
      author: author?.id ? author : null,
      createdAt: note.createdAt.toISOString(),
    })),
    allowedTransitions: allowedTransitions(request.status, 'admin'),
    refund: refund
      ? { amount: refund.amount, status: refund.status, createdAt: refund.createdAt.toISOString() }
      : null,
  };
}

/**
 * The public status lookup (ADR 0029) needs the public reference AND the traveller's email or,
 * without one, passport number; any mismatch gets the same 404 as an unknown reference. It answers
 * what a tracker needs (status, visa, last change), never the staff's reason or notes. The limit
 * is checked first, by the caller's door (route or tracking page), through `app.trackingLimit`.
 */
export async function publicRequestInfo(
  app: FastifyInstance,
  publicReference: string,
  proof: { passportNumber?: string | undefined; email?: string | undefined },
) {
  const email = proof.email?.trim().toLowerCase();
  const passport = email ? undefined : proof.passportNumber?.trim().toUpperCase();
  const [row] = await app.db
    .select({
      publicReference: requests.publicReference,
      email: requests.email,
      passportNumber: requests.passportNumber,
      status: requests.status,
      updatedAt: requests.updatedAt,
      titleEn: visas.titleEn,
      titleAr: visas.titleAr,
    })
    .from(requests)
    .innerJoin(visas, eq(visas.id, requests.visaId))
    .where(eq(requests.publicReference, publicReference));
  const matches =
    row &&
    ((email && row.email?.toLowerCase() === email) ||
      (passport && row.passportNumber?.toUpperCase() === passport));
  if (!matches) {
    throw new AppError(
      404,
      ErrorCode.NOT_FOUND,
      'No request matches this reference and passport number or email',
    );
  }
  return {
    reference: formatPublicReference(row.publicReference),
    visa: { titleEn: row.titleEn, titleAr: row.titleAr },
    status: row.status,
    updatedAt: row.updatedAt.toISOString(),
  };
}
