import { type Fetch, send } from '@visadesk/client';
import { authPaths } from '@visadesk/contract/paths';

/**
 * Asks the server to end the session of `refreshToken` (POST /api/auth/logout). Best effort:
 * never awaited by sign-out and never throws, so a network failure does not keep anyone signed in
 * locally. `keepalive` lets the request finish while the page navigates away. A bare request,
 * not the app's client: that client signs out through here when a renewal fails.
 */
export function endServerSession(refreshToken: string | undefined, doFetch?: Fetch): Promise<void> {
  if (!refreshToken) return Promise.resolve();
  try {
    return send(authPaths.logout, { body: { refreshToken }, keepalive: true }, doFetch).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}
