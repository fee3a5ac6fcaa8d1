import { createApiClient } from '@visadesk/client';
import { authPaths } from '@visadesk/contract/paths';
import { i18n } from '../i18n/i18n';
import { logout } from '../session/logout';
import { getAccessToken, getLegacyRefreshToken, setTokens } from '../session/session';
import { toastError } from '../toasts/toasts';

/** Known error codes get a translated text; anything else shows the server's own message. */
function localizedMessage(message: string, code: string): string {
  const key = `errors.codes.${code}`;
  return i18n.exists(key) ? i18n.t(key) : message;
}

/**
 * The one error toast of every API call. A server failure adds its reference (the request id in
 * the server's logs): "… (reference: 5f0c…)".
 */
export function notifyApiError(message: string, code: string, reference?: string): void {
  const text = localizedMessage(message, code);
  toastError(reference ? i18n.t('errors.withReference', { text, reference }) : text);
}

/**
 * The back office's client: the access token in a cookie, the refresh token in the server's
 * HttpOnly cookie (renewed with an empty body); any failed renewal ends the session.
 */
export const api = createApiClient({
  tokens: { getAccessToken, getRefreshToken: getLegacyRefreshToken, setTokens },
  refreshRoute: authPaths.refreshAdminToken,
  refreshWithCookie: true,
  noRenewal: [authPaths.loginAdmin],
  onRenewalFailed: () => {
    toastError(i18n.t('errors.sessionExpired'));
    logout();
  },
  notify: notifyApiError,
  networkErrorMessage: () => i18n.t('errors.network'),
});
