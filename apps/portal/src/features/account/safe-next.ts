import { appPageOf } from '../../shared/app-routes';
import { splitLocale } from '../../shared/i18n/locale';

export const DEFAULT_NEXT = '/applications';

/**
 * Where to go after signing in: `next` only when it is a path on this site ('/…', never '//host'
 * or '/\host', which browsers read as another host, nor a full URL), without its /ar prefix.
 * `app` tells whether the path is a page of this app (client navigation) or a server page.
 */
export function safeNext(raw: string | null | undefined): { path: string; app: boolean } {
  const fallback = { path: DEFAULT_NEXT, app: true };
  if (!raw?.startsWith('/') || raw.startsWith('//')) return fallback;
  // Control characters and backslashes have no place in our paths; browsers strip or fold some.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(raw)) return fallback;
  try {
    const base = 'https://portal.invalid';
    const url = new URL(raw, base);
    if (url.origin !== base) return fallback;
    const { path } = splitLocale(url.pathname + url.search);
    const bare = path.split('?')[0] ?? '/';
    return { path, app: appPageOf(bare) !== undefined };
  } catch {
    return fallback;
  }
}
