import {
  allowedTransitions,
  ErrorCode,
  LIST_WINDOW,
  REQUEST_STATUSES,
  type RequestDetail,
  type RequestStatus,
} from '@visadesk/contract';
import {
  admins,
  and,
  asc,
  count,
  eq,
  refunds,
  requestDocuments,
  requestNotes,
  requestStatusHistory,
  requests,
  sql,
  users,
  visaRequirements,
  visas,
} from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { AppError, notFound } from '../../lib/errors';
import { runList, searchCondition } from '../../lib/list';
import { type RequestFilters, requestConditions } from './filters';
import { loadRequests } from './mappers';

export interface RequestListQuery extends RequestFilters {
  page: number;
  limit: number;
  sort: string;
}

/**
 * One page plus, for the quick filters, how many requests each status has under the other
 * filters — each count stops at the list window, like `total`.
 */
export async function listRequests(app: FastifyInstance, query: RequestListQuery) {
  const page = await runList({
    db: app.db,
    table: requests,
    query,
    searchColumn: requests.searchText,
    idColumn: requests.id,
    sortColumns: {
      createdAt: requests.createdAt,
      updatedAt: requests.updatedAt,
      reference: requests.reference,
      status: requests.status,
      price: requests.price,
      travelDate: requests.travelDate,
    },
    filters: requestConditions(query),
    fetchRows: async (ids) =>
      (await loadRequests(app.db, ids)).map(({ requiredFields: _r, ...rest }) => rest),
  });
  const base = and(searchCondition(requests.searchText, query.search), ...requestConditions(query, false));
  const statusCounts = Object.fromEntries(
    await Promise.all(
      REQUEST_STATUSES.map(async (status) => {
        const window = app.db
          .select({ one: sql`1` })
          .from(requests)
          .where(and(base, eq(requests.status, status)))
          .limit(LIST_WINDOW)
          .as('w');
        const [row] = await app.db.select({ n: count() }).from(window);
        return [status, row?.n ?? 0] as const;
      }),
    ),
  ) as Record<RequestStatus, number>;
  return { ...page, statusCounts };
}

export async function getRequestDetail(app: FastifyInstance, id: string): Promise<RequestDetail> {
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
 * The public status lookup needs the reference AND the traveller's passport number or email; any
 * mismatch gets the same 404 as an unknown reference, so references cannot be probed for data.
 */
export async function publicRequestInfo(
  app: FastifyInstance,
  reference: string,
  proof: { passportNumber?: string | undefined; email?: string | undefined },
) {
  const passport = proof.passportNumber?.toUpperCase();
  const email = proof.email?.toLowerCase();
  const [row] = await app.db
    .select({ request: requests, titleEn: visas.titleEn, titleAr: visas.titleAr })
    .from(requests)
    .innerJoin(visas, eq(visas.id, requests.visaId))
    .where(eq(requests.reference, reference.toUpperCase()));
  const matches =
    row &&
    ((passport && row.request.passportNumber?.toUpperCase() === passport) ||
      (email && row.request.email?.toLowerCase() === email));
  if (!matches) {
    throw new AppError(
      404,
      ErrorCode.NOT_FOUND,
      'No request matches this reference and passport number or email',
    );
  }
  return {
    reference: row.request.reference,
    visa: { titleEn: row.titleEn, titleAr: row.titleAr },
    status: row.request.status,
    reason:
      row.request.status === 'Modified' || row.request.status === 'Rejected' ? row.request.reason : null,
    updatedAt: row.request.updatedAt.toISOString(),
  };
}
