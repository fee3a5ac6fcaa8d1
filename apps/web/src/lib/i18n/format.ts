import type { Locale } from '@visadesk/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type Digits, useDigits } from './digits';
import { isLocale } from './locale';

/** BCP 47 tag with the numbering system pinned, e.g. ar-IQ-u-nu-arab. */
export function intlLocale(locale: Locale, digits: Digits): string {
  return locale === 'ar' ? `ar-IQ-u-nu-${digits}` : 'en-US-u-nu-latn';
}

export function formatNumber(
  value: number,
  locale: Locale,
  digits: Digits,
  options?: Intl.NumberFormatOptions,
): string {
  return new Intl.NumberFormat(intlLocale(locale, digits), options).format(value);
}

export function useFormatters() {
  const { i18n } = useTranslation();
  const digits = useDigits();
  const locale: Locale = isLocale(i18n.language) ? i18n.language : 'en';
  return useMemo(() => {
    const tag = intlLocale(locale, digits);
    return {
      locale,
      digits,
      formatNumber: (value: number, options?: Intl.NumberFormatOptions) =>
        new Intl.NumberFormat(tag, options).format(value),
      formatDate: (value: Date | number, options?: Intl.DateTimeFormatOptions) =>
        new Intl.DateTimeFormat(tag, options).format(value),
    };
  }, [locale, digits]);
}
