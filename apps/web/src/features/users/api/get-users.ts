import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { applicantSchema } from '@visadesk/contract/accounts';
import type { Paged } from '@visadesk/contract/list';
import type { z } from 'zod';
import { http } from '../../../lib/http/http';

export type Applicant = z.infer<typeof applicantSchema>;
type ListQuery = Record<string, string | number | undefined>;

/** GET /api/users/list: one page of applicants. */
export function getUsers(query: ListQuery, signal?: AbortSignal): Promise<Paged<Applicant>> {
  return http.get<Paged<Applicant>>('/users/list', { query, signal });
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
