import type { Locale } from '@visadesk/contract';
import { useMemo } from 'react';
import type { Digits } from './digits';
import { intlLocale, useFormatters } from './format';

/**
 * Whole Iraqi dinars (the API's money unit) as currency in the page's language and digits:
 * "IQD 25,000" in English, "٢٥٬٠٠٠ د.ع.‏" in Arabic. The dinar's fils are never used, so 0 decimals.
 */
export function formatIqd(amount: number, locale: Locale, digits: Digits): string {
  return iqdFormat(locale, digits).format(amount);
}

/** Large amounts in a short form for chart axes ("1.2M", "١٫٢ مليون"), without the currency. */
export function formatCompact(amount: number, locale: Locale, digits: Digits): string {
  return new Intl.NumberFormat(intlLocale(locale, digits), {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(amount);
}

function iqdFormat(locale: Locale, digits: Digits): Intl.NumberFormat {
  return new Intl.NumberFormat(intlLocale(locale, digits), {
    style: 'currency',
    currency: 'IQD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 0,
  });
}

/** `formatIqd` bound to the active language and digit setting. */
export function useMoney(): (amount: number) => string {
  const { locale, digits } = useFormatters();
  return useMemo(() => {
    const format = iqdFormat(locale, digits);
    return (amount: number) => format.format(amount);
  }, [locale, digits]);
}
