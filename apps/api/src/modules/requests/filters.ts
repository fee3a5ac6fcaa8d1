import type { RequestStatus } from '@visadesk/contract';
import {
  type Bind,
  eq,
  gte,
  inline,
  isNull,
  lt,
  type requestStatusCounts,
  requests,
  sql,
} from '@visadesk/db';
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
  // Dates are whole days in the agency's calendar; `to` includes its day.
  from: { where: (v) => gte(requests.createdAt, sql`${v}::date`) },
  to: { where: (v) => lt(requests.createdAt, sql`${v}::date + 1`) },
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
