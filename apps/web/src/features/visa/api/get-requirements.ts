import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { Paged } from '@visadesk/contract/list';
import type { VisaRequirement } from '@visadesk/contract/visa-requirements';
import { http } from '../../../lib/http/http';
import type { ListQuery } from './get-countries';

/** GET /api/visa-requirements/list: one page of requirements (list convention). */
export function getRequirements(query: ListQuery, signal?: AbortSignal): Promise<Paged<VisaRequirement>> {
  return http.get<Paged<VisaRequirement>>('/visa-requirements/list', { query, signal });
}

export const requirementsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: ['visa-requirements', 'list', query],
    queryFn: ({ signal }) => getRequirements(query, signal),
    placeholderData: keepPreviousData,
  });

export function useRequirements(query: ListQuery) {
  return useQuery(requirementsQueryOptions(query));
}
