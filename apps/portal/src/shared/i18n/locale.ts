// Types only from the contract's enums: their values come with zod, which the first script must not
// load (safe-path has none).
import type { Locale } from '@visadesk/contract/enums';
import { safePath } from '@visadesk/contract/safe-path';

export type { Locale };
export const LOCALES = ['en', 'ar'] as const satisfies readonly Locale[];

/** The cookie the back office uses for the same choice (apps/web/src/lib/i18n/locale.ts). */
export const LOCALE_COOKIE = 'i18n_redirected';

export const dirOf = (locale: Locale) => (locale === 'ar' ? 'rtl' : 'ltr');
export const otherLocale = (locale: Locale): Locale => (locale === 'ar' ? 'en' : 'ar');

/**
 * English at plain paths, Arabic under /ar: `/visas/x` ↔ `/ar/visas/x`, `/` ↔ `/ar`. Every link and
 * return path is built here: a path safePath refuses (`//host`, `/\host`, …) becomes the home page.
 */
export function localePath(locale: Locale, path: string): string {
  const clean = safePath(path.startsWith('/') ? path : `/${path}`) ?? '/';
  if (locale === 'en') return clean;
  return clean === '/' ? '/ar' : `/ar${clean}`;
}

/** Splits `/ar/visas/x?y` into its locale and the path without the prefix (query kept). */
export function splitLocale(url: string): { locale: Locale; path: string } {
  if (url === '/ar' || url.startsWith('/ar/') || url.startsWith('/ar?')) {
    const rest = url.slice(3);
    return { locale: 'ar', path: rest.startsWith('/') ? rest : `/${rest}` };
  }
  return { locale: 'en', path: url || '/' };
}
