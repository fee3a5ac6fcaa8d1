import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@visadesk/client';
import { visaPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';
import type { ListQuery } from './get-countries';

/** GET /api/visa/list: one page of visa offerings (list convention). */
export function getVisas(query: ListQuery, signal?: AbortSignal) {
  // The list's URL state; the API checks it.
  return api.call(visaPaths.list, { query: query as QueryOf<typeof visaPaths.list>, signal });
}

export const visasQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: ['visas', 'list', query],
    queryFn: ({ signal }) => getVisas(query, signal),
    placeholderData: keepPreviousData,
  });

export function useVisas(query: ListQuery) {
  return useQuery(visasQueryOptions(query));
}
