import type { Locale } from '@visadesk/contract';
import { localizedPath } from '@visadesk/contract/app-routes';
import { safePath } from '@visadesk/contract/safe-path';
import Cookies from 'js-cookie';

export const LOCALE_COOKIE = 'i18n_redirected';

/**
 * The contract's LOCALES, restated so the entry chunk never imports the contract's zod schemas;
 * `satisfies` plus the tuple check below keep the two lists from drifting apart.
 */
export const APP_LOCALES = ['en', 'ar'] as const satisfies readonly Locale[];
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const _localesMatch: Same<(typeof APP_LOCALES)[number], Locale> = true;
void _localesMatch;

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (APP_LOCALES as readonly string[]).includes(value);
}

/** The URL decides the locale: Arabic under /ar, English (default) unprefixed. */
export function localeFromPath(pathname: string): Locale {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? 'ar' : 'en';
}

/** The path without its locale prefix, e.g. /ar/visa/list → /visa/list. */
export function barePath(pathname: string): string {
  if (pathname === '/ar' || pathname === '/ar/') return '/';
  return pathname.startsWith('/ar/') ? pathname.slice(3) : pathname;
}

/** The same page in the other language; a path safePath refuses (`/ar//host`, …) gives the home page. */
export function switchLocalePath(pathname: string, to: Locale): string {
  const bare = safePath(pathname) === undefined ? undefined : safePath(barePath(pathname));
  return localizedPath(bare ?? '/', to);
}

export function isRtl(locale: Locale): boolean {
  return locale === 'ar';
}

export function rememberLocale(locale: Locale): void {
  Cookies.set(LOCALE_COOKIE, locale, { expires: 365, sameSite: 'Lax', path: '/' });
}

export function rememberedLocale(): Locale | undefined {
  const value = Cookies.get(LOCALE_COOKIE);
  return isLocale(value) ? value : undefined;
}
