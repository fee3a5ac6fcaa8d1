import { localDigits } from '../shared/i18n/digits';
import type { Locale } from '../shared/i18n/locale';

/**
 * The name in the page's language from a record with `nameEn`/`nameAr` (or `titleEn`/`titleAr`),
 * in the page's digits: staff may type "Schengen 90 days" in the Arabic name too.
 */
export const nameIn = (locale: Locale, o: { nameEn: string; nameAr: string }) =>
  locale === 'ar' ? localDigits(locale, o.nameAr) : o.nameEn;
export const titleIn = (locale: Locale, o: { titleEn: string; titleAr: string }) =>
  locale === 'ar' ? localDigits(locale, o.titleAr) : o.titleEn;
/** A requirement's or visa's description in the page's language and digits. */
export const descriptionIn = (locale: Locale, o: { descriptionEn: string; descriptionAr: string }) =>
  locale === 'ar' ? localDigits(locale, o.descriptionAr) : o.descriptionEn;
