import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@visadesk/client';
import { countryPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

export type ListQuery = Record<string, string | number | undefined>;

/** GET /api/countries/list: one page of countries (list convention). */
export function getCountries(query: ListQuery, signal?: AbortSignal) {
  // The list's URL state; the API checks it.
  return api.call(countryPaths.list, { query: query as QueryOf<typeof countryPaths.list>, signal });
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
