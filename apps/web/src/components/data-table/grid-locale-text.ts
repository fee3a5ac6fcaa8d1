import type { GridLocaleText } from '@mui/x-data-grid';
import { arSD, enUS } from '@mui/x-data-grid/locales';
import type { Locale } from '@visadesk/contract';
import type { Digits } from '../../lib/i18n/digits';
import { intlLocale } from '../../lib/i18n/format';

type LocaleTexts = Partial<GridLocaleText>;

/** What arSD leaves out of the community grid (it would fall back to English on Arabic pages). */
const arabicGaps: LocaleTexts = {
  columnMenuAriaLabel: (columnName) => `قائمة العمود ${columnName}`,
  noColumnsOverlayLabel: 'لا توجد أعمدة',
  noColumnsOverlayManageColumns: 'إدارة الأعمدة',
  filterOperatorDoesNotContain: 'لا يحتوي على',
  filterOperatorDoesNotEqual: 'لا يساوي',
  headerFilterOperatorDoesNotContain: 'لا يحتوي على',
  headerFilterOperatorDoesNotEqual: 'لا يساوي',
  headerFilterClear: 'مسح عامل التصفية',
};

const base: Record<Locale, LocaleTexts> = {
  en: enUS.components.MuiDataGrid.defaultProps.localeText,
  ar: { ...arSD.components.MuiDataGrid.defaultProps.localeText, ...arabicGaps },
};

/**
 * MUI X's own texts (arSD for Arabic), with the row counter rebuilt: arSD formats numbers for
 * ar-SD and wraps them in LRM marks, while ours follow the app's digit setting and read in order,
 * and say "10,000+" when the API stopped counting (`totalCapped`).
 */
export function gridLocaleText(locale: Locale, digits: Digits, capped = false): LocaleTexts {
  const number = new Intl.NumberFormat(intlLocale(locale, digits));
  const of = locale === 'ar' ? 'من' : 'of';
  const moreThan = locale === 'ar' ? 'أكثر من' : 'more than';
  return {
    ...base[locale],
    paginationDisplayedRows: ({ from, to, count }) => {
      const total =
        count === -1 ? `${moreThan} ${number.format(to)}` : `${number.format(count)}${capped ? '+' : ''}`;
      return `${number.format(from)}–${number.format(to)} ${of} ${total}`;
    },
  };
}
