import type { Locale } from '@visadesk/contract';
import type { Digits } from '../../lib/i18n/digits';
import { intlLocale } from '../../lib/i18n/format';

/**
 * A span of hours in the unit that reads best: minutes under an hour ("25 minutes"), hours up to
 * two days ("36 hours"), days beyond ("4.5 days").
 */
export function formatDuration(hours: number, locale: Locale, digits: Digits): string {
  const [unit, value] =
    hours < 1
      ? (['minute', Math.round(hours * 60)] as const)
      : hours < 48
        ? (['hour', hours] as const)
        : (['day', hours / 24] as const);
  return new Intl.NumberFormat(intlLocale(locale, digits), {
    style: 'unit',
    unit,
    unitDisplay: 'long',
    maximumFractionDigits: 1,
  }).format(value);
}
