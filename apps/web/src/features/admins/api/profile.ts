import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf } from '@visadesk/client';
import { adminPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';

/** GET /api/admin/me */
export const getMe = (signal?: AbortSignal) => api.call(adminPaths.me, { signal });
export const meQueryOptions = () =>
  queryOptions({ queryKey: ['admins', 'me'], queryFn: ({ signal }) => getMe(signal) });
export const useMe = () => useQuery(meQueryOptions());

/** PATCH /api/admin/me {name?, locale?} */
export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: BodyOf<typeof adminPaths.updateMe>) => api.call(adminPaths.updateMe, { body }),
    onSuccess: (me) => {
      queryClient.setQueryData(['admins', 'me'], me);
      return queryClient.invalidateQueries({ queryKey: ['admins', 'list'] });
    },
  });
}

/** POST /api/admin/me/password; silent, as a wrong current password is shown on its field. */
export function useChangePassword() {
  return useMutation({
    mutationFn: (body: BodyOf<typeof adminPaths.changePassword>) =>
      api.call(adminPaths.changePassword, { body, silent: true }),
  });
}
