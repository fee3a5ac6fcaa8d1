import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf } from '@visadesk/client';
import { visaRequirementPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';
import type { ListQuery } from './get-countries';

/** GET /api/visa-requirements/list: one page of requirements (list convention). */
export function getRequirements(query: ListQuery, signal?: AbortSignal) {
  // The list's URL state; the API checks it.
  return api.call(visaRequirementPaths.list, {
    query: query as QueryOf<typeof visaRequirementPaths.list>,
    signal,
  });
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
