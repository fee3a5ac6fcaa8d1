import type { Locale } from '@visadesk/contract';

/**
 * MUI X Charts ships no Arabic texts; the few a read-only chart can show (its loading and empty
 * overlays) are given here. English uses the library's own.
 */
export function chartLocaleText(locale: Locale) {
  return locale === 'ar' ? { loading: 'جارٍ تحميل البيانات…', noData: 'لا توجد بيانات لعرضها' } : undefined;
}
