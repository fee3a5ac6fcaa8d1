import type { RequestStatus } from '@visadesk/contract';
import { eq, gte, isNull, lt, requests, type SQL, sql } from '@visadesk/db';

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

/** The list's filters as SQL; `status` is left out when `withStatus` is false (for the counts). */
export function requestConditions(f: RequestFilters, withStatus = true): (SQL | undefined)[] {
  return [
    withStatus && f.status ? eq(requests.status, f.status) : undefined,
    f.visaId ? eq(requests.visaId, f.visaId) : undefined,
    f.destinationId ? eq(requests.destinationId, f.destinationId) : undefined,
    f.nationalityId ? eq(requests.nationalityId, f.nationalityId) : undefined,
    f.assignedAdminId === 'none'
      ? isNull(requests.assignedAdminId)
      : f.assignedAdminId
        ? eq(requests.assignedAdminId, f.assignedAdminId)
        : undefined,
    // Dates are whole days in the agency's calendar; `to` includes its day.
    f.from ? gte(requests.createdAt, sql`${f.from}::date`) : undefined,
    f.to ? lt(requests.createdAt, sql`${f.to}::date + 1`) : undefined,
  ];
}
