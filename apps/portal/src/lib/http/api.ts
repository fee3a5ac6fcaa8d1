import { createApiClient } from '@visadesk/client';
import { authPaths, userPaths } from '@visadesk/contract/paths';
import { clearSession, getSession, setTokens } from '../session/session';

/**
 * The applicant's client: tokens in the portal's own localStorage session. Only a refused
 * refresh token ends the session; a network blip keeps the applicant signed in. No toasts: each
 * page words its errors (FormAlert).
 */
export const api = createApiClient({
  tokens: {
    getAccessToken: () => getSession()?.accessToken,
    getRefreshToken: () => getSession()?.refreshToken,
    setTokens,
  },
  refreshRoute: authPaths.refreshUserToken,
  noRenewal: [userPaths.login],
  onRenewalFailed: (status) => {
    if (status === 401) clearSession();
  },
});
