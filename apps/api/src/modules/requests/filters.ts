import type { RequestStatus } from '@visadesk/contract';
import {
  type Bind,
  eq,
  gte,
  inline,
  isNull,
  lt,
  requestGroups,
  type requestStatusCounts,
  requests,
  sql,
} from '@visadesk/db';
import { columnSearch, type ListSearch } from '../../lib/sql/list';
import { ListFilterSet } from '../../lib/sql/list-filters';

export interface RequestFilters {
  search?: string | undefined;
  status?: RequestStatus | undefined;
  visaId?: string | undefined;
  destinationId?: string | undefined;
  nationalityId?: string | undefined;
  assignedAdminId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
}

export type CountsDimension = (typeof requestStatusCounts.$inferSelect)['dimension'];

/**
 * The requests list's filters, declared once: the page's and the counts' conditions, the key of
 * their shaped statements and the counts-table dimension a view reads are all derived from it. A
 * filter with `counts` has its own rows in request_status_counts (migration 0009).
 */
export const requestFilters = new ListFilterSet<RequestFilters, CountsDimension>({
  status: { where: (v) => eq(requests.status, v), counts: 'any' },
  visaId: { where: (v) => eq(requests.visaId, v), counts: { dimension: 'visa' } },
  destinationId: { where: (v) => eq(requests.destinationId, v), counts: { dimension: 'destination' } },
  nationalityId: { where: (v) => eq(requests.nationalityId, v), counts: { dimension: 'nationality' } },
  assignedAdminId: {
    // "No one assigned" is its own text (and its own counts key, `none`).
    variant: (v) => (v === 'none' ? 'unassigned' : 'set'),
    where: (v, variant) =>
      variant === 'unassigned' ? isNull(requests.assignedAdminId) : eq(requests.assignedAdminId, v),
    counts: { dimension: 'admin' },
  },
  // Dates are whole days in the agency's calendar: onAgencyDays (lib/agency-time.ts) makes them the moments
  // those days begin before they are bound, so created_at's index answers them.
  from: { where: (v) => gte(requests.createdAt, sql`${v}::timestamptz`) },
  to: { where: (v) => lt(requests.createdAt, sql`${v}::timestamptz`) },
});

/**
 * The list's filters as SQL; `status` is left out when `withStatus` is false (for the counts).
 * Every value goes through `bind` (a placeholder when the text is built once per shape).
 */
export const requestConditions = (f: RequestFilters, withStatus = true, bind: Bind = inline) =>
  requestFilters.conditions(f, bind, withStatus ? undefined : 'status');

/** What of a filter set decides the text of requestConditions, and the values it binds by name. */
export const requestFilterShape = (f: RequestFilters, withStatus = true) =>
  requestFilters.shape(f, withStatus ? undefined : 'status');

/**
 * The counts-table dimension a filter set reads, when it has one: no search, no dates and at most
 * one of visa, destination, nationality and assignee (the status filter does not matter).
 */
export const countsDimension = (f: RequestFilters) => requestFilters.countsDimension(f, !!f.search, 'all');

/** A group's reference as typed into a search box (any case, spaces around): VD-G-2026-000144. */
const GROUP_REFERENCE = /^VD-G-\d{4}-\d{1,12}$/;

/** The group reference a search term is, upper-cased, or undefined. */
export function groupReferenceIn(term: string | undefined): string | undefined {
  const reference = term?.trim().toUpperCase();
  return reference && GROUP_REFERENCE.test(reference) ? reference : undefined;
}

const trigram = columnSearch(requests.searchText);

/**
 * The requests' search box: a group reference finds the group's travellers (through the unique
 * index on request_groups.reference, then requests_group_idx), anything else the folded text of
 * reference, names, passport and email (the trigram index). A group reference is in no request's
 * own text, which is why it needs its own way.
 */
export const requestSearch: ListSearch = {
  condition: (term, bind) => {
    const group = groupReferenceIn(term);
    if (!group) return trigram.condition(term, bind);
    return eq(
      requests.groupId,
      sql`(select ${requestGroups.id} from ${requestGroups} where ${requestGroups.reference} = ${bind('vd_group_reference', group)})`,
    );
  },
  shape: (term) => (groupReferenceIn(term) ? 'group-reference' : trigram.shape(term)),
  values: (term) => {
    const group = groupReferenceIn(term);
    return group ? { vd_group_reference: group } : trigram.values(term);
  },
};
