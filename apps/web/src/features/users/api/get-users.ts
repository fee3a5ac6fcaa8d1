import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { QueryOf, ResultOf } from '@visadesk/client';
import { userPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

export type Applicant = ResultOf<typeof userPaths.setBlocked>;
type ListQuery = Record<string, string | number | undefined>;

/** GET /api/users/list: one page of applicants. */
export function getUsers(query: ListQuery, signal?: AbortSignal) {
  // The list's URL state; the API checks it.
  return api.call(userPaths.list, { query: query as QueryOf<typeof userPaths.list>, signal });
}

export const usersQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: ['users', 'list', query],
    queryFn: ({ signal }) => getUsers(query, signal),
    placeholderData: keepPreviousData,
  });

export function useUsers(query: ListQuery) {
  return useQuery(usersQueryOptions(query));
}
