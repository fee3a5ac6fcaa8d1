import { useMutation, useQueryClient } from '@tanstack/react-query';
import { userPaths } from '@visadesk/contract/paths';
import { api } from '../../../lib/http/http';
import type { Applicant } from './get-users';

/** PATCH /api/users/{id} {isBlocked}: a blocked applicant can no longer sign in or apply. */
export function setUserBlocked(id: string, isBlocked: boolean): Promise<Applicant> {
  return api.call(userPaths.setBlocked, { params: { id }, body: { isBlocked } });
}

export function useSetUserBlocked() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, isBlocked }: { id: string; isBlocked: boolean }) => setUserBlocked(id, isBlocked),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['users', 'list'] }),
  });
}
