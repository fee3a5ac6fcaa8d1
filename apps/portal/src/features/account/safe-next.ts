import { safePath } from '@visadesk/contract/safe-path';
import { appPageOf } from '../../shared/app-routes';
import { splitLocale } from '../../shared/i18n/locale';

export const DEFAULT_NEXT = '/applications';

/**
 * Where to go after signing in: `next` only when safePath keeps it (a path on this site in every
 * encoding and form), without its /ar prefix; else the applicant's applications.
 * `app` tells whether the path is a page of this app (client navigation) or a server page.
 */
export function safeNext(raw: string | null | undefined): { path: string; app: boolean } {
  const checked = safePath(raw);
  // Checked again without the prefix: the path the router and localePath are handed.
  const path = checked === undefined ? undefined : safePath(splitLocale(checked).path);
  if (path === undefined) return { path: DEFAULT_NEXT, app: true };
  const bare = path.split(/[?#]/, 1)[0] ?? '/';
  return { path, app: appPageOf(bare) !== undefined };
}
