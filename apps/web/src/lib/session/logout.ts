import { localizedPath } from '@visadesk/contract/app-routes';
import { localeFromPath } from '../i18n/locale';
import { navigateTo } from '../navigation/navigate';
import { clearSession } from './session';

/** Clears user and tokens, then goes to the login page in the current locale (seed-spec §4). */
export function logout(): void {
  clearSession();
  navigateTo(localizedPath('/login', localeFromPath(window.location.pathname)));
}
