import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Staff } from '@visadesk/contract/accounts';
import { adminPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** Active admins by name, for assignment (GET /api/admin/list needs the edit-admins permission). */
export function getAdminOptions(signal?: AbortSignal): Promise<Staff[]> {
  return api
    .call(adminPaths.list, { query: { isActive: 'true', limit: 100, sort: 'name' }, signal })
    .then((page) => page.items);
}

export const adminOptionsQueryOptions = () =>
  queryOptions({
    queryKey: ['admins', 'options'],
    queryFn: ({ signal }) => getAdminOptions(signal),
    staleTime: 5 * 60_000,
  });

export function useAdminOptions(enabled: boolean) {
  return useQuery({ ...adminOptionsQueryOptions(), enabled });
}
