import type { RequestStatus } from '@visadesk/contract';
import { type Bind, eq, gte, inline, isNull, lt, requests, type SQL, sql } from '@visadesk/db';

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

/**
 * The list's filters as SQL; `status` is left out when `withStatus` is false (for the counts).
 * Every value goes through `bind` (a placeholder when the text is built once per shape).
 */
export function requestConditions(
  f: RequestFilters,
  withStatus = true,
  bind: Bind = inline,
): (SQL | undefined)[] {
  return [
    withStatus && f.status ? eq(requests.status, bind('status', f.status)) : undefined,
    f.visaId ? eq(requests.visaId, bind('visaId', f.visaId)) : undefined,
    f.destinationId ? eq(requests.destinationId, bind('destinationId', f.destinationId)) : undefined,
    f.nationalityId ? eq(requests.nationalityId, bind('nationalityId', f.nationalityId)) : undefined,
    f.assignedAdminId === 'none'
      ? isNull(requests.assignedAdminId)
      : f.assignedAdminId
        ? eq(requests.assignedAdminId, bind('assignedAdminId', f.assignedAdminId))
        : undefined,
    // Dates are whole days in the agency's calendar; `to` includes its day.
    f.from ? gte(requests.createdAt, sql`${bind('from', f.from)}::date`) : undefined,
    f.to ? lt(requests.createdAt, sql`${bind('to', f.to)}::date + 1`) : undefined,
  ];
}

const FILTER_FIELDS = [
  'status',
  'visaId',
  'destinationId',
  'nationalityId',
  'assignedAdminId',
  'from',
  'to',
] as const;

/**
 * What of a filter set decides the text of requestConditions (which filters are set; "no one
 * assigned" is a different condition from an assignee), and the values it binds by name.
 */
export function requestFilterShape(f: RequestFilters, withStatus = true) {
  const values: Record<string, unknown> = {};
  const set: string[] = [];
  for (const field of FILTER_FIELDS) {
    const value = f[field];
    if (!value || (field === 'status' && !withStatus)) continue;
    if (field === 'assignedAdminId' && value === 'none') {
      set.push('unassigned');
      continue;
    }
    set.push(field);
    values[field] = value;
  }
  return { key: set.join(','), values };
}
