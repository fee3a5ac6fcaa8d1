import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Staff } from '@visadesk/contract/accounts';
import { http } from '../../../lib/http/http';

/** GET /api/admin/me */
export const getMe = (signal?: AbortSignal) => http.get<Staff>('/admin/me', { signal });
export const meQueryOptions = () =>
  queryOptions({ queryKey: ['admins', 'me'], queryFn: ({ signal }) => getMe(signal) });
export const useMe = () => useQuery(meQueryOptions());

/** PATCH /api/admin/me {name?, locale?} */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { name?: string; locale?: 'en' | 'ar' }) => http.patch<Staff>('/admin/me', body),
    onSuccess: (me) => {
      queryClient.setQueryData(['admins', 'me'], me);
      return queryClient.invalidateQueries({ queryKey: ['admins', 'list'] });
    },
  });
}

/** POST /api/admin/me/password; silent, as a wrong current password is shown on its field. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: { oldPassword: string; newPassword: string }) =>
      http.post<void>('/admin/me/password', body, { silent: true }),
  });
}
