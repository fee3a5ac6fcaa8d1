import type { Locale } from '@visadesk/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENCY_TIME_ZONE } from './agency-time';
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

/**
 * A moment on the agency's clock, whatever the browser's zone (ADR 0033); calendar days pass
 * `timeZone: 'UTC'` and keep their day.
 */
export function formatDate(
  value: Date | number,
  locale: Locale,
  digits: Digits,
  options?: Intl.DateTimeFormatOptions,
): string {
  return new Intl.DateTimeFormat(intlLocale(locale, digits), {
    timeZone: AGENCY_TIME_ZONE,
    ...options,
  }).format(value);
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
        formatDate(value, locale, digits, options),
    };
  }, [locale, digits]);
}
