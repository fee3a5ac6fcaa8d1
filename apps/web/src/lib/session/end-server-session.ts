import { type Fetch, send } from '@visadesk/client';
import { authPaths } from '@visadesk/contract/paths';

/**
 * Asks the server to end the session of its HttpOnly refresh cookie, and to clear it (POST
 * /api/auth/refreshAdminToken/logout; `legacyRefreshToken` for a session from before that cookie).
 * Best effort: never awaited by sign-out and never throws, so a network failure does not keep
 * anyone signed in locally. `keepalive` lets the request finish while the page navigates away.
 * A bare request, not the app's client: that client signs out through here when a renewal fails.
 */
export function endServerSession(legacyRefreshToken?: string, doFetch?: Fetch): Promise<void> {
  const body = legacyRefreshToken ? { refreshToken: legacyRefreshToken } : {};
  try {
    return send(authPaths.logoutAdmin, { body, keepalive: true }, doFetch).then(
      () => undefined,
      () => undefined,
    );
  } catch {
    return Promise.resolve();
  }
}
