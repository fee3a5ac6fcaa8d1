import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useSession } from '../lib/session/use-session';
import { signInPath } from '../shared/app-routes';

/** Pages for signed-in applicants: others go to sign-in and come back after. */
export function RequireSession({ children }: { children: ReactNode }) {
  const session = useSession();
  const location = useLocation();
  if (!session) {
    return <Navigate to={signInPath(location.pathname + location.search)} replace />;
  }
  return children;
}
