import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@visadesk/contract/countries';
import type { Paged } from '@visadesk/contract/list';
import { http } from '../../../lib/http/http';

export type ListQuery = Record<string, string | number | undefined>;

/** GET /api/countries/list: one page of countries (list convention). */
export function getCountries(query: ListQuery, signal?: AbortSignal): Promise<Paged<Country>> {
  return http.get<Paged<Country>>('/countries/list', { query, signal });
}

export const countriesQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: ['countries', 'list', query],
    queryFn: ({ signal }) => getCountries(query, signal),
    // The grid keeps showing the previous page (with a progress bar) while the next one loads.
    placeholderData: keepPreviousData,
  });

export function useCountries(query: ListQuery) {
  return useQuery(countriesQueryOptions(query));
}
