import { localizedPath } from '@visadesk/contract/app-routes';
import { localeFromPath } from '../i18n/locale';
import { navigateTo } from '../navigation/navigate';
import { endServerSession } from './end-server-session';
import { clearSession, getLegacyRefreshToken } from './session';

/**
 * Ends the session on the server (best effort, not awaited), clears user and tokens, then goes
 * to the login page in the current locale (seed-spec §4).
 */
export function logout(): void {
  void endServerSession(getLegacyRefreshToken());
  clearSession();
  navigateTo(localizedPath('/login', localeFromPath(window.location.pathname)));
}
