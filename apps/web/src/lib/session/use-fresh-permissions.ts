import { useQuery } from '@tanstack/react-query';
import { adminPaths } from '@visadesk/contract/paths';
import { useEffect } from 'react';
import { api } from '../http/http';
import { getUser, updateUser } from './session';

/**
 * The session cookie holds the admin as they were at sign-in; a manager may have changed their
 * permissions since. The signed-in shell re-reads them once per page load (GET /api/admin/me) so
 * the menu, guards and buttons follow what the API now enforces (ADR 0011).
 */
export function useFreshPermissions(): void {
  const me = useQuery({
    queryKey: ['admins', 'me'],
    queryFn: ({ signal }) => api.call(adminPaths.me, { signal, silent: true }),
  });
  useEffect(() => {
    const stored = getUser();
    if (!me.data || !stored) return;
    const fresh = { ...stored, permissions: me.data.permissions };
    if (fresh.permissions.join() !== stored.permissions.join()) updateUser(fresh);
  }, [me.data]);
}
