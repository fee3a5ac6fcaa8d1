import { type ApplicantGroup, formatPublicReference, languageOf } from '@visadesk/contract';
import {
  and,
  asc,
  countries,
  desc,
  eq,
  inArray,
  requestGroups,
  requests,
  transactions,
  visas,
} from '@visadesk/db';
import type { FastifyInstance } from 'fastify';
import { notFound } from '../../lib/http/errors';
import { runList } from '../../lib/sql/list';
import { ListFilterSet } from '../../lib/sql/list-filters';
import { toCountryOption } from '../countries/service';
import { shownReason } from './request-detail';

export interface PageQuery {
  page: number;
  limit: number;
  after?: string | undefined;
}

/** Newest first, always: the cursor of one page is only good for this order. */
export const NEWEST_FIRST = '-createdAt';

/**
 * A page of groups with their visa, requests and payment state, by id: three indexed queries
 * (groups by primary key, requests by group, transactions by group) for the whole page.
 */
async function loadGroups(app: FastifyInstance, ids: string[]): Promise<ApplicantGroup[]> {
  const [groups, members, payments] = await Promise.all([
    app.db
      .select({ group: requestGroups, visa: visas, destination: countries })
      .from(requestGroups)
      .innerJoin(visas, eq(visas.id, requestGroups.visaId))
      .innerJoin(countries, eq(countries.id, visas.destinationId))
      .where(inArray(requestGroups.id, ids)),
    app.db
      .select({
        id: requests.id,
        groupId: requests.groupId,
        reference: requests.reference,
        publicReference: requests.publicReference,
        fullName: requests.fullName,
        status: requests.status,
        reason: requests.reason,
        reasonLang: requests.reasonLang,
        price: requests.price,
        updatedAt: requests.updatedAt,
      })
      .from(requests)
      .where(inArray(requests.groupId, ids))
      .orderBy(asc(requests.createdAt), asc(requests.reference)),
    app.db
      .select()
      .from(transactions)
      .where(inArray(transactions.groupId, ids))
      .orderBy(desc(transactions.createdAt), desc(transactions.id)),
  ]);
  return groups.map(({ group, visa, destination }) => {
    const mine = members.filter((m) => m.groupId === group.id);
    const attempts = payments.filter((t) => t.groupId === group.id);
    const latest = attempts[0];
    // Refunded money was paid first; a group is paid once (a unique index), by whatever gateway.
    const paid = attempts.some((t) => t.status === 'succeeded' || t.status === 'refunded');
    const waiting = mine.filter((m) => m.status === 'Requested');
    return {
      id: group.id,
      reference: group.reference,
      visa: {
        id: visa.id,
        titleEn: visa.titleEn,
        titleAr: visa.titleAr,
        destination: toCountryOption(destination),
      },
      totalAmount: group.totalAmount,
      currency: 'IQD' as const,
      createdAt: group.createdAt.toISOString(),
      payment: {
        paid,
        // As POST /api/gateways/create computes it.
        amountDue: paid ? 0 : waiting.reduce((sum, m) => sum + m.price, 0),
        latestTransaction: latest
          ? {
              id: latest.id,
              gateway: latest.gateway,
              status: latest.status,
              amount: latest.amount,
              createdAt: latest.createdAt.toISOString(),
              completedAt: latest.completedAt?.toISOString() ?? null,
            }
          : null,
      },
      requests: mine.map((m) => ({
        id: m.id,
        reference: m.reference,
        publicReference: formatPublicReference(m.publicReference),
        fullName: m.fullName,
        status: m.status,
        reason: shownReason(m.status, m.reason),
        reasonLang: languageOf(shownReason(m.status, m.reason), m.reasonLang),
        updatedAt: m.updatedAt.toISOString(),
      })),
    };
  });
}

/** The applicant's own groups: the one filter, always set. */
const groupFilters = new ListFilterSet<{ userId: string }>({
  userId: { where: (v) => eq(requestGroups.userId, v) },
});

/** The applicant's groups, newest first, walking the (user_id, created_at, id) index. */
export function listApplicantGroups(app: FastifyInstance, userId: string, query: PageQuery) {
  return runList({
    name: 'applicant-groups',
    db: app.db,
    table: requestGroups,
    query: { ...query, sort: NEWEST_FIRST },
    // No search on this list; runList wants a column all the same.
    searchColumn: requestGroups.reference,
    sortColumns: { createdAt: requestGroups.createdAt },
    idColumn: requestGroups.id,
    filters: groupFilters,
    values: { userId },
    rows: { byIds: (ids) => loadGroups(app, ids) },
  });
}

/**
 * The applicant's group named by its reference or by one of its requests' (both unique, stored
 * upper case). Another applicant's group answers the same 404 as an unknown reference.
 */
export async function applicantGroupByReference(
  app: FastifyInstance,
  userId: string,
  reference: string,
): Promise<ApplicantGroup> {
  const ref = reference.trim().toUpperCase();
  const [[byGroup], [byRequest]] = await Promise.all([
    app.db
      .select({ id: requestGroups.id })
      .from(requestGroups)
      .where(and(eq(requestGroups.reference, ref), eq(requestGroups.userId, userId))),
    app.db
      .select({ id: requests.groupId })
      .from(requests)
      .where(and(eq(requests.reference, ref), eq(requests.userId, userId))),
  ]);
  const id = byGroup?.id ?? byRequest?.id;
  const [group] = id ? await loadGroups(app, [id]) : [];
  if (!group) throw notFound('Request group');
  return group;
}
