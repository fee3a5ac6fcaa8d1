import type { Locale } from '@visadesk/contract';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AGENCY_TIME_ZONE } from './agency-time';
import { localDigits } from './digit-text';
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

const MB = 1024 * 1024;

/**
 * File sizes, the one way the back office writes them: "850 kB", "1.2 MB" in English, the units'
 * full names in Arabic ("١٫٢ ميغابايت"): ICU's short Arabic forms mix "م.ب" with "كيلوبايت".
 */
export function formatSize(bytes: number, locale: Locale, digits: Digits): string {
  const big = bytes >= MB;
  return new Intl.NumberFormat(intlLocale(locale, digits), {
    style: 'unit',
    unit: big ? 'megabyte' : 'kilobyte',
    unitDisplay: locale === 'ar' ? 'long' : 'short',
    maximumFractionDigits: 1,
  })
    .format(big ? bytes / MB : Math.max(1, bytes / 1024))
    .replace(/ /g, '\u00a0');
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
      formatSize: (bytes: number) => formatSize(bytes, locale, digits),
      formatMegabytes: (mb: number) => formatSize(mb * MB, locale, digits),
      /** Staff-written text in the page's digits. */
      localText: (text: string) => localDigits(text, locale, digits),
    };
  }, [locale, digits]);
}
