import type { Locale } from '../shared/i18n/locale';

/** The name in the page's language from a record with `nameEn`/`nameAr` (or `titleEn`/`titleAr`). */
export const nameIn = (locale: Locale, o: { nameEn: string; nameAr: string }) =>
  locale === 'ar' ? o.nameAr : o.nameEn;
export const titleIn = (locale: Locale, o: { titleEn: string; titleAr: string }) =>
  locale === 'ar' ? o.titleAr : o.titleEn;
