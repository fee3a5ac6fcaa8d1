import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@visadesk/contract/list';
import type { VisaSummary } from '@visadesk/contract/visas';
import { http } from '../../../lib/http/http';
import type { ListQuery } from './get-countries';

/** GET /api/visa/list: one page of visa offerings (list convention). */
export function getVisas(query: ListQuery, signal?: AbortSignal): Promise<Paged<VisaSummary>> {
  return http.get<Paged<VisaSummary>>('/visa/list', { query, signal });
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
