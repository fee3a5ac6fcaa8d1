import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestPaths } from '@visadesk/contract/paths';
import type { RequestDetail } from '@visadesk/contract/requests';
import { api } from '../../../lib/http/http';

/** GET /api/requests/one-by-admin/{id}: personal fields, documents, history, notes, allowed moves. */
export function getRequest(id: string, signal?: AbortSignal): Promise<RequestDetail> {
  return api.call(requestPaths.one, { params: { id }, signal });
}

export const requestQueryKey = (id: string) => ['requests', 'one', id] as const;

export const requestQueryOptions = (id: string) =>
  queryOptions({
    queryKey: requestQueryKey(id),
    queryFn: ({ signal }) => getRequest(id, signal),
    // Someone else may move it at any time; the version check catches the rest.
    staleTime: 0,
  });

export function useRequest(id: string | undefined) {
  return useQuery({ ...requestQueryOptions(id ?? ''), enabled: Boolean(id) });
}
