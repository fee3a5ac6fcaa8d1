import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf, ResultOf } from '@visadesk/client';
import { requestPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** The list's URL state (page, sort, filters, dates); the API checks it. */
export type RequestListQuery = Record<string, string | number | undefined>;

/** A page of requests with the matching counts per status (null when too many match to count). */
export type RequestPage = ResultOf<typeof requestPaths.list>;

/** GET /api/requests/list: one page of requests with counts per status. */
export function getRequests(query: RequestListQuery, signal?: AbortSignal): Promise<RequestPage> {
  return api.call(requestPaths.list, { query: query as QueryOf<typeof requestPaths.list>, signal });
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
