import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, QueryOf } from '@visadesk/client';
import type { Staff } from '@visadesk/contract/accounts';
import type { Paged } from '@visadesk/contract/list';
import { adminPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

type ListQuery = QueryOf<typeof adminPaths.list>;
export type StaffBody = BodyOf<typeof adminPaths.create>;

/** GET /api/admin/list (needs edit-admins). */
export function getAdmins(query: ListQuery, signal?: AbortSignal): Promise<Paged<Staff>> {
  return api.call(adminPaths.list, { query, signal });
}

export const adminsQueryOptions = (query: ListQuery) =>
  queryOptions({
    queryKey: ['admins', 'list', query],
    queryFn: ({ signal }) => getAdmins(query, signal),
    placeholderData: keepPreviousData,
  });

export const useAdmins = (query: ListQuery) => useQuery(adminsQueryOptions(query));

// Writes are silent: 409s (duplicate email, last admin who can manage admins) are worded by the page.
/** POST /api/admin */
export const createAdmin = (body: StaffBody) => api.call(adminPaths.create, { body, silent: true });
/** PATCH /api/admin/{id} */
export const updateAdmin = (id: string, body: BodyOf<typeof adminPaths.update>) =>
  api.call(adminPaths.update, { params: { id }, body, silent: true });
/** POST /api/admin/{id}/reset-password */
export const resetAdminPassword = (id: string, password: string) =>
  api.call(adminPaths.resetPassword, { params: { id }, body: { password } });

/** Every admin write refreshes the list and the assignment options of the request screens. */
function useAdminMutation<A, R>(fn: (args: A) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: fn,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['admins'] }),
  });
}

export const useCreateAdmin = () => useAdminMutation((body: StaffBody) => createAdmin(body));
export const useUpdateAdmin = () =>
  useAdminMutation(({ id, body }: { id: string; body: BodyOf<typeof adminPaths.update> }) =>
    updateAdmin(id, body),
  );
export const useResetAdminPassword = () =>
  useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) => resetAdminPassword(id, password),
  });
