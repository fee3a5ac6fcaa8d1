import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { RequestStatus } from '@visadesk/contract';
import type { Paged } from '@visadesk/contract/list';
import type { VisaRequest } from '@visadesk/contract/requests';
import { http } from '../../../lib/http/http';

export type RequestListQuery = Record<string, string | number | undefined>;

export interface RequestPage extends Paged<VisaRequest> {
  /** Matching requests per status, for the current filters except the status one; null when too many match a search to count. */
  statusCounts: Partial<Record<RequestStatus, number>> | null;
}

/** GET /api/requests/list: one page of requests with counts per status. */
export function getRequests(query: RequestListQuery, signal?: AbortSignal): Promise<RequestPage> {
  return http.get<RequestPage>('/requests/list', { query, signal });
}

export const requestsQueryOptions = (query: RequestListQuery) =>
  queryOptions({
    queryKey: ['requests', 'list', query],
    queryFn: ({ signal }) => getRequests(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRequests(query: RequestListQuery) {
  return useQuery(requestsQueryOptions(query));
}
