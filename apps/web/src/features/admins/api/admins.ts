import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Staff } from '@visadesk/contract/accounts';
import type { Paged } from '@visadesk/contract/list';
import type { Permission } from '@visadesk/contract/permissions';
import { http } from '../../../lib/http/http';

type ListQuery = Record<string, string | number | undefined>;
export interface StaffBody {
  name: string;
  email: string;
  permissions: Permission[];
  locale: 'en' | 'ar';
  isActive: boolean;
  password?: string;
}

/** GET /api/admin/list (needs edit-admins). */
export function getAdmins(query: ListQuery, signal?: AbortSignal): Promise<Paged<Staff>> {
  return http.get<Paged<Staff>>('/admin/list', { query, signal });
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
export const createAdmin = (body: StaffBody) => http.post<Staff>('/admin', body, { silent: true });
/** PATCH /api/admin/{id} */
export const updateAdmin = (id: string, body: Partial<StaffBody>) =>
  http.patch<Staff>(`/admin/${id}`, body, { silent: true });
/** POST /api/admin/{id}/reset-password */
export const resetAdminPassword = (id: string, password: string) =>
  http.post<void>(`/admin/${id}/reset-password`, { password });

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
  useAdminMutation(({ id, body }: { id: string; body: Partial<StaffBody> }) => updateAdmin(id, body));
export const useResetAdminPassword = () =>
  useMutation({
    mutationFn: ({ id, password }: { id: string; password: string }) => resetAdminPassword(id, password),
  });
