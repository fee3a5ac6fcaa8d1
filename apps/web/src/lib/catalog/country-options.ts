import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@visadesk/contract';
import type { CountryOption } from '@visadesk/contract/countries';
import { countryPaths } from '@visadesk/contract/paths';
import { api } from '../http/http';

/** GET /api/countries/complete-list?locale=…: every active country, sorted for that language. */
export function getCountryOptions(locale: Locale, signal?: AbortSignal): Promise<CountryOption[]> {
  return api.call(countryPaths.options, { query: { locale }, signal });
}

export const countryOptionsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['countries', 'options', locale],
    queryFn: ({ signal }) => getCountryOptions(locale, signal),
    staleTime: 5 * 60_000,
  });

export function useCountryOptions(locale: Locale) {
  return useQuery(countryOptionsQueryOptions(locale));
}
