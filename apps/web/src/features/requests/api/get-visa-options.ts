import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@visadesk/contract';
import { visaPaths } from '@visadesk/contract/paths';
import type { VisaSummary } from '@visadesk/contract/visas';
import { api } from '../../../lib/http/http';

/** Visa offerings for the filter: the first 100 by title in the page's language (an agency has dozens). */
export function getVisaOptions(locale: Locale, signal?: AbortSignal): Promise<VisaSummary[]> {
  return api
    .call(visaPaths.list, {
      query: { limit: 100, sort: locale === 'ar' ? 'titleAr' : 'titleEn' },
      signal,
    })
    .then((page) => page.items);
}

export const visaOptionsQueryOptions = (locale: Locale) =>
  queryOptions({
    queryKey: ['visas', 'options', locale],
    queryFn: ({ signal }) => getVisaOptions(locale, signal),
    staleTime: 5 * 60_000,
  });

export function useVisaOptions(locale: Locale) {
  return useQuery(visaOptionsQueryOptions(locale));
}
